"""Extracts the placement and intake tables from NIRF's data-capturing PDFs (the institutions' own submissions).
Usage: python3 extract.py <git-dir> <commit> > placements-2024.csv   (needs pdftotext from poppler-utils)"""
import csv, re, subprocess, sys

git, commit = sys.argv[1], sys.argv[2]
files = subprocess.run(["git", "-C", git, "ls-tree", "-r", "--name-only", commit], capture_output=True, text=True).stdout.split()
pdfs = sorted(f for f in files if f.startswith("nirf_pdf_files/") and f.endswith(".pdf"))
CATS = {"engineering": "Engineering", "medical": "Medical", "dental": "Dental", "management": "Management", "pharmacy": "Pharmacy",
        "law": "Law", "architecture": "Architecture", "agriculture": "Agriculture", "college": "College", "university": "University",
        "overall": "Overall", "state_public_universities": "State Public University"}
def key(level):
    m = re.match(r"(UG|PG-Integrated|PG)\s*\[(\d+)", level)
    return (m.group(1), m.group(2)) if m else level


YEAR = re.compile(r"^\d{4}-\d{2}$")
out = csv.writer(sys.stdout)
out.writerow(["Institute ID", "Category", "Year", "Programme level", "Sanctioned intake", "Intake year", "Graduation year",
              "Graduating", "Placed", "Median salary", "Higher studies"])
for f in pdfs:
    cat = CATS[re.match(r"nirf_pdf_files/nirf_(.*)_rankings/", f).group(1)]
    iid = f.rsplit("/", 1)[1][:-4]
    pdf = subprocess.run(["git", "-C", git, "show", f"{commit}:{f}"], capture_output=True).stdout
    text = subprocess.run(["pdftotext", "-layout", "-", "-"], input=pdf, capture_output=True).stdout.decode("utf8", "replace")
    lines = text.splitlines()
    # Sanctioned intake: "UG [4 Years Program(s)]   877   877 ..." (first figure = latest academic year)
    intake, intake_year = {}, ""
    i = next((n for n, l in enumerate(lines) if l.strip().startswith("Sanctioned (Approved) Intake")), None)
    if i is not None:
        for l in lines[i + 1:i + 40]:
            if l.strip().startswith("Academic Year") and not intake_year:
                ys = re.findall(r"\d{4}-\d{2}", l); intake_year = ys[0] if ys else ""
            m = re.match(r"^\s*((?:UG|PG|PG-Integrated)[^\]]*\])\s+(\S+)", l)
            if m: intake[key(m.group(1))] = m.group(2)
            if l.strip().startswith("Total Actual Student Strength"): break
    # Placement blocks: "<level>: Placement & higher studies for previous 3 years", latest data row
    n = 0
    while n < len(lines):
        m = re.match(r"^\s*((?:UG|PG|PG-Integrated)[^\]]*\]):\s*Placement & higher studies", lines[n])
        if not m:
            n += 1; continue
        level = m.group(1); last = None; n += 1
        while n < len(lines) and not re.match(r"^\s*((?:UG|PG|PG-Integrated)[^\]]*\]):\s*Placement|^\s*Ph\.D|^\s*Financial", lines[n]):
            toks = lines[n].split()
            if toks and YEAR.match(toks[0]): last = toks
            n += 1
        if not last: continue
        years = [k for k, t in enumerate(last) if YEAR.match(t)]
        g = years[-1]
        rest = last[g + 1:]
        def num(t):
            return t if re.fullmatch(r"\d+", t) else ""
        graduating, placed = num(rest[0]) if rest else "", num(rest[1]) if len(rest) > 1 else ""
        sal = re.match(r"^(\d+)", rest[2]).group(1) if len(rest) > 2 and re.match(r"^\d+", rest[2]) else ""
        higher = next((t for t in rest[3:] if re.fullmatch(r"\d+", t)), "")
        out.writerow([iid, cat, 2024, level, num(intake.get(key(level), "")), intake_year, last[g], graduating, placed, sal, higher])
