"""df24 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- Docker multi-stage builds and distroless base images ----
TIL = GH + "luantranminh/til/issues/160"
ODK = GH + "INCATools/ontology-development-kit/issues/466"
MYSQLDBG = GH + "y-asaba/docker-mysql-debug/pull/5"
NETATALK = GH + "Netatalk/netatalk/pull/1620"
UPLOADSRV = GH + "mayth/go-simple-upload-server/pull/6"
ORCH = GH + "openark/orchestrator/pull/545"
KAPP = GH + "kalisio/kApp/issues/71"
HTTPX = GH + "projectdiscovery/httpx/pull/133"
LANDROID = GH + "virtualzone/landroid-bridge/pull/89"
PASTY = GH + "lus/pasty/pull/43"
HEXDOCKER = GH + "hexops-graveyard/dockerfile/issues/10"
INSPIRCD = GH + "inspircd/docker/issues/123"
KUBEVIRT = GH + "kubevirt/cloud-provider-kubevirt/issues/50"
# ---- Content Security Policy: 'unsafe-inline', nonces and strict-dynamic ----
SECHEADERS = GH + "juunas11/aspnetcore-security-headers/issues/31"
LETTERTHIEF = GH + "coorasse/letter_thief/pull/16"
NOUNSAFE = GH + "MocioF/No-unsafe-inline/issues/3"
VIUR = GH + "viur-framework/viur-core/pull/1347"
NWEBSEC = GH + "NWebsec/NWebsec/issues/80"
KIRBYSEC = GH + "bnomei/kirby3-security-headers/issues/19"
ADOBEDOCS = GH + "AdobeDocs/experience-platform.en/issues/549"

# ---- lockfiles: committing package-lock.json (or yarn.lock) or ignoring it ----
KPI = GH + "kobotoolbox/kpi/pull/1718"
DATACLI = GH + "datopian/data-cli/issues/163"
BANGUMI = GH + "wxt2005/bangumi-list/pull/61"
IPYNIIVUE = GH + "niivue/ipyniivue/issues/282"
SCHULCLOUD = GH + "hpi-schul-cloud/schulcloud-client/pull/700"
WEBCOMPAT = GH + "webcompat/webcompat.com/issues/1873"
BASIGX = GH + "terrestris/BasiGX/pull/192"
GROMMERCE = GH + "Grommerce/grommerce-frontend/issues/18"
XPROFILER = GH + "X-Profiler/xprofiler/issues/77"
# ---- password hashing: bcrypt or Argon2 ----
BLAKE3 = GH + "BLAKE3-team/BLAKE3/issues/249"
WRATH = GH + "CalPolySEC/wrath-ctf-framework/issues/55"
HESTIA = GH + "hestiacp/hestiacp/pull/2752"
PHXAUTH = GH + "aaronrenner/phx_gen_auth/issues/97"
INSPIRCDARGON = GH + "inspircd/inspircd/issues/1540"
# ---- N+1 queries and eager loading ----
PROSPERO = GH + "Roskus/prospero-flow-crm/pull/39"
HYPERSIST = GH + "vladmihalcea/hypersistence-optimizer/issues/154"
EMPIRICAL = GH + "empirical-org/Empirical-Core/pull/1017"
PHPAR = GH + "jpfuentes2/php-activerecord/issues/552"
ANNICT = GH + "annict/annict/pull/565"
RESERVATIONS = GH + "YaleSTC/reservations/pull/1613"
DATAMAPPER = GH + "vlucas/phpDataMapper/issues/8"
FASTKIT = GH + "fastkit-org/fastkit-core/pull/3"

# ---- ReDoS: catastrophic backtracking in regular expressions ----
AWESOMEPENTEST = GH + "enaqx/awesome-pentest/pull/255"
CADDYWAF = GH + "fabriziosalmi/caddy-waf/issues/111"
SYNTAX = GH + "DmitrySoshnikov/syntax/issues/127"
LEARNREGEX = GH + "ziishaned/learn-regex/issues/111"
OWASPCOMM = GH + "OWASP/www-community/pull/1027"
MICELL = GH + "micell/micell/pull/142"
CODEMIRROR = GH + "codemirror/codemirror5/issues/7128"
# ---- soft delete: a deleted_at timestamp instead of removing rows ----
CLASSROOM = GH + "github-education-resources/classroom/pull/88"
PIEFORPROV = GH + "pieforproviders/pieforproviders/issues/1743"
SENTINEL = GH + "rydurham/Sentinel/issues/70"
CI4 = GH + "codeigniter4/CodeIgniter4/pull/2051"
ARSOFTDEL = GH + "yii2tech/ar-softdelete/issues/1"
# ---- changelogs: a CHANGELOG.md (Keep a Changelog) or GitHub release notes ----
EPYMORPH = GH + "NAU-CCL/Epymorph/issues/312"
MOONDL = GH + "LeyckerS/moondownloader/pull/15"
FETCH = GH + "JakeChampion/fetch/issues/152"
UNBOX = GH + "JohnSundell/Unbox/issues/130"
KEEPACL = GH + "release-it/keep-a-changelog/issues/33"
ARKEEP = GH + "arkeep-io/arkeep/issues/16"
PROMNESIA = GH + "karlicoss/promnesia/issues/215"
GEMINI = GH + "scylladb/gemini/pull/32"
MODUS = GH + "trimble-oss/modus-web-components/issues/31"
BIGCHAIN = GH + "bigchaindb/bigchaindb/issues/51"

# ---- monorepos: Lerna, npm/yarn/pnpm workspaces, Nx and Turborepo ----
HONEYOTEL = GH + "honeycombio/honeycomb-opentelemetry-node/issues/38"
HAPPYDOM = GH + "capricorn86/happy-dom/issues/427"
REACTBOIL = GH + "udaypydi/react-simple-boilerplate/issues/77"
TESTNEST = GH + "jmcdo29/testing-nestjs/issues/1222"
CALCULANG = GH + "calculang/calculang/issues/63"
WEBAUTHN = GH + "MasterKale/SimpleWebAuthn/issues/199"
SRMONO = GH + "pmowrer/semantic-release-monorepo/issues/118"
INLANG = GH + "opral/inlang/pull/86"
# ---- database connection pools: pool size and exhaustion ----
ULTICAL = GH + "ultical/ultical/issues/7"
IBMDB = GH + "ibmdb/node-ibm_db/issues/67"
TILESERVER = GH + "tilezen/tileserver/pull/61"
NODEPOOL = GH + "coopernurse/node-pool/issues/1"
R2D2 = GH + "sfackler/r2d2/issues/111"
# ---- ordinal follow-ups found while searching for them (numbered options and approaches) ----
BACKBONEFUND = GH + "addyosmani/backbone-fundamentals/pull/41"
HOUSING = GH + "focusconsulting/housing-insights/pull/234"
JSPUZZLES = GH + "EastBayJS/javascript-puzzles/pull/9"
HTTPSLOCAL = GH + "httpslocal/proposals/pull/17"

STUYPULSE = GH + "StuyPulse/team694.github.io/issues/38"
# ---- further threads of the areas above (collected after the first registration) ----
ARGONBROWSER = GH + "antelle/argon2-browser/issues/4"
ARGON2ID = GH + "alexedwards/argon2id/issues/4"
CSHARPARGON = GH + "alipha/csharp-argon2/issues/12"
ROOTPAGES = GH + "LukeShortCloud/rootpages/issues/473"
URLSHORT = GH + "vancanhuit/url-shortener/pull/37"
STELLARQS = GH + "stellar/quickstart/pull/829"
ARTTOOLS = GH + "openshift-eng/art-tools/pull/3026"
NTTCONF = GH + "ntt-developers/ntt-tech-conference/pull/118"
NODETWIG = GH + "bitmade/node-twig/issues/8"
BETTERT = GH + "AmanVarshney01/create-better-t-stack/issues/69"

# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence.

# ---- the bank: real sentences from df24 threads, each placed after at most two other df24 histories of the same area ----
# Docker multi-stage builds and distroless
K_MULTI = "Multi-stage builds in Docker allow for the creation of images in multiple stages, each with its own dependencies and files."
K_METHOD = "Multi-stage builds are a method to install into a Docker image files that have been prepared inside another Docker image."
K_SLIMMER = "Distroless is much slimmer than alpine and provides lesser attack surface."
K_GLIBC = "Distroless generates smaller images than using the Alpine base images."
# Content Security Policy
C_TOGETHER = "You cannot use unsafe-inline and nonce together."
C_UA = "If the UA supports nonces, the 'unsafe-inline' source will be ignored, and all scripts will be checked for the nonce."
C_ACCESS = "JavaScript code has access to the nonce value of its own <script> element, so it can get the nonce automatically if it is present."
C_META = "It is also important that a CSP nonce not be stored in an html meta tag (such as to make it accessible as a data element)."

# lockfiles
L_NOTICE = "npm notice created a lockfile as package-lock.json. You should commit this file."
L_LIKE = "I like committing my lock file so you can quickly tell a module was updated."
# password hashing
W_TUNE = "once you tune Argon2 to be as responsive as indicated by UX studies for interactive authentication (<=500ms), it's actually worse than bcrypt from a defense perspective"
W_STRONGER = "Actually, bcrypt is stronger than Argon2 for authentication (target runtime < 500ms.)"
W_MEMORY = "argon2 has a quite a bit of added protection, especially due to being a memory hard function"
# N+1 queries
N_ALLEVIATES = "Eager loading alleviates the \"N + 1\" query problem."
N_EITHER = "Either explicit (`FetchType.EAGER`) or implicit (`@OneToOne(mappedBy)`) eager fetching can trigger N+1 query issues."

# ReDoS
R_ATTACK = "A ReDoS attack is a denial of service condition executed by exploiting the nature of certain regular expression engines that require exponential time to compute a given input."
R_AFFECTS = "Catastrophic backtracking affects nearly every major language, including perl, ruby, java, javascript, python, C#, C++-11, and PHP."
R_WAF = "A regex-driven WAF is itself a target for catastrophic backtracking (ReDoS): a crafted request could turn an expensive rule into a CPU denial-of-service."
# soft delete
D_IMPORTANT = "It is certainly important to know when a record was deleted, not just whether it was."
# changelogs
G_EVERY = "I think every project should have ChangeLog, because users should have a quick way to find what was changed in new release."
G_NICE = "A CHANGELOG.md file is nice to have for lots of reasons."
G_MANUAL = "Manually maintaining a CHANGELOG.md could be extra work, but some users may expect to see a CHANGELOG in the project root."

# monorepos
M_LERNA = "Lerna is not maintained anymore."
M_YARN = "yarn workspaces are good for monlith repos but has complexities in publishing the packages and maintaining versions."
M_PNPM = "`pnpm workspaces` are incredibly similar to `lerna` to be honest."
M_NATIVE = "npm now supporting `workspaces` natively."
# connection pools
O_MAX = "The maximum size is the maximum number of connections the pool will maintain concurrently."
O_ACTIVE = "If the number of active connections is at the max_size, the pool will not make more connections."

# further bank sentences
W_VARIANTS = "The Argon2 algorithm has 3 variants which work slightly differently: Argon2d, Argon2i and Argon2id."
K_FROM = "In a Dockerfile, every `FROM` instruction creates another stage."


# The lead appends part 2's lenders here: QUESTION_ONLY = (*P1, *P2_QUESTION_ONLY).
# ==== part 2 (helper cdf2, twentieth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- load cells: HX711 reading drift ----
P2_HX711PY = P2_GH + "tatobari/hx711py/issues/7"  # lends only (its opener is not in the excerpt)
P2_HXADC34 = P2_GH + "olkal/HX711_ADC/issues/34"
P2_HXADC64 = P2_GH + "olkal/HX711_ADC/issues/64"
P2_GANDALF = P2_GH + "gandalf15/HX711/issues/45"
P2_DIYSCALE = P2_GH + "Nailik/DIY-Scale/issues/1"
P2_HXPICO = P2_GH + "endail/hx711-pico-mpy/issues/5"
P2_BEDSCALE = P2_GH + "ptwz/bedscale/issues/1"
P2_CGSCALE = P2_GH + "olkal/CG_scale/issues/17"
P2_OPENGBW = P2_GH + "jb-xyz/openGBW/issues/1"
P2_IOTSCALE = P2_GH + "Pabreetzio/IotScale/issues/5"
# ---- genealogy: GEDCOM date values ----
P2_PYGENEA = P2_GH + "Thimxx/pyGenealogical-Tools/issues/76"
P2_FAMILYGEM = P2_GH + "michelesalvador/FamilyGem/issues/91"
P2_GRAMPS = P2_GH + "gramps-project/gramps/pull/2327"
P2_GENEWEB320 = P2_GH + "geneweb/geneweb/issues/320"
P2_GENEWEB2536 = P2_GH + "geneweb/geneweb/pull/2536"
P2_GRAMPSWEB = P2_GH + "gramps-project/gramps-web-api/issues/438"
P2_GED4PY = P2_GH + "andy-z/ged4py/issues/44"
# ---- phylogenetics: bootstrap support values in Newick trees ----
P2_BIOPYTHON = P2_GH + "biopython/biopython/issues/888"
P2_PHYLOTREE = P2_GH + "lucblassel/phylotree-rs/issues/15"
P2_BIOCAML = P2_GH + "biocaml/phylogenetics/issues/16"
P2_PHYLOJL102 = P2_GH + "EcoJulia/Phylo.jl/issues/102"
P2_PHYLOJL74 = P2_GH + "EcoJulia/Phylo.jl/issues/74"
P2_CASSIOPEIA = P2_GH + "YosefLab/Cassiopeia/pull/232"
P2_ETE = P2_GH + "etetoolkit/ete/issues/378"
P2_PHYLOCOM = P2_GH + "phylocom/phylocom/issues/16"
# ---- the game of Go: komi and handicap stones in engine analysis ----
P2_LIZZIE = P2_GH + "featurecat/lizzie/issues/681"
P2_MASTEROFGO = P2_GH + "new3Rs/a_master_of_go/issues/98"
P2_ANALYZESGF = P2_GH + "9beach/analyze-sgf/issues/4"
# ---- CNC machines: homing cycles and limit-switch alarms ----
P2_CANDLE = P2_GH + "Denvi/Candle/issues/606"
P2_UGS = P2_GH + "winder/Universal-G-Code-Sender/issues/2372"  # lends only (its opener is not in the excerpt)
P2_UGS1340 = P2_GH + "winder/Universal-G-Code-Sender/issues/1340"
# ---- diabetes devices: CGM glucose uploads to Nightscout ----
P2_NIGHTWATCH = P2_GH + "StephenBlackWasAlreadyTaken/NightWatch/issues/103"
P2_GLUCOSEDIRECT = P2_GH + "creepymonster/GlucoseDirect/issues/83"
P2_IAPS = P2_GH + "Artificial-Pancreas/iAPS/pull/1660"
P2_UPLOADER284 = P2_GH + "pazaan/600SeriesAndroidUploader/issues/284"
P2_UPLOADER303 = P2_GH + "pazaan/600SeriesAndroidUploader/issues/303"

# ---- FPV drones: PID tuning against oscillation and prop wash ----
P2_BF74 = P2_GH + "betaflight/betaflight/issues/74"
P2_BF1689 = P2_GH + "betaflight/betaflight/issues/1689"
P2_BF5814 = P2_GH + "betaflight/betaflight/issues/5814"
P2_BF2935 = P2_GH + "betaflight/betaflight/issues/2935"
# ---- flight simulators: X-Plane datarefs ----
P2_EXTPLANE = P2_GH + "vranki/ExtPlane/issues/14"
P2_WINCTRL35 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/35"
P2_WINCTRL65 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/65"
P2_WINCTRL11 = P2_GH + "rswilem/winctrl-xplane-plugin/issues/11"
P2_PILOTCLIENT = P2_GH + "swift-project/pilotclient/issues/16"
P2_APXGCS = P2_GH + "uavos/apx-gcs/issues/73"
P2_XPCONNECTOR = P2_GH + "MaxFerretti/XPlaneConnector/issues/12"
P2_FIXGATEWAY = P2_GH + "makerplane/FIX-Gateway/pull/203"
# ---- home solar batteries: inverter Modbus registers ----
P2_FOXESS = P2_GH + "nathanmarlor/foxess_modbus/issues/996"
P2_HUAWEI = P2_GH + "wlcrs/huawei_solar/issues/856"
P2_SEMULTI = P2_GH + "WillCodeForCats/solaredge-modbus-multi/issues/370"  # lends only (its opener is not in the excerpt)

# ---- stenography: Plover theory strokes in steno dictionaries ----
P2_STENO72 = P2_GH + "didoesdigital/steno-dictionaries/issues/72"
P2_STENO413 = P2_GH + "didoesdigital/steno-dictionaries/pull/413"
P2_STENO21 = P2_GH + "didoesdigital/steno-dictionaries/pull/21"
P2_STENO195 = P2_GH + "didoesdigital/steno-dictionaries/issues/195"
P2_STENO220 = P2_GH + "didoesdigital/steno-dictionaries/issues/220"
P2_STENO520 = P2_GH + "didoesdigital/steno-dictionaries/pull/520"
P2_STENO77 = P2_GH + "didoesdigital/steno-dictionaries/issues/77"
# ---- Rubik's cube: scramble notation and facelet strings for solvers ----
P2_CUBEJS = P2_GH + "ldez/cubejs/issues/82"
P2_HFTWISTER = P2_GH + "jayflatland/HighFrequencyTwister/issues/3"
P2_CUBETIME = P2_GH + "CubeLabsNZ/CubeTime/issues/216"
P2_TWOPHASE = P2_GH + "tremwil/TwoPhaseSolver/issues/1"
P2_SCRAMBLEDISPLAY = P2_GH + "cubing/scramble-display/issues/3"
P2_CUBERSIO = P2_GH + "euphwes/cubers.io/issues/143"
P2_KOCIEMBA = P2_GH + "muodov/kociemba/issues/32"

# ---- cooking: cups, grams and metric units in recipes ----
P2_MATEDOR = P2_GH + "oratioandco/Matedor/issues/1"
P2_METRICCOOKING = P2_GH + "falk-hueffner/metric-cooking/issues/13"
P2_VANILLA47 = P2_GH + "jt196/vanilla-cookbook/issues/47"
P2_VANILLA170 = P2_GH + "jt196/vanilla-cookbook/issues/170"
P2_TIKKA = P2_GH + "dabit3/chicken-tikka-masala-recipe/issues/9"
# ---- PCB footprints: courtyards in imported KiCad footprints ----
P2_EASYEDA = P2_GH + "uPesy/easyeda2kicad.py/issues/175"
P2_JLCKICAD = P2_GH + "CDFER/JLCPCB-Kicad-Library/issues/18"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_HX711PY, P2_SEMULTI)  # UGS #2372 lends too; its repository is a group (#1340)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# load cells
P2_H_AMPLIFIED = "Keep in mind that the HX711 is an \"amplified ADC\", which means it deals with millivolts and not Volts, which is a magnitude very sensible to almost everything."
P2_H_CAUSE = "Drift is mostly caused by temperature variations in the load-cell body and in the HX711 chip itself"
P2_H_HEAT = "Both, the HX711 circuits and the load cell's resistors (load cells are [Wheatstone bridges](https://en.wikipedia.org/wiki/Wheatstone_bridge) tend to gain heat overtime."
P2_H_CREEP = "Creep is caused by (large) changes in mass on the load-cell and as result the material deflects and continue to deflect a tiny amount further before it more or less stabilizes itself after some time"
# GEDCOM dates
P2_D_ABT = "ABT =About, meaning the date is not exact."
P2_D_CAL = "CAL =Calculated mathematically, for example, from an event date and age."
P2_D_EST = "EST =Estimated based on an algorithm using some other event date."
P2_D_NUMERIC = "GEDCOM 5.5.1 requires three-letter month abbreviations (`7 NOV 1959`), but tools such as ancestry.com export bare numeric `D/M/YYYY` dates the spec does not define."
# Newick bootstrap values
P2_N_TWOWAYS = "Bootstrap values commonly are represented in 2 ways, one of which is wrong."
P2_N_WRONG = "The wrong way to represent bootstrap values is to present them as internal node labels."
P2_N_PREFERRED = "the preferred way to represent bootstrap values is to make them syntactic comments (enclosed in square brackets) placed after all other node information, i.e., after the optional colon & branch length."
# Go engines
P2_G_HANDICAP = "KataGo is supposed to be capable of playing well using high handicap stones (due to training on optimal score-values in addition to win-rates)."
# CNC homing
P2_C_ABORT = "when homing - the GRBL protocol doesn't offer an abort or cancel operation."
# CGM uploads
P2_M_DEFAULT = "By default, CGM managers have \"upload glucose\" disabled and it's very easy to miss."

# FPV drones
P2_B_30HZ = "Most prop wash is around 30Hz."
P2_B_MORED = "prop wash is improved by having more D, and also by having the least possible delay in time from gyro input to thrust response."
# X-Plane datarefs
P2_X_FUNCTION = "A dataref is translated into a function call."
P2_X_PLUGIN = "It is entirely possible for a plugin to create its own datarefs on the fly and make those datarefs available to other plugins."
P2_X_READONLY = "Some datarefs are read-only, and some can be written to."
P2_X_999 = "X-Plane fills disabled slots with `-999.0`"
# inverter Modbus
P2_S_KWH = "The kWh counters resetting or going backwards is a known issue with batteries"

# stenography
P2_P_RULE1 = "Rule 1: If the vowel letter in the written word appears without another vowel letter next to it, then it doesn't matter which short vowel sound it makes."
P2_P_BRINGS = "`PWREUPBGS` does actually work as a stroke for \"brings\" in Plover, but looks like it's not \"officially\"(?) recorded as an entry in Plover."
# Rubik's cube
P2_R_NOTSCRAMBLER = "cube.js is a modeler and a solver, but not a scrambler."

# cooking
P2_K_EUROPE = "Coming from an European/German background, using cups as a unit of measurement is quite uncommon."
P2_K_FLOUR = "1 cup of flour = 125g"


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- Docker multi-stage builds and distroless base images ----
    ti1 = (U, "Multi-stage builds in Docker", "u1")
    # The description's general claim, naming its subject: a trap in its own thread.
    rec(TIL, [ti1], K_MULTI, False, SAME, [], None, author="u1")
    tiq = "By copying only necessary artifacts between stages, multi-stage builds can reduce the size of the final Docker image by avoiding unnecessary files and dependencies."
    rec(TIL, [ti1, (U, K_MULTI, "u1")], tiq, False, SAME, [], None, author="u1")
    lend(TIL, [ti1], K_SLIMMER, SAME, PASTY)

    od1 = (U, "Consider using multi-stage builds", "u1")
    rec(ODK, [od1], K_METHOD, False, SAME, [], None, author="u1")
    od2 = (U, K_METHOD + "\n\nAmong other things, it allows to build a program in a (temporary) Docker image and copy *only* the resulting program to another (final) image, leaving all the build-time dependencies (that are only required to build the program) out of the final image. It should therefore allow to considerably reduce the size of an image.", "u1")
    rec(ODK, [od1, od2], "That would be so awesome..", True, "pronoun", ["That"], "Using multi-stage builds for the ontology-development-kit Docker image would be so awesome.", author="u2")
    rec(ODK, [od1, od2, (A, "That would be so awesome..", "u2")], "Done with #475.", True, "ellipsis", [], "Multi-stage builds for the ontology-development-kit Docker image were done with #475.", author="u1")
    lend(ODK, [od1], K_GLIBC, SAME, INSPIRCD)

    my1 = (U, "Use multi stage builds", "u1")
    rec(MYSQLDBG, [my1], "This changes to use multi-stage builds to reduce container size.", True, "pronoun", ["This"], "This pull request changes docker-mysql-debug's Dockerfile to use multi-stage builds to reduce the container size.", author="u1")
    lend(MYSQLDBG, [my1], K_MULTI, SAME, TIL)

    na1 = (U, "docker: use multistage build to isolate build from final image", "u1")
    naclaim = "For those not familiar, Docker multistage builds reduce the size of the final image and keep a cleaner separation between build artifacts vs. what actually needs to be deployed."
    rec(NETATALK, [na1], naclaim, False, SAME, [], None, author="u1")
    naq = "In this case, it looks like this cuts the image size from ~300MB to ~120MB."
    rec(NETATALK, [na1, (U, naclaim + "  The general idea is to build and then copy the artifacts into a fresh base.", "u1")], naq, True, "pronoun", ["this case", "this"], "Using a multistage build for the netatalk Docker image cuts its size from ~300MB to ~120MB.", author="u1")
    rec(NETATALK, [na1, (U, naclaim + "\n\n" + naq, "u1")], "Much more elegant solution, thank you!", True, "ellipsis", ["solution"], "Isolating the netatalk Docker build from the final image with a multistage build is a much more elegant solution, thank you!", author="u2")

    up1 = (U, "Use multi-stage Docker build to decrease image size", "u1")
    up2 = (U, "Using new multi-stage feature from Docker (available for Docker Hub for auto-build), it was possible to decrease the size of image from 721MB to ~10MB.", "u1")
    rec(UPLOADSRV, [up1, up2], "BTW, this PR attempts to address #5", True, "pronoun", ["this PR"], "The pull request using a multi-stage Docker build for go-simple-upload-server attempts to address issue #5.", author="u1")
    rec(UPLOADSRV, [up1, up2, (U, "BTW, this PR attempts to address #5", "u1")], "thank you for your pull-request. this looks nice :)", True, "pronoun", ["your pull-request", "this"], "Thank you for the pull request using a multi-stage Docker build for go-simple-upload-server; it looks nice.", author="u2")
    lend(UPLOADSRV, [up1], K_METHOD, SAME, ODK)

    or1 = (U, "Reduce container image size by using multi-stage builds", "u1")
    orq = "By using multi stage builds we can reduce the image size by 50%."
    rec(ORCH, [or1], orq, True, "ellipsis", ["the image size"], "By using multi-stage builds we can reduce the orchestrator container image size by 50%.", author="u1")
    or2 = (A, "Nice!\nI've never seen the use of `FROM` twice in the same Dockerfile.", "u2")
    rec(ORCH, [or1, (U, orq, "u1"), or2], "Perhaps we should add comment specifying you'd need a `17.09` or later?", True, "ellipsis", [], "Perhaps orchestrator's Dockerfile should add a comment saying that multi-stage builds need Docker `17.09` or later?", author="u2")

    ka1 = (U, "Enhance docker build to decrease image size", "u1")
    ka2 = (U, "Using multi-stage build:\n- Compressed size:  714.97 MB => 180.24 MB\n- Compressed size: 1.96GB =>719MB", "u1")
    rec(KAPP, [ka1, ka2], "Deployed on dev and works fine.", True, "ellipsis", [], "kApp's multi-stage Docker build is deployed on dev and works fine.", author="u1")
    lend(KAPP, [ka1], K_MULTI, SAME, TIL)

    hx1 = (U, "Dockerfile updated, image size reduced using multi-stage build", "u1")
    hxq = "Reduced docker image from 525MB to 16.9MB using multi-stage build."
    rec(HTTPX, [hx1], hxq, True, "ellipsis", [], "httpx's docker image is reduced from 525MB to 16.9MB using a multi-stage build.", author="u1")
    rec(HTTPX, [hx1, (U, hxq, "u1")], "Thank you @jsav0 for the update.", True, "ellipsis", ["the update"], "Thank you @jsav0 for the httpx Dockerfile update that reduces the image size with a multi-stage build.", author="u2")

    la1 = (U, "Introducing multi-staged Docker build to reduce final image size", "u1")
    laq = "With these changes I was able to reduce the final image size by approx. 50 MB."
    rec(LANDROID, [la1], laq, True, "pronoun", ["these changes"], "With a multi-staged Docker build for landroid-bridge I was able to reduce the final image size by approx. 50 MB.", author="u1")
    la2 = (U, laq + " This is achieved by running the `npm install` step inside a staged build container.", "u1")
    laq2 = "We don't need the NPM dev dependencies in the final container, they are only required for building the app (compiling the TypeScript into JavaScript)."
    rec(LANDROID, [la1, la2], laq2, True, "ellipsis", ["the final container", "the app"], "landroid-bridge doesn't need the NPM dev dependencies in its final container; they are only required for building the app (compiling the TypeScript into JavaScript).", author="u1")
    lend(LANDROID, [la1], K_METHOD, SAME, ODK)

    pa1 = (U, "docker: Switch to distroless", "u1")
    rec(PASTY, [pa1], K_SLIMMER, False, SAME, [], None, author="u1")
    paq = "I have tested most functions, and they look working on distroless image."
    rec(PASTY, [pa1, (U, K_SLIMMER, "u1")], paq, True, "ellipsis", ["most functions"], "I have tested most of pasty's functions, and they look working on the distroless image.", author="u1")
    rec(PASTY, [pa1, (U, K_SLIMMER + " " + paq, "u1")], "Sorry for the late reply. LGTM and (very) quick testing also did not reveal any issues. Thank you!", True, "ellipsis", [], "Sorry for the late reply. Switching pasty's Docker image to distroless looks good to me and (very) quick testing also did not reveal any issues. Thank you!", author="u2")

    he1 = (U, "Don't use Alpine of full OS images, promote Distroless instead", "u1")
    he2 = (U, "Try building `static` binaries for you app and use minimalist base image, like Distroless: \nhttps://github.com/GoogleContainerTools/distroless", "u1")
    heq = "I'm happy to accept a PR that adds to the README a succinct explanation for why someone should **consider** using Distroless."
    rec(HEXDOCKER, [he1, he2], heq, True, "ellipsis", ["the README"], "I'm happy to accept a PR that adds to the hexops dockerfile README a succinct explanation for why someone should consider using Distroless.", author="u2")
    rec(HEXDOCKER, [he1, he2, (A, heq, "u2")], "Not a huge fan of distroless but alpne has some troubles with dns and networking, etc.", False, SAME, [], None, author="u3")
    lend(HEXDOCKER, [he1], K_GLIBC, SAME, INSPIRCD)

    ir1 = (U, "Look into using Distroless for the container base image", "u1")
    rec(INSPIRCD, [ir1], K_GLIBC, False, SAME, [], None, author="u1")
    rec(INSPIRCD, [ir1, (U, K_GLIBC, "u1")], "It also uses glibc which is generally less quirky (i.e. to spec but broken in practise) than musl.", True, "pronoun", ["It"], "Distroless also uses glibc, which is generally less quirky (i.e. to spec but broken in practise) than musl.", author="u1")
    lend(INSPIRCD, [ir1], K_SLIMMER, SAME, PASTY)

    kv1 = (U, "Use distroless base image rather than alpine", "u1")
    kvclaim = "Many of Kubernetes community folks decided to use Distroless as their base image."
    rec(KUBEVIRT, [kv1], kvclaim, False, SELF, [], None, author="u1")
    kv2 = (U, kvclaim + " Alpine is a great distro but what about using Distroless? :)", "u1")
    rec(KUBEVIRT, [kv1, kv2], "we've decided to go with UBI image registry.redhat.io/ubi9/ubi-micro", True, "ellipsis", [], "For cloud-provider-kubevirt's base image we've decided to go with the UBI image registry.redhat.io/ubi9/ubi-micro rather than Distroless or Alpine.", author="u2")

    # ---- Content Security Policy: 'unsafe-inline', nonces and strict-dynamic ----
    sh1 = (U, "'unsafe-inline' is ignored if either a hash or nonce value is present in the source list", "u1")
    rec(SECHEADERS, [sh1], "I got error while using this lib", True, "pronoun", ["this lib"], "I got an error ('unsafe-inline' is ignored if a hash or nonce is present) while using the aspnetcore-security-headers library.", author="u1")
    sh2 = (A, "That's not really related to this library, but how you are using Content Security Policy. You can't use inline styles if you specify a nonce.", "u2")
    sh3 = (U, "app.UseCsp(csp =>\n            {\n                csp.AllowScripts\n                    .FromSelf()\n                    .AllowUnsafeInline()\n                    .AddNonce();\n            });", "u1")
    sh4 = (A, "But you have added a nonce to the CSP. Your browser is ignoring unsafe-inline since a nonce is in the CSP.", "u2")
    rec(SECHEADERS, [sh1, (U, "I got error while using this lib", "u1"), sh2, sh3, sh4], "how i can resolve it?", True, "pronoun", ["it"], "How can I resolve my browser ignoring unsafe-inline because my CSP from aspnetcore-security-headers includes a nonce?", author="u1")
    lend(SECHEADERS, [sh1], C_UA, SELF, NWEBSEC)

    lt1 = (U, "Must remove style nonce directive to allow unsafe_inline", "u1")
    ltclaim = "a common CSP setting is using nonces to allow exceptions, and when using nonces alongside policies, `unsafe_inline` is ignored if nonces are enabled."
    rec(LETTERTHIEF, [lt1], ltclaim, False, SAME, [], None, author="u1")
    rec(LETTERTHIEF, [lt1, (U, "Thanks for addressing the CSP issue. I agree that since it shouldn't be for the general public, unsafe inline should be fine. However, " + ltclaim, "u1")], "This PR overrides the applications nonce setting to turn it off, thereby preventing the above issue.", True, "pronoun", ["This PR", "it", "the above issue"], "The letter_thief pull request overrides the application's CSP nonce setting to turn it off, so that unsafe_inline is no longer ignored.", author="u1")
    lend(LETTERTHIEF, [lt1], C_TOGETHER, SAME, VIUR)

    nu1 = (U, "The plugin adds nonce header everytime", "u1")
    nuq = "But it adds \"nonce\" directive to content-security-policy header (style-src). And it ruins all queries with my 'unsafe-inline' setting."
    rec(NOUNSAFE, [nu1, (U, "Hi, nice handy plugin. But I faced with a problem. I want to use plugin without scanning resources, with only setting Base Rules.", "u1")], nuq, True, "pronoun", ["it"], "But the No-unsafe-inline plugin adds a \"nonce\" directive to the content-security-policy header (style-src), and that ruins all queries with my 'unsafe-inline' setting.", author="u1")
    lend(NOUNSAFE, [nu1], C_TOGETHER, SAME, VIUR)

    vi1 = (U, "fix: Don't create a CSP nonce if unsafe-inline is enabled", "u1")
    rec(VIUR, [vi1], C_TOGETHER, False, SAME, [], None, author="u1")
    rec(VIUR, [vi1, (U, C_TOGETHER, "u1")], "Chrome refuses all styles otherwise.", True, "ellipsis", ["otherwise"], "If a CSP has both unsafe-inline and a nonce, Chrome refuses all styles.", author="u1")
    lend(VIUR, [vi1], C_META, SELF, ADOBEDOCS)

    nw1 = (U, "CSP nonce does not work in safari", "u1")
    nwq = "Safari does not support this, but I don't want to turn on unsafe-inline for every browser."
    rec(NWEBSEC, [nw1, (U, "Is it possible to be able to turn of unsafe inline, only for browsers that does not support nonce for inline scripts?", "u1")], nwq, True, "pronoun", ["this"], "Safari does not support CSP nonces for inline scripts, but I don't want NWebsec to turn on unsafe-inline for every browser.", author="u1")
    nw2 = (A, "The idea is to combine the nonce with the unsafe-inline directive.", "u2")
    rec(NWEBSEC, [nw1, nw2], C_UA, False, SAME, [], None, author="u2")
    rec(NWEBSEC, [nw1, nw2, (A, C_UA, "u2")], "This is a trick to make the introduction of the nonces backwards compatible.", True, "pronoun", ["This"], "Combining the CSP nonce with the 'unsafe-inline' directive is a trick to make the introduction of nonces backwards compatible with browsers like Safari that ignore nonces.", author="u2")

    ki1 = (U, "<style> doesn't respect $site->nonce()", "u1")
    ki2 = (U, "when playing around with your plugin, I noticed that `$site->nonce()` works for CSS files (via `<link>` tag) and JS files (via `<script>` tag), but not for inline CSS via `<style>` - which is odd ..", "u1")
    kiq = "@bnomei any idea? I guess I'm doing something wrong - smells fishy .."
    rec(KIRBYSEC, [ki1, ki2], kiq, True, "ellipsis", ["any idea?"], "@bnomei any idea why kirby3-security-headers' `$site->nonce()` doesn't work for inline CSS in a `<style>` tag? I guess I'm doing something wrong.", author="u1")
    rec(KIRBYSEC, [ki1, ki2, (U, kiq, "u1")], "what means \"does not work\"?", True, "ellipsis", ["\"does not work\""], "What do you mean when you say `$site->nonce()` \"does not work\" for an inline `<style>` tag?", author="u2")
    lend(KIRBYSEC, [ki1], C_ACCESS, SELF, ADOBEDOCS)

    ad1 = (U, "Content Security Policy supports strict-dynamic keyword as an additional way of allowing inline scripts", "u1")
    ad2 = (U, "The Content Security Policy page describes two approaches to supporting inline scripts in a CSP.\n\n1. Using nonces and configuring the Core extension with nonce data (most secure)\n2. Using unsafe-inline (least secure)", "u1")
    rec(ADOBEDOCS, [ad1, ad2], "There is a middleground: the \"strict-dynamic\" keyword in script-src.", True, "ellipsis", ["a middleground"], "Between using nonces and using unsafe-inline for inline scripts in a CSP, there is a middle ground: the \"strict-dynamic\" keyword in script-src.", author="u1")
    rec(ADOBEDOCS, [ad1, ad2], C_ACCESS, False, SELF, [], None, author="u1")
    rec(ADOBEDOCS, [ad1, ad2], C_META, False, SELF, [], None, author="u1")

    # ---- lockfiles: committing package-lock.json (or yarn.lock) or ignoring it ----
    kp1 = (U, "keep package-lock in repository for more safety", "u1")
    kpq = "We should have it in the repository: https://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5"
    rec(KPI, [kp1], kpq, True, "pronoun", ["it", "the repository"], "We should keep package-lock.json in the kpi repository: https://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5", author="u1")
    rec(KPI, [kp1, (U, kpq, "u1"), (U, "@pmusaraj ping :)", "u1")], "Closing, see #1808", True, "ellipsis", [], "Closing the kpi pull request that keeps package-lock.json in the repository; see #1808.", author="u2")
    lend(KPI, [kp1], L_NOTICE, SELF, WEBCOMPAT)

    dc1 = (U, "include package-lock.json in commits", "u1")
    dc2 = (U, "Currently, we have `package-lock.json` in `.gitignore` while the idea of it is to be shared as said in npm documentation", "u1")
    dcq = "It describes the exact tree that was generated, such that subsequent installs are able to generate identical trees, regardless of intermediate dependency updates."
    rec(DATACLI, [dc1, dc2], dcq, True, "pronoun", ["It"], "package-lock.json describes the exact tree that was generated, such that subsequent installs are able to generate identical trees, regardless of intermediate dependency updates.", author="u1")
    rec(DATACLI, [dc1, dc2, (U, "## Tasks\n\n* [ ] commit and push `package-lock.json`", "u1")], "FIXED/OBSOLETE we have yarn.lock instead", True, "ellipsis", [], "Committing package-lock.json in data-cli is fixed/obsolete: data-cli has a yarn.lock instead.", author="u1")
    lend(DATACLI, [dc1], L_LIKE, SELF, GROMMERCE)

    bg1 = (U, "Add package-lock.json into repo", "u1")
    bg2 = (U, "Per the document of npm, `package-lock.json` is \"intended to be committed into source repositories\".", "u1")
    rec(BANGUMI, [bg1, bg2], "The file this PR adds is the one `npm` generates automatically.", True, "pronoun", ["The file this PR adds"], "The package-lock.json that this bangumi-list pull request adds is the one `npm` generates automatically.", author="u1")
    lend(BANGUMI, [bg1], L_NOTICE, SELF, WEBCOMPAT)

    ip1 = (U, "Commit package-lock.json to version control", "u1")
    ip2 = (U, "The `package-lock.json` was added to `.gitignore` in #139. npm's docs explicitly say this file should be committed", "u1")
    ipq = "Without it, `npm install` can resolve different dependency versions depending on when and where it runs."
    rec(IPYNIIVUE, [ip1, ip2], ipq, True, "pronoun", ["it"], "Without a committed package-lock.json, `npm install` can resolve different dependency versions depending on when and where it runs.", author="u1")
    rec(IPYNIIVUE, [ip1, ip2, (U, ipq + " Contributors and CI can end up with different `node_modules` trees, which makes bugs harder to track down.", "u1")], "Worth removing it from `.gitignore` and checking in the current lockfile.", True, "pronoun", ["it", "the current lockfile"], "It is worth removing package-lock.json from ipyniivue's `.gitignore` and checking in the current lockfile.", author="u1")
    lend(IPYNIIVUE, [ip1], L_LIKE, SELF, GROMMERCE)

    sc1 = (U, "Remove package-lock from .gitignore", "u1")
    rec(SCHULCLOUD, [sc1], "According to npmjs docs:\n> This file is intended to be committed into source repositories (...)", True, "pronoun", ["This file"], "According to the npmjs docs, package-lock.json is intended to be committed into source repositories, so schulcloud-client should remove it from .gitignore.", author="u1")

    wc1 = (U, "Commit package-lock.json?", "u1")
    wc2 = (U, "When you setup the repo, after npm build runs you get the following:\n\n`" + L_NOTICE + "`", "u1")
    # npm's notice names the lockfile it speaks of: a trap in its own thread.
    rec(WEBCOMPAT, [wc1], L_NOTICE, False, SELF, [], None, author="u1")
    wcq = "Reading up at https://docs.npmjs.com/files/package-lock.json, it seems like a good idea?"
    rec(WEBCOMPAT, [wc1, wc2], wcq, True, "pronoun", ["it"], "Reading up at https://docs.npmjs.com/files/package-lock.json, committing package-lock.json to webcompat.com seems like a good idea?", author="u1")
    wc3 = (U, "Then again... maybe people hate this: https://twitter.com/brianleroux/status/930516598846144512", "u1")
    rec(WEBCOMPAT, [wc1, wc2, (U, wcq + "\n\nI'll defer to @zoepage though.", "u1"), wc3], "I'm also not a big fan, but it might be helpful.", True, "pronoun", ["it"], "I'm also not a big fan of committing package-lock.json, but it might be helpful for webcompat.com.", author="u2")

    bx1 = (U, "Add package-lock.json", "u1")
    bxq = "`npm` (since v5.x.x) generates this file, and it should be committed in repositories."
    rec(BASIGX, [bx1], bxq, True, "pronoun", ["this file", "it"], "`npm` (since v5.x.x) generates package-lock.json, and it should be committed in repositories.", author="u1")
    rec(BASIGX, [bx1, (U, bxq + " Even `npm` itself advises us to commit it:\n\n```\n" + L_NOTICE + "\n```\n\nPlease review.", "u1")], "LGTM, please merge :pineapple:", True, "ellipsis", [], "Adding package-lock.json to BasiGX looks good to me, please merge.", author="u2")

    gm1 = (U, "Should we add package-lock.json in gitignore?", "u1")
    gm2 = (U, "Found this link online, so I don't think it's be a great idea to package-lock.json in regular commits. \n\nhttps://stackoverflow.com/questions/44206782/do-i-commit-the-package-lock-json-file-created-by-npm-5\n\nPlease enlighten me about your experiences and suggestions.", "u1")
    gm3 = (A, "Hi - sorry again to intrude. This is just my opinion so take it lightly. " + L_LIKE, "u2")
    rec(GROMMERCE, [gm1, gm2], L_LIKE, False, SELF, [], None, author="u2")
    rec(GROMMERCE, [gm1, gm2, gm3], "@mariolo1985 Interesting and I think that is one of the pros that package-lock has. +1 for this.", True, "pronoun", ["that", "this"], "@mariolo1985 Interesting: quickly telling that a module was updated is one of the pros of committing package-lock.json. +1 for committing it.", author="u1")

    xp1 = (U, "Add package-lock.json into repo", "u1")
    xp2 = (U, "According document at npmjs.com, this file should \"be committed into source repositories\" to reduce several, improve stability and speed.", "u1")
    rec(XPROFILER, [xp1, xp2], "Thx, I'll commit this file :)", True, "pronoun", ["this file"], "Thanks, I'll commit package-lock.json into the xprofiler repository.", author="u2")

    # ---- password hashing: bcrypt or Argon2 ----
    bl1 = (U, "maybe recommend bcrypt over argon2?", "u1")
    rec(BLAKE3, [bl1], W_TUNE, False, SELF, [], None, author="u1")
    bl2 = (U, "Multiple judges for the Password Hashing Competition - that selected the Argon2 family as its winner - have since acknowledged that " + W_TUNE + ".\n\nperhaps bcrypt is a better recommendation than Argon2?   (and fwiw, which is nothing, at my job, we use bcrypt)", "u1")
    rec(BLAKE3, [bl1, bl2], "I looked into that claim in the past, I'd have to dig it up", True, "pronoun", ["that claim", "it"], "I looked into the claim that Argon2 tuned for interactive authentication is worse than bcrypt in the past; I'd have to dig up what I found.", author="u2")
    lend(BLAKE3, [bl1], W_MEMORY, SAME, INSPIRCDARGON)

    wr1 = (U, "Migrate to Argon2 from Bcrypt", "u1")
    wrq = "Do we want to upgrade our password hashing algorithm to the current best, or are we saying bcrypt is plenty good?"
    rec(WRATH, [wr1], wrq, True, "ellipsis", ["the current best"], "Do we want to upgrade wrath-ctf-framework's password hashing from bcrypt to Argon2, the current best, or is bcrypt plenty good?", author="u1")
    rec(WRATH, [wr1, (U, wrq, "u1"), (A, "+1 for switching to Argon2\n\nIn my (very) limited understanding of password crypto in 2017, Argon2 is considered better over bcrypt.", "u2")], "It takes a bunch of memory, so it makes GPU's useless for cracking hashes.", True, "pronoun", ["It", "it"], "Argon2 takes a bunch of memory, so it makes GPUs useless for cracking hashes.", author="u2")
    lend(WRATH, [wr1], W_STRONGER, SAME, HESTIA)

    hs1 = (U, "switch from argon2 to bcrypt", "u1")
    rec(HESTIA, [hs1], W_STRONGER, False, SAME, [], None, author="u1")
    hs2 = (U, W_STRONGER + " Argon2 does not match or surpass bcrypt's strength until ≳ 1000ms runtimes", "u1")
    rec(HESTIA, [hs1, hs2], "but with that said, Argon2 is much better than md5! (which was the previous default until https://github.com/hestiacp/hestiacp/pull/2421 )", True, "ellipsis", ["with that said"], "Even though bcrypt is stronger than Argon2 for authentication, Argon2 is much better than md5, which was hestiacp's previous default until pull request #2421.", author="u1")
    rec(HESTIA, [hs1, hs2], "So ArgonID is stronger on higher strength but it doesn't work for authentication at that strength ...", True, "ellipsis", ["So", "that strength"], "So Argon2id is stronger than bcrypt at runtimes of about 1000ms or more, but it doesn't work for authentication at that strength?", author="u2")

    px1 = (U, "Consider using Argon2 instead of Bcrypt", "u1")
    rec(PHXAUTH, [px1], "Currently passwords are hashed using bcrypt, but we could consider switching to Argon2", True, "ellipsis", ["passwords"], "Currently phx_gen_auth hashes passwords using bcrypt, but it could consider switching to Argon2.", author="u1")
    pxclaim = "Bcrypt has a few downsides though, most notably that it has a limit on the amount of input data, limiting passwords to 72 characters"
    rec(PHXAUTH, [px1], pxclaim, False, SELF, [], None, author="u1")
    rec(PHXAUTH, [px1, (U, pxclaim + " (and recommended is to lower this to 64 to allow for string termination etc).", "u1")], "If there's agreement that Argon2 is a better alternative, I'm willing to make a PR for this.", True, "pronoun", ["this"], "If there's agreement that Argon2 is a better alternative than bcrypt, I'm willing to make a PR switching phx_gen_auth to Argon2.", author="u1")

    ia1 = (U, "Argon2 Support", "u1")
    ia2 = (U, "Please add Support for Argon2, Argon2i and Argon2id", "u1")
    rec(INSPIRCDARGON, [ia1, ia2], "What benefits do these have over existing methods e.g. bcrypt or pbkdf2?", True, "pronoun", ["these"], "What benefits do Argon2, Argon2i and Argon2id have over InspIRCd's existing methods, e.g. bcrypt or pbkdf2?", author="u2")
    rec(INSPIRCDARGON, [ia1, ia2, (A, "What benefits do these have over existing methods e.g. bcrypt or pbkdf2?", "u2")], W_MEMORY, False, SAME, [], None, author="u3")
    lend(INSPIRCDARGON, [ia1], W_TUNE, SELF, BLAKE3)

    # ---- N+1 queries and eager loading ----
    ps1 = (U, "Implement Eager Loading in queries", "u1")
    rec(PROSPERO, [ps1], N_ALLEVIATES, False, SAME, [], None, author="u1")
    psclaim = "When building a query, you may specify which relationships should be eager loaded using the `with` method."
    rec(PROSPERO, [ps1, (U, N_ALLEVIATES, "u1")], psclaim, False, SELF, [], None, author="u1")
    rec(PROSPERO, [ps1, (U, N_ALLEVIATES + "\n\n" + psclaim + "\n\nBefore.... **`[27 queries]`**\n\nand after  **`[9 queries]`**", "u1")], "Thanks for the performance improvement! Looks great", True, "ellipsis", ["the performance improvement"], "Thanks for the performance improvement from eager loading in prospero-flow-crm's queries! Looks great.", author="u2")

    hy1 = (U, "Detect N+1 query issues triggered by eager loading", "u1")
    rec(HYPERSIST, [hy1], N_EITHER, False, SAME, [], None, author="u1")
    hyq = "We need to intercept and count the number of queries that get executed and report the N+1 query issues when happening due to a JPQL or Criteria API that doesn't JOIN FETCH the associations."
    rec(HYPERSIST, [hy1, (U, N_EITHER, "u1")], hyq, True, "ellipsis", ["We"], "Hypersistence Optimizer needs to intercept and count the executed queries and report N+1 query issues caused by a JPQL or Criteria API query that doesn't JOIN FETCH eagerly fetched associations.", author="u1")
    rec(HYPERSIST, [hy1, (U, N_EITHER + " " + hyq, "u1")], "Fixed.", True, "ellipsis", [], "Hypersistence Optimizer now detects N+1 query issues triggered by eager loading.", author="u1")

    em1 = (U, "avoid N+1 queries.", "u1")
    rec(EMPIRICAL, [em1], "Use includes eager loading to avoid N+1 Queries.", True, "ellipsis", [], "This Empirical-Core pull request uses `includes` eager loading to avoid N+1 queries.", author="u1")
    lend(EMPIRICAL, [em1], N_ALLEVIATES, SAME, PROSPERO)

    ar1 = (U, "N+1 Problem", "u1")
    arq = "Need to have support of Eager Loading like in Ruby on Rails"
    rec(PHPAR, [ar1], arq, True, "ellipsis", [], "php-activerecord needs support for eager loading like in Ruby on Rails, to avoid the N+1 problem.", author="u1")
    ar2 = (A, "Any more details for your request?", "u2")
    ar3 = (U, "@koenpunt Hello, sure thing! Here it is:\nhttps://www.sitepoint.com/silver-bullet-n1-problem/", "u1")
    rec(PHPAR, [ar1, (U, arq, "u1"), ar2, ar3], "Is this what you are looking for? [Eager Loading](http://www.phpactiverecord.org/projects/main/wiki/Finders#eager-loading)", True, "pronoun", ["this"], "Is php-activerecord's documented eager loading (http://www.phpactiverecord.org/projects/main/wiki/Finders#eager-loading) what you are looking for to avoid N+1 queries?", author="u3")
    lend(PHPAR, [ar1], N_EITHER, SAME, HYPERSIST)

    an1 = (U, "Eager load work items", "u1")
    rec(ANNICT, [an1], "Prevents N+1 queries.", True, "ellipsis", [], "Eager loading work items in annict prevents N+1 queries.", author="u1")
    lend(ANNICT, [an1], N_ALLEVIATES, SAME, PROSPERO)

    rv1 = (U, "[1555] Fix N+1 Queries", "u1")
    rvq = "I did quite a bit of searching for other N+1 queries but wasn't able to find any other ones outside of those noted in the issue thread."
    rec(RESERVATIONS, [rv1, (U, "Resolves #1555", "u1")], rvq, True, "ellipsis", ["other N+1 queries", "the issue thread"], "I searched the reservations code for N+1 queries other than those noted in issue #1555 but wasn't able to find any.", author="u1")
    rec(RESERVATIONS, [rv1, (U, "Resolves #1555 \n\n" + rvq, "u1")], "Rebase to see if eager loading breaks our existing specs.", True, "ellipsis", ["our existing specs"], "Rebase the N+1 query fix for reservations to see if its eager loading breaks the existing specs.", author="u2")

    dm1 = (U, "N+1 query problem", "u1")
    dmq = "From relationships documentation:\n\n\"Currently, the above ‘HasMany’ example will incur N+1 queries. That is, one query will be executed for each set of comments requested for each post. So if 20 posts are returned and you print the comments for all posts, 20+1 queries will be executed.\""
    rec(DATAMAPPER, [dm1], dmq, True, "ellipsis", ["the above ‘HasMany’ example"], "phpDataMapper's relationships documentation says that its 'HasMany' example incurs N+1 queries: one query for each post's comments, so 20 posts printed with their comments take 20+1 queries.", author="u1")
    rec(DATAMAPPER, [dm1, (U, dmq, "u1")], "I'm going to take a stab at this in my fork so that only two queries are generated as described.", True, "pronoun", ["this", "as described"], "I'm going to take a stab at fixing phpDataMapper's N+1 query problem in my fork so that only two queries are generated for the HasMany example.", author="u1")

    fk1 = (U, "Eager Loading (Load Relationships)", "u1")
    rec(FASTKIT, [fk1], "- Support eager loading to prevent N+1 query problems.", True, "ellipsis", [], "fastkit-core should support eager loading of relationships to prevent N+1 query problems.", author="u1")
    rec(FASTKIT, [fk1, (U, "- Support eager loading to prevent N+1 query problems.", "u1")], "- The service layer passes `load_relations` parameters to the underlying repository.", True, "ellipsis", ["The service layer", "the underlying repository"], "In fastkit-core's eager loading, the service layer passes `load_relations` parameters to the underlying repository.", author="u1")
    lend(FASTKIT, [fk1], N_EITHER, SAME, HYPERSIST)

    # ---- ReDoS: catastrophic backtracking in regular expressions ----
    ap1 = (U, "Add RegEx-DoS, an analyzer for regular expressions susceptible to DoS attacks.", "u1")
    rec(AWESOMEPENTEST, [ap1], R_ATTACK, False, SAME, [], None, author="u1")
    rec(AWESOMEPENTEST, [ap1, (U, R_ATTACK, "u1")], "This tool is a static analyzer that searches through source code and reports risk levels for any regular expressions found.", True, "pronoun", ["This tool"], "RegEx-DoS is a static analyzer that searches through source code and reports ReDoS risk levels for any regular expressions found.", author="u1")
    lend(AWESOMEPENTEST, [ap1], R_AFFECTS, SAME, LEARNREGEX)

    cw1 = (U, "[Security] ReDoS resistance audit of regex rules", "u1")
    rec(CADDYWAF, [cw1], R_WAF, False, SAME, [], None, author="u1")
    rec(CADDYWAF, [cw1, (U, R_WAF, "u1")], "Goal for v0.9.x: assemble a ReDoS test corpus, review hot-path patterns for backtracking risk, and evaluate mitigations (per-match timeouts, complexity limits, or a linear-time engine).", True, "ellipsis", ["v0.9.x", "hot-path patterns"], "caddy-waf's goal for v0.9.x: assemble a ReDoS test corpus, review its hot-path regex rules for backtracking risk, and evaluate mitigations (per-match timeouts, complexity limits, or a linear-time engine).", author="u1")
    lend(CADDYWAF, [cw1], R_ATTACK, SAME, AWESOMEPENTEST)

    sy1 = (U, "A ReDoS vulnerability exists in grammar.js", "u1")
    syq = "It uses the vulnerable regular expression `'(\\\\.|[^'\\\\])*'`. When the match fails, it will cause catastrophic backtracking."
    rec(SYNTAX, [sy1, (U, "The affected code is located in grammar.js-line191.", "u1")], syq, True, "pronoun", ["It", "the match", "it"], "syntax's grammar.js (line 191) uses the vulnerable regular expression `'(\\\\.|[^'\\\\])*'`; when the match fails, it causes catastrophic backtracking.", author="u1")
    rec(SYNTAX, [sy1, (U, "The affected code is located in grammar.js-line191. " + syq, "u1")], "Thanks for the report - what's the impact here? Would be great to fix it - and will appreciate a PR for this.", True, "ellipsis", ["the report", "the impact here", "it", "this"], "Thanks for reporting the ReDoS in syntax's grammar.js - what's its impact? It would be great to fix it, and a PR fixing it is welcome.", author="u2")
    lend(SYNTAX, [sy1], R_WAF, SAME, CADDYWAF)

    lr1 = (U, "No mention of catastrophic backtracking", "u1")
    rec(LEARNREGEX, [lr1], R_AFFECTS, False, SAME, [], None, author="u1")
    rec(LEARNREGEX, [lr1, (U, R_AFFECTS, "u1")], "A guide to regular expressions is incomplete without a warning about ReDoS.", False, SAME, [], None, author="u1")
    lrq = "This is a simple regex: \"^[01]([-]*[01]+)*$\" And this is a simple sample test case can cause Catastrophic backtracking: \"1010101010101001010&\""
    # A new question in the thread that quotes its own regex and input: a trap.
    rec(LEARNREGEX, [lr1, (U, "Regular expressions can be vulnerable to Regular Expression Denial of Service (ReDoS). " + R_AFFECTS, "u1")], lrq, False, SELF, [], None, author="u2")

    ow1 = (U, "Update redos examples to make them actually vulnerable", "u1")
    rec(OWASPCOMM, [ow1], "When they're not bounded backtracking won't occur as the engine will stop processing.", True, "pronoun", ["they"], "When OWASP's ReDoS example regexes (such as `(a+)+`) are not bounded with `$`, backtracking won't occur, as the engine will stop processing.", author="u1")
    ow2 = (A, "**Examples of Evil Regex**:\n\n+- `(a+)+$`\n+- `([a-zA-Z]+)*$`\n\nAll the above are susceptible to the input\n `aaaaaaaaaaaaaaaaaaaaaaaa!`", "u2")
    rec(OWASPCOMM, [ow1, ow2], "I mean is the payload/note still applicable? I believe it is, but honestly it isn't a topic I've dug into", True, "ellipsis", ["the payload/note"], "Is the OWASP ReDoS page's note that the evil regex examples are susceptible to the input `aaaaaaaaaaaaaaaaaaaaaaaa!` still applicable after anchoring them with `$`?", author="u2")
    lend(OWASPCOMM, [ow1], R_AFFECTS, SAME, LEARNREGEX)

    mc1 = (U, "fix: eliminate redos risk", "u1")
    rec(MICELL, [mc1], "The risk is reported by Github code scanning alert tool.", True, "ellipsis", ["The risk"], "The ReDoS risk in micell is reported by GitHub's code scanning alert tool.", author="u1")

    cm7 = (U, "A ReDoS vulnerability has been identified in CodeMirror’s Markdown mode", "u1")
    cmq7 = "Specially crafted input strings can trigger catastrophic backtracking in several regular expressions, causing the affected application to freeze or significantly degrade its performance."
    rec(CODEMIRROR, [cm7], cmq7, True, "ellipsis", ["several regular expressions"], "Specially crafted input strings can trigger catastrophic backtracking in several regular expressions of CodeMirror's Markdown mode, causing the application to freeze or slow down significantly.", author="u1")
    rec(CODEMIRROR, [cm7, (U, "### Summary\n" + cmq7, "u1"), (U, "### Details\nMultiple regular expression patterns within the mode/markdown/markdown.js file are vulnerable to exponential backtracking.", "u1")], "The problem lies in the use of greedy quantifiers (e.g., + or *) in combination with unbounded capture groups that must eventually match a terminating token.", True, "ellipsis", ["The problem"], "The ReDoS problem in CodeMirror's markdown.js patterns lies in greedy quantifiers (e.g., + or *) combined with unbounded capture groups that must eventually match a terminating token.", author="u1")
    lend(CODEMIRROR, [cm7], R_WAF, SAME, CADDYWAF)

    # ---- soft delete: a deleted_at timestamp instead of removing rows ----
    cl1 = (U, "Soft Delete Models", "u1")
    rec(CLASSROOM, [cl1], "This adds the `deleted_at` column to several models. This enables the user to delete something, and even if the process of it and it's resources are still being deleted the user won't be able to access it.", True, "pronoun", ["This", "several models"], "This GitHub Classroom pull request adds a `deleted_at` column to several models, so that a user who deletes something can no longer access it even while it and its resources are still being deleted.", author="u1")
    lend(CLASSROOM, [cl1], D_IMPORTANT, SELF, ARSOFTDEL)

    pf1 = (U, "Alter Tables & Logic: Standardize soft-delete", "u1")
    pfq = "AC:\n- Add `deleted_at` to all tables as a date field\n- Remove any other `deleted` boolean fields on any tables"
    rec(PIEFORPROV, [pf1], pfq, True, "ellipsis", ["all tables"], "To standardize soft delete in pieforproviders, add `deleted_at` to all tables as a date field and remove any other `deleted` boolean fields.", author="u1")
    rec(PIEFORPROV, [pf1, (U, pfq, "u1")], "Out of scope:\nRestoring - this will still need to be done manually by an engineer by clearing out the `deleted_at` date", True, "pronoun", ["Restoring", "this"], "Restoring soft-deleted records in pieforproviders is out of scope: it will still need to be done manually by an engineer clearing out the `deleted_at` date.", author="u1")
    lend(PIEFORPROV, [pf1], D_IMPORTANT, SELF, ARSOFTDEL)

    se1 = (U, "Soft Deleting", "u1")
    rec(SENTINEL, [se1], "I'm trying to achieve a soft delete with this package.", True, "pronoun", ["this package"], "I'm trying to achieve a soft delete with the Sentinel package.", author="u1")
    rec(SENTINEL, [se1, (U, "Hi!\n\nI'm trying to achieve a soft delete with this package.", "u1")], "I added a 'deleted_at' column to my users table and all the necessary code to my User model. When deleting it still removes the row entirely. Any suggestions?", True, "ellipsis", ["When deleting"], "I added a 'deleted_at' column to my users table and the soft-delete code to my User model, but deleting a user through Sentinel still removes the row entirely. Any suggestions?", author="u1")

    c41 = (U, "Soft deletes use deleted_at", "u1")
    c4q = "First attempt. Change all references to `deleted` to use `deleted_at` instead."
    rec(CI4, [c41], c4q, True, "ellipsis", ["all references"], "A first attempt to change all of CodeIgniter4's references to the `deleted` soft-delete field to use `deleted_at` instead.", author="u1")
    c42 = (U, "@lonnieezell I might need some help. I think everything is correct now but I replaced `'deleted` => 0` with `'deleted_at' IS NULL` (and their opposites) and the PostGres handler doesn't seem to be interpreting the string as a query fragment", "u1")
    rec(CI4, [c41, (U, c4q, "u1"), c42], "Hmm in retrospect I wonder if it would except `'deleted_at' => null` as a valid criterium and translate it?", True, "pronoun", ["it", "it"], "Would CodeIgniter4's PostgreSQL handler accept `'deleted_at' => null` as a valid criterion and translate it to `deleted_at IS NULL`?", author="u1")

    as1 = (U, "Boolean vs Timestamp", "u1")
    asq = "Would it not make sense to use a unix timestamp to indicate deletion as opposed to a simple boolean?"
    rec(ARSOFTDEL, [as1], asq, True, "ellipsis", ["deletion"], "Would it not make sense for yii2tech's ar-softdelete to use a unix timestamp to indicate soft deletion as opposed to a simple boolean?", author="u1")
    rec(ARSOFTDEL, [as1, (U, asq, "u1")], D_IMPORTANT, False, SELF, [], None, author="u1")
    as2 = (U, asq + "\n\n" + D_IMPORTANT + " It could both be done with one column by storing unix timestamps instead of booleans.", "u1")
    rec(ARSOFTDEL, [as1, as2], "You mau achieve this using `yii\\db\\Expression` in `softDeleteAttributeValues`", True, "pronoun", ["this"], "You may store a deletion timestamp with ar-softdelete using `yii\\db\\Expression` (e.g. `NOW()`) in `softDeleteAttributeValues`.", author="u2")

    # ---- changelogs: a CHANGELOG.md (Keep a Changelog) or GitHub release notes ----
    ep1 = (U, "Maintain a CHANGELOG.md file", "u1")
    rec(EPYMORPH, [ep1], G_NICE, False, SAME, [], None, author="u1")
    epq = "We would like to create this file as well as use it during the release Action to populate the GitHub release's change notes, rather than have to edit them manually after the fact."
    rec(EPYMORPH, [ep1, (U, G_NICE, "u1")], epq, True, "pronoun", ["this file", "it"], "Epymorph would like to create a CHANGELOG.md file and use it during the release Action to populate the GitHub release's change notes, rather than edit them manually after the fact.", author="u1")
    rec(EPYMORPH, [ep1, (U, G_NICE + "\n\n" + epq, "u1")], "Completed in https://github.com/NAU-CCL/Epymorph/commit/c5c8916f70ed5b032dbaa43687d0c180ee7b49eb", True, "ellipsis", [], "Maintaining a CHANGELOG.md in Epymorph was completed in commit c5c8916f70ed5b032dbaa43687d0c180ee7b49eb.", author="u1")

    mo1 = (U, "docs: add CHANGELOG.md following Keep a Changelog format", "u1")
    rec(MOONDL, [mo1], "This project doesn't currently track release notes anywhere.", True, "pronoun", ["This project"], "moondownloader doesn't currently track release notes anywhere.", author="u1")
    rec(MOONDL, [mo1, (U, "This project doesn't currently track release notes anywhere. Added a `CHANGELOG.md` in the Keep a Changelog format seeded with entries reconstructed from the current v14.1 README + repo history.", "u1")], "Future releases can just prepend a new section — no build step, no tooling required.", True, "ellipsis", ["a new section"], "Future moondownloader releases can just prepend a new section to CHANGELOG.md — no build step, no tooling required.", author="u1")
    lend(MOONDL, [mo1], G_MANUAL, SAME, MODUS)

    fe1 = (U, "ChangeLog", "u1")
    rec(FETCH, [fe1], G_EVERY, False, SAME, [], None, author="u1")
    fe2 = (U, G_EVERY + "\n\nAnd many users think so too: http://keepachangelog.com/", "u1")
    rec(FETCH, [fe1, fe2], "How would you feel if we maintained Release notes instead?", True, "ellipsis", ["instead"], "How would you feel if fetch maintained GitHub release notes instead of a ChangeLog file?", author="u2")
    rec(FETCH, [fe1, fe2, (A, "How would you feel if we maintained Release notes instead?", "u2"), (U, "@mislav yeap, GitHub Release are nice too :).", "u1")], "It's done.", True, "pronoun", ["It"], "fetch's release notes on GitHub Releases are done.", author="u2")

    ub31 = (U, "Add changelog file?", "u1")
    ubq3 = "Would be great to be able to look at a file in the repo with all the changes."
    rec(UNBOX, [ub31], ubq3, True, "ellipsis", ["the repo"], "It would be great to be able to look at a file in the Unbox repository (a CHANGELOG.md) with all the changes.", author="u1")
    rec(UNBOX, [ub31, (U, ubq3 + " E.g. `CHANGELOG.md` and if it follows Keep a CHANGELOG. Cheers 😄", "u1")], "I think the detailed release notes on the Releases page serves this purpose.", True, "pronoun", ["the Releases page", "this purpose"], "I think the detailed release notes on Unbox's GitHub Releases page serve the purpose of a changelog file.", author="u2")
    lend(UNBOX, [ub31], G_EVERY, SAME, FETCH)

    kc1 = (U, "keep-a-changelog does not mantain a changelog", "u1")
    kcq = "Personally I just use https://github.com/release-it/keep-a-changelog/releases for this."
    rec(KEEPACL, [kc1, (U, ";)", "u1")], kcq, True, "pronoun", ["this"], "Personally I just use the GitHub releases page https://github.com/release-it/keep-a-changelog/releases as the changelog of release-it's keep-a-changelog plugin.", author="u2")
    rec(KEEPACL, [kc1, (U, ";)", "u1"), (A, kcq, "u2")], "No worries. It just funny since https://keepachangelog.com/en/1.1.0/ kinda expects you to maintain a `Changelog.md`", True, "pronoun", ["It"], "It's just funny that release-it's keep-a-changelog plugin keeps no changelog file, since https://keepachangelog.com/en/1.1.0/ kinda expects you to maintain a `Changelog.md`.", author="u1")
    lend(KEEPACL, [kc1], G_NICE, SAME, EPYMORPH)

    ak1 = (U, "CHANGELOG.md", "u1")
    rec(ARKEEP, [ak1], "Goreleaser already generates the changelog, it needs to be exported in a file.", True, "ellipsis", ["the changelog"], "Goreleaser already generates arkeep's changelog; it needs to be exported to a CHANGELOG.md file.", author="u1")
    lend(ARKEEP, [ak1], G_MANUAL, SAME, MODUS)

    pm1 = (U, "Keep changelog?", "u1")
    pm2 = (U, "@ankostis asked for `CHANGELOG.md` or something like that -- I agree! So far I've been keeping it in https://github.com/karlicoss/promnesia/releases , but I think best to keep in the repository because release page is a silo, unlike a file in git repo.", "u1")
    rec(PROMNESIA, [pm1, pm2], "I wouldn't want it to be obligatory after every pull request etc", True, "pronoun", ["it"], "I wouldn't want updating promnesia's CHANGELOG.md to be obligatory after every pull request etc.", author="u1")
    # "the first" and "it" point inside the sentence (CHANGES, the noteworthy changes): a complete suggestion, a trap.
    rec(PROMNESIA, [pm1, pm2, (U, "done! https://github.com/karlicoss/promnesia/blob/master/CHANGELOG.org", "u1")], "My idea if maintaining both CHANGES & github-releases is to write noteworthy changes in the first and copy-paste it verbatim  afterwards in the release-page.", False, SELF, [], None, author="u2")

    ge1 = (U, "Start a changelog", "u1")
    rec(GEMINI, [ge1], "Let's start keeping a changelog that users can read to know the differences between releases. The newly added CHANGELOG.md file is supposed to follow these conventions: https://keepachangelog.com/en/1.0.0/", True, "ellipsis", ["The newly added CHANGELOG.md file"], "Let's start keeping a changelog for gemini that users can read to know the differences between releases; its new CHANGELOG.md follows the Keep a Changelog conventions (https://keepachangelog.com/en/1.0.0/).", author="u1")
    lend(GEMINI, [ge1], G_EVERY, SAME, FETCH)

    md1 = (U, "Create a Changelog", "u1")
    rec(MODUS, [md1], "The file should live at the root of the project and be called \"CHANGELOG.md\"", True, "ellipsis", ["The file", "the project"], "modus-web-components' changelog file should live at the root of the project and be called \"CHANGELOG.md\".", author="u1")
    rec(MODUS, [md1, (U, "The file should live at the root of the project and be called \"CHANGELOG.md\"\n\nUse Keep a Changelog as a guide.\n\nEvery release should highlight new features, bug fixes, and breaking changes.", "u1")], G_MANUAL, False, SAME, [], None, author="u2")

    bc1 = (U, "Add a CHANGELOG.md file to track changes", "u1")
    bcq = "It'd be nice to have a document where the changes are listed, with attribution as appropriate."
    rec(BIGCHAIN, [bc1], bcq, True, "ellipsis", ["the changes"], "It'd be nice for bigchaindb to have a CHANGELOG.md document where its changes are listed, with attribution as appropriate.", author="u1")
    bc2 = (A, "We have a \"Releases\" page at:\n\nhttps://github.com/bigchaindb/bigchaindb/releases\n\nI gather it's auto-generated by GitHub from the tags and their associated comments.", "u2")
    rec(BIGCHAIN, [bc1, (U, bcq, "u1"), bc2], "Maybe we can just have that page for now? If so, more comments should be added to the releases so we know what changed with each one.", True, "pronoun", ["that page", "the releases"], "Maybe bigchaindb can just have its GitHub Releases page instead of a CHANGELOG.md for now? If so, more comments should be added to the releases so we know what changed with each one.", author="u2")

    # ---- monorepos: Lerna, npm/yarn/pnpm workspaces, Nx and Turborepo ----
    ho1 = (U, "[setup] Monorepo setup", "u1")
    hoq = "Since we will have multiple packages to publish from the same repo, we should properly set up a monorepo."
    rec(HONEYOTEL, [ho1], hoq, True, "ellipsis", ["the same repo"], "Since honeycomb-opentelemetry-node will have multiple packages to publish from the same repository, it should properly set up a monorepo.", author="u1")
    rec(HONEYOTEL, [ho1, (U, hoq, "u1")], "Some options to consider:\n\n- Lerna\n- Turborepo\n- NPM Workspaces\n- pnpm Workspace", True, "ellipsis", ["Some options"], "Options to consider for setting up honeycomb-opentelemetry-node as a monorepo: Lerna, Turborepo, npm workspaces, pnpm workspaces.", author="u1")
    lend(HONEYOTEL, [ho1], M_LERNA, SAME, WEBAUTHN)

    hd1 = (U, "Move from Lerna to NPM Workspaces", "u1")
    hdq = "Lerna has caused several issues with bugs and security vulnerabilities. We should therefore move to NPM Workspaces."
    rec(HAPPYDOM, [hd1], hdq, True, "ellipsis", ["We"], "Lerna has caused happy-dom several issues with bugs and security vulnerabilities, so happy-dom should move to npm workspaces.", author="u1")
    hdq2 = "@capricorn86  I'm using the pnpm workspace feature for my monorepos and it is working great so far"
    rec(HAPPYDOM, [hd1, (U, hdq, "u1")], hdq2, False, SELF, [], None, author="u2")
    rec(HAPPYDOM, [hd1, (U, hdq, "u1"), (A, hdq2, "u2"), (U, "@tobidalhof nice to hear! :slightly_smiling_face:", "u1")], "Using NPM workspaces has worked well, so the project will continue with it for now as NPM is a standard and therefore makes it a bit easier to contribute.", True, "ellipsis", ["the project"], "Using npm workspaces has worked well for happy-dom, so it will continue with them for now, as npm is a standard and makes contributing a bit easier.", author="u1")

    rb1 = (U, "Monolith using lerna", "u1")
    rb2 = (U, "**Is your feature request related to a problem? Please describe.**\nCreate a monlith using lerna", "u1")
    rec(REACTBOIL, [rb1, rb2], M_YARN, False, SAME, [], None, author="u1")
    rec(REACTBOIL, [rb1, rb2, (U, "**Describe the solution you'd like**\n" + M_YARN + "\n\n**Describe alternatives you've considered**\nyarn workspace was tried earlier. Use lerna.", "u1")], "This is done @udaypydi", True, "pronoun", ["This"], "Converting react-simple-boilerplate into a monorepo using lerna is done, @udaypydi.", author="u2")
    lend(REACTBOIL, [rb1], M_NATIVE, SAME, SRMONO)

    tn1 = (U, "Suggestion: convert testing-nestjs into monorepo with Lerna", "u1")
    tnq = "@jmcdo29 I thought about it, what do you think about changing this repo to work with Lerna where every sample will be a package? 😃"
    rec(TESTNEST, [tn1], tnq, True, "pronoun", ["it", "this repo"], "@jmcdo29 what do you think about changing testing-nestjs to work with Lerna, where every sample will be a package?", author="u1")
    tn2 = (U, tnq + "\n\nThen we can manage a `CHANGELOG.md` file and use some Semver methodological as well", "u1")
    rec(TESTNEST, [tn1, tn2], "The original idea behind the nest monorepo was to give the monorepo method a shot. Overall, I'd prefer a pnpm workspace over lerna (I like pnpm over the other packages managers), but if you want to try your hand at converting it, go for it :smile:", True, "pronoun", ["it"], "The original idea behind the nest monorepo was to try the monorepo method. I'd prefer a pnpm workspace over lerna for testing-nestjs, but if you want to try converting the repository to lerna, go for it.", author="u2")
    rec(TESTNEST, [tn1, tn2], M_PNPM, False, SAME, [], None, author="u2")

    cg1 = (U, "monorepo build system : change?", "u1")
    rec(CALCULANG, [cg1], "npm workspaces? (I forget why I opted for lerna, maybe more relevant examples?)", True, "ellipsis", ["npm workspaces?"], "Should calculang's monorepo build system change from lerna to npm workspaces? (I forget why I opted for lerna, maybe more relevant examples?)", author="u1")
    lend(CALCULANG, [cg1], M_LERNA, SAME, WEBAUTHN)

    wa1 = (U, "Move from Lerna to alternative integration system (like Nx)", "u1")
    rec(WEBAUTHN, [wa1], M_LERNA, False, SAME, [], None, author="u1")
    rec(WEBAUTHN, [wa1, (U, M_LERNA, "u1")], "As a result, you may want to switch to an alternative solution (such as Nx).", True, "ellipsis", ["As a result"], "Since Lerna is not maintained anymore, SimpleWebAuthn may want to switch to an alternative monorepo solution (such as Nx).", author="u1")
    wa2 = (A, "Hello @TaigaMikami, this is a good issue. I've not been too hot on Lerna for a while, but it's offered the easiest publication workflow short of me writing my own so I kept it around.", "u2")
    rec(WEBAUTHN, [wa1, (U, M_LERNA + " As a result, you may want to switch to an alternative solution (such as Nx).", "u1"), wa2], "Would you happen to have any experience with npm or pnpm and their workspaces feature?", False, SELF, [], None, author="u2")

    sr1 = (U, "use the native worksapces", "u1")
    rec(SRMONO, [sr1], M_NATIVE, False, SAME, [], None, author="u1")
    rec(SRMONO, [sr1, (U, M_NATIVE, "u1")], "instead of installing lerna or installing scematic-release packages multiple times, use the property workspaces or search for child package.json files to determine the child repositories", True, "ellipsis", ["the child repositories"], "semantic-release-monorepo should, instead of installing lerna or installing semantic-release packages multiple times, use the npm `workspaces` property or search for child package.json files to find a monorepo's child packages.", author="u1")
    lend(SRMONO, [sr1], M_YARN, SAME, REACTBOIL)

    il1 = (U, "monorepo management", "u1")
    rec(INLANG, [il1], "No monorepo management existed before.", True, "ellipsis", [], "No monorepo management existed in inlang before this pull request.", author="u1")
    rec(INLANG, [il1, (U, "No monorepo management existed before.", "u1")], "I played around with NX, lerna and ultimately decided that the simplest is NPM workspaces + TurboRepo for chaching.", True, "ellipsis", ["the simplest"], "For inlang's monorepo management I played around with NX and lerna and ultimately decided that the simplest is npm workspaces plus TurboRepo for caching.", author="u1")
    lend(INLANG, [il1], M_PNPM, SAME, TESTNEST)

    # ---- database connection pools: pool size and exhaustion ----
    ut1 = (U, "JDBC Pool exhausted", "u1")
    utq = "After a weekend without a restart the server couldn't access the database anymore and threw this exception:\n! ### Error querying database.  Cause: org.apache.tomcat.jdbc.pool.PoolExhaustedException: [dw-3832 - GET /season] Timeout: Pool empty. Unable to fetch a connection in 30 seconds, none available[size:100; busy:100; idle:0; lastwait:30000]."
    rec(ULTICAL, [ut1], utq, True, "ellipsis", ["the server", "the database"], "After a weekend without a restart the ultical server couldn't access its database anymore and threw a PoolExhaustedException: the JDBC pool was empty (size 100, busy 100) and no connection could be fetched in 30 seconds.", author="u1")
    rec(ULTICAL, [ut1, (U, utq, "u1"), (U, "looking good so far. Server is up 24 hours with relative high request rate (many teams adding players) and still all connections in the pool ;-)", "u1"), (A, "great :heavy_exclamation_mark:", "u2")], "back again... took a longer time, but it's the same error", True, "pronoun", ["it", "the same error"], "The ultical JDBC pool exhaustion (PoolExhaustedException) is back again; it took a longer time, but it's the same error.", author="u1")
    lend(ULTICAL, [ut1], O_MAX, SAME, R2D2)

    ib1 = (U, "Max pool size", "u1")
    ibq = "How do I know max pool size for ibm_db. Also, is there anyway that I can change the max_pool size?"
    rec(IBMDB, [ib1], ibq, False, SAME, [], None, author="u1")
    ib2 = (A, "When you run pool.open() first time using ibm_db, it opens first connection and on close put that connection back to the pool. On next pool.open(), ibm_db will return this connection back. If pool do not have any available connection, it opens a new one and return that connection to application. This way pool and pooled connections grows.", "u2")
    rec(IBMDB, [ib1, (U, ibq, "u1"), ib2], "You can have maximum 512 connections opened in such way which includes connections in pool as well as connections in use.", True, "ellipsis", ["in such way"], "With ibm_db's pool you can have at most 512 connections open, counting both connections in the pool and connections in use.", author="u2")
    rec(IBMDB, [ib1, (U, ibq, "u1"), ib2], "Thank you for the explanation. When you say close, it is connection.close() right,  not pool.close().", True, "pronoun", ["the explanation", "When you say close"], "When ibm_db's pool puts a connection back on close, is that connection.close(), not pool.close()?", author="u1")

    ts1 = (U, "Bump the maximum connection on the local psql pools", "u1")
    tsq = "Having min and max be equal seemed to lead to thrashing and bumping against \"pool exhausted\" errors."
    rec(TILESERVER, [ts1], tsq, True, "ellipsis", ["min and max"], "Having the minimum and maximum connections of tileserver's local psql pools be equal seemed to lead to thrashing and \"pool exhausted\" errors.", author="u1")
    rec(TILESERVER, [ts1, (U, tsq, "u1")], "Does the `* 4` relate to some property of the layers or connection pool, or was that empirically what worked?", True, "pronoun", ["the `* 4`", "that"], "Does the `* 4` multiplier for the maximum connections of tileserver's psql pools relate to some property of the layers or the connection pool, or was it what worked empirically?", author="u2")
    lend(TILESERVER, [ts1], O_ACTIVE, SAME, R2D2)

    np1 = (U, "Pool size exceeds maximum", "u1")
    rec(NODEPOOL, [np1], "We're using the pool to handle MongoDB connections.  On our MongoDB server, we're seeing up to 80 connections used even though we specify max:10 in our Pool config block.  Is there any output or info we can provide to help debug?", True, "ellipsis", ["the pool"], "We're using node-pool to handle MongoDB connections and see up to 80 connections on the MongoDB server even though the pool config specifies max:10. What output or info can we provide to help debug?", author="u1")
    lend(NODEPOOL, [np1], O_ACTIVE, SAME, R2D2)

    r21 = (U, "Will r2d2 create more connections than max_size when using builder()?", "u1")
    rec(R2D2, [r21], "My question is the title.", True, "ellipsis", ["the title"], "Will r2d2 create more connections than max_size when using builder()?", author="u1")
    r22 = (U, "My question is the title. The database I'm using has a very small number of connections allowed and I would like to make sure that the active connections does not exceed 4.\n```\n let tmm10_pool = r2d2::Pool::builder()\n            .max_size(4)\n            .build(ODBCConnectionManager::new(&config.tmm_conn_string))?;\n```\nWill the code above ever allow a 5th connection to be created?", "u1")
    rec(R2D2, [r21, r22], O_MAX, False, SAME, [], None, author="u2")
    r2q = "So just to clarify for myself as I'm relatively inexperienced with connection pooling, if there are currently 4 connections being used and a 5th one needs to be made, will r2d2 make the 5th connection wait till another connection is dropped or will it make a 5th connection that isn't maintained by the pool?"
    rec(R2D2, [r21, r22, (A, O_MAX, "u2")], r2q, False, SELF, [], None, author="u3")

    # ---- ordinal follow-ups found while searching for them (numbered options and approaches) ----
    bf1 = (U, "Fixed typo under \"What is 'el'?\"", "u1")
    bf2 = (U, "Added the function skeleton for switchContext and removed // etc.  Since this was the only item missing, it seems clearer to just include it.", "u1")
    bfq = "I don't understand the point of Option 2 and how it might be different from Option 3, under Object Literals."
    rec(BACKBONEFUND, [bf1, bf2], bfq, True, "position", ["Option 2", "Option 3"], "In Backbone Fundamentals' \"Object Literals\" section, I don't understand the point of Option 2 and how it differs from Option 3.", author="u1")
    rec(BACKBONEFUND, [bf1, bf2, (U, bfq, "u1")], "@terryroe Reviewing the code atm I don't see a functional difference between 2 and 3 either. I'll try digging up my notes but if I'm unable to find a reason, I think we should just strip Option 2 completely.", True, "position", ["2 and 3", "Option 2"], "Reviewing the code, I don't see a functional difference between Options 2 and 3 of Backbone Fundamentals' \"Object Literals\" section either; unless I find a reason in my notes, Option 2 should be removed completely.", author="u2")

    hi1 = (U, "WIP: 212 sandbox option 3", "u1")
    hi2 = (U, "This is not really a working demo, but I tried working on it so figured I'd push it up.", "u1")
    hi3 = (A, "Since I've merged #232 as 'option 2', shall we make this an 'option 3'? How would you describe its relationship to the other two options (where option 1 is the super-rough sketch based on the whiteboard conversation and option 2 is the mostly working MVC pattern)?", "u2")
    rec(HOUSING, [hi1, hi2, hi3], "@ptgott I moved this into option 3. I'm not sure how much is worth using from this, but we could have it as an option until we finalize approach.", True, "position", ["this", "option 3"], "@ptgott I moved the housing-insights sandbox pull request into option 3, beside option 1 (the whiteboard sketch) and option 2 (the MVC pattern, #232); it can stay an option until the approach is final.", author="u1")
    rec(HOUSING, [hi1, hi2], hi3[1], True, "pronoun", ["this", "its", "the other two options"], "Since #232 was merged as 'option 2', shall the housing-insights sandbox pull request become 'option 3'? How does it relate to option 1 (the whiteboard sketch) and option 2 (the mostly working MVC pattern)?", author="u2")

    jp1 = (U, "add solutions", "u1")
    rec(JSPUZZLES, [jp1], "the first and second ones are cool. Looks like there are other ways of solving issues", True, "position", ["the first and second ones"], "The first and second puzzle solutions added to javascript-puzzles are cool; there look to be other ways of solving the puzzles.", author="u1")

    hl1 = (U, "Refine approach-3.", "u1")
    rec(HTTPSLOCAL, [hl1], "As with approach 2, I have refined approach 3.\n- Divide the original flow into the setup flow and the device access flow.", True, "position", ["approach 2", "approach 3", "the original flow"], "As with the httpslocal proposal's approach 2, I have refined its approach 3, dividing its original flow into a setup flow and a device access flow.", author="u1")

    st1 = (U, "Broken links on About FIRST page", "u1")
    st2 = (U, "On the About FIRST page, there are two links that have an `href` containing `new.stuypulse.com`, and clicking on them yields an error.", "u1")
    stq = "The first link is \"visit our Team section.\" under FIRST Competitions > FIRST."
    rec(STUYPULSE, [st1, st2], stq, True, "position", ["The first link"], "The first of the two broken links on StuyPulse's About FIRST page (an `href` containing `new.stuypulse.com`) is \"visit our Team section.\" under FIRST Competitions > FIRST.", author="u1")
    rec(STUYPULSE, [st1, st2, (U, stq, "u1")], "The second link is \"Visit our Outreach page\" under FIRST Competitions > FLL", True, "position", ["The second link"], "The second of the two broken links on StuyPulse's About FIRST page (an `href` containing `new.stuypulse.com`) is \"Visit our Outreach page\" under FIRST Competitions > FLL.", author="u1")

    # ---- further threads of the areas above (collected after the first registration) ----
    # password hashing
    ab1 = (U, "Argon2di support", "u1")
    ab2 = (U, "Is the \"new\" argon2di mode supported, too?", "u1")
    ab3 = (A, "What is it? I can’t find it on the format description page.", "u2")
    rec(ARGONBROWSER, [ab1, ab2], ab3[1], True, "pronoun", ["it", "the format description page"], "What is the argon2di mode? I can't find it on the KDBX format description page of argon2-browser.", author="u2")
    abq = "Sorry, had a typo. The name is Argon2id."
    # The opener corrects the mode named in their own question: a correction, the request redone.
    rec(ARGONBROWSER, [ab1, ab2, ab3], abq, True, "correction", ["The name"], "Is the Argon2id mode supported by argon2-browser, too?", author="u1")
    lend(ARGONBROWSER, [ab1], W_VARIANTS, SAME, ARGON2ID)

    ai1 = (U, "IDKey vs ID", "u1")
    aiq = "I can't find why you use `argon2.IDKey` instead of `argon2.Key`. Can you explain me the differences?"
    rec(ARGON2ID, [ai1, (U, "Hi,\nfirst of all thank you for your work! It's great!", "u1")], aiq, True, "pronoun", ["you"], "Why does the alexedwards/argon2id package use `argon2.IDKey` instead of `argon2.Key`, and what are the differences?", author="u1")
    rec(ARGON2ID, [ai1, (U, aiq, "u1")], W_VARIANTS, False, SAME, [], None, author="u2")
    rec(ARGON2ID, [ai1, (U, aiq, "u1"), (A, W_VARIANTS, "u2")], "In general, for password hashes that are stored in a databse you should use the Argon2id variant.", False, SAME, [], None, author="u2")

    ca1 = (U, "Update to support Argon2id", "u1")
    caclaim = "Argon2id is the preferred variant of Argon2 since it gets the best of both side channel attack hardening and defence against time-memory trade-off attacks."
    rec(CSHARPARGON, [ca1], caclaim, False, SELF, [], None, author="u1")
    rec(CSHARPARGON, [ca1, (U, caclaim, "u1")], "Will this library be updated to support what is now considered the preferred method?", True, "pronoun", ["this library", "the preferred method"], "Will the csharp-argon2 library be updated to support Argon2id, now considered the preferred variant of Argon2?", author="u1")
    lend(CSHARPARGON, [ca1], W_STRONGER, SAME, HESTIA)

    # Docker multi-stage builds
    rp1 = (U, "[virtualization][containers] Mutli-stage container builds", "u1")
    rec(ROOTPAGES, [rp1], K_FROM, False, SAME, [], None, author="u1")
    rec(ROOTPAGES, [rp1, (U, K_FROM, "u1")], "A common use case is to first have a build container and then have the last container be the production container. Only the last container will be saved as a new local container image during a build.", False, SAME, [], None, author="u1")

    us1 = (U, "build(docker): drop unused 'runtime' stage alias", "u1")
    usq = "The final stage was named `AS runtime` but no `COPY --from=runtime` ever referenced it -- the alias only matters when a downstream stage needs to copy artifacts back."
    rec(URLSHORT, [us1], usq, True, "ellipsis", ["The final stage"], "The final stage of url-shortener's Dockerfile was named `AS runtime` but no `COPY --from=runtime` ever referenced it; a stage alias only matters when a downstream stage copies artifacts from it.", author="u1")
    rec(URLSHORT, [us1, (U, usq, "u1")], "No behaviour change: buildx still treats the last stage as the default build target.", True, "ellipsis", ["No behaviour change"], "Dropping the unused 'runtime' stage alias from url-shortener's Dockerfile changes no behaviour: buildx still treats the last stage as the default build target.", author="u1")
    lend(URLSHORT, [us1], K_FROM, SAME, ROOTPAGES)

    sq1 = (U, "Give name to final stage in image", "u1")
    sqq = "The image build process builds multiple independent parts at the same time and outputs the build logs with the name of each stage that is being built. All the stages except the last one have a name making it really easy to follow what's happening during the build."
    rec(STELLARQS, [sq1, (U, "### What\n  Name the final stage in the dockerfile.", "u1")], sqq, True, "ellipsis", ["The image build process"], "stellar/quickstart's image build builds multiple independent parts at once and labels the build logs with each stage's name; every stage except the last has a name, which makes the build easy to follow.", author="u1")
    lend(STELLARQS, [sq1], K_FROM, SAME, ROOTPAGES)

    at1 = (U, "fix(lockfile): only add reinstallPackages for the actual final Dockerfile stage", "u1")
    atq = "Previously, reinstallPackages was added to the last stage that had install commands. In multi-stage builds where only the builder stage installs packages (e.g. thanos), the builder stage was incorrectly treated as the \"last stage\" and got hundreds of reinstallPackages from the base image — causing slow retries as unavailable packages were removed one by one."
    rec(ARTTOOLS, [at1], atq, True, "ellipsis", ["Previously"], "Before this art-tools fix, reinstallPackages was added to the last Dockerfile stage with install commands, so in multi-stage builds where only the builder stage installs packages (e.g. thanos) the builder stage got hundreds of reinstallPackages, causing slow retries.", author="u1")
    rec(ARTTOOLS, [at1, (U, atq, "u1")], "Now uses the actual final Dockerfile stage index from analysis.stages instead of the last entry in the filtered stages list.", True, "ellipsis", ["Now"], "art-tools now adds reinstallPackages using the actual final Dockerfile stage index from analysis.stages instead of the last entry in the filtered stages list.", author="u1")

    # lockfiles
    nt1 = (U, "Remove package-lock.json.", "u1")
    rec(NTTCONF, [nt1], "yarn uses yarn.lock instead of package-lock.json.", False, SAME, [], None, author="u1")

    tw1 = (U, "Use Yarn", "u1")
    rec(NODETWIG, [tw1], "Since Yarn now uses the `package-lock.json` (https://yarnpkg.com/blog/2018/06/04/yarn-import-package-lock/) we added this to the repo in 870032c", True, "pronoun", ["this", "the repo"], "Since Yarn can now import `package-lock.json` (https://yarnpkg.com/blog/2018/06/04/yarn-import-package-lock/), node-twig added a package-lock.json to its repository in commit 870032c.", author="u1")

    # monorepos
    bt1 = (U, "Pnpm workspaces issue", "u1")
    btq = "When you use pnpm the field of the workspaces is not supported so u have to create another one called pnpm-workspace.yaml to specifiy your workspaces/packages"
    rec(BETTERT, [bt1], btq, False, SELF, [], None, author="u1")
    rec(BETTERT, [bt1, (U, btq, "u1")], "Thanks! Should be fixed now in v1.0.3", True, "ellipsis", [], "Thanks! create-better-t-stack's missing pnpm-workspace.yaml for pnpm workspaces should be fixed now in v1.0.3.", author="u2")
    lend(BETTERT, [bt1], M_PNPM, SAME, TESTNEST)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- load cells: HX711 reading drift ----
    a34 = (U, "Linear drift in readings. Hi,\nThank you for the great library! With my latest CoG-scale I encountered with a problem; everything else works like earlier but there is a linear drift in readings, depending on weight area it is from 0,1 g / 5 sec to maybe 0,2 g / sec. The same issue applies on both load cell-HX711 -pairs, so I think there is no HW problem. Have you bumped in to this kind of problem?", "u1")
    a34q = "I have seen similar drifting, but from what I remember, not this much and always hardware related. Could you please test with the code below, it will just print the raw data from the HX711 to the serial console, no library functions. After some time calculate drift: **(last value - first value) / scale factor**"
    rec(P2_HXADC34, [a34], a34q, True, "ellipsis", ["similar drifting", "this much", "the code below"], "HX711_ADC's author has seen drift like the CoG-scale's linear drift, but not this much and always hardware related; please test with raw-data code that prints the HX711's raw conversions to the serial console without library functions, and after some time calculate drift as (last value - first value) / scale factor.", author="u1")
    lend(P2_HXADC34, [a34], P2_H_CAUSE, SAME, P2_HXADC64)
    lend(P2_HXADC34, [a34], P2_H_AMPLIFIED, SELF, P2_HX711PY)

    a64 = (U, "Drifting Values. Hello,\n\nI am using this library for ESP32 and the values drifted to negative 2 (-2.63) over 30 minutes. Is there any possible solutions to fix the drifting issues? Sometimes it will gain additional value but I am wondering if there is a legitimate way to deal with the offset.", "u1")
    a64a = "Hi!\nDrift or creep is a known problem with load-cells and unfortunately there is no quick fix for it that I know of."
    # In its own thread, and still a trap: "it" is the drift or creep named in the same sentence.
    rec(P2_HXADC64, [a64], a64a, False, SELF, [], None, author="u2")
    a64b = "The following measures could provide some improvement:\n- Get a better more \"high end\" load-cell\n- Make some sort of temperature compensation\n- I think (not sure) selecting a load cell that is close to the range that you will use it for is better with respect to Drift"
    rec(P2_HXADC64, [a64, (A, a64a, "u2")], a64b, True, "ellipsis", ["some improvement"], "Measures that could improve HX711 load-cell drift (values drifting to -2.63 over 30 minutes on an ESP32): a better, more high-end load cell, some sort of temperature compensation, and a load cell whose range is close to the range you will use it for.", author="u2")
    rec(P2_HXADC64, [a64, (A, a64a, "u2"), (A, a64b, "u2")], "Thanks for the response! Was wondering if you have any paper", True, "ellipsis", ["the response"], "Thanks for the advice on HX711 load-cell drift and creep; do you have any paper on it?", author="u1")

    gd1 = (U, "Reading linearly increases/decreases. Hi, recently I ran into a problem where after starting and input the calibration weight, the first output reading was the closest to the actual value but then gradually increases/decreases over time. I spotted a linear relationship between each reading but have no idea what was going on and how to fix this. Can anyone help?", "u1")
    gd2 = (A, "How much is the drift over time? You may just be seeing mechanical drift over time from the load cells. https://www.arlynscales.com/industrial-scales/what-causes-load-cell-drift/", "u2")
    rec(P2_GANDALF, [gd1], gd2[1], True, "ellipsis", ["the drift", "the load cells"], "How much do your HX711 scale's readings drift over time after calibration? You may just be seeing mechanical drift over time from the load cells.", author="u2")
    gdq = "The drift over time doesn't seem to stop and I have no idea nor experience to conduct the tests mentioned in the provided links. I'm running the load cells the first time in order to calibrate it. Please help!"
    rec(P2_GANDALF, [gd1, gd2, (U, "Thank you for the prompt response! I'll look into that.", "u1")], gdq, True, "ellipsis", ["The drift over time", "the tests mentioned in the provided links", "it"], "My HX711 scale's reading drift over time after calibration doesn't seem to stop, and I have no experience to run the load-cell drift tests from the Arlyn Scales article; I'm running the load cells for the first time to calibrate the scale. How do I fix it?", author="u1")
    lend(P2_GANDALF, [gd1], P2_H_CREEP, SAME, P2_HXADC64)

    ds1 = (U, "HX711 Drift Issues. Maybe filter out and use only 16 Bits instead of 24 Bits.\nhttps://forum.arduino.cc/t/hx711-zero-is-not-zero/531975/12\n\nProblem: Drifts down when Tara with weight\nDrifts Up when Tara with no weight at all", "u1")
    lend(P2_DIYSCALE, [ds1], P2_H_CAUSE, SAME, P2_HXADC64)
    lend(P2_DIYSCALE, [ds1], P2_H_AMPLIFIED, SELF, P2_HX711PY)

    pk1 = (U, "What about not being 0 ? I take the raw values while it is empty and by putting a known weight for calibration. Then, at first, the meter is fine, there is not much deviation, but after a while, when the top is empty, the value is between -3 and +3. How can I solve this problem?", "u1")
    pkq = "I saw that you are also using this library, do you have any suggestions?\n\n@206cc"
    rec(P2_HXPICO, [pk1], pkq, True, "pronoun", ["this library"], "@206cc, you also use the hx711-pico-mpy library: do you have any suggestions for an HX711 scale whose empty reading wanders between -3 and +3 after a while?", author="u1")
    pka = "Hi, If you're aiming for very low drift values, the following factors are especially important:\n\n1. Use a high-quality HX711 amplifier, such as the one from SparkFun\n\n2. Choose a stable and well-made load cell\n\n3. Ensure a clean DC power supply — ideally with capacitors and an LC filter to minimize ripple"
    # In its own thread, and still a trap: general advice that names the HX711, the load cell and the goal in full.
    rec(P2_HXPICO, [pk1, (U, pkq, "u1")], pka, False, SAME, [], None, author="u2")
    rec(P2_HXPICO, [pk1, (U, pkq, "u1"), (A, pka, "u2")], "Thank you very much, I will think about these.", True, "pronoun", ["these"], "Thank you very much; I will think about the low-drift factors for my HX711 scale: a high-quality HX711 amplifier, a stable load cell and a clean DC power supply.", author="u1")

    bs1 = (U, "Drift of sensors. Hey,\nI have been working with some force sensor using the hx711.\nHow does your setup behave with drifting over time?\nBecause I always have the problem that I have to calibrate the zero point every minute.", "u1")
    bsa = "The software uses only changes in weight. It keeps a ring buffer with the last twenty seconds from the sensors.\nOnly if the ring buffer's standard deviation (noise, movement) is below 20g the value is considered stable."
    rec(P2_BEDSCALE, [bs1], bsa, True, "ellipsis", ["The software", "the sensors"], "bedscale's software uses only changes in weight: it keeps a ring buffer of the last twenty seconds from the HX711 sensors, and a value is considered stable only if the buffer's standard deviation is below 20g.", author="u2")
    rec(P2_BEDSCALE, [bs1, (A, bsa, "u2")], "With these 200kg Modules, i observed a creep drift of about 20g/day after a certain settling period of about a week.", True, "pronoun", ["these 200kg Modules"], "With bedscale's 200kg HX711 load-cell modules I observed a creep drift of about 20g/day after a settling period of about a week.", author="u2")
    lend(P2_BEDSCALE, [bs1], P2_H_CREEP, SAME, P2_HXADC64)

    cg1 = (U, "Inquiry about using load cells in Argentina. Good morning,\n\nI'm having difficulty finding the YZC-133 3kg load cell in Argentina. However, I have found 2kg load cells available.\n\nMy question is: Can I use two 2kg load cells instead of one 3kg load cell? If so, would I need to make any modifications to the code?", "u1")
    cg2 = (A, "Hi!\nYou can replace the suggested 3kg load cell in front with a 2kg load cell, no modification to the code is required. I guess this will be okay for a model weight of up to about 3-3.5kg, but it depends on how far back your model's CG is.", "u2")
    rec(P2_CGSCALE, [cg1], cg2[1], True, "ellipsis", ["the suggested 3kg load cell", "this"], "In olkal's CG_scale you can replace the suggested front 3kg YZC-133 load cell with a 2kg load cell without code changes; that should be fine for models up to about 3-3.5kg, depending on how far back the model's CG is.", author="u2")
    cgq = "Hello,\n\nThank you very much for your prompt response. In Argentina, I can get 2kg or 5kg load cells (5kg ones are easier to find). Which would be the better option? Would I lose accuracy if I use two 5kg load cells instead of two 2kg ones? These will be used for F5J models."
    rec(P2_CGSCALE, [cg1, cg2], cgq, True, "ellipsis", ["the better option"], "For olkal's CG_scale weighing F5J models, which is better: two 2kg or two 5kg load cells (5kg ones are easier to find in Argentina)? Would two 5kg cells lose accuracy compared with two 2kg cells?", author="u1")

    og1 = (U, "Using a 1kg load cell instead? Hi, I'm just wondering what modifications might need to be made to use a 1kg load cell instead of the .5kg? Would that be sorted out during calibration?", "u1")
    rec(P2_OPENGBW, [og1], "Absolutely, calibration would take care of that.\n\nI just went with the 500g one for accuracy", True, "pronoun", ["that", "the 500g one"], "In openGBW, calibration takes care of using a 1kg load cell instead of the 0.5kg one; the 500g cell was chosen for accuracy.", author="u2")
    lend(P2_OPENGBW, [og1], P2_H_HEAT, SAME, P2_HX711PY)

    is1 = (U, "Your Scale Brand/Model? Do you mind sharing what scale you used?  I figure if I have to buy one, and could happen to find the one you used, it would simplify the setup.", "u1")
    rec(P2_IOTSCALE, [is1], "Hi,\nDo you mean what load cells I used for my project?", True, "ellipsis", ["my project"], "Do you mean which load cells I used for the IotScale project?", author="u2")
    lend(P2_IOTSCALE, [is1], P2_H_HEAT, SAME, P2_HX711PY)

    # ---- genealogy: GEDCOM date values ----
    pg1 = (U, "Gedcom importer not understanding \"before\" dates. Example, the dead of the profile: https://www.geni.com/people/Alejandro-Grande-Sancho/6000000026811977310", "u1")
    lend(P2_PYGENEA, [pg1], P2_D_ABT, SAME, P2_GENEWEB320)
    lend(P2_PYGENEA, [pg1], P2_D_NUMERIC, SAME, P2_GRAMPS)

    fg1 = (U, "Invalid Dates in GEDCOM. It is possible to enter dates using a free format like '7.4.2023', which is then correctly displayed as '7 APR 2023'.\nHowever, in exported GEDCOM it reads '2 DATE 7.4.2023', which seems to be invalid GEDCOM syntax.", "u1")
    fg2 = (A, "You are right.\n1. The date editor is very inclusive in the accepted date formats.\nYou can write whatever you want in the date field, e.g. '07 +0004// 2023...', and it is interpreted as '7 April 2023'.\n2. There is no check of dates when exporting a GEDCOM.\n\nThese two aspects lead to the invalid dates in exported GEDCOM.", "u2")
    rec(P2_FAMILYGEM, [fg1], fg2[1], True, "ellipsis", ["You are right", "The date editor", "These two aspects"], "Family Gem does export invalid GEDCOM dates such as '2 DATE 7.4.2023': its date editor accepts almost any format (e.g. '07 +0004// 2023...' is read as 7 April 2023), and there is no check of dates when exporting a GEDCOM.", author="u2")
    fgq = "I have the same issue. I cannot import the exported gedcom to gramps because of this. Gramps will interpret the number as MM.DD.YYYY, so 7.4.2024 will become 4 JULY 2024, and 31.4.2024 will be marked as invalid."
    rec(P2_FAMILYGEM, [fg1, fg2], fgq, True, "pronoun", ["the same issue", "the exported gedcom", "this"], "Family Gem's exported GEDCOM has free-format dates like 7.4.2024, so I cannot import it into Gramps: Gramps reads them as MM.DD.YYYY, so 7.4.2024 becomes 4 JULY 2024 and 31.4.2024 is marked invalid.", author="u3")
    lend(P2_FAMILYGEM, [fg1], P2_D_ABT, SAME, P2_GENEWEB320)

    gr1 = (U, "GEDCOM import: warn on bare-numeric DATE values (bug 9298). ## Root cause\n" + P2_D_NUMERIC + " `libgedcom.GedcomDateParser` hardcodes `dhformat = \"%m/%d/%y\"` (en_US locale, `libgedcom.py:925`), so a bare numeric date is unconditionally read MM/DD/YYYY.", "u1")
    grq1 = "This was reported in 2016 and re-confirmed in 2022/2023 across multiple discourse threads; multiple developers have discussed narrower-scope fixes (warn-only, source-detect ancestry, switch in import dialog) but none have shipped."
    rec(P2_GRAMPS, [gr1], grq1, True, "pronoun", ["This", "narrower-scope fixes"], "Gramps' GEDCOM importer silently reading bare numeric D/M/YYYY dates as MM/DD/YYYY was reported in 2016 and re-confirmed in 2022/2023 in discourse threads; narrower fixes (warn-only, detecting Ancestry as the source, an import-dialog switch) were discussed but none shipped.", author="u1")
    rec(P2_GRAMPS, [gr1, (U, grq1, "u1")], "## Fix\nThe smallest defensible change: emit an advisory warning per ambiguous bare-numeric date during import, no parse-direction change. US users see no behaviour change", True, "ellipsis", ["The smallest defensible change"], "The smallest defensible fix for Gramps' GEDCOM import of ambiguous bare-numeric dates: emit an advisory warning per ambiguous date during import, without changing the parse direction, so US users see no behaviour change.", author="u1")

    gw1 = (U, "GEDCOM date \"EST AFT 1731\" is not parsed. It seems that dates with more than one modifier are not imported correctly from GEDCOM files.\nFor example EST AFT 1731 is GEDCOM compliant but not understood.", "u1")
    lend(P2_GENEWEB320, [gw1], P2_D_NUMERIC, SAME, P2_GRAMPS)

    gb1 = (U, "fix GEDCOM B.C./BCE date import/export. Export: use B.C. (GEDCOM 5.5) or BCE (5.5.1) depending on charset. Handle negative years in OrYear/YearInt secondary dates.\n\nImport: recognize B.C. syntax (GEDCOM 5.5) in addition to existing BCE and minus sign in ged2gwb parser.", "u1")
    lend(P2_GENEWEB2536, [gb1], P2_D_CAL, SAME, P2_GENEWEB320)

    gwa1 = (U, "Wrong formatted error messages. After GEDCOM import I found several wrong error notes, like:\n- \"GOV ALTADTJN48HD\" ignored, but the GEDCOM contains the custom tag _GOV\n- wrong \"2 DATE 1900-01-01\" but the GEDCOM contains \"2 DATE 01 JAN 1900\"", "u1")
    gwaq = "Again thanks for reporting and sorry that I'm just closing this, but the Gedcom import code is handled by the Gramps project, so it should be reported there: https://www.gramps-project.org/wiki/index.php/Using_the_bug_tracker"
    rec(P2_GRAMPSWEB, [gwa1], gwaq, True, "pronoun", ["this", "it"], "Gramps Web API's wrongly formatted GEDCOM import error notes (a \"2 DATE 1900-01-01\" reported where the file has \"2 DATE 01 JAN 1900\") should be reported to the Gramps project's bug tracker, which handles the GEDCOM import code.", author="u2")
    rec(P2_GRAMPSWEB, [gwa1, (A, gwaq, "u2")], "You can also open a thread in the Gramps forum, some of the developers are there and can help with recommendations.", True, "ellipsis", ["also"], "Besides the Gramps bug tracker, you can open a thread about the wrong GEDCOM import error notes in the Gramps forum, where some of the developers can help with recommendations.", author="u2")
    lend(P2_GRAMPSWEB, [gwa1], P2_D_CAL, SAME, P2_GENEWEB320)

    gp1 = (U, "DateValueAbout __str__ prefixes with ABOUT not ABT. Should this prefix with the gedcom-standard `ABT` rather than `ABOUT`?", "u1")
    lend(P2_GED4PY, [gp1], P2_D_EST, SAME, P2_GENEWEB320)

    # ---- phylogenetics: bootstrap support values in Newick trees ----
    bp1 = (U, "Handling of bootstrap support values in Bio.Phylo Newick parser. Migrated from https://redmine.open-bio.org/issues/3407\n\n@bendmorris said:\n\n> This was reported to me by Arlin Stoltzfus (quote):\n>> There is a description of Newick here:\n>> http://evolution.genetics.washington.edu/phylip/newicktree.html", "u1")
    rec(P2_BIOPYTHON, [bp1], P2_N_TWOWAYS + " " + P2_N_WRONG, False, SAME, [], None, author="u1")
    bpw = P2_N_TWOWAYS + " " + P2_N_WRONG
    # In its own thread, and still a trap: "them" is the bootstrap values named in the same sentence.
    rec(P2_BIOPYTHON, [bp1, (U, bpw, "u1")], "However, " + P2_N_PREFERRED, False, SELF, [], None, author="u1")

    pt1 = (U, "Support Rich Newick (i.e. bootstrap values). Would it be possible to extend the branch length parsing with the [Rich Newick Format](https://en.wikipedia.org/wiki/Newick_format#Rich_Newick_format)? Currently, if a rich newick file is parsed, support values like this: ``(A:0.0,B:0.0)0.511100:0.0)`` are parsed as unifurcating nodes, which makes it rather inconvenient to work with them (and especially to generate trees that have them).", "u1")
    ptq1 = "Nevermind, there is probably no point in doing special support beyond just parsing the node name"
    rec(P2_PHYLOTREE, [pt1], ptq1, True, "ellipsis", ["special support"], "Never mind my request for Rich Newick support in phylotree-rs: there is probably no point in special support for bootstrap values beyond just parsing them as the node name.", author="u1")
    ptq2 = "Hi @Cydhra, sorry for the delay. I do plan on supporting rich newick format for branch support and probabilities given how common they are, I think not supporting them is kind of shooting myself in the foot 😅...  \nI just have not had time to get around to it yet."
    rec(P2_PHYLOTREE, [pt1, (U, ptq1, "u1")], ptq2, True, "pronoun", ["it"], "phylotree-rs's author does plan to support the Rich Newick format for branch support values and probabilities, given how common they are, but has not had time to get around to it yet.", author="u2")
    lend(P2_PHYLOTREE, [pt1], P2_N_WRONG, SAME, P2_BIOPYTHON)

    bc1 = (U, "Newick: handle bootstrap values. Here is an example of a newick variant with bootstrap values that is currently not supported:\n\n```\n(Slebanonensis:0.163722,((((((((((arizonae:0.00595275,mojavensis:0.00570583)100:0.0092081,navojoa:0.0166314)100:0.0233196, ...\n```", "u1")
    lend(P2_BIOCAML, [bc1], P2_N_WRONG, SAME, P2_BIOPYTHON)

    pj1 = (U, "Can't read newick trees with bootstrap values. Say I fetched the [bac120 tree](https://data.ace.uq.edu.au/public/gtdb/data/releases/release220/220.0/bac120_r220.tree) from GTDB, which has bootstrap values attached:\n```shell\n$ head -c 300 bac120_r220.tree \n((((((GB_GCA_018399855.1:0.231365194,((GB_GCA_029548025.1:0.017591564,GB_GCA_002328585.1:0.014591482)100.0:0.094102735, ...\n```\nNow Phylo chokes with it:", "u1")
    pj2 = (A, "@phlaster - this seems to be the same issue as #74. Does that look right? There is a potential hack proposed to get around it, but we really need a new parser to read this format that I hadn't come across when I wrote Phylo. I take it you use trees with this format a lot?", "u2")
    rec(P2_PHYLOJL102, [pj1], pj2[1], True, "pronoun", ["this", "the same issue", "it", "this format"], "Phylo.jl failing to read GTDB's bac120 Newick tree with bootstrap values seems to be the same issue as Phylo.jl #74; there is a potential hack, but Phylo.jl really needs a new parser for Newick with support values as inner-node labels. Do you use trees in that format a lot?", author="u2")
    pjq = "Yes, I've made a little research and as far as I can tell, this problem arises, when the tree labels the inner nodes not with some names, but with their support (bootstrap) values."
    rec(P2_PHYLOJL102, [pj1, pj2], pjq, True, "pronoun", ["Yes", "this problem"], "Yes, Phylo.jl's failure to read GTDB's Newick tree is the same as #74: as far as I can tell it arises when the tree labels the inner nodes with their support (bootstrap) values instead of names.", author="u1")
    lend(P2_PHYLOJL102, [pj1], P2_N_PREFERRED, SELF, P2_BIOPYTHON)

    p741 = (U, "parsenewick can parse Newick files with support values instead of node names. Hi! Readding files from PhyML and FastTree like the following one gives an error with Phylo when support values are duplicated in the tree:", "u1")
    lend(P2_PHYLOJL74, [p741], P2_N_TWOWAYS, SAME, P2_BIOPYTHON)

    cs1 = (U, "Newick string branch length support. This PR enables instantiation of the `CassiopeiaTree` with newick strings that contain branch lengths. Previously branch lengths were ignored with all branch lengths being set to 1.", "u1")
    rec(P2_CASSIOPEIA, [cs1], "LGTM. Just one small comment around adding a more descriptive docstring to the newick->CassiopeiaTree function.", True, "ellipsis", ["LGTM"], "Cassiopeia's pull request reading branch lengths from Newick strings looks good to me; one small comment: add a more descriptive docstring to the newick->CassiopeiaTree function.", author="u2")

    et1 = (U, "ete3.parser.newick.NewickError. Hi,\nI try to compare the trees with bootstrap value by ete3 compare, but i get a ERROR: ete3.parser.newick.NewickError: Unexpected newick format ':0.003847[100]' .\nMy command: ete3 compare -t DDH_tree_newick.txt -r RAxML_bipartitionsBranchLabels.v7.nwk", "u1")
    etq = "Hi Tars.\n:0.003847[100] format is not supported. bootstrap values in newick format\nshould look like: ')100:0.003847'. I think there was a converter option in\nsome of the ete tools."
    rec(P2_ETE, [et1], etq, True, "ellipsis", ["is not supported", "some of the ete tools"], "ete3's Newick parser does not support bootstrap values written as ':0.003847[100]' (as in RAxML's bipartitionsBranchLabels output); they should look like ')100:0.003847', and some ete tools had a converter option.", author="u2")
    lend(P2_ETE, [et1], P2_N_PREFERRED, SELF, P2_BIOPYTHON)

    pc1 = (U, "Enable Newick parser to read sci notation branch lengths", "u1")
    lend(P2_PHYLOCOM, [pc1], P2_N_TWOWAYS, SAME, P2_BIOPYTHON)

    # ---- the game of Go: komi and handicap stones in engine analysis ----
    lz1 = (U, "how to change komi for analysis. I'm not being able to change the komi from 7.5 to 6.5 or 0(handicap games)on analysis mode with Katago.\n\nSet GameInfo doesn't work. Is there a way to do it or I'm stuck at analyzing games with 7.5 komi?", "u1")
    lz2 = (A, "Don't forget to click OK button when you set komi at Game Info setting dialog.", "u2")
    rec(P2_LIZZIE, [lz1], lz2[1], True, "ellipsis", ["Game Info setting dialog"], "To change the komi for KataGo analysis in Lizzie, don't forget to click the OK button after setting komi in the Game Info dialog.", author="u2")
    lz3 = (U, "I did it, the Game Info refuses to close after pressing ok, it does nothing and blocks doing anything else in the software until we press X to close that window, and when I close it Lizzie resets the komi to 7.5 anyway.", "u1")
    lz4 = (A, "@Matuiss2 Okay, then you may try this.\n1. Open GTP console window(Hotkey : E)\n2. Send GTP command \"komi 6.5(enter)\" at the bottom of console window.", "u2")
    rec(P2_LIZZIE, [lz1, lz2, lz3, lz4], "This worked, thanks. Should I close the issue?", True, "pronoun", ["This"], "Sending the GTP command \"komi 6.5\" from Lizzie's GTP console (hotkey E) worked to change KataGo's analysis komi, thanks; should I close the issue?", author="u1")
    lend(P2_LIZZIE, [lz1], P2_G_HANDICAP, SELF, P2_MASTEROFGO)

    mg1 = (U, "KataGo. I have a question on the new KataGo network: " + P2_G_HANDICAP + "  It is also supposed to allow custom grid sizes (e.g. 6 x 12), and large komi amounts (including reverse komi).\n\nDo you expect that we will see these enhancements supported in the future?", "u1")
    mg2 = (A, "@raspingbard san,\n\nI will check high handicap games by KataGo.\nAbout custom grid sizes, I think that I won't support them because boundary checks of layout may be harder than current.", "u2")
    rec(P2_MASTEROFGO, [mg1], mg2[1], True, "pronoun", ["them"], "A Master of Go's author will check high-handicap games with KataGo, but will not support KataGo's custom grid sizes because layout boundary checks would be harder.", author="u2")
    rec(P2_MASTEROFGO, [mg1, mg2], "That sounds good.  I think the best thing would be high handicap stones and high komi support.  The other things are not as important.", True, "pronoun", ["That", "The other things"], "Checking high-handicap KataGo games in A Master of Go sounds good; the most important would be high handicap stones and high komi support, more than custom grid sizes.", author="u1")

    as1 = (U, "Does not handle SGF with handicap correctly. Please check moves C16  \"Analyze-SGF_1337206 (3200v)\". \n\nConclusion: \nAnalyze-sgf does not recognize the stone at C16 (which is the first move). So for example the variants of move 149 and move 155 places two stones on C16.", "u1")
    as2 = (A, "Thank you. You were right! Please update (`npm install -g analyze-sgf`) and try again.", "u2")
    rec(P2_ANALYZESGF, [as1], as2[1], True, "ellipsis", ["You were right"], "analyze-sgf mishandling the handicap stone at C16 in SGF files is fixed; update with `npm install -g analyze-sgf` and try again.", author="u2")
    rec(P2_ANALYZESGF, [as1, as2], "Bug is fixed!", True, "ellipsis", ["Bug"], "analyze-sgf's bug of not recognizing the SGF handicap stone at C16 is fixed after the update.", author="u1")
    lend(P2_ANALYZESGF, [as1], P2_G_HANDICAP, SELF, P2_MASTEROFGO)

    # ---- CNC machines: homing cycles and limit-switch alarms ----
    cd1 = (U, "Home key doesn’t work. when i press the home icon.  The z axis moves downward about 10mm (step size in jog command), and the status changes to alarm, and the machine and work space coords stay the same. (0,0,-3)\nConsole shows:\n$h <alarm:8\nOk\nGrbl 1.1h [$ for help]\n[MSG:Check Limits]\n[MSG:$H$X to unlock]", "u1")
    rec(P2_CANDLE, [cd1], "|ID|Alarm Code Description|\n|--|--|\n| 8 | Homing fail. Cycle failed to clear limit switch when pulling off. Try increasing pull-off setting or check wiring. |", True, "ellipsis", ["8"], "GRBL's alarm 8, which Candle shows after pressing home, means homing fail: the cycle failed to clear the limit switch when pulling off; try increasing the pull-off setting or check the wiring.", author="u2")
    lend(P2_CANDLE, [cd1], P2_C_ABORT, SAME, P2_UGS)

    ug1 = (U, "An error was detected while sending '$H': (ALARM:9) Homing fail... on a laser engraver. \"An error was detected while sending '$H': (ALARM:9) Homing fail. Could not find limit switch within search distances. Try increasing max travel, decreasing pull-off distance, or check wiring. Streaming has been paused.\"\n\nI purchased a DIY laser engraver from the internets. I pulled out the ardiuno nano and put in my own.", "u1")
    ug2 = (U, "When I connect, I can jog in x and y. I can activate laser as well. Status is \"Ready\" otherwise. When I $H, status becomes \"busy\" and the motors lock up. There is no movement.", "u1")
    rec(P2_UGS1340, [ug1, ug2], "Because it's a laser, I am not homing Z, only X and Y.", True, "pronoun", ["it"], "My DIY laser engraver, which fails homing with ALARM:9 in UGS, homes only X and Y, not Z.", author="u1")
    lend(P2_UGS1340, [ug1], P2_C_ABORT, SAME, P2_UGS)

    # ---- diabetes devices: CGM glucose uploads to Nightscout ----
    nw1 = (U, "Missing Data? Hello, I have set this up to display data from my Nightscout account. All of that is working great, but there are big gaps in the data on Nightwatch? What could I be doing wrong? It does seem fairly random. The biggest gaps last over an hour.", "u1")
    nwq = "One possibility is that your uploader phone is not always receiving a signal - eg it is too far away, the cable has come out, uploader has stopped while it wants a response to an on screen prompt like request to update, etc."
    rec(P2_NIGHTWATCH, [nw1], nwq, True, "ellipsis", ["One possibility"], "One possible cause of gaps in Nightscout data on NightWatch: the CGM uploader phone is not always receiving a signal, e.g. it is too far away, the cable has come out, or the uploader stopped waiting for an on-screen prompt.", author="u2")
    rec(P2_NIGHTWATCH, [nw1, (A, nwq, "u2")], "If that happens and you are using the most recent version of the nightscout uploader successfully, it will retroactively fill in the gaps on the nightscout site.  I don't believe this will happen on nightwatch however.", True, "pronoun", ["that", "it", "this"], "If the CGM uploader phone loses its signal and you use the most recent Nightscout uploader, it retroactively fills the gaps on the Nightscout site, but I don't believe NightWatch will backfill them.", author="u2")
    lend(P2_NIGHTWATCH, [nw1], P2_M_DEFAULT, SELF, P2_IAPS)

    gl1 = (U, "Nightscout upload improvements. For the nightscout upload, I've some sort of feature request.\nIt seems that the glucose value is uploaded every 5 minutes (00:00 - 00:05 - 00:10 - ... 23:50 - 23:55).\n\nWhenever such an upload should be done, but there's some issue with the glucose value (e.g. sensor is too far away from the phone and no bluetooth connection is available) or with the phone itself (e.g. no cell phone signal and no WLAN, or airplane mode is turned on), the value is missing in nightscout (and in the Diagram area of the app).", "u1")
    rec(P2_GLUCOSEDIRECT, [gl1], "The feature request would be to detect such issues, and provide (e.g. upload to nightscout) the data at a later point when the issue is resolved.", True, "pronoun", ["The feature request", "such issues", "the data", "the issue"], "Feature request for Glucose Direct: detect when a 5-minute Nightscout upload fails (no Bluetooth connection to the sensor, or no phone signal) and upload the missing glucose data later, once the problem is resolved.", author="u1")
    rec(P2_GLUCOSEDIRECT, [gl1], "a) no bluetooth connection to sensor -> in this case you don't have the data. But maybe there some way to get \"historical data\" from the sensor (last 8h), and upload the missing pieces.", True, "ellipsis", ["this case", "the data", "the missing pieces"], "When Glucose Direct has no Bluetooth connection to the CGM sensor it doesn't have the glucose data; is there some way to get the sensor's historical data (last 8h) and upload the pieces missing from Nightscout?", author="u1")

    ia1 = (U, "glucose upload improvements. * add an indicator when glucose uploads are disabled in CGM settings\n* add an \"upload old glucose\" button to Nightscout (from coredata)\n* tweak the CGM setup/settings flow", "u1")
    # In its own thread, and still a trap: "it" is the disabled setting named in the same sentence.
    rec(P2_IAPS, [ia1], P2_M_DEFAULT, False, SELF, [], None, author="u1")
    rec(P2_IAPS, [ia1, (U, P2_M_DEFAULT, "u1")], "I didn't notice it for a few days until I saw my Nightscout was \"empty\".", True, "pronoun", ["it"], "I didn't notice for a few days that iAPS' CGM manager had glucose uploads disabled by default, until I saw my Nightscout was empty.", author="u1")

    up1 = (U, "Sensor data doesn't transfer to NS site. All of a sudden both of our uploader phones stopped sending sensor data. Treatments, micro boluses, IOB, pump info etc. is visible in NS site. No errors in uploader phones. Sensor data is shown correctly in uploader phones.", "u1")
    up2 = (A, "Could be an issue with your NS database being near full. Go into your NS admin page and clear out some of the old data.", "u2")
    rec(P2_UPLOADER284, [up1], up2[1], True, "ellipsis", ["Could be"], "The 600 Series uploader phones' sensor data not reaching the Nightscout site (while treatments do) could be the Nightscout database being near full; clear out some old data in the Nightscout admin page.", author="u2")
    rec(P2_UPLOADER284, [up1, up2], "Don't know what the problem was but both uploaders started to work after re-installing the software. Sensor data still doesn't show in NS from the blackout period.", True, "ellipsis", ["the problem", "the blackout period"], "Both 600 Series uploaders started sending sensor data to Nightscout again after re-installing the software (cause unknown), but the sensor data from the period they stopped still doesn't show in Nightscout.", author="u1")
    lend(P2_UPLOADER284, [up1], P2_M_DEFAULT, SELF, P2_IAPS)

    u31 = (U, "Upload existing Data to Nightscout. I have 3 month of data in the uploader. I used it as a standalone \"second screen\" for the 640G. Now I got my Nightscout server up, but I only see old Treatments, no CGM values. New/current CGM values are beeing pushed to NS. Is there a way to push the old CGM data to NS as well?", "u1")
    u32 = (A, "It should pull the cgm data and upload it with these settings. The default is 7 days, when set to 90 it will take a fair amount of time to complete.", "u2")
    rec(P2_UPLOADER303, [u31], u32[1], True, "pronoun", ["It", "these settings", "it"], "The 600 Series uploader should pull old CGM data and upload it to Nightscout with its backfill-days setting; the default is 7 days, and set to 90 it takes a fair amount of time to complete.", author="u2")
    rec(P2_UPLOADER303, [u31, u32], "The data has already been pulled from the pump (as I said, the uploader has been used for quite some time without NS as a \"standalone\" second screen).", True, "ellipsis", ["The data", "as I said"], "The 600 Series uploader already pulled the 3 months of CGM data from the pump while it ran without Nightscout as a standalone second screen; how do I push that old data to Nightscout?", author="u1")

    # ---- FPV drones: PID tuning against oscillation and prop wash ----
    b71 = (U, "Main PIDC (rewrite) updated default values a bit high for 180 quads? You have do a couple of updates lately to the default PID values, based on pilot comments, but I think they are not good for small 180 quads.\n\nI get some oscillation after some stick moment or when the quad tries to re-level it self on horizon mode.", "u1")
    b72 = (A, "enable rc_smoothing\n\nset rc_smoothing = ON", "u2")
    rec(P2_BF74, [b71], b72[1], True, "ellipsis", [], "To stop the oscillation of a small 180 quad on Betaflight's rewritten PID controller defaults, enable rc_smoothing (set rc_smoothing = ON).", author="u2")
    b7q = "ok will test tomorrow.\n\nNot sure if its 'input' related though as for maintaining trajectory the oscillation happens without input if I remember correctly."
    # A correction: the opener narrows his report (the oscillation comes without stick input), against the advice just given.
    rec(P2_BF74, [b71, b72], b7q, True, "correction", ["the oscillation"], "My 180 quad's oscillation with Betaflight's rewritten PID defaults happens even without stick input, while holding its trajectory, so is rc_smoothing (an input smoothing) really the fix?", author="u1")
    lend(P2_BF74, [b71], P2_B_30HZ, SAME, P2_BF5814)

    b161 = (U, "3.1 Nov 27th build... YIKES. This build is a disaster from a PID's perspective. Nothing but high freq oscillations until I tuned P's to low 30's I's to low 20's and D's to 10/12. Even then, there was crazy propwash on hard turns. I had to give up on tuning when I realized that D setpoint weight was having no effect whatsoever.", "u1")
    b162 = (A, "D setpoint is not meant to tune oscillations with it, but stick feel.\n\nDid you erase eeprom?", "u2")
    rec(P2_BF1689, [b161], b162[1], True, "ellipsis", ["Did you erase eeprom?"], "Betaflight's D setpoint weight is not meant to tune oscillations but stick feel; did you erase the EEPROM after flashing the 3.1 Nov 27th build?", author="u2")
    rec(P2_BF1689, [b161, b162], "@borisbstyle It said erasing, so I'm assuming so. If it's not setpoint, then I'm not sure what it is as it feels like the pid's have been amplified considerably.", True, "pronoun", ["It", "it"], "The Betaflight configurator said it was erasing the EEPROM, so I assume it did. If D setpoint weight isn't the cause of the 3.1 Nov 27th build's oscillations, what is? It feels like the PIDs have been amplified considerably.", author="u1")
    lend(P2_BF1689, [b161], P2_B_MORED, SAME, P2_BF5814)

    b581 = (U, "Improve prop wash by dynamic throttle related increase in D. Here's a challenge!  :-)\n\nOne persistent 'flight' issue that we've not entirely resolved is prop wash wobble.  I do know from careful testing that " + P2_B_MORED, "u1")
    # In its own thread, and still a trap: a general claim about prop wash.
    rec(P2_BF5814, [b581], P2_B_30HZ + "  The direction of the gyro signal reverses every 15ms", False, SAME, [], None, author="u1")
    rec(P2_BF5814, [b581], "The primary delay component primarily is in the motor/prop combination, because it just takes relatively a long time for the motors to speed up.", True, "ellipsis", ["The primary delay component"], "The primary component of the delay from gyro input to thrust response, which worsens prop wash in Betaflight, is the motor/prop combination: motors take relatively long to speed up.", author="u1")

    b291 = (U, "Very strong oscillation, BUT ONLY on roll-axis? I build a little 130mm Copter based on the KingKong 130 GT frame.\nThe copter hovers \"Okay\" , not the best flying....\nBut when I go for more throttle the Quad makes a noise what sounds something like a \"Cricket\" (tone goes high-low-high-low) but faster\n\nAnd in Blackbox I saw that there is a strong oscillation, on roll most nearly the same on pitch but not so much on yaw.", "u1")
    rec(P2_BF2935, [b291], "According to blackbox, you have a strong low-frequency oscillation. I suspect your PID gains are too high. Could you zero out your D gains, half your P and I gains and see if that removes the vibration?", True, "ellipsis", ["According to blackbox", "the vibration"], "The Blackbox log of my 130mm Betaflight quad shows a strong low-frequency roll oscillation; are the PID gains too high, and would zeroing the D gains and halving P and I remove the vibration?", author="u2")
    lend(P2_BF2935, [b291], P2_B_MORED, SAME, P2_BF5814)

    # ---- flight simulators: X-Plane datarefs ----
    ex1 = (U, "Custom datarefs. It would be very handy to be able to create custom datarefs on the client side.", "u1")
    ex2 = (A, "I can't see how this is intended to work. " + P2_X_FUNCTION + " The function's implementation has to be located in X-Plane or a plugin. This is why it is only possible to subscribe to predefined datarefs.", "u2")
    rec(P2_EXTPLANE, [ex1], ex2[1], True, "pronoun", ["this", "This"], "How would custom client-side datarefs in ExtPlane work? A dataref is translated into a function call whose implementation must be in X-Plane or a plugin, which is why ExtPlane clients can only subscribe to predefined datarefs.", author="u2")
    ex3 = "@Crashtender , can you provide some detail on what you are trying to accomplish with this? There might be some alternatives"
    rec(P2_EXTPLANE, [ex1, ex2], ex3, True, "pronoun", ["this", "some alternatives"], "What are you trying to accomplish with custom client-side datarefs in ExtPlane? There might be alternatives.", author="u3")
    lend(P2_EXTPLANE, [ex1], P2_X_READONLY, SAME, P2_WINCTRL35)

    w31 = (U, "Dataref contributions. Thanks a lot for this plugin. I'd like to contribute compatibility with other aircrafts, like the Laminar Boeing 737-800. I think the Contributing section is quite clear. However, it's not clear to me if there are any fundamental limitations in how different planes work that makes this impossible.", "u1")
    w32 = (U, "From my experience working on https://github.com/rswilem/winwing-xplane-plugin/pull/36 it doesn't seem to be any fundamental limitations. The difficulty is in finding the right dataref and mapping the behavior from one brand to the other.", "u1")
    rec(P2_WINCTRL35, [w31], w32[1], True, "ellipsis", ["any fundamental limitations", "The difficulty"], "From my work on winwing-xplane-plugin PR #36, there seem to be no fundamental limitations to adding other aircraft to the WinCtrl X-Plane plugin; the difficulty is finding the right dataref and mapping the behaviour from one brand to the other.", author="u1")
    w3q = "Thanks for opening this issue -- excuse my late reply. There are really no other challenges apart from capturing the right dataref and making sure that it has the right effect on the airplane. " + P2_X_READONLY + " DataRefTool (https://datareftool.com) does really come in handy here."
    rec(P2_WINCTRL35, [w31, w32], w3q, True, "ellipsis", ["no other challenges", "here"], "Adding aircraft to the WinCtrl X-Plane plugin has no other challenges than capturing the right dataref and making sure it has the right effect on the airplane; some datarefs are read-only and some writable, and DataRefTool helps find them.", author="u2")
    lend(P2_WINCTRL35, [w31], P2_X_PLUGIN, SELF, P2_EXTPLANE)

    w61 = (U, "FlightFactor 777 v1 and MCDU-32. FF 757/767 works fine on XP12, FF 777 does not", "u1")
    w62 = (A, "The plugin should be fully compatible with the FF777 on X-Plane 12. Can you list the issues you're experiencing?", "u2")
    rec(P2_WINCTRL65, [w61], w62[1], True, "ellipsis", ["The plugin", "the issues you're experiencing"], "The WinCtrl plugin should be fully compatible with the FlightFactor 777 on X-Plane 12; what issues do you experience with the FF777 and the MCDU-32?", author="u2")
    w63 = (U, "FF777 v1/ XP12/ WINCTRL 0.0.33. After launching the aircraft, the plug-in detects the FMC (MCDU), when press \"identify\", the indicators on the MCDU light up, but the screen is black and pressing the buttons is not transmitted to the simulator", "u1")
    w64 = (A, "That's very curious. What operating system are you on? Can you please check if the dataref `1-sim/cduL/display/symbols` exists on your side?", "u2")
    rec(P2_WINCTRL65, [w61, w62, w63, w64], "WIN 11/FF777 v. 1.11.4. 1-sim/cduL/display/symbols - missing. Apparently, WINCTRL support is not provided in this version:(", True, "pronoun", ["this version"], "On Windows 11 with FlightFactor 777 v1.11.4 the dataref 1-sim/cduL/display/symbols is missing; apparently that FF777 version does not support the WinCtrl MCDU.", author="u1")
    lend(P2_WINCTRL65, [w61], P2_X_999, SAME, P2_FIXGATEWAY)

    w11 = (U, "[request] Add check datarefs functionality. I think it could be useful in the future, add the possibility to check all current profile's datarefs (es. after started a new flight and choosing aircraft, before take off) to verify that any of used dataref is dismissed due upgrade of aircraft, so users could send to you what has to be fixed (in terms of datarefs).", "u1")
    w12 = (A, "I can see where you're coming from. We could try integrating a Dataref popup screen where profile values can be observed. I have explicitly omitted all drawing functions from the plugin though to improve speed.", "u2")
    w13 = (A, "@CyberGuerro is this what you mean\nhttps://youtu.be/3cnmCbHnxpg?si=cL5lOd1b_qpvWwWm", "u3")
    rec(P2_WINCTRL11, [w11, w12, w13], "it's more simple: test it's only finalized to check if datarefs and commands defined in the current profile exists or not and show to user which of them doesn't exist.", True, "correction", ["it's more simple"], "Add to the WinCtrl X-Plane plugin a check that only tests whether the datarefs and commands defined in the current profile exist, and shows the user which of them don't (not a popup screen observing profile values).", author="u1")
    lend(P2_WINCTRL11, [w11], P2_X_FUNCTION, SAME, P2_EXTPLANE)

    pl1 = (U, "[xswiftbus] set XSquawkBox datarefs where applicable. XSquawkBox publishes some datarefs that can be read by other X-Plane plugins. XSwiftBus could publish some of the same datarefs, for compatibility with those plugins.", "u1")
    rec(P2_PILOTCLIENT, [pl1], "XSquawkBox is no longer officially approved by VATSIM. Other plugins likely changed to new datarefs already.", True, "ellipsis", ["Other plugins", "new datarefs"], "XSquawkBox is no longer officially approved by VATSIM, so X-Plane plugins that read XSquawkBox's datarefs have likely changed to new datarefs already; should xswiftbus still publish XSquawkBox's datarefs?", author="u2")
    lend(P2_PILOTCLIENT, [pl1], P2_X_PLUGIN, SELF, P2_EXTPLANE)

    ap1 = (U, "Xplane DataRefs for simulated parameters configurator. Make xpl plugin accept additional array of data refs to be forwarded to sim and assigned to configured variables. I.e. battery voltage, fuel levels, etc.", "u1")
    rec(P2_APXGCS, [ap1], "The FW must be changed too to make this feature work.", True, "pronoun", ["this feature", "The FW"], "APX firmware must be changed too for the apx-gcs X-Plane plugin to accept extra datarefs forwarded to the simulator and assigned to configured variables.", author="u1")
    lend(P2_APXGCS, [ap1], P2_X_999, SAME, P2_FIXGATEWAY)

    xc1 = (U, "How to configue the Xplane Data Input&output? Hi ,Max\nI want to know how to configue the Xplane? I ran the example, but nothing changed in xplane,and no strings appear in textbox.", "u1")
    xc2 = (A, "Hello,\nthere shouldn't be any configuration in XPlane, the XPlaneConnector will subscribe to the requested DataRefs once you call Start.\nYou can try and check in the XPlane configuration if the default port has been changed, it should be 49000.", "u2")
    rec(P2_XPCONNECTOR, [xc1], xc2[1], True, "ellipsis", ["any configuration"], "X-Plane needs no configuration for XPlaneConnector, which subscribes to the requested DataRefs once you call Start; check that X-Plane's default port has not been changed from 49000.", author="u2")
    rec(P2_XPCONNECTOR, [xc1, xc2], "Hi Max,\nI test the example like you said above,but nothing changed. My X-plane version is 10.02, Is there any difference with your version?", True, "pronoun", ["the example", "your version"], "I ran the XPlaneConnector example as advised (no X-Plane configuration, port 49000) but nothing changed; my X-Plane version is 10.02. Is there any difference from the X-Plane version XPlaneConnector was tested with?", author="u1")
    lend(P2_XPCONNECTOR, [xc1], P2_X_READONLY, SAME, P2_WINCTRL35)

    fx1 = (U, "X-Plane plugin: Python 3 data-driven rewrite + nav (HSI) dataref support + NAVSRC persistence. This rebuilds the `xplane` plugin so it can drive a full glass-cockpit display\n(MakerPlane's pyEfis, including its synthetic-vision and HSI) from X-Plane over\nUDP, while keeping the old behaviour working.", "u1")
    # second reader (r2df): follow-up, not a trap. The bank sentence alone (its two lends) is a general claim
    # about X-Plane's data output, but this copy goes on: "the plugin drops those so they never reach the
    # database" never says which plugin or whose database; "plugin" is this history's own word (the `xplane`
    # plugin the PR rebuilds), so only the thread resolves it (rules 1 and 6, as df23's "the checksum").
    rec(P2_FIXGATEWAY, [fx1], P2_X_999 + "; the\n  plugin drops those so they never reach the database", True, "ellipsis", ["plugin", "the database"], "X-Plane fills disabled slots with `-999.0`; FIX-Gateway's X-Plane plugin drops those so they never reach the FIX-Gateway database.", author="u1")
    lend(P2_FIXGATEWAY, [fx1], P2_X_FUNCTION, SAME, P2_EXTPLANE)

    # ---- home solar batteries: inverter Modbus registers ----
    fo1 = (U, "Battery SoC wrong modbus register. Several battery-related registers are unavailable:\n\nI have a FoxESS H3-6.0 inverter connected through RS485 to a USR-TCP232-410S adapter. The USR-TCP232-410S adapter is connected to the LAN. I installed the integration and everything works flawlessly but some (important!) battary entities (including SoC).", "u1")
    fo2 = (U, "I tried to investigate a bit and it seems that the H3-6.0 battery SoC is on register 31039 instead of register 31024. Indeed, using QModMaster I mapped some registers starting from 31001 and found that the battery SoC (88%) is on register 31039:", "u1")
    rec(P2_FOXESS, [fo1], fo2[1], True, "ellipsis", ["instead of register 31024"], "The foxess_modbus integration reads the FoxESS H3-6.0 battery SoC from register 31024, but on this inverter it is on register 31039 (QModMaster found 88% there).", author="u1")
    rec(P2_FOXESS, [fo1, fo2], "Is there any way to configure it so that it it correctly read and reported?", True, "pronoun", ["it"], "Is there any way to configure the foxess_modbus integration so that the FoxESS H3-6.0 battery SoC is read from register 31039 and reported correctly?", author="u1")
    lend(P2_FOXESS, [fo1], P2_S_KWH, SAME, P2_SEMULTI)

    hu1 = (U, "[Bug]: Abnormal value for \"Battery Total charge\". I'm getting an very abnormal initial reading of the value for ´sensor.batteries_total_charge´ . The reading currently id about 463 MWh which of course isn't correct. I also se a smal deviation of the reading for ´sensor.batteries_total_discharge´.", "u1")
    rec(P2_HUAWEI, [hu1], "The issue is also described in this discussion https://github.com/wlcrs/huawei_solar/discussions/628", True, "pronoun", ["The issue"], "The Huawei Solar integration's abnormal sensor.batteries_total_charge reading (about 463 MWh) is also described in huawei_solar discussion #628.", author="u1")
    lend(P2_HUAWEI, [hu1], P2_S_KWH, SAME, P2_SEMULTI)

    # ---- stenography: Plover theory strokes in steno dictionaries ----
    s71 = (U, "Question about stroke for \"brings\". The stroke for \"brings\" in Plover release weekly-v4.0.0.dev8+66.g685bd33, and in the repo dictionaries, is:\n\n```json\n\"PWREUS\": \"brings\"\n```\n\nAlthough a much longer stroke, I would have expected to see:\n\n```json\n\"PWREUPBGS\": \"brings\"\n```\n\nwith the full `PBG` for the \"ng\" sound in \"brings\". " + P2_P_BRINGS, "u1")
    s7q = "I would guess `\"PWREUPBGS\": \"brings\"` works because `\"PWREUPBG\": \"bring\",` exists as a phonetic entry and `-S` is the suffix `^s` so when you \"tuck\" or \"fold\" the `S` in `\"PWREUPBGS\"`, Plover will automatically handle it through its orthography rules"
    # In its own thread, and still a trap: the answer names the stroke, the entries and Plover's rules in full.
    rec(P2_STENO72, [s71], s7q, False, SELF, [], None, author="u2")
    lend(P2_STENO72, [s71], P2_P_RULE1, SELF, P2_STENO77)

    s41 = (U, "Add Plover `TP*ERT` outline for \"feather\". This PR proposes to add the Plover single-stroke outline `TP*ERT` for \"feather\" to `dict.json`, and have the Gutenberg dictionary prefer it.", "u1")
    lend(P2_STENO413, [s41], P2_P_BRINGS, SELF, P2_STENO72)

    s21 = (U, "Add SEUFP stroke for \"situation\" and change other dictionaries to use it. Plover release weekly-v4.0.0.dev8+66.g685bd33, contains the stroke `SEUFP` for \"situation\".", "u1")
    rec(P2_STENO21, [s21], "This was not present in the dictionaries, so I propose adding it, as well as changing the other dictionaries to use it since:\n\n- it's less keys to stroke\n- it's easier to remember since \"sitch\" is English slang for \"situation\"", True, "pronoun", ["This", "it"], "Plover's stroke SEUFP for \"situation\" is not in the steno-dictionaries, so I propose adding it and changing the other dictionaries to use it: it's fewer keys to stroke and easier to remember, since \"sitch\" is English slang for \"situation\".", author="u1")
    lend(P2_STENO21, [s21], P2_P_RULE1, SELF, P2_STENO77)

    s91 = (U, "Is Plover stroke for \"ceremonies\" a mis-stroke (missing full `PB` stroke for \"n\")? In the current `dict.json` file, there is following stroke for \"ceremonies\":\n\n```json\n\"SER/PHOEP/-S\": \"ceremonies\"\n```\n\nI'm surprised that Plover does not also list a `SER/PHOEPB/-S` stroke for \"ceremonies\": it only lists `SER/PHOEP/-S`.", "u1")
    rec(P2_STENO195, [s91], "That is surprising! This is a good fix, and I can see no reason for the `B` to be missing beyond being a misstroke.", True, "pronoun", ["That", "This"], "It is surprising that Plover lists only SER/PHOEP/-S for \"ceremonies\"; adding SER/PHOEPB/-S is a good fix, and the missing B is most likely a misstroke.", author="u2")

    s201 = (U, "Stroke for \"transition\" missing an `R` stroke. In the current `dict.json` file, there are the following strokes for \"transition\":\n\n```json\n\"TAPBS/EUGS\": \"transition\",\n\"TRAPB/SEUGS\": \"transition\",\n\"TRAPBS/EUGS\": \"transition\",\n```", "u1")
    # In its own thread, and still a trap: the stroke and the word are named in full.
    rec(P2_STENO220, [s201], "`\"TAPBS/EUGS\": \"transition\"` without an `R` stroke looks like a mis-stroke to me.", False, SAME, [], None, author="u1")

    s521 = (U, "Add `TURPB/O*EFR` condensed stroke for \"turnover\". This PR proposes to add a `TURPB/O*EFR` condensed stroke for \"turnover\".", "u1")
    # In its own thread, and still a trap: "that" points inside the sentence, the outline is named in full.
    rec(P2_STENO520, [s521], "The `TURPB/SKWROEFR` Plover outline seems a bit strange to me, to be honest, though that's probably because I'm missing a Plover theory lesson :)", False, SELF, [], None, author="u1")

    s771 = (U, "Issue with stroke for \"folds\". In the current `dict.json` file, there are the following strokes for the word \"folds\":\n\n```json\n\"TPOLDZ\": \"folds\",\n\"TPOELDZ\": \"folds\",\n```\n\nIt struck me as strange that the singular and plural of a word would have a different stroke for their \"O\" sounds", "u1")
    rec(P2_STENO77, [s771], "Interesting one, @paulfioravanti .\n\nFrom the Learn Plover book:\n\n> " + P2_P_RULE1, True, "ellipsis", ["Interesting one"], "On the strokes TPOLDZ and TPOELDZ for \"folds\": the Learn Plover book's Rule 1 says that if the vowel letter appears without another vowel letter next to it, it doesn't matter which short vowel sound it makes.", author="u2")

    # ---- Rubik's cube: scramble notation and facelet strings for solvers ----
    cj1 = (U, "Convert to notation. there is no simple way to output the scramble as normal Rubik's cube notation AFAIK, but if there is please tell me", "u1")
    cj2 = (A, "Hello,\n\n" + P2_R_NOTSCRAMBLER + "\n\nIf you are looking for a scrambler, take a look the WCA approved scrambler: https://github.com/cubing/jsss", "u2")
    # In its own thread, and still a trap: it names cube.js and the WCA scrambler in full.
    rec(P2_CUBEJS, [cj1], cj2[1], False, SAME, [], None, author="u2")
    rec(P2_CUBEJS, [cj1, cj2], "I have checked out jsss but the canvas feature doesn't seem to work for me.", True, "ellipsis", ["the canvas feature"], "I checked out the WCA-approved scrambler jsss suggested instead of cube.js, but its canvas feature doesn't seem to work for me.", author="u1")

    hf1 = (U, "Question about Kociemba solver. Looking at the code, it looks like the kociemba solver (in /kociemba-hacked-speedtest) will only accept a cube state if the state string (Really a sequence of turns) is exactly 54 characters, and each face is turned exactly 9 times, and none of those turns are left-handed.\n\nAm I understanding this correctly?", "u1")
    hf2 = (U, "Or is this in some other notation? (not Singmaster, I guess, since that only takes 48 characters?)", "u1")
    rec(P2_HFTWISTER, [hf1], hf2[1], True, "pronoun", ["this", "that"], "Is HighFrequencyTwister's kociemba solver state string (54 characters) in some notation other than a sequence of turns? Not Singmaster, since that only takes 48 characters?", author="u1")
    rec(P2_HFTWISTER, [hf1, hf2], "Okay, so I get now that this isn't a sequence of turns, but rather some notation of which \"colors\" are on which facelets (54 facelets, and exactly nine facelets per side). But what is the order of facelets in this notation?", True, "pronoun", ["this", "this notation"], "The kociemba solver's 54-character cube state string says which colour is on each facelet (nine per side); what is the order of facelets in that string?", author="u1")
    lend(P2_HFTWISTER, [hf1], P2_R_NOTSCRAMBLER, SAME, P2_CUBEJS)

    ct1 = (U, "Scramble. I have been using the app and it displays instructions to scramble it but when I scramble my cube, it doesn’t match the picture on the screen. I’m new to cubing and I don’t know what side to face when scrambling, although I do know the notations ( if that’s what they are called).", "u1")
    rec(P2_CUBETIME, [ct1], "White side up, green side front 😃", True, "ellipsis", [], "To apply CubeTime's scramble so the cube matches the picture, hold the cube white side up, green side front.", author="u2")
    lend(P2_CUBETIME, [ct1], P2_R_NOTSCRAMBLER, SAME, P2_CUBEJS)

    tp1 = (U, "How I solve scrambles like this? >>> import kociemba\n\n>>> kociemba.solve('DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD')\n\nu\"D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U\"", "u1")
    tp2 = (A, "You would create a Move object for your move and apply it to a default cube. Then pass it to the solver. Using the second move you wrote in C#:\n```cs\n// create a move and apply it to a new cube\nCube c = new Move(\"D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U\").apply(new Cube());\n```", "u2")
    rec(P2_TWOPHASE, [tp1], tp2[1], True, "position", ["the second move you wrote"], "To solve a scramble with TwoPhaseSolver, create a Move object for the move sequence (here D2 R' D' F2 B D R2 D2 R' F2 D' F2 U' B2 L2 U2 D R2 U), apply it to a default cube, and pass the cube to the solver; in C#: new Move(\"...\").apply(new Cube()).", author="u2")
    rec(P2_TWOPHASE, [tp1, tp2], "Thanks for the clarification.", True, "ellipsis", ["the clarification"], "Thanks for explaining how to solve a scramble with TwoPhaseSolver by applying a Move to a default cube.", author="u1")

    sd1 = (U, "Clock scramble says \"Invalid Scramble\". It seems like there is some inconsistency in the notation for clock. Our notation: `UR4- DR1+ DL5+ UL1- U1+ R0+ D2- L1+ ALL4+ y2 U1- R4- D0+ L3+ ALL1+ UR DR DL`\n\nscramble-display gives an error: `Invalid scramble`", "u1")
    sd2 = (A, "That scramble works, as far as I can tell!\n\nhttps://jsfiddle.net/lgarron/2sb1xp40/\n\nIs it possible that you're adding extra padding or newlines accidentally? Try making sure there's a space between any two adjacent moves, and nowhere else.", "u2")
    rec(P2_SCRAMBLEDISPLAY, [sd1], sd2[1], True, "pronoun", ["That scramble"], "The Clock scramble UR4- DR1+ DL5+ ... UR DR DL works in scramble-display as far as I can tell; are you adding extra padding or newlines? Make sure there is a space between any two adjacent moves and nowhere else.", author="u2")
    rec(P2_SCRAMBLEDISPLAY, [sd1, sd2], "Just upgraded from 0.0.5 to 0.1.0 and now we're good, silly mistake on my part. Thanks for looking into it!", True, "ellipsis", ["now we're good"], "After upgrading scramble-display from 0.0.5 to 0.1.0 our Clock scramble no longer gives Invalid scramble.", author="u1")

    cu1 = (U, "15 Puzzle scramble notation is backwards. Oops! I misread https://www.speedsolving.com/wiki/index.php/15_puzzle#Notation, and when I built my homegrown random-move scrambler, I got the scramble notation exactly backwards.", "u1")
    rec(P2_CUBERSIO, [cu1], "Fix this, and get rid of the scrambles in the scramble pool so the next time the event rolls around, the scrambles are right.", True, "pronoun", ["this"], "Fix cubers.io's backwards 15 Puzzle scramble notation and get rid of the scrambles in the scramble pool, so the next time the event comes around the scrambles are right.", author="u1")

    ko1 = (U, "Enhance schema description in readme. Hello,\n\nthe schema for the cube is not perfectly clear:\n```\n             |*U1**U2**U3*|\n ************|************|************|************\n *L1**L2**L3*|*F1**F2**F3*|*R1**R2**R3*|*B1**B2**B3*\n```", "u1")
    rec(P2_KOCIEMBA, [ko1], "What are the corners? From which perspective is one viewing on it?\nIs F7 left bottom? Is L3 left bottom?", True, "pronoun", ["it", "the corners"], "In the kociemba README's cube facelet schema, what are the corners and from which perspective is one viewing it? Is F7 the bottom left? Is L3 the bottom left?", author="u1")

    # ---- cooking: cups, grams and metric units in recipes ----
    md1 = (U, "Use alternative unit than cups. " + P2_K_EUROPE + "\n\nMaybe there is a chance of updating the recipe with metric measurements instead of cups?", "u1")
    # In its own thread, and still a trap: both conversions are stated in full.
    rec(P2_MATEDOR, [md1], "(am I right if I suggest that 1 cup of raw sugar is 201g and 1 cup of water is 235 ml?)", False, SAME, [], None, author="u1")
    rec(P2_MATEDOR, [md1, (U, "(am I right if I suggest that 1 cup of raw sugar is 201g and 1 cup of water is 235 ml?)", "u1")], "thanks for the suggestion, I've added metric measurements", True, "ellipsis", ["the suggestion"], "Matedor's recipe now has metric measurements besides cups, as suggested.", author="u2")
    lend(P2_MATEDOR, [md1], P2_K_FLOUR, SAME, P2_VANILLA47)

    mc1 = (U, "not working at all, previously gave different gram weights for cups of same ingredient on different websites. this app is now not working on Holy Cow! vegan recipes. yesterday I was looking a variations of the same recipe on different websites and it gave different gram weights for half cup of same ingredient on each", "u1")
    mc2 = (A, "The HTML looks like this:\n```\n<li class=\"wprm-recipe-ingredient\" style=\"list-style-type: disc;\">\n  <span class=\"wprm-recipe-ingredient-amount\">1</span>\n  <span class=\"wprm-recipe-ingredient-unit\">tsp</span> \n```\nso it's the same problem as #6 and some others, I should definitely look into this...", "u2")
    mc3 = (A, "Sorry for the super late reply, but if you still had the URL of the site with the different gram weights, I could investigate that too!", "u2")
    rec(P2_METRICCOOKING, [mc1, mc2], mc3[1], True, "ellipsis", ["the site with the different gram weights", "that too"], "Do you still have the URL of the recipe site where Metric Cooking gave different gram weights for half a cup of the same ingredient? I could investigate that too.", author="u2")
    mcq = "https://www.allrecipes.com/recipe/10813/best-chocolate-chip-cookies/\n\nAlso here, the 1 cup of white sugar is converted to 200g, whereas I'd prefer if it was dl, because that's how we measure things in Finland and I assume other Nordic countries."
    rec(P2_METRICCOOKING, [mc1, mc2, mc3], mcq, True, "ellipsis", ["Also here"], "On Allrecipes' Best Chocolate Chip Cookies, Metric Cooking converts 1 cup of white sugar to 200g, but I'd prefer decilitres, as measured in Finland and probably other Nordic countries.", author="u3")
    lend(P2_METRICCOOKING, [mc1], P2_K_EUROPE, SAME, P2_MATEDOR)

    v41 = (U, "Deal with volumes of dry ingredients when converting to cups. e.g. " + P2_K_FLOUR, "u1")
    lend(P2_VANILLA47, [v41], P2_K_EUROPE, SAME, P2_MATEDOR)

    v171 = (U, "Converting metric volumetric to US vol should just convert to US cups. https://cookrr.jamestorr.com/recipe/E28B4272-312B-46DD-A629-7E79EF59467F/view", "u1")
    rec(P2_VANILLA170, [v171], "ml to cups should be around 1 here. I think it's matching ml to grams, where it should be bypassing the dryIngredient search altogether.", True, "ellipsis", ["here", "it"], "In this vanilla-cookbook recipe, converting ml to US cups should give around 1; the converter seems to match ml to grams, where it should bypass the dryIngredient search altogether.", author="u1")

    tk1 = (U, "Metric units. Could we maybe get a version with metric units like grams and milliliters? Cups and oz make my brain hurt.", "u1")
    lend(P2_TIKKA, [tk1], P2_K_FLOUR, SAME, P2_VANILLA47)


    # ---- PCB footprints: courtyards in imported KiCad footprints ----
    ee1 = (U, "no courtyard. Thanks for great work. Just noticed no courtyard  on imported footprints to KiCad", "u1")
    rec(P2_EASYEDA, [ee1], "Fix in #184", True, "ellipsis", ["#184"], "easyeda2kicad's missing courtyard on footprints imported to KiCad is fixed in pull request #184.", author="u2")

    jl1 = (U, "0805 Footprint Errors. Hi,\nThe 0805 footprints you are using have a \"malformed courtyard.\"", "u1")
    jl2 = (A, "Thanks for spotting this, it really helps to get rid of those rough edges that I have missed :)\n\nI've gone through and fixed all the DRC errors I can find in the footprints here: https://github.com/CDFER/JLCPCB-Kicad-Library/commit/b3a3518cb78484469e243446e26005330055260b\n\nIt'll be out in the release later today.", "u2")
    rec(P2_JLCKICAD, [jl1], jl2[1], True, "pronoun", ["this", "the footprints", "It"], "JLCPCB-Kicad-Library's malformed courtyards on the 0805 footprints, and all other DRC errors found in its footprints, are fixed in commit b3a3518, out in the release later today.", author="u2")
    rec(P2_JLCKICAD, [jl1, jl2, (U, "Thanks Chris!", "u1")], "They appear good now Chris!", True, "pronoun", ["They"], "JLCPCB-Kicad-Library's 0805 footprints' courtyards appear good now after the fix.", author="u1")
