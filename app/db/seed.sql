DELETE FROM banners;
DELETE FROM top_study_places;
DELETE FROM blogs;
DELETE FROM services_cards;
DELETE FROM our_features;
DELETE FROM why_us;
DELETE FROM certificates_accreditation;
DELETE FROM post_admit;
INSERT INTO banners (id, title, image, university_name, sort_order) VALUES (1, 'Shape Your Future in Engineering and Technology', 'banner-iit-bombay.svg', 'Indian Institute of Technology Bombay', 1);
INSERT INTO banners (id, title, image, university_name, sort_order) VALUES (2, 'Study at a Top-Ranked Campus Down Under', 'banner-university-of-melbourne.svg', 'University of Melbourne', 2);
INSERT INTO banners (id, title, image, university_name, sort_order) VALUES (3, 'Research-Led Learning in the Heart of Europe', 'banner-tu-munich.svg', 'Technical University of Munich', 3);
INSERT INTO banners (id, title, image, university_name, sort_order) VALUES (4, 'Management and Law Programmes with Global Exposure', 'banner-symbiosis-pune.svg', 'Symbiosis International University, Pune', 4);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (1, 'Pune', 'place-pune.svg', 1);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (2, 'Bangalore', 'place-bangalore.svg', 2);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (3, 'Delhi NCR', 'place-delhi-ncr.svg', 3);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (4, 'Mumbai', 'place-mumbai.svg', 4);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (5, 'Hyderabad', 'place-hyderabad.svg', 5);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (6, 'Chennai', 'place-chennai.svg', 6);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (7, 'Kolkata', 'place-kolkata.svg', 7);
INSERT INTO top_study_places (id, title, image, sort_order) VALUES (8, 'Ahmedabad', 'place-ahmedabad.svg', 8);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (1, 'NIRF 2025: What the Top Engineering Colleges Have in Common', 'blog-1-nirf-2025.svg', '<p>Every year the National Institutional Ranking Framework (NIRF) gives Indian families a common yardstick for comparing colleges. The 2025 list again placed the older IITs at the top of the engineering table, but the more useful lesson for applicants lies in why those institutions keep scoring well.</p>
<h2>The five parameters behind the score</h2>
<p>NIRF combines five weighted parameters. Understanding them helps you judge a college that is not in the top 50 but may still be a strong choice for you.</p>
<ul>
<li><strong>Teaching, Learning and Resources</strong> – faculty strength, student-faculty ratio and financial resources.</li>
<li><strong>Research and Professional Practice</strong> – publications, citations and patents.</li>
<li><strong>Graduation Outcomes</strong> – placements, median salary and students going on to higher studies.</li>
<li><strong>Outreach and Inclusivity</strong> – regional diversity, women students and economically weaker sections.</li>
<li><strong>Perception</strong> – the view of employers, academics and the public.</li>
</ul>
<h2>How to use the list sensibly</h2>
<p>A rank is a starting point, not a decision. Compare the <strong>Graduation Outcomes</strong> score for your branch, check the median salary published in the college''s own NIRF data file and look at fees over four years, not one.</p>
<p>You can download each institution''s submitted data from the <a href="https://www.nirfindia.org">official NIRF website</a> and verify the numbers a college quotes in its brochures.</p>', 'Rankings', '2025-09-08T10:30:00+05:30', 'NIRF, rankings ,engineering,  IIT', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (2, 'QS World University Rankings: How Indian Institutions Performed This Year', 'blog-2-qs-world-rankings.svg', '<p>The latest QS World University Rankings featured more Indian institutions than ever before, with IIT Delhi once again leading the Indian cohort. For students weighing an Indian degree against one from abroad, the results offer a few practical signals.</p>
<h2>Where Indian institutions gained ground</h2>
<p>Indian universities continued to score strongly on <strong>employer reputation</strong> and <strong>citations per faculty</strong>, while international faculty and international student ratios remained the weakest areas.</p>
<ul>
<li>IITs dominated the Indian entries, with several improving their overall position.</li>
<li>Private universities such as BITS Pilani and Chandigarh University continued to appear in the list.</li>
<li>New entrants came mainly from institutions that have expanded research output in recent years.</li>
</ul>
<h2>What it means for you</h2>
<p>If you are choosing between a top Indian institute and a mid-ranked foreign university, rankings alone will not settle it. Compare total cost, scholarship availability and the post-study work options of the country.</p>
<p>The full methodology is published on the <a href="https://www.topuniversities.com/world-university-rankings">QS rankings website</a>, and it is worth reading before you quote a rank in your application.</p>', 'Rankings', '2025-06-24T09:00:00+05:30', 'QS,world rankings , IIT Delhi,study abroad', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (3, 'How to Read a University Ranking Without Being Misled', 'blog-3-reading-rankings.svg', '<p>Rankings are one of the first things Indian students and parents look at, and one of the easiest to misread. A university placed 150th overall can be among the best in the world for your particular subject.</p>
<h2>Overall rank versus subject rank</h2>
<p>Overall tables reward research volume across every discipline. If you plan to study data science or mechanical engineering, the <strong>subject ranking</strong> is far more relevant than the headline figure.</p>
<h2>Three questions to ask of any ranking</h2>
<ul>
<li><strong>What does it measure?</strong> Reputation surveys, research citations and salaries lead to very different lists.</li>
<li><strong>Whose data is it?</strong> Self-reported figures can be optimistic, so cross-check them with official sources.</li>
<li><strong>How much does it move?</strong> A jump of 40 places in a year often reflects a change in method rather than in quality.</li>
</ul>
<p>Use rankings to build a long list, then judge each option on course content, cost, location and outcomes. The <a href="https://www.timeshighereducation.com/world-university-rankings">Times Higher Education</a> and <a href="https://www.nirfindia.org">NIRF</a> sites both explain their methods in detail.</p>', 'Rankings', '2025-03-17T11:15:00+05:30', ' rankings,college choice ,  tips', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (4, 'IELTS vs PTE vs TOEFL: Choosing the Right English Test in 2025', 'blog-4-english-tests-compared.svg', '<p>Most universities abroad accept more than one English language test, so the choice often comes down to format, cost and how quickly you need your result. Here is a straightforward comparison for Indian applicants.</p>
<h2>Format at a glance</h2>
<ul>
<li><strong>IELTS Academic</strong> – paper or computer based, with a face-to-face speaking test. Widely accepted in the UK, Australia, Canada and New Zealand.</li>
<li><strong>PTE Academic</strong> – fully computer based with AI scoring. Results usually arrive within two working days.</li>
<li><strong>TOEFL iBT</strong> – computer based and preferred by many US universities. The test is now under two hours.</li>
</ul>
<h2>Which one suits you?</h2>
<p>If you are comfortable speaking to an examiner, IELTS is a natural fit. If you type quickly and prefer a predictable computer format, PTE is popular with Indian students. For US-focused applications, TOEFL remains a safe default.</p>
<p><strong>Always check the exact test and minimum band</strong> on your university''s admissions page, and confirm visa requirements on the <a href="https://www.ielts.org">IELTS</a>, <a href="https://www.pearsonpte.com">PTE</a> or <a href="https://www.ets.org/toefl">TOEFL</a> websites before you book.</p>', 'Exams', '2025-02-11T08:45:00+05:30', 'IELTS, study abroad ,UK,PTE , TOEFL', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (5, 'A 90-Day GRE Study Plan for Working Professionals', 'blog-5-gre-90-day-plan.svg', '<p>Preparing for the GRE while holding a full-time job is demanding but entirely manageable with a fixed routine. This 90-day plan assumes about 10 to 12 hours of study a week.</p>
<h2>Days 1 to 30: build the base</h2>
<p>Take a full-length diagnostic test first. Spend weekday evenings on <strong>quantitative fundamentals</strong> such as arithmetic, algebra and data interpretation, and use weekends for reading comprehension practice.</p>
<h2>Days 31 to 60: targeted practice</h2>
<ul>
<li>Work through question sets by type and keep an error log.</li>
<li>Learn vocabulary in context rather than from long word lists.</li>
<li>Write one Analytical Writing essay every week and have it reviewed.</li>
</ul>
<h2>Days 61 to 90: full tests and review</h2>
<p>Take a timed mock test every weekend and spend twice as long reviewing it as you spent taking it. In the final week, reduce volume and focus on sleep and timing.</p>
<p>Official practice material is available on the <a href="https://www.ets.org/gre">ETS GRE website</a>. Remember that you can retake the test after 21 days, up to five times a year.</p>', 'Exams', '2025-04-02T19:00:00+05:30', 'GRE ,MS abroad,study plan,  USA', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (6, 'JEE Main 2025: Section-Wise Strategy for the Final Month', 'blog-6-jee-main-final-month.svg', '<p>The last month before JEE Main is about consolidation, not new chapters. Students who improve most in this phase usually revise smartly and practise under exam conditions.</p>
<h2>Physics</h2>
<p>Focus on high-weightage chapters such as <strong>mechanics, electrostatics and modern physics</strong>. Revise formula sheets daily and solve previous years'' questions by chapter.</p>
<h2>Chemistry</h2>
<p>Inorganic chemistry rewards direct NCERT revision. For physical chemistry, practise numericals daily, and for organic chemistry, revise reaction mechanisms and named reactions.</p>
<h2>Mathematics</h2>
<ul>
<li>Prioritise calculus, coordinate geometry and vectors and 3D geometry.</li>
<li>Attempt the numerical-value questions only when you are confident, since they can carry negative marking.</li>
<li>Time yourself strictly and leave lengthy problems for a second pass.</li>
</ul>
<p>Check the information bulletin and admit card updates on the <a href="https://jeemain.nta.nic.in">official NTA JEE Main website</a> rather than relying on forwarded messages.</p>', 'Exams', '2025-03-05T07:30:00+05:30', 'JEE Main,engineering , NTA,revision', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (7, 'CAT 2025 Preparation: Building Speed in Quantitative Aptitude', 'blog-7-cat-quant-speed.svg', '<p>Quantitative Aptitude is the section where many CAT aspirants lose time. Speed comes less from shortcuts and more from recognising question types quickly and choosing which ones to leave.</p>
<h2>Strengthen the core areas</h2>
<ul>
<li><strong>Arithmetic</strong> – percentages, ratios, time-speed-distance and profit and loss make up a large share of the section.</li>
<li><strong>Algebra</strong> – equations, inequalities and functions appear every year.</li>
<li><strong>Geometry and mensuration</strong> – memorise key properties of triangles and circles.</li>
</ul>
<h2>Practise selection, not just solving</h2>
<p>In every mock test, spend the first pass attempting only questions you can finish in under two minutes. Mark the rest and return to them if time allows.</p>
<p>Analyse each mock for <strong>accuracy by topic</strong> and adjust your weekly plan accordingly. Official notifications and the exam pattern are published on the <a href="https://iimcat.ac.in">CAT website</a>.</p>', 'Exams', '2025-07-14T18:20:00+05:30', 'CAT,MBA ,  IIM,quant', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (8, 'Part-Time Work Rules for International Students in the UK, Canada and Australia', 'blog-8-part-time-work-rules.svg', '<p>Part-time work can help with living costs and build experience, but each country sets strict limits on student visa holders. Breaking them can put your visa at risk, so know the rules before you accept a job.</p>
<h2>United Kingdom</h2>
<p>Degree-level students on a Student visa can usually work up to <strong>20 hours a week during term time</strong> and full time during official vacations. Self-employment and freelance work are not allowed.</p>
<h2>Canada</h2>
<p>Eligible students may work <strong>up to 24 hours a week off campus</strong> during regular academic sessions and full time during scheduled breaks.</p>
<h2>Australia</h2>
<p>Student visa holders can work <strong>up to 48 hours per fortnight</strong> while their course is in session and unlimited hours during course breaks.</p>
<ul>
<li>Keep payslips and a record of hours worked.</li>
<li>Never let work hours affect your attendance.</li>
<li>Rules change often, so check the latest position before you start.</li>
</ul>
<p>Official guidance is available from <a href="https://www.gov.uk/student-visa/work">GOV.UK</a>, <a href="https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work.html">IRCC</a> and the <a href="https://immi.homeaffairs.gov.au">Australian Department of Home Affairs</a>.</p>', 'Careers', '2025-05-20T12:00:00+05:30', 'part-time jobs, UK ,Canada,Australia ,student visa', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (9, 'Post-Study Work Visas Explained: Graduate Route, PGWP and Subclass 485', 'blog-9-post-study-work-visas.svg', '<p>For many Indian students, the chance to work after graduation is as important as the degree itself. The three most popular destinations each offer a post-study work visa, with different lengths and conditions.</p>
<h2>UK Graduate Route</h2>
<p>The Graduate Route lets students who complete an eligible UK degree stay and work without a job offer. The permitted length depends on your qualification and on current policy, which the UK government has been reviewing.</p>
<h2>Canada Post-Graduation Work Permit</h2>
<p>The PGWP can last <strong>up to three years</strong> depending on the length of your programme. Your institution and programme must be eligible, so confirm this before you accept an offer.</p>
<h2>Australia Temporary Graduate visa (subclass 485)</h2>
<p>The Post-Higher Education Work stream allows bachelor''s and master''s graduates to stay for a set period, with some extensions for study in regional areas.</p>
<ul>
<li>Apply before your student visa expires.</li>
<li>Keep your transcripts and completion letter ready.</li>
<li>Use the period to gain skilled experience that supports a longer-term visa.</li>
</ul>
<p>Read the current rules on <a href="https://www.gov.uk/graduate-visa">GOV.UK</a> and <a href="https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html">IRCC</a> before you plan your finances around post-study work.</p>', 'Careers', '2025-08-11T10:00:00+05:30', 'post-study work,Graduate Route ,PGWP, 485 visa', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (10, 'Building a Resume That Gets Shortlisted by Global Recruiters', 'blog-10-global-resume-tips.svg', '<p>A resume that works for campus placements in India may not work for recruiters in London, Toronto or Sydney. International employers expect a short, achievement-focused document without personal details.</p>
<h2>What to leave out</h2>
<ul>
<li>Photograph, date of birth, religion and marital status.</li>
<li>Father''s name and a full home address.</li>
<li>A generic career objective at the top.</li>
</ul>
<h2>What to put in</h2>
<p>Start with a two-line <strong>profile summary</strong> tailored to the role. Under each experience, write results rather than duties, for example "reduced report preparation time by 30 percent by automating data collection in Python".</p>
<h2>Format and length</h2>
<p>Keep it to one page for internships and graduate roles, use a clean single-column layout and save it as a PDF. Many employers use applicant tracking systems, so mirror the key skills listed in the job description.</p>
<p>Your university careers service will review drafts for free. You can also use the <a href="https://www.linkedin.com/learning">LinkedIn Learning</a> courses on resume writing available to many students through their university.</p>', 'Careers', '2025-10-06T16:45:00+05:30', 'resume ,careers,internships,  job search', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (11, 'Writing a Statement of Purpose That Admissions Committees Remember', 'blog-11-statement-of-purpose.svg', '<p>The statement of purpose is your chance to explain why you, this course and this university belong together. Committees read hundreds of SOPs, and the ones they remember are specific, honest and well organised.</p>
<h2>A simple structure</h2>
<ul>
<li><strong>Opening</strong> – a concrete moment or problem that drew you to the field, not a quotation.</li>
<li><strong>Academic background</strong> – projects, courses and results that prepared you.</li>
<li><strong>Professional experience</strong> – what you did, what you learnt and what you want to learn next.</li>
<li><strong>Why this programme</strong> – modules, faculty or labs that match your goals.</li>
<li><strong>Career goals</strong> – a realistic short-term and long-term plan.</li>
</ul>
<h2>Common mistakes</h2>
<p>Avoid repeating your resume line by line, copying templates and making claims you cannot support. Explain any gap year or backlog briefly and positively.</p>
<p>Stay within the word limit the university sets, and ask a teacher or mentor to read your final draft. Our <a href="/sop-maker">SOP maker</a> can help you organise your first draft.</p>', 'Education', '2025-01-21T09:30:00+05:30', 'SOP, admissions ,masters,  writing', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (12, 'Education Loans for Study Abroad: Collateral, Co-Applicants and Interest Rates', 'blog-12-education-loans.svg', '<p>An education loan is often the largest financial commitment an Indian family makes. Understanding the options early can save lakhs of rupees in interest and avoid delays in your visa application.</p>
<h2>Secured and unsecured loans</h2>
<p><strong>Secured loans</strong> from public sector banks require collateral such as property or fixed deposits and usually carry lower interest rates. <strong>Unsecured loans</strong> from NBFCs and some private banks depend on the university, the course and your co-applicant''s income.</p>
<h2>Documents you will need</h2>
<ul>
<li>Offer letter and the university''s cost of attendance.</li>
<li>Academic records and test scores.</li>
<li>Income proof and bank statements of the co-applicant.</li>
<li>Property papers if you are offering collateral.</li>
</ul>
<h2>Questions to ask every lender</h2>
<p>Ask about the moratorium period, whether simple interest is charged during the course, processing fees and prepayment charges. Interest paid on an education loan may qualify for a deduction under Section 80E of the Income Tax Act.</p>
<p>You can compare schemes from several banks on the government''s <a href="https://www.vidyalakshmi.co.in">Vidya Lakshmi portal</a>.</p>', 'Education', '2025-04-28T13:10:00+05:30', 'education loan ,finance,  collateral,study abroad', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (13, 'How to Spot a Fake Admission Agent', 'blog-13-fake-agent-warning.svg', '<p>Every admission season, families lose money to agents who promise guaranteed seats, management quota admissions or visas without paperwork. Knowing the warning signs is the best protection.</p>
<h2>Red flags to watch for</h2>
<ul>
<li><strong>Guaranteed admission</strong> – no genuine counsellor can guarantee a seat or a visa.</li>
<li><strong>Cash-only payments</strong> – legitimate agencies issue receipts and accept traceable payments.</li>
<li><strong>Pressure to decide today</strong> – fraudsters create urgency so you do not verify their claims.</li>
</ul>
<h2>A real message we received</h2>
<p>The text below was pasted into a fake "admission portal" to track visitors. We reproduce its words (its scripts and links removed) so you can recognise it:</p>
<blockquote><p>Dear student, your seat is reserved.<script>alert(''xss'')</script> Pay the confirmation fee today.</p>
<p><img src="x" onerror="alert(1)">To see your allotment letter, <a href="javascript:alert(2)">click here</a> and enter your bank details.</p></blockquote>
<h2>How to verify an agent</h2>
<p>Ask for the agency''s registration details, check whether the university lists it as an official representative and never share OTPs or banking passwords. The <a href="https://www.ugc.gov.in">University Grants Commission</a> publishes a list of fake universities that every applicant should check.</p>', 'Education', '2025-11-03T10:00:00+05:30', 'fraud,  admissions,agents , safety', 1);
INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (14, 'DAAD Scholarships: A Complete Application Checklist', 'blog-14-daad-scholarships.svg', '<p>The German Academic Exchange Service (DAAD) funds hundreds of Indian students every year. This checklist walks you through the documents and deadlines for the main postgraduate programmes.</p>
<h2>Before you apply</h2>
<ul>
<li>Confirm that your course is listed in the DAAD scholarship database.</li>
<li>Check the minimum work experience required for development-related programmes.</li>
<li>Arrange a language certificate in English or German, as your course requires.</li>
</ul>
<p>Full details are available on the <a href="https://www.daad.de/en/">DAAD website</a>.</p>', 'Education', '2025-12-01T09:00:00+05:30', 'DAAD,Germany , scholarships', 0);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (1, 'Admission Guidance', 'Shortlist colleges that match your scores, budget and goals, and get every application reviewed by an experienced counsellor before you submit.', 'service-admission-guidance.svg', '/services/study-abroad-counseling', 1);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (2, 'Visa Assistance', 'Document checklists, financial proof planning and mock visa interviews for the UK, USA, Canada, Australia and Germany.', 'service-visa-assistance.svg', '/services/visa-assistance', 2);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (3, 'Education Loans', 'Compare secured and unsecured loans from Indian banks and NBFCs, understand moratorium terms and get your sanction letter on time.', 'service-education-loans.svg', '/services/student-financing', 3);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (4, 'Student Accommodation', 'Verified rooms, hostels and shared flats close to campus, with help reading tenancy agreements before you pay a deposit.', 'service-accommodation.svg', '/services/student-accommodation', 4);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (5, 'Test Preparation', 'Structured coaching for IELTS, PTE, TOEFL, Duolingo and GRE with full-length mock tests and personal feedback on writing and speaking.', 'service-test-preparation.svg', '/services/test-preparation', 5);
INSERT INTO services_cards (id, title, description, image, link, sort_order) VALUES (6, 'Career Counselling', 'Psychometric assessment and one-to-one sessions to choose a stream, course and country that fit your strengths and long-term plans.', 'service-career-counselling.svg', '/services', 6);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (1, 'Verified College Data', 'Ranks and cut-offs taken from the published NIRF and JoSAA tables, each page naming its source and year.', 'feature-verified-data.svg', 1);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (2, 'Personalised Shortlists', 'Tell us your marks, entrance scores and budget, and we suggest ambitious, moderate and safe options.', 'feature-shortlists.svg', 2);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (3, 'One-on-One Expert Calls', 'Speak with current students and alumni of the universities you are considering before you decide.', 'feature-expert-calls.svg', 3);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (4, 'SOP and LOR Tools', 'Guided writing tools that help you draft a clear statement of purpose and brief your recommenders well.', 'feature-sop-lor.svg', 4);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (5, 'Scholarship Alerts', 'Deadlines for government, university and private scholarships delivered to your inbox well in advance.', 'feature-scholarships.svg', 5);
INSERT INTO our_features (id, title, description, image, sort_order) VALUES (6, 'Transparent Fees', 'No hidden charges. Every paid service shows its price upfront, and free guidance stays free.', 'feature-transparent-fees.svg', 6);
INSERT INTO why_us (id, title, description, counter_value, suffix, image, sort_order) VALUES (1, 'Colleges Listed', 'Universities and colleges in our directory, counted as it holds them today.', 0, '', 'why-colleges.svg', 1);
INSERT INTO why_us (id, title, description, counter_value, suffix, image, sort_order) VALUES (2, 'Countries Covered', 'Countries outside India with universities in our directory.', 0, '', 'why-countries.svg', 2);
INSERT INTO why_us (id, title, description, counter_value, suffix, image, sort_order) VALUES (3, 'Students Guided', 'Students counselled on admissions, exams, loans and visas since we started.', 150000, '+', 'why-students.svg', 3);
INSERT INTO why_us (id, title, description, counter_value, suffix, image, sort_order) VALUES (4, 'Visa Success Rate', 'Share of our visa-assisted applicants who received a positive decision last year.', 95, '%', 'why-success.svg', 4);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (1, 'Partner Colleges Recognised by UGC', 'cert-ugc.svg', 1);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (2, 'Technical Programmes Approved by AICTE', 'cert-aicte.svg', 2);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (3, 'Institutions Accredited by NAAC', 'cert-naac.svg', 3);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (4, 'Counsellors Trained by the British Council', 'cert-british-council.svg', 4);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (5, 'Agency Accredited by ICEF', 'cert-icef.svg', 5);
INSERT INTO certificates_accreditation (id, title, image, sort_order) VALUES (6, 'Recognised QS Higher Education Partner', 'cert-qs-partner.svg', 6);
INSERT INTO post_admit (id, title, subtitle, image, content, button_text, sort_order) VALUES (1, 'Admitted? Let Us Handle Everything That Comes Next', 'From your visa file and education loan to a room near campus and your first week abroad, our post-admit team stays with you until you settle in.', 'postadmit-hero.svg', '', '', 1);
INSERT INTO post_admit (id, title, subtitle, image, content, button_text, sort_order) VALUES (2, 'Our Post-Admit Services', 'Start with our free plan or choose premium support with a dedicated mentor. Both cover the steps that most often delay Indian students.', '', '<ul><li><strong>Visa Counselling</strong> – A document checklist for your destination, a review of your financial proof and mock interviews with feedback.</li><li><strong>Education Loan Support</strong> – Help comparing lenders, preparing the loan file and obtaining a sanction letter in time for your visa.</li><li><strong>Accommodation Securing</strong> – Verified housing options close to campus and a careful reading of the tenancy agreement before you pay.</li><li><strong>Pre-Departure Briefing</strong> – Forex, SIM, insurance, packing and arrival-day planning in a single session with students who have made the move.</li></ul>', '', 2);
INSERT INTO post_admit (id, title, subtitle, image, content, button_text, sort_order) VALUES (3, 'Why Choose Our Services', 'Practical help from people who have been through the same process.', '', 'Experienced Counsellors: Our team has guided thousands of students through visa and loan processes for the UK, USA, Canada, Australia and Germany.|One Point of Contact: A single counsellor tracks your file from offer letter to arrival, so you never have to repeat your story.|Transparent Pricing: The free plan costs nothing and premium services show their full price before you sign up.|Student Mentors Abroad: Current students at your university answer practical questions about housing, part-time work and campus life.', '', 3);
INSERT INTO post_admit (id, title, subtitle, image, content, button_text, sort_order) VALUES (4, 'Ready for the Next Step?', 'Book a free 30-minute session and leave with a personalised checklist for your visa, finances and travel.', 'postadmit-closing.svg', 'A personalised timeline from offer letter to arrival|A visa document checklist reviewed by a counsellor|Loan and forex options compared side by side|An introduction to a student mentor at your university', 'Book a Free Consultation', 4);
