"""df27 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-third pass): engineering threads in areas no earlier df part collected ====
# ---- .mailmap: one identity per contributor in git shortlog ----
DMD = GH + "dlang/dmd/pull/6165"
PYMVPA = GH + "PyMVPA/PyMVPA/pull/54"
UNIMATH = GH + "UniMath/UniMath/pull/1330"
LOOPTIPS = GH + "LoopKit/looptips/pull/20"
AUTOPTS = GH + "auto-pts/auto-pts/pull/1038"
HOLOCRON = GH + "ikalnytskyi/holocron/pull/181"
FONDUER = GH + "HazyResearch/fonduer/pull/286"
MATMAKER = GH + "RodZill4/material-maker/pull/32"
CRATE = GH + "crate/crate/pull/1137"
PELICAN = GH + "getpelican/pelican/pull/839"
BINCODE = GH + "bincode-org/bincode/pull/307"
HERMES = GH + "NousResearch/hermes-agent/pull/85410"
QUNIT = GH + "qunitjs/qunit/pull/1225"
NVM = GH + "nvm-sh/nvm/pull/1624"
RIOT = GH + "RIOT-OS/RIOT/pull/7930"
THANKS = GH + "rust-lang-nursery/thanks/issues/71"
CYLCROSE = GH + "cylc/cylc-rose/pull/125"
GONOMICS = GH + "vertgenlab/gonomics/pull/718"
WORKSHOP = GH + "carpentries/workshop-template/pull/378"
ZBUS = GH + "z-galaxy/zbus/pull/1693"
ROCQ = GH + "rocq-prover/rocq/pull/9946"
# ---- humans.txt: crediting the people behind a site ----
QITCLOUD = GH + "codingblocks/qit.cloud/issues/325"
BARRICADE = GH + "barricadeio/docs/pull/10"
BRADSHAW = GH + "bradshawsguide/website/issues/10"
HELLOWORLD = GH + "muan/hello-world/pull/191"
PUBLIFY = GH + "publify/publify/issues/265"
VUEDAY = GH + "AlicanteFrontend/vueday.org/pull/1"
SADEVS = GH + "SADevs/sadevs.github.io/pull/22"
SCULPIN = GH + "sculpin/sculpin-blog-skeleton/issues/32"
STATICSTARTER = GH + "roybarber/static-starter/issues/30"
VALAWWW = GH + "vala-lang/vala-www/issues/159"
GSA18F = GH + "18F/18f.gsa.gov/pull/615"
NEWHAVEN = GH + "newhavenio/newhavenio.github.io/issues/72"
GRATIPAYHUMANS = GH + "gratipay/inside.gratipay.com/issues/246"
MANAGEIQ = GH + "ManageIQ/manageiq.org/issues/49"
CHOCO = GH + "chocolatey/chocolatey.org/issues/983"
# ---- HSTS: the Strict-Transport-Security header ----
MCAPPKIT = GH + "commercetools/merchant-center-application-kit/pull/2242"
REDIRECTION = GH + "johngodley/redirection/issues/3502"
GOVREADY = GH + "GovReady/govready-deployments/issues/17"
ASSEMBL = GH + "assembl/assembl/pull/691"
DRUPALNGINX = GH + "perusio/drupal-with-nginx/issues/290"
APTIBLE = GH + "aptible/docker-nginx/pull/78"
FIREZONE = GH + "firezone/firezone/issues/879"
CHEFSERVER = GH + "chef/chef-server/issues/857"
CHEFAUTOMATE = GH + "chef/automate/issues/4859"
LOCALZERO = GH + "GermanZero-de/localzero-monitoring/issues/242"
# ---- Subresource Integrity: integrity hashes on CDN scripts and styles ----
SRIASYNC = GH + "pagespeed-pro/async/issues/2"
HWCDN = GH + "jso0/html-webpack-cdn-plugin/issues/3"
ORCHARD = GH + "OrchardCMS/Orchard/issues/7863"
PWACOMPAT = GH + "GoogleChromeLabs/pwacompat/issues/6"
CLIENTDEP = GH + "Shazwazza/ClientDependency/issues/91"
MYSTAMPS = GH + "php-coder/mystamps/issues/244"
ECHOIP = GH + "mpolden/echoip/pull/108"
ASSIST = GH + "blocknative/assist/issues/165"
DECENTRALEYES = GH + "Synzvato/decentraleyes/issues/252"
SRIFALLBACK = GH + "JackuB/subresource-integrity-fallback/issues/3"
CTEMPLAR = GH + "CTemplar/webclient/issues/958"
INSTANTPAGE = GH + "instantpage/instant.page/issues/79"
# ---- hreflang: alternate-language links for search engines ----
AWESOMEBITS = GH + "awesomefoundation/awesomebits/issues/220"
ORIGINWEB = GH + "OriginProtocol/origin-website/issues/18"
WETBOEW = GH + "wet-boew/wet-boew/issues/8878"
BLOWFISH = GH + "nunocoracao/blowfish/pull/2874"
ALMANAC = GH + "HTTPArchive/almanac.httparchive.org/issues/61"
SOLIDI18N = GH + "st4lk/django-solid-i18n-urls/issues/38"
KIRBYMETA = GH + "pedroborges/kirby-meta-tags/issues/2"
USERSYS = GH + "grafical-be/user-sys/issues/7"
# ---- fuzzing: OSS-Fuzz, libFuzzer and cargo-fuzz targets ----
CRUNCH28 = GH + "BinomialLLC/crunch/issues/28"
CRUNCH38 = GH + "BinomialLLC/crunch/pull/38"
LIBYANG1427 = GH + "CESNET/libyang/pull/1427"
LIBYANG2532 = GH + "CESNET/libyang/issues/2532"
HTTPDATE = GH + "pyfisch/httpdate/issues/17"
LIBREDWG = GH + "LibreDWG/libredwg/pull/316"
LZ4 = GH + "lz4/lz4/issues/731"
GIFT = GH + "DougLau/gift/pull/9"
FASTNBT = GH + "owengage/fastnbt/pull/29"
MILHOUSE = GH + "sigp/milhouse/pull/40"
ADBLOCK = GH + "brave/adblock-rust/pull/80"
TOWER = GH + "tower-rs/tower/pull/872"
LIBWIFI = GH + "Nukesor/libwifi/pull/42"
TOBJ = GH + "Twinklebear/tobj/pull/51"
MUDULAR = GH + "millermatt/mudular/issues/1"
CLAP = GH + "clap-rs/clap/pull/6410"
# ---- property-based testing: generated inputs and shrinking ----
HYP3151 = GH + "HypothesisWorks/hypothesis/issues/3151"
HYP996 = GH + "HypothesisWorks/hypothesis/pull/996"
HYP231 = GH + "HypothesisWorks/hypothesis/issues/231"
HYP127 = GH + "HypothesisWorks/hypothesis/issues/127"
MOJOPROP = GH + "modular/modular/issues/6379"
LEARNPY = GH + "rsokl/Learning_Python/pull/125"
VERA = GH + "aallan/vera/issues/386"
FCL = GH + "adjoint-io/fcl/pull/27"
PROV = GH + "trungdong/prov/pull/227"
BITMATH = GH + "timlnx/bitmath/pull/144"
SCALAMETA = GH + "scalameta/scalameta/pull/1021"
RETRACE = GH + "riboseinc/retrace/pull/549"
OCTAVE = GH + "elevanaltd/octave-mcp/pull/26"
ALMIDE = GH + "almide/almide/pull/381"
# ---- canary deployments: a slice of traffic first ----
CADDR = GH + "C-Address-Onboarding-Bridge/C-Address-Onboarding-Bridge-Backend/issues/80"
DEPLOYAH = GH + "deployah-dev/deployah/issues/34"
TRUSTEDSRV = GH + "IABTechLab/trusted-server/issues/500"
GEEKZONE = GH + "GeekZoneHQ/web/issues/446"
SREINTRO = GH + "inno-devops-labs/SRE-Intro/pull/233"
# ---- honeypot form fields against spam bots ----
ONOFFICE = GH + "onOffice-Web-Org/oo-wp-plugin/issues/446"
WHEELFORM = GH + "xpertbot/craft-wheelform/issues/87"
NOTIFYAPI = GH + "cds-snc/notification-api/issues/545"
DANEPUB = GH + "DanePubliczneGovPl/ckanext-danepubliczne/pull/212"
FORMERLY = GH + "enigmadigital/Formerly/issues/5"
IDENTITYSITE = GH + "GSA-TTS/identity-site/pull/496"
HONEYSPAM = GH + "magento-hackathon/HoneySpam/issues/30"
HAACKED = GH + "haacked/haacked.com/pull/653"
# ---- Hacktoberfest and good-first-issue labels for newcomers ----
GATSBYMDX = GH + "ChristopherBiscardi/gatsby-mdx/issues/102"
DROID = GH + "digital-preservation/droid/issues/467"
AWESOMEHACK2 = GH + "mattjegan/awesome-hacktoberfest/pull/2"
AWESOMEHACK22 = GH + "mattjegan/awesome-hacktoberfest/pull/22"
CAMELOT = GH + "atlanhq/camelot/issues/115"
GRATIPAY = GH + "gratipay/inside.gratipay.com/issues/860"
QUICK = GH + "Quick/Quick/issues/614"
CALLISTO = GH + "project-callisto/callisto-core/issues/124"
JHCOMPASS = GH + "jupyterhub/team-compass/issues/215"
GFIDS = GH + "DeepSourceCorp/good-first-issue/issues/314"
WEBHINT = GH + "webhintio/hint/issues/586"

# ==== part 2 (helper cdf2, twenty-third pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- model rocketry: flight computers, apogee and parachute deployment ----
P2_ROCKIT = P2_GH + "DanInvents/Rockit/issues/6"
P2_TEJAS = P2_GH + "Curious-Nikhil/Tejas-Rocket-Flight-Computer/pull/6"
P2_CANSAT = P2_GH + "grupacosmo/cansat/issues/76"
P2_CATS84 = P2_GH + "catsystems/cats-embedded/issues/84"
P2_CATS307 = P2_GH + "catsystems/cats-embedded/pull/307"
P2_CATS65 = P2_GH + "catsystems/cats-embedded/issues/65"
P2_RDT = P2_GH + "SethKitchen/RocketDesignTeamAgilePlans/issues/10"
P2_UOR = P2_GH + "uorocketry/rocket-code-2020/pull/23"
# ---- espresso machines: boiler temperature control and shot profiling ----
P2_GGM340 = P2_GH + "jniebuhr/gaggimate/issues/340"
P2_GGM336 = P2_GH + "jniebuhr/gaggimate/issues/336"
P2_GGM189 = P2_GH + "jniebuhr/gaggimate/issues/189"
P2_ESPARM = P2_GH + "hallee/espresso-arm/issues/2"
P2_COFFEEPID = P2_GH + "1024kilobyte/CoffeePID/pull/1"
P2_GAGGIUINO = P2_GH + "Zer0-bit/gaggiuino/issues/607"
P2_DIYPRESSO = P2_GH + "diyPresso/diyPresso-One/issues/25"
P2_DECAID = P2_GH + "decentespresso/decaid/issues/837"
# ---- contract bridge: bidding and double-dummy play ----
P2_PBS98 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/98"
P2_PBS182 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/182"
P2_PBS233 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/233"
P2_PBS93 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/93"
P2_PBS60 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/60"
P2_TRICK337 = P2_GH + "TricksterCards/TricksterBots/issues/337"
P2_TRICK309 = P2_GH + "TricksterCards/TricksterBots/pull/309"
P2_SAYC22 = P2_GH + "eseidel/saycbridge/issues/22"
P2_SAYC11 = P2_GH + "eseidel/saycbridge/issues/11"
P2_CATS56 = P2_GH + "dozingcat/CardsWithCats/pull/56"
P2_CATS97 = P2_GH + "dozingcat/CardsWithCats/pull/97"
P2_CATS54 = P2_GH + "dozingcat/CardsWithCats/pull/54"
P2_BEN132 = P2_GH + "lorserker/ben/issues/132"
# ---- tennis and padel scoring: deuce, tie-breaks and sets ----
P2_DEUCE101 = P2_GH + "Functional-Organization/Deuce/issues/101"
P2_DEUCE36 = P2_GH + "Functional-Organization/Deuce/issues/36"
P2_PUNTO17 = P2_GH + "robmass/punto-de-oro/issues/17"
P2_PUNTO29 = P2_GH + "robmass/punto-de-oro/pull/29"
P2_PUNTO3 = P2_GH + "robmass/punto-de-oro/issues/3"
P2_PUNTO15 = P2_GH + "robmass/punto-de-oro/issues/15"
P2_ATP216 = P2_GH + "JeffSackmann/tennis_atp/issues/216"
P2_BRUIN = P2_GH + "bruin-tennis-consulting/match-manager/pull/132"
P2_ELEVEN = P2_GH + "ForFunLabs/ElevenPublicBugsAndAsks/issues/369"
# ---- battery charging: charge stages and lithium cell balancing ----
P2_DIYBMS278 = P2_GH + "stuartpittaway/diyBMSv4ESP32/issues/278"
P2_DIYV4_106 = P2_GH + "stuartpittaway/diyBMSv4/issues/106"
P2_DIYV4_113 = P2_GH + "stuartpittaway/diyBMSv4/issues/113"  # lends only (its opener is not in the excerpt)
P2_FUGU = P2_GH + "AngeloCasi/FUGU-ARDUINO-MPPT-FIRMWARE/issues/6"
P2_SERBAT976 = P2_GH + "Louisvdw/dbus-serialbattery/issues/976"
P2_SERBAT820 = P2_GH + "Louisvdw/dbus-serialbattery/issues/820"
P2_LAMPDA = P2_GH + "BaptisteHudyma/Lamp-Da/issues/351"
P2_CHEALI = P2_GH + "stawel/cheali-charger/issues/184"
P2_HX2S = P2_GH + "megasaturnv/HX-2S-JH20-JH10-reverse-engineered_aka-2S-10A-Balance-Li-ion-Protection-PCB/issues/3"
# ---- metronomes: practice tempo, drift and accents ----
P2_FERMATA60 = P2_GH + "sirged/fermata/issues/60"
P2_FERMATA78 = P2_GH + "sirged/fermata/pull/78"
P2_FERMATA97 = P2_GH + "sirged/fermata/issues/97"
P2_DIGIFU = P2_GH + "thenfour/digifujam/issues/156"
P2_MELISSA = P2_GH + "mosynthkey/Melissa/issues/33"
P2_RHYMR = P2_GH + "Rhymr/win-mac/issues/31"
# ---- cricket scoring: overs, balls and run rates ----
P2_CRIC424 = P2_GH + "Arnav-Singh-5080/CricScope/issues/424"
P2_CRIC321 = P2_GH + "Arnav-Singh-5080/CricScope/pull/321"
P2_CRIC89 = P2_GH + "Arnav-Singh-5080/CricScope/pull/89"
P2_CALCDIV = P2_GH + "Rakesh9100/CalcDiverse/issues/437"
P2_PROTEA63 = P2_GH + "blackhathckr/future-protea/issues/63"
P2_PROTEA56 = P2_GH + "blackhathckr/future-protea/issues/56"
P2_CRICINFO = P2_GH + "outside-edge/python-espncricinfo/issues/42"
P2_GULLY = P2_GH + "altafjava/gully-cricket-score-board/issues/1"
P2_PROTEA27 = P2_GH + "blackhathckr/future-protea/issues/27"
P2_LLD = P2_GH + "kumaransg/LLD/issues/3"
# ---- rock climbing: grade systems and conversions ----
P2_CRAG3868 = P2_GH + "theCrag/website/issues/3868"
P2_CRAG1481 = P2_GH + "theCrag/website/issues/1481"
P2_CRAG3329 = P2_GH + "theCrag/website/issues/3329"
P2_CRAG2260 = P2_GH + "theCrag/website/issues/2260"
P2_CRAG2557 = P2_GH + "theCrag/website/issues/2557"  # lends only
P2_OPENCLIMB = P2_GH + "jvaclavik/openclimbing/pull/235"
P2_GRANTISMO = P2_GH + "Grantismo/climbing-grade.js/issues/3"
P2_ISOMETRYX = P2_GH + "oalam/isometryx/issues/2"
P2_HANGBOARD63 = P2_GH + "8cH9azbsFifZ/hangboard/issues/63"
P2_NEBGNAHZ = P2_GH + "nebgnahz/blog/issues/27"

# Every lender is a group of this part.
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
P2_R_DUAL = "For dual deploy use, most flight computers fire the first servo/charge at apogee to release a small drogue chute, and the second main chute at around 100 meters, or configurable/programmable by the user."
P2_R_NOISY = "There exists the possibility that if there is a noisy sensor reading apogee will be detected."
P2_E_ACID = "If we wish to enhance the acid notes of a delicate, high altitude, medium roast coffee, we should use an ascending profile."
P2_E_DECENT = "A few of the popular profiles from Decent Espresso, such as the Low Contact and Ultra Low Contact, incorporate a significant temperature drop."
P2_B_1NT = "A 1NT overcall shows 15–18 points and a balanced hand (preferably a stopper in opener’s suit)."
P2_B_NOFIT = "With no major fit found, the partnership settles in notrump."
P2_B_CARD = "The convention card is key to the meanings of bids."
P2_T_SUPER = "Typically tennis score graphics show the number of points won in the tiebreak by each player as superscripts on the set score."
P2_T_NODEUCE = "A Tie-break has no Deuce, so it never has a Deciding point."
P2_T_SET = "A Set is won by the first Team to 6 Games with a two-game lead"
P2_S_LEAD = "Typically, a charging curve for a lead acid battery depend on the charge state of the battery, it c/should start with a voltage set up then once some threshold is reached, it should monitor the current and limit the current **but keep the voltage in a desired range**, and then once the charging current is 0, it should float by increasing the voltage while monitoring the current is low (else, it should go back to the CC mode)."
P2_S_LIFE = "For LiFePO4, longest lifecycle is obtained by charging up to 90-95% and discharge down to 10%."
P2_S_CRAPPY = "You need to have really crappy cells to need more then 1A balance per cell."
P2_M_NORMAL = "a click at full tempo over playback at seventy per cent is a normal way to practise."
P2_M_MARKING = "The marking on a score is sometimes wrong, sometimes aspirational, and frequently not the speed the passage should be practised at today."
P2_M_PREFILL = "A pre-filled value is a starting point, not a constraint."
P2_C_OVER = "In cricket, an over like 10.3 does not mean 10.3 overs mathematically—it means 10 overs and 3 balls (i.e., 63 balls total)."
P2_C_WIDES = "Wides and No Balls do NOT consume a legal delivery"
P2_CL_YDSALT = "YDS_ALT has grades in the range 5.10-, 5.10, 5.10+ as opposed to standard YDS which does grades as 5.10a, 5.10b, 5.10c, 5.10d."
P2_CL_VEWBANK = "In reality the V system is roughly similar to ewbank + 20 or 21."

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence (none in part 1).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- the bank: real sentences from part-1 threads, each lent only within its area, never into its own thread ----
# .mailmap
MM_ALLOWS = "The .mailmap file allows to map names to emails to remove duplicates from the output of 'git shortlog'"
MM_COALESCE = "The .mailmap feature is used to coalesce together commits by the same\nperson in the shortlog, where their name and/or email address was\nspelled differently."
MM_GITSUPPORTS = "Git supports using a .mailmap file to coalesce commits by the same person in the shortlog, where their name and/or email address was spelled differently [1]."
MM_MULTIPLE = "You add mailmap entries when you have multiple name/emails  for the same person. Otherwise, you don't have to."
# humans.txt
HT_WHAT = "What is humans.txt?\nIt's an initiative for knowing the people behind a website. It's a TXT file that contains information about the different people who have contributed to building the website."
HT_READ = "You can read more about the how and why of adding a `humans.txt` file over at [humanstxt.org](http://humanstxt.org/)."
# HSTS
HS_PRELOAD3 = "The HSTS Preload List Submission at https://hstspreload.org/ requires 3 parts:\n1.) max-age (at least 1 year)\n2.) includeSubDomains\n3.) preload\n=> Strict-Transport-Security: max-age=63072000; includeSubDomains; preload"
HS_OPTIONAL = "HSTS is an optional response header that can be configured on the server to instruct the browser to only communicate via HTTPS. The lack of HSTS allows downgrade attacks, SSL-stripping man-in-the-middle attacks, and weakens cookie-hijacking protections."
HS_301 = "Without HSTS, a client may ask an unencrypted connection and be served by the server a 301 redirection. An hacker can intercept this redirection. To enforce HTTPS in the first exchange, HSTS header must be present."
HS_MECHANISM = "HTTP Strict Transport Security (HSTS) is a mechanism which protects secure (HTTPS) websites from being downgraded to non-secure HTTP."
HS_MAXAGE = "It is important to set the 'max-age' to a high enough value to prevent falling back to an insecure connection prematurely."
# Subresource Integrity
SRI_FF = "Chrome and FF already supports a way to make sure that resource were not tampered with in flight. This is achieved by the \"integrity\" attribute."
SRI_W3C = "SRI is a new W3C specification that allows web developers to ensure that resources hosted on third-party servers have not been tampered with. Use of SRI is recommended as a best-practice, whenever libraries are loaded from a third-party source."
SRI_ADDS = "Subresource Integrity adds security against a CDN being tampered with (see https://www.srihash.org/)"
# hreflang
HL_EVERY = "Every page should include links to the alternate language versions of itself to indicate to Google (and other search engines?) that this is an alternate version and not a completely separate page, to help with language targeting during search."
HL_IMPORTANT = "Hreflang is important for crawlers and for SEO in general."
HL_ABSOLUTE = "The output hreflang link tag should preferably have an absolute URL in its href attribute, but a relative path works too."
# fuzzing
FZ_FREE = "OSS-Fuzz is a free fuzzing infrastructure you can use to identify security vulnerabilities and stability bugs in your project."
FZ_WILL = "OSS-Fuzz will:\n\n- Continuously run all the fuzzers you write.\n- Alert you when it finds issues.\n- Automatically close issues after they’ve been fixed by a commit."
FZ_ONLY = "The only expectation of integrating into OSS-Fuzz is that bugs will be fixed."
FZ_PANIC = "When you find a panic you need to fix it to continue fuzzing, otherwise it will just find the same panic again and again."
FZ_LIBFUZZER = "LibFuzzer is linked with the library under test, and feeds fuzzed inputs to the library via a specific fuzzing entrypoint (aka “target function”); the fuzzer then tracks which areas of the code are reached, and generates mutations on the corpus of input data in order to maximize the code coverage."
# property-based testing
PB_SHRINK = "Shrinking is the process by which Hypothesis tries to produce human readable\nexamples when it finds a failure - it takes a complex example and turns it\ninto a simpler one."
PB_TRAD = "The traditional approach (Rust's proptest, Haskell's QuickCheck) requires each strategy to define a `shrink` method."
PB_GIVEN = "The `given` decorator strives to report the \"simplest\" set of input values that produce a given error.\nIt does this through the process of \"shrinking\"."
PB_HYPOTHESMITH = "`hypothesmith` can generate syntactically valid programs from Lark grammars, which would be the gold standard."
PB_SCORECARD = "Scorecard recognizes Hypothesis's `@given` decorator as a fuzzing tool."
PB_FINDS = "Property-based testing finds bugs that example-based tests miss: instead of checking specific inputs, each property asserts an invariant over a generated input space. Failures shrink to the minimal failing seed."
# canary deployments
CN_NATIVE = "Native Kubernetes does not do canary analysis."
CN_HIGHTRAFFIC = "High-traffic services often need a small percent on the new version first, then ramp or abort."
# honeypots
HP_SIMPLE = "Honeypot is just a simple field that blocks simplistic bots. it is not a catch / protect all."
HP_HARDEN = "Honeypots are a hardening measure to prevent spam from some spam bots."
HP_AUTOFILL = "Since usualy email is required I think it makes much sense to use email as a honeypot field, just remeber that browser will also autofill hidden fields. Do not forget to put autocomplete=\"some-random-name\" to honeypot field, else it will catch users inputs as well."
# Hacktoberfest and good-first-issue labels
GF_TIPS = "Here are tips for creating a good Hacktoberfest issue in your project:\n\n- Add a CONTRIBUTING.md file with contribution guidelines to your repo.\n- Choose issues that have a well-defined scope and are self-contained.\n- They should serve as good introductions to the codebase."
GF_HARD = "The hard part is creating thoughtful issues and instructions for newcomers."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- .mailmap: one identity per contributor in git shortlog ----
    dm1 = (U, "add .mailmap file to merge author names", "u1")
    dmq = "- useful for tools like `git shortlog -sn`\n- only merging different author names, not all different email addresses\n  people have been using\n- github says to not use this file (they use email addresses\n  associated w/ github accounts instead)"
    rec(DMD, [dm1], dmq, True, "ellipsis", ["this file"], "A .mailmap file for dmd is useful for tools like `git shortlog -sn`; it merges only different author names, not every email address people have used; GitHub says not to use the file (it uses the email addresses associated with GitHub accounts instead).", author="u1")
    lend(DMD, [dm1], MM_COALESCE, SELF, HOLOCRON)

    pv1 = (U, "NF: add a .mailmap file", "u1")
    pv3 = (U, "before:\n\n  3169  Yaroslav Halchenko\n  2384  Michael Hanke\n   197  Per B. Sederberg\n\nwithe the new mailmap file:\n\n  3183  Yaroslav Halchenko\n  2384  Michael Hanke\n   197  Per B. Sederberg", "u1")
    rec(PYMVPA, [pv1], MM_ALLOWS, False, SAME, [], None, author="u1")
    rec(PYMVPA, [pv1, (U, MM_ALLOWS, "u1"), pv3], "I have an additional commit obviously, since i added the .mailmap file.", True, "ellipsis", [], "In PyMVPA's `git shortlog` with the new .mailmap, I (the author of the pull request) have one more commit than before, obviously, since I added the .mailmap file.", author="u1")
    lend(PYMVPA, [pv1], MM_MULTIPLE, SAME, ZBUS)

    um1 = (U, "Add .mailmap for git shortlog -nse", "u1")
    rec(UNIMATH, [um1], "This allows `git shortlog -nse` to print more useful statistics on how many commits people have made.", True, "pronoun", ["This"], "Adding a .mailmap to UniMath allows `git shortlog -nse` to print more useful statistics on how many commits people have made.", author="u1")
    lend(UNIMATH, [um1], MM_GITSUPPORTS, SELF, FONDUER)

    lt1 = (U, "🔧 Add .mailmap", "u1")
    lend(LOOPTIPS, [lt1], MM_ALLOWS, SAME, PYMVPA)

    ap1 = (U, "Add .mailmap to merge results in git shortlog", "u1")
    lend(AUTOPTS, [ap1], MM_COALESCE, SELF, HOLOCRON)
    lend(AUTOPTS, [ap1], MM_MULTIPLE, SAME, ZBUS)

    hc1 = (U, "Calesce together commit authors using .mailmap", "u1")
    rec(HOLOCRON, [hc1], MM_COALESCE, False, SELF, [], None, author="u1")
    rec(HOLOCRON, [hc1, (U, MM_COALESCE, "u1")], "So far '$ git shortlog -se' shows the following\noutput:\n\n```\n     2  Andrew <agdrew4@gmail.com>\n    90  Andrii <agdrew4@gmail.com>\n    26  Andrii Gamaiunov <agdrew4@gmail.com>\n```", True, "ellipsis", ["So far"], "Before holocron has a .mailmap, `git shortlog -se` lists one contributor as Andrew, Andrii and Andrii Gamaiunov with the same email address.", author="u1")

    fo1 = (U, "docs: add .mailmap file to clarify git shortlog", "u1")
    fo3 = "This commit adds a .mailmap file for the sake\nof having cleaner shortlogs (e.g., not several different entries for the\nsame person)."
    rec(FONDUER, [fo1], MM_GITSUPPORTS, False, SELF, [], None, author="u1")
    rec(FONDUER, [fo1, (U, MM_GITSUPPORTS, "u1")], fo3, True, "pronoun", ["This commit"], "The fonduer pull request adds a .mailmap file so that its shortlogs are cleaner (not several different entries for the same person).", author="u1")
    rec(FONDUER, [fo1, (U, MM_GITSUPPORTS, "u1"), (U, fo3, "u1")], "This also works for git logs:\n\n```\ngit config --global log.mailmap true\n```", True, "pronoun", ["This"], "A .mailmap file also works for git log once you run `git config --global log.mailmap true`.", author="u1")

    mm1 = (U, "Add a .mailmap file", "u1")
    rec(MATMAKER, [mm1], "This fixes duplicate authors when using commands such as `git shortlog`.", True, "pronoun", ["This"], "Adding a .mailmap file to material-maker fixes duplicate authors in commands such as `git shortlog`.", author="u1")
    lend(MATMAKER, [mm1], MM_ALLOWS, SAME, PYMVPA)

    cr1 = (U, "Create .mailmap to suppress duplicates in git shortlog", "u1")
    rec(CRATE, [cr1], "Without `.mailmap`:\n\n```\n$ git shortlog -se master | wc -l\n25\n```\n\nWith `.mailmap`:\n\n```\n$ git shortlog -se master | wc -l\n13\n```", True, "ellipsis", [], "In crate's repository `git shortlog -se master` lists 25 authors without the new .mailmap and 13 with it.", author="u1")
    lend(CRATE, [cr1], MM_GITSUPPORTS, SELF, FONDUER)

    pe1 = (U, ".mailmap: Add mappings to consolidate author names and emails", "u1")
    pe2 = "See \"MAPPING AUTHORS\" in git-shortlog(1) for syntax details."
    pe3 = "I don't think I've accidentally merged two distinct people together, but I\nadded\n\n  Guillaume B guitreize@gmail.com\n\nto avoid someone accidentally merging him into\n\n  Guillaume guillaume@lame.homelinux.com"
    rec(PELICAN, [pe1], pe2, True, "ellipsis", [], "See \"MAPPING AUTHORS\" in git-shortlog(1) for the syntax of the .mailmap mappings added to Pelican.", author="u1")
    rec(PELICAN, [pe1, (U, pe2, "u1")], pe3, True, "ellipsis", [], "In Pelican's new .mailmap I don't think I accidentally merged two distinct people; I added `Guillaume B guitreize@gmail.com` so that nobody merges him into `Guillaume guillaume@lame.homelinux.com`.", author="u1")
    rec(PELICAN, [pe1, (U, pe2, "u1"), (U, pe3, "u1")], "I'm pretty sure these are two different Guillaumes.", True, "pronoun", ["these"], "I'm pretty sure Guillaume B <guitreize@gmail.com> and Guillaume <guillaume@lame.homelinux.com> in Pelican's history are two different people.", author="u1")

    bc1 = (U, "add mailmap entries", "u1")
    rec(BINCODE, [bc1], "This PR adds a .mailmap file (see documentation [here](https://github.com/git/git/blob/master/Documentation/mailmap.txt)) to properly merge contributors in `git --shortlog`", True, "pronoun", ["This PR"], "A bincode pull request adds a .mailmap file to properly merge contributors in `git shortlog`.", author="u1")
    lend(BINCODE, [bc1], MM_COALESCE, SELF, HOLOCRON)

    he1 = (U, "fix(mailmap): jonny@nousresearch.com is yoniebans, not jquesnelle", "u1")
    he2 = "`.mailmap` line 89 maps `jonny@nousresearch.com` to `jquesnelle`, so all 62 commits authored with that email (54 as `yoniebans`, 8 as `jonny`) display under the wrong name in every mailmapped view: `git shortlog`, `git log --use-mailmap`, changelog generators, contributor stats."
    rec(HERMES, [he1], he2, True, "ellipsis", [], "In hermes-agent, `.mailmap` line 89 maps `jonny@nousresearch.com` to `jquesnelle`, so all 62 commits authored with that email show under the wrong name in `git shortlog`, `git log --use-mailmap`, changelog generators and contributor stats.", author="u1")
    rec(HERMES, [he1, (U, he2, "u1")], "The raw commit metadata is correct; only the display mapping is wrong.", True, "ellipsis", [], "The raw commit metadata of hermes-agent's commits by jonny@nousresearch.com is correct; only the .mailmap display mapping to jquesnelle is wrong.", author="u1")
    rec(HERMES, [he1, (U, he2, "u1")], "The line came from the auto-generated 75-mapping pass in #9358, which guessed the wrong GitHub handle for the email.", True, "pronoun", ["The line", "the email"], "hermes-agent's .mailmap line mapping jonny@nousresearch.com to jquesnelle came from the auto-generated 75-mapping pass in #9358, which guessed the wrong GitHub handle for that email.", author="u1")
    lend(HERMES, [he1], MM_MULTIPLE, SAME, ZBUS)

    qu1 = (U, "Build: Add my new name to .mailmap, update it in AUTHORS.txt", "u1")
    rec(QUNIT, [qu1], "This also unifies my past contributions under one persona - so far I had entries\nwith 2 different ways to write \"ę\" which treated me as 2 distinct people.", True, "pronoun", ["This"], "Adding my new name to QUnit's .mailmap also unifies my past contributions under one persona: so far I had entries with two different ways to write \"ę\", which counted me as two people.", author="u1")

    nv1 = (U, "Add a Git .mailmap with my new name", "u1")
    nv2 = (U, "In this way my past contributions are mapped correctly.", "u1")
    nv3 = (A, "When I check locally, this file doesn't seem to alter how your past commits are displayed in `git log --author=gol`", "u2")
    nv4 = (A, "Github doesn't seem to use it (https://github.com/holman/ama/issues/551#issuecomment-46129792); can you help me get it working locally?", "u2")
    nv5 = (U, "It's used by `git shortlog` (see e.g. what `git shortlog -nse` prints) & `git blame`. By default it doesn't affect `git log` or `git show`, mainly for historical reasons.", "u1")
    nv6 = "It can be made so in two ways:\n\n1. By adding a `--use-mailmap` option: `git log --use-mailmap` or `git show COMMIT_HASH --use-mailmap`\n2. By configuring Git globally to respect the `.mailmap` for logging: `git config --global log.mailmap true`."
    rec(NVM, [nv1], nv2[1], True, "pronoun", ["this way"], "Adding a .mailmap with my new name to nvm maps my past contributions correctly.", author="u1")
    rec(NVM, [nv1, nv2], nv3[1], True, "pronoun", ["this file"], "When I check locally, the .mailmap added to nvm doesn't seem to change how your past commits are shown in `git log --author=gol`.", author="u2")
    rec(NVM, [nv1, nv2, nv3], nv4[1], True, "pronoun", ["it"], "GitHub doesn't seem to use .mailmap files; can you help me get nvm's .mailmap working locally?", author="u2")
    rec(NVM, [nv1, nv2, nv3, nv4], nv5[1], True, "correction", ["It's", "it"], "A .mailmap is used by `git shortlog` and `git blame`; by default it doesn't affect `git log` or `git show`, mainly for historical reasons.", author="u1")
    rec(NVM, [nv1, nv2, nv3, nv4, nv5], nv6, True, "pronoun", ["It", "so"], "How can git log and git show be made to respect a .mailmap? By adding `--use-mailmap` (`git log --use-mailmap`), or globally with `git config --global log.mailmap true`.", author="u1")
    rec(NVM, [nv1, nv2, nv3, nv4, nv5, (U, nv6, "u1")], "Thanks, LGTM!", True, "ellipsis", [], "Thanks, the nvm pull request adding a .mailmap with the new name looks good to me.", author="u2")

    ri1 = (U, "git: mailmap: deduplicate @jia200x", "u1")
    ri2 = (U, "During the release I noticed, that @jia200x has two different versions of his name in the repository. This can lead to him being counted as to separate contributors. This PR fixes that.", "u1")
    ri3 = (A, "On current master:\n```\n% git shortlog -sen | grep jialamos\n     7  José Ignacio Alamos Aste <jialamos@uc.cl>\n     2  José Alamos <jialamos@uc.cl>\n     2  José Ignacio Alamos <jialamos@uc.cl>\n```\n\n---\n\nWith this PR:\n```\n% git shortlog -sen | grep jialamos\n    11  José Alamos <jialamos@uc.cl>\n```", "u2")
    ri4 = (A, "With:\n```diff\n+José Ignacio Alamos Aste <jialamos@uc.cl>\n```\n```\n% git shortlog -sen | grep jialamos\n    11  José Ignacio Alamos Aste <jialamos@uc.cl>\n```", "u2")
    rec(RIOT, [ri1], ri2[1], True, "ellipsis", [], "During the RIOT release I noticed that @jia200x appears with two different versions of his name in the repository, which can count him as two contributors; a .mailmap entry fixes that.", author="u1")
    rec(RIOT, [ri1, ri2], ri3[1], True, "pronoun", ["this PR"], "In RIOT, `git shortlog -sen` lists José Alamos under three names on master and under one (11 commits) with the .mailmap deduplication.", author="u2")
    rec(RIOT, [ri1, ri2, ri3, ri4], "I actually prefer this version, because it displays the full name. However, @jia200x has to decide on that.", True, "pronoun", ["this version", "it", "that"], "I prefer the RIOT .mailmap entry mapping to the full name José Ignacio Alamos Aste, but @jia200x has to decide which name is canonical.", author="u2")
    lend(RIOT, [ri1, ri2], MM_GITSUPPORTS, SELF, FONDUER)

    th1 = (U, "Listed twice", "u1")
    th2 = (U, "My name is listed twice:\n\n  * gifnksm\n  * NAKASHIMA, Makoto\n\nI prefer the latter.", "u1")
    th3 = (A, "Sorry about that @gifnksm ! Looks like there's three ways you're in the history:\n\n* gifnksm: makoto.nksm+github@gmail.com\n* gifnksm: makoto.nksm@gmail.com\n* NAKASHIMA, Makoto: makoto.nksm+github@gmail.com\n\nI am assuming that you prefer to leave the `+github` in there? I will look up how to merge these three to the mailmap.", "u2")
    th4 = (A, "The current .mailmap doesn't explain any changes showing up as authored with the name `gifnksm` (tested by checking the output of `git shortlog`), so something is currently not honouring the mailmap.", "u3")
    rec(THANKS, [th1], th2[1], True, "ellipsis", [], "My name is listed twice on the Rust thanks page, as gifnksm and as NAKASHIMA, Makoto; I prefer NAKASHIMA, Makoto.", author="u1")
    rec(THANKS, [th1, th2], th3[1], True, "pronoun", ["that", "these three"], "You appear three ways in Rust's history (gifnksm with two emails and NAKASHIMA, Makoto); should the `+github` address be kept when I merge the three in the .mailmap?", author="u2")
    rec(THANKS, [th1, th2, th3], th4[1], True, "ellipsis", [], "Rust's current .mailmap does not explain commits showing up with the author name gifnksm in `git shortlog`, so something in the thanks site is not honouring the mailmap.", author="u3")
    rec(THANKS, [th1, th2, th3, th4], "I just checked in on this, and you are now only `NAKASHIMA, Makoto`. Sorry for taking so long to double check here.", True, "pronoun", ["this"], "gifnksm is now listed only as NAKASHIMA, Makoto on the Rust thanks page.", author="u2")
    lend(THANKS, [th1, th2], MM_ALLOWS, SAME, PYMVPA)

    cy1 = (U, "fix mailmap", "u1")
    cy2 = (U, "Update mailmap to avoid WXTIM appearing.", "u1")
    cy3 = (A, "D'oh, also need to include `.github/workflows/shortlog.yml` itself", "u2")
    cy4 = (A, "@wxtim I pushed a commit to this branch, to add my own name to the contributor list and .mailmap.", "u3")
    rec(CYLCROSE, [cy1], cy2[1], True, "ellipsis", [], "Update cylc-rose's .mailmap so that the name WXTIM stops appearing.", author="u1")
    rec(CYLCROSE, [cy1, cy2], cy3[1], True, "ellipsis", ["itself"], "The cylc-rose .mailmap fix also needs to include `.github/workflows/shortlog.yml`.", author="u2")
    rec(CYLCROSE, [cy1, cy2, cy3], cy4[1], True, "pronoun", ["this branch"], "@wxtim I pushed a commit to the cylc-rose mailmap-fix branch adding my own name to the contributor list and .mailmap.", author="u3")
    rec(CYLCROSE, [cy1, cy2, cy3, cy4], "And another commit. Turns out many of us were not using `.mailmap` correctly.", True, "ellipsis", ["another commit"], "I pushed another commit to the cylc-rose mailmap fix: many of the cylc-rose developers were not using `.mailmap` correctly.", author="u3")
    lend(CYLCROSE, [cy1, cy2], MM_MULTIPLE, SAME, ZBUS)

    go1 = (U, "git author aliases", "u1")
    go2 = (U, "I discovered that many of us are documented in git under various author names and author emails. This complicates the ability to see the commit history for a specific author.", "u1")
    go3 = (U, "I found a fix which is to create an alias file for author and author emails, called a `.mailmap` that is a git specific hidden file similar to `.gitignore`", "u1")
    go4 = (U, "This alias file will be used by default for the `$ git shortlog` command. If you want to use it with `$git log` the option `--use-mailmap` must be added. Ex: `$git log --use-mailmap`", "u1")
    rec(GONOMICS, [go1], go2[1], True, "ellipsis", ["many of us"], "Many gonomics developers are recorded in git under various author names and emails, which makes it hard to see one author's commit history.", author="u1")
    rec(GONOMICS, [go1, go2], go3[1], True, "ellipsis", ["a fix"], "The fix for gonomics developers appearing under several author names and emails is a `.mailmap` alias file, a git-specific hidden file like `.gitignore`.", author="u1")
    rec(GONOMICS, [go1, go2, go3], go4[1], True, "pronoun", ["This alias file", "it"], "A .mailmap alias file is used by default by `git shortlog`; with `git log` you must add `--use-mailmap`.", author="u1")
    rec(GONOMICS, [go1, go2, go3, go4], "Thank you for catching this! I tried fixing my names.", True, "pronoun", ["this"], "Thank you for catching that gonomics developers have several git author names; I tried fixing my names in the .mailmap.", author="u2")
    lend(GONOMICS, [go1, go2], MM_COALESCE, SELF, HOLOCRON)

    wt1 = (U, "Updating mailmap and AUTHORS before release", "u1")
    wt2 = (U, "-James Allen <james@sharelatex.com> <jamesallen0108@gmail.com>\n+James Allen <james@sharelatex.com>", "u1")
    wt3 = (A, "Why this change? From https://www.kernel.org/pub/software/scm/git/docs/git-shortlog.html what we want is the line that you remove.", "u2")
    wt4 = (U, "The reason for the change is that there were problems in some mailmaps (e.g., with 3 emails following a person name) and these were causing issues when resolving the names.", "u1")
    rec(WORKSHOP, [wt1, wt2], wt3[1], True, "pronoun", ["this change", "the line that you remove"], "Why does the workshop-template .mailmap update drop James Allen's second email? By git-shortlog's documentation the removed line, mapping the commit email to the proper one, is what we want.", author="u2")
    rec(WORKSHOP, [wt1, wt2, wt3], "I may have acted too fast in the long process of AUTHORS update in all repos.", True, "ellipsis", [], "I may have acted too fast in the long process of updating AUTHORS (and the .mailmap) in all the Carpentries repositories.", author="u1")
    rec(WORKSHOP, [wt1, wt2, wt3], wt4[1], True, "pronoun", ["the change", "these"], "I changed James Allen's .mailmap line in workshop-template because some mailmaps had problems (e.g. three emails after a person's name) that caused issues when resolving names.", author="u1")
    rec(WORKSHOP, [wt1, wt2, wt3, wt4], "Ok, I made a better script: it keeps the alternate email rewritting.\nIt also puts only the minimally necessary info in .mailmap (the file is intended to be a patch over the commit info, not a complete list of emails).", True, "ellipsis", ["a better script", "the alternate email rewritting"], "I made a better script for workshop-template's .mailmap update: it keeps the alternate email rewriting and puts only the minimally necessary info in .mailmap.", author="u1")

    zb1 = (U, "📝 Add .mailmap", "u1")
    zb2 = (U, "Sanitize a bit the output of git log.", "u1")
    zb3 = (A, "I compared the output of the `git log` on both branches and the only diff was that now the log displays my old name with this branch. :)", "u2")
    zbq = "You don't add .mailmap entries unless you need to. I haven't seen any project adding every contributors there. It's meant to remap identities, not to list exhaustively."
    rec(ZBUS, [zb1], zb2[1], True, "ellipsis", [], "Adding a .mailmap to zbus sanitizes the output of git log a bit.", author="u1")
    rec(ZBUS, [zb1, zb2], zb3[1], True, "pronoun", ["this branch"], "Comparing `git log` on main and on the zbus .mailmap branch, the only difference is that the branch displays my old name.", author="u2")
    rec(ZBUS, [zb1, zb2, zb3], zbq, False, SELF, [], None, author="u1")
    rec(ZBUS, [zb1, zb2, zb3, (U, zbq, "u1")], MM_MULTIPLE, False, SAME, [], None, author="u1")

    rq1 = (U, "Add some entries to .mailmap", "u1")
    rq2 = (U, "I ran `git shortlog -nse | sed s'/^[ 0-9\\t]*//g' | sort | less` and\nmanually inspected the result for duplicates.", "u1")
    rq3 = (A, "Not sure the canonical for Beta is the desired one", "u2")
    rq4 = (U, "I chose the one listed on https://people.mpi-sws.org/~beta/, which his GitHub page lists as his homepage. \nBut we can also ask him: @beta-ziliani, do you have a preference of canonical email address in .mailmap?", "u1")
    rq5 = (A, "I have no idea what this is about, but in any case, beta@mpi-sws.org is my preferred email.", "u3")
    rec(ROCQ, [rq1], rq2[1], True, "ellipsis", [], "To add entries to Rocq's .mailmap I ran `git shortlog -nse | sed ... | sort | less` and inspected the result for duplicates by hand.", author="u1")
    rec(ROCQ, [rq1, rq2], rq3[1], True, "ellipsis", ["the desired one"], "Is the canonical email chosen for Beta Ziliani in Rocq's .mailmap the desired one?", author="u2")
    rec(ROCQ, [rq1, rq2, rq3], rq4[1], True, "pronoun", ["the one", "his", "him"], "For Beta Ziliani's canonical .mailmap email in Rocq I chose the address on his homepage https://people.mpi-sws.org/~beta/; @beta-ziliani, which email do you prefer?", author="u1")
    rec(ROCQ, [rq1, rq2, rq3, rq4], rq5[1], True, "pronoun", ["this"], "My preferred email for Rocq's .mailmap is beta@mpi-sws.org.", author="u3")
    rec(ROCQ, [rq1, rq2, rq3, rq4, rq5], "This is about what `git log` shows for your commits.", True, "pronoun", ["This"], "Rocq's .mailmap decides what `git log` shows as the author of your commits.", author="u4")

    # further lends (mailmap)
    lend(BINCODE, [bc1], MM_ALLOWS, SAME, PYMVPA)
    lend(ZBUS, [zb1, zb2], MM_GITSUPPORTS, SELF, FONDUER)
    # ---- humans.txt: crediting the people behind a site ----
    qc1 = (U, "Add humans.txt file", "u1")
    qc2 = (U, "Add a `humans.txt` file as described here: http://humanstxt.org", "u1")
    rec(QITCLOUD, [qc1], qc2[1], True, "ellipsis", [], "Add a `humans.txt` file, as described at http://humanstxt.org, to qit.cloud.", author="u1")
    rec(QITCLOUD, [qc1, qc2], "Gaprogman has one on his site: https://www.gaprogman.com", True, "pronoun", ["one"], "Gaprogman has a humans.txt file on his site https://www.gaprogman.com, an example for qit.cloud's.", author="u1")
    lend(QITCLOUD, [qc1, qc2], HT_WHAT, SELF, SCULPIN)

    bd1 = (U, "Add humans.txt to site root", "u1")
    lend(BARRICADE, [bd1], HT_WHAT, SELF, SCULPIN)

    bg1 = (U, "Add a humans.txt file", "u1")
    lend(BRADSHAW, [bg1], HT_READ, SAME, GSA18F)

    hw1 = (U, "Upload my txt file", "u1")
    hw2 = (U, "Hello world.", "u1")
    rec(HELLOWORLD, [hw1], hw2[1], True, "ellipsis", [], "My pull request to muan/hello-world uploads my txt file saying \"Hello world.\"", author="u1")
    rec(HELLOWORLD, [hw1, hw2], "Hey! 😃 could you also add your username to humans.txt as mentioned in step 2", True, "ellipsis", ["also", "step 2"], "Besides uploading your txt file to muan/hello-world, could you add your username to its humans.txt, as step 2 of the instructions says?", author="u2")

    pb1 = (U, "Humans.txt", "u1")
    rec(PUBLIFY, [pb1], "I love to be abble to add (or build ?) a humans.txt file (as robots.txt).\n\nhttp://humanstxt.org/", True, "ellipsis", [], "I would love to be able to add (or have Publify build) a humans.txt file, as it does robots.txt.", author="u1")
    lend(PUBLIFY, [pb1], HT_WHAT, SELF, SCULPIN)

    vd1 = (U, "Add humans.txt", "u1")
    lend(VUEDAY, [vd1], HT_READ, SAME, GSA18F)

    sa1 = (U, "add humans.txt", "u1")
    rec(SADEVS, [sa1], "this adds a `humans.txt` file to the site: http://humanstxt.org/\nI've only added myself for now since I'm not sure how much information\nother folks would like to include.", True, "pronoun", ["this", "the site"], "The SA Devs pull request adds a humans.txt file to sadevs.github.io; its author added only himself so far, unsure how much information others want to include.", author="u1")

    sc1 = (U, "add a humans.txt", "u1")
    sc2 = (U, "http://humanstxt.org/\n\nQuoting the site:", "u1")
    rec(SCULPIN, [sc1, sc2], HT_WHAT, False, SELF, [], None, author="u1")

    ss1 = (U, "humans.txt", "u1")
    rec(STATICSTARTER, [ss1], "Create a humans.txt file to show who built the site", True, "ellipsis", ["the site"], "Create a humans.txt file in static-starter to show who built the site.", author="u1")

    va1 = (U, "Add humans.txt file to site", "u1")
    rec(VALAWWW, [va1], "Various people have contributed to this website in some way and, more people will also help with the project over time.\n\nGive credit where credit is due: https://humanstxt.org/", True, "pronoun", ["this website"], "Various people have contributed to the Vala website and more will help over time; a humans.txt file would give them credit.", author="u1")
    lend(VALAWWW, [va1], HT_READ, SAME, GSA18F)

    gs1 = (U, "Add humans.txt", "u1")
    gs2 = (U, "This pull request adds a simple `humans.txt` file.", "u1")
    gs4 = (U, "As an added bonus, it looks like this would be [the 2nd .gov with a `humans.txt` file](https://www.google.com/webhp?sourceid=chrome-instant&ion=1&espv=2&ie=UTF-8#qscrl=1&q=site:.gov+inurl:humans.txt) after broadbandmap.gov (shoutout @feomike).", "u1")
    rec(GSA18F, [gs1], gs2[1], True, "pronoun", ["This pull request"], "An 18F pull request adds a simple humans.txt file to 18f.gsa.gov.", author="u1")
    rec(GSA18F, [gs1, gs2], HT_READ, False, SAME, [], None, author="u1")
    rec(GSA18F, [gs1, gs2, (U, HT_READ, "u1")], gs4[1], True, "pronoun", ["this"], "With its humans.txt, 18f.gsa.gov would apparently be the second .gov site with one, after broadbandmap.gov.", author="u1")
    rec(GSA18F, [gs1, gs2, (U, HT_READ, "u1"), gs4], "The humans.txt file is generated from `_data/team.json` (although technically it should be contributors to the site, perhaps via the GitHub API, not merely team members).", True, "ellipsis", ["The humans.txt file", "the site"], "18f.gsa.gov's humans.txt is generated from `_data/team.json`, though strictly it should list the site's contributors (perhaps via the GitHub API), not just team members.", author="u1")

    nh1 = (U, "Add humans.txt", "u1")
    rec(NEWHAVEN, [nh1], ">It's an initiative for knowing the people behind a website. It's a TXT file that contains information about the different people who have contributed to building the website.\n\nhttp://humanstxt.org/", True, "pronoun", ["It's"], "humans.txt, which New Haven IO's site should add, is an initiative for knowing the people behind a website: a TXT file about the people who contributed to building it.", author="u1")

    gh1 = (U, "Implement humans.txt", "u1")
    gh2 = (U, "http://humanstxt.org/ - as a human, I want to know who did what when and all that stuff.. =)", "u1")
    gh3 = (A, "Duplicate of https://github.com/gratipay/gratipay.com/issues/661.", "u2")
    rec(GRATIPAYHUMANS, [gh1], gh2[1], True, "ellipsis", [], "As a human I want Gratipay to have a humans.txt saying who did what and when.", author="u1")
    rec(GRATIPAYHUMANS, [gh1, gh2], gh3[1], True, "ellipsis", [], "The request for a Gratipay humans.txt duplicates gratipay/gratipay.com#661.", author="u2")
    rec(GRATIPAYHUMANS, [gh1, gh2, gh3], "Ok. I will revisit it later with a dump of active team members and honorary mentions. =)", True, "pronoun", ["it"], "I will revisit Gratipay's humans.txt later with a list of active team members and honorary mentions.", author="u1")

    mq1 = (U, "Create a `humans.txt`", "u1")
    mq2 = (U, "As mentioned on commit 4a29410 (related to issue #21), we should have a `humans.txt` file, which can be generated from the team YAML file (`data/team.yml`).", "u1")
    mq3 = (U, "Here's the standard: http://humanstxt.org/Standard.html\n\nHere's an example: http://humanstxt.org/humans.txt", "u1")
    mq4 = (A, "With the upcoming redesign of the website, this request seems not be relevant at this time,..can you close this issue @garrett", "u2")
    rec(MANAGEIQ, [mq1], mq2[1], True, "ellipsis", ["we"], "manageiq.org should have a humans.txt file, generated from its team YAML file `data/team.yml`.", author="u1")
    rec(MANAGEIQ, [mq1, mq2], mq3[1], True, "ellipsis", [], "The humans.txt standard is at http://humanstxt.org/Standard.html and an example at http://humanstxt.org/humans.txt, for manageiq.org's file.", author="u1")
    rec(MANAGEIQ, [mq1, mq2, mq3], mq4[1], True, "pronoun", ["this request", "this issue"], "With manageiq.org's upcoming redesign, a humans.txt no longer seems relevant; @garrett can you close the issue?", author="u2")
    rec(MANAGEIQ, [mq1, mq2, mq3, mq4], "Closing since the new website is now live.  If you believe this to be in error, please reopen this issue.", True, "ellipsis", ["the new website"], "Closing the manageiq.org humans.txt issue, since the new website is live.", author="u3")
    lend(MANAGEIQ, [mq1, mq2], HT_WHAT, SELF, SCULPIN)

    ch1 = (U, "Create a `humans.txt` for folks who want to know about the folks behind the website", "u1")
    rec(CHOCO, [ch1], "I would like to suggest creating a [humans.txt](http://humanstxt.org/) file that includes information about the people behind the website, and the technologies being used (some should probably be omitted due to security concerns).", True, "ellipsis", ["the website"], "I suggest chocolatey.org get a humans.txt file with the people behind the site and the technologies used (some omitted for security).", author="u1")
    lend(CHOCO, [ch1], HT_READ, SAME, GSA18F)

    # ---- HSTS: the Strict-Transport-Security header ----
    mc1 = (U, "fix(mc-html-template): add preload and includeSubDomains to header", "u1")
    mc2 = (U, "This adds the `preload` and `includeSubDomains` attributes to the `Strict-Transport-Security` header.", "u1")
    mc3 = (U, "Using [hstspreload.org](https://hstspreload.org) it is advised to `preload` (not part of the spec) and add the `includeSubDomains` attributes.", "u1")
    mc4 = (U, "I don't see a strict reason against adding those.", "u1")
    mc5 = (U, "I was hesitant of the `includeSubDomain` directive. However, I checked and all subdomains under `ct.com` have HTTPs enabled so there shouldn't be any issues.", "u1")
    rec(MCAPPKIT, [mc1], mc2[1], True, "pronoun", ["This"], "The mc-html-template fix adds the `preload` and `includeSubDomains` attributes to the merchant center's `Strict-Transport-Security` header.", author="u1")
    rec(MCAPPKIT, [mc1, mc2], mc3[1], False, SELF, [], None, author="u1")
    rec(MCAPPKIT, [mc1, mc2, mc3], mc4[1], True, "pronoun", ["those"], "I see no strict reason against adding `preload` and `includeSubDomains` to the merchant center's Strict-Transport-Security header.", author="u1")
    rec(MCAPPKIT, [mc1, mc2, mc3, mc4], mc5[1], True, "ellipsis", [], "I hesitated over adding `includeSubDomains` to the merchant center's HSTS header, but all subdomains under ct.com have HTTPS enabled, so there should be no issues.", author="u1")
    rec(MCAPPKIT, [mc1, mc2, mc3, mc4, mc5], "Confirmed with SRE, using `includeSubDomains` is fine.", True, "ellipsis", [], "SRE confirmed that using `includeSubDomains` in the merchant center's Strict-Transport-Security header is fine.", author="u1")
    lend(MCAPPKIT, [mc1, mc2], HS_PRELOAD3, SAME, REDIRECTION)

    rd1 = (U, "HTTP Header Strict-Transport-Security requires \"max-age + includeSubDomains + preload\" for Preload Submission", "u1")
    rec(REDIRECTION, [rd1], HS_PRELOAD3, False, SAME, [], None, author="u1")
    rec(REDIRECTION, [rd1, (U, HS_PRELOAD3, "u1")], "Suggestion:\na) add combination: max-age + includeSubDomains + preload\nb) fill max-age with default: 63072000", True, "ellipsis", ["combination"], "Suggestion for the Redirection plugin's HTTP headers: add a Strict-Transport-Security option combining max-age, includeSubDomains and preload, and fill max-age with 63072000 by default.", author="u1")
    lend(REDIRECTION, [rd1], HS_MAXAGE, SELF, CHEFAUTOMATE)

    gr1 = (U, "Enable HSTS", "u1")
    gr2 = (U, "Add optional HSTS header to instruct the browser to communicate exclusively via HTTPS.", "u1")
    gr3 = (U, "A customer Nessus scan of a govready-deployment revealed that the web server did not have the HSTS configured. Customer shows this as a medium vulnerability and requested we remediate.", "u1")
    rec(GOVREADY, [gr1], gr2[1], True, "ellipsis", [], "Add an optional HSTS header to govready-deployments to instruct the browser to communicate only via HTTPS.", author="u1")
    rec(GOVREADY, [gr1, gr2], gr3[1], False, SELF, [], None, author="u1")
    rec(GOVREADY, [gr1, gr2, gr3], HS_OPTIONAL, False, SAME, [], None, author="u1")
    rec(GOVREADY, [gr1, gr2, gr3, (U, HS_OPTIONAL, "u1")], "Closed", True, "ellipsis", [], "The govready-deployments issue to enable HSTS is closed.", author="u1")

    as1 = (U, "Add hsts header to the nginx template", "u1")
    rec(ASSEMBL, [as1], HS_301, False, SELF, [], None, author="u1")
    lend(ASSEMBL, [as1], HS_MECHANISM, SAME, CHEFAUTOMATE)

    dn1 = (U, "Activate HSTS", "u1")
    dn2 = (U, "I'm trying to activate HTTP Strict Transport Security (HSTS) by following [NGINX's official approach](https://www.nginx.com/blog/http-strict-transport-security-hsts-and-nginx/).", "u1")
    dn3 = (U, "As I understand it, its a matter of adding a header directive into ssl server block.\n\n`add_header Strict-Transport-Security \"max-age=31536000; includeSubDomains\" always;`", "u1")
    dn4 = (U, "None of that configuration will work.", "u1")
    rec(DRUPALNGINX, [dn1], dn2[1], True, "ellipsis", [], "I'm trying to activate HSTS in the drupal-with-nginx configuration by following NGINX's official approach.", author="u1")
    rec(DRUPALNGINX, [dn1, dn2], dn3[1], True, "pronoun", ["it"], "As I understand NGINX's approach, activating HSTS is a matter of adding `add_header Strict-Transport-Security \"max-age=31536000; includeSubDomains\" always;` in the ssl server block.", author="u1")
    rec(DRUPALNGINX, [dn1, dn2, dn3], dn4[1], True, "pronoun", ["that configuration"], "Adding the Strict-Transport-Security add_header directive to the ssl server block or to nginx.conf of drupal-with-nginx does not work.", author="u1")
    rec(DRUPALNGINX, [dn1, dn2, dn3, dn4], "Maybe someone here uses HSTS and successfully configured it.\n\nSome help would be great.", True, "ellipsis", ["here"], "Has anyone successfully configured HSTS with drupal-with-nginx? Some help would be great.", author="u1")
    lend(DRUPALNGINX, [dn1, dn2], HS_301, SELF, ASSEMBL)

    ap1 = (U, "Enforce HSTS on every response", "u1")
    ap2 = (U, "We received a low-level alert from one our security scanners that the HSTS header was missing in some marginal cases (like on an error response). This PR should in theory make sure it is always returned.", "u1")
    ap3 = (A, "@whabib Thanks for bringing this up! We should add some tests for this; I can add them myself (I'll cherry pick your commit into a PR and add the tests as a separate commit), or you can do so yourself by amending your commit.", "u2")
    ap4 = (U, "@krallin Hi Thomas! By all means, go ahead cherry pick the commit and write the tests.  If I do it, it will probably take a couple of weeks.", "u1")
    rec(APTIBLE, [ap1], ap2[1], True, "ellipsis", [], "A security scanner alerted that aptible's docker-nginx misses the HSTS header in some marginal cases (like error responses); this pull request should make sure it is always returned.", author="u1")
    rec(APTIBLE, [ap1, ap2], ap3[1], True, "pronoun", ["this", "your commit"], "Thanks for reporting docker-nginx's missing HSTS header on error responses; should I cherry-pick the commit into a PR and add tests, or will you amend it with tests?", author="u2")
    rec(APTIBLE, [ap1, ap2, ap3], ap4[1], True, "pronoun", ["the commit", "it"], "Go ahead and cherry-pick my docker-nginx commit that sends HSTS on every response and write the tests; it would take me a couple of weeks.", author="u1")
    rec(APTIBLE, [ap1, ap2, ap3, ap4], "Closing in favor of #79.", True, "ellipsis", [], "Closing the docker-nginx pull request to enforce HSTS on every response in favour of #79.", author="u3")
    lend(APTIBLE, [ap1, ap2], HS_OPTIONAL, SAME, GOVREADY)

    fz1 = (U, "Add option to set HTTP Strict Transport Security (HSTS) header for nginx", "u1")
    fz2 = (U, "Configuration option to add HSTS header for NGINX is currently missing. Should be at least configurable, if not default.", "u1")
    fz3 = (U, "ideally the options to set _max-age_ and _includeSubDomains_ should be configurable as well, but could be reasonable defaults.", "u1")
    rec(FIREZONE, [fz1], fz2[1], True, "ellipsis", [], "Firezone has no configuration option to add an HSTS header to its nginx; it should be at least configurable, if not the default.", author="u1")
    rec(FIREZONE, [fz1, fz2], fz3[1], True, "ellipsis", ["as well"], "Ideally Firezone's nginx HSTS options max-age and includeSubDomains would be configurable too, with reasonable defaults.", author="u1")
    rec(FIREZONE, [fz1, fz2, fz3], "Great suggestion. Should be pretty straightforward; will queue up for the next release.\n\nThanks!", True, "ellipsis", [], "Adding an HSTS header option to Firezone's nginx is a great suggestion and should be straightforward; it is queued for the next release.", author="u2")
    lend(FIREZONE, [fz1, fz2], HS_MAXAGE, SELF, CHEFAUTOMATE)

    cs1 = (U, "Chef-server Nginx does not implement HSTS", "u1")
    cs2 = (U, "Chef HTTPS server is not enforcing HTTP Strict Transport Security (HSTS).\nIt represents an unnecessary risk to the overall security posture.", "u1")
    cs3 = (U, "Concretely, there is no _['nginx']['sts_max_age']_ variable to set the “Strict-Transport-Security” header\n( _add_header Strict-Transport-Security \"max-age=\" XXX_ ) for nginx on /etc/opscode/chef-server.rb", "u1")
    rec(CHEFSERVER, [cs1], cs2[1], False, SELF, [], None, author="u1")
    rec(CHEFSERVER, [cs1, cs2], cs3[1], True, "ellipsis", ["Concretely"], "Chef server's nginx has no ['nginx']['sts_max_age'] setting in /etc/opscode/chef-server.rb to set the Strict-Transport-Security header.", author="u1")
    rec(CHEFSERVER, [cs1, cs2, cs3], "Work around:\nAdd the header in nginx addons:  \n```\ncat /opt/var/opscode/nginx/etc/addon.d/10_external.conf\nadd_header Strict-Transport-Security \"max-age=31536000\" always;\n```", True, "ellipsis", ["the header"], "A workaround for Chef server's missing HSTS: add `add_header Strict-Transport-Security \"max-age=31536000\" always;` in the nginx addon file /opt/var/opscode/nginx/etc/addon.d/10_external.conf.", author="u2")
    lend(CHEFSERVER, [cs1], HS_301, SELF, ASSEMBL)

    ca1 = (U, "Missing or insecure HTTP Strict-Transport-Security Header", "u1")
    ca4 = (A, "Nginx is configured as :\n`add_header Strict-Transport-Security \"max-age=63072000; includeSubDomains\" always;`\n\nIs there any particular instance the header is not included?", "u2")
    rec(CHEFAUTOMATE, [ca1], HS_MECHANISM, False, SAME, [], None, author="u1")
    rec(CHEFAUTOMATE, [ca1, (U, HS_MECHANISM, "u1")], HS_MAXAGE, False, SELF, [], None, author="u1")
    rec(CHEFAUTOMATE, [ca1, (U, HS_MECHANISM, "u1"), (U, HS_MAXAGE, "u1")], ca4[1], True, "ellipsis", ["the header"], "Chef Automate's nginx already sets `Strict-Transport-Security \"max-age=63072000; includeSubDomains\" always`; in which case is the header missing?", author="u2")
    rec(CHEFAUTOMATE, [ca1, (U, HS_MECHANISM, "u1"), (U, HS_MAXAGE, "u1"), ca4], "Hit automate.conf.js", True, "ellipsis", [], "The response without the Strict-Transport-Security header in Chef Automate is automate.conf.js.", author="u2")
    rec(CHEFAUTOMATE, [ca1, (U, HS_MECHANISM, "u1"), (U, HS_MAXAGE, "u1"), ca4, (A, "Hit automate.conf.js", "u2")], "@kalroy \nCode changes are tested. \"strict-transport-security\" added in response header. FYI - screenshot.", True, "ellipsis", [], "The Chef Automate changes adding strict-transport-security to the automate.conf.js response header are tested.", author="u3")

    lz1 = (U, "configure strict transport security", "u1")
    lz2 = (U, "Hint from Thomas: we currently don't have strict transport security enabled and should enable it soon.", "u1")
    lz3 = (A, "@fblampe Do you mean the HSTS header? I already added that one. Otherwise can you elaborate a bit more.", "u2")
    rec(LOCALZERO, [lz1], lz2[1], True, "ellipsis", ["we"], "LocalZero monitoring currently doesn't have strict transport security enabled and should enable it soon.", author="u1")
    rec(LOCALZERO, [lz1, lz2], lz3[1], True, "ellipsis", ["that one"], "By enabling strict transport security on LocalZero monitoring, do you mean the HSTS header? I already added it.", author="u2")
    rec(LOCALZERO, [lz1, lz2, lz3], "Yeah, the header is what I meant (HSTS means HTTP Strict Transport Securuty).\nRight, you added that with the security changes for nginx. Then we can close this.", True, "pronoun", ["the header", "that", "this"], "Yes, I meant the HSTS header on LocalZero monitoring, which was added with the nginx security changes, so the issue can be closed.", author="u1")
    lend(LOCALZERO, [lz1, lz2], HS_MECHANISM, SAME, CHEFAUTOMATE)

    # further lends (HSTS)
    lend(FIREZONE, [fz1], HS_PRELOAD3, SAME, REDIRECTION)
    lend(LOCALZERO, [lz1], HS_PRELOAD3, SAME, REDIRECTION)
    lend(GOVREADY, [gr1, gr2], HS_PRELOAD3, SAME, REDIRECTION)
    lend(ASSEMBL, [as1], HS_OPTIONAL, SAME, GOVREADY)
    lend(CHEFSERVER, [cs1, cs2], HS_OPTIONAL, SAME, GOVREADY)
    lend(LOCALZERO, [lz1], HS_301, SELF, ASSEMBL)
    lend(GOVREADY, [gr1], HS_MECHANISM, SAME, CHEFAUTOMATE)
    lend(APTIBLE, [ap1], HS_MECHANISM, SAME, CHEFAUTOMATE)
    lend(DRUPALNGINX, [dn1, dn2, dn3], HS_MAXAGE, SELF, CHEFAUTOMATE)
    lend(ASSEMBL, [as1], HS_MAXAGE, SELF, CHEFAUTOMATE)
    # ---- Subresource Integrity: integrity hashes on CDN scripts and styles ----
    sy1 = (U, "SRI support", "u1")
    sy2 = (U, "Is it possible to check the integrity of the file subresource (SRI)? I download resources from CDN and it will be increase security.", "u1")
    sy3 = (A, "Hi @ArekZw,\n\nThank you for the suggestion!\n\nYou can define attributes to include on a `<link>` or `<script>` element.", "u2")
    rec(SRIASYNC, [sy1], sy2[1], True, "ellipsis", [], "Can $async check the integrity of a loaded file with Subresource Integrity (SRI)? I load resources from a CDN and it would increase security.", author="u1")
    rec(SRIASYNC, [sy1, sy2], sy3[1], True, "ellipsis", ["the suggestion"], "To use SRI with $async, define the `integrity` and `crossorigin` attributes to include on the `<link>` or `<script>` element it creates.", author="u2")
    rec(SRIASYNC, [sy1, sy2, sy3], "The SRI hash should be calculated on the server so you would need to include it manually.", True, "ellipsis", [], "With $async the SRI hash should be calculated on the server, so you need to include it in the attributes manually.", author="u2")
    lend(SRIASYNC, [sy1, sy2], SRI_W3C, SAME, ORCHARD)

    hc1 = (U, "Support \"integrity\" for script", "u1")
    hc3 = (U, "It would be good to include both crossorigin=anon and integrity hash in the generation of the script tags.", "u1")
    rec(HWCDN, [hc1], SRI_FF, False, SELF, [], None, author="u1")
    rec(HWCDN, [hc1, (U, SRI_FF, "u1")], hc3[1], True, "ellipsis", ["the script tags"], "html-webpack-cdn-plugin should include both crossorigin=anonymous and the integrity hash when it generates script tags.", author="u1")
    rec(HWCDN, [hc1, (U, SRI_FF, "u1"), hc3], "I would not mind to get it from cdnjs (they publish the right hash for them)", True, "pronoun", ["it", "them"], "html-webpack-cdn-plugin could take the integrity hash from cdnjs, which publishes the right hash for its files.", author="u1")
    lend(HWCDN, [hc1], SRI_ADDS, SAME, CLIENTDEP)

    oc1 = (U, "Add support for script tags with SRI (Subresource Integrity) when using CDN", "u1")
    oc2 = (U, "I am getting recommendations to use SRI when using scripts from CDN (content delivery networks).  I thought it might be a good idea to add support for this to Orchard.  When I use the `Script.Require` or `Script.Include` method in views there doesn't seem to be an option to use SRI.", "u1")
    rec(ORCHARD, [oc1], oc2[1], False, SELF, [], None, author="u1")
    rec(ORCHARD, [oc1, oc2], SRI_W3C, False, SAME, [], None, author="u1")
    rec(ORCHARD, [oc1, oc2, (U, SRI_W3C, "u1")], "Would not Using Conditions work?", True, "ellipsis", [], "Would Orchard's `UseCondition` on `Script.Include` work to add the SRI integrity attribute to CDN scripts?", author="u2")

    pw1 = (U, "Advertise use of Subresource Integrity attributes", "u1")
    pw2 = (U, "I noticed the readme advertises use of the RawGit CDN, and with a fixed version (yay). That means it qualifies for SRI attributes.", "u1")
    rec(PWACOMPAT, [pw1], pw2[1], True, "ellipsis", ["the readme"], "pwacompat's readme advertises the RawGit CDN with a fixed version, so the script tag it shows qualifies for SRI attributes.", author="u1")
    rec(PWACOMPAT, [pw1, pw2], "Done.", True, "ellipsis", [], "pwacompat's readme now advertises Subresource Integrity attributes for its CDN script.", author="u2")
    lend(PWACOMPAT, [pw1], SRI_FF, SELF, HWCDN)

    cd1 = (U, "Add SRI support", "u1")
    cd3 = (U, "It would be nice if, when requesting a file from an external URL, the integrity hash could be provided.", "u1")
    rec(CLIENTDEP, [cd1], SRI_ADDS, False, SAME, [], None, author="u1")
    rec(CLIENTDEP, [cd1, (U, SRI_ADDS, "u1")], cd3[1], True, "ellipsis", [], "It would be nice if ClientDependency let you provide the integrity hash when requesting a file from an external URL.", author="u1")

    ms1 = (U, "Add integrity attribute to CSS/JS scripts from CDN", "u1")
    rec(MYSTAMPS, [ms1], "Related links:\n- https://hacks.mozilla.org/2015/09/subresource-integrity-in-firefox-43/\n- https://srihash.org", True, "ellipsis", [], "Links related to adding integrity attributes to mystamps' CSS and JS from CDNs: Mozilla Hacks on Subresource Integrity in Firefox 43, and srihash.org.", author="u1")
    lend(MYSTAMPS, [ms1], SRI_W3C, SAME, ORCHARD)

    ei1 = (U, "introduce subresource integrity", "u1")
    ei2 = (U, "added integrity tags to external resources, so browser refuse to load content in case of SHA384 mismatch", "u1")
    rec(ECHOIP, [ei1], ei2[1], True, "ellipsis", [], "The echoip pull request adds integrity attributes to its external resources, so browsers refuse to load them on a SHA384 mismatch.", author="u1")
    lend(ECHOIP, [ei1, ei2], SRI_ADDS, SAME, CLIENTDEP)

    at1 = (U, "Enable CORS please 😇(subresource integrity)", "u1")
    at2 = (U, "https://www.srihash.org/\n\nCould not use the website to generate the integrity hash.\n\nSo used the command-line:\n\n`openssl dgst -sha384 -binary web/lib/assist.min.js | openssl base64 -A`", "u1")
    rec(ASSIST, [at1], at2[1], True, "ellipsis", [], "srihash.org could not generate an integrity hash for Blocknative's assist.min.js, so I used `openssl dgst -sha384 -binary web/lib/assist.min.js | openssl base64 -A`.", author="u1")
    rec(ASSIST, [at1, at2], "But doesn't work:\n\n> Subresource Integrity: The resource 'https://assist.blocknative.com/0-6-2/assist.min.js' has an integrity attribute, but the resource requires the request to be CORS enabled to check the integrity, and it is not. The resource has been blocked because the integrity cannot be enforced.", True, "ellipsis", [], "Loading https://assist.blocknative.com/0-6-2/assist.min.js with an integrity attribute fails: the browser blocks it because the resource is not served with CORS, so its integrity cannot be checked.", author="u1")
    lend(ASSIST, [at1], SRI_FF, SELF, HWCDN)

    de1 = (U, "Decentraleyes breaks Datawrapper's blog", "u1")
    de2 = (U, "https://blog.datawrapper.de/colorblind-check/ fails to load an embedded map due to 'None of the “sha384” hashes in the integrity attribute match the content of the subresource.'\n\nIf I disable decentraleyes it loads fine.", "u1")
    de3 = (U, "I think this is the problematic bit:\n`<script src=\"https://ajax.googleapis.com/ajax/libs/jquery/2.1.4/jquery.min.js\" integrity=\"sha384-8gBf6Y4YYq7Jx97PIqmTwLPin4hxIzQw5aDmUg/DDhul9fFpbbLcLh3nTIIDJKhx\" crossorigin=\"anonymous\"></script>`", "u1")
    de4 = (A, "Hi @kannes, and many thanks for this detailed report of your findings.\n\nThis is a known issue (see #16). The website's security settings keep Decentraleyes from injecting any libraries into that page.", "u2")
    # second reader (r2df, twenty-third pass): trap, not a follow-up. The bug report names the page, the error and the extension
    # ("If I disable decentraleyes"), so it names its subject in full (§2 rule 1, this part's own rule-1 list of project-naming
    # bodies, df26's tekkendocs body); its standalone added nothing from the history.
    rec(DECENTRALEYES, [de1], de2[1], False, SAME, [], None, author="u1")
    rec(DECENTRALEYES, [de1, de2], de3[1], True, "pronoun", ["this"], "The jQuery 2.1.4 script tag with a sha384 integrity attribute on Datawrapper's blog is probably what breaks with Decentraleyes.", author="u1")
    rec(DECENTRALEYES, [de1, de2, de3], de4[1], True, "pronoun", ["This", "that page"], "Decentraleyes breaking Datawrapper's blog is a known issue (#16): the site's integrity attributes keep Decentraleyes from injecting libraries into the page.", author="u2")
    rec(DECENTRALEYES, [de1, de2, de3, de4], "For now, adding ```blog.datawrapper.de``` to your domain whitelist should solve your problem.", True, "ellipsis", ["your problem"], "For now, adding blog.datawrapper.de to Decentraleyes' domain whitelist should stop it breaking the blog's SRI-protected scripts.", author="u2")

    sf1 = (U, "Why are we adding same integrity value to the integrity attribute in the fallback script?", "u1")
    rec(SRIFALLBACK, [sf1], "If the integrity check failed for the original script then why do we need to add it to the fallback script? Will it not fail for the fallback as well?", True, "ellipsis", [], "In subresource-integrity-fallback, if the integrity check failed for the original script, why add the same integrity value to the fallback script? Won't it fail there as well?", author="u1")
    lend(SRIFALLBACK, [sf1], SRI_ADDS, SAME, CLIENTDEP)

    ct1 = (U, "Review SRI hashing", "u1")
    ct2 = (U, "Since the hash provided in the integrity attribute of this script, does not match the hash of the file, all browsers that support SRI will be blocking this file from being executed.", "u1")
    rec(CTEMPLAR, [ct1], ct2[1], True, "pronoun", ["this script", "this file"], "The hash in the integrity attribute of CTemplar's browser-compatibility.js script tag does not match the file, so all browsers that support SRI block it from running.", author="u1")
    rec(CTEMPLAR, [ct1, ct2], "Also, the integrity attribute is missing from all on <link> tags which fetch style, font and image assets (in index.html).", True, "ellipsis", ["Also"], "CTemplar's index.html also lacks the integrity attribute on every <link> tag fetching style, font and image assets.", author="u1")

    ip1 = (U, "Failed to find a valid digest in the 'integrity' attribute for resource - in the console of a Django siet", "u1")
    ip2 = (U, "I placed your script inside my javascript block in the `base.html`below the other javascript scripts but I'm getting this:\n\n```Failed to find a valid digest in the 'integrity' attribute for resource 'https://instant.page/5.1.0' with computed SHA-256 integrity '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='. The resource has been blocked.```", "u1")
    rec(INSTANTPAGE, [ip1], ip2[1], True, "ellipsis", ["your script"], "I placed the instant.page script in my Django base.html below the other scripts, but the browser blocks https://instant.page/5.1.0: no valid digest in its integrity attribute.", author="u1")
    rec(INSTANTPAGE, [ip1, ip2], "same for me. i integrated the exact code from the page into a shopfiy theme and i get the same error", True, "ellipsis", ["same", "the page", "the same error"], "I integrated the exact instant.page snippet into a Shopify theme and the browser also blocks it for an invalid integrity digest.", author="u2")
    lend(INSTANTPAGE, [ip1], SRI_FF, SELF, HWCDN)

    # ---- hreflang: alternate-language links for search engines ----
    ab1 = (U, "Add hreflang tag to all pages to indicate page language and alternate urls", "u1")
    ab2 = (U, "https://support.google.com/webmasters/answer/189077", "u1")
    rec(AWESOMEBITS, [ab1, ab2], HL_EVERY, False, SELF, [], None, author="u1")
    lend(AWESOMEBITS, [ab1], HL_IMPORTANT, SAME, WETBOEW)

    or1 = (U, "Add links to other languages for SEO", "u1")
    or2 = (U, "We should add references to other languages available in our header, per advice here:\nhttps://moz.com/community/q/best-practice-for-url-language-country#reply_318293", "u1")
    rec(ORIGINWEB, [or1], or2[1], True, "ellipsis", ["our header"], "Origin's website should reference its other available languages (hreflang alternate links) in the page header, per Moz's advice.", author="u1")
    rec(ORIGINWEB, [or1, or2], "Taking on this issue, will submit a PR soon.", True, "pronoun", ["this issue"], "I'm taking on adding hreflang links to other languages on Origin's website and will submit a PR soon.", author="u2")
    lend(ORIGINWEB, [or1, or2], HL_EVERY, SELF, AWESOMEBITS)

    wb1 = (U, "Have alternate hreflang link tags on every pages (EN & FR in scope)", "u1")
    wb3 = (U, "On every pages, there should be link tags with a rel=\"alternate\" attribute and a hreflang=\"lang\" to showcase all the languages alternatives of the same page there are out there, including current alternative.", "u1")
    wb4 = (U, "This means that the home page would look like so: \n\n<link rel=\"alternate\" hreflang=\"en\" href=\"https://www.canada.ca/en.html\" />\n<link rel=\"alternate\" hreflang=\"fr\" href=\"https://www.canada.ca/fr.html\" />\n\nFrench would have the same.", "u1")
    rec(WETBOEW, [wb1], HL_IMPORTANT, False, SAME, [], None, author="u1")
    rec(WETBOEW, [wb1, (U, HL_IMPORTANT, "u1")], wb3[1], True, "ellipsis", ["every pages"], "Every WET page should have rel=\"alternate\" hreflang link tags for all the language alternatives of the page, including the current one.", author="u1")
    rec(WETBOEW, [wb1, (U, HL_IMPORTANT, "u1"), wb3], wb4[1], True, "pronoun", ["This", "the same"], "With hreflang alternates, the Canada.ca home page would carry `<link rel=\"alternate\" hreflang=\"en\" href=\"https://www.canada.ca/en.html\" />` and the fr one, in both its English and French versions.", author="u1")
    rec(WETBOEW, [wb1, (U, HL_IMPORTANT, "u1"), wb3, wb4], HL_ABSOLUTE, False, SELF, [], None, author="u1")

    bf1 = (U, "Add hreflang alternates to multilingual page head", "u1")
    bf2 = (U, "Add `hreflang` alternate links to the HTML head for multilingual pages.", "u1")
    bf3 = (U, "Blowfish already outputs alternate language links in `sitemap.xml`, so this is not a critical SEO bug. This change makes multilingual output more complete and easier to validate in page source and external SEO checks.", "u1")
    rec(BLOWFISH, [bf1], bf2[1], True, "ellipsis", [], "Add `hreflang` alternate links to the HTML head of Blowfish's multilingual pages.", author="u1")
    rec(BLOWFISH, [bf1, bf2], bf3[1], True, "pronoun", ["this", "This change"], "Blowfish already lists alternate language links in `sitemap.xml`, so missing hreflang links in the page head are not a critical SEO bug; adding them makes multilingual output more complete and easier to validate.", author="u1")
    rec(BLOWFISH, [bf1, bf2, bf3], "- `x-default` is intentionally left out for now", True, "ellipsis", [], "Blowfish's new hreflang alternates in the page head intentionally leave out `x-default` for now.", author="u1")
    lend(BLOWFISH, [bf1, bf2], HL_ABSOLUTE, SELF, WETBOEW)

    al1 = (U, "Add alternate/hreflang link tags for translations", "u1")
    al2 = (U, "Per https://support.google.com/webmasters/answer/189077 we should make alternate translations discoverable with `<link rel=\"alternate\" hreflang=\"...\" href=\"...\">` elements.", "u1")
    al3 = (U, "These should be available on every page for all supported translations.", "u1")
    al4 = (U, "This is basically the metadata/SEO equivalent of #50, so there may be some opportunities to reuse code. cc @tanhengyeow", "u1")
    al5 = (U, "@AymenLoukil let me know if you have any questions about the implementation of this feature. Have you tried running the local development environment as a first step?", "u1")
    al6 = (A, "@rviscomi not yet, i'll try to do it today or tomorrow.", "u2")
    rec(ALMANAC, [al1], al2[1], True, "ellipsis", ["we"], "Per Google's guidance, the Web Almanac should make its alternate translations discoverable with `<link rel=\"alternate\" hreflang=\"...\" href=\"...\">` elements.", author="u1")
    rec(ALMANAC, [al1, al2], al3[1], True, "pronoun", ["These"], "The Web Almanac's hreflang alternate link elements should be on every page for all supported translations.", author="u1")
    rec(ALMANAC, [al1, al2, al3], al4[1], True, "pronoun", ["This"], "Adding hreflang link tags to the Web Almanac is the metadata/SEO equivalent of #50, so code may be reused.", author="u1")
    rec(ALMANAC, [al1, al2, al3, al4], al5[1], True, "pronoun", ["this feature"], "@AymenLoukil ask me about implementing the Web Almanac's hreflang link tags; have you run the local development environment yet?", author="u1")
    rec(ALMANAC, [al1, al2, al3, al4, al5], al6[1], True, "pronoun", ["it"], "@rviscomi I haven't run the Web Almanac's local development environment yet; I'll try today or tomorrow.", author="u2")
    rec(ALMANAC, [al1, al2, al3, al4, al5, al6], "Regarding the hreflang implementation, should we do it static or dynamic to ensure the mapping is ok (bidirectional hreflang, in case of new translations added etc ?).\nWho will develop the feature ?", True, "ellipsis", ["the feature"], "Should the Web Almanac's hreflang implementation be static or dynamic so the mapping stays bidirectional when translations are added, and who will develop it?", author="u2")

    si1 = (U, "Use <link rel=\"alternate\" hreflang=\"foo\" href=\"/foo/\"> in example site", "u1")
    lend(SOLIDI18N, [si1], HL_EVERY, SELF, AWESOMEBITS)
    lend(SOLIDI18N, [si1], HL_IMPORTANT, SAME, WETBOEW)

    km1 = (U, "Alternate hreflang", "u1")
    km2 = (U, "Thanks for great plugin!", "u1")
    km3 = (U, "I use it for my multilingual website and I think that the right code for link to alternative content is:\n\n```\nif ($language->code() == $site->language()) continue;\n```\n\ninstead\n\n```\nif ($language->isDefault()) continue;\n```", "u1")
    rec(KIRBYMETA, [km1, km2], km3[1], True, "pronoun", ["it"], "On my multilingual Kirby site, kirby-meta-tags' alternate hreflang code should skip the current language (`$language->code() == $site->language()`) rather than the default one (`$language->isDefault()`).", author="u1")
    rec(KIRBYMETA, [km1, km2, km3], "Thank you for reporting that!", True, "pronoun", ["that"], "Thank you for reporting the wrong language skipped in kirby-meta-tags' alternate hreflang links!", author="u2")
    lend(KIRBYMETA, [km1, km2], HL_ABSOLUTE, SELF, WETBOEW)

    us1 = (U, "rel-alternate for multi-lang", "u1")
    lend(USERSYS, [us1], HL_EVERY, SELF, AWESOMEBITS)
    lend(USERSYS, [us1], HL_IMPORTANT, SAME, WETBOEW)

    # ---- fuzzing: OSS-Fuzz, libFuzzer and cargo-fuzz targets ----
    cu1 = (U, "Integrating with OSS-Fuzz", "u1")
    cu2 = (U, "We’re reaching out because your project is an important part of the open source ecosystem, and we’d like to invite you to integrate with our fuzzing service, OSS-Fuzz.", "u1")
    rec(CRUNCH28, [cu1], cu2[1], True, "ellipsis", ["your project"], "Google invites crunch, as an important part of the open source ecosystem, to integrate with its fuzzing service OSS-Fuzz.", author="u1")
    rec(CRUNCH28, [cu1, cu2], FZ_FREE, False, SAME, [], None, author="u1")
    rec(CRUNCH28, [cu1, cu2, (U, FZ_FREE, "u1")], FZ_WILL, False, SELF, [], None, author="u1")

    cv1 = (U, "Fuzzing set up and OSS-Fuzz integration", "u1")
    cv2 = (U, "I have been working on getting fuzzing into crunch and it would be great to get it aligned with OSS-Fuzz.", "u1")
    cv3 = (U, "I have set up an initial integration with OSS-Fuzz here: https://github.com/google/oss-fuzz/pull/6056. In order to integrate with OSS-Fuzz, I would just need an email and then get this PR merged, following that I can clean up the PR on the OSS-Fuzz repo https://github.com/google/oss-fuzz/pull/6056.", "u1")
    rec(CRUNCH38, [cv1], cv2[1], False, SELF, [], None, author="u1")
    rec(CRUNCH38, [cv1, cv2], cv3[1], True, "pronoun", ["this PR"], "I set up an initial OSS-Fuzz integration for crunch (google/oss-fuzz#6056); to finish it I need a maintainer email and the crunch fuzzing pull request merged.", author="u1")
    rec(CRUNCH38, [cv1, cv2, cv3], "Let me know what you think.", True, "ellipsis", [], "Let me know what you think of the crunch fuzzing set-up and OSS-Fuzz integration.", author="u1")
    lend(CRUNCH38, [cv1], FZ_LIBFUZZER, SAME, LIBWIFI)

    ly1 = (U, "adds fuzzer for oss-fuzz integration.", "u1")
    ly2 = (U, "I have worked a bit on setting fuzzing up for libyang by way of OSS-Fuzz.", "u1")
    rec(LIBYANG1427, [ly1], ly2[1], False, SAME, [], None, author="u1")
    rec(LIBYANG1427, [ly1, ly2], FZ_ONLY, False, SAME, [], None, author="u1")
    lend(LIBYANG1427, [ly1, ly2], FZ_WILL, SELF, CRUNCH28)

    lb1 = (U, "OSS-Fuzz fuzz targets appear to be broken", "u1")
    lb2 = (U, "It looks like the `tests/fuzz` harnesses, or potentially another part of the OSS-Fuzz infrastructure, are currently broken.", "u1")
    lb3 = (U, "For example, when running the fuzz targets through OSS-Fuzz, they consistently fail with:\n\n```text\nlibFuzzer: fuzz target exited\n```", "u1")
    lb4 = (A, "I think after a new release and merge of `devel` into `master` the fuzzer should start working again.", "u2")
    lb5 = (U, "When can we expect the release and merge?", "u1")
    rec(LIBYANG2532, [lb1], lb2[1], True, "ellipsis", [], "libyang's `tests/fuzz` harnesses, or another part of its OSS-Fuzz infrastructure, appear to be broken.", author="u1")
    rec(LIBYANG2532, [lb1, lb2], lb3[1], True, "ellipsis", ["the fuzz targets"], "Run through OSS-Fuzz, libyang's fuzz targets consistently fail with `libFuzzer: fuzz target exited`.", author="u1")
    rec(LIBYANG2532, [lb1, lb2, lb3], lb4[1], True, "ellipsis", ["the fuzzer"], "libyang's OSS-Fuzz fuzzer should work again after a new release and the merge of `devel` into `master`.", author="u2")
    rec(LIBYANG2532, [lb1, lb2, lb3, lb4], lb5[1], True, "ellipsis", ["the release and merge"], "When can we expect libyang's next release and the merge of `devel` into `master`?", author="u1")
    rec(LIBYANG2532, [lb1, lb2, lb3, lb4, lb5], "It seems it has been fixed after the release.", True, "pronoun", ["it", "the release"], "libyang's broken OSS-Fuzz fuzz targets seem fixed after the new release.", author="u2")

    hd1 = (U, "Integrate with OSS Fuzz", "u1")
    hd2 = (U, "This project uses libfuzzer, which can be integrated into [Google OSS Fuzz](https://google.github.io/oss-fuzz/) for constant fuzzing.\n\nI would be open to working on this.", "u1")
    rec(HTTPDATE, [hd1], hd2[1], True, "pronoun", ["This project", "this"], "httpdate uses libfuzzer, which can be integrated into Google OSS-Fuzz for constant fuzzing; I would be open to working on that integration.", author="u1")
    rec(HTTPDATE, [hd1, hd2], "Done in #18.", True, "ellipsis", [], "httpdate's OSS-Fuzz integration was done in #18.", author="u2")
    lend(HTTPDATE, [hd1], FZ_FREE, SAME, CRUNCH28)

    lr1 = (U, "Added initial fuzzer for OSS-Fuzz integration.", "u1")
    lr2 = (U, "I have worked a bit on setting fuzzing up for libredwg by way of OSS-Fuzz.", "u1")
    rec(LIBREDWG, [lr1], lr2[1], False, SAME, [], None, author="u1")
    rec(LIBREDWG, [lr1, lr2], "Thanks, very nice. It is maintained, sure.", True, "pronoun", ["It"], "Thanks for the initial OSS-Fuzz fuzzer; LibreDWG is maintained, so its bugs will be fixed.", author="u2")
    lend(LIBREDWG, [lr1, lr2], FZ_ONLY, SAME, LIBYANG1427)

    l41 = (U, "Integrating with OSS-Fuzz", "u1")
    lend(LZ4, [l41], FZ_ONLY, SAME, LIBYANG1427)
    lend(LZ4, [l41], FZ_PANIC, SELF, FASTNBT)

    gf1 = (U, "Add a target for cargo fuzz.", "u1")
    rec(GIFT, [gf1], "Using [`cargo fuzz`](https://github.com/rust-fuzz/cargo-fuzz) to find panics and timeouts, for example:\n```\ncargo +nightly fuzz run decode corpus/decode -- -timeout=30\n```", True, "ellipsis", [], "The new cargo fuzz target in gift finds panics and timeouts, for example with `cargo +nightly fuzz run decode corpus/decode -- -timeout=30`.", author="u1")
    lend(GIFT, [gf1], FZ_PANIC, SELF, FASTNBT)

    fn1 = (U, "Initialize fuzzing and add a few targets", "u1")
    fn2 = (U, "Check out the [Rust Fuzz Book](https://rust-fuzz.github.io/book/introduction.html) for installation instructions.", "u1")
    fn3 = (U, "Start fuzzing:\n\n```\ncargo +nightly fuzz run deserialize_value\n```", "u1")
    fn4 = (U, "The `deserialize_value` target has already found a panic. The workflow in that case is to add a test and fix it, but not sure how do you want to organize tests so I'll leave that to you.", "u1")
    rec(FASTNBT, [fn1], fn2[1], True, "ellipsis", [], "The Rust Fuzz Book has the installation instructions for fastnbt's new fuzzing targets.", author="u1")
    rec(FASTNBT, [fn1, fn2], fn3[1], True, "ellipsis", [], "Start fuzzing fastnbt with `cargo +nightly fuzz run deserialize_value`.", author="u1")
    rec(FASTNBT, [fn1, fn2, fn3], fn4[1], True, "ellipsis", ["that case"], "fastnbt's `deserialize_value` fuzz target has already found a panic; the workflow is to add a test and fix it, and the maintainer decides how tests are organised.", author="u1")
    rec(FASTNBT, [fn1, fn2, fn3, fn4], FZ_PANIC, False, SELF, [], None, author="u1")
    rec(FASTNBT, [fn1, fn2, fn3, fn4, (U, FZ_PANIC, "u1")], "This is fantastic, thank you very much. Yeah, I'll figure out some way of organising the test cases.", True, "pronoun", ["This", "the test cases"], "The fastnbt fuzzing targets are fantastic, thanks; I'll find a way to organise the test cases for the panics they find.", author="u2")

    mh1 = (U, "Add basic fuzzing targets", "u1")
    rec(MILHOUSE, [mh1], "Add some basic fuzzing targets. These were used to find the bugs in #39.", True, "ellipsis", ["These"], "Add basic fuzzing targets to milhouse; they found the bugs fixed in #39.", author="u1")
    lend(MILHOUSE, [mh1], FZ_LIBFUZZER, SAME, LIBWIFI)

    ad1 = (U, "Add fuzzing using `cargo fuzz`, add test for resulting bug", "u1")
    ad2 = (U, "Here I've added a fuzzing harness using `cargo fuzz`, along with a fuzzing target for `parse_filter`. Straight away, a bug was discovered, for which I've added a test case but not a fix: When the string `Ѥ` is input to the function, a crash occurs.", "u1")
    ad3 = (U, "Ideally we would have a fuzzing target for each function in the crate's public interface, a lot of bugs can be found this way.", "u1")
    ad4 = (U, "@AndriusA Should I write more fuzzing targets?", "u1")
    rec(ADBLOCK, [ad1], ad2[1], True, "ellipsis", [], "I added a cargo fuzz harness with a target for adblock-rust's `parse_filter`; it found a crash on the string `Ѥ` straight away (test added, not fixed).", author="u1")
    rec(ADBLOCK, [ad1, ad2], ad3[1], True, "ellipsis", ["the crate's"], "Ideally adblock-rust would have a fuzzing target for every function in its public interface, since many bugs can be found that way.", author="u1")
    rec(ADBLOCK, [ad1, ad2, ad3], ad4[1], True, "ellipsis", ["more"], "@AndriusA Should I write more cargo fuzz targets for adblock-rust?", author="u1")
    rec(ADBLOCK, [ad1, ad2, ad3, ad4], "this is a great contribution and one I've been thinking we should do for some time. I just need to look through it properly and fix the bug you've uncovered. If you feel like doing more - great!", True, "pronoun", ["this", "it", "the bug you've uncovered"], "The cargo fuzz harness for adblock-rust is a great contribution; I need to review it and fix the parse_filter crash it uncovered, and more fuzz targets are welcome.", author="u2")
    lend(ADBLOCK, [ad1, ad2], FZ_PANIC, SELF, FASTNBT)

    tw1 = (U, "Add cargo-fuzz target for OSS-Fuzz integration", "u1")
    lend(TOWER, [tw1], FZ_FREE, SAME, CRUNCH28)

    lw1 = (U, "Support cargo-fuzz", "u1")
    lw2 = (U, "This adds a `fuzz` subdirectory with a target for `cargo-fuzz`. It is currently testing `parse_frame` on generated input data.", "u1")
    lw3 = (U, "Yes, it tests for panics/crashes. It's not brute forcing, it's using libfuzzer from the llvm project to look for input data that triggers different code paths. See e.g. https://llvm.org/docs/LibFuzzer.html", "u1")
    rec(LIBWIFI, [lw1], lw2[1], True, "pronoun", ["This", "It"], "The libwifi pull request adds a `fuzz` subdirectory with a cargo-fuzz target that tests `parse_frame` on generated input.", author="u1")
    rec(LIBWIFI, [lw1, lw2], lw3[1], True, "pronoun", ["it", "It's"], "libwifi's cargo-fuzz target tests for panics and crashes; rather than brute force it uses LLVM's libFuzzer to find inputs that reach different code paths.", author="u1")
    rec(LIBWIFI, [lw1, lw2, lw3], FZ_LIBFUZZER, False, SAME, [], None, author="u1")
    rec(LIBWIFI, [lw1, lw2, lw3, (U, FZ_LIBFUZZER, "u1")], "If you run it without #43 it should find that issue relatively quickly :-)", True, "pronoun", ["it", "that issue"], "Run without #43, libwifi's cargo-fuzz target should find the bug #43 fixes fairly quickly.", author="u1")

    tb1 = (U, "cargo fuzz harness and fixes for bugs found", "u1")
    tb2 = (U, "Hi! I wrote a couple fuzzers targeting file loading (mtl and obj). The mtl fuzzer did not find any issues (running for a couple hours). The obj loader, which is more complex of course, did find several panics when reading corrupting files.", "u1")
    rec(TOBJ, [tb1], tb2[1], True, "ellipsis", [], "I wrote cargo fuzz fuzzers for tobj's mtl and obj loading: the mtl fuzzer found nothing in a couple of hours, the obj loader fuzzer found several panics on corrupted files.", author="u1")
    rec(TOBJ, [tb1, tb2], "Thanks for these fixes and the fuzzer @evanrichter ! Everything looks good to me, I'll push out a release with these fixes now.", True, "pronoun", ["these fixes", "the fuzzer"], "Thanks @evanrichter for tobj's fuzzer and the panic fixes it led to; a release with them follows now.", author="u2")
    lend(TOBJ, [tb1, tb2], FZ_PANIC, SELF, FASTNBT)

    mu1 = (U, "Add cargo-fuzz targets for Telnet FSM, MCCP switchover, charset decode", "u1")
    rec(MUDULAR, [mu1], "§12 (Errors, Logging, Testing) documents fuzzing as part of the testing\nstrategy — `cargo-fuzz` targets for the Telnet FSM, MCCP switchover, and\ncharset decode, since server bytes are attacker-controlled input. There is\nno `fuzz/` directory; this was never written.", True, "ellipsis", ["§12"], "mudular's architecture document (§12) plans cargo-fuzz targets for the Telnet FSM, MCCP switchover and charset decode, since server bytes are attacker-controlled, but the repository has no `fuzz/` directory.", author="u1")
    lend(MUDULAR, [mu1], FZ_LIBFUZZER, SAME, LIBWIFI)

    cl1 = (U, "Add cargo-fuzz target for OSS-Fuzz integration", "u1")
    lend(CLAP, [cl1], FZ_WILL, SELF, CRUNCH28)

    # further lends (Subresource Integrity, hreflang, fuzzing)
    lend(ECHOIP, [ei1], SRI_W3C, SAME, ORCHARD)
    lend(CTEMPLAR, [ct1], SRI_W3C, SAME, ORCHARD)
    lend(CLIENTDEP, [cd1], SRI_FF, SELF, HWCDN)
    lend(INSTANTPAGE, [ip1, ip2], SRI_ADDS, SAME, CLIENTDEP)
    lend(ORIGINWEB, [or1], HL_ABSOLUTE, SELF, WETBOEW)
    lend(SOLIDI18N, [si1], HL_ABSOLUTE, SELF, WETBOEW)
    lend(BLOWFISH, [bf1], HL_EVERY, SELF, AWESOMEBITS)
    lend(KIRBYMETA, [km1], HL_IMPORTANT, SAME, WETBOEW)
    lend(GIFT, [gf1], FZ_FREE, SAME, CRUNCH28)
    lend(MILHOUSE, [mh1], FZ_FREE, SAME, CRUNCH28)
    lend(HTTPDATE, [hd1, hd2], FZ_WILL, SELF, CRUNCH28)
    lend(TOBJ, [tb1], FZ_WILL, SELF, CRUNCH28)
    lend(TOWER, [tw1], FZ_ONLY, SAME, LIBYANG1427)
    lend(MUDULAR, [mu1], FZ_ONLY, SAME, LIBYANG1427)
    lend(ADBLOCK, [ad1], FZ_LIBFUZZER, SAME, LIBWIFI)
    # ---- property-based testing: generated inputs and shrinking ----
    hy1 = (U, "Bad shrinking with complex strategy involving mutually_broadcastable_shapes", "u1")
    hy2 = (U, "I have a test that generates several mutually broadcastable shapes and an `axes` keyword argument that generates a tuple of axes on the result shape. I have the strategies built using `shared` and `flatmap`.", "u1")
    rec(HYP3151, [hy1], hy2[1], True, "ellipsis", [], "My Hypothesis test generates several mutually broadcastable shapes and an `axes` argument over the result shape, with strategies built from `shared` and `flatmap`, and its failures shrink badly.", author="u1")
    rec(HYP3151, [hy1, hy2], "My test fails with certain axis arguments, but, the resulting failure case does not shrink properly at all.", True, "ellipsis", ["the resulting failure case"], "My Hypothesis test over mutually broadcastable shapes fails with certain axis arguments, but the failing example does not shrink properly at all.", author="u1")

    hn1 = (U, "Add new health check for large base examples", "u1")
    hn2 = (U, "As part of the ongoing attempt to push people towards smaller examples, this checks if your base example is large enough to hit the zero bounding behaviour. If it is, you're going to have a bad time, and Hypothesis attempts to communicate that to you.", "u1")
    rec(HYP996, [hn1], hn2[1], True, "pronoun", ["this"], "Hypothesis's new health check for large base examples checks whether your base example is large enough to hit the zero bounding behaviour, and warns you if it is.", author="u1")
    rec(HYP996, [hn1, hn2, (U, PB_SHRINK, "u1")], "I think a clearer explanation of the importance of shrinking and of our compatibility guarantees would be useful here", True, "ellipsis", ["here"], "Hypothesis's documentation on how strategies shrink would benefit from a clearer explanation of why shrinking matters and of its compatibility guarantees.", author="u2")

    hs1 = (U, "Slow shrinking gives poor dev experience", "u1")
    hs2 = (U, "I've been trying out hypothesis today, and found a rough edge.", "u1")
    hs3 = (U, "I have a strategy for producing a recursive data structure. I am\nusing it in a test. I am writing this while waiting for the test to\nreturn, so far it has been 10 minutes.", "u1")
    hs4 = (U, "If I set max_shrinks=0 then run again I get a failure near-instantly.", "u1")
    rec(HYP231, [hs1], hs2[1], True, "ellipsis", ["a rough edge"], "Trying out Hypothesis, I found a rough edge: slow shrinking.", author="u1")
    rec(HYP231, [hs1, hs2], hs3[1], True, "ellipsis", [], "My Hypothesis test with a strategy producing a recursive data structure has been shrinking for 10 minutes without returning.", author="u1")
    rec(HYP231, [hs1, hs2, hs3], hs4[1], True, "ellipsis", ["again"], "With max_shrinks=0 my Hypothesis test on a recursive data structure fails near-instantly, so the slowness is in shrinking.", author="u1")
    rec(HYP231, [hs1, hs2, hs3, hs4], "In fact max_shrinks=1 doesn't return fast either, so I suspect that it is failing to shrink at all.", True, "ellipsis", ["either", "it"], "Even with max_shrinks=1 my Hypothesis test on a recursive data structure doesn't return quickly, so I suspect Hypothesis fails to shrink the example at all.", author="u1")

    hf1 = (U, "Hypothesis does not find good failing example for strategy involving flatmap", "u1")
    hf2 = (U, "The following strategy does not produce anything approaching a minimal failing example:\n\n````\n>>> strategy = integers(min_value=0, max_value=10).flatmap(lambda w: lists(lists(sampled_from('ab'), min_size=w, max_size=w)))\n>>> example = find(strategy, lambda x: ['a', 'b'] in x)\n>>> len(example)\n28\n````", "u1")
    rec(HYP127, [hf1], hf2[1], True, "ellipsis", [], "Hypothesis's `find` with the strategy `integers(0, 10).flatmap(lambda w: lists(lists(sampled_from('ab'), min_size=w, max_size=w)))` returns a 28-element example, nowhere near minimal.", author="u1")
    rec(HYP127, [hf1, hf2], "1.10.2 is out, which contains a fix for this bug. It turned out to be to do with how Hypothesis tracks duplicate examples.", True, "pronoun", ["this bug"], "Hypothesis 1.10.2 fixes the non-minimal failing examples for flatmap strategies; the cause was how Hypothesis tracks duplicate examples.", author="u2")

    mj1 = (U, "[Feature Request] [stdlib] Implement internal shrinking for property test failures", "u1")
    mj2 = (U, "When `PropTest.test` finds a failing input, it currently reports the raw generated value. This value is often unnecessarily large/complex, making it hard to understand the root cause. We need **shrinking**: automatically reducing the failing input to the smallest/simplest case that still fails.", "u1")
    rec(MOJOPROP, [mj1], mj2[1], True, "ellipsis", ["We"], "Mojo's `PropTest.test` reports the raw failing value, often too large to understand; the Mojo stdlib needs shrinking to reduce a failing input to the simplest case that still fails.", author="u1")
    rec(MOJOPROP, [mj1, mj2], PB_TRAD, False, SAME, [], None, author="u1")
    lend(MOJOPROP, [mj1], PB_HYPOTHESMITH, SAME, VERA)

    lp1 = (U, "Adds Module 6: Testing Code", "u1")
    lp2 = (U, "### Shrinking: Simplifying Falsifying Inputs\n\n" + PB_GIVEN, "u1")
    lp3 = (A, "not really that relevant to the discussion right here but are you planning to talk at all about how hypothesis actually draws data?", "u2")
    rec(LEARNPY, [lp1, lp2], lp3[1], True, "ellipsis", ["right here"], "Will the Learning Python module on testing explain how Hypothesis actually draws data?", author="u2")
    rec(LEARNPY, [lp1, lp2, lp3], "@Zac-HD do you think there is anything sufficiently concise and informative to say towards this end, given the basic nature of this discussion?", True, "pronoun", ["this end", "this discussion"], "@Zac-HD is there anything concise and informative to say about how Hypothesis draws data in Learning Python's basic module on testing?", author="u1")
    lend(LEARNPY, [lp1], PB_FINDS, SAME, RETRACE)

    ve1 = (U, "Add property-based testing for parser/formatter round-trip", "u1")
    ve2 = (U, "Add Hypothesis-based property tests verifying the round-trip invariant: `format(parse(source))` is idempotent.", "u1")
    ve3 = (U, "This is distinct from #170 (which is about `vera test` input generation). This is about the compiler's own parser and formatter being stable.", "u1")
    rec(VERA, [ve1], ve2[1], True, "ellipsis", [], "Add Hypothesis property tests to Vera verifying that `format(parse(source))` is idempotent.", author="u1")
    rec(VERA, [ve1, ve2], ve3[1], True, "pronoun", ["This"], "Vera's parser/formatter round-trip property tests are distinct from #170 (input generation for `vera test`): they are about the compiler's own parser and formatter being stable.", author="u1")
    rec(VERA, [ve1, ve2, ve3], PB_HYPOTHESMITH, False, SAME, [], None, author="u1")
    rec(VERA, [ve1, ve2, ve3, (U, PB_HYPOTHESMITH, "u1")], "Cross-link: #402 (parser fuzzing) shares both the Hypothesis dev-dependency and the parser-robustness goal — the fmt round-trip properties here and the fuzz harness there can land on the same infrastructure.", True, "ellipsis", ["here"], "Vera's #402 (parser fuzzing) shares the Hypothesis dev-dependency and the parser-robustness goal with its fmt round-trip property tests, so both can share infrastructure.", author="u1")

    fc1 = (U, "Increased the number of test cases for the parser", "u1")
    rec(FCL, [fc1], "There is a bug in the parser which sometimes can evade the QuickCheck tests. The number of test cases for the parser has been radically increased, the error should no longer sneak by.", True, "ellipsis", ["the parser"], "fcl's parser has a bug that sometimes evades its QuickCheck tests, so the number of QuickCheck test cases for the parser was radically increased.", author="u1")
    lend(FCL, [fc1], PB_TRAD, SAME, MOJOPROP)

    pr1 = (U, "test: property-based round-trip tests with Hypothesis", "u1")
    rec(PROV, [pr1], "Adds a Hypothesis strategy generating valid PROV documents and a property test asserting `deserialize(serialize(doc)) == doc` across every deserializable format (json/xml/rdf; PROV-N is write-only and excluded).", True, "ellipsis", [], "The prov pull request adds a Hypothesis strategy generating valid PROV documents and a round-trip property test over the json, xml and rdf formats.", author="u1")
    lend(PROV, [pr1], PB_SHRINK, SELF, HYP996)
    lend(PROV, [pr1], PB_SCORECARD, SAME, BITMATH)

    bm1 = (U, "Add Hypothesis property tests (Scorecard Fuzzing check)", "u1")
    bm2 = (U, "Continuation of the OSSF [Scorecard](https://securityscorecards.dev/viewer/?uri=github.com/timlnx/bitmath) work from #139. This PR addresses the **Fuzzing** check, which was at 0.", "u1")
    rec(BITMATH, [bm1], bm2[1], True, "pronoun", ["This PR"], "Continuing bitmath's OSSF Scorecard work from #139, the Hypothesis pull request addresses the Fuzzing check, which scored 0.", author="u1")
    rec(BITMATH, [bm1, bm2], PB_SCORECARD, False, SAME, [], None, author="u1")
    rec(BITMATH, [bm1, bm2, (U, PB_SCORECARD, "u1")], "Adding property tests gets the check passing and -- more importantly -- gives bitmath real coverage of the parser and arithmetic invariants.", True, "ellipsis", ["the check"], "Adding Hypothesis property tests makes bitmath pass Scorecard's Fuzzing check and gives real coverage of its parser and arithmetic invariants.", author="u1")

    sm1 = (U, "Update parser property tests to latest changes in trees.", "u1")
    sm2 = (U, "I was nervous to find out if the recent fixes in the parser introduced regression. We stopped running these tests on every PR after moving to Travis CI. Turns out there are no regressions, and some bugs have been fixed along the way 🎉", "u1")
    rec(SCALAMETA, [sm1], sm2[1], True, "ellipsis", ["these tests"], "Scalameta's parser property tests, no longer run on every PR since the move to Travis CI, show no regressions from the recent parser fixes.", author="u1")
    rec(SCALAMETA, [sm1, sm2], "Just checking that these compile, as long as they compile we should be able to use git bisect to track down regressions in case something goes wrong.", True, "pronoun", ["these"], "The Scalameta build only checks that the parser property tests compile, so git bisect can track down regressions if needed.", author="u1")
    lend(SCALAMETA, [sm1], PB_FINDS, SAME, RETRACE)

    rt1 = (U, "test: property-based test suite (21K iterations on parson)", "u1")
    rec(RETRACE, [rt1], PB_FINDS, False, SAME, [], None, author="u1")
    lend(RETRACE, [rt1], PB_GIVEN, SELF, LEARNPY)

    oc1 = (U, "fix: resolve property test failures for lexer/emitter round-trip", "u1")
    rec(OCTAVE, [oc1], "Fixes three Hypothesis-discovered bugs blocking CI property tests:", True, "ellipsis", [], "The octave-mcp fix resolves three Hypothesis-discovered lexer/emitter round-trip bugs that blocked the CI property tests.", author="u1")
    lend(OCTAVE, [oc1], PB_SHRINK, SELF, HYP996)

    am1 = (U, "Harden the fmt round-trip property test (no skips, parse failures fail, +examples)", "u1")
    rec(ALMIDE, [am1], "The all-spec fmt round-trip test (\\`parse → format → reparse → format == fixpoint\\`) had three soft spots:", True, "ellipsis", [], "Almide's all-spec fmt round-trip property test (parse, format, reparse, format reaches a fixpoint) had three soft spots.", author="u1")
    lend(ALMIDE, [am1], PB_GIVEN, SELF, LEARNPY)

    # ---- canary deployments: a slice of traffic first ----
    ca1 = (U, "Implement automated canary deployments with traffic splitting", "u1")
    ca2 = (U, "## Problem\nDeployments are all-or-nothing. There's no way to test a new version with a subset of traffic before full rollout.", "u1")
    ca3 = (U, "## Solution\nImplement canary deployment strategy:\n- Kubernetes-based canary with service mesh (Linkerd/Istio) or weighted DNS\n- Automated rollback if error rate increases > 1%", "u1")
    rec(CADDR, [ca1], ca2[1], True, "ellipsis", [], "The C-Address Onboarding Bridge backend's deployments are all-or-nothing: a new version cannot be tested on a subset of traffic before full rollout.", author="u1")
    rec(CADDR, [ca1, ca2], ca3[1], True, "ellipsis", [], "For the C-Address Onboarding Bridge backend, implement a canary strategy: a Kubernetes canary with a service mesh (Linkerd/Istio) or weighted DNS, with automated rollback if the error rate rises over 1%.", author="u1")
    rec(CADDR, [ca1, ca2, ca3], "Pls allow me fix this asap", True, "pronoun", ["this"], "Please let me implement the automated canary deployments for the C-Address Onboarding Bridge backend.", author="u2")
    lend(CADDR, [ca1, ca2], CN_NATIVE, SAME, DEPLOYAH)

    dp1 = (U, "proposal: support canary deployments", "u1")
    dp2 = (U, "Blue/green (#33) flips 100% of traffic at once.", "u1")
    dp4 = (U, "Deployah has no weighted split. Native Kubernetes does not do canary analysis.", "u1")
    rec(DEPLOYAH, [dp1], dp2[1], True, "ellipsis", [], "Deployah's blue/green deployments (#33) flip 100% of traffic at once, unlike canaries.", author="u1")
    rec(DEPLOYAH, [dp1, dp2], CN_HIGHTRAFFIC, False, SAME, [], None, author="u1")
    rec(DEPLOYAH, [dp1, dp2, (U, CN_HIGHTRAFFIC, "u1")], dp4[1], False, SAME, [], None, author="u1")
    rec(DEPLOYAH, [dp1, dp2, (U, CN_HIGHTRAFFIC, "u1"), dp4], "Ship #33 first. Helm rollback (#29) is a blunt escape hatch, not the abort path.", True, "ellipsis", [], "Ship deployah's blue/green (#33) before canary support; its Helm rollback (#29) is a blunt escape hatch, not the canary abort path.", author="u1")

    ts1 = (U, "Cutover and canary rollout", "u1")
    rec(TRUSTEDSRV, [ts1], "Deploy EdgeZero-backed Fastly entry point behind `edgezero_enabled` config flag. Run canary traffic progression: 1% → 10% → 50% → 100% with hold points. Validate rollback by setting `edgezero_rollout_pct` to 0.", True, "ellipsis", [], "For trusted-server's EdgeZero cutover, deploy the EdgeZero-backed Fastly entry point behind the `edgezero_enabled` flag, run a canary progression 1% → 10% → 50% → 100% with hold points, and validate rollback by setting `edgezero_rollout_pct` to 0.", author="u1")
    lend(TRUSTEDSRV, [ts1], CN_HIGHTRAFFIC, SAME, DEPLOYAH)
    lend(TRUSTEDSRV, [ts1], CN_NATIVE, SAME, DEPLOYAH)

    gz1 = (U, "Canary Deployment", "u1")
    gz2 = (U, "- Deploy new code to a small percentage of traffic (<10%).\n- Test under real load. Gather success data.\n- If success, route all traffic to new code\n- If not success, drop new code and revert trigger PR.", "u1")
    gz3 = (U, "https://circleci.com/blog/canary-vs-blue-green-downtime/", "u1")
    gz4 = (U, "@giulio-giunta @kbcbals is this done?", "u1")
    rec(GEEKZONE, [gz1], gz2[1], True, "ellipsis", [], "Geek.Zone's web app should get canary deployments: new code to under 10% of traffic, tested under real load, then all traffic on success or the trigger PR reverted on failure.", author="u1")
    rec(GEEKZONE, [gz1, gz2, gz3], gz4[1], True, "pronoun", ["this"], "@giulio-giunta @kbcbals is Geek.Zone's canary deployment done?", author="u1")
    rec(GEEKZONE, [gz1, gz2, gz3, gz4], "@James Geddes ***@***.***> no, that needs to be done.", True, "pronoun", ["that"], "Geek.Zone's canary deployment has not been done yet.", author="u2")
    lend(GEEKZONE, [gz1, gz2], CN_HIGHTRAFFIC, SAME, DEPLOYAH)

    sr1 = (U, "Lab 7", "u1")
    rec(SREINTRO, [sr1], "Lab 7 — Progressive Delivery: Canary Deployments (Argo Rollouts).", True, "ellipsis", [], "My SRE-Intro Lab 7 submission is about progressive delivery: canary deployments with Argo Rollouts.", author="u1")
    lend(SREINTRO, [sr1], CN_NATIVE, SAME, DEPLOYAH)

    # ---- honeypot form fields against spam bots ----
    oo1 = (U, "Honeypot", "u1")
    oo2 = (U, "Recently, customers have been increasingly complaining about spam from our forms. It appears that much of that spam comes from simple bots, not dedicated attacks.", "u1")
    oo3 = (U, "As a first countermeasure we want to add honeypots, because they are the easiest to implement, do not annoy the users and might catch simple spam bots already.", "u1")
    rec(ONOFFICE, [oo1], oo2[1], True, "ellipsis", ["our forms"], "Customers increasingly complain about spam from the onOffice WordPress plugin's forms, mostly from simple bots rather than dedicated attacks.", author="u1")
    rec(ONOFFICE, [oo1, oo2], oo3[1], True, "ellipsis", [], "As a first countermeasure against spam from simple bots, the onOffice WordPress plugin will add honeypots to its forms: easiest to implement, no annoyance for users.", author="u1")
    rec(ONOFFICE, [oo1, oo2, oo3], "- Be hidden with `display: none` from a CSS file, not inline CSS. This makes it more difficult for bots, because they have to load the CSS to detect that the field is not shown.", True, "ellipsis", ["the field"], "The onOffice plugin's honeypot field should be hidden with `display: none` from a CSS file, not inline, so bots must load the CSS to see that it is hidden.", author="u1")
    lend(ONOFFICE, [oo1, oo2], HP_SIMPLE, SELF, WHEELFORM)

    wf1 = (U, "Honey pot field not blocking spam", "u1")
    wf2 = (U, "I'm using the honeypot option but it's not blocking spam.", "u1")
    wf3 = (U, "However I continue to get loads of spam submission. I don't like recaptchas so would prefer to have a working honeypot.", "u1")
    rec(WHEELFORM, [wf1], wf2[1], True, "ellipsis", [], "I'm using Wheelform's honeypot option but it is not blocking spam.", author="u1")
    rec(WHEELFORM, [wf1, wf2], wf3[1], True, "ellipsis", ["However"], "With Wheelform's honeypot field set I still get loads of spam submissions; I'd prefer a working honeypot to reCAPTCHA.", author="u1")
    rec(WHEELFORM, [wf1, wf2, wf3], "Hello, \n" + HP_SIMPLE, False, SELF, [], None, author="u2")
    rec(WHEELFORM, [wf1, wf2, wf3, (A, "Hello, \n" + HP_SIMPLE, "u2")], "HI @xpertbot \n\nI am using the Wheelform and have intentionally filled out the Honeypot and the form still submits.", False, SAME, [], None, author="u3")

    na1 = (U, "Implement form honeypot for spammers", "u1")
    na2 = (U, "Autoform fill bots will soon discover our contact us form. A honeypot is a good solution to trap bots.", "u1")
    rec(NOTIFYAPI, [na1], na2[1], True, "ellipsis", ["our contact us form"], "Form-filling bots will soon find GC Notify's contact-us form; a honeypot is a good way to trap them.", author="u1")
    rec(NOTIFYAPI, [na1, na2], "I'll pick this one up.", True, "pronoun", ["this one"], "I'll implement the honeypot for GC Notify's contact-us form.", author="u2")
    lend(NOTIFYAPI, [na1, na2], HP_AUTOFILL, SELF, HAACKED)

    dp_1 = (U, "Honeypot", "u1")
    rec(DANEPUB, [dp_1], "Honeypot fields to keep the spambots away.", True, "ellipsis", [], "Add honeypot fields to the dane.gov.pl CKAN extension's forms to keep spambots away.", author="u1")
    lend(DANEPUB, [dp_1], HP_HARDEN, SAME, IDENTITYSITE)

    fm1 = (U, "Implement honeypot to stop spam submissions", "u1")
    fm2 = (U, "Formerly currently does nothing to prevent bots submitting a form. We should implement some kind of honeypot field as a base measure.", "u1")
    rec(FORMERLY, [fm1], fm2[1], False, SAME, [], None, author="u1")
    rec(FORMERLY, [fm1, fm2], "done in 1.3.2", True, "ellipsis", [], "Formerly's honeypot field against bot submissions was done in version 1.3.2.", author="u2")
    lend(FORMERLY, [fm1], HP_SIMPLE, SELF, WHEELFORM)

    id1 = (U, "Restore (and improve) honeypot field to demo site contact form", "u1")
    id2 = (U, "**Why**: Mistakenly removed in #486 as it was not understood to be a honeypot field.", "u1")
    id4 = (U, "Improvements have been made to address usability and accessibility issues:\n\n- The field is no longer focusable by users navigating the page using a keyboard\n- The field is no longer exposed to assistive technology", "u1")
    rec(IDENTITYSITE, [id1], id2[1], True, "ellipsis", [], "The login.gov demo site contact form's honeypot field was mistakenly removed in #486, as nobody understood it was a honeypot.", author="u1")
    rec(IDENTITYSITE, [id1, id2], HP_HARDEN, False, SAME, [], None, author="u1")
    rec(IDENTITYSITE, [id1, id2, (U, HP_HARDEN, "u1")], id4[1], True, "ellipsis", ["The field"], "The restored honeypot field on login.gov's demo contact form is no longer keyboard-focusable nor exposed to assistive technology.", author="u1")

    hy_1 = (U, "spam bots still coming through", "u1")
    hy_2 = (U, "hi guys yesterday i installed this extension and i love the idea, problem is that for me still a lot of spam accounts get created, any idea what i can do?", "u1")
    hy_3 = (A, "Please carefully read https://github.com/magento-hackathon/HoneySpam/issues/25. Play around with the type and the name of the honeypot input field. Type `email` and name `email2` worked great for me.", "u2")
    hy_4 = (U, "Hi, type=email, name=email2, and similar things doesn't do the trick for me, the bot seems to notice the honeypot very well. \n\nAny Ideas left? Going to switch to captcha as last resort don't like it though :(", "u1")
    hy_5 = (A, "No, then I do not have any other idea :/\n\nYou may have a look at Google \"invisible\" CAPTCHA. It is at least not as annoying as normal CAPTCHAs.", "u2")
    hy_6 = (U, "i wonder why the bot isnt trapped here, i use honeypots in all my other application and they work just fine.", "u1")
    rec(HONEYSPAM, [hy_1], hy_2[1], True, "pronoun", ["this extension"], "I installed the HoneySpam Magento extension but spam accounts are still created; what can I do?", author="u1")
    rec(HONEYSPAM, [hy_1, hy_2], hy_3[1], True, "ellipsis", [], "To stop spam accounts getting past HoneySpam, vary the type and name of its honeypot input field (type `email`, name `email2` works well), as HoneySpam issue #25 explains.", author="u2")
    rec(HONEYSPAM, [hy_1, hy_2, hy_3], hy_4[1], True, "ellipsis", ["similar things"], "Renaming HoneySpam's honeypot field (type=email, name=email2) doesn't stop the bot, which detects the honeypot; any ideas before I switch to a captcha?", author="u1")
    rec(HONEYSPAM, [hy_1, hy_2, hy_3, hy_4], hy_5[1], True, "ellipsis", [], "If renaming HoneySpam's honeypot field fails, try Google's invisible CAPTCHA, which is less annoying than normal CAPTCHAs.", author="u2")
    rec(HONEYSPAM, [hy_1, hy_2, hy_3, hy_4, hy_5], hy_6[1], True, "ellipsis", ["here"], "Why isn't the bot trapped by HoneySpam's honeypot when honeypots work fine in all my other applications?", author="u1")
    rec(HONEYSPAM, [hy_1, hy_2, hy_3, hy_4, hy_5, hy_6], "Three possible reasons I can think of:\n\n1. Wrong installation.\n2. The bots became smarter.\n3. The other honeypot implementations are better.", True, "ellipsis", [], "Three possible reasons HoneySpam's honeypot doesn't trap the bot: a wrong installation, smarter bots, or better honeypot implementations elsewhere.", author="u2")

    hk1 = (U, "Comment by Bojan Kovacec on honeypot-captcha-aspx", "u1")
    rec(HAACKED, [hk1], HP_AUTOFILL, False, SELF, [], None, author="u1")
    lend(HAACKED, [hk1], HP_HARDEN, SAME, IDENTITYSITE)

    # ---- Hacktoberfest and good-first-issue labels for newcomers ----
    gm1 = (U, "Hacktoberfest", "u1")
    gm2 = (U, "https://hacktoberfest.digitalocean.com is coming up. If there's any work for first time contributors it would be great to add and label them! It's a great initiative to get folks involved.", "u1")
    gm3 = (A, "I made a Hacktoberfest label 🎃 @ChristopherBiscardi we good to create issues for first time contributors/hacktoberfesters and tag them as we see technical tasks or features needed?", "u2")
    gm4 = (A, "Sounds great :) feel free to create/label issues y'all feel are good for this", "u3")
    rec(GATSBYMDX, [gm1], gm2[1], True, "ellipsis", [], "Hacktoberfest is coming up; it would be great to add and label gatsby-mdx issues for first-time contributors.", author="u1")
    rec(GATSBYMDX, [gm1, gm2], gm3[1], True, "ellipsis", [], "I made a Hacktoberfest label on gatsby-mdx; @ChristopherBiscardi may we create issues for first-time contributors and tag them as we spot tasks?", author="u2")
    rec(GATSBYMDX, [gm1, gm2, gm3], gm4[1], True, "ellipsis", ["this"], "Feel free to create and label gatsby-mdx issues you think are good for Hacktoberfest newcomers.", author="u3")
    lend(GATSBYMDX, [gm1, gm2], GF_HARD, SAME, QUICK)

    dr1 = (U, "Create label for new contributors", "u1")
    rec(DROID, [dr1], "It would be helpful to have a label like `good first issue` that can be worked on by those new to this project. It would also be helpful for events like https://hacktoberfest.digitalocean.com/ where users are encouraged to submit pull requeststo open source repositories to earn a t-shirt.", True, "pronoun", ["this project"], "DROID should have a label like `good first issue` for issues newcomers to the project can work on; it would also help for events like Hacktoberfest.", author="u1")
    lend(DROID, [dr1], GF_TIPS, SAME, GRATIPAY)

    ah1 = (U, "GitHub labels for 1st time contributors", "u1")
    ah2 = (U, "Not exactly specific projects, but I've noticed these labels are gaining in popularity and allow very flexible overview of open '1st time contributors'-friendly issues.", "u1")
    rec(AWESOMEHACK2, [ah1], ah2[1], True, "pronoun", ["these labels"], "GitHub labels for first-time contributors, though not projects, are gaining popularity and give a flexible overview of open newcomer-friendly issues, so they belong on awesome-hacktoberfest.", author="u1")

    ak1 = (U, "More links", "u1")
    ak2 = (U, "- Add label good first issue\n- Add label hacktoberfest\n- Add search engine for newcomer issues", "u1")
    ak3 = (A, "The link here is missing a `+`: `https://github.com/search?q=label%3Ahacktoberfest+state%3Aopen+type%3Aissue`", "u2")
    rec(AWESOMEHACK22, [ak1], ak2[1], True, "ellipsis", [], "This awesome-hacktoberfest pull request adds links for the `good first issue` and `hacktoberfest` labels and a search engine for newcomer issues.", author="u1")
    rec(AWESOMEHACK22, [ak1, ak2], ak3[1], True, "ellipsis", ["The link here"], "The awesome-hacktoberfest link to the hacktoberfest label search is missing a `+`; it should be `https://github.com/search?q=label%3Ahacktoberfest+state%3Aopen+type%3Aissue`.", author="u2")
    rec(AWESOMEHACK22, [ak1, ak2, ak3], "Fixed. Sorry for the effort caused!", True, "ellipsis", [], "The missing `+` in awesome-hacktoberfest's hacktoberfest label link is fixed.", author="u1")

    cm1 = (U, "Update contributor's guide with new labels", "u1")
    cm2 = (U, "The guide has still refers to the old `Contributor Friendly` label, update it by pointing to `help wanted` and `good first issue` labels.", "u1")
    rec(CAMELOT, [cm1], cm2[1], True, "ellipsis", ["The guide"], "Camelot's contributor's guide still refers to the old `Contributor Friendly` label; update it to point to the `help wanted` and `good first issue` labels.", author="u1")
    rec(CAMELOT, [cm1, cm2], "I'm on it", True, "pronoun", ["it"], "I'm updating Camelot's contributor's guide to the `help wanted` and `good first issue` labels.", author="u2")
    rec(CAMELOT, [cm1, cm2, (A, "I'm on it", "u2")], "Done #116", True, "ellipsis", [], "Camelot's contributor's guide now points to the new labels, done in #116.", author="u2")
    lend(CAMELOT, [cm1, cm2], GF_HARD, SAME, QUICK)

    gp1 = (U, "Join Hacktoberfest", "u1")
    gp2 = (U, "Hey! =) It's a bit late, but how about adding hacktoberfest label to interesting issues for newcomers? https://hacktoberfest.digitalocean.com/", "u1")
    rec(GRATIPAY, [gp1], gp2[1], True, "ellipsis", [], "How about adding a hacktoberfest label to Gratipay's interesting issues for newcomers?", author="u1")
    rec(GRATIPAY, [gp1, gp2], GF_TIPS, False, SAME, [], None, author="u2")
    rec(GRATIPAY, [gp1, gp2, (A, GF_TIPS, "u2")], "Done for the year. Closing until 2017.", True, "ellipsis", [], "Gratipay's Hacktoberfest labelling is done for this year; the issue is closed until 2017.", author="u2")

    qk1 = (U, "Label for Hacktoberfest?", "u1")
    qk2 = (U, "[Hacktoberfest](https://hacktoberfest.digitalocean.com/) starts next Saturday (10/01) and we can get some extra help by having trivial/not-complex issues tagged with label `Hacktoberfest` (the official website links to [this query](https://github.com/search?l=&q=state%3Aopen+label%3Ahacktoberfest&ref=advsearch&type=Issues&utf8=%E2%9C%93))", "u1")
    qk3 = (U, "What you all think?", "u1")
    qk4 = (A, "Yeah, I'd love to tag issues that newcomers to the Quick codebase could work on!", "u2")
    qk5 = (A, "I don't know about labeling them with \"Hacktoberfest\", though:\n\n- It seems like many \"featured projects\" on their website don't include the label.\n- " + GF_HARD + " Labeling things as \"hacktober\", then removing the label in November, seems like less impactful work.", "u2")
    rec(QUICK, [qk1], qk2[1], True, "ellipsis", ["we"], "Hacktoberfest starts next Saturday; Quick could get extra help by tagging trivial issues with a `Hacktoberfest` label.", author="u1")
    rec(QUICK, [qk1, qk2], qk3[1], True, "ellipsis", [], "What do you all think of tagging Quick's trivial issues with a `Hacktoberfest` label?", author="u1")
    rec(QUICK, [qk1, qk2, qk3], qk4[1], True, "ellipsis", [], "I'd love to tag issues newcomers to the Quick codebase could work on for Hacktoberfest.", author="u2")
    rec(QUICK, [qk1, qk2, qk3, qk4], qk5[1], True, "pronoun", ["them", "the label"], "I doubt Quick should label newcomer issues \"Hacktoberfest\": many featured projects don't use the label, and labelling then unlabelling in November matters less than writing thoughtful issues.", author="u2")
    rec(QUICK, [qk1, qk2, qk3, qk4, qk5], "Speaking of that. 😜", True, "pronoun", ["that"], "Speaking of creating thoughtful issues and instructions for newcomers to Quick.", author="u3")
    rec(QUICK, [qk1, qk2, qk3, qk4, qk5, (A, "Speaking of that. 😜", "u3")], "I like the idea of adding some kind of label for newcomers but I agree with @modocache that a tag called \"Hacktoberfest\" may not be the best route.", True, "ellipsis", ["the idea"], "I like adding a newcomer label to Quick's issues, but agree with @modocache that a tag called \"Hacktoberfest\" may not be the best route.", author="u3")

    cx1 = (U, "add hacktoberfest label to newbie issues?", "u1")
    cx2 = (U, "Hello, I'm new to contributing to open source so not sure if this is the best way to make a suggestion.  It seems that some of the issues may be good candidates for [Hacktoberfest](https://hacktoberfest.digitalocean.com/)?", "u1")
    rec(CALLISTO, [cx1], cx2[1], True, "ellipsis", ["the issues"], "Some of callisto-core's issues may be good candidates for a Hacktoberfest label for newcomers.", author="u1")
    rec(CALLISTO, [cx1, cx2], "+1", True, "ellipsis", [], "I agree that callisto-core should label newbie issues for Hacktoberfest.", author="u2")
    rec(CALLISTO, [cx1, cx2, (A, "+1", "u2")], "I added a couple before the month was up--we'll be more ready next year. Thanks for the nudge!", True, "ellipsis", ["a couple", "the month"], "I added the hacktoberfest label to a couple of callisto-core issues before October ended; next year we'll be readier.", author="u3")
    lend(CALLISTO, [cx1, cx2], GF_TIPS, SAME, GRATIPAY)

    jh1 = (U, "Hacktoberfest labels in repos to encourage contribution?", "u1")
    jh2 = (U, "I was looking through a few issues marked \"good first issue\" on the BinderHub repo today. I wondered if we could take advantage of [Hacktoberfest](https://hacktoberfest.digitalocean.com/) and add a \"hacktoberfest\" label to such issues to encourage contributions? Thoughts?", "u1")
    jh3 = (U, "This is an event that happens between 1st and 31st October (in any timezone) annually. So we don't have to decide for this year's event if we want a longer discussion on this.", "u1")
    jh4 = (A, "I think it would be great to look through and make sure our \"good first issue\" labels are up-to-date for hacktoberfest, I think it's a great project.", "u2")
    rec(JHCOMPASS, [jh1], jh2[1], True, "ellipsis", ["we"], "Could the JupyterHub projects add a \"hacktoberfest\" label to their \"good first issue\" issues, such as BinderHub's, to encourage contributions?", author="u1")
    rec(JHCOMPASS, [jh1, jh2], jh3[1], True, "pronoun", ["This", "this"], "Hacktoberfest runs from 1 to 31 October every year, so the JupyterHub team need not decide on hacktoberfest labels for this year's event.", author="u1")
    rec(JHCOMPASS, [jh1, jh2, jh3], jh4[1], True, "ellipsis", ["our"], "The JupyterHub team should check that its \"good first issue\" labels are up to date for Hacktoberfest, a great project.", author="u2")
    rec(JHCOMPASS, [jh1, jh2, jh3, jh4], "I think it's a great idea - I'll try to do a bit of tagging in the JH repos this week as well.", True, "pronoun", ["it's"], "Labelling JupyterHub issues for Hacktoberfest is a great idea; I'll tag some in the JupyterHub repositories this week.", author="u3")
    rec(JHCOMPASS, [jh1, jh2, jh3, jh4, (A, "I think it's a great idea - I'll try to do a bit of tagging in the JH repos this week as well.", "u3")], "I really like the idea too, @sgibson91 and I'd be happy to help :tulip:.", True, "ellipsis", ["the idea", "too"], "I like the idea of hacktoberfest labels on JupyterHub's good first issues too, @sgibson91, and I'd be happy to help.", author="u4")

    gd1 = (U, "Curate issues labelled with `hacktoberfest` label during the Hacktoberfest", "u1")
    gd2 = (U, "Since hacktoberfest is going to start soon, it will be really helpful for the beginners if they can find all the `hacktoberfest` labelled issues as well on gfi.", "u1")
    gd3 = (A, "Hi, I want to contribute my good first issue but don't really know how to do it. Can you assign this one to me? I don't know much about contributing but will try my best...", "u2")
    rec(GFIDS, [gd1], gd2[1], True, "ellipsis", [], "Since Hacktoberfest is starting soon, good-first-issue (gfi) should also list `hacktoberfest`-labelled issues for beginners.", author="u1")
    rec(GFIDS, [gd1, gd2], gd3[1], True, "pronoun", ["this one"], "Can you assign me the good-first-issue task of curating `hacktoberfest`-labelled issues? It would be my first contribution.", author="u2")
    rec(GFIDS, [gd1, gd2, gd3], "Please send a PR with updating the labels here - https://github.com/deepsourcelabs/good-first-issue/blob/master/data/labels.json", True, "ellipsis", ["the labels here"], "To curate `hacktoberfest` issues on good-first-issue, send a PR updating the labels in data/labels.json.", author="u3")
    lend(GFIDS, [gd1, gd2], GF_HARD, SAME, QUICK)

    wh1 = (U, "Label issues for new contributors", "u1")
    wh2 = (U, "GitHub kinda hints on this:\n\n\\+ there is also [Hacktoberfest](https://hacktoberfest.digitalocean.com/)!", "u1")
    rec(WEBHINT, [wh1], wh2[1], True, "pronoun", ["this"], "GitHub hints that projects like webhint should label issues for new contributors, and there is also Hacktoberfest.", author="u1")
    rec(WEBHINT, [wh1, wh2], "I've added a few ones. From now on we should start labelling as soon as we create them.", True, "ellipsis", ["a few ones"], "I've labelled a few webhint issues for new contributors; from now on we should label issues as soon as we create them.", author="u2")
    lend(WEBHINT, [wh1, wh2], GF_TIPS, SAME, GRATIPAY)

    # further lends (property-based testing, canaries, honeypots, newcomer labels)
    lend(FCL, [fc1], PB_HYPOTHESMITH, SAME, VERA)
    lend(SCALAMETA, [sm1, sm2], PB_HYPOTHESMITH, SAME, VERA)
    lend(OCTAVE, [oc1], PB_HYPOTHESMITH, SAME, VERA)
    lend(ALMIDE, [am1], PB_SCORECARD, SAME, BITMATH)
    lend(RETRACE, [rt1], PB_SCORECARD, SAME, BITMATH)
    lend(MOJOPROP, [mj1, mj2], PB_SCORECARD, SAME, BITMATH)
    lend(PROV, [pr1], PB_TRAD, SAME, MOJOPROP)
    lend(BITMATH, [bm1], PB_TRAD, SAME, MOJOPROP)
    lend(OCTAVE, [oc1], PB_FINDS, SAME, RETRACE)
    lend(SCALAMETA, [sm1], PB_GIVEN, SELF, LEARNPY)
    lend(FCL, [fc1], PB_SHRINK, SELF, HYP996)
    lend(MOJOPROP, [mj1], PB_SHRINK, SELF, HYP996)
    lend(CADDR, [ca1], CN_HIGHTRAFFIC, SAME, DEPLOYAH)
    lend(SREINTRO, [sr1], CN_HIGHTRAFFIC, SAME, DEPLOYAH)
    lend(GEEKZONE, [gz1], CN_NATIVE, SAME, DEPLOYAH)
    lend(WHEELFORM, [wf1], HP_AUTOFILL, SELF, HAACKED)
    lend(FORMERLY, [fm1, fm2], HP_AUTOFILL, SELF, HAACKED)
    lend(DANEPUB, [dp_1], HP_AUTOFILL, SELF, HAACKED)
    lend(IDENTITYSITE, [id1], HP_SIMPLE, SELF, WHEELFORM)
    lend(HAACKED, [hk1], HP_SIMPLE, SELF, WHEELFORM)
    lend(ONOFFICE, [oo1, oo2], HP_HARDEN, SAME, IDENTITYSITE)
    lend(NOTIFYAPI, [na1], HP_HARDEN, SAME, IDENTITYSITE)
    lend(AWESOMEHACK22, [ak1], GF_TIPS, SAME, GRATIPAY)
    lend(DROID, [dr1], GF_HARD, SAME, QUICK)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- model rocketry: flight computers, apogee and parachute deployment ----
    rk0 = (U, "Feature request: activate 2nd servo at a certain atlitude instead of after a set time delay", "u1")
    # The description's first sentence is a general claim about flight computers: a trap in its own thread.
    rec(P2_ROCKIT, [rk0], P2_R_DUAL, False, SAME, [], None, author="u1")
    rkq = "How to accomplish this with rockit's altimeter?"
    rec(P2_ROCKIT, [rk0, (U, P2_R_DUAL, "u1")], rkq, True, "pronoun", ["this"], "How can Rockit's altimeter fire the second servo (the main chute) at a set altitude, around 100 meters, instead of after a set time delay?", author="u1")
    lend(P2_ROCKIT, [rk0], P2_R_NOISY, SAME, P2_UOR)

    tj1 = (U, "New Process for Apogee Detection. This process analyses altitude readings in order to determine if a deceleration pattern is present.This is then used to make a predictive estimate on the number of seconds till apogee.", "u1")
    tjq = "This method is defined separately and can be included in the main driver file."
    rec(P2_TEJAS, [tj1], tjq, True, "pronoun", ["This method"], "The apogee-prediction method of this Tejas Rocket Flight Computer pull request is defined separately and can be included in the main driver file.", author="u1")
    tja = "Hello!\nThank you for the pr!\nI'll check out the code on the Flight Computer in some time."
    rec(P2_TEJAS, [tj1, (U, tjq, "u1")], tja, True, "ellipsis", ["the pr", "the code"], "Thank you for the apogee-detection pull request to Tejas Rocket Flight Computer; I'll check out its code on the flight computer in some time.", author="u2")
    lend(P2_TEJAS, [tj1], P2_R_NOISY, SAME, P2_UOR)

    cs1 = (U, "Rocket flight procedure implementation. - [ ] Takeoff detection \nDetect when the rocket has successfully taken off __by using the onboard accelerometer__", "u1")
    csq = "- [ ] Emergency engine shutdown\nDetect if the rocket has treaded off course __by using the gyro or accelerometer__"
    rec(P2_CANSAT, [cs1], csq, True, "ellipsis", ["the rocket"], "The cansat rocket flight procedure also needs an emergency engine shutdown: detect if the rocket has veered off course by using the gyro or accelerometer.", author="u1")
    cs2 = (U, "- [ ] Rocket apogee detection and parachute deployment\nAfter a successful launch, await the descent (fall) and deploy the onboard parachute __by using the accelerometer__", "u1")
    csn = "Note: Every check requires at least three subchecks (using three different sensors to ensure correct measurements and error reduction)"
    rec(P2_CANSAT, [cs1, (U, csq, "u1"), cs2], csn, True, "ellipsis", ["Every check"], "In the cansat rocket flight procedure (takeoff detection, emergency shutdown, apogee detection and parachute deployment), every check requires at least three subchecks using three different sensors, to ensure correct measurements and reduce errors.", author="u1")
    lend(P2_CANSAT, [cs1], P2_R_DUAL, SAME, P2_ROCKIT)

    c84 = (U, "Create automatic Timer for Main deployment if all baros have been eliminated and no main timer has been set. Get apogee and compute a needed timer with expected downwards speed to trigger the main through a timer for the wanted main altitude.", "u1")
    rec(P2_CATS84, [c84], "Too dangerous", True, "ellipsis", ["Too dangerous"], "An automatic main-chute timer in the CATS flight computer, computed from apogee and the expected descent speed when all barometers are eliminated, is too dangerous.", author="u2")
    lend(P2_CATS84, [c84], P2_R_DUAL, SAME, P2_ROCKIT)

    c307 = (U, "Remove Barometric Pressure Liftoff. Due to safety concerns, Barometric Pressure Liftoff is no longer supported.", "u1")
    c307q = "In particular, if the flight computer is in a rocket, armed and the rocket is disassembled, the change in pressure sets of liftoff which might be dangerous in that particular event."
    rec(P2_CATS307, [c307], c307q, True, "ellipsis", ["In particular"], "Barometric pressure liftoff detection was removed from the CATS flight computer for safety: if the flight computer is in a rocket, armed, and the rocket is disassembled, the change in pressure sets off liftoff, which might be dangerous.", author="u1")
    rec(P2_CATS307, [c307, (U, c307q, "u1")], "Hence it is discontinued", True, "pronoun", ["it"], "Hence barometric pressure liftoff detection is discontinued in the CATS flight computer.", author="u1")

    c65 = (U, "Barometer Liftoff Detection only if all accelerometers are eliminated. In the case of all accelerometers being eliminated, start doing liftoff detection with the barometer. If at any point the accelerometer is reenabled, restart liftoff detection with IMU.", "u1")
    rec(P2_CATS65, [c65], "Probably we should keep it as a backup also if we have not eliminated the accels", True, "pronoun", ["it"], "Probably the CATS flight computer should keep barometer liftoff detection as a backup even when the accelerometers have not been eliminated.", author="u2")
    lend(P2_CATS65, [c65], P2_R_NOISY, SAME, P2_UOR)

    rd1 = (U, "Research High-altitude Recovery-Parachute clustering-Grid Fins-Gas Ejection. What: Look into how to recover our rockets when they go in low oxygen areas. Write at least a page of summary/procedure that can be shared at an All Hands\nWhy: We can't have our rocket just falling to the ground and our normal blackpowder ejection won't work because low oxygen.", "u1")
    rda = "Some links:\nAltimeter Comparison: http://www.rocketryforum.com/showthread.php?121323-Altimeters-Comparison-guide\nLegality of Control Surfaces: http://www.rocketryforum.com/showthread.php?32665-Is-it-legal-for-me-to-use-an-active-control-system-on-my-high-powered-rocket"
    rec(P2_RDT, [rd1], rda, True, "ellipsis", ["Some links"], "Links for researching high-altitude rocket recovery: an altimeter comparison guide (rocketryforum.com) and a thread on the legality of active control surfaces on a high-powered rocket.", author="u2")
    rdq = "The plan for piston ejection right now is taking a canister of CO2 like in a paintball gun and putting it underneath the nose cone. Then we just need an altitude check from some person working on altimeters. When they say go, somehow we need to open the canister."
    rec(P2_RDT, [rd1, (A, rda, "u2")], rdq, True, "ellipsis", ["The plan for piston ejection"], "For recovering our rocket where black-powder ejection fails in low oxygen, the plan for piston ejection is a CO2 canister, as in a paintball gun, underneath the nose cone, opened when an altimeter's altitude check says go.", author="u1")
    rec(P2_RDT, [rd1, (A, rda, "u2"), (U, rdq, "u1")], "I was originally thinking a solenoid valve, but that may be too heavy.", True, "pronoun", ["that"], "To open the CO2 canister for the rocket's piston ejection I was originally thinking of a solenoid valve, but a solenoid valve may be too heavy.", author="u1")
    lend(P2_RDT, [rd1], P2_R_DUAL, SAME, P2_ROCKIT)

    uo1 = (U, "Apogee. To test orient the sbg upside down and move the sbg downward. \"Apogee \\n\" should be printing to terminal. The current apogee detection checks if the sbg is falling and the sbg is oriented anywhere between sideways and upside down.", "u1")
    uoq = "I'll try to add error detection later. There exists the possibility that if there is a noisy sensor reading apogee will be detected."
    rec(P2_UOR, [uo1], uoq, True, "ellipsis", ["error detection"], "I'll try to add error detection to uorocketry's SBG-based apogee detection later: a noisy sensor reading could make it detect apogee.", author="u1")

    # ---- espresso machines: boiler temperature control and shot profiling ----
    g340 = (U, "[Feature Request] Temperature Profiling. ### Describe the feature\n\nWould like to set a target temperature for each stage of the profile", "u1")
    # A quoted general claim about roast and profiles: a trap in its own thread.
    rec(P2_GGM340, [g340], P2_E_ACID, False, SAME, [], None, author="u1")
    rec(P2_GGM340, [g340, (U, P2_E_ACID, "u1")], "Duplicate of #240", True, "ellipsis", ["Duplicate"], "This GaggiMate feature request for a target temperature per profile stage is a duplicate of GaggiMate issue #240.", author="u2")

    g336 = (U, "[Feature Request] Decrease temperature during phase of a shot. I would like gaggimate to give me an option to drop the temperature during a phase of the shot. A simple on off of the heating element would work but also having a target temperature would be great.", "u1")
    rec(P2_GGM336, [g336], P2_E_DECENT, False, SAME, [], None, author="u1")
    g336q = "I believe the simulated lever profile could also benefit from this feature, as many lever machines naturally experience a temperature drop toward the end of extraction."
    rec(P2_GGM336, [g336, (U, P2_E_DECENT, "u1")], g336q, True, "pronoun", ["this feature"], "I believe GaggiMate's simulated lever profile could also benefit from an option to drop the temperature during a phase of the shot, as many lever machines naturally experience a temperature drop toward the end of extraction.", author="u1")
    rec(P2_GGM336, [g336, (U, P2_E_DECENT, "u1"), (U, g336q, "u1")], "Already in #240", True, "ellipsis", ["Already"], "Dropping the temperature during a phase of a shot is already requested in GaggiMate issue #240.", author="u2")

    g189 = (U, "[Compatibility Request] Profitec GO. ### What method of heating does your machine use?\n\nSingle boiler\n\n### Additional context\n\nMachine have own PID control.", "u1")
    rec(P2_GGM189, [g189], "It would be great to have possibility for pressure & water flow profiling.", True, "ellipsis", ["possibility"], "It would be great to have pressure and water-flow profiling with GaggiMate on a Profitec GO (single boiler, its own PID control).", author="u1")

    ea0 = (U, "Pressure control, profiling and preinfusion?", "u1")
    rec(P2_ESPARM, [ea0], "have you implemented these options on your setup? regards!", True, "pronoun", ["these options"], "Have you implemented pressure control, pressure profiling and preinfusion on your espresso-arm setup?", author="u1")
    lend(P2_ESPARM, [ea0], P2_E_ACID, SAME, P2_GGM340)
    lend(P2_ESPARM, [ea0], P2_E_DECENT, SAME, P2_GGM336)

    cp1 = (U, "1. Added PID algorithm for temperature control\n2. Added OTA\n3. Changed the way to communicate with the client to WebSockets.\n4. There is an auto-tuning of the PID controller parameters, but the best result can be obtained with manual tuning.", "u1")
    cpq = "Do you have any P I D values that can work good for a gaggia classic? or auto tune is OK..."
    rec(P2_COFFEEPID, [cp1], cpq, True, "ellipsis", ["auto tune"], "Do you have CoffeePID PID values that work well for a Gaggia Classic, or is CoffeePID's PID auto-tuning OK?", author="u2")
    cpa = "I have no PID values for gaggia classic. I have a different boiler, it is brass and has a much larger volume - 600 ml, and the heater power is less - 600W. So my coefficients - Kp = 20, Ki = 0.2, Kd = 100 will not work for Gaggia."
    rec(P2_COFFEEPID, [cp1, (U, cpq, "u2")], cpa, True, "ellipsis", ["a different boiler"], "I have no CoffeePID PID values for a Gaggia Classic: my machine's boiler is brass, 600 ml, with a 600 W heater, so my coefficients (Kp = 20, Ki = 0.2, Kd = 100) will not work for a Gaggia.", author="u1")
    rec(P2_COFFEEPID, [cp1, (U, cpq, "u2"), (U, cpa, "u1")], "I only used autotune to estimate possible coefficients.", True, "ellipsis", ["autotune"], "I only used CoffeePID's PID auto-tuning to estimate possible coefficients for my boiler.", author="u1")
    lend(P2_COFFEEPID, [cp1], P2_E_DECENT, SAME, P2_GGM336)

    gu1 = (U, "Refill boiler when set temp is reached. When warming up the machine beats need to be dropped, it will empty the boiler a little bit. \nSo after the 15 min warm or so up and I’m starting with my shot I’ll manually refill my boiler. That new freshly added water makes it a bit unstable again and needs to settle down.", "u1")
    rec(P2_GAGGIUINO, [gu1], "Why do you think the boiler is not full after dropping beats ?", True, "ellipsis", ["the boiler"], "Why do you think the Gaggiuino machine's boiler is not full after dropping beats during warm-up?", author="u2")
    lend(P2_GAGGIUINO, [gu1], P2_E_DECENT, SAME, P2_GGM336)

    dp0 = (U, "Temperature control not well tuned", "u1")
    rec(P2_DIYPRESSO, [dp0], "PID parameters seem to need some tuning. Boiler temperature frequently overshooting.", True, "ellipsis", ["PID parameters"], "The diyPresso One's temperature-control PID parameters seem to need some tuning: its boiler temperature frequently overshoots.", author="u1")
    lend(P2_DIYPRESSO, [dp0], P2_E_ACID, SAME, P2_GGM340)

    de1 = (U, "Hot water arrives at the profile's temperature, not the hot water setting. ## What happens\n\nHot water set to 80 °C comes out at the loaded profile's brewing temperature instead.", "u1")
    deq = "**The machine idles at the temperature its profile starts at.** Hot water is drawn through that, so it arrives at whatever the machine has been sitting at rather than at the temperature it was asked for."
    rec(P2_DECAID, [de1], deq, True, "pronoun", ["The machine", "that"], "With decaid, the Decent DE1 idles at the temperature its loaded profile starts at, and hot water is drawn through that, so the hot water arrives at the idle temperature rather than at the 80 °C hot-water setting.", author="u1")
    deq2 = "- profile at 80 → machine idles at 80 → hot water at 80 is correct"
    rec(P2_DECAID, [de1, (U, deq, "u1")], deq2, True, "ellipsis", ["profile at 80"], "With a decaid profile brewing at 80 °C the DE1 idles at 80, so hot water set to 80 °C arrives correctly.", author="u1")
    lend(P2_DECAID, [de1], P2_E_ACID, SAME, P2_GGM340)

    # ---- contract bridge: bidding and double-dummy play ----
    p98 = (U, "Classroom report: Basic_What_To_Open · Deal 23", "u1")
    rec(P2_PBS98, [p98], P2_B_CARD, False, SAME, [], None, author="u1")
    p98b = (U, P2_B_CARD + " not everyone plays Forcing NT.  did you see an alert in the BBA file?", "u1")
    rec(P2_PBS98, [p98, p98b], "Fixed — the board now describes the 1NT response as natural and non-forcing.", True, "ellipsis", ["the board"], "Fixed: Practice-Bidding-Scenarios' Basic_What_To_Open deal 23 now describes the 1NT response as natural and non-forcing.", author="u1")

    p182 = (U, "Classroom report: Basic_NT · Deal 2 (from Rick). This is an example of the wrong kind of hand to be the 2nd in 1NT openings - it's a 16 point hand with a 5-card minor.", "u1")
    p182q = "This is a good one to accept the invite, but that's beyond a beginning lesson."
    rec(P2_PBS182, [p182], p182q, True, "pronoun", ["This"], "The 16-point hand with a 5-card minor in Practice-Bidding-Scenarios' Basic_NT deal 2 is a good one to accept the invite, but that is beyond a beginning lesson.", author="u1")
    p182r = "Better to have opener have 15 HCP or 17 HCP for these decisions, especially at hand #2."
    rec(P2_PBS182, [p182, (U, p182q, "u1")], p182r, True, "ellipsis", ["these decisions"], "In the Basic_NT lesson of Practice-Bidding-Scenarios it is better for the 1NT opener to have 15 or 17 HCP for accept-or-decline decisions, especially at hand #2.", author="u1")
    p182a = "Agreed and removed. The 16-point accept/decline judgment hand doesn't belong at board 2 — early boards should be clear-cut 15s and 17s. The lesson now runs 29 boards."
    rec(P2_PBS182, [p182, (U, p182q, "u1"), (U, p182r, "u1")], p182a, True, "ellipsis", ["Agreed and removed"], "The 16-point accept/decline judgment hand was removed from board 2 of Practice-Bidding-Scenarios' Basic_NT lesson; early boards should be clear-cut 15s and 17s, and the lesson now runs 29 boards.", author="u1")

    p233 = (U, "Classroom report: Basic_Responses · Deal 18. too much info -- With no major fit found, the partnership settles in notrump.", "u1")
    rec(P2_PBS233, [p233], "Fixed. Trimmed 'With no major fit found, the partnership settles in notrump' — the chunk now just explains partner's 1NT rebid.", True, "ellipsis", ["the chunk"], "Fixed: in Practice-Bidding-Scenarios' Basic_Responses deal 18 the sentence 'With no major fit found, the partnership settles in notrump' was trimmed, and the text now just explains partner's 1NT rebid.", author="u1")

    p93 = (U, "Classroom report: Basic_What_To_Open · Deal 21. My partner has 4+ hearts.  be accurate and terse.", "u1")
    rec(P2_PBS93, [p93], "Fixed. Partner's 1H is now described as just 'four or more hearts and responding values' — accurate and terse, with no claim about a long suit you can't see.", True, "ellipsis", ["Partner's 1H"], "Fixed: in Practice-Bidding-Scenarios' Basic_What_To_Open deal 21, partner's 1H response is now described as just 'four or more hearts and responding values'.", author="u1")

    p60 = (U, "Opening 1N vs overcalling 1N. When we open 1N we have practice deals for\nStayman\nTexas\nSmolen\nJacoby\nMinor suit Stayman\nMinor Suit Transfer\nGerber\n\nNow when we overcall 1N it seems we have no scenarios, so I am looking for all of the above but after a natural overcall 1N.", "u1")
    rec(P2_PBS60, [p60], "They're on my list!", True, "pronoun", ["They"], "Practice-Bidding-Scenarios scenarios for Stayman, Texas, Smolen, Jacoby and the other conventions after our natural 1NT overcall are on my list.", author="u2")
    p60b = "I've added We_Pvercall_NT_then\nJacoby\nTexas\nStayman -- I configured this for Drop Dead, Crawling, or regular Stayman\nSmolen\n\nWhat can I do to get BBA to bid Drop Dead or Crawling?"
    rec(P2_PBS60, [p60, (A, "They're on my list!", "u2")], p60b, True, "ellipsis", ["Drop Dead or Crawling"], "I've added Practice-Bidding-Scenarios scenarios after our 1NT overcall for Jacoby, Texas, Stayman (configured for Drop Dead, Crawling or regular Stayman) and Smolen. What can I do to get BBA to bid Drop Dead or Crawling Stayman?", author="u2")
    rec(P2_PBS60, [p60, (A, "They're on my list!", "u2"), (A, p60b, "u2")], "Hope that Edward find time to implement it, but I doubt it. He has a lot of open issues for BBA.", True, "pronoun", ["it"], "I hope Edward finds time to implement Drop Dead or Crawling Stayman in BBA, but I doubt it: he has a lot of open issues for BBA.", author="u1")

    t337 = (U, "Bridge: Advance partner's NT overcall. An example where the bot had sufficient strength to advance partner's 1NT overcall but failed to do so (ideally should've advanced to 4H).", "u1")
    # The quoted SAYC booklet sentence is a general rule: a trap in its own thread.
    rec(P2_TRICK337, [t337], P2_B_1NT, False, SAME, [], None, author="u1")
    t337q = "When advancing, the bot should at least be competing to the known team point level (which is already known to likely be game in this example). Currently the bot is missing logic for this."
    rec(P2_TRICK337, [t337, (U, P2_B_1NT, "u1")], t337q, True, "pronoun", ["this example", "this"], "When advancing partner's 1NT overcall, the TricksterBots bridge bot should at least compete to the known team point level (likely game in the example deal, 4H); currently the bot is missing logic for advancing.", author="u1")
    lend(P2_TRICK337, [t337], P2_B_NOFIT, SAME, P2_PBS233)

    t309 = (U, "Bridge: Fix Jacoby 2NT. Corrects opener rebids to relate to the opening suit and incorporates relative priority when choosing between overlapping bids.", "u1")
    rec(P2_TRICK309, [t309], "Also disables the convention if there's interference before responder bids.", True, "ellipsis", ["the convention"], "This TricksterBots fix also disables Jacoby 2NT if there's interference before responder bids.", author="u1")
    lend(P2_TRICK309, [t309], P2_B_CARD, SAME, P2_PBS98)
    lend(P2_TRICK309, [t309], P2_B_NOFIT, SAME, P2_PBS233)

    s22 = (U, "2NT response to a minor shouldn't need 13 hcp? From jill:\n\n\"I just bid a hand where I open one club, opponent over calls 1 diamonds, and my partner bids 2NT. your program says that is no trump bid over minor...13 to 15 points.", "u1")
    s22q = "I am told that two no trump bid over minor should be 11 to 12 points. Why wouldn't you just jump to three no trump if you had 13 to 15 points?\""
    rec(P2_SAYC22, [s22], s22q, True, "ellipsis", ["I am told"], "saycbridge says a 2NT bid over a minor shows 13 to 15 points, but I am told it should be 11 to 12 points: why wouldn't you just jump to 3NT with 13 to 15 points?", author="u1")
    lend(P2_SAYC22, [s22], P2_B_1NT, SAME, P2_TRICK337)

    s11 = (U, "Strong minor logic. http://www.saycbridge.com/bid/6-243fb09518dc2755ae3268faf4:P,P,P,2N,P,3H,P,3S,P,3N,P,P,P\nAutobidder has multiple issues here.", "u1")
    s11q = "1. 20-21 points should open 2NT.  I guess the issue is that there are two doubletons?  I would discount this because they are both stopped."
    rec(P2_SAYC11, [s11], s11q, True, "pronoun", ["the issue", "they"], "In this saycbridge hand, 20-21 points should open 2NT; I guess the autobidder's problem is the two doubletons, which I would discount because both are stopped.", author="u1")
    s11r = "1b. Transfers are on over 2NT.  With 5 spades, responder transfers and then bids 3NT to provide a choice of games.  Autobidder ignored the transfer and passed!"
    rec(P2_SAYC11, [s11, (U, s11q, "u1")], s11r, True, "ellipsis", ["Autobidder"], "In this saycbridge hand, transfers are on over 2NT: with 5 spades responder transfers and then bids 3NT to offer a choice of games, but saycbridge's autobidder ignored the transfer and passed.", author="u1")
    lend(P2_SAYC11, [s11], P2_B_NOFIT, SAME, P2_PBS233)

    w56 = (U, "Improve bridge AI play by always doing full double dummy solves. This gains about 1 IMP/hand compared to the previous strategy of MC rollouts with heuristic play down to 7 cards before double-dummy solving.", "u1")
    rec(P2_CATS56, [w56], "Performance is slower but still acceptable.", True, "ellipsis", ["Performance"], "CardsWithCats' bridge AI with full double-dummy solves is slower but still acceptable.", author="u1")

    w97 = (U, "Penalty double of a 1NT opening", "u1")
    rec(P2_CATS97, [w97], "Double with 15+ points, partner normally passes for penalty but will bid a 5+ card suit with a weak hand to avoid defending 1NT doubled when the opener is likely to make it.", True, "ellipsis", ["Double with 15+ points"], "In CardsWithCats' bridge bidding, double an opponent's 1NT opening with 15+ points; partner normally passes for penalty but bids a 5+ card suit with a weak hand to avoid defending 1NT doubled when the opener is likely to make it.", author="u1")
    lend(P2_CATS97, [w97], P2_B_1NT, SAME, P2_TRICK337)

    w54 = (U, "Improved AI for playing bridge hands. - Use information inferred from bidding when creating hands for MC rollouts\n- Improved heuristics for choosing rollout plays", "u1")
    rec(P2_CATS54, [w54], "- Double-dummy solver for sufficiently small hand sizes (works for any size hands, but too slow for >7 cards)", True, "ellipsis", ["sufficiently small hand sizes"], "CardsWithCats' improved bridge AI also adds a double-dummy solver for small hand sizes: it works for any hand size but is too slow above 7 cards.", author="u1")
    lend(P2_CATS54, [w54], P2_B_CARD, SAME, P2_PBS98)

    b132 = (U, "Missed opportunity for a lead directing double in B122 of match240310-_WBridge5_v_ben0308p5dd. Double at 3c should have positive ev", "u1")
    rec(P2_BEN132, [b132], "BBA suggests X", True, "ellipsis", ["X"], "BBA suggests a lead-directing double of 3C on board 122 of the WBridge5 v BEN match, where BEN missed it.", author="u1")
    b132q = "BEN also consider it"
    rec(P2_BEN132, [b132, (U, "BBA suggests X", "u1")], b132q, True, "pronoun", ["it"], "BEN also considers the lead-directing double of 3C on board 122.", author="u2")
    lend(P2_BEN132, [b132], P2_B_1NT, SAME, P2_TRICK337)

    # ---- tennis and padel scoring: deuce, tie-breaks and sets ----
    d101 = (U, "More detailed tiebreak scores", "u1")
    rec(P2_DEUCE101, [d101], P2_T_SUPER, False, SAME, [], None, author="u1")
    lend(P2_DEUCE101, [d101], P2_T_SET, SAME, P2_PUNTO15)

    d36 = (U, "Someone requested more scoring settings", "u1")
    d36a = "- option to replace the third set by a super-tiebreak (to 10 points - 2 points advantage)"
    rec(P2_DEUCE36, [d36], d36a, True, "ellipsis", ["option"], "Requested scoring setting for the Deuce tennis app: an option to replace the third set by a super-tiebreak to 10 points with a 2-point advantage.", author="u1")
    d36b = "- option to use the “No-Ad” rule\n- option to adjust set length (4 or 6 games)"
    rec(P2_DEUCE36, [d36, (U, d36a + "\n- option to replace the third set by a super-tiebreak (to 7 points - 2 points advantage)", "u1")], d36b, True, "ellipsis", ["option"], "Requested scoring settings for the Deuce tennis app: an option to use the No-Ad rule and an option to adjust set length (4 or 6 games).", author="u1")
    lend(P2_DEUCE36, [d36], P2_T_NODEUCE, SELF, P2_PUNTO29)

    pu17 = (U, "Deuce rules and the deciding point. ## What to build\n\nThe four Deuce rules, and the gold strip that shouts when a Point has become decisive.", "u1")
    rec(P2_PUNTO17, [pu17], "This is the one moment the app must be readable to someone mid-rally and barely looking, which is why gold is spent nowhere else.", True, "pronoun", ["This"], "A point becoming decisive (a deciding point) is the one moment the Punto de Oro padel app must be readable to someone mid-rally and barely looking, which is why gold is spent nowhere else.", author="u1")
    lend(P2_PUNTO17, [pu17], P2_T_SUPER, SAME, P2_DEUCE101)

    pu29 = (U, "Deuce rules and the deciding point. Closes #17\n\n## What\n- **Deuce rules.** `Rules` now has a Deuce rule: Advantage, Golden point, Silver point or Star point. The default is Advantage.", "u1")
    # The tie-break sentence's "it" is its own tie-break: a self-contained pronoun in its own thread.
    rec(P2_PUNTO29, [pu29], P2_T_NODEUCE, False, SELF, [], None, author="u1")
    pu29b = (U, "- **Gold strip.** At a Deciding point the middle strip turns solid gold `#FFCC00` and shows `GOLDEN POINT`, `SILVER POINT` or `STAR POINT`. The gold is defined once and used only there.", "u1")
    pu29q = "Everything on the strip turns black while it's gold, because the green and orange team colours are hard to read on gold."
    rec(P2_PUNTO29, [pu29, (U, P2_T_NODEUCE, "u1"), pu29b], pu29q, True, "pronoun", ["the strip", "it's gold"], "Everything on Punto de Oro's middle strip turns black while the strip is gold at a deciding point, because the green and orange team colours are hard to read on gold.", author="u1")
    rec(P2_PUNTO29, [pu29, (U, P2_T_NODEUCE, "u1"), pu29b, (U, pu29q, "u1")], "The spec doesn't cover that, so change it if you'd rather keep the team colours.", True, "pronoun", ["that"], "Punto de Oro's spec doesn't cover turning everything on the gold strip black, so change it if you'd rather keep the team colours.", author="u1")

    pu3 = (U, "Scoring rules and domain language. ## Question\n\nWhat is the precise scoring model and domain language for Punto de Oro?", "u1")
    rec(P2_PUNTO3, [pu3], "## Resolution\n\nGlossary: [`CONTEXT.md`](https://github.com/robmass/punto-de-oro/blob/main/CONTEXT.md) (commit 8d3f749).\n\n- **Model:** a Match is its **Rules** plus a **Point log**, where each Point is won by one Team.", True, "ellipsis", ["Resolution"], "Punto de Oro's scoring model and glossary are in CONTEXT.md (commit 8d3f749): a Match is its Rules plus a Point log, where each Point is won by one Team.", author="u1")

    pu15 = (U, "A full 3-set match, tie-breaks included. ## What to build\n\nA 3-set match playable start to finish, tie-breaks included.", "u1")
    rec(P2_PUNTO15, [pu15], "- [ ] " + P2_T_SET, False, SAME, [], None, author="u1")

    at216 = (U, "double square brackets for some super-tiebreak scores", "u1")
    rec(P2_ATP216, [at216], "e.g. [[10-7]] instead of [10-8]", True, "ellipsis", ["e.g."], "tennis_atp has double square brackets for some super-tiebreak scores, e.g. [[10-7]] instead of [10-8].", author="u1")
    lend(P2_ATP216, [at216], P2_T_SUPER, SAME, P2_DEUCE101)
    lend(P2_ATP216, [at216], P2_T_NODEUCE, SELF, P2_PUNTO29)

    br0 = (U, "Fix tie break errors", "u1")
    rec(P2_BRUIN, [br0], "#114  Addresses typo which caused tie break to display inaccurate scores.", True, "ellipsis", ["typo"], "This match-manager pull request fixes a typo that made tie breaks display inaccurate scores (issue #114).", author="u1")
    lend(P2_BRUIN, [br0], P2_T_SUPER, SAME, P2_DEUCE101)
    lend(P2_BRUIN, [br0], P2_T_NODEUCE, SELF, P2_PUNTO29)

    el0 = (U, "Please add tennis scoring as option", "u1")
    elq = "I love the game and the physics but would really love to option to play with tennis scoring, example 6-0, 5-7, 7-6 (3), 2-6, 6-3."
    rec(P2_ELEVEN, [el0], elq, True, "ellipsis", ["the game"], "I love Eleven Table Tennis and its physics but would really love an option to play it with tennis scoring, e.g. 6-0, 5-7, 7-6 (3), 2-6, 6-3.", author="u1")
    elr = "Having service breaks, etc adds a different element to the game without changing any physics."
    rec(P2_ELEVEN, [el0, (U, elq, "u1")], elr, True, "ellipsis", ["the game"], "Tennis scoring with service breaks would add a different element to Eleven Table Tennis without changing any physics.", author="u1")
    rec(P2_ELEVEN, [el0, (U, elq, "u1"), (U, elr, "u1")], "It encourages people to play less conservative and have much longer matches.", True, "pronoun", ["It"], "Tennis scoring in Eleven Table Tennis would encourage people to play less conservatively and have much longer matches.", author="u1")
    lend(P2_ELEVEN, [el0], P2_T_SET, SAME, P2_PUNTO15)

    # ---- battery charging: charge stages and lithium cell balancing ----
    db1 = (U, "CVL and Venus bug. I used the latest software  9a0a3ed26f2dc973d3faf3e2799a6688da3ab13e and notice the Victron MPPTs (I use 2) have different charging power, but should have absolutely the same. So I did some research and monitor in Venus/Node-Red the CLV Voltage. \nVenus show 51.2V, but the charging voltage is set to 53.0V, also the float Voltage is set to 49.5V. Here seems to be something wrong....", "u1")
    dba = "You have dynamic control enabled - this will automatically reduce the charge voltage to prevent the **cells** going over-voltage."
    rec(P2_DIYBMS278, [db1], dba, True, "ellipsis", ["You have dynamic control enabled"], "diyBMS's dynamic charge control, when enabled, automatically reduces the charge voltage (CVL) sent to Victron Venus to keep the cells from going over-voltage.", author="u2")
    dbb = "The float voltage is only used once the cells reach 100% state of charge - it will then enter the absorption timer (60 minutes) then drop to float.\n\nThe screenshot given shows a cell target of 3.45V = 16 x 3.45=55.2V maximum voltage.  This will be limited by the 53.0V maximum you have set."
    rec(P2_DIYBMS278, [db1, (A, dba, "u2")], dbb, True, "ellipsis", ["The float voltage"], "diyBMS's float voltage setting is only used once the cells reach 100% state of charge: diyBMS then enters the absorption timer (60 minutes) and drops to float.", author="u2")
    dbq = "So the Software also regulate the voltage? I thought, only the current is regulated according to the curve."
    # The opener corrects the answer's 16-cell arithmetic (rule 3): his pack has 15 cells.
    dbc = "I see, if I switch dynamic off, it goes to charge voltage. \nThe voltage is correct, bcs. I have only 15 cells!"
    rec(P2_DIYBMS278, [db1, (A, dba, "u2"), (A, dbb, "u2"), (U, dbq, "u1")], dbc, True, "correction", ["I have only 15 cells"], "With diyBMS's dynamic charge control switched off the charge voltage goes to the set charge voltage; the CVL is correct because my pack has only 15 cells, not 16 (15 x 3.45V, limited by my 53.0V maximum).", author="u1")
    lend(P2_DIYBMS278, [db1], P2_S_LIFE, SAME, P2_DIYV4_113)

    v106 = (U, "Feature request: 30A Buck-Boost converter per cell for balancing. Great Project! :smiley:\n\nBurning over-voltage with resistors is inefficient and causes heat problems.\nIt cannot help with under-voltage of cells.\nAbout 1A balancing current is to low for C1 310Ah cells.\n\nI suggest to use some kind of a 30A Buck-Boost converter per cell connected to the main rail for balancing.", "u1")
    v106a = (A, "I fear that linking cells via a buck-boost converter would begin to loop/link all the cells together unless the converter was completely isolated.", "u2")
    rec(P2_DIYV4_106, [v106, v106a], "How would you achieve electrical isolation between the boosts?", True, "ellipsis", ["the boosts"], "How would you achieve electrical isolation between per-cell 30A buck-boost balancing converters on diyBMSv4's main rail?", author="u2")
    # A general claim about balancing current, complete in itself, in its own thread.
    rec(P2_DIYV4_106, [v106, v106a], P2_S_CRAPPY, False, SAME, [], None, author="u3")

    fg1 = (U, "Charging algorithm is dangerous. Right now, the charging algorithm is very dangerous. It's ok to connect the output to a BMS, but not to plug directly on a battery (whatever the chemistry).", "u1")
    fgq = "It should follow charging curves and also respect the limits."
    rec(P2_FUGU, [fg1], fgq, True, "pronoun", ["It", "the limits"], "The FUGU MPPT firmware's charging algorithm should follow charging curves and also respect the charging limits.", author="u1")
    # The lead-acid sentence's several "it"s are its own charging curve: self-contained.
    rec(P2_FUGU, [fg1, (U, fgq, "u1")], P2_S_LEAD, False, SELF, [], None, author="u1")
    fgm = (U, "I think another MOSFET & inductor is required here in buck/boost mode to implement a proper charging here, the goal of this is to decouple the power input (from the MPPT output) into either voltage or current control.", "u1")
    rec(P2_FUGU, [fg1, (U, fgq, "u1"), fgm], "your remark is good, but it is just a matter of coding, no additional mosfet is needed - new state machine with", True, "pronoun", ["your remark"], "The remark that FUGU's MPPT charging algorithm is dangerous is good, but fixing it is just a matter of coding (a new state machine); no additional MOSFET is needed.", author="u2")
    lend(P2_FUGU, [fg1], P2_S_LIFE, SAME, P2_DIYV4_113)

    sb976 = (U, "When Absortion mode is finished and Float should come. Victron quattro charger remains in Abs. Im using \nLINEAR_LIMITATION_ENABLE = False\nCVCM_ENABLE = True\nAnd all temperature limitations OFF.", "u1")
    sbq = "After Absortion (Step Mode) mode is reach, Charge limitation goes to Max Battery Charge current instead of the suposed low charge mode."
    rec(P2_SERBAT976, [sb976], sbq, True, "ellipsis", ["Charge limitation"], "With dbus-serialbattery (LINEAR_LIMITATION_ENABLE = False, CVCM_ENABLE = True), after absorption in step mode the charge current limit goes to the maximum battery charge current instead of the expected low charge mode.", author="u1")
    rec(P2_SERBAT976, [sb976, (U, sbq, "u1")], "But when reaching Float voltage goes to the expected voltage, but my Victron quattro charger remains in Absortion, althought the voltage is the corresponding to float", True, "ellipsis", ["voltage goes to the expected voltage"], "With dbus-serialbattery, when float is reached the charge voltage goes to the expected float voltage, but my Victron Quattro charger remains in absorption although the voltage corresponds to float.", author="u1")
    lend(P2_SERBAT976, [sb976], P2_S_LEAD, SELF, P2_FUGU)

    sb820 = (U, "MPPT shows to high charge voltage. The MPPT´s show higher charge voltage than set in the app, the settings of serial battery or elsewhere. Why is that?", "u1")
    rec(P2_SERBAT820, [sb820], "I have got an 18S system, set voltage should be 61.2V float voltage and 62.1 (it shows 62.5V there) absorption voltage", True, "ellipsis", ["set voltage"], "My 18S system with dbus-serialbattery should have a 61.2V float voltage and a 62.1V absorption voltage, but the MPPT shows 62.5V.", author="u1")
    lend(P2_SERBAT820, [sb820], P2_S_CRAPPY, SAME, P2_DIYV4_106)

    ld0 = (U, "Only balance cells in the safe zone", "u1")
    rec(P2_LAMPDA, [ld0], "Liion cells should be balanced only in the safe zone (3  - 4.2 volts)", False, SAME, [], None, author="u1")
    ld1 = (U, "Liion cells should be balanced only in the safe zone (3  - 4.2 volts)", "u1")
    ldq = "The balancing should be aware of the trickle current, to stop the charging of cells that gets too high while continuing to charge the lowest cells"
    rec(P2_LAMPDA, [ld0, ld1], ldq, True, "ellipsis", ["The balancing"], "Lamp-Da's cell balancing should be aware of the trickle current, to stop charging cells that get too high while continuing to charge the lowest cells.", author="u1")
    rec(P2_LAMPDA, [ld0, ld1, (U, ldq, "u1")], "The balance current can reach a maximum of 50mA, so it's not usefull to use this limit with our relativly high charging current", True, "pronoun", ["this limit"], "Lamp-Da's balance current can reach at most 50mA, so a safe-zone limit on balancing is not useful with Lamp-Da's relatively high charging current.", author="u1")
    lend(P2_LAMPDA, [ld0], P2_S_CRAPPY, SAME, P2_DIYV4_106)

    ch1 = (U, "Default discharge voltage LiFePO4 2.0v too low - proposal 2.5v. Hi Pawel, hi all,\n\nUsing Cheali Charger, I found that the default discharge voltage value for LiFePO4 batteries is 2.0v/element", "u1")
    chq = "This value is too low and can damage the battery. I learned LiFePO4 during an electric bike project consisting of a NiMH to LiFePO4 conversion."
    rec(P2_CHEALI, [ch1], chq, True, "pronoun", ["This value"], "Cheali Charger's default LiFePO4 discharge voltage of 2.0V per cell is too low and can damage the battery.", author="u1")
    # "the minimum discharge voltage" is LiFePO4's, named only earlier in the thread (rule 1).
    chr_ = "A few years ago, manufacturers wrote that 2.0v was the minimum discharge voltage."
    rec(P2_CHEALI, [ch1, (U, chq, "u1")], chr_, True, "ellipsis", ["the minimum discharge voltage"], "A few years ago, manufacturers wrote that 2.0V was the minimum discharge voltage of a LiFePO4 cell.", author="u1")
    chs = "Because some manufacturers continue to declare 2.0v but some of them declare 2.5v, I recommend to change the default value to 2.5v"
    rec(P2_CHEALI, [ch1, (U, chq, "u1"), (U, chr_, "u1")], chs, True, "ellipsis", ["the default value"], "Because some manufacturers still declare 2.0V but others declare 2.5V as the LiFePO4 minimum, I recommend changing Cheali Charger's default LiFePO4 discharge voltage to 2.5V.", author="u1")
    lend(P2_CHEALI, [ch1], P2_S_LIFE, SAME, P2_DIYV4_113)
    lend(P2_CHEALI, [ch1], P2_S_LEAD, SELF, P2_FUGU)

    hx1 = (U, "Is it safe for LiFePo4? Hello. Thanks for the effort you put into it, but I'm no electronic guy.", "u1")
    hxq = "Is it safe enough for LiFePo4 batteries? (They say it's a pretty safe chemistry)\nIf not, what would you recommend?"
    rec(P2_HX2S, [hx1], hxq, True, "pronoun", ["it"], "Is the HX-2S-JH20 2S 10A balance protection board safe enough for LiFePO4 batteries? If not, what would you recommend?", author="u1")
    hxr = "Also, are there any resistors I could change in order to keep the batteries between 10 and 90% charged?"
    rec(P2_HX2S, [hx1, (U, hxq, "u1")], hxr, True, "ellipsis", ["any resistors"], "Are there any resistors on the HX-2S-JH20 2S balance protection board I could change to keep the batteries between 10 and 90% charged?", author="u1")
    rec(P2_HX2S, [hx1, (U, hxq, "u1"), (U, hxr, "u1")], "As for the resistors, I don't think it has this feature.", True, "pronoun", ["it", "this feature"], "I don't think the HX-2S-JH20 board has a feature for limiting charge to 10-90% by changing resistors.", author="u2")
    lend(P2_HX2S, [hx1], P2_S_CRAPPY, SAME, P2_DIYV4_106)
    lend(P2_HX2S, [hx1], P2_S_LEAD, SELF, P2_FUGU)

    # ---- metronomes: practice tempo, drift and accents ----
    f60 = (U, "Metronome at its own tempo, or a proportion of the score. The metronome currently only switches on and off, following whatever tempo the score declares. Practice needs it independent of that.", "u1")
    f60q = "- **Set a proportion of the original** instead — practise at seventy per cent and let the metronome follow."
    rec(P2_FERMATA60, [f60], f60q, True, "ellipsis", ["the original"], "fermata's practice metronome should let you set a proportion of the score's original tempo instead, e.g. practise at seventy per cent and let the metronome follow.", author="u1")
    f60r = "This is how tempo work is actually described, and it keeps its meaning when the piece changes tempo internally."
    rec(P2_FERMATA60, [f60, (U, f60q, "u1")], f60r, True, "pronoun", ["This"], "Setting the metronome as a proportion of the original tempo is how tempo work is actually described, and a proportion keeps its meaning when the piece changes tempo internally.", author="u1")
    # The clause after the dash is a complete claim about practice: a trap in its own thread.
    rec(P2_FERMATA60, [f60, (U, f60q, "u1"), (U, f60r, "u1")], P2_M_NORMAL, False, SAME, [], None, author="u1")

    f78 = (U, "Give the practice metronome its own tempo. ## Summary\n\nCloses #60.\n\nThe metronome used to be baked into the same generated MIDI as the notes, so it always followed whatever tempo the score declared, scaled by playback speed exactly like every other event.", "u1")
    rec(P2_FERMATA78, [f78], "alphaTab's own metronome is muted permanently so the two can never sound at once; its count-in is a separate, untouched feature.", True, "pronoun", ["the two"], "In fermata, alphaTab's own metronome is muted permanently so it and fermata's new independent practice click can never sound at once; alphaTab's count-in is a separate, untouched feature.", author="u1")

    f97 = (U, "One metronome, used everywhere, pre-filled from context. The metronome should be a general tool that every part of the application calls, rather than a feature of the score viewer.", "u1")
    f97q = "- **And it is always still adjustable.** " + P2_M_PREFILL
    rec(P2_FERMATA97, [f97], f97q, True, "pronoun", ["it"], "fermata's general metronome, pre-filled from context, must always still be adjustable: a pre-filled value is a starting point, not a constraint.", author="u1")
    rec(P2_FERMATA97, [f97, (U, f97q, "u1")], P2_M_MARKING, False, SAME, [], None, author="u1")

    dg0 = (U, "Metronome is not the correct tempo", "u1")
    rec(P2_DIGIFU, [dg0], "we tested at 100bpm and it was drifting.", True, "pronoun", ["it"], "digifujam's metronome, tested at 100 bpm, was drifting from the correct tempo.", author="u1")
    lend(P2_DIGIFU, [dg0], P2_M_NORMAL, SAME, P2_FERMATA60)
    lend(P2_DIGIFU, [dg0], P2_M_MARKING, SAME, P2_FERMATA97)

    ml0 = (U, "Add a function to move the metronome beat", "u1")
    rec(P2_MELISSA, [ml0], "You can set the metronome beat by using \"Accent Point\". On the beat, click the \"Set\" button. You can also tweak the position by using \"-\" and \"+\" buttons.", True, "ellipsis", ["the metronome beat"], "In Melissa you can move the metronome beat with \"Accent Point\": on the beat, click \"Set\", and tweak the position with the \"-\" and \"+\" buttons.", author="u2")
    lend(P2_MELISSA, [ml0], P2_M_NORMAL, SAME, P2_FERMATA60)
    lend(P2_MELISSA, [ml0], P2_M_PREFILL, SAME, P2_FERMATA97)

    rh1 = (U, "Metronome. ## Summary\n\nA **Metronome** — a tempo (BPM) click to write against, and the foundation\nfor the \"beat markers\" named as an end goal in CLAUDE.md. Lets the writer\nfeel the pocket while drafting bars.", "u1")
    rhq = "- Tap-tempo to set BPM.\n- Persist last BPM / signature per project."
    rec(P2_RHYMR, [rh1], rhq, True, "ellipsis", ["Tap-tempo"], "Rhymr's metronome (v1) should have tap-tempo to set the BPM and persist the last BPM and time signature per project.", author="u1")
    rec(P2_RHYMR, [rh1, (U, rhq, "u1")], "- Entirely local audio. No streaming, no external tempo service.", True, "ellipsis", ["Entirely local audio"], "Rhymr's metronome must use entirely local audio: no streaming and no external tempo service.", author="u1")
    lend(P2_RHYMR, [rh1], P2_M_MARKING, SAME, P2_FERMATA97)

    # ---- cricket scoring: overs, balls and run rates ----
    cr1 = (U, "Overs Input is Integer Only. The issue comes from how you’re handling overs and ball calculations using integers, which leads to inaccurate match state representation.", "u1")
    # "it" in the over sentence is the over named inside it: self-contained.
    rec(P2_CRIC424, [cr1], P2_C_OVER, False, SELF, [], None, author="u1")
    crq = "But in your code, you’re treating overs as integers or simple floats and directly multiplying (overs * 6), which breaks when partial overs (like 10.2, 15.5, etc.) are involved."
    rec(P2_CRIC424, [cr1, (U, P2_C_OVER, "u1")], crq, True, "pronoun", ["your code"], "CricScope's code treats overs as integers or simple floats and multiplies directly (overs * 6), which breaks with partial overs like 10.2 or 15.5.", author="u1")
    rec(P2_CRIC424, [cr1, (U, P2_C_OVER, "u1"), (U, crq, "u1")], "Hi @Arnav-Singh-5080, I would like to work on this issue. So, kindly assign the issue to me.", True, "pronoun", ["this issue"], "I would like to work on CricScope's issue that the overs input is integer only; please assign it to me.", author="u1")

    c321 = (U, "fix(ml): compute CRR from total balls faced instead of integer overs. Fixes the Current Run Rate calculation that used integer `overs` as the divisor, ignoring any balls bowled within the current incomplete over.", "u1")
    rec(P2_CRIC321, [c321], "❌ At 10.4 overs: divisor is 10 instead of 10.67 → CRR overstated by ~6%", True, "ellipsis", ["divisor"], "With CricScope's integer-overs CRR calculation, at 10.4 overs the divisor is 10 instead of 10.67, so the current run rate is overstated by about 6%.", author="u1")

    c89 = (U, "Add support for ball-based overs input. Fixes #71\n\n**Changes Made:**\n- Added separate overs and balls input", "u1")
    rec(P2_CRIC89, [c89], "- Added cricket-valid ball validation (0–5)\n- Updated match calculations using base-6 logic", True, "ellipsis", ["Added cricket-valid ball validation"], "This CricScope pull request also adds validation of the balls input to cricket-valid values (0–5) and updates the match calculations to base-6 logic.", author="u1")

    cd1 = (U, "Adding Cricket Calculator. I want to add a cricket calculator in which it calculates following :\n1.Batsman Strike Rate\n2.Bowlers Economy Rate\n3.Required Run Rate\n4.Projected Score\n5.Target", "u1")
    rec(P2_CALCDIV, [cd1], "Please assign me", True, "ellipsis", ["Please assign me"], "Please assign me the CalcDiverse issue to add a cricket calculator (strike rate, economy rate, required run rate, projected score, target).", author="u1")
    rec(P2_CALCDIV, [cd1, (U, "Please assign me", "u1")], "Go ahead @GarvVirmani", True, "ellipsis", ["Go ahead"], "@GarvVirmani, go ahead and add the cricket calculator to CalcDiverse.", author="u2")
    lend(P2_CALCDIV, [cd1], P2_C_OVER, SELF, P2_CRIC424)
    lend(P2_CALCDIV, [cd1], P2_C_WIDES, SAME, P2_PROTEA27)

    pr63 = (U, "QA: Scoring accuracy validation against test match scenarios. ## Description\nValidate all scoring calculations against predefined test match scenarios to ensure 100% accuracy.", "u1")
    rec(P2_PROTEA63, [pr63], "- [ ] Wide + runs scenario (e.g., wide + 2 byes)\n- [ ] No ball + runs scenario", True, "ellipsis", ["scenario"], "future-protea's scoring QA should also validate a wide plus runs scenario (e.g. wide + 2 byes) and a no ball plus runs scenario.", author="u1")
    lend(P2_PROTEA63, [pr63], P2_C_OVER, SELF, P2_CRIC424)

    pr56 = (U, "Fall of wickets + extras summary on scorecard. ## Description\nScorecard displays fall of wickets (score at dismissal, over number, method) and extras breakdown by type.", "u1")
    rec(P2_PROTEA56, [pr56], "- [ ] Displayed below bowling figures on scorecard", True, "ellipsis", ["Displayed"], "future-protea's fall-of-wickets and extras summary should be displayed below the bowling figures on the scorecard.", author="u1")

    ci0 = (U, "Add over-by-over run tally for matches", "u1")
    ciq = "Should be possible to parse either the cricinfo html or json to construct this."
    rec(P2_CRICINFO, [ci0], ciq, True, "pronoun", ["this"], "It should be possible for python-espncricinfo to parse either the Cricinfo HTML or JSON to construct an over-by-over run tally for matches.", author="u1")
    rec(P2_CRICINFO, [ci0, (U, ciq, "u1")], "Interested to pick this up!", True, "pronoun", ["this"], "I'm interested in adding an over-by-over run tally for matches to python-espncricinfo.", author="u2")
    lend(P2_CRICINFO, [ci0], P2_C_OVER, SELF, P2_CRIC424)

    gl0 = (U, "Run out on 2nd or 3rd Run", "u1")
    rec(P2_GULLY, [gl0], "There is no way for a run out on 2nd or 3rd run etc.", True, "ellipsis", ["There is no way"], "gully-cricket-score-board has no way to record a run out on the 2nd or 3rd run.", author="u1")
    lend(P2_GULLY, [gl0], P2_C_WIDES, SAME, P2_PROTEA27)

    pr27 = (U, "3-row scoring keypad. ## Description\nThe core scoring input interface with 3 rows of buttons:\n- Row 1: 1, 2, 3, 4, 6 (primary runs)\n- Row 2: LB, Bye, Wide, NB, dot (extras + dot ball)\n- Row 3: More, ball icon, 4-5-6-7 (extended), Undo, Out", "u1")
    rec(P2_PROTEA27, [pr27], "- [ ] Each tap immediately triggers recalculation of all totals\n- [ ] Visual feedback on tap (button press animation)", True, "ellipsis", ["Each tap"], "Each tap on future-protea's 3-row scoring keypad should immediately recalculate all totals and give visual feedback (a button press animation).", author="u1")
    # The extras rule is complete in itself: a trap in its own thread (as the padel set rule).
    rec(P2_PROTEA27, [pr27], "- [ ] " + P2_C_WIDES, False, SAME, [], None, author="u1")

    ll1 = (U, "Wide ball supported? In Match.java, we are taking only 6 inputs from user for every over.", "u1")
    rec(P2_LLD, [ll1], "If one the ball is wide or no ball then accordingly we should increase the user input.", True, "ellipsis", ["the user input"], "In kumaransg/LLD's cricket Match.java, if a ball is a wide or a no ball, the over should take one more user input instead of only 6.", author="u1")
    lend(P2_LLD, [ll1], P2_C_WIDES, SAME, P2_PROTEA27)

    # ---- rock climbing: grade systems and conversions ----
    g3868 = (U, "Boulder grade is sports grade in overview. In a boulder-only area, the grades at the top of the crag are using non-boulder grades.", "u1")
    gq = "Grades are FB 4B to 6B+, but the overview shows \"FR\" and goes to 7a+."
    rec(P2_CRAG3868, [g3868], gq, True, "ellipsis", ["the overview"], "In theCrag's boulder-only area (Netherlands) the grades are FB 4B to 6B+, but the crag overview shows French sport grades up to 7a+.", author="u1")
    rec(P2_CRAG3868, [g3868, (U, gq, "u1")], "This seems weird - it is correct for some areas but not for others. We will assess that.", True, "pronoun", ["This", "it"], "theCrag showing sport grades in a boulder-only area's overview seems weird: the overview is correct for some areas but not for others; theCrag will assess it.", author="u2")

    g1481 = (U, "YDS_ALT 5.10 possibly in wrong range. From user.", "u1")
    # The user's first sentence defines the two YDS variants in full: a trap in its own thread.
    rec(P2_CRAG1481, [g1481], P2_CL_YDSALT, False, SAME, [], None, author="u1")
    g1481b = (U, P2_CL_YDSALT + "  So, a YDS_ALT grade of 5.10 would be somewhere in the 5.10b - 5.10c range, and at least as hard as any 5.10b.  But, if I create a climb grades as 5.10, it is grade-banded as Intermediate (yellow), while a 5.10b climb is grade-banded as Experienced (orange).   I don't think that is correct", "u1")
    g1481q = "@scd was this sorted a while back with the cpr mid point logic?"
    rec(P2_CRAG1481, [g1481, g1481b], g1481q, True, "pronoun", ["this"], "Was theCrag's grade banding of YDS_ALT 5.10 as Intermediate instead of Experienced sorted a while back with the CPR mid-point logic?", author="u2")
    rec(P2_CRAG1481, [g1481, g1481b, (A, g1481q, "u2")], "Yes", True, "ellipsis", ["Yes"], "Yes, theCrag's banding of YDS_ALT 5.10 was sorted with the CPR mid-point logic.", author="u1")

    g3329 = (U, "YDS pure number grades not \"correctly\" valued. From support:\n\nAnother suggestion I have is regarding the YDS grading scale. I have noticed that whenever a rout is graded with a \"-\", \"+\" , \"a/b\", \"b/c\", \"c/d\" the registered ascent will not be taken into account for Grade Pyramids.", "u1")
    rec(P2_CRAG3329, [g3329], "CPR and grade conversions determines this.", True, "pronoun", ["this"], "On theCrag, CPR and grade conversions determine how YDS grades with -, + or slash suffixes are valued in Grade Pyramids.", author="u2")

    g2260 = (U, "bouldering on profile page should pick the most used grading system. from user ...\n\nIn all the other tabs (e.g. the sport one) it looks like, for the the route by grade overview, the system decide to use the most used grade system in the ascents.\nIn the boulder tab it is forced to V-scale and it is not possible to change it", "u1")
    g2260a = "Or, even better: let the user configure two grading systems, one for routes and one for boulders."
    rec(P2_CRAG2260, [g2260], g2260a, True, "ellipsis", ["even better"], "Better still, theCrag could let the user configure two grading systems on the profile page, one for routes and one for boulders.", author="u2")
    rec(P2_CRAG2260, [g2260, (U, g2260a, "u2")], "Yes it should be configurable but should also have a sane default.", True, "pronoun", ["it"], "theCrag's profile-page grading system for boulders should be configurable but should also have a sane default.", author="u3")

    oc1 = (U, "GradeSystemSelect: group grade systems by climbing style. | Climbing Style | Grading Systems |\n|---|---|\n| `climbing:boulder` | `climbing:grade:font`, `climbing:grade:hueco` |\n| `climbing:aid` | `climbing:grade:aid` |\n| `climbing:dry` | `climbing:grade:dry` |", "u1")
    ocq = "Nice! Do you also plan to add dry and aid? :)"
    rec(P2_OPENCLIMB, [oc1], ocq, True, "ellipsis", ["dry and aid"], "Does openclimbing's grade-system select also plan to add dry-tooling and aid grades?", author="u2")
    oca = "@elnappo it is already there - you have to click \"Show more\" at the bottom of the grade system dropdown."
    rec(P2_OPENCLIMB, [oc1, (U, ocq, "u2")], oca, True, "pronoun", ["it"], "openclimbing already has dry and aid grades: click \"Show more\" at the bottom of the grade system dropdown.", author="u1")
    rec(P2_OPENCLIMB, [oc1, (U, ocq, "u2"), (U, oca, "u1")], "Are you sure? Is this already live?", True, "pronoun", ["this"], "Is openclimbing's grade-system dropdown with dry and aid grades already live?", author="u2")
    lend(P2_OPENCLIMB, [oc1], P2_CL_YDSALT, SAME, P2_CRAG1481)

    gr0 = (U, "Adjust bouldering to sport conversion. See: http://www.reddit.com/r/climbing/comments/2xya3h/for_climbing_programmers_i_made_an_open_source/cp4kbqf", "u1")
    rec(P2_GRANTISMO, [gr0], "5.13a = V7 (not V6)\n5.14a = V10 (not V9)", True, "ellipsis", ["not V6"], "climbing-grade.js's bouldering-to-sport conversion should map 5.13a to V7 (not V6) and 5.14a to V10 (not V9).", author="u1")
    lend(P2_GRANTISMO, [gr0], P2_CL_YDSALT, SAME, P2_CRAG1481)
    lend(P2_GRANTISMO, [gr0], P2_CL_VEWBANK, SAME, P2_CRAG2557)
    lend(P2_OPENCLIMB, [oc1], P2_CL_VEWBANK, SAME, P2_CRAG2557)

    is1 = (U, "App to receive data? Which app do you use to receive and save the data from the hangboard?", "u1")
    isa = "a sample here :https://github.com/oalam/isometryx/blob/master/ble_client.py"
    rec(P2_ISOMETRYX, [is1], isa, True, "ellipsis", ["a sample here"], "A sample client for receiving and saving isometryx's hangboard data is ble_client.py in the isometryx repository.", author="u2")
    rec(P2_ISOMETRYX, [is1, (A, isa, "u2")], "In the last weeks I started another project for a smart hangboard: https://github.com/8cH9azbsFifZ/hangboard It is still under development, but the prototype is working in my home setup...", True, "ellipsis", ["another project"], "Besides isometryx, I recently started another smart-hangboard project (8cH9azbsFifZ/hangboard) that could receive the hangboard data; it is still under development, but the prototype works in my home setup.", author="u3")
    lend(P2_ISOMETRYX, [is1], P2_CL_YDSALT, SAME, P2_CRAG1481)

    h63 = (U, "Grip type: Grip Half Full Open", "u1")
    rec(P2_HANGBOARD63, [h63], "Implement support for various grip types (and store it accordingly).", True, "ellipsis", ["various grip types"], "The hangboard app should support the grip types half crimp, full crimp and open hand, and store the grip type with each hang.", author="u1")
    lend(P2_HANGBOARD63, [h63], P2_CL_VEWBANK, SAME, P2_CRAG2557)

    nb1 = (U, "Bouldering Roadmap. ## Goal\n\n<s>First V5 in mid Dec</s>\n\n## Progress and Timeline\n\n- PGSV Gym Membership since mid July\n- First V1, late July\n- First V2, early Aug\n- First V3, 08/26/2018\n- First V4, 09/23/2018", "u1")
    rec(P2_NEBGNAHZ, [nb1], "Closed because I have climbed V5 (two, one in March, one in Aug).", True, "ellipsis", ["Closed"], "My bouldering roadmap goal, a first V5, is done: I have climbed two V5s, one in March and one in August.", author="u1")
