/** Common breached passwords (8+ characters, lower-cased): see README.md beside this file for the source. */
export const BREACHED_PASSWORDS = `
11111111 11223344 12121212 12341234 12345678 1234567890 1234qwer 1passwor 1q2w3e4r 1qaz2wsx 21122112
51505150 55555555 69696969 77777777 87654321 88888888 98765432 987654321 99999999 aaaaaaaa aardvark
abcd1234 abcdefgh airforce airplane alexandr american anderson asdf1234 asdfasdf asdfghjk atlantis
babydoll babygirl babylon5 baseball basketba benjamin bigboobs billybob birthday blink182 blizzard
bluebird bluemoon bobafett bollocks brittany brooklyn budlight business butterfl cadillac cardinal
carolina caroline cavalier champion changeme charlott cherokee chevelle chocolat christia christin
christop clifford cocacola colorado computer concrete corvette courtney creampie creative danielle
darkness darkside darkstar december deftones devildog diamonds dietcoke dolphins drowssap einstein
electric elizabet enterpri fireball football franklin fredfred freedom1 freepass freeuser geronimo
godzilla goldfish greenday harrison hello123 hercules highland hollywoo hotstuff icecream iloveyou
infantry infinity internet jennifer jessica1 juventus kathleen kawasaki kimberly lacrosse lasvegas
lawrence letmein1 letmein2 lifehack liverpool logitech lonewolf longhorn lovelove loverboy marathon
margaret marlboro maryjane mercedes metallic metallica michael1 michelle michigan microsoft midnight
mitchell mongoose montreal morpheus mountain musicman mustang1 ncc1701e nicholas nintendo november
paradise passport passw0rd password password1 patricia patriots pavilion pearljam peekaboo platinum
pleasure poohbear precious presario princess pussycat q1w2e3r4 qwertyui raistlin redskins remember
renegade savannah scarface scotland security seminole semperfi serenity shamrock simpsons skywalke
slipknot snickers snowball softball spanking spiderma spitfire stallion stardust stargate starwars
stephani sterling stingray stocking stonecol sundance sunshine superfly superman sweetpea swimming
swordfis tarheels testtest thailand thuglife tottenha trombone trustno1 ultimate valentin vanhalen
veronica victoria virginia warcraft waterloo welcome1 westside wetpussy whatever wildcats williams
wolfgang wolfpack wolverin wordpass yankees1 zeppelin
`;
