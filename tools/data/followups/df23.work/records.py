"""df23 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- following symbolic links: -L / --follow-symlinks options ----
LIBNFS = GH + "sahlberg/libnfs/pull/92"
UAC = GH + "tclahr/uac/pull/373"
DRGN = GH + "osandov/drgn/pull/549"
NAK = GH + "gjtorikian/nak/pull/16"
INTERMODAL = GH + "casey/intermodal/issues/31"
FINDUTILS = GH + "uutils/findutils/issues/308"
VINYLFS = GH + "gulpjs/vinyl-fs/pull/85"
DIRDIFF = GH + "OCamlPro/dirdiff/issues/1"
POSIXPATHS = GH + "JohnLato/posix-paths/issues/7"
GITSUMMARY = GH + "albenik/git-summary/pull/2"
# ---- Dependabot: grouped version updates, Dependabot or Renovate ----
SMOOTHAPP = GH + "openfoodfacts/smooth-app/issues/4782"
UBICLOUD = GH + "ubicloud/ubicloud/pull/410"
CHARMMETA = GH + "charmbracelet/meta/pull/235"
GLX = GH + "genealogix/glx/issues/366"
SOCORRO = GH + "mozilla-services/socorro/pull/7037"
APACHEINFRA = GH + "apache/infrastructure-actions/pull/121"
HEXPM = GH + "hexpm/hexpm/pull/1786"
THEYVOTE = GH + "openaustralia/theyvoteforyou/pull/1579"
NEXTBOILER = GH + "ixartz/Next-js-Boilerplate/issues/359"
REKAUI = GH + "unovue/reka-ui/issues/998"
SVELTEDOCGEN = GH + "svelte-docgen/svelte-docgen/issues/51"
GLASS = GH + "glass-dev/glass/issues/174"
# ---- git submodules: recursive clones, `submodule update --init`, submodule or subtree ----
OCURRENT = GH + "ocurrent/ocurrent/pull/224"
DGSH = GH + "dspinellis/dgsh/issues/81"
DFEED = GH + "CyberShadow/DFeed/pull/92"
ASCIINEMA = GH + "asciinema/asciinema-server/pull/299"
ELITE = GH + "Kroc/elite-harmless/issues/24"
RUSEFI = GH + "rusefi/rusefi/pull/6894"
SUBMODREWRITE = GH + "jeremysears/scripts/issues/1"
MAUA = GH + "JCBrouwer/maua-style/pull/4"
CBLAS = GH + "DlangScience/cblas/issues/29"
SILICON = GH + "siliconcompiler/siliconcompiler/issues/267"
GITSAVVY = GH + "timbrel/GitSavvy/issues/31"
CSCORE = GH + "robotpy/robotpy-cscore/pull/36"
# ---- shebang lines: `#!/usr/bin/env python3` rather than a fixed interpreter path ----
PYSIP2 = GH + "berick/pysip2/pull/1"
X16DEMO = GH + "commanderx16/x16-demo/pull/41"
NASEBOHR = GH + "The-Compiler/nasebohr/issues/12"
CLOUDENUM = GH + "NotSoSecure/cloud-service-enum/issues/4"
CAPWORDS = GH + "propublica/Capitol-Words/pull/91"
CAMOMILLA = GH + "vittorioromeo/camomilla/pull/1"
TMUXOMATIC = GH + "oxidane/tmuxomatic/issues/3"
OPENLIBRARY = GH + "internetarchive/openlibrary/pull/6577"
SPECTRUM = GH + "theGidy/check_spectrum_scale/pull/8"
# ---- UUID versions: time-sortable UUIDv7 (or ULID) instead of random v4 ----
KALLAX = GH + "src-d/go-kallax/pull/72"
ONG = GH + "komuw/ong/issues/291"
JOBFLOW = GH + "materialsproject/jobflow/issues/519"
HYDRO = GH + "BlueprintFramework/hydrodactyl/issues/6"
HYPERF = GH + "friendsofhyperf/components/pull/64"
VLANG = GH + "vlang/v/issues/24311"
CHTCORE = GH + "medic/cht-core/issues/10378"
ELMUUID = GH + "TSFoster/elm-uuid/pull/5"

# ---- OAuth PKCE: code_verifier / code_challenge in the authorization code flow ----
MOCKOAUTH = GH + "navikt/mock-oauth2-server/issues/36"
VAPOR33 = GH + "brokenhandsio/vapor-oauth/issues/33"
VAPOR36 = GH + "brokenhandsio/vapor-oauth/pull/36"
GAUTHPHP = GH + "googleapis/google-auth-library-php/pull/454"
POPPINSS = GH + "poppinss/oauth-client/issues/5"
RESTER = GH + "frigus02/RESTer/pull/389"
HTTPXOAUTH = GH + "frankie567/httpx-oauth/issues/320"
SCRIBE = GH + "scribejava/scribejava/issues/787"
PASSPORT = GH + "jaredhanson/passport-oauth2/issues/157"
PYOIDC = GH + "CZ-NIC/pyoidc/issues/551"
SIMPLEOAUTH = GH + "lelylan/simple-oauth2/issues/399"
APPAUTH = GH + "openid/AppAuth-Android/issues/155"
COOLGK = GH + "coolgk/utils/issues/20"
OAUTH2RS = GH + "ramosbugs/oauth2-rs/issues/224"
OAUTH21 = GH + "oauth-wg/oauth-v2-1/issues/237"
PIKKU = GH + "pikkujs/pikku/issues/953"
OAUTH2PROXY = GH + "oauth2-proxy/oauth2-proxy/pull/1541"
NEXTAUTH = GH + "nextauthjs/next-auth/pull/941"
NEXTJSAUTH0 = GH + "auth0/nextjs-auth0/issues/109"
# ---- flaky tests: retries, quarantine, or fixing them ----
MICROPY = GH + "andrewleech/micropython/pull/6"
BITSAIL = GH + "bytedance/bitsail/issues/78"
LINKERD = GH + "linkerd/linkerd/pull/1872"
DOTMESH = GH + "dotmesh-io/dotmesh/issues/296"
BARISTA = GH + "soumya92/barista/issues/72"
RECOMMENDERS = GH + "recommenders-team/recommenders/issues/904"
SKYPORTAL = GH + "skyportal/skyportal/pull/3360"
DAPR = GH + "dapr/dapr/issues/3595"
QCODES = GH + "microsoft/Qcodes/pull/1940"
PINAFORE = GH + "nolanlawson/pinafore/pull/1302"
PULSAR = GH + "apache/pulsar/pull/9427"
PYTESTMD = GH + "modal-labs/pytest-markdown-docs/pull/56"
# ---- JavaScript source maps: devtools, hidden source maps and error trackers ----
WEBFUND = GH + "google/WebFundamentals/issues/8865"
CHROMEDEV = GH + "GoogleChrome/developer.chrome.com/pull/5848"
QUASSEL = GH + "magne4000/quassel-webserver/issues/270"
DEVTOOLSCORE = GH + "firefox-devtools/devtools-core/issues/356"
FFDEBUGGER = GH + "firefox-devtools/debugger/issues/3707"
WRANGLER = GH + "cloudflare/workers-sdk/issues/261"
SENTRYWP310 = GH + "getsentry/sentry-webpack-plugin/issues/310"
SENTRYWP99 = GH + "getsentry/sentry-webpack-plugin/issues/99"
SENTRYWP48 = GH + "getsentry/sentry-webpack-plugin/issues/48"
ARTSY = GH + "artsy/force/pull/3495"
# ---- semantic versioning: breaking changes released as minor or patch versions ----
I18NEXT = GH + "i18next/i18next-node/issues/198"
HIGHCHARTS = GH + "highcharts/node-export-server/issues/277"
CRYPTON = GH + "SpiderOak/crypton/pull/433"
COMPOSEIMG = GH + "qdsfdhvh/compose-imageloader/issues/79"
BENCHPRESS = GH + "benchpressjs/benchpressjs/issues/37"
CSVPARSE = GH + "adaltas/node-csv-parse/issues/51"
DRESSCODE = GH + "zalando/dress-code/issues/402"
FLAGSMITH = GH + "Flagsmith/flagsmith/issues/863"
KARMA = GH + "karma-runner/karma/issues/1496"
MAILCHIMP = GH + "thinkshout/mailchimp-api-php/issues/68"
RANDOMCOMPAT = GH + "paragonie/random_compat/issues/76"
LANGCHAINEX = GH + "brainlid/langchain/issues/306"
OTELSEMCONV = GH + "open-telemetry/semantic-conventions/issues/135"
# ---- signed commits: GPG or SSH signing keys, "Verified" commits ----
GHTRAINING = GH + "githubtraining/training-manual/pull/253"
HIEROJS = GH + "hiero-ledger/hiero-sdk-js/issues/4151"
GRAFANASW = GH + "grafana/shared-workflows/pull/2210"
MIMIR = GH + "grafana/mimir/pull/15777"
LFX = GH + "linuxfoundation/lfx-self-serve/pull/674"
CONFORM = GH + "siderolabs/conform/issues/44"
CONVPR = GH + "Namchee/conventional-pr/pull/59"
GITPROXY = GH + "finos/git-proxy/issues/1321"
LILDUDE = GH + "lildude/dotfiles/pull/4"
COOPT = GH + "coopTilleuls/.github/pull/64"
BITWARDEN = GH + "bitwarden/contributing-docs/pull/507"
ARGOCD = GH + "argoproj/argo-cd/issues/8733"
CREATEPR = GH + "peter-evans/create-pull-request/issues/4221"
SAPLING = GH + "facebook/sapling/issues/776"
MATIJS = GH + "matijs/dotfiles/pull/20"
CONDAINFRA = GH + "conda/infrastructure/pull/667"
FORKTRACKER = GH + "fork-dev/Tracker/issues/1612"
# ---- further threads of the areas above (collected after the first build) ----
ULIDSPEC = GH + "ulid/spec/issues/91"
HELIOS = GH + "benadida/helios-server/issues/331"
TDBM = GH + "thecodingmachine/tdbm/pull/17"
CRATER = GH + "rust-lang/crater/pull/831"
MUIX = GH + "mui/mui-x/pull/20399"
DEEPQA = GH + "allenai/deep_qa/pull/248"
DRUID = GH + "apache/druid/pull/6324"
HLS = GH + "haskell/haskell-language-server/pull/3408"
JSOO = GH + "ocsigen/js_of_ocaml/issues/258"
PLEEEASE = GH + "iamvdo/pleeease/issues/44"
JSXC = GH + "jsx/JSX/issues/289"
MODCSS = GH + "tivac/modular-css/issues/285"
WEBCOMPILER = GH + "madskristensen/WebCompiler/issues/267"
DRIESDOT = GH + "driesvints/dotfiles/issues/80"

# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence.

# ---- the bank: real sentences from df23 threads, each placed after at most two other df23 histories of the same area ----
# following symbolic links
S_AFFECTS = "The -follow option affects only those tests which appear after it on the command line."
S_POSIXPATHS = "Currently posix-paths doesn't follow symlinks at all (unless the `dirent` returned by `readdir` returns a `DT_UNKNOWN` type instead of `DT_LNK`, in which case it will be stat'd and followed)."
# Dependabot
D_UNTIL = "Until today, Dependabot would always open individual pull requests for every dependency update in accordance with your configuration in dependabot.yml."
D_EACH = "Without grouping, each dependency gets its own PR."
D_CREATES = "Dependabot creates PR for each version update."
D_SVELTE = "`sveltejs/kit` uses Renovate"
# git submodules
B_WINDOWS = "A lot of people on Windows use submodules instead of subtrees since subtrees is not easily installed, while submodules ships with Git itself."
B_PREFIXES = "`git-subtree` doesn't support multiple prefixes."
B_FORGET = "If you forget to specify `--recursive`, you can do it in one command (`git submodule update --init`)."
B_STILL = "Are people still using `submodule`. Nearly everybody I know switched to `git subtree`s?"
# shebang lines
H_STANDARD = "The standard for Python3 shebang lines (the `#!` lines) is to use `/usr/bin/env` to make the path location-agnostic."
H_BENEFIT = "Running a command through /usr/bin/env has the benefit of looking for whatever the default version of the program is in your current environoment."
H_MERGED = "Many systems have not merged /bin and /usr/bin and so are unlikely to have a python3 binary located in /bin."
H_NOTALWAYS = "Python isn't always installed in the same location on various systems (for example, on my mac, it's installed at `/usr/local/bin/python3`)."
# UUID versions
U_48 = "the first 48 bits (6 bytes, so first 12 hex characters) of UUIDv7s are a timestamp"
U_CURSOR = "Efficient cursor-based pagination relies on lexicographical and chronological sorting support, which is not provided by older UUID versions."
U_RANDOM = "UUID v7 is as random as UUID v4, but has an additional prefix nugget based on the unix timestamp."
U_RECOMMENDED = "UUID v7 (RFC 9562, May 2024) is the recommended replacement for v1/v4 when time-sortability matters, e.g. database primary keys."
U_V4 = "v4 for minimal info sharing(since it does not give away time of generation)"
# OAuth PKCE
P_BEST = "in recent years it has become known that PKCE can also help mitigate authorization code injection attacks against resource servers and authorization servers, and is now being recommended as a best practice"
P_SAFE = "is there a safe method you recommend for storing a browser-generated PKCE code_verifier, so that it can be used in a redirected page instance to complete an authorization flow?"
P_REUSE = "Definitely do not reuse the CSRF `state` or PKCE challenge across multiple auth flows!"
P_ONETIME = "according to the PKCE spec the code verifier is only needed for the code exchange."
P_RFC = "RFC 7636 4.1 states that the client creates a code verifier “for each OAuth 2.0 Authorization Request.” Is this intended to require generating a new verifier for every authorization flow in the case of confidential clients, or is reuse of a single verifier value across multiple flows acceptable when the token endpoint already requires client authentication?"
# flaky tests
F_MASK = "Retry-until-pass can mask a test that has become intermittently broken."
F_CONFIDENCE = "Spurious failures can decrease overall confidence in the test suite."
F_DEF = "A “flaky” test is one that exhibits intermittent or sporadic failure, that seems to have non-deterministic behaviour."
F_CI = "Flaky tests are particularly troublesome when a continuous integration (CI) server is being used, so that all tests must pass before a new code change can be merged."
F_FIXED = "Flaky tests must be fixed, not \"patched\" with retries."
# source maps
M_INLINE = "DevTools needs an inlined source map so it can show the original content of a file."
M_HEADER = "instead of `sourceMappingURL`, you can set a `SourceMap` HTTP header on your minified file."
M_CHROME = "Chrome DevTools reads both the deployed code and source maps and lets you debug your code as you normally would, even with breakpoints."
# semantic versioning
V_CONVENTION = "The semver convention is that breaking changes should increment the major version not the minor version."
V_REQUIRES = "SemVer requires a **major** version bump for BC breaks doesn't it?"
V_PUBLIC = "I'm pretty sure that SemVer only relates to public API changes."
V_DEPENDABOT = "With minor version bumps like 0.3.3 -> 0.4.0, tools like dependabot will run updates not realizing it's a major change."
# further bank sentences
U_GENERAL = "UUIDv4 is considered the better choice in the general case."
F_HIDE = "Retries just hide flakyness deeper."
M_BASE64 = "It is possible to base64 encode source maps and include them at the footer of a `.js` file."
# signed commits
G_234 = "Git 2.34 now supports signing commits with SSH keys instead of GPG"
G_SIMPLER = "Signing with ssh key is a simpler alternative to signing with a gpg key"
G_UNVERIFIED = "A user can sign their commits with their GPG or SSH key. But until the user uploads their key to their GitHub profile, GitHub will flag the commits as \"Unverified\" (which isn't the same as \"not signed\")."
G_SIGNOFF = "Signoff is essentially a liability/policy thing: all it does is add a line of text to your commit message that says \"Signed off by ...\"."


# ==== part 2 (helper cdf2, nineteenth pass): areas far from software engineering; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- chess engines: UCI pondering ----
P2_RODENT = P2_GH + "nescitus/Rodent_III/issues/54"
P2_SCORPIO = P2_GH + "dshawul/Scorpio/issues/24"
P2_LICHESSBOT = P2_GH + "lichess-bot-devs/lichess-bot/pull/287"
P2_LASER = P2_GH + "jeffreyan11/laser-chess-engine/issues/6"
P2_OBSIDIAN = P2_GH + "gab8192/Obsidian/issues/9"
P2_SANMILL = P2_GH + "calcitem/Sanmill/issues/872"
P2_CALVIN = P2_GH + "kelseyde/calvin-chess-engine/pull/4"
# ---- software-defined radio: RTL-SDR ppm frequency correction ----
P2_FAASGS = P2_GH + "stdevPavelmc/FAASGS/issues/33"
P2_WMBUS = P2_GH + "wmbusmeters/wmbusmeters/issues/225"
P2_YOUSDR = P2_GH + "sixuniform/yousdr/issues/2"
P2_OPENWEBRX = P2_GH + "ha7ilm/openwebrx/issues/3"
P2_R2CLOUD = P2_GH + "dernasherbrezon/r2cloud/issues/75"
P2_RPINOAA = P2_GH + "reynico/raspberry-noaa/issues/51"
P2_HABDEC = P2_GH + "michalfratczak/habdec/issues/3"
P2_RTLICECAST = P2_GH + "j0uni/rtl_icecast/issues/3"
P2_INTERCEPT = P2_GH + "smittix/intercept/issues/238"
# ---- option pricing: implied volatility ----
P2_BSCHOLES = P2_GH + "CarloLepelaars/blackscholes/issues/21"
P2_QLOLD = P2_GH + "lballabio/quantlib-old/issues/278"
P2_LETSBE = P2_GH + "vollib/py_lets_be_rational/issues/1"
P2_OPTSTRAT = P2_GH + "joaquinbejar/OptionStratLib/issues/176"
P2_VOLLIBVEC = P2_GH + "marcdemers/py_vollib_vectorized/issues/24"
P2_QUANTRS = P2_GH + "carlobortolan/quantrs/issues/3"
P2_BSRUST = P2_GH + "hayden4r4/blackscholes-rust/pull/4"
P2_PROJREWARD = P2_GH + "ChiragJhawar/ProjectReward/issues/25"

# ---- molecular dynamics: GROMACS LINCS warnings ----
P2_AUTOMARTINI14 = P2_GH + "tbereau/auto_martini/issues/14"
P2_AUTOMARTINI8 = P2_GH + "tbereau/auto_martini/issues/8"
P2_PROTOCALLER = P2_GH + "protocaller/ProtoCaller/issues/27"
P2_GMXFDA = P2_GH + "HITS-MBM/gromacs-fda/issues/4"
P2_MARTINI = P2_GH + "Martini-Force-Field-Initiative/Martini-Force-Field-Initiative.github.io/issues/104"
P2_UNIGBSA = P2_GH + "dptech-corp/Uni-GBSA/issues/44"
P2_GALAXYCC = P2_GH + "galaxycomputationalchemistry/galaxy-tools-compchem/pull/41"  # lends only
# ---- GPS receivers: NMEA 0183 sentence checksums ----
P2_TINYGPS80 = P2_GH + "mikalhart/TinyGPSPlus/issues/80"
P2_TINYGPS144 = P2_GH + "mikalhart/TinyGPSPlus/issues/144"
P2_PYNMEA2 = P2_GH + "Knio/pynmea2/issues/43"
P2_NAVSAT150 = P2_GH + "ros-drivers/nmea_navsat_driver/issues/150"
P2_NAVSAT43 = P2_GH + "ros-drivers/nmea_navsat_driver/issues/43"
P2_NEMATODE = P2_GH + "ckgt/NemaTode/issues/3"
P2_GNSSSTYLUS = P2_GH + "GNSS-Stylist/GNSS-Stylus/issues/2"
P2_OVMS = P2_GH + "openvehicles/Open-Vehicle-Monitoring-System-3/pull/641"
# ---- seismology: removing the instrument response ----
P2_SEISJL = P2_GH + "anowacki/Seis.jl/issues/28"
P2_SEISBPMF = P2_GH + "ebeauce/Seismic_BPMF/pull/75"
P2_NOISEPY3 = P2_GH + "noisepy/NoisePy/issues/3"
P2_NOISEPY16 = P2_GH + "noisepy/NoisePy/issues/16"
P2_PYSEP = P2_GH + "adjtomo/pysep/issues/96"
P2_SEISLEARN = P2_GH + "seismo-learn/software/pull/281"
# ---- solar position: sunrise and sunset at polar latitudes ----
P2_SUNCALCH = P2_GH + "haraldh/SunCalc/issues/4"
P2_SUNTIME = P2_GH + "SatAgro/suntime/issues/15"
P2_SRSLIB = P2_GH + "mikereedell/sunrisesunsetlib-java/issues/6"
P2_ASTRAL = P2_GH + "sffjunkie/astral/issues/74"
P2_SOLARPOS = P2_GH + "klausbrunner/solarpositioning/issues/16"
P2_SUNCALC70 = P2_GH + "mourner/suncalc/issues/70"
P2_SUNCALC45 = P2_GH + "mourner/suncalc/issues/45"
P2_SUNCALC146 = P2_GH + "mourner/suncalc/issues/146"
P2_SUNCALCPHP = P2_GH + "gregseth/suncalc-php/issues/21"

# ---- calendars: the Hebrew leap month (Adar I and Adar II) ----
P2_HEBCAL87 = P2_GH + "hebcal/hebcal/issues/87"
P2_HEBCAL182 = P2_GH + "hebcal/hebcal/issues/182"
P2_HEBCAL4 = P2_GH + "hebcal/hebcal/issues/4"
P2_CONVERTDATE = P2_GH + "fitnr/convertdate/issues/4"
P2_CALFALLACIES = P2_GH + "davedelong/calendar_fallacies/issues/39"
P2_LIBHDATE = P2_GH + "py-libhdate/py-libhdate/pull/167"
P2_MYHEBDATES = P2_GH + "abe-101/myHebrewDates/issues/14"
P2_HEBCALENDAR = P2_GH + "Ordisoftware/Hebrew-Calendar/issues/1318"
# ---- oceanography: tide prediction from harmonic constituents and datums ----
P2_NEAPS149 = P2_GH + "openwatersio/neaps/issues/149"
P2_NEAPS219 = P2_GH + "openwatersio/neaps/issues/219"
P2_OCE1621 = P2_GH + "dankelley/oce/issues/1621"
P2_OCE1350 = P2_GH + "dankelley/oce/issues/1350"
P2_UTIDE = P2_GH + "wesleybowman/UTide/issues/135"
P2_EOTIDES = P2_GH + "GeoscienceAustralia/eo-tides/issues/27"
P2_TIDEDB = P2_GH + "openwatersio/tide-database/issues/105"
P2_TRAILSENSE = P2_GH + "kylecorry31/Trail-Sense/issues/1068"  # lends only
# ---- cheminformatics: aromaticity and kekulization of SMILES ----
P2_OBQUINONE = P2_GH + "openbabel/openbabel/issues/2263"
P2_OBROUNDTRIP = P2_GH + "openbabel/openbabel/issues/298"
P2_OBCHARGED = P2_GH + "openbabel/openbabel/issues/2366"
P2_OBWARN = P2_GH + "openbabel/openbabel/issues/2560"
P2_OCL = P2_GH + "Actelion/openchemlib/issues/26"
P2_DOCKMDFEP = P2_GH + "quantaosun/Dock-MD-FEP/issues/6"
P2_CDK969 = P2_GH + "cdk/cdk/issues/969"
P2_CDKR = P2_GH + "CDK-R/cdkr/issues/49"
P2_SMILESENUM = P2_GH + "EBjerrum/SMILES-enumeration/issues/7"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_GALAXYCC, P2_TRAILSENSE)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# chess engines
P2_U_THINK = "Ponder Mode allows a chess engine to \"think on the opponent's time.\""
P2_U_PONDERHIT = "UCI engines will not receive a ponderhit command when their ponder move is played by the opponent."
P2_U_GOPONDER = "The GUI sends the `go ponder` command to the engine when it is the opponent's turn."
P2_U_ABANDON = "If the opponent plays a different move, the engine must abandon its calculation and start over."
# RTL-SDR
P2_R_PPMDEF = "ppm stands for parts per million and is the frequency offset error."
P2_R_GENERIC = "Many generic RTL-SDR dongles exhibit a small frequency error due to crystal tolerance, aging, or temperature drift."
P2_R_HELPS = "Although PPM correction helps, it doesn't always completely eliminate frequency error."
# implied volatility
P2_V_IMPOSSIBLE = "It is impossible to reverse the Black Scholes formula and solve for volatility."
P2_V_BLACKFN = "of crucial importance for the precision of the implied volatility is a highly accurate Black function that minimizes round- off errors and numerical truncations in the various para- meter limits."

# GROMACS LINCS
P2_G_MAXWARN = "If you know what you are doing you can adjust the lincs warning threshold in your mdp file\nor set the environment variable GMX_MAXCONSTRWARN to -1,\nbut normally it is better to fix the problem"
P2_G_ORDER = "For normal MD simulations an order of 4 usually suffices, 6 is needed for large time-steps with virtual sites or BD."
# NMEA checksums
P2_N_ENVELOPE = "The leading dollar sign and the asterisk before the checksum are not included; they are the envelope and not the message."
P2_N_STYLUS = "As NMEA-sentences have checksums, they should also be checked as well as overall sanity of the sentence (length etc.)"
# instrument response
P2_S_IMPORTS = "The obspy implementation of `remove_response` imports a number of external functions/libraries each time the method is run, instead of only upon initial instantiation of the Trace class."
# polar sunrise
P2_H_POLES = "South and North Pole might have no sunset or sunrise"
P2_H_UK = "The northern parts of the UK do get a sunrise and sunset every day, but for a week or two in the summer months we never actually reach true astronomical night."

# Hebrew calendar
P2_J_BIRTHDAY = "The birthday of someone born in \nAdar of an ordinary year or Adar II of a leap year is also \nalways in the last month of the year, be that Adar or \nAdar II."
P2_J_ADDITIONAL = "in Hebrew calendar Adar I is additional."
P2_J_SECONDADAR = "In fact, on leap years we add a second Adar (Adar B) right after Adar."
# tides
P2_T_HARMONICS = "Harmonics are good for predicting the tides multiple days out"
P2_T_DATUMS = "Each country publishes tides against its own chart datum: Germany's BSH uses Seekartennull (SKN), the UK uses Admiralty Chart Datum, the US uses MLLW, and so on."
# kekulization
P2_K_IMIDAZOLE = "An example is imidazole. If represented as an aromatic SMILES with no explicit `H`, parsing will fail, but you can force it to by setting `kekulize=FALSE`."
P2_K_NH = "hydrogen carrying nitrogens must be encoded as [nH]"
P2_K_DOUBLECHECK = "the best option is to double check the input and output structures (easiest to do graphically) to assert that they are the same and correct."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- chess engines: UCI pondering ----
    ro1 = (U, "uci option \"ponder\" should be enabled. This option is used to tell the gui that \"go ponder\" is possible (at least on many engines i have seen so far).\nRodent can do pondering, but doesn't provide this flag.", "u1")
    roq = "Hi,\nwhat is the status of this? How y think about it?"
    rec(P2_RODENT, [ro1], roq, True, "pronoun", ["this", "it"], "What is the status of Rodent III advertising the UCI \"Ponder\" option, so that a GUI knows \"go ponder\" is possible, and what do you think about it?", author="u1")
    rec(P2_RODENT, [ro1, (U, roq, "u1")], "fixed", True, "ellipsis", [], "Rodent III's missing UCI \"Ponder\" option flag is fixed: the engine now tells the GUI it can ponder.", author="u2")
    lend(P2_RODENT, [ro1], P2_U_THINK, SAME, P2_SANMILL)

    sc1 = (U, "Ponder support in UCI mode? Hi Daniel, can you add support for ponder in UCI mode? I see that the engine can ponder in xboard mode already, but there's no option for it in UCI. Is there a reason for this? Is it difficult to add?", "u1")
    sc2 = (A, "It was supposed to work in UCI mode but I admit I never tested it well. Will get back to you once I fix this. Thanks!", "u2")
    scq = "Well maybe it works, but it doesn't even present the \"ponder\" option (when you type \"uci\") so I can enable it, and so the GUI doesn't know Scorpio can actually ponder."
    rec(P2_SCORPIO, [sc1, sc2], scq, True, "pronoun", ["it"], "Scorpio's pondering in UCI mode may work, but Scorpio doesn't present the \"ponder\" option when you type \"uci\", so it can't be enabled and the GUI doesn't know Scorpio can ponder.", author="u1")
    # In its own thread, and still a trap: "it" is the pondering named in the same sentence, and Arena and Scorpio are named.
    rec(P2_SCORPIO, [sc1, sc2, (U, scq, "u1")], "I tested ponderng in Arena with scorpio as UCI engine and it actually seems to work there just fine.", False, SELF, [], None, author="u2")
    lend(P2_SCORPIO, [sc1], P2_U_PONDERHIT, SAME, P2_LICHESSBOT)

    li1 = (U, "Fix UCI pondering issue. The meaning of the ponder parameter of python-chess engine methods that\nstart searches has changed since the upgrade. Before, ponder=True would mean\nthat the current search was a pondering search. Now, ponder=True means\nthe engine should start pondering after choosing a move.\n\n" + P2_U_PONDERHIT + " They will only receive a stop command\nfollowed by the next go command.", "u1")
    liq = "Not sure why this is merged. This clearly violates UCI protocol. My engine plays considerably worst when pondering due to this implementation. It takes time management control away from my engine"
    rec(P2_LICHESSBOT, [li1], liq, True, "pronoun", ["this", "This", "this implementation", "It"], "Why was lichess-bot's UCI pondering change merged (engines get only stop and the next go instead of ponderhit)? It clearly violates the UCI protocol: my engine plays considerably worse when pondering because it takes time management away from the engine.", author="u2")
    rec(P2_LICHESSBOT, [li1, (U, liq, "u2")], "@amanjpro Sorry about the regression. I've put in a bug report with the chess library to start work on correct pondering. Until then, I would recommend using the lichess-bot from this commit.", True, "pronoun", ["the regression", "this commit"], "Sorry about lichess-bot's pondering regression (no ponderhit sent to UCI engines); a bug report is filed with the python-chess library for correct pondering, and until then use lichess-bot from the commit before the change (2ba454e).", author="u1")
    lend(P2_LICHESSBOT, [li1], P2_U_GOPONDER, SELF, P2_SANMILL)

    la1 = (U, "Feature Request: support some missing uci parameters. Hi,\ni split this in two issues, and close the first #5.\n\nPlease consider to support \"go searchmoves\", and \"ponder\" flag & \"ponderhit\"", "u1")
    rec(P2_LASER, [la1], "Both go searchmoves and ponder have been implemented now. There may still be some bugs, especially in pondering, but feel free to try things out.", True, "ellipsis", [], "The Laser chess engine now implements both UCI go searchmoves and ponder (with ponderhit); there may still be bugs, especially in pondering.", author="u2")
    lend(P2_LASER, [la1], P2_U_THINK, SAME, P2_SANMILL)

    ob1 = (U, "Ponder. Are there plans to implement _Ponder_? An UCI option I would like to see and use in Obsidian.", "u1")
    lend(P2_OBSIDIAN, [ob1], P2_U_ABANDON, SELF, P2_SANMILL)
    lend(P2_OBSIDIAN, [ob1], P2_U_PONDERHIT, SAME, P2_LICHESSBOT)

    sa1 = (U, "Ponder Mode. ### Ponder Mode in UCI Chess Engines\n\n**Ponder Mode** is a feature in the UCI (Universal Chess Interface) protocol that allows a chess engine to continue thinking during the opponent's move.", "u1")
    # In its own thread, and still a trap: "it" and "its" are the engine named in the same sentence.
    rec(P2_SANMILL, [sa1], "If the engine's prediction is correct, it is said to have \"hit\" the pondered move, and the engine can immediately continue its computation without interruption.", False, SELF, [], None, author="u1")

    ca1 = (U, "Implement ponder in UCI", "u1")
    lend(P2_CALVIN, [ca1], P2_U_GOPONDER, SELF, P2_SANMILL)
    lend(P2_CALVIN, [ca1], P2_U_ABANDON, SELF, P2_SANMILL)

    # ---- software-defined radio: RTL-SDR ppm frequency correction ----
    fa1 = (U, "[BUG] RTL_PPM is hardcoded, but differs per RTL-SDR stick. The rtl ppm offset, which differs for each individual stick is currently a hardcoded value in sat.sh.\nI would propose to place it in user.conf and add some documentation there or in the README on how to obtain this value, e.g. rtl_test, or https://www.rtl-sdr.com/tag/ppm/, or other sources.", "u1")
    faq = "Good catch you are right about it, and fixing is simple, WIP."
    rec(P2_FAASGS, [fa1], faq, True, "pronoun", ["it"], "You are right that FAASGS's RTL-SDR ppm offset should not be hardcoded in sat.sh; fixing that is simple and in progress.", author="u2")
    rec(P2_FAASGS, [fa1, (A, faq, "u2")], "Done, upgrade as usual...", True, "ellipsis", [], "FAASGS's RTL-SDR ppm offset is now set in user.conf instead of being hardcoded in sat.sh; upgrade as usual.", author="u2")
    lend(P2_FAASGS, [fa1], P2_R_GENERIC, SAME, P2_INTERCEPT)

    wm1 = (U, "Add support for ppm correction values. My rtl-sdr dongle has an offcet of 28ppm and I want to specify this as in other rtl_sdr commands. \nIs it possible to add this flag/option to wmbusmeters too?", "u1")
    wmq = "If you want to just tune the frequency, then there is a short cut:\ndevice=rtlwmbus:868.9M\n\nWhat is the ppm option you want to add?"
    rec(P2_WMBUS, [wm1], wmq, True, "ellipsis", ["the ppm option you want to add"], "To just tune wmbusmeters' rtl-sdr frequency there is a shortcut (device=rtlwmbus:868.9M); which rtl_sdr ppm option do you want wmbusmeters to support for your 28 ppm dongle offset?", author="u2")
    # In its own thread, and still a trap: it defines ppm in full; "This value" and "This" point inside it.
    rec(P2_WMBUS, [wm1, (A, wmq, "u2")], "ppm is option `-p` in rtl_sdr.\n" + P2_R_PPMDEF + " (This value can be calculated with this tool: https://github.com/steve-m/kalibrate-rtl)\n\nThis is a problem with cheap dvb-t dongles.", False, SELF, [], None, author="u1")
    lend(P2_WMBUS, [wm1], P2_R_HELPS, SELF, P2_INTERCEPT)

    yo1 = (U, "freq corr , gain setings. Hi , sound and reciving in RTL_FM mode is weak (low antenna gain ?) and ouf of freq.\n\nCan i edit this ?  \nRTL_FM  gain or automatic gain controll , freq correction ppm ?\nare there any similuar settings to 1090 to correct freq and gain ?", "u1")
    rec(P2_YOUSDR, [yo1], "Not quite implemented yet! But if you look at \"index.php\", you can find a \"$ppm = ..\" setting on top of the file.", True, "ellipsis", [], "Editable RTL_FM gain and ppm frequency correction are not quite implemented in yousdr yet, but index.php has a \"$ppm = ..\" setting at the top of the file.", author="u2")
    lend(P2_YOUSDR, [yo1], P2_R_PPMDEF, SAME, P2_WMBUS)

    ow1 = (U, "Consistently 10kHz off when tuning. I've noticed that when tuning, the reported value is 10kHz lower than the value I'm transmitting on with the radio.", "u1")
    owq = "Most likely this issue is caused by the inaccuracy of the crystal oscillator on the RTL-SDR.\nIt can be calibrated (for example, with your own reference signal source, or the kalibrate-rtl utility).\nIf you know the PPM value, you can add it to config_webrx.py:\n\n    start_rtl_command=\"rtl_sdr -p PPM_value (...)"
    rec(P2_OPENWEBRX, [ow1], owq, True, "pronoun", ["this issue"], "OpenWebRX reporting a frequency 10kHz lower than the one transmitted is most likely caused by the inaccuracy of the RTL-SDR's crystal oscillator; it can be calibrated (with your own reference signal or kalibrate-rtl) and the PPM value added to config_webrx.py as start_rtl_command=\"rtl_sdr -p PPM_value (...)\".", author="u2")
    ow2 = (A, owq + "\n\n8013 / 937200000 * 1000000 = 8.55 \nround(8.55)=9\n\nThen you write:\n\n    start_rtl_command=\"rtl_sdr -p 9 (...)", "u2")
    rec(P2_OPENWEBRX, [ow1, ow2], "Now we have a `ppm` option in `config_webrx.py`, so based on the previous example, you could write:\n\n    ppm = 9", True, "ellipsis", ["the previous example"], "OpenWebRX now has a `ppm` option in config_webrx.py, so for an RTL-SDR measured 9 ppm off (8013 Hz at 937.2 MHz with kalibrate-rtl) you could write `ppm = 9`.", author="u2")

    r21 = (U, "SDR-USB Dongle gain and ppm settings. Please could you add the option to set the ppm and gain for SRD-USB dongles.", "u1")
    r2q = "Gain can be configured at:\n\n~/.r2cloud\n\n```\nsatellites.rtlsdr.gain=45\n```"
    rec(P2_R2CLOUD, [r21], r2q, True, "ellipsis", [], "In r2cloud, the SDR-USB dongle's gain can be configured in ~/.r2cloud with satellites.rtlsdr.gain=45.", author="u2")
    rec(P2_R2CLOUD, [r21, (A, r2q, "u2")], "Now available in the \"general\" settings. By default PPM type is AUTO. But could be MANUAL with the integer PPM value.", True, "ellipsis", [], "r2cloud's SDR-USB dongle ppm setting is now available in the \"general\" settings: the PPM type is AUTO by default but can be MANUAL with an integer PPM value.", author="u2")
    lend(P2_R2CLOUD, [r21], P2_R_HELPS, SELF, P2_INTERCEPT)

    no1 = (U, "PPM correction for SDR @55 default. I've seen in receive.sh that the line inherent rtl_fm execution has the option for ppm calibration set to 55 - can I ask why? My SDR v3 I've found in the past by using sdr# etc. has a drift correction value of 7, for example.", "u1")
    rec(P2_RPINOAA, [no1], "holy sh. \n\nI'll revert the last merge. sorry about that", True, "pronoun", ["that"], "I'll revert the last raspberry-noaa merge, which set rtl_fm's ppm correction in receive.sh to 55; sorry about that.", author="u2")
    lend(P2_RPINOAA, [no1], P2_R_PPMDEF, SAME, P2_WMBUS)

    ha1 = (U, "Missing the ppm setting for rtl-sdr dongels ? Hi,\nI have the HabDec running now, it decodes RTTY from my local tracker :-)\n\nI am missing a ppm option for the rtl dongle, I have a +38 ppm offset and with AFC enabled the dongle appears to tune to the signal but it misses  the first characters.\n\nCan you add the option --ppm please ?", "u1")
    haq = "--ppm flag has been implemented. Please upgrade and rebuild.\nReport if it works not as expected."
    rec(P2_HABDEC, [ha1], haq, True, "ellipsis", [], "HabDec's --ppm flag for rtl-sdr dongles has been implemented; upgrade and rebuild, and report if it does not work as expected.", author="u2")
    rec(P2_HABDEC, [ha1, (A, haq, "u2")], "HI, I did follow the update instructions on the PI3 image txt file. Updated without errors.\nTried 2 ways to set the ppm value,\nfirst I did add ppm = 38 to the .opts file but no message about the ppm value and no change in frequency, after that I did start habdeckWebsocketServer --ppm 38 --config bz.opts but that also does not affect the ppm difference in frequency.", True, "ellipsis", ["the update instructions"], "After updating HabDec on the PI3 image, neither ppm = 38 in the .opts file nor starting habdeckWebsocketServer --ppm 38 --config bz.opts changes the rtl-sdr dongle's ppm frequency difference; why does the new --ppm flag have no effect?", author="u1")

    ic1 = (U, "PPM and Gain? Quick questions:\n\nIs there any capability to specify a PPM value for the RTL stick?  \n\nWhen you specify manual gain, how do you set the gain value?", "u1")
    icq = "Setting PPM should be added, good idea.\n\nThere is currently only one mode, the configuration parameter is a bit useless ATM."
    rec(P2_RTLICECAST, [ic1], icq, True, "ellipsis", [], "Setting a PPM value for the RTL stick should be added to rtl_icecast; there is currently only one gain mode, so its configuration parameter is a bit useless at the moment.", author="u2")
    rec(P2_RTLICECAST, [ic1, (A, icq, "u2")], "Implemented, please test.", True, "ellipsis", [], "rtl_icecast now implements setting a PPM value and a manual gain value for the RTL stick; please test.", author="u2")
    lend(P2_RTLICECAST, [ic1], P2_R_GENERIC, SAME, P2_INTERCEPT)

    in1 = (U, "Better manual PPM (frequency) tuning/offset for AIS and ADS-B mode.", "u1")
    # In its own thread, and still a trap: the description's first sentence is a general claim.
    rec(P2_INTERCEPT, [in1], P2_R_GENERIC, False, SAME, [], None, author="u1")

    # ---- option pricing: implied volatility ----
    bs1 = (U, "Solve for implied volatility (IV) given actual option price. Since most of the option strategies are either buying or selling volatility, I was wondering if it's possible to substitute the actual option price in the formula and solve for sigma / IV?\n\nA website I found on the web states:\n\n> " + P2_V_IMPOSSIBLE + "\nI use the market price as the output for Black and Scholes and use this method to solve for the volatility input that would generate the price that equals the market price.", "u1")
    bs2 = (U, "Edit 1:\nBut in the book *Trading Option Greeks (2nd ed.)* by Dan Passarelli, it says the option pricing formula can be thought of as an algebraic equation and traders (or, rather their programs) could solve for IV by substituting the option's current market price.", "u1")
    rec(P2_BSCHOLES, [bs1, bs2], "Not sure who to believe, may be they are both correct and the website's brute force method of solving IV is what's used by trading software.", True, "pronoun", ["they", "the website's brute force method"], "A website says the Black-Scholes formula can't be reversed to solve for volatility (it searches for the volatility whose price equals the market price), while Passarelli's Trading Option Greeks says IV can be solved by substituting the market price; are both correct, with trading software using the website's brute-force method?", author="u1")

    ql1 = (U, "Wrong implied_volatility calculation. As an example to price an European call option, I set all rates to zero and set the option price to its intrinsic value. I expected the result implied-vol to be 0 but got 0.349138 instead.", "u1")
    rec(P2_QLOLD, [ql1], "Is this normal?", True, "pronoun", ["this"], "Is it normal that QuantLib's impliedVolatility for a European call priced at its intrinsic value, with all rates zero, returns 0.349138 instead of 0?", author="u1")
    lend(P2_QLOLD, [ql1], P2_V_IMPOSSIBLE, SAME, P2_BSCHOLES)

    lb1 = (U, "py_vollib.black_scholes.implied_volatility doesn't seem to be working. When I iterate through an options chain; it's just returning the 'sigma'.", "u1")
    rec(P2_LETSBE, [lb1], "If you change K, you keep getting 'sigma' back. Any idea what's causing this? I've run out of ideas.", True, "pronoun", ["this"], "Why does py_vollib's black_scholes implied_volatility, given a price computed by black_scholes with some sigma, keep returning that same 'sigma' whatever strike K I give it across an options chain?", author="u1")
    lend(P2_LETSBE, [lb1], P2_V_BLACKFN, SAME, P2_BSRUST)

    os1 = (U, "Implied volatility calculation question. I'm taking a crack at calculating the implied volatility for SPY 30 days out. I pulled up the options chain at my broker and I see the IV is at 17.02% for a 597 strike call option. I'm curious what I might be doing wrong here.", "u1")
    osq = "I've run this with a few different parameter permutations and I keep ending up with: `IV: Err(\"Implied volatility not found\")`. Wondering if you might have some insight."
    rec(P2_OPTSTRAT, [os1], osq, True, "pronoun", ["this"], "Computing the implied volatility of a 30-day SPY 597 strike call (17.02% at my broker) with OptionStratLib's implied_volatility, with several parameter permutations I keep getting `IV: Err(\"Implied volatility not found\")`; any insight?", author="u1")
    rec(P2_OPTSTRAT, [os1, (U, osq, "u1")], "@cholcombe973 Sorry, I didn't see your question on time.", True, "pronoun", ["your question"], "Sorry, I didn't see your question about OptionStratLib's implied volatility for the SPY 597 call returning \"Implied volatility not found\" on time.", author="u2")

    vv1 = (U, "vectorized_implied_volatility_black docstrings given incorrect results? Docstrings show\n\n```\n    >>> py_vollib_vectorized.vectorized_implied_volatility_black(price, F, K, r, t, flag, return_as='numpy')  # equivalent\n    array([0.02621257, 0.12585767])\n```\n\nRunning it locally,\ni'm getting\n\n```\n[0.07758129 0.08177732]\n```", "u1")
    rec(P2_VOLLIBVEC, [vv1], "The docstring is wrong but the code is correct. The \"0.12585767\" iv would be from either accidentally using BSM instead of black or thought they were working with the spot and multiplied F by forward rate.", True, "ellipsis", ["The docstring", "the code"], "py_vollib_vectorized's vectorized_implied_volatility_black docstring is wrong but the code is correct: its \"0.12585767\" IV would come from using BSM instead of Black, or from treating F as the spot and multiplying it by the forward rate.", author="u2")
    lend(P2_VOLLIBVEC, [vv1], P2_V_BLACKFN, SAME, P2_BSRUST)

    qr1 = (U, "Implement Black-Scholes Model. Implement the Black-Scholes model for options pricing in the `options` module.", "u1")
    lend(P2_QUANTRS, [qr1], P2_V_IMPOSSIBLE, SAME, P2_BSCHOLES)

    br1 = (U, "add support for pricing via \"let's be rational\". the \"let's be rational\" paper claims to have put significant effort into stabilizing pricing (not only computing implied volatility):", "u1")
    # In its own thread, and still a trap: the quoted abstract's sentence is a general claim.
    rec(P2_BSRUST, [br1], P2_V_BLACKFN, False, SAME, [], None, author="u1")

    pr1 = (U, "Pricing the models using Black-Scholes to get the fair price. Need to implement the black-scholes pricing model in code to get the fair price rather than using bid and ask.", "u1")
    rec(P2_PROJREWARD, [pr1], "Will need to find the implied volatility for that during the process.", True, "pronoun", ["that", "the process"], "Implementing the Black-Scholes pricing model in ProjectReward to get the fair price instead of bid and ask will need the implied volatility found along the way.", author="u1")

    # ---- molecular dynamics: GROMACS LINCS warnings ----
    a14 = (U, "LINCS warning. Hi\nI used your script to get parameters for some small molecules. But when i run these simulations on gromacs I get lot of LINCS warning for these simulations for timestep greater than 10 femtoseconds.", "u1")
    lend(P2_AUTOMARTINI14, [a14], P2_G_MAXWARN, SELF, P2_GMXFDA)

    a8 = (U, "Unstable simulation. Hi, \nI'm trying to parametrize a small molecule.\nI was able to create both, the .itp and .gro files without issues. After this I first minimize in vaccum the molecule and then solvate 10 copies in a 10x10x10 solvent box, where finally I I minimize the system (10 molecules in a non-polarizable water box).\nSadly, I'm having problems equilibrating the system, where the simulation crash (Too many LINCS warnings (1002))", "u1")
    rec(P2_AUTOMARTINI8, [a8], "Do you think you can send me a copy of an .mdp file you used in your simulations?", True, "ellipsis", ["your simulations"], "Could the auto_martini authors send me a copy of an .mdp file they used in their simulations? My auto_martini-parametrized small molecule, solvated and minimized, crashes in equilibration with Too many LINCS warnings (1002).", author="u1")
    # second reader (r2df): follow-up, not a lent trap: "an order of 4" never says of what; only the
    # thread's LINCS warnings say it is the LINCS order (rules 1 and 6, as df19's and df22's subjectless numbers)
    rec(P2_AUTOMARTINI8, [a8], P2_G_ORDER, True, "ellipsis", ["an order of 4"], "For normal GROMACS MD simulations a LINCS expansion order (lincs-order) of 4 usually suffices; 6 is needed for large time-steps with virtual sites or BD.", qsrc=P2_GALAXYCC, author=None)

    pc1 = (U, "LINCS warning and structure clash. The minimization step seems fine, but, when running NVT, there are many LINCS warning, below are some of them: \n\n```\nStep 9209, time 9.209 (ps)  LINCS WARNING\nrelative constraint deviation after LINCS:\nrms 0.000115, max 0.000551 (between atoms 47 and 58)\n```", "u1")
    rec(P2_PROTOCALLER, [pc1], "When I check the gro file generate after NVT Equilibration, atom `49` and atom `43` are too close, which I think should not happen in reality.", True, "ellipsis", ["the gro file generate after NVT Equilibration"], "In the .gro file that ProtoCaller's morph generates after NVT equilibration (which gave many LINCS warnings), atoms 49 and 43 are too close, which should not happen in reality.", author="u1")
    # second reader (r2df): follow-up, as the auto_martini #8 copy (the order is LINCS', named only by the thread)
    rec(P2_PROTOCALLER, [pc1], P2_G_ORDER, True, "ellipsis", ["an order of 4"], "For normal GROMACS MD simulations a LINCS expansion order (lincs-order) of 4 usually suffices; 6 is needed for large time-steps with virtual sites or BD.", qsrc=P2_GALAXYCC, author=None)

    fd1 = (U, "LINC warnings while running (TR)FDA. I am trying to rerun my trajectory to recompute the atomic forces using (TR)FDA. After running for a while, my job stops due to an error (pasted below). I am not sure if this is related, but while generating my tpr file, I did not get any LINC warnings.\n\n**Program mdrun_pf2, VERSION 4.5.3\nFatal error:\nToo many LINCS warnings (1009)\n" + P2_G_MAXWARN + "**", "u1")
    fdq = "your issue seems to me belonging more to general GROMACS (please read http://www.gromacs.org/Documentation/Terminology/Blowing_Up) as to FDA. Could you please check a pure rerun without FDA."
    rec(P2_GMXFDA, [fd1], fdq, True, "pronoun", ["your issue"], "A rerun with (TR)FDA stopping with Too many LINCS warnings (1009) seems to belong to general GROMACS (see GROMACS' Blowing Up page) rather than to FDA; check a pure rerun of the trajectory without FDA.", author="u2")
    rec(P2_GMXFDA, [fd1, (A, fdq, "u2")], "You should think about an upgrade of GROMACS and FDA, as the version 4.5.3 is now six years old. FDA is now also available for v5.0 and v5.", True, "ellipsis", ["the version 4.5.3"], "Rather than rerunning with GROMACS-FDA 4.5.3, which is six years old, upgrade GROMACS and FDA: FDA is now also available for GROMACS v5.0 and v5.1.", author="u2")

    mt1 = (U, "LINCS error in martini3. Dear Martini developers,\n\nI am running a Martini 3 coarse-grained simulation of a protein dimer in solution using an Elastic Network Model (ENM) with default parameters. After 20 microseconds of stable production simulation, the run crashed at ~22 microseconds with the following LINCS error:", "u1")
    mt2 = (U, "While reviewing the example MDP file provided on the Martini website, I noticed the following parameters in the CONSTRAINTS section:\n\n---\n; MARTINI and CONSTRAINTS\n; for ring systems and stiff bonds constraints are defined\n; which are best handled using Lincs.\nconstraints              = none\nconstraint_algorithm     = Lincs\nlincs_order              = 8\nlincs_warnangle          = 90\nlincs_iter               = 2\n---", "u1")
    rec(P2_MARTINI, [mt1, mt2], "I have two questions:\n1. Are these LINCS parameters specific to membrane systems, or are they recommended for any Martini 3 system (including proteins in solution)?", True, "pronoun", ["these LINCS parameters", "they"], "Are the LINCS parameters in the Martini website's example MDP file (constraint_algorithm = Lincs, lincs_order = 8, lincs_warnangle = 90, lincs_iter = 2) specific to membrane systems, or recommended for any Martini 3 system, including proteins in solution?", author="u1")

    ug1 = (U, "ERROR run mdrun minim.tpr. This is a very good job, but I encountered the following error while running the first example：\n`$ unigbsa-pipeline -i example/1ceb/1ceb_protein.pdb -l example/1ceb/1ceb_ligand.sdf -o BindingEnergy.csv`", "u1")
    lend(P2_UNIGBSA, [ug1], P2_G_MAXWARN, SELF, P2_GMXFDA)

    # ---- GPS receivers: NMEA 0183 sentence checksums ----
    tg1 = (U, "GPRMC won't parse. Hello,\nHope you can help me.\nI am using ai thinker A9G module.\nTinyGPS++ only parses the GPGGA sentence when the GPS sends all sentences. I get LAT, LON and Height, but no speed or date.\nWhen I process them 1 by 1 in a terminal program it works.\n\nSentence dump from GPS:\n+GPSRD:$GPGGA,172356.000,5051.8430,N,00510.3105,E,1,7,1.23,32.6,M,47.4,M,,*62\n$GPRMC,172356.000,A,5051.8430,N,00510.3105,E,0.188,11.19,250820,,,A*63\n$GPVTG,11.19,T,,M,0.188,N,0.348,K,A*0B", "u1")
    tg2 = (A, "Not sure what kind of NMEA dialect that is, but I cannot match it with the description [here](http://aprs.gids.nl/nmea/#rmc)\nIt looks like the checksum at the end of the line doesn't have a * followed by the checksum, but in case of the GPRMC example line you gave it has an A.", "u2")
    rec(P2_TINYGPS80, [tg1], tg2[1], True, "pronoun", ["that", "it", "the GPRMC example line you gave"], "The A9G module's GPRMC sentence ($GPRMC,172356.000,A,...,250820,,,A*63) doesn't match the NMEA RMC description: the checksum at the end of the line seems not to be a * followed by the checksum but has an A; what NMEA dialect is that?", author="u2")
    rec(P2_TINYGPS80, [tg1, tg2], "Thanks.\nI did a workaround by connecting the A9G secondary GPS-only output to an extra RX input.", True, "ellipsis", [], "As a workaround for TinyGPS++ not parsing the A9G module's GPRMC sentences, I connected the A9G's secondary GPS-only output to an extra RX input.", author="u1")

    t41 = (U, "Does encode throw away commas and just use them for parity? if so then.. I was trying to understand the encode function for a character and couldn't understand comma handling\n\nDoes a comma just get thrown away after xoring it into parity generation?", "u1")
    rec(P2_TINYGPS144, [t41], "if so, how does a sentence like this get parsed correctly, if you have some empty fields in the middle, and good fields after that?\n\n$GNGSA,A,3,30,14,09,04,,,,,,,,,1.37,0.77,1.14,1*0B", True, "ellipsis", ["if so"], "If TinyGPS++'s encode throws a comma away after XORing it into the checksum, how does a sentence with empty fields in the middle and good fields after them, like $GNGSA,A,3,30,14,09,04,,,,,,,,,1.37,0.77,1.14,1*0B, get parsed correctly?", author="u1")

    pn1 = (U, "Problems parsing RMC. @Knio Hello,\n\nI have some trouble parsing an RMC sentence (pynmea2 1.4.2 installed through pip):\n\np.parse('$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1\\r\\n')\n\npynmea2.nmea.ParseError: could not parse data: '$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1\\r\\n'", "u1")
    rec(P2_PYNMEA2, [pn1], "But if I try to parse:\n\np.parse('$GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E\\r\\n')\n\nThat's the nmea sentence without the checksum field\n\nI get (almost) the correct parsing:", True, "ellipsis", ["the nmea sentence"], "pynmea2 1.4.2 fails with ParseError on $GPRMC,114130,A,3809.1250,N,02415.8050,E,12195.6,341.5,280915,5,E,A*1, but parsing the same RMC sentence without the checksum field gives an (almost) correct parse; why?", author="u1")
    lend(P2_PYNMEA2, [pn1], P2_N_ENVELOPE, SELF, P2_TINYGPS144)

    nv1 = (U, "Invalid checksum error when parsing GPRMC and GPGSV sentence. Hi, \n\nI am getting errors below when I use nmea_navsat_driver to communicate with Ublox F9P. It seems RMC sentences are skipped because of invalid checksum errors.", "u1")
    rec(P2_NAVSAT150, [nv1], "I found a similar post in ROS answer (https://answers.ros.org/question/192525/problem-with-nmea_serial_driver/). I think it is relevant to the issue I am encountering but there is no answer to it", True, "pronoun", ["the issue I am encountering"], "A ROS Answers post (question 192525, problem with nmea_serial_driver) seems relevant to nmea_navsat_driver skipping a Ublox F9P's RMC sentences with invalid checksum errors, but it has no answer.", author="u1")

    n41 = (U, "I meet a error : invalid checksum. \" Received a sentence with an invalid checksum\"\n\nI found from roswiki that someone also meet this error, but unsolved.", "u1")
    rec(P2_NAVSAT43, [n41], "Does anyone know how to solve it ?", True, "pronoun", ["it"], "How do I solve nmea_navsat_driver's \"Received a sentence with an invalid checksum\" error?", author="u1")
    n42 = (U, "Thanks for a TsingHua university doctor , whos first name is GUANG.\nThis error is solved by redefine /opt/ros/indigo/lib/python2.7/dist.../libnmea_navstat_driver/parse.py\nthe function of \"parse_nmea_sentence\" 's regex part is fault.", "u1")
    rec(P2_NAVSAT43, [n41, n42], "Can you post an example of a NMEA sentence that fails to parse with the previous parser but passes with the changes?", True, "ellipsis", ["the previous parser", "the changes"], "Can you post an example NMEA sentence that fails to parse with nmea_navsat_driver's original parse_nmea_sentence regex but passes with your redefined parse.py?", author="u2")

    ne1 = (U, "Throws Error When Checksum is 0. First off, thank you for this great tool, it works really well. \n\nThe only problem I have occurs when I use a gps that sends checksums. Sometimes I receive a valid NMEA checksum of 0, and the parser treats that as an invalid checksum and throws an error.", "u1")
    rec(P2_NEMATODE, [ne1], "Fixed and added to nmea_log.txt for test. Thanks.", True, "ellipsis", [], "NemaTode's parser rejecting a valid NMEA checksum of 0 is fixed, and such a sentence is added to nmea_log.txt as a test.", author="u2")
    lend(P2_NEMATODE, [ne1], P2_N_STYLUS, SELF, P2_GNSSSTYLUS)

    gs1 = (U, "Handling of NMEA-sentences should be enhanced. Current handling of NMEA-sentences just waits for CR/LF-pair after initial '$'-character.", "u1")
    # In its own thread, and still a trap: "they" is the NMEA sentences named in the same sentence.
    rec(P2_GNSSSTYLUS, [gs1], P2_N_STYLUS, False, SELF, [], None, author="u1")

    ov1 = (U, "Implement NMEA checksum validation", "u1")
    # second reader (r2df): follow-up, not a lent trap: the sentence never says whose checksum (not even
    # NMEA's) nor what the characters are left out of; "checksum" is this thread's own word (rules 1 and 6,
    # as df22's "the close event"). The pynmea2 copy stays a trap: that history never says "checksum".
    rec(P2_OVMS, [ov1], P2_N_ENVELOPE, True, "ellipsis", ["the checksum"], "When computing and validating an NMEA sentence's checksum, the leading dollar sign and the asterisk before the checksum are not included; they are the envelope and not the message.", qsrc=P2_TINYGPS144, author=None)
    lend(P2_OVMS, [ov1], P2_N_STYLUS, SELF, P2_GNSSSTYLUS)

    # ---- seismology: removing the instrument response ----
    sj1 = (U, "Instrument Rsponse. Can you please let me know if there is a function for removing instrument response  using .resp file in Seis.jl.  The documentation provided did not have the said function.   Thanks.", "u1")
    sjq = "At the moment, Seis.jl doesn't support instrument response removal or transfer, but it is something I have draft implementation of so will try to add soon."
    # In its own thread, and still a trap: the answer names Seis.jl and instrument response removal in full.
    rec(P2_SEISJL, [sj1], sjq, False, SELF, [], None, author="u2")
    sj2 = (A, sjq, "u2")
    rec(P2_SEISJL, [sj1, sj2], "In the meantime, using SAC, Obspy, SeisIO.jl, or when getting data via IRIS web request is the recommended way to remove instrument responses.", True, "ellipsis", ["In the meantime"], "Until Seis.jl supports instrument response removal, the recommended way to remove instrument responses is SAC, ObsPy, SeisIO.jl, or requesting the data via an IRIS web request.", author="u2")
    rec(P2_SEISJL, [sj1, sj2], "Note that only poles-and-zeros will be supported at first; RESP file functionality may come later.", True, "ellipsis", [], "Seis.jl's coming instrument response removal will support only poles-and-zeros at first; RESP file functionality may come later.", author="u2")

    sb1 = (U, "Speed up instrument response removal. Replaces the obspy.core.trace.Trace methods `remove_response`, `get_response`, and `attach_response` in utils.preprocess_stream with individual functions that perform the same operations.", "u1")
    # In its own thread, and still a trap: a general claim about ObsPy's remove_response.
    rec(P2_SEISBPMF, [sb1], P2_S_IMPORTS, False, SAME, [], None, author="u1")
    rec(P2_SEISBPMF, [sb1, (U, P2_S_IMPORTS, "u1")], "This PR significantly speeds up `remove_response`, and therefore `preprocess_trace`, by eliminating the redundant overhead.", True, "pronoun", ["This PR", "the redundant overhead"], "Seismic_BPMF pull request #75 significantly speeds up `remove_response`, and therefore `preprocess_trace`, by replacing ObsPy's Trace methods, which re-import libraries on every call, with its own functions.", author="u1")

    np3 = (U, "removing instrumental response. We need to merge the two functions to remove the instrumental response with different attributes to tell whether we take the resp spectrum or the inventory", "u1")
    lend(P2_NOISEPY3, [np3], P2_S_IMPORTS, SAME, P2_SEISBPMF)

    np16 = (U, "removing the instrumental response. we need to improve our instrumental response options. Especially when we work with RESP files and arrays that have the same response file.", "u1")
    rec(P2_NOISEPY16, [np16], "Provide functionality to remove responses of arrays that have the same response.", True, "ellipsis", [], "NoisePy should provide functionality to remove the instrument responses of arrays whose stations share the same RESP response file.", author="u1")

    ps1 = (U, "instrument response removal for very low frequencies. I'm not sure if this is a pysep issue or obspy issue, since we are using obspy functions within pysep. The testing notebook is [response_removal_test.ipynb](https://github.com/uafgeoteach/GEOS626_seis/blob/main/response_removal_test.ipynb). This contains more than is needed to demonstrate the issue, which is this: When testing a range of options for removing the instrument response, we cannot seem to achieve the option to directly divide FFT(c(t)) by Ia(f) to get a(f), where c(t) is the time series in counts, Ia(f) is the instrument response to acceleration, and a(f) is the acceleration in the frequency domain.", "u1")
    rec(P2_PYSEP, [ps1], "Here are three figures (from the notebook above) showing the 0.2-1.0 mHz spectra for II.NNA.00.LHZ derived from a 10-day time series of the 2004 SUmatra earthquake. The top is from raw, the middle is the manual instrument response removal, the bottom is from obspy remove_response (via pysep) using the best input options we found (water_level = None, pre_filt = default).", True, "ellipsis", ["the notebook above"], "In the pysep response-removal test notebook, the 0.2-1.0 mHz spectra for II.NNA.00.LHZ from a 10-day record of the 2004 Sumatra earthquake: raw, manual instrument response removal (dividing FFT of counts by the acceleration response), and obspy remove_response via pysep with water_level = None and the default pre_filt.", author="u1")

    sl1 = (U, "ObsPy: Add a tutorial to remove instrument response from SAC PZ files", "u1")
    lend(P2_SEISLEARN, [sl1], P2_S_IMPORTS, SAME, P2_SEISBPMF)

    # ---- solar position: sunrise and sunset at polar latitudes ----
    hs1 = (U, "Wrong sunrise and sunset. Hi, I compiled this but it gives totally wrong values, like 12:39PM sunrise and 6PM sunset, which is not even possible on any region i believe. Sunset is almost correct but sunrise is 5h too late. Does it work for you?", "u1")
    hsq = "Oh, it might be in the polar regions? Did you get a good GPS signal?"
    rec(P2_SUNCALCH, [hs1], hsq, True, "pronoun", ["it"], "Is the SunCalc app's totally wrong sunrise (12:39PM, 5h too late) perhaps computed for a location in the polar regions, and did the device get a good GPS signal?", author="u2")
    rec(P2_SUNCALCH, [hs1, (A, hsq, "u2")], "Yes, it is in more remote places, you can try Iceland for example\nlat = 64.371607;\nlon = -20.975488;", True, "pronoun", ["it"], "SunCalc's wrong sunrise happens in more remote places; try Iceland, for example lat = 64.371607, lon = -20.975488.", author="u1")
    lend(P2_SUNCALCH, [hs1], P2_H_POLES, SAME, P2_SUNTIME)

    st1 = (U, "North and south latitude problems. Unable to get sunrise or sunset on South and North Pole as latitude limited to about 85N and 87S. \nMath issue or bug in the module?", "u1")
    st2 = (A, P2_H_POLES, "u2")
    # In its own thread, and still a trap: a general claim, complete in itself.
    rec(P2_SUNTIME, [st1], P2_H_POLES, False, SAME, [], None, author="u2")
    stq = "Actually they do. Geographically sunrise March 21 and sunset September 21 on the North pole. Opposite in the south."
    rec(P2_SUNTIME, [st1, st2], stq, True, "pronoun", ["they"], "The South and North Poles do have a sunrise and sunset: geographically, sunrise on March 21 and sunset on September 21 at the North Pole, and the opposite at the South Pole.", author="u1")
    rec(P2_SUNTIME, [st1, st2, (U, stq, "u1")], "You was asking why you are unable to get a sunrise or sunset for a specific day at the poles, and the answer is still because there might be no sunset or sunrise to return. This lib calculates the sunrise/sunset for a specific day.", True, "ellipsis", ["the answer is still"], "suntime gives no sunrise or sunset for a specific day at the poles because on most days there is none to return; the library calculates the sunrise/sunset for a specific day.", author="u3")

    sr1 = (U, "Invalid result for computeSunriseTime. I have problem calculation sunrise time for location N69.8888, E27.0000 for date 2014-01-16. For same date and location, sunset is calculated, but should the sunrise also be possible to calculate.", "u1")
    rec(P2_SRSLIB, [sr1], "I think this is due to a limitation of the algorithm used in this library, see also issue #12 .", True, "pronoun", ["this"], "sunrisesunsetlib-java's computeSunriseTime failing for N69.8888, E27.0000 on 2014-01-16 is probably due to a limitation of the algorithm the library uses (see also its issue #12).", author="u2")
    lend(P2_SRSLIB, [sr1], P2_H_POLES, SAME, P2_SUNTIME)

    as1 = (U, "Sunrise/sunset sometimes throws \"sun always above horizon\" during polar (24h) night. On the current master (96496f0), during a polar (24-hour) night, calling `sunrise()`/`sunset()` will occasionally throw the exact opposite error:\n\n> ValueError: Sun is always above the horizon on this day, at this location.", "u1")
    asq = "This happens at latitudes just above to the critical latitude for polar night."
    rec(P2_ASTRAL, [as1], asq, True, "pronoun", ["This"], "astral's sunrise()/sunset() throwing \"Sun is always above the horizon\" during a polar night happens at latitudes just above the critical latitude for polar night.", author="u1")
    rec(P2_ASTRAL, [as1, (U, asq, "u1")], "The error is 1º wide: that is, coordinates from 71.4º to 72.3º will fail.", True, "ellipsis", ["The error"], "astral's wrong \"Sun is always above the horizon\" error during polar night is 1º wide: latitudes from 71.4º to 72.3º fail.", author="u1")
    lend(P2_ASTRAL, [as1], P2_H_UK, SAME, P2_SUNCALC70)

    sp1 = (U, "Wrong times. I'm getting wrong sunrise/set information for:\nResolute Bay 74.6973, -94.8297 , November 1st, 2016\nReturning Null, Null.\nHowever there is a sunrise and sunset on this day.. and even 2nd, 3rd, 4rd, and 5th.. All of those return null.", "u1")
    spq = "Unless I'm doing something wrong, it seems the error in the higher latitude is very big.  If I enter a lower latitude I get results that look more accurate when comparing with other sources."
    rec(P2_SOLARPOS, [sp1], spq, True, "ellipsis", ["the error"], "solarpositioning's SPA sunrise/sunset seems to have a very big error at high latitudes (null for Resolute Bay, 74.6973, -94.8297, in early November 2016), while lower latitudes give results that match other sources better; am I doing something wrong?", author="u1")
    rec(P2_SOLARPOS, [sp1, (U, spq, "u1")], "I think this algorithm is geared towards tracking the sun for energy purposes, like concentrating the sun's power. It was created for the department of energy.", True, "pronoun", ["this algorithm", "It"], "The SPA algorithm in solarpositioning is geared towards tracking the sun for energy purposes, like concentrating the sun's power; it was created for the Department of Energy.", author="u1")
    lend(P2_SOLARPOS, [sp1], P2_H_UK, SAME, P2_SUNCALC70)

    s70 = (U, "Wrong calculation of night and nightEnd for polar night and very high altitudes. When latitude is 89.5 °C (almost the north pole), strange things happen with calling getTimes() for different dates.\n\n```console.log(SunCalc.getTimes(new Date(2016, 1,  1, 12, 0, 0), 89.5, 21));```\n\nwill result in _Invalid Date_ on **night** and **nightEnd**, which is correct because of the polar night.", "u1")
    s70q = "```console.log(SunCalc.getTimes(new Date(2016, 0, 31, 12, 0, 0), 89.5, 21));```\n\nwill result in **night: Sun Jan 31 2016 22:07:25 GMT+0100 (CET)** and **nightEnd: Sun Jan 31 2016 01:33:42 GMT+0100 (CET)** which seems strange. I would expect _Invalid Date_, too."
    rec(P2_SUNCALC70, [s70], s70q, True, "ellipsis", ["too"], "At latitude 89.5, longitude 21, SunCalc.getTimes for 2016-01-31 12:00 gives night 22:07:25 and nightEnd 01:33:42 (CET), which seems strange: I would expect Invalid Date, as for 2016-02-01 in the polar night.", author="u1")
    rec(P2_SUNCALC70, [s70, (U, s70q, "u1")], "Related to #45.", True, "ellipsis", [], "SunCalc's strange night and nightEnd near the north pole are related to suncalc issue #45 (sunrise and sunset during midnight sun in polar areas).", author="u2")

    s45 = (U, "Sunrise / Sunset during \"midnight sun\" in polar areas. I've run into an issue;\n\nFor instance, at latitude 66.017 by longitude 29.136 (Northern Finland) at unix timestamp 1434447174, the sun does not set at all between June 16th and July 4th (Polar region, midnight sun).\n\nI would like to get the time for the last sunrise, and get the time for the first following sundown, or vice versa, in winter time.\nHowever, I only seem to be able to get the first following sunrise and sunset on the first day both those events are on the same day. Otherwise, both sunset and sunrise return NaN.", "u1")
    s45q = "Would you be willing to assist me with this, or, fix this to make suncalc an even greater product?"
    rec(P2_SUNCALC45, [s45], s45q, True, "pronoun", ["this"], "Would you help me, or fix SunCalc, to get the last sunrise and the first following sunset during the midnight sun in polar areas (e.g. Northern Finland, 66.017, 29.136), where getTimes returns NaN for both?", author="u1")
    rec(P2_SUNCALC45, [s45, (U, s45q, "u1")], "Hmm, interesting. Thanks for the report! I'll think about this. The algorithm itself probably wasn't designed for cases like this, so at this point I'm not sure how to do this rather than just looping backwards and forwards with the date", True, "pronoun", ["this", "cases like this"], "SunCalc's algorithm probably wasn't designed for finding the last sunrise or next sunset during the polar midnight sun; other than looping backwards and forwards over dates, it's not clear how to do it.", author="u2")

    s146 = (U, "GETTIMES returning invalid sunrise sunset even after correct inputs. var date = new Date('2020-06-11T20:24:46.426Z');\ngetTimes(date,'66.09639074589798','29.714674589159888');\n\nResult:\n{\n  sunrise: Invalid Date,\n  sunset: Invalid Date,\n  sunriseEnd: 2020-06-10T22:51:46.384Z,\n  sunsetStart: 2020-06-11T21:12:40.761Z,\n}", "u1")
    s146q = "Really not able to understand why."
    rec(P2_SUNCALC146, [s146], s146q, True, "ellipsis", [], "Why does SunCalc getTimes for 2020-06-11 at 66.0964, 29.7147 return Invalid Date for sunrise and sunset even though the inputs are correct?", author="u1")
    rec(P2_SUNCALC146, [s146, (U, s146q, "u1")], "You are very close to the Polar circle, and also close to mid summer.", True, "ellipsis", [], "SunCalc returns Invalid Date for sunrise and sunset at 66.0964, 29.7147 on 2020-06-11 because that point is very close to the Polar circle and the date is close to midsummer.", author="u2")

    ph1 = (U, "solarNoon \"Bug\" for polar regions. Right now (2023-09-11) the sun does not rise at the south pole (example used is Amundsen-Scott South Pole Station at coordinates -89° 59.9' S 139° 16.4' O), yet the Suncalc Script still calculates a solarNoon for that location.", "u1")
    rec(P2_SUNCALCPHP, [ph1], "Sure, the time calculated just defines when the sun is at it's highest point, and that's probably correct, but realistically if the sun is never even visible the solarNoon value shouldn't be available", True, "pronoun", ["the time calculated", "that"], "suncalc-php's solarNoon for the South Pole while the sun never rises there is probably a correct time of the sun's highest point, but if the sun is never visible, should the solarNoon value be available at all?", author="u1")

    # ---- calendars: the Hebrew leap month (Adar I and Adar II) ----
    h87 = (U, "Will the Real Adar Please Step Forward [ Adar, Adar I & Adar II ]. My Grandfather was niftar on Fri, 16 March 2001 = 21st of Adar, 5761\n[ got the translation of dates from your site.]\n\nWhen I put in the date in the Yahrtziet Calendar, It was either adar or adar 1", "u1")
    h87q = "I spoke to a few people, a rabbi and did some research on google and came up with:\nMost Ashkenaz Hold by 2 dates - Adar 1 AND Adar 2\nMost Sefardim Hold by ONLY the 2nd Adar\nand few if any hold of only the first adar."
    rec(P2_HEBCAL87, [h87], h87q, True, "ellipsis", [], "For a yahrzeit of a death in a regular Adar (21 Adar 5761), observed in a leap year: most Ashkenazim hold by two dates, Adar I and Adar II, most Sefardim by only Adar II, and few if any by only Adar I.", author="u1")
    rec(P2_HEBCAL87, [h87, (U, h87q, "u1")], "If you can, set up the yahrtziet calendar to have both Adar 1 and Adar 2, when the original date is a regular adar", True, "ellipsis", ["the yahrtziet calendar"], "Could Hebcal's yahrzeit calendar list both Adar I and Adar II in leap years when the original date of death is in a regular Adar?", author="u1")
    lend(P2_HEBCAL87, [h87], P2_J_SECONDADAR, SAME, P2_CALFALLACIES)

    h182 = (U, "Inconsistent naming of Adar in API vs Docs. The API docs state in the list of month names to use Adar1 and Adar2 - no spaces. \nhttps://www.hebcal.com/home/219/hebrew-date-converter-rest-api\n\nBut JSON returned has a space - Adar 1 and Adar 2\nhttps://www.hebcal.com/converter/?cfg=json&gy=2019&gm=2&gd=27&g2h=1\n... \"hm\":\"Adar I\" ...\n\n - for those of us that use this as a lookup this is problematic.", "u1")
    h182q = "UPDATE: in fact, sometimes Adar comes as simply 'Adar' with no number 1 or 2:\nhttps://www.hebcal.com/converter/?cfg=json&gy=2020&gm=3&gd=1&g2h=1"
    rec(P2_HEBCAL182, [h182], h182q, True, "ellipsis", [], "Besides returning \"Adar I\" where its docs say Adar1, Hebcal's date converter JSON API sometimes returns the month as simply 'Adar' with no number 1 or 2 (e.g. for 2020-03-01).", author="u1")
    rec(P2_HEBCAL182, [h182, (U, h182q, "u1")], "Thanks for this message. We have added a note to the API documentation clarifying how **Adar** is interpreted:\n\n> In leap years, specifying **Adar** is the same as specifying **Adar2**. In non-leap years, all three of **Adar**, **Adar1**, and **Adar2** are considered equivalent.", True, "pronoun", ["this message"], "Hebcal's converter API documentation now says how Adar is interpreted: in leap years Adar is the same as Adar2, and in non-leap years Adar, Adar1 and Adar2 are equivalent.", author="u2")
    lend(P2_HEBCAL182, [h182], P2_J_BIRTHDAY, SAME, P2_HEBCAL4)
    lend(P2_HEBCAL182, [h182], P2_J_ADDITIONAL, SAME, P2_CONVERTDATE)

    h4 = (U, "Yahrzeit/Birthdays should be in Adar II. hebcal -Y calculates regular Adar yarhzeits as occurring \nin Adar I on a leap year, which is incorrect according to \nsome sources.", "u1")
    # In its own thread, and still a trap: the quoted rule is a general claim, complete in itself.
    rec(P2_HEBCAL4, [h4], P2_J_BIRTHDAY, False, SAME, [], None, author="u1")
    h42 = (U, "Looking at Reingold & Dershowitz's \"Calendrical \nCalculations\", it says, \"" + P2_J_BIRTHDAY + "\" (p. 111)", "u1")
    rec(P2_HEBCAL4, [h4, h42], "The rule for Yarzeit is different, however, according to \nReingold & Dershowitz:", True, "ellipsis", ["different, however"], "According to Reingold & Dershowitz's Calendrical Calculations, what is the rule for the yahrzeit of a death in Adar in a leap year, which differs from the birthday rule (always the last month of the year)?", author="u1")

    cd1 = (U, "Swap Adar I and Adar II in Hebrew. Hello, a nice work you've done here!\n\nI wanted to use this tool for our python-powered site and noticed that Adar months in leap year are not where they're supposed to be. The thing is that " + P2_J_ADDITIONAL + " I.e., a person born in Adar in a common Hebrew year would celebrate his birthday in Adar Bet (the second) in a leap year. Same thing with the Holidays.", "u1")
    cdq = "So this way, `hebrew.from_gregorian()` should return consequently ... — 10 — 11 — 13 — 12— 1 — ... for a leap year. It might seem irrational, but *this* is the way Hebrew calendar works."
    rec(P2_CONVERTDATE, [cd1], cdq, True, "pronoun", ["this way"], "Because Adar I is the added month, convertdate's `hebrew.from_gregorian()` should return months in the order 10, 11, 13, 12, 1 for a Hebrew leap year; it seems irrational, but that is how the Hebrew calendar works.", author="u1")
    rec(P2_CONVERTDATE, [cd1, (U, cdq, "u1")], "Thanks for bringing this up. I think the converter is currently working in the expected fashion. At least, it agrees with every other converter and joint listing I can find", True, "pronoun", ["this", "the converter", "it"], "convertdate's Hebrew converter seems to number Adar I and Adar II of leap years as expected: it agrees with every other converter and joint listing I can find.", author="u2")

    cf1 = (U, "Adar is not a missing month, it's added on leap years. _In a range of months, a month will not be missing in the middle of it_\n\n_False. The Hebrew calendar uses leap months, which occur during the middle of the year._", "u1")
    # In its own thread, and still a trap: a general claim about the calendar, complete in itself.
    rec(P2_CALFALLACIES, [cf1], P2_J_SECONDADAR, False, SAME, [], None, author="u1")
    rec(P2_CALFALLACIES, [cf1, (U, P2_J_SECONDADAR, "u1")], "Purim is celebrated on Adar B in those years, so if you know Purim is on Adar 15th... You're wrong.", True, "pronoun", ["those years"], "In Hebrew leap years, which add a second Adar (Adar B) after Adar, Purim is celebrated in Adar B, so assuming Purim is on 15 Adar is wrong.", author="u1")

    lh1 = (U, "HebrewDate API: make Months behave more intuitively. Currently, the HebrewDate API isn't too clear regarding ADAR vs leap-ADARs when relating to relative dates (year == 0)\nThis PR addresses these discrepancies.", "u1")
    rec(P2_LIBHDATE, [lh1], "As such 4 modes of comparison exist:\n- Strict\n- Adar is considered Adar I\n- Adar is considered Adar II\n- Adar is considered any Adar (compare only)", True, "ellipsis", ["As such"], "py-libhdate's HebrewDate API gets four modes for comparing a relative date in Adar with leap-year Adars: strict, Adar as Adar I, Adar as Adar II, and Adar as any Adar (comparison only).", author="u1")
    lend(P2_LIBHDATE, [lh1], P2_J_BIRTHDAY, SAME, P2_HEBCAL4)

    mh1 = (U, "Adar display. Currently we display אדר ב even in a non leap year.", "u1")
    rec(P2_MYHEBDATES, [mh1], "Maybe have it show אדר in a non leap year.", True, "pronoun", ["it"], "myHebrewDates should show the month as אדר (Adar) rather than אדר ב (Adar II) in a non-leap year.", author="u1")
    lend(P2_MYHEBDATES, [mh1], P2_J_SECONDADAR, SAME, P2_CALFALLACIES)

    oc1 = (U, "The generated calendar has no VeAdar for 2024. In 2024, the year has two Adar, but the calender for some reason only uses one Adar.", "u1")
    rec(P2_HEBCALENDAR, [oc1], "This is because the software calculates Pesach as the first full moon following the spring equinox, so there is no veadar this year according to the strict lunar ephemeris", True, "pronoun", ["This", "this year"], "Ordisoftware's Hebrew Calendar shows no VeAdar (second Adar) in 2024 because it calculates Pesach as the first full moon after the spring equinox, so by the strict lunar ephemeris 2024 has no VeAdar.", author="u2")
    lend(P2_HEBCALENDAR, [oc1], P2_J_ADDITIONAL, SAME, P2_CONVERTDATE)

    # ---- oceanography: tide prediction from harmonic constituents and datums ----
    t149 = (U, "Water levels differ from the public tide predictors. Hey, @kevee! Thanks for a great lib.\n\nI'm playing with tide predictions and noticed that water levels generated by neaps/tide-predictor are quite different from the ones I can find in other tide predictors.\n\nAs an example I'm comparing the Monterey, CA tidal station, 19.08.2022\n\nSo, while the time is pretty correct, the water levels looks offsetted compared to public predictions.", "u1")
    t149q = "Quick question - did you include an `offset` when you passed the harmonic constituents?"
    rec(P2_NEAPS149, [t149], t149q, True, "ellipsis", [], "When neaps/tide-predictor's water levels for the Monterey, CA station look offset from public predictions, did you include an `offset` when passing the harmonic constituents?", author="u2")
    rec(P2_NEAPS149, [t149, (A, t149q, "u2")], "Indeed, from a harmbase database you need to add the corresponding `data_sets.datum` as `offset`.", True, "ellipsis", [], "To get correct water levels from neaps/tide-predictor with harmonic constituents from a harmbase database, add the corresponding `data_sets.datum` as `offset`.", author="u3")
    lend(P2_NEAPS149, [t149], P2_T_DATUMS, SAME, P2_TIDEDB)

    t219 = (U, "Strange tide data. When I get tide predictions with getExtremesPrediction() I receive strange/ too many data. See my example from Vahemadal (Estonia).\nBut some are ok, like Helsinki.", "u1")
    rec(P2_NEAPS219, [t219], "Any ideas? I think it changed after you switched to the IHO standard constituents", True, "pronoun", ["it"], "Why does neaps' getExtremesPrediction() give strange, too many extremes for Vahemadal (Estonia) but not Helsinki? It seems to have changed after neaps switched to the IHO standard constituents.", author="u1")
    t2192 = (A, "Oh wow, that does not look right.\n\nI'll do some digging and see what I can find. Do you have another source for local tides that you use there that I can compare to?", "u2")
    rec(P2_NEAPS219, [t219, t2192], "I'm in Olbia/ Sardina at the moment. From my position, all nearby stations looking good.\n\nIs it maybe a Baltic issue because there's almost no tide?", True, "pronoun", ["it"], "Could neaps' strange tide extremes for Vahemadal (Estonia) be a Baltic issue, because there is almost no tide there? Stations near Olbia, Sardinia look good.", author="u1")

    t1621 = (U, "Issue with tidem function. Running tidem function with constituents gives me an error message when I include \"UPS1\" or exclude \"Z0\" constituents.", "u1")
    rec(P2_OCE1621, [t1621], "Despite my using \"UPS1\" as a constituent, it gives me an error saying that \"UPSI\"  is not a valid constituent.", True, "pronoun", ["it"], "When I pass \"UPS1\" as a constituent to oce's tidem(), it gives an error saying that \"UPSI\" is not a valid constituent.", author="u1")

    t1350 = (U, "tidem() missing 3 constituents for data(\"sealevelTuktoyaktuk\"). In preparation for upcoming work on making `tidem()` handle velocity data, I thought I ought to do some specific tests against the fit that is provided in Foreman (1977 MANUAL FOR TIDAL HEIGHTS ANALYSIS AND PREDICTION), Appendix 7.3, for the Tuktoyaktuk dataset.", "u1")
    lend(P2_OCE1350, [t1350], P2_T_HARMONICS, SAME, P2_TRAILSENSE)

    ut1 = (U, "How to predict tidal elevation with my harmonic phase and amplitude. I have the tidal phase and amplitude of 4 tide constituents (M2, N2, O1, P1) on several points.", "u1")
    rec(P2_UTIDE, [ut1], "How can I build the 'coef' and then predict the tidal elevation using reconstruct?", True, "ellipsis", [], "Given the tidal phase and amplitude of 4 constituents (M2, N2, O1, P1) at several points, how can I build UTide's 'coef' and then predict the tidal elevation with reconstruct?", author="u1")
    lend(P2_UTIDE, [ut1], P2_T_DATUMS, SAME, P2_TIDEDB)

    eo1 = (U, "Feature suggestion: Custom tide prediction import. For some places I have been testing out in Australia using the global tide models for tide prediction are quite a bit off. It would be great to have a easy way to import the more specific port tide predictions from the Australian Hydrographic Office (Austides)?", "u1")
    rec(P2_EOTIDES, [eo1], "Thanks @lucas-langlois, this is a great suggestion. I'd had a look at this and it seems like it's definitely possible", True, "pronoun", ["this", "it"], "Importing port tide predictions or constituents from the Australian Hydrographic Office (AusTides) into eo-tides, where the global tide models are quite a bit off, seems definitely possible.", author="u2")
    lend(P2_EOTIDES, [eo1], P2_T_HARMONICS, SAME, P2_TRAILSENSE)

    td1 = (U, "Research and document official chart datum per country/source. Our predicted heights won't line up with national tide services unless we reference the same vertical datum.", "u1")
    # In its own thread, and still a trap: a general claim, complete in itself.
    rec(P2_TIDEDB, [td1], P2_T_DATUMS, False, SAME, [], None, author="u1")
    rec(P2_TIDEDB, [td1, (U, P2_T_DATUMS, "u1")], "These sit close to LAT but aren't identical.", True, "pronoun", ["These"], "National chart datums (Germany's Seekartennull, the UK's Admiralty Chart Datum, the US's MLLW) sit close to Lowest Astronomical Tide (LAT) but aren't identical to it.", author="u1")

    # ---- cheminformatics: aromaticity and kekulization of SMILES ----
    kq1 = (U, "mis-detection of aromaticity for quinones. Openbabel version 3.1, and perhaps former versions looking at ring-fragments.txt file, mis-identifies aromatics when O=C1C=COC=C1 ring fragments are present. Instead of the quinoidal structure, openbabel converts it to O=c1ccocc1, which is certainly wrong.  With version 3.1 there is no way even to convert it to Kekule form, which could fix this problem as it could not distribute the bonds correctly.", "u1")
    rec(P2_OBQUINONE, [kq1], "Anyone knows if it is possible to fix this with modifying the bondtyp.txt file or some other?", True, "pronoun", ["this"], "Can Open Babel 3.1 mis-detecting O=C1C=COC=C1 quinone ring fragments as aromatic (O=c1ccocc1) be fixed by modifying the bondtyp.txt file or another data file?", author="u1")
    lend(P2_OBQUINONE, [kq1], P2_K_DOUBLECHECK, SELF, P2_OBWARN)

    kr1 = (U, "SMILES doesn't round trip. On the first trip through SMILES, it converts from kekule to aromatic:\n\nobabel -ismi -ocan -:'C1=NS(=O)N=C1'\nO=s1nccn1", "u1")
    krq = "On the second trip, it adds hydrogen across the ring:\n\nobabel -ismi -ocan -:'C1=NS(=O)N=C1' | obabel -ismi -ocan\nO=s1[nH]cc[nH]1"
    rec(P2_OBROUNDTRIP, [kr1], krq, True, "ellipsis", ["On the second trip", "it"], "Passing C1=NS(=O)N=C1 through Open Babel's canonical SMILES twice (obabel -ismi -ocan, piped into obabel -ismi -ocan) adds hydrogen across the ring: O=s1[nH]cc[nH]1 instead of O=s1nccn1.", author="u1")
    rec(P2_OBROUNDTRIP, [kr1, (U, krq, "u1")], "Fixed by #1576. \"O=s1nccn1\" obtained always.", True, "ellipsis", [], "Open Babel's SMILES round trip of C1=NS(=O)N=C1 adding hydrogens is fixed by pull request #1576: O=s1nccn1 is obtained always.", author="u2")
    lend(P2_OBROUNDTRIP, [kr1], P2_K_NH, SAME, P2_OCL)

    kc1 = (U, "Kekulization failure with charged ring. Aromatic ring should be detected for 1,2,3-trimethyl-imidazolium from coordinates. The aromatic ring is detected if a correct SD file is presented, but not a Gaussian log file.", "u1")
    rec(P2_OBCHARGED, [kc1], "@baoilleach I will be happy to help to debug this, or reimplement from scratch if you think that may be helpful, but I will need some pointers. Thanks!", True, "pronoun", ["this"], "I can help debug Open Babel's kekulization failure for the charged 1,2,3-trimethyl-imidazolium ring read from a Gaussian log file, or reimplement it from scratch, but I need some pointers.", author="u1")

    kw1 = (U, "Failed to kekulize aromatic bonds in OBMol. Hello! \nI tried to convert a pdb file to pdbqt and then I will achieve some task of docking (with Autodock Vina). But a warning occurred:\n\n*** Open Babel Warning  in PerceiveBondOrders\n  Failed to kekulize aromatic bonds in OBMol::PerceiveBondOrders", "u1")
    kwq = "I wonder if this warning means any mistake in conversion and how to fix it."
    rec(P2_OBWARN, [kw1], kwq, True, "pronoun", ["this warning", "it"], "Does Open Babel's warning \"Failed to kekulize aromatic bonds in OBMol::PerceiveBondOrders\" when converting a pdb file to pdbqt mean the conversion has a mistake, and how do I fix it?", author="u1")
    rec(P2_OBWARN, [kw1, (U, kwq, "u1")], "The warning is not an error but it is saying that OpenBabel cannot assign kekulized bonds (i.e. alternating single and double bonds) to the structure.", True, "ellipsis", ["The warning"], "Open Babel's \"Failed to kekulize aromatic bonds\" warning is not an error: it says Open Babel cannot assign kekulized bonds (alternating single and double bonds) to the structure.", author="u2")
    lend(P2_OBWARN, [kw1], P2_K_IMIDAZOLE, SELF, P2_CDKR)

    ko1 = (U, "New kekulization failures between 2017.09.0 and 2018.5.0. If I compare results on my SMILES benchmark, I find that a number of kekulization failures have gone away due to #22. However, I also find a number of new kekulization failures:\n\n```\nO=s1nccn1 1456\ns1(=O)c2ncccc2c(=O)n1C 12360\nO=c1n(s(=O)c2c1CCCC2)C 13263\ns1s(=O)c2c(c1=O)cccc2 13672\netc.\n```", "u1")
    koq = "The common theme appears to be an aromatic sulfur attached to an exocyclic double bonded oxygen. However, it should be possible to kekulize all of these structures."
    rec(P2_OCL, [ko1], koq, True, "pronoun", ["The common theme", "these structures"], "OpenChemLib 2018.5.0's new kekulization failures on SMILES such as O=s1nccn1 share an aromatic sulfur attached to an exocyclic double-bonded oxygen, yet all of these structures should be kekulizable.", author="u1")
    rec(P2_OCL, [ko1, (U, koq, "u1")], "One can argue, whether this handling is correct, because to me O=s1nccn1 is\nnot a valid smiles: It implies an aromatic 5-membered ring.", True, "pronoun", ["this handling"], "One can argue whether kekulizing O=s1nccn1 is correct, since it is arguably not a valid SMILES: it implies an aromatic 5-membered ring.", author="u2")

    kd1 = (U, "Open babel wrong H adding warning. It has been constantly observed, that open babel some times added more H atoms to some complex aromatic structures, for example,\na pyridine was added more H it should, or ```failed to Kekulize the aromatic ring```.", "u1")
    rec(P2_DOCKMDFEP, [kd1], "It should be mentioned that the probability you encounter such an issue is not very high if your small molecule contains not many N atoms in your ring system.", True, "ellipsis", ["such an issue"], "In Dock-MD-FEP, Open Babel adding too many hydrogens to aromatic rings or failing to kekulize them is not very likely if the small molecule has few N atoms in its ring system.", author="u1")
    lend(P2_DOCKMDFEP, [kd1], P2_K_NH, SAME, P2_OCL)

    kk1 = (U, "Kekulization / hydrogen adder problem. Dear CDK developers,\n\nwhen I try to parse this MOL file taken from the Supernatural II natural products database, [SupernaturalII_SN00236617.txt], ... I get the following error:\n```\norg.openscience.cdk.exception.CDKException: Cannot assign Kekulé structure without randomly creating radicals.\n```", "u1")
    rec(P2_CDK969, [kk1], "The structure encoded in the file looks like this (with bond type 4 (\"aromatic\") in the ring and the positive charge of the nitrogen atom encoded in the properties block):", True, "ellipsis", ["the file"], "The Supernatural II MOL file (SN00236617) that CDK fails to kekulize encodes bond type 4 (aromatic) in the ring and the nitrogen's positive charge in the properties block.", author="u1")
    lend(P2_CDK969, [kk1], P2_K_DOUBLECHECK, SELF, P2_OBWARN)

    kx1 = (U, "depiction with kekulise=FALSE. The new depiction with kekulise=TRUE looks awesome, but with kekulise=FALSE rather bizarre. \nIn earlier versions this would have been the aromatic delocalised ring representation - any reason for the change?", "u1")
    kxq = "Should I \"block\" the kekulise=FALSE option? I'd rather keep it in for backwards compatibility..."
    rec(P2_CDKR, [kx1], kxq, True, "ellipsis", ["the kekulise=FALSE option"], "Should my package block rcdk's parse.smiles kekulise=FALSE option, whose new depiction looks bizarre, or keep it for backwards compatibility?", author="u1")
    rec(P2_CDKR, [kx1, (U, kxq, "u1")], "I haven't come across this representation, but I'm guessing this is because in absence of kekulization the bond orders are not set properly.", True, "pronoun", ["this representation", "this"], "rcdk's bizarre depiction with kekulise=FALSE is probably because without kekulization the bond orders are not set properly.", author="u2")

    ks1 = (U, "How to use it for small Smiles like Aspirin Smile: CC(=O)Oc1ccccc1C(=O)O. Whenever, I write any small Smiles string \nThen I get\n[22:10:14] Can't kekulize mol.  Unkekulized atoms: 2 3 4 5 6\n\n    print(sme.randomize_smiles(\"COc1cnc(nC1N(C)C)c2ccccc2\"))\nAttributeError: 'NoneType' object has no attribute 'GetNumAtoms'", "u1")
    ksq = "I don't think your SMILES are getting parsed by RDKit. All smiles must be parsable by RDKit"
    rec(P2_SMILESENUM, [ks1], ksq, True, "pronoun", ["your SMILES"], "SMILES-enumeration fails on COc1cnc(nC1N(C)C)c2ccccc2 with Can't kekulize mol because RDKit cannot parse that SMILES; every SMILES given to it must be parsable by RDKit.", author="u2")
    rec(P2_SMILESENUM, [ks1, (A, ksq, "u2")], "In this particular instance I think you need to tell RDKit on which aromatic nitrogen the hydrogen is situated.", True, "pronoun", ["this particular instance"], "For COc1cnc(nC1N(C)C)c2ccccc2, tell RDKit on which aromatic nitrogen the hydrogen sits so that it can kekulize the SMILES.", author="u2")
    lend(P2_SMILESENUM, [ks1], P2_K_IMIDAZOLE, SELF, P2_CDKR)


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- following symbolic links ----
    ln1 = (U, "Follow symlinks during path resolution", "u1")
    lnq = "Follow symlinks during path resolution when possible. Add POSIX-like functions to operate on symlinks."
    rec(LIBNFS, [ln1], lnq, True, "ellipsis", [], "libnfs should follow symlinks during path resolution when possible, and gain POSIX-like functions to operate on symlinks.", author="u1")
    lend(LIBNFS, [ln1], S_AFFECTS, SELF, FINDUTILS)
    lend(LIBNFS, [ln1, (U, lnq, "u1")], S_POSIXPATHS, SAME, POSIXPATHS)

    ua1 = (U, "feat: add follow symlinks", "u1")
    rec(UAC, [ua1], "Add -L option to follow symbolic links.", True, "ellipsis", [], "Add a -L option to uac (Unix-like Artifacts Collector) to follow symbolic links.", author="u1")
    lend(UAC, [ua1], S_AFFECTS, SELF, FINDUTILS)

    dr1 = (U, "Follow symlinks in kernfs_walk()", "u1")
    drq = "Add symlink following in kernfs_walk() for the given path. Intermediate links are always followed and a new arg 'follow_symlinks' (True by default) is added to determine whether the final component should be returned as the symlink node itself or as the target."
    rec(DRGN, [dr1], drq, True, "ellipsis", ["the given path"], "drgn's kernfs_walk() should follow symlinks in the path it is given: intermediate links always, and the final component as the target unless a new follow_symlinks argument (True by default) is False.", author="u1")
    lend(DRGN, [dr1], S_POSIXPATHS, SAME, POSIXPATHS)

    nk1 = (U, "Add option to follow symlinks", "u1")
    rec(NAK, [nk1], "Symlinks can now be optionally followed when searching and listing.", True, "ellipsis", [], "With nak's new option, symlinks can now be optionally followed when searching and listing.", author="u1")

    im1 = (U, "Only follow symlinks if `--follow-symlinks` is passed", "u1")
    imq = "Otherwise extra files might be inadvertently included."
    rec(INTERMODAL, [im1], imq, True, "ellipsis", ["Otherwise"], "If intermodal follows symlinks without `--follow-symlinks` being passed, extra files might be inadvertently included in the torrent.", author="u1")
    rec(INTERMODAL, [im1, (U, imq, "u1")], "Closing in favor of #18.", True, "ellipsis", [], "The intermodal issue about only following symlinks when `--follow-symlinks` is passed is closed in favor of issue #18.", author="u1")

    fu1 = (U, "Implement `-follow`", "u1")
    fuq = "Even if this is deprecated, for compat, we should implement it"
    rec(FINDUTILS, [fu1], fuq, True, "pronoun", ["this", "it"], "Even though find's -follow option is deprecated (use -L instead), uutils findutils should implement it for compatibility.", author="u1")
    rec(FINDUTILS, [fu1, (U, fuq + ":\n```\n-follow\n       Deprecated; use the -L option instead. Dereference symbolic links. Implies -noleaf. " + S_AFFECTS + "\n```", "u1")], "Can I be assigned this problem?", True, "pronoun", ["this problem"], "Can I be assigned the uutils findutils issue to implement the deprecated -follow option?", author="u2")
    # In its own thread, and still a trap: the man page's sentence names the option and its scope.
    rec(FINDUTILS, [fu1], S_AFFECTS, False, SELF, [], None, author="u1")

    vf1 = (U, "Add symlink passthrough with `followSymlinks`. The current behavior is always to resolve symbolic links to actual files.\n\nThis change introduces a `keepsymlinks` option to `src()`. When the option is set, the destination of each encountered symbolic link is stored in `file.symlink`. When `dest()` is invoked, the `symlink` value is used to reconstruct identical symlinks.", "u1")
    vfq = "shouldn't it be the inverse? `followSymlinks: false`"
    rec(VINYLFS, [vf1], vfq, True, "pronoun", ["it", "the inverse"], "Shouldn't vinyl-fs's new `keepsymlinks` option be the inverse, `followSymlinks: false`?", author="u2")
    vfq2 = "perhaps? The default behavior now is that symlinks are recursively followed into actual paths and therefore they're \"lost\". So the default behavior would be `followSymlinks: true`, and then using `followSymlinks: false` would activate the code paths in this patch?"
    rec(VINYLFS, [vf1, (A, vfq, "u2")], vfq2, True, "pronoun", ["this patch", "perhaps?"], "vinyl-fs follows symlinks recursively into actual paths by default, so the default would be `followSymlinks: true`, and `followSymlinks: false` would activate the symlink-passthrough code of the pull request.", author="u1")

    dd1 = (U, "Add a \"--follow-symlink\" option. What remains to be decided:\n\n1. Do you only follow symlinks if both files are symlink?\n2. Do you follow symlinks to directories?\n3. How many indirections of symlinks do you follow?\n4. Do you follow them in a directory outside of the starting point?\n5. Outside of the filesystem?\n\nAnd relatedly: what latitude do you leave to the user to configure this.", "u1")
    ddq = "Design decision:\n\nAdd a `--follow-symlink` option, abbreviated to `-L` that follow \"to the end\" all symlinks before processing them. Envision restrictions to origin filesystems for later. Envision a way to prevent symlinks loops for later."
    rec(DIRDIFF, [dd1], ddq, True, "ellipsis", ["Design decision"], "dirdiff's design decision: add a `--follow-symlink` option (`-L`) that follows all symlinks to the end before processing them; restricting to the origin filesystems and preventing symlink loops come later.", author="u1")
    rec(DIRDIFF, [dd1, (U, ddq, "u1")], "Add a `-H` option, that only follow symlinks given as args on the CLI.", True, "ellipsis", [], "dirdiff should also add a `-H` option that only follows symlinks given as arguments on the command line.", author="u1")

    pp1 = (U, "enable symlink following", "u1")
    # A complete statement naming its subject (the description's first sentence): a trap in its own thread.
    rec(POSIXPATHS, [pp1], S_POSIXPATHS, False, SAME, [], None, author="u1")
    rec(POSIXPATHS, [pp1, (U, S_POSIXPATHS, "u1")], "Add an option for following symlinks.", True, "ellipsis", [], "Add an option to posix-paths for following symlinks.", author="u1")

    gs1 = (U, "Follow symlinks", "u1")
    rec(GITSUMMARY, [gs1], "Add `-L` option to find invocation, to follow symlinks", True, "ellipsis", ["find invocation"], "git-summary should add the `-L` option to its find invocation so that it follows symlinks.", author="u1")

    # ---- Dependabot: grouped updates, Dependabot or Renovate ----
    sm1 = (U, "Reducing Dependabot noise using groups", "u1")
    # General claims about Dependabot (the description's sentences): traps in their own thread.
    rec(SMOOTHAPP, [sm1], D_UNTIL, False, SAME, [], None, author="u1")
    smq = "Now, in your dependabot.yml configuration file, you can set custom grouping rules for Dependabot based on pattern matching on package name."
    rec(SMOOTHAPP, [sm1, (U, D_UNTIL, "u1")], smq, False, SAME, [], None, author="u1")

    ub1 = (U, "Group Dependabot pull requests", "u1")
    ub2 = (U, "Dependabot creates PR for each version update. It makes git history longer. Last month, grouped version updates are announced: https://github.blog/changelog/2023-06-30-grouped-version-updates-for-dependabot-public-beta/", "u1")
    rec(UBICLOUD, [ub1, ub2], "I hope it will make version updates less noisy.", True, "pronoun", ["it"], "I hope grouping Dependabot pull requests in ubicloud will make version updates less noisy.", author="u1")
    # second reader (r2df): follow-up, not a lent trap: the sentence never names Dependabot (grouping of what,
    # whose PRs); only the thread does (rule 1, the project is context; df1's lent fragments that apply)
    rec(UBICLOUD, [ub1], D_EACH, True, "ellipsis", ["grouping"], "Without Dependabot's grouped updates, Dependabot opens a separate pull request for each dependency.", qsrc=GLX, author=None)

    cm1 = (U, "chore: group dependabot updates to reduce noise", "u1")
    cmq = "Consider this PR a proposal. Let me know if you disagree with this."
    rec(CHARMMETA, [cm1], cmq, True, "pronoun", ["this PR", "this"], "The pull request grouping charmbracelet's dependabot updates to reduce noise is a proposal; say if you disagree with it.", author="u1")
    cm2 = (U, cmq + "\n\nWe currently have a lot of noise on these PRs, because we have several repos and several PRs are opened on each every week. I think it probably makes sense to group all updates in a single PR so the noise is greatly reduced. Most of the time we're going to merge all updates anyway...\n\nPotential con: if a given update causes a test to fail, the whole PR will be unable to be merged, and we'll need manual intervation to get these dependencies updated.", "u1")
    rec(CHARMMETA, [cm1, cm2], "I'm fine with it", True, "pronoun", ["it"], "I'm fine with grouping charmbracelet's dependabot updates into a single pull request.", author="u2")
    lend(CHARMMETA, [cm1], D_CREATES, SAME, UBICLOUD)

    gx1 = (U, "Dependabot: add update grouping to reduce PR noise", "u1")
    # second reader (r2df): follow-up, not a trap: a claim about Dependabot that never names it (rule 1)
    rec(GLX, [gx1], D_EACH, True, "ellipsis", ["grouping"], "Without update grouping in glx's Dependabot config, Dependabot opens a separate pull request for each dependency.", author="u1")
    gxq = "Add groups per ecosystem. Minor+patch batched, majors individual:\n\n```yaml\ngroups:\n  go-minor-patch:\n    update-types: [minor, patch]\n```"
    rec(GLX, [gx1, (U, "## Problem\n\n" + D_EACH, "u1")], gxq, True, "ellipsis", [], "glx's Dependabot config should add groups per ecosystem, batching minor and patch updates and leaving majors individual.", author="u1")

    so1 = (U, "Group dependabot pull requests. Grouping dependabot pull requests to make it a little less noisy.", "u1")
    soq = "Thanks, this looks good to me! Let's try it for a month, and if we like the result, we'll change the other dependabot configs as well."
    rec(SOCORRO, [so1, (A, "Learned about `groups` ([doc](https://docs.github.com/en/code-security/dependabot/working-with-dependabot/dependabot-options-reference#groups--)). Minor change suggested.", "u2")], soq, True, "pronoun", ["this", "it", "the other dependabot configs"], "Grouping socorro's dependabot pull requests looks good; try it for a month, and if the result is liked, change socorro's other dependabot configs as well.", author="u3")
    lend(SOCORRO, [so1], D_UNTIL, SAME, SMOOTHAPP)

    ai1 = (U, "Group all dependabot updates together. Considering that now a lot of dependabot updates will happen on a regular basis, it would make sense to group them together to avoid getting too many notifications and having to merge them manually. WDYT?", "u1")
    ai2 = (A, "> Yes I think that makes sense, the only downside I can see is that we might not want to update a version but I am sure you can tell dependabot to ignore one of the batched versions too in the same way you can in single dep PRs?\n\nWhich version your referring ?", "u2")
    aiq = "so this should be possible see the list of options here: https://docs.github.com/en/code-security/dependabot/working-with-dependabot/managing-pull-requests-for-dependency-updates#managing-dependabot-pull-requests-for-grouped-updates-with-comment-commands"
    rec(APACHEINFRA, [ai1, ai2], aiq, True, "pronoun", ["this"], "Telling dependabot to ignore one of the versions in a grouped update pull request is possible with comment commands (docs: managing Dependabot pull requests for grouped updates).", author="u1")
    lend(APACHEINFRA, [ai1], D_CREATES, SAME, UBICLOUD)

    hx1 = (U, "Group Dependabot Updates. ## Summary\n\nReduce Weekly Noise by Dependabot Updates\n\nDownside: If there's a single dependency that does not work, it will fail the whole group. => Manual Action needed.\n\n## Testing\n\nWe'll see it next week.", "u1")
    rec(HEXPM, [hx1], "Thank you! 💜", True, "ellipsis", [], "Thank you for the pull request grouping hexpm's Dependabot updates!", author="u2")
    # second reader (r2df): follow-up, as the ubicloud copy (Dependabot is named only by the thread)
    rec(HEXPM, [hx1], D_EACH, True, "ellipsis", ["grouping"], "Without Dependabot's grouped updates, Dependabot opens a separate pull request for each dependency.", qsrc=GLX, author=None)

    tv1 = (U, "Add github-actions ecosystem to Dependabot. Group updates to reduce noise\n\nAdd cooldown period", "u1")
    tvq = "If I understand correctly this:\n* reduces inspection frequency to weekly - **I like this (less noise)**\n* Groups the updates into one per week - This shifts the pain from too many issues (one per gem version update) to less updates, but title no longer gives what is being updated - just that it is \"github-dependencies\" **- I do NOT like this aspect, my guess is that it will be a bit more effort, not less**\n* waits for 7 days after a gem is released - **Overall I think this is a good idea (less noise, not as close to bleeding edge)**"
    rec(THEYVOTE, [tv1], tvq, True, "pronoun", ["this"], "The theyvoteforyou Dependabot change reduces inspection frequency to weekly (good, less noise), groups the updates into one pull request a week (bad: its title no longer says what is updated), and waits 7 days after a gem is released (good).", author="u2")
    tv2 = (A, tvq, "u2")
    rec(THEYVOTE, [tv1, tv2], "Minor update to the group label.\n\nThis group label shows in the dependabot PR titles.", True, "pronoun", ["the group label", "This group label"], "The theyvoteforyou pull request updates its Dependabot group label, which shows in the dependabot pull request titles.", author="u1")

    nb1 = (U, "Renovate Dependency Updates. I suggest adding a [Renovate](https://github.com/renovatebot/renovate) configuration to the repository for dependency updates to npm packages and GitHub actions. I'm unsure what the most sane defaults for this would be for this repository, or if there is a reason for not having a dependency bot like Renovate or Dependabot.", "u1")
    nbq = "The project used to have an equivalent to Renovate or Dependabot. It was a custom GitHub Actions and run every month. I remove it since it wasn't working well.\n\nI'm totally open to Dependabot since it's integrated with GitHub."
    rec(NEXTBOILER, [nb1], nbq, True, "ellipsis", ["The project"], "Next-js-Boilerplate used to have a custom monthly GitHub Action for dependency updates, removed because it didn't work well; its maintainer is open to Dependabot since it is integrated with GitHub.", author="u2")
    nb3 = "I'd still recommend renovate due to its diverse features and Mend's generous community tier with the Renovate GitHub app"
    rec(NEXTBOILER, [nb1, (A, nbq, "u2")], nb3, True, "ellipsis", ["still"], "I'd recommend Renovate over Dependabot for Next-js-Boilerplate due to its diverse features and Mend's generous community tier with the Renovate GitHub app.", author="u1")

    rk1 = (U, "[Feature]: Integrate Renovate/Dependabot. Would it be beneficial to integrate something like [Renovate](https://github.com/apps/renovate) or [Dependabot](https://github.com/dependabot) to help keeping our dependencies up to date?", "u1")
    rkq = "I'd first suggest comparing these two to make a conscious decision (**both Vue and Nuxt are using renovate**):\nhttps://docs.renovatebot.com/bot-comparison/#table-of-features"
    rec(REKAUI, [rk1], rkq, True, "pronoun", ["these two"], "Before integrating one into reka-ui, I'd compare Renovate and Dependabot to make a conscious decision (both Vue and Nuxt use Renovate): https://docs.renovatebot.com/bot-comparison/#table-of-features", author="u2")
    rkq2 = "Looks like Renovate has better features, I think I'll try implementing that one then. Thank you @DamianGlowala."
    rec(REKAUI, [rk1, (A, rkq, "u2")], rkq2, True, "pronoun", ["that one"], "Renovate looks like it has better features than Dependabot, so I'll try integrating Renovate into reka-ui.", author="u1")
    lend(REKAUI, [rk1], D_SVELTE, SAME, SVELTEDOCGEN)

    sd1 = (U, "Setup Renovate", "u1")
    sd2 = (A, "Dependabot vs. Renovate:\n\n- `sveltejs/svelte` uses Dependabot\n- `sveltejs/kit` uses Renovate\n- `sveltejs/vite-plugin-svelte` uses Renovate\n- `sveltejs/language-tools` uses Dependabot", "u2")
    sdq = "@xeho91 I don’t have a strong opinion on this. Do you prefer one over the other?"
    rec(SVELTEDOCGEN, [sd1, sd2], sdq, True, "pronoun", ["this", "one over the other"], "I don't have a strong opinion on Dependabot vs Renovate for svelte-docgen; do you prefer one of them?", author="u2")
    sd4 = "I used to dislike Dependabot a lot. I don't really know how much it changed over the past 3 years, so I'm willing to give them a chance.\n\nRenovate never disappointed me though. I'd like to know also if they support pnpm workspace [`catalog:`](https://pnpm.io/catalogs)."
    rec(SVELTEDOCGEN, [sd1, sd2, (A, sdq, "u2")], sd4, True, "pronoun", ["it", "they"], "I used to dislike Dependabot; Renovate never disappointed me. Does Dependabot support pnpm workspace `catalog:`?", author="u1")
    lend(SVELTEDOCGEN, [sd1], D_UNTIL, SAME, SMOOTHAPP)

    gl1 = (U, "Consider @renovatebot instead of @dependabot", "u1")
    rec(GLASS, [gl1], "Closing again. I don't like @dependabot as it isn't as powerful, but seems to be okay for our current use case.", True, "ellipsis", ["Closing again", "our current use case"], "The glass issue about using Renovate instead of Dependabot is closed again: Dependabot isn't as powerful, but seems okay for glass's current use case.", author="u1")
    lend(GLASS, [gl1], D_SVELTE, SAME, SVELTEDOCGEN)

    # ---- git submodules ----
    oc1 = (U, "Use --init with git submodule update --init --recursive", "u1")
    rec(OCURRENT, [oc1], "Otherwise, it's not really recursive.", True, "pronoun", ["Otherwise", "it's"], "Without --init, ocurrent's `git submodule update --recursive` is not really recursive.", author="u1")
    lend(OCURRENT, [oc1], B_FORGET, SELF, DFEED)

    dg1 = (U, "Missing commit? It looks like there's a missing commit in `unix-tools/grep`:\n```\n$ git submodule update\nCloning into '/home/me/dev/dgsh2/unix-tools/grep'...\nerror: no such remote ref 9530b21cfcf59b9e9533aa683844932d80e9abb0\nFetched in submodule path 'unix-tools/grep', but it did not contain 9530b21cfcf59b9e9533aa683844932d80e9abb0. Direct fetching of that commit failed.\n```", "u1")
    rec(DGSH, [dg1], "Hi @ghuysmans ,\n\nEverything seems fine on my end.\nCould you check again?", True, "ellipsis", ["Everything"], "dgsh's unix-tools/grep submodule update works fine for me, without the missing commit 9530b21; could you check again?", author="u2")
    lend(DGSH, [dg1], B_WINDOWS, SAME, GITSAVVY)

    df1 = (U, "README: git submodule init and update before make. Improve the documentation", "u1")
    dfq = "`--recursive` should have done that."
    rec(DFEED, [df1], dfq, True, "pronoun", ["that"], "Cloning DFeed with `git clone --recursive` should already have initialised and updated its submodules before make.", author="u2")
    rec(DFEED, [df1, (A, dfq, "u2")], "Also, if you forget to specify `--recursive`, you can do it in one command (`git submodule update --init`).", False, SELF, [], None, author="u2")  # second reader (r2df): a trap, as its lent copies: complete git advice that starts with "Also" (rule 1; df22's ws-wrapper)
    # A general tip that names what "it" does inside the sentence, after the same thread's opener: a self-contained trap.
    rec(DFEED, [df1], B_FORGET, False, SELF, [], None, author="u2")

    as1 = (U, "Add tip for recursive submodule. Add tip for those (like me) who didn't run recursive on clone", "u1")
    asq = "Thanks! What about a small tweak, to make it more specific about the `--recursive` switch?\nFor example:\n\n\"If you already cloned without `--recursive` switch then run `git submodule update --recursive --remote --init`.\""
    rec(ASCIINEMA, [as1], asq, True, "pronoun", ["it"], "Could the asciinema-server README tip for people who cloned without recursion be more specific about the `--recursive` switch, e.g. \"If you already cloned without `--recursive` switch then run `git submodule update --recursive --remote --init`\"?", author="u2")
    rec(ASCIINEMA, [as1, (A, asq, "u2")], "Btw, what does `--remote` do?", True, "ellipsis", ["`--remote`"], "What does `--remote` do in `git submodule update --recursive --remote --init`?", author="u2")
    lend(ASCIINEMA, [as1], B_STILL, SAME, GITSAVVY)

    el1 = (U, "Trouble in --recursive cloning. If i try to clone the repository recursively (in cygwin), i get a fatal error:\n\n$ git clone --recursive https://github.com/Kroc/EliteDX\nfatal: no submodule mapping found in .gitmodules for path 'bin/mkd64'", "u1")
    elq = "Ah, yes, that folder should not have been included in the repository, I'll remove it now! Sorry for the inconvenience."
    rec(ELITE, [el1], elq, True, "pronoun", ["that folder", "it"], "elite-harmless's bin/mkd64 folder should not have been included in the repository; it will be removed now.", author="u2")
    rec(ELITE, [el1, (A, elq, "u2")], "That should be fixed now -- the mkd64 folder is downloaded by the setup script; it's not actually supposed to be a part of the repository; there are no intended submodules, so you don't need to use `--recursive`", True, "pronoun", ["That"], "The elite-harmless recursive-clone error (no submodule mapping for bin/mkd64) is fixed: mkd64 is downloaded by the setup script, the repository has no intended submodules, and `--recursive` isn't needed.", author="u2")

    ru1 = (U, "add: Add --recursive into Cloning the repository documentation. We should update submodule recursively, so I edit README to add `--recursive` flag.\n\n```\ngit submodule update --init\ncd firmware/controllers/can/wideband_firmware/firmware\nmake\n\n=>\nMakefile:110: *** Please run 'git submodule update --init --recursive' before trying to build!.  Stop.\n```", "u1")
    rec(RUSEFI, [ru1], "@mirusu400 what would be an example of a folder which was not checked out before but is checked out now?", True, "ellipsis", ["before", "now"], "What would be an example of a rusefi folder that `git submodule update --init` did not check out but adding `--recursive` does?", author="u2")
    lend(RUSEFI, [ru1], B_FORGET, SELF, DFEED)

    sr1 = (U, "git-submodule-rewrite requires submodules checked out. If I just `git-clone` + `git-submodule-rewrite` without `git submodule update --init`, then the script fails with \"fatal: No such section!\".", "u1")
    srq = "So you have run `git clone <remote>` rather than `git clone --recursive <remote>` on the parent repo?  How would you like this to be handled?  Would you like to see additional validation w/ a more descriptive failure message, or are you thinking that the script should clone the submodules?"
    rec(SUBMODREWRITE, [sr1], srq, True, "pronoun", ["this", "the script", "the parent repo"], "When git-submodule-rewrite runs after `git clone` without `--recursive`, should it give a more descriptive failure message or clone the submodules itself?", author="u2")
    srq2 = "Well, ideally just do the right thing and make everything work magically. :smile: \n\nI'm not sure if just running `git submodule update --init --recursive` at the start is fine or might lose data?\n\nAt least, it should show a more helpful error message."
    rec(SUBMODREWRITE, [sr1, (A, srq, "u2")], srq2, True, "ellipsis", ["at the start", "it"], "Ideally git-submodule-rewrite would just work; is running `git submodule update --init --recursive` at its start fine or might it lose data? At least it should show a more helpful error message.", author="u1")

    ma1 = (U, "fix", "u1")
    ma2 = (U, "```bash\ngit clone --recursive https://github.com/JCBrouwer/maua-style.git\ngit submodule update --init --recursive\ncd maua-style/\n```", "u1")
    maq = "What exactly does this do? Does it update each of the submodules to the most recent commit? I think if you've cloned with --recursive it should already have pulled in the submodules, no?"
    rec(MAUA, [ma1, ma2], maq, True, "pronoun", ["this", "it"], "What does adding `git submodule update --init --recursive` after `git clone --recursive` do in maua-style's install steps? Cloning with --recursive should already pull in the submodules.", author="u2")

    cb1 = (U, "Missing .gitmodules file. Commit 48d707dc0300b5582756b7149d89c211e2f28ea3 added a submodule `subprojects/mir-core` but did not commit a corresponding `.gitmodules` file.\n\nThis prevents anyone from recursively cloning this repository as git does not know where to clone `subprojects/mir-core` from.", "u1")
    rec(CBLAS, [cb1], "Ah, that is the bug. Thank you", True, "pronoun", ["that"], "The missing .gitmodules entry for cblas's subprojects/mir-core submodule is the bug.", author="u2")
    rec(CBLAS, [cb1, (A, "Ah, that is the bug. Thank you", "u2")], "fixed in v2.3.1", True, "ellipsis", [], "cblas's missing .gitmodules file (for the subprojects/mir-core submodule) is fixed in v2.3.1.", author="u2")
    lend(CBLAS, [cb1], B_PREFIXES, SAME, CSCORE)

    si1 = (U, "Submodule or subtree?", "u1")
    siq = "Seems like subtree is a better option in the third_party case? Thoughts?\nAssumption is that we will never be pushing back to these third_party repos from our superproject."
    rec(SILICON, [si1], siq, True, "ellipsis", ["the third_party case"], "For siliconcompiler's third_party dependencies, which it never pushes back to, is git subtree a better option than submodules?", author="u1")
    lend(SILICON, [si1], B_WINDOWS, SAME, GITSAVVY)
    lend(SILICON, [si1, (U, siq, "u1")], B_PREFIXES, SAME, CSCORE)

    gv1 = (U, "`git: submodule`. Special view with:\n- [ ] list of all submodules with commit status\n- [ ] summary for each submodule\n- [ ] initialize new submodule\n- [ ] update", "u1")
    # A general question about the world, answerable without this thread: a trap in its own thread.
    rec(GITSAVVY, [gv1], B_STILL, False, SAME, [], None, author="u2")
    gvq = "We still use it for some projects internally - I'm deferring this (that's basically what my next-next milestone is for) until I can dig in and see if it is worth the effort.  I can take a look at subtrees too."
    rec(GITSAVVY, [gv1, (A, B_STILL, "u2")], gvq, True, "pronoun", ["it", "this"], "We still use git submodules for some projects internally; GitSavvy's submodule view is deferred to a later milestone until it is clear it's worth the effort, and subtrees may be looked at too.", author="u1")
    rec(GITSAVVY, [gv1, (A, B_STILL, "u2"), (U, gvq, "u1")], B_WINDOWS, False, SAME, [], None, author="u3")

    cs1 = (U, "Add submodule of just cscore. @PeterJohnson, opinions? This doesn't seem that terrible, and it's a lot easier to clone?", "u1")
    csq = "Hm. Surely a couple of `git-subtree` calls would be faster for this."
    rec(CSCORE, [cs1], csq, True, "pronoun", ["this"], "Wouldn't a couple of `git-subtree` calls be faster than adding a submodule of just cscore to robotpy-cscore?", author="u2")
    rec(CSCORE, [cs1, (A, csq, "u2")], "Unfortunately, " + B_PREFIXES + " Given that this is only run by maintainers periodically, it doesn't seem that bad.", True, "pronoun", ["Unfortunately", "this"], "git-subtree doesn't support multiple prefixes; since robotpy-cscore's cscore submodule update is only run by maintainers periodically, the submodule doesn't seem that bad.", author="u1")

    # ---- shebang lines ----
    ps1 = (U, "Use env for shebang in examples", "u1")
    rec(PYSIP2, [ps1], "Use \"/usr/bin/env python3\" in the shebang of the example scripts,\nrather than hardcoding \"/usr/bin/python3\".\n\nUseful when python3 is in the path but not at /usr/bin/python3", True, "ellipsis", ["the example scripts"], "pysip2's example scripts should use \"/usr/bin/env python3\" in their shebang rather than hardcoding \"/usr/bin/python3\", for when python3 is in the PATH but not at /usr/bin/python3.", author="u1")
    lend(PYSIP2, [ps1], H_STANDARD, SAME, X16DEMO)

    xd1 = (U, "Fix Python3 shebang", "u1")
    # The description's general claims: traps in their own thread.
    rec(X16DEMO, [xd1], H_STANDARD, False, SAME, [], None, author="u1")
    rec(X16DEMO, [xd1, (U, H_STANDARD, "u1")], H_NOTALWAYS, False, SELF, [], None, author="u1")
    rec(X16DEMO, [xd1, (U, H_STANDARD + " " + H_NOTALWAYS, "u1")], "Using `env` allows it to work when Python3 is installed in other locations.", True, "pronoun", ["it"], "Using `env` in the x16-demo scripts' shebang lets them work when Python3 is installed in other locations.", author="u1")

    nh1 = (U, "#!/usr/bin/env python3 Shebang?", "u1")
    nhq = "Unless specified for a certain reason, I propose switching the shebang in `nasebohr.py` from `#!/usr/bin/python3` to `#!/usr/bin/env python3`, so the script can be used with e.g. the desired pyenv environment."
    # Names the file, the old and the new shebang and the reason: complete, a trap in its own thread.
    rec(NASEBOHR, [nh1], nhq, False, SAME, [], None, author="u1")
    rec(NASEBOHR, [nh1, (U, "Hey Flo :)\n\n" + nhq, "u1")], "Heya! :slightly_smiling_face: \n\nSeems reasonable! Want to open a PR?", True, "ellipsis", [], "Switching nasebohr.py's shebang to `#!/usr/bin/env python3` seems reasonable; want to open a pull request?", author="u2")
    lend(NASEBOHR, [nh1], H_BENEFIT, SAME, CAPWORDS)

    ce1 = (U, "shebang needs to shift to env", "u1")
    rec(CLOUDENUM, [ce1], "from \n`#!/usr/local/bin/python`\nto\n`#!/usr/bin/env python3`\n\na python3 doesnt offers python as a binary", True, "ellipsis", [], "cloud-service-enum's shebang needs to change from `#!/usr/local/bin/python` to `#!/usr/bin/env python3`, since a Python 3 install doesn't offer `python` as a binary.", author="u1")
    lend(CLOUDENUM, [ce1], H_MERGED, SAME, CAMOMILLA)

    cw1 = (U, "Fix hashbang on python scripts", "u1")
    cwq = "Convert `#!/usr/bin/python` to `#!/usr/bin/env python` at the top of all python scripts."
    rec(CAPWORDS, [cw1], cwq, True, "ellipsis", ["all python scripts"], "Convert `#!/usr/bin/python` to `#!/usr/bin/env python` at the top of all Capitol-Words python scripts.", author="u1")
    rec(CAPWORDS, [cw1, (U, cwq, "u1")], H_BENEFIT, False, SAME, [], None, author="u1")

    cm1b = (U, "Use more robust shebang lines. " + H_MERGED + " Use the de facto standard of specifying a path to /usr/bin/env to allow it to search PATH to find the python3 binary.", "u1")
    rec(CAMOMILLA, [cm1b], "Thanks Murray!", True, "ellipsis", [], "Thanks for the pull request making camomilla's shebang lines use /usr/bin/env!", author="u2")
    lend(CAMOMILLA, [(U, "Use more robust shebang lines", "u1")], H_NOTALWAYS, SELF, X16DEMO)

    tm1 = (U, "Use /usr/bin/env instead of /usr/bin/python3", "u1")
    tmq = "The `python3` command path may change based on each user configuration, maybe it would be nicer to use `/usr/bin/env python3` as a shebang?"
    rec(TMUXOMATIC, [tm1], tmq, True, "ellipsis", [], "Since the `python3` path varies with each user's configuration, should tmuxomatic use `/usr/bin/env python3` as its shebang?", author="u1")
    lend(TMUXOMATIC, [tm1], H_BENEFIT, SAME, CAPWORDS)

    ol1 = (U, "Normalize all Python shebang lines to #!/usr/bin/env python. Normalize all Python shebang lines to `#! /usr/bin/env python3` because we had some Python 2.5 cruft lying around and because on my Mac at least there is no `/usr/bin/python` and `/usr/bin/python3` points to the older system Python 3.8", "u1")
    olq = "I'm using virtualenv on my machine, and `python3` isn't defined by the virtualenv. Using `python3` would break my ability to run python scripts :P Since virtualenv is python-recommended, and they don't seem to support `python3`, `python` seems like a better default."
    rec(OPENLIBRARY, [ol1], olq, True, "ellipsis", ["a better default"], "openlibrary's shebangs should use `python` rather than `python3`: `python3` isn't defined by virtualenv, so `#!/usr/bin/env python3` would break running its scripts in one.", author="u2")
    olq2 = "Nitpick: I've personally never seen a space after the shebang :P So I think this might be best: `#!/usr/bin/env python` ; but could go either way"
    rec(OPENLIBRARY, [ol1, (A, olq, "u2")], olq2, True, "pronoun", ["this"], "For openlibrary's normalized shebang, no space after `#!` might be best, i.e. `#!/usr/bin/env python`, though it could go either way.", author="u2")
    lend(OPENLIBRARY, [ol1], H_MERGED, SAME, CAMOMILLA)

    cs2 = (U, "Change shebang to #!/usr/bin/env python3", "u1")
    csq2 = "Simple change to use `#!/usr/bin/env python3` for the shebang in order to run using any python3 found in `$PATH`."
    rec(SPECTRUM, [cs2], csq2, True, "ellipsis", ["the shebang"], "check_spectrum_scale's shebang should be `#!/usr/bin/env python3` so it runs with any python3 found in `$PATH`.", author="u1")
    rec(SPECTRUM, [cs2, (U, csq2, "u1")], "Thanks for the change, and teach me something new", True, "pronoun", ["the change"], "Thanks for changing check_spectrum_scale's shebang to `#!/usr/bin/env python3`.", author="u2")

    # ---- UUID versions ----
    ka1 = (U, "Use uuid v4 instead", "u1")
    rec(KALLAX, [ka1], "Since ULIDs can not be used, and no UUID is lexically sortable, we might as well use v4.", True, "ellipsis", [], "Since go-kallax can't use ULIDs and no UUID version is lexically sortable, go-kallax might as well use UUID v4.", author="u1")
    lend(KALLAX, [ka1], U_RANDOM, SAME, CHTCORE)

    on1 = (U, "ong/id: add uuidv4 and uuidv7", "u1")
    onq = "- " + U_V4 + "\n- v7 for lexicography/sortability that’s good in databases"
    rec(ONG, [on1], onq, True, "ellipsis", [], "ong/id should add UUIDv4, for minimal information sharing (it doesn't reveal the generation time), and UUIDv7, for sortability, which is good in databases.", author="u1")
    lend(ONG, [on1], U_CURSOR, SAME, VLANG)

    jf1 = (U, "Why UUIDs?", "u1")
    jf2 = (A, "I would like to point out two other smaller issues with uuid1: \n1) it is not really sortable. The order needs to be reconstructed at a later time. Which is definitely a downside as it could be useful in DB queries.\n2) For a single user the number of machines used to generate a new uuid are likely limited. So for a single user uuid1 can be seen as a very long id that just contains the timestamp.\n\nAs a general comment, I would avoid changing multiple times the algorithm for the id generation, as this may be confusing or leading to unexpected issues. According to the website linked above, the definition of the uuid7 standard should be in its final stage. So I am wondering if it would not be better to wait for its  release in order to minimize the number of changes.", "u2")
    jfq = "I agree with the naming issue, and a change to `uid` is probably needed.\nI think we can enable support for multiple id types, keep it at `uuid4` as default for now, and swap it over to `ulid` or `uuid7` at a later time."
    rec(JOBFLOW, [jf1, jf2], jfq, True, "ellipsis", ["the naming issue", "it"], "jobflow's `uuid` field should probably be renamed `uid`; jobflow can support multiple id types, keep uuid4 as the default for now and switch to ulid or uuid7 later.", author="u3")
    lend(JOBFLOW, [jf1], U_RECOMMENDED, SAME, ELMUUID)

    hy1 = (U, "Convert all uuidv4 to uuidv7 and make use of it's time sorting", "u1")
    hyq = "@naterfute I could implement this at some point, could you give more context about what changes?"
    rec(HYDRO, [hy1], hyq, True, "pronoun", ["this"], "What changes would converting hydrodactyl's UUIDv4s to UUIDv7 involve? I could implement it.", author="u2")
    hy3 = (U, "Uuidv7s allows us to have some time sorting, because of how they are made. And it also allows a few more cool things that I can't think of off the top of my head. But above all, it's just more performant for some operations.", "u1")
    rec(HYDRO, [hy1, (A, hyq, "u2"), hy3], "aha cool! But where do we use uuid's currently?", True, "ellipsis", ["currently"], "Where does hydrodactyl currently use UUIDs?", author="u2")
    # A general fact about the format, asked of nobody: a trap in its own thread.
    rec(HYDRO, [hy1, (A, hyq, "u2"), hy3], U_48, False, SAME, [], None, author="u3")

    hp1 = (U, "Switch to UUID v7", "u1")
    rec(HYPERF, [hp1], "This will switch the default generated UUID's from v4 to v7 for `Hyperf\\Utils\\Str` v10. Since these are now sortable by default, orderedUuid has become an alias of uuid.", True, "pronoun", ["This", "these"], "The pull request switches Hyperf\\Utils\\Str v10's default generated UUIDs from v4 to v7; since v7 UUIDs are sortable by default, orderedUuid becomes an alias of uuid.", author="u1")
    lend(HYPERF, [hp1], U_48, SAME, HYDRO)

    vl1 = (U, "Support uuid v7", "u1")
    rec(VLANG, [vl1], U_CURSOR, False, SAME, [], None, author="u1")
    vlq = "Implementing UUID v7 support on V level would have a huge impact for addressing this need and enabling the adoption of the new standard. Since it is storage-compatible with UUID v4, it could already be adopted in existing databases with very little changes."
    rec(VLANG, [vl1, (U, U_CURSOR, "u1")], vlq, True, "pronoun", ["this need"], "Supporting UUID v7 in V's standard library would meet the need for lexicographically and chronologically sortable ids; being storage-compatible with UUID v4, it could be adopted in existing databases with very little change.", author="u1")

    ch1 = (U, "Switch to UUID v7 everywhere", "u1")
    rec(CHTCORE, [ch1], U_RANDOM, False, SAME, [], None, author="u1")
    ch2 = (U, U_RANDOM + " This enables uuids to be sortable based on the time when they were generated.\n\nCouchDb is already switching to using UUID v7 by default: https://github.com/apache/couchdb/pull/5699", "u1")
    rec(CHTCORE, [ch1, ch2], "I am unsure about the PouchDb integration. I would not want to override things heavily. If PouchDb does not natively support this, I don't think we should do this now.", True, "pronoun", ["the PouchDb integration", "this"], "I am unsure about switching cht-core's PouchDb ids to UUID v7: if PouchDb does not natively support UUID v7, cht-core shouldn't do it now.", author="u2")

    em1 = (U, "Add UUID v7 support (RFC 9562). Hi, thanks for this package! I have a project where I’d like to use V7 UUIDs, so I’ve made the following upgrade. This was LLM assisted (just so you know!). Let me know what you think!\n\n- Add `generatorV7` for time-sortable UUIDs with a 48-bit Unix timestamp and random data", "u1")
    emq = "Thanks @mpizenberg, much appreciated. I'll get it published now."
    rec(ELMUUID, [em1], emq, True, "pronoun", ["it"], "The UUID v7 support for elm-uuid is much appreciated and will be published now.", author="u2")
    rec(ELMUUID, [em1, (A, emq, "u2")], "Ah that was fast! Thanks!\n\nMaybe wait a little bit before publication. I’m currently using it in an app I’m building, and might make a tiny change to prevent easy usage mistakes.", True, "pronoun", ["that", "it"], "Maybe wait a little before publishing elm-uuid's UUID v7 support: I'm using it in an app and might make a tiny change to prevent easy usage mistakes.", author="u1")
    lend(ELMUUID, [em1], U_CURSOR, SAME, VLANG)

    # ---- OAuth PKCE ----
    mo1 = (U, "support PKCE verifier in authorization_code flow", "u1")
    rec(MOCKOAUTH, [mo1], "* https://oauth.net/2/pkce/", True, "ellipsis", [], "mock-oauth2-server should support the PKCE verifier in the authorization_code flow (https://oauth.net/2/pkce/).", author="u1")
    lend(MOCKOAUTH, [mo1], P_REUSE, SAME, OAUTH2RS)

    v31 = (U, "Add PKCE support to the Authorization Code grant (RFC 7636)", "u1")
    v32 = (U, "Looking at using vapor-oauth as the auth server for an MCP integration, and PKCE is a hard requirement there (OAuth 2.1 mandates it for all clients, not just public ones). Right now the authorization code flow doesn't accept `code_challenge` / `code_challenge_method` on `/oauth/authorize`, or verify `code_verifier` on the `/oauth/token` exchange.", "u1")
    rec(VAPOR33, [v31, v32], "Would be great to have S256 challenge verification supported, ideally with `plain` rejected or at least flaggable, per the RFC.", True, "ellipsis", [], "vapor-oauth should support PKCE S256 code challenge verification, ideally rejecting or at least flagging `plain`, per RFC 7636.", author="u1")
    lend(VAPOR33, [v31], P_BEST, SAME, POPPINSS)

    v61 = (U, "Add PKCE support to Authorization Code grant (RFC 7636)", "u1")
    v6q = "Relates to #33\n\nAccept code_challenge/code_challenge_method at /oauth/authorize and verify code_verifier at /oauth/token. Only S256 is supported; plain is rejected with invalid_request."
    rec(VAPOR36, [v61], v6q, True, "ellipsis", [], "The vapor-oauth pull request accepts code_challenge/code_challenge_method at /oauth/authorize and verifies code_verifier at /oauth/token; only S256 is supported, plain is rejected with invalid_request.", author="u1")
    rec(VAPOR36, [v61, (U, v6q, "u1")], "Add an opt-in requirePKCE flag on OAuth2 (default false) so existing consumers are unaffected.", True, "ellipsis", [], "vapor-oauth's PKCE pull request adds an opt-in requirePKCE flag on OAuth2 (default false) so existing consumers are unaffected.", author="u1")

    ga1 = (U, "feat: add pkce support", "u1")
    rec(GAUTHPHP, [ga1], "In order to support [PKCE for OAuth2](https://datatracker.ietf.org/doc/html/rfc7636), adds the following **public** methods:\n\n - `OAuth2::generateCodeVerifier(): string`\n - `OAuth2::setCodeVerifier(string $codeVerifier): void`\n - `OAuth2::getCodeVerifier(): string`", True, "ellipsis", [], "To support PKCE for OAuth2, google-auth-library-php adds the public methods OAuth2::generateCodeVerifier(), OAuth2::setCodeVerifier() and OAuth2::getCodeVerifier().", author="u1")
    lend(GAUTHPHP, [ga1], P_ONETIME, SAME, APPAUTH)

    po1 = (U, "Support for PKCE to prevent `code` injection attacks", "u1")
    # The description's general claim about PKCE (its first clause cut): a trap in its own thread.
    rec(POPPINSS, [po1], P_BEST, False, SAME, [], None, author="u1")
    lend(POPPINSS, [po1], P_SAFE, SELF, COOLGK)

    rs1 = (U, "PKCE support. Closes #226", "u1")
    rs2 = (U, "```js\nfunction createCodeVerifier() {\n    const charset =\n        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~';\n    const size = 50;\n\n    const charsetIndexBuffer = new Uint8Array(size);\n    for (let i = 0; i < size; i += 1) {\n        charsetIndexBuffer[i] = (Math.random() * charset.length) | 0;\n```", "u1")
    rec(RESTER, [rs1, rs2], "Is this the correct way to generate the code verifier?", True, "pronoun", ["this"], "Is filling a 50-character string from the unreserved charset with Math.random() (RESTer's createCodeVerifier) a correct way to generate a PKCE code verifier?", author="u1")
    rec(RESTER, [rs1], "Is PKCE only possible for code flow? Might need to hide that option for other flows.", True, "pronoun", ["that option"], "Is PKCE only possible for the OAuth2 authorization code flow? If so, RESTer might need to hide its PKCE option for other flows.", author="u1")

    hx1 = (U, "PKCE Support. I noticed from the docs that the `code_verifier` is listed as an `Optional[str]` under the `get_access_token` method defined on the `OAuth2AuthorizeCallback`, but I don't see how one could populate this argument. Is there a way to do this or is the argument added for  potential future use?", "u1")
    hxq = "So, it turns out that @king-jam is currently adding proper support to PKCE parameters in #321 😄"
    rec(HTTPXOAUTH, [hx1], hxq, True, "ellipsis", ["it turns out"], "Proper support for PKCE parameters (code_verifier) in httpx-oauth is being added in pull request #321.", author="u2")
    lend(HTTPXOAUTH, [hx1], P_SAFE, SELF, COOLGK)

    sc1 = (U, "PKCE support? I'm considering using this package for a project, but it doesn't look like it supports PKCE (https://tools.ietf.org/html/rfc7636), which is a requirement for me. Scanning through the code I don't see a way to pass in the code_verifier. Is anyone working on this? Would you welcome a contribution that adds this support?", "u1")
    scq = "Hi,\n\nhm... interesting. I will try to add this feature this week.\nThanks."
    rec(SCRIBE, [sc1], scq, True, "pronoun", ["this feature"], "I will try to add PKCE support to scribejava this week.", author="u2")
    rec(SCRIBE, [sc1, (A, scq, "u2")], "PKCE suport was added\nhttps://github.com/scribejava/scribejava/commit/8d62f0cace86975a95c382fbf3176cbbf3881748\nin the master", True, "ellipsis", ["the master"], "PKCE support was added to scribejava's master branch (commit 8d62f0c).", author="u2")

    pa1 = (U, "PKCE support. I have gone through https://medium.com/passportjs/pkce-support-for-oauth-2-0-e3a77013b278 and I understand it is supported, but based on the RFC there these two parameters Code Verifier and Code challenge that are needed.\nHow is that used with the library?", "u1")
    paq = "The library generates and includes the parameters automatically, as part of internal implementation.   The only thing required when using this library is setting `pkce: true` as an option."
    rec(PASSPORT, [pa1], paq, True, "pronoun", ["The library", "the parameters", "this library"], "passport-oauth2 generates and includes the PKCE code verifier and code challenge automatically; using PKCE with it only requires setting `pkce: true` as an option.", author="u2")
    rec(PASSPORT, [pa1, (A, paq, "u2")], "@jaredhanson cool, thanks for confirming!", True, "ellipsis", [], "Thanks for confirming that passport-oauth2 handles the PKCE parameters automatically with `pkce: true`.", author="u1")
    lend(PASSPORT, [pa1], P_REUSE, SAME, OAUTH2RS)

    py1 = (U, "PKCE support? This is more a question than a bug report. Does pyoidc support PKCE (RFC 7636), and if so, how does one use it? I went digging into the code and found this, which seems to handle adding the code challenge to the authorization request, but the code verifier doesn't seem to be saved anywhere to send with the access token request.", "u1")
    pyq = "Yes, it looks like a partial implenmentation. The storing of the code_verifier is not handled in the code."
    rec(PYOIDC, [py1], pyq, True, "pronoun", ["it"], "pyoidc's PKCE support is a partial implementation: it adds the code challenge to the authorization request but does not store the code_verifier.", author="u2")
    rec(PYOIDC, [py1, (A, pyq, "u2")], "I assume this issue is stale? If so I will work to add a PR for this in the near future.", True, "pronoun", ["this issue", "this"], "Is the pyoidc issue about its partial PKCE support stale? If so I will add a pull request completing it.", author="u3")

    so1 = (U, "PKCE support. Hello, i wonder how this libary is dealing with Proof Key for Code Exchange (https://oauth.net/2/pkce/) for the authorization code grant. If not, what is the best practise to implement it?", "u1")
    soq = "Hello @ilijaNL Unfortunately, this library does not support that extension to the authorization code flow. Pull requests to add such support are welcome."
    rec(SIMPLEOAUTH, [so1], soq, True, "pronoun", ["this library", "that extension"], "simple-oauth2 does not support PKCE for the authorization code flow; pull requests adding it are welcome.", author="u2")
    rec(SIMPLEOAUTH, [so1, (A, soq, "u2")], "@jonathansamines is there a roadmap for this feature. i can help here", True, "pronoun", ["this feature"], "Is there a roadmap for PKCE support in simple-oauth2? I can help.", author="u3")

    ap1 = (U, "[Question] Code challenges & code verifier. According to [RFC 7636](https://tools.ietf.org/html/rfc7636#section-7.2) , \"The use of 'S256' protects against disclosure of the 'code_verifier' value to an attacker.\", but isn't that as a client app, it still need to store the code verifier inside the app for requesting access token later on? Then how should we secure it?", "u1")
    apq = "The code verifier is randomly generated per request by AppAuth, and held in the AuthorizationRequest object until needed for token exchange. It doesn't carry the same security risks as a client secret, if that is what you are alluding to, as it can't be extracted from an APK like a client secret could be."
    rec(APPAUTH, [ap1], apq, True, "ellipsis", ["if that is what you are alluding to"], "AppAuth-Android generates the PKCE code verifier randomly per request and holds it in the AuthorizationRequest object until the token exchange; unlike a client secret, it can't be extracted from the APK.", author="u2")
    apq2 = "Okay, one last question the refresh token is needed to bind with the code verifier for exchanging access token as well? or this is depend on the Authorization server itself?"
    rec(APPAUTH, [ap1, (A, apq, "u2")], apq2, True, "ellipsis", ["one last question", "this"], "Must the refresh token also be bound to the PKCE code verifier when exchanging it for an access token, or does that depend on the authorization server?", author="u1")
    lend(APPAUTH, [ap1], P_RFC, SELF, OAUTH21)

    cg1 = (U, "is there a safe method you recommend for storing a browser-generated PKCE code_verifier?", "u1")
    # The description repeats the title as a complete question whose "it" is the code_verifier it names: a trap in its own thread.
    rec(COOLGK, [cg1], P_SAFE, False, SELF, [], None, author="u1")
    rec(COOLGK, [cg1, (U, P_SAFE, "u1")], "hello, you could put it in session storage.", True, "pronoun", ["it"], "You could store a browser-generated PKCE code_verifier in session storage until the redirected page completes the authorization flow.", author="u2")

    or1 = (U, "How do I track state-pkce_verifier pairs for each authorization flow? In the example, the same pkce challenge and verifier pair would be reused across authorization flows. Is this the correct implementation?", "u1")
    orq = P_REUSE + " Their security depends on attackers not being able to guess the values, which becomes trivial if they're reused."
    # second reader (r2df): a trap, as its lent copies: a complete general claim, the answer's first sentence (rule 1;
    # df22's flask-jwt-extended); "their" and "they" point inside it (rule 2)
    rec(OAUTH2RS, [or1], orq, False, SAME, [], None, author="u2")
    rec(OAUTH2RS, [or1, (A, orq, "u2")], "If your application is stateful, it's fine to store these values in a DB.", True, "pronoun", ["these values"], "If an application using oauth2-rs is stateful, it's fine to store each flow's CSRF state and PKCE verifier in a database.", author="u2")

    ow1 = (U, "PKCE verifier generation for confidential clients", "u1")
    rec(OAUTH21, [ow1], P_RFC, False, SELF, [], None, author="u1")
    rec(OAUTH21, [ow1, (U, P_RFC, "u1")], "Assuming the intended interpretation is that a new verifier is created per authorization request, what concrete security benefit is expected in the confidential client scenario compared to relying on the secrecy of a single verifier value stored only on the server and reused across flows?", True, "ellipsis", ["the intended interpretation"], "If RFC 7636 requires a new PKCE code verifier per authorization request, what security benefit does that give confidential clients over a single secret verifier stored on the server and reused across flows?", author="u1")

    pk1 = (U, "OAuth2Client accepts `pkce` but never implements it", "u1")
    pkq = "**The design question:** the verifier must survive the round trip from `getAuthorizationUrl` to `exchangeCode`. The tempting fix is to stash it in the `state` JWT — but **that defeats the purpose of PKCE**. A JWT is signed, not encrypted, and `state` travels through the provider's redirect in the URL; an attacker who intercepts the redirect to steal the code would read the verifier out of the same URL."
    rec(PIKKU, [pk1], pkq, True, "ellipsis", ["the verifier"], "pikku's OAuth2Client must keep the PKCE code verifier from getAuthorizationUrl to exchangeCode; stashing it in the signed (not encrypted) state JWT would defeat PKCE, since state travels in the redirect URL.", author="u1")
    lend(PIKKU, [pk1], P_ONETIME, SAME, APPAUTH)

    op1 = (U, "PKCE Support", "u1")
    op2 = (U, "```go\n// A session is created with `Authenticated: false` to store the code verifier\n// for token redemption\nsession := &sessionsapi.SessionState{CodeVerifier: codeVerifier}\nerr = p.SaveSession(rw, req, session)\n```", "u1")
    opq = "Could this not be encoded as part of the state parameter that we send through the IDP? That's what we are doing with the OIDC nonce for example"
    rec(OAUTH2PROXY, [op1, op2], opq, True, "pronoun", ["this"], "Could oauth2-proxy encode the PKCE code verifier in the state parameter sent through the IdP, as it does with the OIDC nonce, instead of saving an unauthenticated session?", author="u2")
    opq2 = "Interesting. I'm not familiar with how you are handling the OIDC nonce. Are you encrypting this in the state paramter?\n\nI'm not sure that this is a very \"safe\" way to handle this. The `code_verifier` should never be sent outside of oauth2-proxy until authorization code redemption. It is considered a secret until that point."
    rec(OAUTH2PROXY, [op1, op2, (A, opq, "u2")], opq2, True, "pronoun", ["this"], "Does oauth2-proxy encrypt the OIDC nonce in the state parameter? Sending the PKCE code_verifier that way may not be safe: it should never leave oauth2-proxy before authorization code redemption.", author="u1")

    na1 = (U, "feat: add PKCE support", "u1")
    na2 = (U, "https://stackoverflow.com/a/56873098/5364135 it might just be OK to consider our server app as one single client, and we don't need to generate separate challenges for each user", "u1")
    rec(NEXTAUTH, [na1, na2], "Added some changes. The code_verifier is now saved in a cookie, to be able to create a verifier/challenge pair per user.", True, "ellipsis", ["some changes"], "next-auth's PKCE pull request now saves the code_verifier in a cookie, so that a verifier/challenge pair can be created per user.", author="u1")
    lend(NEXTAUTH, [na1], P_BEST, SAME, POPPINSS)

    au1 = (U, "PKCE Support. The OAuth 2.0 Security Best Current Practice recommends the usage of PKCE for the authorization code grant.\n\nIf the discovery document shows that the endpoint supports PKCE, `auth0.handleLogin` should add the `code_challenge` and not use `state`.", "u1")
    auq = "Hi @reicheltp, this is now fixed in the new [v1.0.0-beta.0](https://github.com/auth0/nextjs-auth0/releases/tag/v1.0.0-beta.0) release."
    rec(NEXTJSAUTH0, [au1], auq, True, "pronoun", ["this"], "PKCE support in nextjs-auth0's handleLogin is available in the v1.0.0-beta.0 release.", author="u2")
    rec(NEXTJSAUTH0, [au1, (A, auq, "u2"), (U, "This is awesome 👍 I'll try out next week! 😃", "u1")], "@Widcket did you use a cookie to store the `code_verifier`?", True, "ellipsis", [], "Does nextjs-auth0's PKCE support (v1.0.0-beta.0) use a cookie to store the code_verifier?", author="u3")

    # ---- flaky tests ----
    mp1 = (U, "tests/run-tests.py: Add automatic retry for known-flaky tests. The unix port CI workflow on master fails ~18% of the time due to a handful of intermittent test failures (mostly thread-related). This has normalised red CI to the point where contributors ignore it, masking real regressions.", "u1")
    # The trade-offs section's general claim: a trap in its own thread.
    rec(MICROPY, [mp1], F_MASK, False, SAME, [], None, author="u1")
    mpq = "I added a flaky-test allowlist and retry-until-pass mechanism to `run-tests.py`. When a listed test fails, it's re-run up to 2 more times and passes on the first success."
    rec(MICROPY, [mp1], mpq, True, "ellipsis", ["a listed test"], "MicroPython's run-tests.py gets a flaky-test allowlist and retry-until-pass: a listed test that fails is re-run up to 2 more times and passes on the first success.", author="u1")
    lend(MICROPY, [mp1], F_FIXED, SAME, DAPR)

    bs1 = (U, "flaky test causing the CICD failures. CICD sometime fails due to flaky tests.", "u1")
    rec(BITSAIL, [bs1], "In what test?", True, "ellipsis", [], "Which flaky test makes bitsail's CI/CD fail?", author="u2")
    rec(BITSAIL, [bs1, (A, "In what test?", "u2")], "fixed by #79", True, "ellipsis", [], "bitsail's flaky test causing CI/CD failures is fixed by pull request #79.", author="u1")
    lend(BITSAIL, [bs1], F_DEF, SAME, RECOMMENDERS)

    lk1 = (U, "Add a retry budget to flaky tests. A number of Linkerd's end-to-end tests are known to sometimes fail spuriously on CI (#1224, #1225, #1504, etc). If a test known to be flaky fails, the build is typically restarted, sometimes repeatedly if the test fails twice in a row.", "u1")
    rec(LINKERD, [lk1], F_CONFIDENCE, False, SAME, [], None, author="u1")
    lkq = "This PR adds a retry budget to tests known to be flaky. It builds upon ScalaTest's [`Retries`](http://doc.scalatest.org/3.0.0/index.html#org.scalatest.Retries) trait, but adds the notion of a retry *budget*, rather than retrying tests only a single time."
    rec(LINKERD, [lk1, (U, F_CONFIDENCE, "u1")], lkq, True, "pronoun", ["This PR", "It"], "A Linkerd pull request adds a retry budget to tests known to be flaky, building on ScalaTest's Retries trait but retrying more than a single time.", author="u1")
    lend(LINKERD, [lk1], F_MASK, SAME, MICROPY)

    dm1 = (U, "Tests are flaky. The dotmesh repo's CI tests often fail, yet retrying them makes them pass.\n\nThis wastes our time and causes frustration.\n\nLet's try and improve that.", "u1")
    rec(DOTMESH, [dm1], "We want to finish off what we're in the middle of, and then put this aside for now.", True, "pronoun", ["this"], "dotmesh's flaky CI tests will be put aside for now, after finishing the current work.", author="u2")
    lend(DOTMESH, [dm1], F_CI, SAME, RECOMMENDERS)

    ba1 = (U, "Automatic retry on CI for flaky tests", "u1")
    rec(BARISTA, [ba1], "Ideally the setup would be some form of whitelist of tests that are known to be flaky.  \ntest.sh runs individual tests, so it should be able to retry the failing tests many times without adding significantly to the overall test duration.", True, "ellipsis", ["the setup"], "barista's automatic CI retry should use a whitelist of tests known to be flaky; since test.sh runs tests individually, it can retry failing ones many times without much added duration.", author="u1")
    lend(BARISTA, [ba1], F_CONFIDENCE, SAME, LINKERD)

    rc1 = (U, "[FEATURE] Evaluate flaky. I recently discovered [flaky](https://github.com/box/flaky).  It might be interesting to see whether this is useful to us", "u1")
    rec(RECOMMENDERS, [rc1], F_DEF, False, SAME, [], None, author="u1")
    rc2 = (U, "Description from page: https://docs.pytest.org/en/latest/flaky.html\n" + F_DEF + " Sometimes it passes, sometimes it fails, and it’s not clear why.\n\n" + F_CI, "u1")
    rec(RECOMMENDERS, [rc1, rc2], "This looks interesting and useful.", True, "pronoun", ["This"], "The flaky plugin for re-running flaky tests looks interesting and useful for recommenders.", author="u2")

    sk1 = (U, "mark analysis test as flaky. This PR adds retries for the analysis test, which is flaky.", "u1")
    skq = "I would try to figure out what is the underlying causes for all this flakiness. But for now this is fine."
    rec(SKYPORTAL, [sk1], skq, True, "pronoun", ["all this flakiness", "this"], "skyportal should find the underlying causes of its analysis test's flakiness, but adding retries is fine for now.", author="u2")
    skq2 = "Actually this is not solving the underlying problem. This test never passes, no matter the retries."
    rec(SKYPORTAL, [sk1, (A, skq, "u2")], skq2, True, "correction", ["Actually", "This test"], "Adding retries to skyportal's analysis test does not solve the underlying problem: the test never passes, no matter the retries.", author="u2")

    dp1 = (U, "Introduce Retry to CI. Now we have some tests may fail due to network issue or other we do not know, they can pass after some retry. Sadly, Github Action does not support retry a single test officially, contributors need to re-commit to trigger it, which means rerun all not only failed.", "u1")
    # A stand-alone opinion (the quoted proposal and the 👎 cut): a trap in its own thread.
    rec(DAPR, [dp1], F_FIXED, False, SAME, [], None, author="u2")
    rec(DAPR, [dp1, (A, F_FIXED, "u2")], "It is a way to find them :)", True, "pronoun", ["It", "them"], "Retrying failed tests in dapr's CI is a way to find the flaky tests.", author="u1")
    rec(DAPR, [dp1, (A, F_FIXED, "u2"), (U, "It is a way to find them :)", "u1")], "I'm confused — the precondition for retrying is failure, right? Isn't that visible even without a retry?", True, "pronoun", ["that"], "If retrying requires a failure first, isn't a flaky test's failure visible in dapr's CI even without a retry?", author="u2")

    qc1 = (U, "Use pytest retry to reexecute known flaky test", "u1")
    qcq = "@astafan8 This uses the decorator to mark that test as explicitly known flaky. We could also do this in a different way and pass this as a cmd option for all tests"
    rec(QCODES, [qc1], qcq, True, "pronoun", ["This", "that test"], "Qcodes' pull request uses the flaky decorator to mark one known-flaky test; alternatively a command-line option could retry all tests.", author="u1")
    qcq2 = "for that particular test i do prefer the decorator approach. Shall we mark all the subscriber-related tests as flaky?"
    rec(QCODES, [qc1, (U, qcq, "u1")], qcq2, True, "pronoun", ["that particular test", "the decorator approach"], "For Qcodes' one known-flaky test I prefer the flaky decorator to a command-line retry option; should all of Qcodes' subscriber-related tests be marked flaky too?", author="u2")

    pf1 = (U, "test: test in quarantine mode. Trying to figure out which tests are flaky", "u1")
    rec(PINAFORE, [pf1], "Did not tell us anything useful", True, "ellipsis", [], "Running pinafore's tests in quarantine mode did not tell us anything useful about which tests are flaky.", author="u1")
    rec(PINAFORE, [pf1, (U, "Did not tell us anything useful", "u1")], "Well maybe enabling this will make our tests less flaky by running the flaky ones more than once.", True, "pronoun", ["this"], "Maybe enabling quarantine mode will make pinafore's tests less flaky by running the flaky ones more than once.", author="u1")

    pu1 = (U, "Add solution for quarantining flaky tests. Pulsar contains a large amount of flaky tests. It will be useful to have a solution for quarantining tests.", "u1")
    rec(PULSAR, [pu1], "Adds `@Quarantined` annotation for quarantining flaky tests", True, "ellipsis", [], "The Pulsar pull request adds a `@Quarantined` annotation for quarantining flaky tests.", author="u1")

    pm1 = (U, "Add retry option", "u1")
    rec(PYTESTMD, [pm1], "This feature allows you to mark specific tests as flaky so they'll be automatically retried on failure.", True, "pronoun", ["This feature"], "pytest-markdown-docs' new retry option lets you mark specific tests as flaky so they are automatically retried on failure.", author="u1")
    lend(PYTESTMD, [pm1], F_DEF, SAME, RECOMMENDERS)

    # ---- JavaScript source maps ----
    wf1 = (U, "/web/tools/chrome-devtools/sources - should mention \"sourcemaps\". https://developers.google.com/web/tools/chrome-devtools/sources", "u1")
    rec(WEBFUND, [wf1], "**sourcemaps** are not mentioned on this page even though this is the page/place to for using them.\n\nI would expect a section just about that", True, "pronoun", ["this page", "that"], "The Chrome DevTools Sources panel page (developers.google.com/web/tools/chrome-devtools/sources) doesn't mention source maps; it should have a section about them.", author="u1")
    lend(WEBFUND, [wf1], M_CHROME, SAME, CHROMEDEV)

    cd1 = (U, "DevTools Tips 23 promo post: What are source maps? Fixes #5673. Publish together with the corresponding video on Mar 29.", "u1")
    cdq = "LGTM but do not merge first as I want to update the link if I can publish the x_google_ignoreList post and new source maps introduction in time."
    rec(CHROMEDEV, [cd1], cdq, True, "ellipsis", ["the link"], "The DevTools Tips 23 post on source maps looks good, but don't merge it yet: its link may be updated if the x_google_ignoreList post and the new source maps introduction are published in time.", author="u2")
    # A general statement from the post's text: a trap in its own thread.
    rec(CHROMEDEV, [cd1, (A, cdq, "u2")], M_CHROME, False, SAME, [], None, author="u1")

    qw1 = (U, "Source Maps not present. The lack of source maps makes debugging a little bit difficult.\n\nPerhaps we could change that?\nDoes the current build system allow for that?", "u1")
    qwq = "It should be there, but it appears to be broken 😬I'll need to fix this sorry."
    rec(QUASSEL, [qw1], qwq, True, "pronoun", ["It", "this"], "quassel-webserver's build should produce source maps, but that appears to be broken and needs fixing.", author="u2")
    rec(QUASSEL, [qw1, (A, qwq, "u2")], "Firefox says they're not there, but maybe i did something wrong?", True, "pronoun", ["they're"], "Firefox says quassel-webserver's source maps are not there; did I do something wrong?", author="u1")
    lend(QUASSEL, [qw1], M_INLINE, SELF, WRANGLER)

    dc1 = (U, "[SourceMap] CNN generates a garbled source map\n\n1. go to CNN.com\n2. observe the error in the console\n\nthe source map worker fails to fetch the map locally", "u1")
    dcq = "I tried this today.  I see livefyre.min.js in the debugger sources, but it appears to still be minified, and I'm not sure whether source maps are working at all.  I would expect to see some error in the console if they are failing."
    rec(DEVTOOLSCORE, [dc1], dcq, True, "pronoun", ["this"], "Trying the CNN.com source-map case in the Firefox debugger today, livefyre.min.js shows in the sources but still minified; it's unclear whether source maps work at all, and no console error appears.", author="u2")
    rec(DEVTOOLSCORE, [dc1, (A, dcq, "u2")], "The two source-map links in the original report are identical.", True, "ellipsis", ["the original report"], "The two source-map links in the devtools-core report about CNN's garbled source map are identical.", author="u2")
    lend(DEVTOOLSCORE, [dc1], M_HEADER, SAME, SENTRYWP310)

    fd1 = (U, "[SourceMap] Show hint when mapped sources can't be loaded. If a mapped source is not available on the server, i.e. the \"sources\" property in the source map refers to a file that doesn't exist, then the Debugger currently shows \"Loading…\" forever.", "u1")
    fdq = "I think this is fixed in M-C.  The toolbox provides a wrapper for the source map service that expands the error message somewhat.  I think there's a test for a missing source in M-C as well."
    rec(FFDEBUGGER, [fd1], fdq, True, "pronoun", ["this"], "The Firefox debugger showing \"Loading…\" forever for an unavailable source-mapped file is probably fixed in mozilla-central, whose toolbox wraps the source map service with a fuller error message.", author="u2")
    rec(FFDEBUGGER, [fd1, (A, fdq, "u2")], "I will investigate this in the panel and see if it is fixed", True, "pronoun", ["this", "it"], "I will check in the Firefox debugger panel whether the missing-mapped-source hint is fixed.", author="u3")
    lend(FFDEBUGGER, [fd1], M_CHROME, SAME, CHROMEDEV)

    wr1 = (U, "Source map should be inlined when using `wrangler dev`", "u1")
    # The description's first sentence: its "it" is DevTools, named inside it; a trap in its own thread.
    rec(WRANGLER, [wr1], M_INLINE, False, SELF, [], None, author="u1")
    wr2 = (U, M_INLINE + " Without this, here's what it looks like right now. Instead of `\"index.js.map\"`, it should be the value of the source map in base64.", "u1")
    rec(WRANGLER, [wr1, wr2], "This doesn't fix the issue, needs something else. Closing this issue in favour of #3.", True, "pronoun", ["This", "this issue"], "Inlining the source map in `wrangler dev` doesn't fix the DevTools issue; the issue is closed in favour of workers-sdk #3.", author="u2")

    sw1 = (U, "How to properly hide sourcemaps? Is there a way to upload sourcemaps and link them to the correct source files, without providing any references to them in production? Meaning that no .map files are present in the build output, and no `//# sourceMappingUrl=` are at the bottom of the JS files.", "u1")
    swq = "In order for us to resolve Source Maps, we need to have access to them. One of the ways to get is, is as you mentioned, to upload them to Sentry. There is no need to upload your maps to publicly accessible servers if you do not wish to do that."
    rec(SENTRYWP310, [sw1], swq, True, "ellipsis", ["as you mentioned"], "Sentry needs access to source maps to resolve them; uploading them to Sentry with sentry-webpack-plugin is enough, without putting them on publicly accessible servers.", author="u2")
    rec(SENTRYWP310, [sw1, (A, swq, "u2")], "Alternately, " + M_HEADER + " If this header is present, Sentry will use it to discover the location of your source map.", False, SELF, [], None, author="u2")  # second reader (r2df): a trap, as its lent copies: names Sentry and the header in full, opening with a connective as "also" (rule 1)

    s91 = (U, "hidden sourcemaps", "u1")
    s9q = "Hi and thanks for this great repo.\nI want to know is there any solution to prevent exposing SourceMaps in production(browsers)?"
    rec(SENTRYWP99, [s91], s9q, True, "ellipsis", [], "When uploading source maps to Sentry with sentry-webpack-plugin, is there a way to avoid exposing them to browsers in production?", author="u1")
    s92 = (U, s9q + "\n\nI upload SourceMaps during every deploy process\n\nI already tried `hidden-source-map` webpack config which create .maps file and subsequent block them in browsers but it seems does not applied in sentry", "u1")
    rec(SENTRYWP99, [s91, s92], "Worth noting that many people migrating to this package will likely be coming from:\n\nhttps://github.com/40thieves/webpack-sentry-plugin\n\nThat ☝️ package has a config param `deleteAfterCompile` that lets you delete the sourcemaps after they are compiled & sent to Sentry.", True, "pronoun", ["this package", "That ☝️ package"], "Many people moving to sentry-webpack-plugin come from 40thieves/webpack-sentry-plugin, whose `deleteAfterCompile` option deletes the source maps after they are compiled and sent to Sentry.", author="u2")

    s41 = (U, "How to make sure source maps were actually uploaded? I've added `sentry-webpack-plugin` to the production build config and the build goes fine without errors. However, on the sentry.io dashboard, I still see there is no checkmark against the \"Upload sourcemaps\" item. The error traces are minified as well.", "u1")
    s4q = "And as for verifying whether your files have been uploaded, go to \"Artifacts\" page in your Sentry's project page."
    rec(SENTRYWP48, [s41], s4q, True, "ellipsis", ["And as for"], "To verify that sentry-webpack-plugin uploaded your source maps, look at the \"Artifacts\" page of your Sentry project.", author="u2")
    lend(SENTRYWP48, [s41], M_INLINE, SELF, WRANGLER)

    ar1 = (U, "Re-enable Sentry sourcemap uploads. See: https://docs.sentry.io/workflow/releases/", "u1")
    rec(ARTSY, [ar1], "@damassi Do we even really need to upload these to Sentry if we’re also hosting them publicly through S3?", True, "pronoun", ["these", "them"], "Does artsy/force need to upload its source maps to Sentry if it also hosts them publicly through S3?", author="u2")
    lend(ARTSY, [ar1], M_HEADER, SAME, SENTRYWP310)

    # ---- semantic versioning ----
    i11 = (U, "Semvar violations", "u1")
    i12 = (U, "Please stop using only increases in the minor version when you have breaking changes. This cost our team several hours tracking it down. It is not sufficient to just note it in the changelog. " + V_CONVENTION, "u1")
    # The opener corrects the title's word: a correction, resolved against the title and request.
    rec(I18NEXT, [i11, i12], "actually semver not semvar, of course.", True, "correction", ["actually"], "i18next-node's semver violations: breaking changes should increment the major version, not only the minor version.", author="u1")
    rec(I18NEXT, [i11, i12, (U, "actually semver not semvar, of course.", "u1")], "will be better starting from upcoming v2.0.0 (1.x.x will be closed soon)", True, "ellipsis", [], "i18next-node will follow semver better, with breaking changes in major versions, from the upcoming v2.0.0; 1.x.x will be closed soon.", author="u2")
    lend(I18NEXT, [i11], V_PUBLIC, SAME, RANDOMCOMPAT)

    hc1 = (U, "Breaking changes in 2.1.0 violating semantic versioning. #### Expected behaviour\n2.1.0 contained breaking changes and should be a major version increment.\n\n#### Actual behaviour\nInstead it was only a minor version increment, which is violating the https://docs.npmjs.com/about-semantic-versioning principles.", "u1")
    rec(HIGHCHARTS, [hc1], "Thank you for reporting about the broken recommendation.\n\n_Internal note:_\nThe solution (as recommended in the semver docs) is to revert the changes in 2.2.0 with relevant release notes and apply the change again with the release of version 3.0.0.", True, "ellipsis", ["the broken recommendation", "the changes"], "To fix node-export-server's breaking changes released in 2.1.0, revert them in 2.2.0 with release notes and apply them again in 3.0.0, as the semver docs recommend.", author="u2")
    lend(HIGHCHARTS, [hc1], V_DEPENDABOT, SELF, LANGCHAINEX)

    cr1 = (U, "Semver breaking interface change reqiures minor version update. I did not realize that the semver minor version was where the API allows for breaking changes", "u1")
    crq = "Patch is allowed while version< 1.0.0\n\ni.e.:\n0.0.4 -> 0.0.5 = not breaking\n0.0.4 -> 0.1.0 = breaking\n\nOnce it's 1.0.0, patch AND minor are allowed.  \n\ni.e: \n\n1.0.0 -> 1.0.1 = not breaking\n1.0.0 -> 1.1.0 = NOT breaking\n\nBut\n\n1.0.0 -> 2.0.0 = breaking"
    rec(CRYPTON, [cr1], crq, True, "ellipsis", [], "Under semver, while a version is below 1.0.0 only patch bumps must be non-breaking (0.0.4 -> 0.1.0 may break); from 1.0.0, patch and minor bumps must be non-breaking and only a major bump (1.0.0 -> 2.0.0) may break.", author="u2")
    rec(CRYPTON, [cr1, (A, crq, "u2")], ":+1:  Thanks!", True, "ellipsis", [], "Thanks for explaining which semver bumps may contain breaking changes.", author="u1")
    lend(CRYPTON, [cr1], V_CONVENTION, SAME, I18NEXT)

    ci1 = (U, "Making breaking changes in minor version? I just updated from 1.2.0 to 1.2.9. It's a little odd to see breaking API changes in a bug version change. Are you following semantic versioning?", "u1")
    ciq = "Sorry, I didn't know about `semantic versioning` before, I will provide support for the old api in the next version."
    rec(COMPOSEIMG, [ci1], ciq, True, "ellipsis", ["the old api", "the next version"], "compose-imageloader did not follow semantic versioning before; its next version will restore support for the API that 1.2.9 broke.", author="u2")
    ciq2 = "You don't need to do that. If you follow semantic versioning in the future,\nthat will be helpful to most people. Most breaking API changes require a\nminor version change."
    rec(COMPOSEIMG, [ci1, (A, ciq, "u2")], ciq2, True, "pronoun", ["that"], "compose-imageloader needn't restore the old API; following semantic versioning in future releases will help most people.", author="u1")

    bp1 = (U, "Don't break semantic versioning. You made a breaking change in 0.2.3, and you should then modify the major version or at least the minor version to display that. \n\nThats means either 1.0.0 or 0.3.0", "u1")
    bpq = "0.2.3 was just a bugfix, 0.2.2 and 0.2.1 were some code cleanup/optimizations. Nothing breaking since the push to 0.2.0 (#22) about a week and a half ago?"
    rec(BENCHPRESS, [bp1], bpq, True, "ellipsis", [], "benchpressjs 0.2.3 was just a bugfix and 0.2.1/0.2.2 code cleanups; nothing breaking has been released since 0.2.0 (#22).", author="u2")
    rec(BENCHPRESS, [bp1, (A, bpq, "u2")], "What commit was the change to escaping `{ thing }`?", True, "ellipsis", ["the change"], "Which benchpressjs commit changed the escaping of `{ thing }`?", author="u1")
    lend(BENCHPRESS, [bp1], V_REQUIRES, SAME, RANDOMCOMPAT)

    cp1 = (U, "Breaking change between 0.0.9 and 0.1.1. This is actually a breaking change and so should be a major version update according to the\n[ semver spec](http://semver.org/). Specifically number 8 in the 'Semantic Versioning Specification' list.", "u1")
    rec(CSVPARSE, [cp1], "dont know what you're talking about, please carify", True, "ellipsis", [], "Which breaking change between node-csv-parse 0.0.9 and 0.1.1 do you mean? Please clarify.", author="u2")
    cpq2 = "Aren't breaking changes allowed in 0.y.z anyway?\n\nSee semver point 4 - assuming @wdavidw is following semver :)"
    rec(CSVPARSE, [cp1, (A, "dont know what you're talking about, please carify", "u2")], cpq2, True, "ellipsis", ["anyway"], "Aren't breaking changes allowed in 0.y.z versions under semver (point 4), so node-csv-parse's change between 0.0.9 and 0.1.1 needn't be a major update?", author="u3")

    dr1 = (U, "breaking changes in minor versions. I'm wondering is it accidental or intentional to introduce breaking changes in minor versions?\nhttps://github.com/zalando/dress-code/blob/master/CHANGELOG.md#210-2017-08-22\n\nIt's incompatible with semver standards:\nhttp://semver.org/\n\nbut most importantly, silently breaks apps using `minor` auto-upgrade like \"^2.0.0\" in npm package.json, which is supposed to be safe.", "u1")
    drq = "Hi Michal, what the heck.. no this is really a mistake on our side.\n\nI'm thinking about how we can fix the problem without creating another \nfor users that might have already upgraded or just started with the \nlatest version."
    rec(DRESSCODE, [dr1], drq, True, "pronoun", ["this", "the problem"], "dress-code's breaking changes in minor version 2.1.0 were a mistake; a fix that doesn't break users who already upgraded is being considered.", author="u2")
    rec(DRESSCODE, [dr1, (A, drq, "u2")], "@mrac As a follow up we will add Documentation about what we consider Public API.", True, "ellipsis", ["As a follow up"], "dress-code will add documentation about what it considers its public API.", author="u2")
    lend(DRESSCODE, [dr1], V_DEPENDABOT, SELF, LANGCHAINEX)

    fs1 = (U, "Breaking changes included in minor version update. The latest minor version, 1.2.0, included **breaking**, non-backwards-compatible changes (specifically `TypeValue` changes). Breaking changes like this should always be introduced in a major version, not a minor version.", "u1")
    rec(FLAGSMITH, [fs1], "Hi - thanks for the report @reschneebaum  - humble apologies - we thought this wasn't a breaking change 🙏\n\nWe have deployed v2.0.0 now.", True, "pronoun", ["this"], "Flagsmith's iOS client 1.2.0 TypeValue change was not thought to be breaking; v2.0.0 has now been deployed.", author="u2")
    lend(FLAGSMITH, [fs1], V_CONVENTION, SAME, I18NEXT)

    ka1b = (U, "Breaking change in minor version. If \"[Karma uses Semantic Versioning](https://github.com/karma-runner/karma/blob/2c9be5a03f8de1311a62014966d5d87c94067ec0/docs/about/01-versioning.md)\", why did the v0.13.0 minor version change introduce a [breaking API change]?", "u1")
    rec(KARMA, [ka1b], "Because we are still on `0.x.y`, so we follow the same convention as node followed, that is having breaking changes in the minor versions, until a `1.0.0` is released.", True, "ellipsis", ["Because"], "Karma v0.13.0 introduced a breaking change in a minor version because Karma is still on 0.x.y and, like node, makes breaking changes in minor versions until 1.0.0.", author="u2")
    lend(KARMA, [ka1b], V_REQUIRES, SAME, RANDOMCOMPAT)

    mc1 = (U, "Do you use semvar? Hi it looks like your version numbers are semvar style, but in your 1.0.10 release there's this:\n\n> *POTENTIALLY BREAKING CHANGE*\n> \n> The addStore() signature parameter order has changed.\n\nIf you're following semvar then this should have been a v2.0.0 release, no?", "u1")
    mcq = "We haven't been following semver strictly, but we should have been. You're right that a breaking change should have warranted a major version release.\n\nI'm going to leave this release as it is because I know several projects are already using it. We'll try to better follow the standards with future releases."
    rec(MAILCHIMP, [mc1], mcq, True, "pronoun", ["this release", "it"], "mailchimp-api-php hasn't strictly followed semver; its breaking 1.0.10 release should have been a major version but will be left as is, and future releases will follow the standard better.", author="u2")
    rec(MAILCHIMP, [mc1, (A, mcq, "u2")], "Thanks for the clarification.", True, "ellipsis", [], "Thanks for clarifying mailchimp-api-php's versioning.", author="u1")

    rn1 = (U, "SemVer", "u1")
    rn2 = (U, "> Since this is a BC break, semver dictates a minor version bump.\n\n" + V_REQUIRES, "u1")
    # The opener's question names SemVer and its rule in full: a trap in its own thread.
    rec(RANDOMCOMPAT, [rn1], V_REQUIRES, False, SAME, [], None, author="u1")
    rec(RANDOMCOMPAT, [rn1, rn2], "Oh. I suppose so. Too late now, already pinned 1.1 :P", True, "ellipsis", ["Too late now"], "random_compat's BC break should have been a major version bump, but 1.1 is already released.", author="u2")
    rec(RANDOMCOMPAT, [rn1, rn2, (A, "Oh. I suppose so. Too late now, already pinned 1.1 :P", "u2")], V_PUBLIC, False, SAME, [], None, author="u3")

    lc1 = (U, "Change the next release to v1.0.0. Given that the next release has multiple breaking changes, I think the next release should be a major version bump.", "u1")
    rec(LANGCHAINEX, [lc1], V_DEPENDABOT, False, SELF, [], None, author="u1")
    rec(LANGCHAINEX, [lc1, (U, V_DEPENDABOT, "u1")], "Hi @neel-tanda! I can see where you're coming from and why doing major version changes might be preferable for other CI reasons.\n\nHowever, 1.0.0 implies the adoption of more than just the numbering. I'm not ready to commit to that at this time, sorry.", True, "pronoun", ["that"], "The Elixir langchain library won't release 1.0.0 for its breaking changes yet: 1.0.0 implies more than the numbering, and its maintainer isn't ready to commit to it.", author="u2")

    ot1 = (U, "Decide on a version for the next Semantic Conventions release. Do we want to bump from the last \"forked\" version from the specification (`1.21.0`) or should we bump to a wholly new version in this release?  (`2.0.0`)", "u1")
    rec(OTELSEMCONV, [ot1], "Thumbs up this comment for `1.22.0`", True, "ellipsis", [], "Vote with a thumbs-up for 1.22.0 as the next OpenTelemetry Semantic Conventions release version.", author="u1")
    rec(OTELSEMCONV, [ot1, (U, "Thumbs up this comment for `1.22.0`", "u1"), (U, "Thumbs up this comment for `2.0.0`", "u1")], "We're going to go with `1.21.0` for the next release.", True, "ellipsis", ["the next release"], "The next OpenTelemetry Semantic Conventions release will be version 1.21.0.", author="u1")

    # ---- signed commits ----
    gt1 = (U, "add gpg content. This pull request adds GPG content to the training manual as identified in #240.", "u1")
    gtq = "Signed commits can be created by implementing GPG or S/MIME signature that is attached to every commit that you make on your local machine (downstream repository)."
    rec(GHTRAINING, [gt1], gtq, False, SAME, [], None, author="u2")
    lend(GHTRAINING, [gt1], G_SIGNOFF, SELF, CONDAINFRA)

    hj1 = (U, "GPG sign missing message on PR. We require cryptographically verified commit signatures so we can prove a commit genuinely came from its claimed author and wasn't altered in transit. The check runs automatically on each PR: if a contributor's commits aren't verified, the bot notifies them on the PR which commits are unsigned and points them to the steps to sign and re-push.", "u1")
    rec(HIEROJS, [hj1], "Hi @mustafauzunn, I'd like to work on this could you please assign it to me? Thanks!", True, "pronoun", ["this", "it"], "Could I be assigned hiero-sdk-js's issue to add a bot message on pull requests with unsigned commits?", author="u2")
    lend(HIEROJS, [hj1], G_UNVERIFIED, SAME, MIMIR)

    gw1 = (U, "fix(signed-commits-info): make wording explicit about signature verification. The current rules require the commits to be both signed AND verified by the GitHub. That is, a user can sign their commits locally. But until they update their GitHub profile, adding the signature's public key, GitHub will mark the commits as \"Unverified\" (in oppose to \"unsigned\").", "u1")
    rec(GRAFANASW, [gw1], "This PR updates the action's comment to be explicit about the requirement.", True, "pronoun", ["This PR", "the requirement"], "The shared-workflows pull request makes the signed-commits-info action's comment explicit that commits must be both signed and verified by GitHub.", author="u1")
    lend(GRAFANASW, [(U, "fix(signed-commits-info): make wording explicit about signature verification", "u1")], G_234, SAME, ARGOCD)

    mm1 = (U, "docs: Update contributing readme for signed commits\n\n```diff\n+### Use signed commits \n+\n+Effective June 22, 2026, all Grafana Labs repositories, including Mimir, [require signed commits](https://docs.github.com/en/repositories/configuring-branches-and-merges-in-your-repository/managing-protected-branches/about-protected-branches#require-signed-commits).\n```", "u1")
    mmq = "Can we explicitly state that the commits must be \"signed **and verified**\"."
    rec(MIMIR, [mm1], mmq, True, "ellipsis", ["the commits"], "Can Mimir's contributing README explicitly state that commits must be signed and verified?", author="u2")
    rec(MIMIR, [mm1, (A, mmq, "u2")], G_UNVERIFIED, False, SAME, [], None, author="u2")

    lf1 = (U, "docs(dx): document GPG signing requirement for commits\n\n```bash\ngit log --format='%G? %h %s' origin/main..HEAD\n# Every line must start with G (good signature)\n```", "u1")
    rec(LFX, [lf1], "The `git log --format='%G? ...'` check is documented as “every line must start with G”, but `%G?` can return values like `U` (good signature, untrusted) or `X/Y` (good signature, expired) depending on local trust/key state. This can falsely flag valid signatures", True, "ellipsis", [], "lfx-self-serve's documented signature check (every `git log --format='%G?'` line must start with G) can falsely flag valid signatures, since %G? also returns U (good, untrusted) or X/Y (good, expired).", author="u2")
    lend(LFX, [lf1], G_SIMPLER, SAME, ARGOCD)

    cf1 = (U, "feat: PGP signature policy. We should allow users to require PGP signatures for commits, and if enforced, signatures should be verified.", "u1")
    rec(CONFORM, [cf1], "Closed by #92.", True, "ellipsis", [], "conform's PGP signature policy for commits was added by pull request #92.", author="u1")
    lend(CONFORM, [cf1], G_SIGNOFF, SELF, CONDAINFRA)

    cv1 = (U, "feat: add verified commits validator. Closes #57", "u1")
    rec(CONVPR, [cv1], "This pull request adds a new validator `VerifiedValidator` that requires all commits on the branch to be [signed](https://docs.github.com/en/authentication/managing-commit-signature-verification/signing-commits). Defaults to `false`, as it is quite aggressive for general uses.", True, "pronoun", ["This pull request", "the branch"], "conventional-pr adds a VerifiedValidator that requires all commits on a pull request's branch to be signed; it defaults to false as it is aggressive for general use.", author="u1")

    gp1 = (U, "GPG/SSH commit signature verification. Currently, git-proxy has no mechanism to verify that commits are cryptographically signed. Organizations may wish to mandate that all commits be signed with GPG or SSH keys to ensure authenticity and non-repudiation.", "u1")
    rec(GITPROXY, [gp1], "Aspirational. Feel free to re-open if still relevant.", True, "ellipsis", [], "git-proxy's GPG/SSH commit signature verification feature is aspirational and closed; re-open it if still relevant.", author="u2")
    lend(GITPROXY, [gp1], G_UNVERIFIED, SAME, MIMIR)

    ld1 = (U, "Use ssh commit signing", "u1")
    rec(LILDUDE, [ld1], "Adding ssh commit signing to see if I can get away from the overly complicated and fickle GPG signing.\n\nDoing this as a PR for easy reversal. Keeping the GPG stuff in place for now too.", True, "ellipsis", [], "lildude's dotfiles add SSH commit signing to try to move away from complicated, fickle GPG signing, keeping the GPG setup for now.", author="u1")

    co1 = (U, "feat: use SSH Key for auth and for signing commits", "u1")
    rec(COOPT, [co1], "In order to facilitate onboarding, and as many newcomers are not used to GPG, provide information to use SSH Key for signing commits too", True, "ellipsis", ["too"], "coopTilleuls' contributing docs should explain using an SSH key for signing commits as well as for auth, since many newcomers are not used to GPG.", author="u1")
    lend(COOPT, [co1], G_SIMPLER, SAME, ARGOCD)

    bw1 = (U, "replace GPG signing recommendation with SSH. Now that GitHub's SSH key signing support has matured, recommend using an SSH key for commit verification.", "u1")
    rec(BITWARDEN, [bw1], "Works for me, and something I am already doing personally.", True, "ellipsis", [], "Recommending SSH keys instead of GPG for signing commits in Bitwarden's contributing docs works for me; I already do it.", author="u2")

    ac1 = (U, "Verify commits by SSH key", "u1")
    rec(ARGOCD, [ac1], G_234, False, SAME, [], None, author="u1")
    rec(ARGOCD, [ac1, (U, G_234, "u1")], "It would be nice to verify commits by SSH key, like they are with GPG keys.", True, "ellipsis", ["they"], "Argo CD should verify commits signed with SSH keys, as it does with GPG keys.", author="u1")

    cp2 = (U, "Allow signing commits via an SSH key. The [commit signing docs](https://github.com/peter-evans/create-pull-request/blob/main/docs/concepts-guidelines.md#commit-signing) mention that commits can be signed with GPG keys using `GPG_PRIVATE_KEY` and `GPG_PASSPHRASE`.", "u1")
    rec(CREATEPR, [cp2], "Could you also enable signing with SSH keys? GitHub allows for ssh keys, and SSH signature verification is available in Git 2.34 or later.", True, "ellipsis", ["also"], "Could create-pull-request enable signing commits with SSH keys, in addition to GPG_PRIVATE_KEY? SSH signature verification is available in Git 2.34 or later.", author="u1")
    lend(CREATEPR, [cp2], G_234, SAME, ARGOCD)

    sp1 = (U, "Support for signing commits with SSH instead of GPG", "u1")
    # Names Git, SSH signing and Sapling; "this" points inside the message: a trap in its own thread.
    rec(SAPLING, [sp1], "Git now supports [signing commits with SSH keys](https://docs.gitlab.com/ee/user/project/repository/signed_commits/ssh.html). How feasible would it be to support this in Sapling?", False, SELF, [], None, author="u1")

    mj1 = (U, "Set commit.gpgSign = true", "u1")
    rec(MATIJS, [mj1], "Always sign commits because it is now easy to sign using SSH keys", True, "ellipsis", [], "matijs's dotfiles set commit.gpgSign = true to always sign commits, since signing with SSH keys is now easy.", author="u1")

    cn1 = (U, "Add requirement for conda maintainers to use commit signing. This is a proposal to start requiring conda maintainers to use commit signing. I also added that we strongly recommend other contributors to do this as well.", "u1")
    cnq = "Question 1: **signing vs signoff**\n- This effort would be about commit signing (`git commit -S` or `--gpg-sign`), not signoff (`git commit -s` or `--signoff`).  " + G_SIGNOFF + "  It's just you providing an attestation that you approve this commit."
    rec(CONDAINFRA, [cn1], cnq, True, "pronoun", ["This effort"], "conda's proposed requirement is about commit signing (`git commit -S`), not signoff (`git commit -s`), which only adds a \"Signed off by\" line as an attestation.", author="u2")

    fk1 = (U, "GPG signing using SSH key. Please allow Fork to sign commits with SSH keys (which git supports as of 2.34).", "u1")
    fkq = "You can switch Fork to your system git instance, if you need."
    rec(FORKTRACKER, [fk1], fkq, True, "ellipsis", [], "To sign commits with SSH keys in Fork, switch Fork to the system git instance.", author="u2")
    rec(FORKTRACKER, [fk1, (A, fkq, "u2"), (U, "Wow, that's beautiful. I'm sorry I didn't understand that! Works like a charm!!", "u1")], "BTW, how do you validate the commits? Do you maintain your own `allowedSignersFile` file and gather the committers public SSH keys manually?", True, "ellipsis", ["the commits"], "How do you validate SSH-signed commits made with Fork: do you maintain your own allowedSignersFile and gather committers' public SSH keys manually?", author="u2")

    # ---- further threads (UUID versions, flaky tests, source maps, signed commits) ----
    ul1 = (U, "Deprecate in favor of UUIDv7. I just [read about UUIDv7](https://buildkite.com/blog/goodbye-integers-hello-uuids). It's a [proposed IETF standard](https://datatracker.ietf.org/doc/draft-ietf-uuidrev-rfc4122bis/), in \"last call\". Other than the base32 encoding, it's got everything we want from ULID. UUIDv7 will be more widely accepted and available to developers.\n\nI propose that we declare victory, and allow the UUID spec to take over the effort from here on.", "u1")
    ulq = "ULIDv7 has weaker rules for each part of the ID, and sacrifices 4 bits of entropy to a static version identifier. It's different enough that I don't think it makes sense to \"deprecate\" ULIDs."
    rec(ULIDSPEC, [ul1], ulq, True, "ellipsis", ["It's"], "UUIDv7 has weaker rules than ULID for each part of the ID and gives up 4 bits of entropy to a version identifier; it's different enough that ULID should not be deprecated in its favor.", author="u2")
    ulq2 = "> 4 bits\n\n6 bits. Still, UUIDv7 solves some ULID issues like predictability of the monotonic factory, and UUIDs being better supported in databases in general"
    rec(ULIDSPEC, [ul1, (A, ulq, "u2")], ulq2, True, "correction", ["> 4 bits", "6 bits"], "UUIDv7 gives up 6 bits of entropy, not 4, to its version and variant; still, it solves some ULID issues like the predictable monotonic factory, and UUIDs are better supported in databases.", author="u3")
    lend(ULIDSPEC, [ul1], U_GENERAL, SAME, HELIOS)

    he1 = (U, "Consider using UUIDv4 instead of UUIDv1. I was verifying https://vote.heliosvoting.org/helios/elections/bbeab1b8-1406-11ec-b980-eacead3a3158/view and noticed that helios is using UUIDv1: bbeab1b8-1406-**>>1<<**1ec-b980-eacead3a3158", "u1")
    rec(HELIOS, [he1], U_GENERAL, False, SAME, [], None, author="u1")
    rec(HELIOS, [he1, (U, U_GENERAL, "u1")], "fixed in #435", True, "ellipsis", [], "helios-server's use of UUIDv1 for election ids (switching to UUIDv4) is fixed in pull request #435.", author="u2")

    td1 = (U, "Adding choice in UUID version (v1 or v4)", "u1")
    rec(TDBM, [td1], "With this PR, the user can choose the version of the UUID generated. Useful in order to choose v4 that does not leak timestamp creation information.", True, "pronoun", ["this PR"], "tdbm's pull request lets the user choose the version of generated UUIDs (v1 or v4), e.g. v4, which does not leak the creation timestamp.", author="u1")
    lend(TDBM, [td1], U_48, SAME, HYDRO)

    cr1c = (U, "Skip tests on 27 crates. Is this the best strategy we've got for dealing with flaky tests on crater? Either way, here's some crates for which we should be skipping the tests.", "u1")
    rec(CRATER, [cr1c, (A, "Thanks", "u2")], "If they are truly flaky, I would say ignore / skip test is best. I rather not run them at all versus doing weird things like retrying loops...", True, "pronoun", ["they", "them"], "If the 27 crates' tests are truly flaky, skipping them in crater is best, rather than retrying loops.", author="u2")
    lend(CRATER, [cr1c], F_HIDE, SAME, MUIX)

    mu1 = (U, "[code-infra] Remove test retries", "u1")
    rec(MUIX, [mu1], F_HIDE, False, SAME, [], None, author="u1")
    rec(MUIX, [mu1, (U, F_HIDE, "u1")], "A test that is flaky 33% of the time will now only manifest as 4% flaky. A test that fails half of the runs, will show as 12% flaky. How is that useful?", True, "ellipsis", ["now"], "With mui-x's test retries, a test flaky 33% of the time shows as only 4% flaky and one failing half the runs as 12%; how is retrying useful?", author="u1")

    dq1 = (U, "Added the flaky pylint plugin, so that we can mark a couple of tests …\n…to be re-run if they fail", "u1")
    dqq = "this is neat. do you know how many times it'll retry, or something to that effect?"
    rec(DEEPQA, [dq1], dqq, True, "pronoun", ["this", "it'll"], "How many times does the flaky plugin added to deep_qa retry a failing test?", author="u2")
    rec(DEEPQA, [dq1, (A, dqq, "u2")], "That's configurable.  By default it'll retry once, which is enough for the few flaky tests that we have that sometimes fail because of numerical instability.", True, "pronoun", ["That's", "it'll"], "The flaky plugin's number of retries is configurable; by default it retries once, enough for deep_qa's few tests that sometimes fail from numerical instability.", author="u1")
    lend(DEEPQA, [dq1], F_MASK, SAME, MICROPY)

    du1 = (U, "allow 3 retries for failing tests. [as described here](https://maven.apache.org/surefire/maven-surefire-plugin/examples/rerun-failing-tests.html), lets see if this can help out at all.", "u1")
    rec(DRUID, [du1], "My gut tells me that this is not a good idea to do in practice, but false failure rate due to known flaky tests seems pretty bad lately.", True, "pronoun", ["this"], "Allowing surefire to rerun failing tests up to 3 times in Druid may not be a good idea in practice, but Druid's false failure rate from known flaky tests is bad lately.", author="u1")
    lend(DRUID, [du1], F_HIDE, SAME, MUIX)

    hl1 = (U, "Use retry action, don't retry otherwise. This uses a action for retrying steps, which is a bit neater, and lets\nus more clearly specify what's going on, as well as controlling the\nnumber of retries independently.\n\nI think it's better to specifically use this on the test suites that we\nbelieve to be flaky, rather than adding a lot of noise by doing this on\nevery test invocation.", "u1")
    hlq = "Let's fix flaky tests properly. I propose we invert this patch to retry all testsuites thrice unconditionally and fail if any run fails. Then we will have a list of most flaky tests."
    rec(HLS, [hl1, (A, "LGTM, sounds great!", "u2")], hlq, True, "pronoun", ["this patch"], "Instead of retrying haskell-language-server's flaky test suites with a retry action, run every test suite three times unconditionally and fail if any run fails, to list the flakiest tests.", author="u3")
    rec(HLS, [hl1, (A, "LGTM, sounds great!", "u2"), (A, hlq, "u3")], "I'm definitely in favour of fixing flaky tests, I just want our CI to be passing for most people instead of requiring constant restarting as it does right now. Then we can make a ticket for each flaky job to work on it.", True, "ellipsis", ["right now"], "I favour fixing haskell-language-server's flaky tests, but want its CI to pass for most people without constant restarts now, then make a ticket for each flaky job.", author="u1")

    jo1 = (U, "Option for inlined sourcemaps. " + M_BASE64 + " Having both options is good, as the current approach has benefits too (namely, lazily loading them only on demand). One benefit to inlined source maps is that (I believe) no web server is required to serve them.", "u1")
    rec(JSOO, [jo1], "Correction: You may still load source maps without a server as long as the files are specified correctly (either relatively or absolute with `file://`. Nevertheless, embedding source maps is a really great option because it means you only need to worry about delivering a single js bundle).", True, "correction", ["Correction"], "js_of_ocaml should have an option to inline source maps: external ones also load without a web server if their paths are right (relative or file://), but embedding them means delivering a single JS bundle.", author="u1")
    rec(JSOO, [(U, "Option for inlined sourcemaps.", "u1")], M_BASE64, False, SELF, [], None, author="u1")

    pl1 = (U, "Option to get sourcemaps not inlined. As for now, if you want sourcemaps not inlined in CSS, you need to use:\n\n```\n{\n   \"sourcemaps\": {\n        \"map\": {\n            \"inline\": false\n        }\n    }\n}\n```\n\nas the PostCSS specify it.\nI want to add an alias as string, but can't find a simple and unambiguous word. For example like:\n```\n\"external\"\n\"separate\"\n\"outside\"\n\"out\"\n```\n\nAny opinion someone ?", "u1")
    rec(PLEEEASE, [pl1], "honestly, I like inline: false ^^", True, "ellipsis", [], "For pleeease's option to write source maps not inlined, I prefer keeping `inline: false` over a string alias.", author="u2")
    rec(PLEEEASE, [pl1, (A, "honestly, I like inline: false ^^", "u2")], "You could also follow the Sass way by enabling sourcemap by default :smile:", True, "ellipsis", ["also"], "pleeease could also follow Sass and enable source maps by default.", author="u3")
    lend(PLEEEASE, [pl1], M_BASE64, SELF, JSOO)

    jx1 = (U, "Inline source-map", "u1")
    rec(JSXC, [jx1], "There's no need to use external file source-maps. Always use inline source-maps.", True, "ellipsis", [], "The JSX compiler doesn't need external source-map files; it should always emit inline source maps.", author="u1")
    lend(JSXC, [jx1], M_BASE64, SELF, JSOO)

    mc1c = (U, "Add sourcemapFile option", "u1")
    mcq1 = "Or some other way to allow for creating external sourcemaps"
    rec(MODCSS, [mc1c], mcq1, True, "ellipsis", ["Or"], "modular-css should add a sourcemapFile option, or some other way to create external source maps.", author="u1")
    rec(MODCSS, [mc1c, (U, mcq1, "u1")], "Working on this in the [`external-source-maps`](https://github.com/tivac/modular-css/tree/external-source-maps) branch.", True, "pronoun", ["this"], "External source map support for modular-css is being worked on in its external-source-maps branch.", author="u1")

    wc1 = (U, "External Source .map files for SourceMaps. It would be nice to be able to generate sourcemaps and have it generate a seperate .map file instead of imbedding it in the file. A simple configuration option would make it so both scenarios where supported.", "u1")
    rec(WEBCOMPILER, [wc1], "This would be a really nice feature indeed. Is this request scheduled for the future?", True, "pronoun", ["This", "this request"], "Is WebCompiler's feature to write source maps to separate .map files scheduled?", author="u2")

    dv1 = (U, "Use 1Password instead of GPG-Suite & gnupg for storing SSH keys. https://blog.1password.com/1password-ssh-agent", "u1")
    dv2 = (A, "So I started using the 1Password SSH Key item for my SSH key but I cannot use it yet to store GPG keys so I'm going to keep gpg-suite and gnupg. Thanks!", "u2")
    dvq = "@driesvints `git` now allows you to sign commits with your SSH key, so I think we can still remove GPG-Suite & `gnupg`?\nhttps://github.blog/2021-11-15-highlights-from-git-2-34/#tidbits"
    rec(DRIESDOT, [dv1, dv2], dvq, True, "ellipsis", ["still"], "Since git now signs commits with SSH keys, can driesvints's dotfiles drop GPG-Suite and gnupg in favour of 1Password-stored SSH keys?", author="u1")
    rec(DRIESDOT, [dv1, dv2, (U, dvq, "u1")], "I think I'm going to leave things be for now as from what I understand so far, a GPG key is a better way as it provides a web of trust rather than trust just on your local computer.", True, "ellipsis", ["leave things be"], "driesvints's dotfiles will keep GPG for commit signing for now, since a GPG key provides a web of trust rather than trust only on the local computer.", author="u2")
    load_part2(rec, U, A)
