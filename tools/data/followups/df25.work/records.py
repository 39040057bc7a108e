"""df25 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- CODEOWNERS files ----
SYSDIG = GH + "draios/sysdig/pull/2047"
SIGNY = GH + "cnabio/signy/issues/63"
REPOLINTER = GH + "todogroup/repolinter/pull/117"
DIALTONE = GH + "dialpad/dialtone-legacy/pull/476"
# ---- stale bots closing inactive issues ----
NEARCORE = GH + "near/nearcore/pull/7166"
NEBARI = GH + "nebari-dev/nebari/pull/923"
MODIN = GH + "modin-project/modin/issues/1507"
CAREFE = GH + "ohcnetwork/care_fe/issues/3770"
CLOUDGOV = GH + "cloud-gov/product/pull/1160"
# ---- Conventional Commits: enforcing a commit-message format (commitlint) ----
COOKIENINJA = GH + "cookieninja-generator/cookieninja/issues/53"
EXECSPECS = GH + "ethereum/execution-specs/issues/1461"
PUPPETEER = GH + "puppeteer/puppeteer/pull/6483"
EMDAER = GH + "emdaer/emdaer/pull/27"
ENOLA = GH + "enola-dev/enola/issues/102"
ANDCODE = GH + "yuga-hashimoto/and-code/issues/73"
UPFRONT = GH + "upfrontjs/framework/issues/2"
NEMOTRON = GH + "mikesvoboda/nemotron-v3-home-security-intelligence/issues/1707"
RUCIO = GH + "rucio/rucio/pull/7972"
EDGEX = GH + "edgexfoundry/edgex-global-pipelines/issues/61"
# ---- squash merging pull requests ----
FUNREACT = GH + "NehemiahK/fun-react-lib/issues/41"
SAPAI = GH + "manny405/sapai/issues/62"
DJREG = GH + "macropin/django-registration/issues/200"
CORRIDOR = GH + "nikopueringer/CorridorKey/issues/80"
JASPR = GH + "schultek/jaspr/issues/470"
EXPLAINA = GH + "neulab/ExplainaBoard/issues/392"
SHOPAPI = GH + "Sylius/ShopApiPlugin/issues/565"
BIOCONDA = GH + "bioconda/bioconda-recipes/issues/4595"
# ---- Jest snapshot tests ----
SAAYAM = GH + "saayam-for-all/webapp/pull/381"
ORGANICE = GH + "200ok-ch/organice/issues/10"
ESLINTRFC = GH + "eslint/rfcs/pull/36"
LINODE = GH + "linode/manager/pull/2957"
HARNESS = GH + "harness/harness-core-ui/pull/18889"
# ---- bash strict mode: set -euo pipefail ----
SPOON = GH + "INRIA/spoon/pull/5727"
MDRIP = GH + "monopole/mdrip/pull/6"
GITNATIVE = GH + "remenoscodes/git-native-issue/issues/101"
# ---- ignoring formatting commits in git blame (.git-blame-ignore-revs) ----
YAFC = GH + "Yafc-CE/yafc-ce/issues/237"
JEMALLOC = GH + "jemalloc/jemalloc/pull/2849"
MARLIN = GH + "iLCSoft/Marlin/pull/72"
ARTS = GH + "atmtools/arts/pull/460"
OXCAML = GH + "oxcaml/oxcaml/pull/3277"
TRIPLEA = GH + "triplea-game/triplea/pull/14309"

# ---- circuit breakers for failing downstream calls ----
FRANK = GH + "frankframework/frankframework/issues/9762"
SUSHI = GH + "rawsashimi1604/sushi-gateway/issues/57"
AGENTX = GH + "open-experiments/agent-exchange/issues/8"
NETCOMPOSE = GH + "harryngict/NetworkCompose/pull/53"
SYNARCHY = GH + "Synarchy-Labs/synarchy-core/issues/82"
JDP = GH + "iluwatar/java-design-patterns/issues/413"
DRILLFLOW = GH + "hashmapinc/Drillflow/issues/144"
# ---- optimistic locking with a version column ----
TYPEORM = GH + "typeorm/typeorm/issues/1755"
YESSQL = GH + "sebastienros/yessql/issues/23"
CLAILS = GH + "tamurashingo/clails/pull/45"
VIX = GH + "vixcpp/vix/issues/504"
FASTCRUD = GH + "MoonStorm/FastCrud/issues/99"
DYNAMOID = GH + "joshsymonds/Dynamoid/pull/118"
COSMIC = GH + "cosmicpython/code/pull/115"
PETAPOCO = GH + "CollaboratingPlatypus/PetaPoco/issues/58"
# ---- native lazy loading of images (loading="lazy") ----
LUCID = GH + "chrisdone/lucid/pull/121"
AMMONITE = GH + "com-lihaoyi/Ammonite/pull/1170"
NEXTGEN = GH + "yireo/Yireo_NextGenImages/pull/29"
# ---- stale bots (further threads) ----
PROBOTSTALE = GH + "probot/stale/issues/343"
NUGETDOCS = GH + "NuGet/docs.microsoft.com-nuget/issues/2449"
RAMBOX = GH + "ramboxapp/community-edition/issues/2251"
ESLCOMMENTS = GH + "eslint-community/eslint-plugin-eslint-comments/issues/164"

# ---- further threads (CODEOWNERS, snapshot tests, bash strict mode) ----
KEBOOLA = GH + "keboola/keboola-as-code/pull/2066"
HOKAGE = GH + "Creatrix-Net/yondaime-hokage/pull/215"
SAFEMOD = GH + "safe-fndn/safe-modules/pull/101"
GNO = GH + "gnolang/gno/pull/801"
SCILLA = GH + "Zilliqa/scilla/pull/463"
FS2OPEN = GH + "scp-fs2open/fs2open.github.com/pull/2742"
GUARDIAN = GH + "guardian/dotcom-rendering/pull/282"
SKUZZLE = GH + "skuzzle/snapshot-tests/issues/86"
TOOLPROOF = GH + "Pagefind/toolproof/pull/52"
SNAPPER = GH + "theramis/Snapper/issues/26"
EGUI = GH + "emilk/egui/issues/7449"
ELECTRUM = GH + "spesmilo/electrum/pull/10236"
SOLANA = GH + "solana-labs/solana/pull/2013"
SHELLCHECK1484 = GH + "koalaman/shellcheck/issues/1484"
SHELLCHECK1022 = GH + "koalaman/shellcheck/issues/1022"
SANDSTORM = GH + "sandstorm-io/sandstorm/pull/981"
AUTOHEAL = GH + "willfarrell/docker-autoheal/pull/25"
BOOTSYNC = GH + "gregory-lee-bartholomew/bootsync/issues/3"

# ---- merge strategies: squash, rebase or merge commits (squash-merging area, further) ----
TRIPLEA2877 = GH + "triplea-game/triplea/issues/2877"
PLAYWRITE = GH + "TypeTogether/Playwrite/pull/49"
FRAY = GH + "PsiLupan/FRAY/issues/15"
RDF4J = GH + "eclipse-rdf4j/rdf4j/pull/2583"
MINBFT = GH + "hyperledger-labs/minbft/issues/12"
DMUX = GH + "standardagents/dmux/issues/95"
# ---- Conventional Commits (further) ----
ENDB = GH + "ayntee/endb/pull/67"
MEMEINV = GH + "thecsw/memeinvestor_bot/issues/321"

# ---- further threads (lazy loading of hero images, squashing commits, pipefail) ----
NCIDS = GH + "NCIOCPL/cgov-digital-platform/issues/3934"
HANGING = GH + "niccokunzmann/hanging_threads/pull/73"
BASICENGINE = GH + "uli/basicengine-firmware/pull/44"
VGSTATION = GH + "vgstation-coders/vgstation13/pull/19663"
MINICONDA = GH + "conda-incubator/setup-miniconda/pull/11"
BLUEBUILD = GH + "blue-build/modules/pull/99"
WAVENET = GH + "kan-bayashi/PytorchWaveNetVocoder/issues/56"

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence.
# Part 2's lenders (P2_QUESTION_ONLY) are in it.
# ==== part 2 (helper cdf2, twenty-first pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- water-quality probes: pH and EC/TDS calibration (hydroponics, aquaria, ocean acidification) ----
P2_GPPH11 = P2_GH + "GreenPonik/DFRobot_ESP_PH_BY_GREENPONIK/issues/11"
P2_GPADC3 = P2_GH + "GreenPonik/DFRobot_ESP_PH_WITH_ADC_BY_GREENPONIK/issues/3"
P2_GPEC4 = P2_GH + "GreenPonik/DFRobot_ESP_EC_BY_GREENPONIK/issues/4"
P2_GPEC2 = P2_GH + "GreenPonik/DFRobot_ESP_EC_BY_GREENPONIK/issues/2"
P2_TANK436 = P2_GH + "Open-Acidification/TankController/issues/436"
P2_BIOMAKER = P2_GH + "Biomaker/Biomaker-Challenge-2017/issues/2"
P2_GRAVITYTDS = P2_GH + "DFRobot/GravityTDS/issues/4"
P2_CTDIZZLE = P2_GH + "IanTBlack/CTDizzle/issues/1"
# ---- weather-station sensors: anemometer and tipping-bucket rain-gauge calibration ----
P2_ELEKTOR = P2_GH + "ElektorLabs/191148-RemakeWeatherStation/issues/10"
P2_WINDSTATION = P2_GH + "zpukr/esp8266-WindStation/issues/5"
P2_DOMOTICZ = P2_GH + "domoticz/domoticz/pull/4300"
P2_ESPHOMEWS = P2_GH + "mkuoppa/esphomeweatherstation/issues/2"
P2_AIRPI = P2_GH + "haydnw/AirPi/issues/25"
P2_MODSENSORS = P2_GH + "EnviroDIY/ModularSensors/issues/403"
P2_WXSENSORS = P2_GH + "nlrb/com.weather-sensors/issues/31"
P2_GW1000 = P2_GH + "gjr80/weewx-gw1000/issues/49"
# ---- motor control: field-oriented control (FOC) for VESC, hoverboard and drone ESCs ----
P2_PYVESC25 = P2_GH + "LiamBindle/PyVESC/issues/25"
P2_PYVESC33 = P2_GH + "LiamBindle/PyVESC/issues/33"
P2_HOVERHACK = P2_GH + "lucysrausch/hoverboard-firmware-hack/issues/7"  # lends only (its opener is not in the excerpt)
P2_HOVERBOT = P2_GH + "OpHaCo/hoverbot/issues/6"  # lends only (its opener is not in the excerpt)
P2_BLHELI = P2_GH + "bitdump/BLHeli/issues/230"
P2_FOCESC = P2_GH + "gtoonstra/foc_esc/issues/1"
P2_TESC = P2_GH + "jakeread/tesc/issues/1"
# ---- gardening: soil-moisture probe calibration ----
P2_NEVERDRY = P2_GH + "never-dry/NeverDry/pull/166"
P2_MODSOIL = P2_GH + "KaiGVilbig/ModularSoilMoistureSensor/issues/2"
P2_SOMOSE = P2_GH + "BeFlE/SoMoSe/issues/25"
P2_FLOWER = P2_GH + "diyruz/flower/issues/13"
P2_SOILEC = P2_GH + "kromadg/soil-sensor/issues/1"
# ---- EEG and electrophysiology: mains (50/60 Hz) noise ----
P2_OBDOC154 = P2_GH + "OpenBCI/Documentation/pull/154"
P2_OBDOC82 = P2_GH + "OpenBCI/Documentation/issues/82"
P2_OBGUI = P2_GH + "OpenBCI/OpenBCI_GUI/issues/1067"
P2_EEGEXPY = P2_GH + "NeuroTechX/EEG-ExPy/issues/17"
P2_CLOUDBRAIN = P2_GH + "marionleborgne/cloudbrain/issues/96"
P2_MINDAFFECT = P2_GH + "mindaffect/pymindaffectBCI/issues/44"
P2_BRAINBAY = P2_GH + "ChrisVeigl/BrainBay/issues/17"  # lends only (its opener is not in the excerpt)
P2_OBARCHIVE = P2_GH + "openbci-archive/Docs/issues/231"
P2_OEPHYS596 = P2_GH + "open-ephys/plugin-GUI/issues/596"
P2_OEPHYS421 = P2_GH + "open-ephys/plugin-GUI/issues/421"
P2_EEGPIPES = P2_GH + "neurosity/eeg-pipes/issues/40"
P2_NEUROTAR = P2_GH + "Neurotar/locomotion-tracking-software/issues/36"
# ---- gliding and paragliding: variometer audio (climb and sink beeps) ----
P2_VARIO21 = P2_GH + "prunkdump/arduino-variometer/pull/21"
P2_VARIO33 = P2_GH + "prunkdump/arduino-variometer/pull/33"
P2_VARIO17 = P2_GH + "prunkdump/arduino-variometer/issues/17"
P2_OPENTX1305 = P2_GH + "opentx/opentx/issues/1305"
P2_OPENTX2076 = P2_GH + "opentx/opentx/issues/2076"
P2_SKYDROP438 = P2_GH + "fhorinek/SkyDrop/issues/438"
P2_SKYDROP70 = P2_GH + "fhorinek/SkyDrop/issues/70"
P2_GAGGLE = P2_GH + "geeksville/Gaggle/issues/53"
P2_XCSOAR = P2_GH + "XCSoar/XCSoar/issues/1618"
# ---- poker: hand evaluators and hand rankings ----
P2_PKEVAL18 = P2_GH + "chenosaurus/poker-evaluator/issues/18"
P2_PKEVAL29 = P2_GH + "chenosaurus/poker-evaluator/issues/29"
P2_PKEVAL4 = P2_GH + "chenosaurus/poker-evaluator/issues/4"
P2_HOLDEM = P2_GH + "Jberczel/holdem/issues/1"
P2_PHE = P2_GH + "danielpaz6/Poker-Hand-Evaluator/issues/7"
P2_TREYS = P2_GH + "ihendley/treys/issues/6"
P2_PYPOKER = P2_GH + "ishikota/PyPokerEngine/issues/78"
P2_OMPEVAL = P2_GH + "zekyll/OMPEval/issues/9"
P2_POKERL = P2_GH + "sneppy/pokerl/issues/2"
P2_POKERSOLVER = P2_GH + "goldfire/pokersolver/issues/8"
# ---- riichi mahjong: han and fu scoring ----
P2_MJ40 = P2_GH + "MahjongRepository/mahjong/issues/40"
P2_MJ41 = P2_GH + "MahjongRepository/mahjong/issues/41"
P2_KLEN16 = P2_GH + "klen/mahjong.horneds.com/issues/16"
P2_KLEN6 = P2_GH + "klen/mahjong.horneds.com/issues/6"
P2_KLEN10 = P2_GH + "klen/mahjong.horneds.com/issues/10"
P2_KLEN14 = P2_GH + "klen/mahjong.horneds.com/issues/14"
P2_VAR60 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/60"
P2_VAR49 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/49"
P2_VAR34 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/34"
# ---- sleep apnea: CPAP machine data (AHI, SD cards, oximeters) ----
P2_OSCAR3 = P2_GH + "operativeF/oscar/issues/3"
P2_OSCAR1 = P2_GH + "operativeF/oscar/issues/1"
P2_HMS17 = P2_GH + "hms-homelab/hms-cpap/issues/17"
P2_HMS13 = P2_GH + "hms-homelab/hms-cpap/issues/13"
P2_HMS4 = P2_GH + "hms-homelab/hms-cpap/issues/4"
P2_UPLOADER25 = P2_GH + "amanuense/CPAP_data_uploader/issues/25"
P2_UPLOADER16 = P2_GH + "amanuense/CPAP_data_uploader/issues/16"
P2_GLASGOW = P2_GH + "VibeCoder75321/Multi-Night-Glasgow-Index-Analyzer/issues/16"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_HOVERHACK, P2_HOVERBOT, P2_BRAINBAY)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# water-quality probes
P2_W_FOULED = "pH probes are easily fouled or damaged if left for long periods in the solution they are monitoring."
P2_W_EZO = "The newer EZO probes report three floats in response to \"Slope,?\" requests: acidic %, basic %, and millivolt offset of the zero point."
P2_W_ATLAS = "The Atlas Scientific EC EZO provides an option for piping temperature into the circuit to provide compensation of the conductivity measurement."
# weather-station sensors
P2_A_MOST = "Most wind anemometers require calibration to report correct windspeed."
P2_A_RATE = "Indeed a rain rate is only shown in case the sensor transmits that figure (like e.g. OregonScientific does)."
# FOC motor control
P2_F_TORQUE = "the importance of FOC is to get the best torque possible from the motor and hence also the best battery range."
P2_F_RIPPLE = "FOC provides uniform, almost ripple-free torque curves which might enable us to finally use motor/frame noise sensitive faster gyros without the need for softmounting, thereby compromising PID loop dynamics."
P2_F_PARAM = "The only parameter that depends from the motor is the motor inductance L."
# soil moisture
P2_S_WRONG = "While many users calibrate using dry air and pure water this modus operandi for calibration is just wrong!"
P2_S_ZIGBEE = "Zigbee probes offer an offset (not all) and also report percentages."
# EEG mains noise
P2_E_NOTCH = "The OpenBCI has a built-in notch filter that does a decent job at eliminating 60 Hz noise."
P2_E_MOVE = "Additionally, if your Cyton board is on a table with any power cords or devices that are plugged into a wall outlet, move it to a location away from any electronic devices plugged into the wall."
P2_E_NO60 = "The OpenBCI 32 bit board does not have a 60Hz line filter."
P2_E_DC = "DC offsets are not uncommon to see in EEG amplifiers that are considered \"DC coupled\", which Cyton and Ganglion are."
# variometers
P2_V_TRADE = "With the real-time filtering, there is always trade off between smooth output and response time."
P2_V_DELAY = "The smoother curve will introduce delay in the audio."
P2_V_MANY = "I think many (if not most?) varios use a varying frequency beep."
P2_V_BUZZER = "Buzzer Sound which is produced when the rate of climb is close to, but has not yet reached the specified Climb threshold."
P2_V_WONDER = "I have always wondered why, at higher climb rates, both the pitch and the beeping frequency increase simultaneously."
# poker
P2_K_NUT = "Technically a royal flush is just the nut straight flush"
P2_K_KICKERS = "Unlike straight, flush ties are broken with up to 5 kickers."
P2_K_FLUSHREP = "The flush can not be simply represented with only the `max_rank_card`."
P2_K_HIGHER = "The higher rank is better within a given \"type\" of hand."
# riichi mahjong
P2_J_KANDORA = "if there's a Kan, there should be at least one more dora indicator than the number of kans in the hand."
# CPAP data
P2_C_BINARY = "it seems OSCAR only accept binary data."
P2_C_LPWRITE = "LP write to the sd card after the session is over."


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- the bank: real sentences from df25 threads, each placed after at most two other df25 histories of the same area ----
# squash merging
S_CLEANER = "squashing PRs helps keep the git history cleaner."
S_CPYTHON = "`python/cpython` only allows squash merge."
# snapshot tests
T_BRITTLE = "Snapshot tests are inherently brittle, and when they fail, what inevitably happens is that people rubber-stamp the snapshot updates without understanding what the real problem is."
# git blame
B_IGNORE = "`git blame` can be configured to ignore certain commits, such as formatting commits."
# circuit breakers
CB_DESIGN = "A circuit breaker is a design pattern used in software development to improve the stability and resilience of a system."
CB_RATE = "Rate limiting = “Don’t send too many requests.”\nCircuit breaker = “Stop calling something that’s broken.”"
CB_WRAP = "You wrap a protected function call in a circuit breaker object, which monitors for failures."
# optimistic locking
O_EACH = "Each entity that supports concurrency check should have version column that is auto-incremented on update operation."
O_DYN = "If you define a column on your table called \"lock_version\", Dynamoid will automatically increment the column by 1 on every save."
O_FAILS = "As far as I understand, optimistic concurrency should try to make an update by checking the previous version, and if the version number is different than what the original version number is, it fails."
# stale bots
ST_DETRIMENTAL = "The stale bots are community detrimental and should not be used until fixed."
# CODEOWNERS
C_AUTO = "Code owners are automatically requested for review when someone opens a pull request that modifies code that they own."
C_EFFECTIVE = "While effective code review is essential to every successful project, it’s not always clear who should review files—even with GitHub’s reviewer suggestions."
# snapshot tests (further)
T_IMMORTAL = "Snapshots immortalize a Component’s current markup as the true markup, regardless of whether or not the component is correct."
# bash strict mode
E_IGNORED = "The -e setting shall be ignored when executing the compound list following the while, until, if, or elif reserved word, a pipeline beginning with the ! reserved word, or any command of an AND-OR list other than the last."
E_AND = "&& is permitted in set -e mode."
E_LAST = "The bash shell normally only looks at the exit code of the last command of a pipeline."
# snapshot tests, bash, CODEOWNERS, git blame (further in-thread sentences)
T_SNAPPER = "As you probably already know in Snapper V2, having the `[assembly: UpdateSnapshots]` attribute during supported CI builds would be ignored."
E_COND = "To be specific: exit codes used in conditional statements do not trigger quitting when `set -e` is active; only simple commands, pipelines, lists, or compound commands will trigger immediate exit on failure."
C_DIR = "The codeowners file makes it so that when a pr  is created and the edited file/s are in the directory specified in codeowners and the pr will automatically request a review from you ; )"
B_USE = "Use `git blame --ignore-revs-file .git-blame-ignore-revs` to exclude formatting diffs"
# squashing and pipefail (further)
S_DOESREBASE = "Squash does rebase. This is nice if you want to merge changes from third-party repo, but not for merging branches in your own repo. This breaks the history."
E_MUSTO = "`set -e pipefail` will not work as intended since `pipefail` must be set with `-o pipefail`."
# squash merging (further)
S_REBASE = "Personally I think rebasing is a lot cleaner than merging or squashing (creates less distracting commits)."
S_LOSE = "Squashing will lose history, so don't do that."
# Conventional Commits
CC_SPEC = "The Conventional Commits specification is a lightweight convention on top of commit messages."
# squash merging (further)
S_MULTI = "I'd recommend still using merge commits for certain circumstances, like when a pull request has multiple authors."
S_MOST = "On most of my repositories, I only enable \"Squash and merge\" to prevent accidental use of the other options. Then if the others are ever needed, I temporarily enable them."
# circuit breakers (further)
CB_TRIPS = "Once the failures reach a certain threshold, the circuit breaker trips, and all further calls to the circuit breaker return with an error, without the protected call being made at all."
# optimistic locking (further)
O_ZERO = "A zero-row update must be reported as a concurrency conflict when the row still exists."
# stale bots
ST_NOANSWER = "Just because the repository maintainer has not answered does not make the issue stale."
ST_NORESP = "Issues were an author has opened and no one has responded yet should not be getting closed by stale bots."
ST_DISLIKE = "i don't like stale bots as they often close issues that are still valid just because they haven't been commented on in a few weeks."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- CODEOWNERS files ----
    sy1 = (U, "new(OWNERS): add code owners", "u1")
    syq = "I think the name of the file should be `CODEOWNERS` https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners, since we want to enforce it for GitHub, what do you think?"
    rec(SYSDIG, [sy1], syq, True, "ellipsis", ["the file", "it"], "I think the name of sysdig's code owners file should be `CODEOWNERS` (GitHub's about-code-owners docs), since we want GitHub to enforce the code owners; what do you think?", author="u2")
    rec(SYSDIG, [sy1, (A, syq, "u2")], "LGTM", True, "ellipsis", [], "The sysdig pull request adding a code owners file looks good to me.", author="u3")

    sg1 = (U, "Add CODEOWNERS file", "u1")
    rec(SIGNY, [sg1], "We need to add an official [CODEOWNERS file](https://help.github.com/en/github/creating-cloning-and-archiving-repositories/about-code-owners).", True, "ellipsis", [], "signy needs an official CODEOWNERS file (https://help.github.com/en/github/creating-cloning-and-archiving-repositories/about-code-owners).", author="u1")

    rl1 = (U, "Create CODEOWNERS", "u1")
    rec(REPOLINTER, [rl1], "We should have a CODEOWNERS file", True, "ellipsis", [], "repolinter should have a CODEOWNERS file.", author="u1")

    dt1 = (U, "Create CODEOWNERS", "u1")
    dtq = "## Description\nCreating a `CODEOWNERS` file based on [GitHub's documentation](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners#codeowners-syntax)."
    rec(DIALTONE, [dt1], dtq, True, "ellipsis", [], "This pull request creates a `CODEOWNERS` file for dialtone based on GitHub's CODEOWNERS syntax documentation.", author="u1")
    rec(DIALTONE, [dt1, (U, dtq, "u1")], "Duplicate.", True, "ellipsis", [], "The dialtone pull request creating a CODEOWNERS file is a duplicate.", author="u1")

    # ---- stale bots closing inactive issues ----
    nc1 = (U, "chore: Disable the stale bot", "u1")
    ncq = "Currently, this bot only marks issues as stable but does not actually close them.  We are not sure if we are prepared to have this bot to close issues yet."
    rec(NEARCORE, [nc1], ncq, True, "pronoun", ["this bot"], "Currently, nearcore's stale bot only marks issues as stale but does not actually close them; we are not sure we are prepared to have the stale bot close issues yet.", author="u1")
    rec(NEARCORE, [nc1, (U, ncq, "u1")], "In general, we are not sure if and how to use this bot.  So this PR disables the bot entirely.", True, "pronoun", ["this bot", "this PR", "the bot"], "We are not sure if and how to use nearcore's stale bot, so this pull request disables the stale bot entirely.", author="u1")

    nb1 = (U, "Disabl/Remove the stale bot", "u1")
    nbq = "Disabling/removing the stale bot for now as it affecting our triage process by closing relevant issues."
    rec(NEBARI, [nb1], nbq, True, "ellipsis", ["the stale bot"], "This pull request disables/removes nebari's stale bot for now, as it affects nebari's triage process by closing relevant issues.", author="u1")
    rec(NEBARI, [nb1, (U, nbq, "u1")], "Thanks for handling this @viniciusdc! LGTM", True, "pronoun", ["this"], "Thanks for disabling nebari's stale bot, @viniciusdc! Looks good to me.", author="u2")

    mo1 = (U, "Enable stalebot to close old issues", "u1")
    rec(MODIN, [mo1], "We have multiple stale issues, we should close them using [stalebot](https://github.com/probot/stale).", True, "ellipsis", ["them"], "modin has multiple stale issues; we should close them using stalebot (https://github.com/probot/stale).", author="u1")

    cf1 = (U, "Stale bot malfunction", "u1")
    cfq = "**Describe the bug**\nThe stale bot is auto-closing issues, which shouldn't be the case."
    rec(CAREFE, [cf1], cfq, True, "ellipsis", ["The stale bot"], "care_fe's stale bot is auto-closing issues, which shouldn't be the case.", author="u1")
    rec(CAREFE, [cf1, (U, cfq, "u1")], "Resolved in #3785", True, "ellipsis", [], "The care_fe stale bot auto-closing issues is resolved in #3785.", author="u1")

    cg1 = (U, "Create stale.yml", "u1")
    cgq = "This file enables stale bot to automatically flag stale issues and automatically close old issues. This is for #1157"
    rec(CLOUDGOV, [cg1], cgq, True, "pronoun", ["This file", "This"], "cloud.gov product's stale.yml file enables stale bot to automatically flag stale issues and close old issues; the pull request is for #1157.", author="u1")
    rec(CLOUDGOV, [cg1, (U, cgq, "u1")], "That looks great!", True, "pronoun", ["That"], "The stale.yml that enables stale bot in cloud.gov product looks great!", author="u2")

    # ---- Conventional Commits: enforcing a commit-message format (commitlint) ----
    ck1 = (U, "Enforce commit messages to use the Conventional Commit format", "u1")
    rec(COOKIENINJA, [ck1], "Commit messages should be enforced to use the Conventional Commit format, this should be done using the `commitlint` tool, in both `pre-commit` and CI", True, "ellipsis", [], "cookieninja's commit messages should be enforced to use the Conventional Commit format with the `commitlint` tool, in both `pre-commit` and CI.", author="u1")

    es1 = (U, "Add conventional commits linter", "u1")
    es2 = (U, "Following on from #1406, we should add a tool to our CI that enforces conventional commit messages. Some options that passed the sniff test from the conventional commits tooling list:\n\n- https://github.com/conventional-changelog/commitlint\n- https://github.com/siderolabs/conform\n- https://github.com/python-semantic-release/python-semantic-release\n- https://gitlab.com/DeveloperC/conventional_commits_linter", "u1")
    rec(EXECSPECS, [es1, es2], "I will work on this issue, thanks.", True, "pronoun", ["this issue"], "I will work on adding a conventional commits linter to execution-specs' CI, thanks.", author="u2")
    rec(EXECSPECS, [es1, es2, (A, "I will work on this issue, thanks.", "u2")], "@SamWilsn Can I work on this issue?", True, "pronoun", ["this issue"], "@SamWilsn Can I work on adding a conventional commits linter to execution-specs' CI?", author="u3")

    pp1 = (U, "chore: enforce Conventional Commits through commitlint", "u1")
    ppq = "This patch sets up commitlint to enforce [the Conventional Commits format](https://www.conventionalcommits.org/en/v1.0.0/#summary). This check runs with the other lint checks as part of `npm run lint`, and a Git commit hook is set up via Husky for automated local checks."
    rec(PUPPETEER, [pp1], ppq, True, "pronoun", ["This patch", "This check"], "A Puppeteer patch sets up commitlint to enforce the Conventional Commits format; the check runs with the other lint checks in `npm run lint`, and a Husky Git commit hook runs it locally.", author="u1")

    em1 = (U, "chore: Add commitlint to enforce CONTRIBUTING guidelines.", "u1")
    em2 = (U, "This PR introduces enforcing the [Conventional Commits Specification](https://conventionalcommits.org/) on commit. Specifically the angular convention that inspired the spec.", "u1")
    rec(EMDAER, [em1, em2], "This is better", True, "pronoun", ["This"], "Enforcing the Conventional Commits specification with commitlint in emdaer is better.", author="u2")
    rec(EMDAER, [em1, em2, (A, "This is better", "u2")], "Can you please update CONTRIBUTING to reflect these specific conventions?", True, "pronoun", ["these specific conventions"], "Can you please update emdaer's CONTRIBUTING to reflect the Conventional Commits (angular) conventions that commitlint now enforces?", author="u2")

    en1 = (U, "Enforce Conventional Commit Messages", "u1")
    en2 = (U, "Add https://github.com/jorisroovers/gitlint to [`.pre-commit-config.yaml`](https://github.com/enola-dev/enola/blob/main/.pre-commit-config.yaml), to enforce https://www.conventionalcommits.org like git commit messages.", "u1")
    rec(ENOLA, [en1, en2], "Additionally https://github.com/Ezard/semantic-prs may be used as a GitHub action to validate PRs in case contributors did not configure git hooks.", True, "ellipsis", ["Additionally"], "Besides gitlint in enola's pre-commit config, https://github.com/Ezard/semantic-prs may be used as a GitHub action to validate pull requests against Conventional Commits in case contributors did not configure git hooks.", author="u2")

    ac1 = (U, "Enforce Conventional Commits with commitlint", "u1")
    rec(ANDCODE, [ac1], "Implemented in v0.4.0", True, "ellipsis", [], "Enforcing Conventional Commits with commitlint in and-code is implemented in v0.4.0.", author="u1")

    uf1 = (U, "Enforce commit message formats", "u1")
    rec(UPFRONT, [uf1], "Once #1 has been done, the commitlint package can be added to enforce commit messages\nhttps://commitlint.js.org/#/", True, "ellipsis", ["commit messages"], "Once #1 is done, the commitlint package (https://commitlint.js.org) can be added to upfrontjs to enforce its commit message format.", author="u1")

    nm1 = (U, "Add commitlint for conventional commit enforcement", "u1")
    nmq = "## Problem\n\nThe project uses conventional commit format (documented in `docs/development/contributing.md`) and release-drafter auto-labels PRs based on commit prefixes, but there's no automated enforcement of commit message format."
    rec(NEMOTRON, [nm1], nmq, True, "ellipsis", ["The project"], "The nemotron home-security-intelligence project uses the conventional commit format (documented in `docs/development/contributing.md`) and release-drafter auto-labels PRs by commit prefix, but nothing enforces the commit message format.", author="u1")
    rec(NEMOTRON, [nm1, (U, nmq, "u1")], "Developers can commit with non-conventional messages like \"fixed stuff\" which:\n\n* Breaks release note generation\n* Makes changelog unclear\n* Inconsistent history", True, "ellipsis", [], "Without commitlint, developers of the nemotron home-security-intelligence project can commit non-conventional messages like \"fixed stuff\", which breaks release note generation, makes the changelog unclear and leaves an inconsistent history.", author="u1")

    ru1 = (U, "CI: Enforce Conventional Commits using `commitlint`", "u1")
    ruq = "I am using [commitlint](https://commitlint.js.org/) as a linter for our commit messages to enforce conventional commits. It is widely used in the community and [is properly maintained](https://github.com/conventional-changelog/commitlint)."
    rec(RUCIO, [ru1, (U, "Fixes #7945", "u1")], ruq, True, "ellipsis", ["our commit messages"], "This pull request uses commitlint (https://commitlint.js.org/) as a linter for rucio's commit messages to enforce conventional commits; commitlint is widely used and properly maintained.", author="u1")
    rec(RUCIO, [ru1, (U, "Fixes #7945\n\n" + ruq, "u1")], "We are using this format: `<type>(<scope>): <description>` \n\neg. `feat(Core): Add new rule evaluation engine`", True, "ellipsis", ["this format"], "rucio's commitlint rules use the commit message format `<type>(<scope>): <description>`, e.g. `feat(Core): Add new rule evaluation engine`.", author="u1")

    ed1 = (U, "SPIKE - Identify a tool / plugin to enforce use of \"conventional commit\" messages", "u1")
    ed2 = (U, "As discussed in Geneva F2F discussion, developers are looking for something that will enforce use of well written commit messages.", "u1")
    rec(EDGEX, [ed1, ed2], "SPIKE completed with recommendation to use [PROBOT commitlint(https://probot.github.io/apps/commitlint/)", True, "ellipsis", [], "The EdgeX spike on a tool to enforce conventional commit messages completed with a recommendation to use PROBOT commitlint (https://probot.github.io/apps/commitlint/).", author="u1")

    # ---- squash merging pull requests ----
    fr1 = (U, "Squash and merge the pull requests to keep the commit history clean", "u1")
    fr2 = (U, "Hi @NehemiahK, I just want to bring this point, let's try to keep the practice of merging the PRs with **Squash and Merge** option. This will help us to keep the commit history in `master` to be clean.", "u1")
    rec(FUNREACT, [fr1, fr2], "Oh okay, I didn't know about this", True, "pronoun", ["this"], "Oh okay, I didn't know about GitHub's Squash and Merge option for pull requests.", author="u2")
    rec(FUNREACT, [fr1, fr2, (A, "Oh okay, I didn't know about this", "u2")], "Not an issue let's use it. It will make the commit history very clean.", True, "pronoun", ["it", "It"], "Not an issue: let's use Squash and Merge for fun-react-lib's pull requests; it will make the commit history very clean.", author="u1")
    lend(FUNREACT, [fr1], S_CPYTHON, SAME, BIOCONDA)

    sp1 = (U, "Squash and Merge PRs", "u1")
    spq = "I know this is usually a matter of personal preference, but as more people are submitting to this repo, " + S_CLEANER
    rec(SAPAI, [sp1], spq, True, "pronoun", ["this", "this repo"], "Squash merging is usually a matter of personal preference, but as more people submit to sapai, squashing PRs helps keep the git history cleaner.", author="u1")
    rec(SAPAI, [sp1, (U, spq, "u1")], "It's easy to set this as the default in settings => options => uncheck \"Allow merge commits\" and \"Allow rebase merging\". Then \"Allow squash merging\" should be the only box checked.", True, "pronoun", ["this"], "It's easy to make squash merging the default for sapai: in settings => options, uncheck \"Allow merge commits\" and \"Allow rebase merging\", so \"Allow squash merging\" is the only box checked.", author="u1")

    dr1 = (U, "Allow squash merging on master", "u1")
    dr2 = (U, "I think this feature is useful for landing large features to keep the git history clean", "u1")
    drq = "@joshblum what's your thought on rebasing prior to merging? It puts the task on the submitter, for better or worse."
    rec(DJREG, [dr1, dr2], drq, True, "pronoun", ["It"], "@joshblum instead of squash merging django-registration pull requests, what about rebasing prior to merging? Rebasing puts the task on the submitter, for better or worse.", author="u2")
    rec(DJREG, [dr1, dr2, (A, drq, "u2")], "We do squash merging on Django itself.", False, SAME, [], None, author="u3")
    rec(DJREG, [dr1, dr2, (A, drq, "u2"), (A, "We do squash merging on Django itself.", "u3")], "It's already enabled.", True, "ellipsis", ["It"], "Squash merging is already enabled for django-registration.", author="u4")

    ck = (U, "[FR]: Consider using squash pull request merges exclusively", "u1")
    rec(CORRIDOR, [ck], "Please consider using the \"Squash and merge\" (or similar) option exclusively when merging pull requests. This would ensure a cleaner and more readable git history.", True, "ellipsis", [], "Please consider using the \"Squash and merge\" option exclusively when merging CorridorKey's pull requests; it would ensure a cleaner and more readable git history.", author="u1")
    lend(CORRIDOR, [ck], S_CLEANER, SAME, SAPAI)

    ja1 = (U, "Consider enabling and switching to \"Squash and merge\" as default", "u1")
    rec(JASPR, [ja1], S_MOST, False, SELF, [], None, author="u1")
    lend(JASPR, [ja1], S_CPYTHON, SAME, BIOCONDA)

    ex1 = (U, "Enable squash merging by default", "u1")
    ex2 = (U, "Currently, when merging pull request, \"Allow merge commits\" is used. That makes commit history unnecessary long when pull request contains multiple commits, sometimes uninteresting commits.", "u1")
    exq = "@neubig would you consider changing the way to merge pull requests as documented above?"
    rec(EXPLAINA, [ex1, ex2], exq, True, "ellipsis", ["as documented above"], "@neubig would you consider switching ExplainaBoard's pull request merges to \"Allow squash merging\" only, in the repository settings?", author="u1")
    rec(EXPLAINA, [ex1, ex2, (U, exq, "u1")], "Yes, and done!", True, "ellipsis", [], "Yes, ExplainaBoard's pull requests are now squash merged by default.", author="u2")

    sh1 = (U, "Use squash for merging pull requests", "u1")
    sh2 = (U, "The git history of master looks a little bit messy, I want to suggest to use squash when merging pull requests to get a clean straight forward history for the master branch.", "u1")
    shq = "Nevertheless, we want to keep the history of people's commits, so squashing them into master is no go (at least for now). The same approach is used atm in main Sylius repo."
    rec(SHOPAPI, [sh1, sh2], shq, True, "ellipsis", ["Nevertheless", "The same approach"], "We want to keep the history of people's commits in ShopApiPlugin, so squash merging into master is a no-go for now, as in the main Sylius repository.", author="u2")
    lend(SHOPAPI, [sh1], S_CLEANER, SAME, SAPAI)

    bc1 = (U, "Squash merge pull requests", "u1")
    bc2 = (U, "Just a note to maintainers, I think the repository would benefit from primarily adopting [squash merges](https://github.com/blog/2141-squash-your-commits) rather than GitHub's default \"Create a merge commit\" option.", "u1")
    rec(BIOCONDA, [bc1, bc2], "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", True, "pronoun", ["this", "it"], "Primarily squash merging bioconda-recipes pull requests is a good idea, though hard to enforce; it can be made a best-practice rule.", author="u2")
    bc3 = (A, "We could disable everything but squash. I would be fine with that.", "u3")
    rec(BIOCONDA, [bc1, bc2, (A, "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", "u2")], bc3[1], True, "ellipsis", ["that"], "bioconda-recipes could disable every pull request merge option except squash; I would be fine with that.", author="u3")
    bc2b = (A, "I think this is a good idea. Yet it is hard to enforce I think. But we can make it a best practice rule.", "u2")
    rec(BIOCONDA, [bc1, bc2, bc2b, bc3], S_CPYTHON, False, SAME, [], None, author="u1")

    # ---- Jest snapshot tests ----
    sa1 = (U, "Add snapshot tests", "u1")
    rec(SAAYAM, [sa1], "Some of the unit tests are fragile and need to be adjusted frequently for minor UI changes. Jest offers a solution for this type of scenario: [Snapshot Testing](https://jestjs.io/docs/snapshot-testing).", True, "ellipsis", ["the unit tests"], "Some of saayam's webapp unit tests are fragile and need adjusting for minor UI changes; Jest's Snapshot Testing (https://jestjs.io/docs/snapshot-testing) is a solution for that.", author="u1")
    lend(SAAYAM, [sa1], T_BRITTLE, SELF, ESLINTRFC)

    oc1 = (U, "Refactor React component snapshot tests, because they are too brittle", "u1")
    ocq = "There's many dynamic attributes in the rendered component tree. Hence the tests will fail on every run with always the same attributes not matching."
    rec(ORGANICE, [oc1], ocq, True, "ellipsis", ["the rendered component tree", "the tests"], "organice's React component snapshot tests fail on every run because the rendered component tree has many dynamic attributes that never match.", author="u1")
    rec(ORGANICE, [oc1, (U, ocq, "u1")], "This is fixed by the great contribution of @MTrost (https://github.com/200ok-ch/organice/pull/45) :pray:", True, "pronoun", ["This"], "organice's brittle React component snapshot tests are fixed by @MTrost's contribution (https://github.com/200ok-ch/organice/pull/45).", author="u1")
    lend(ORGANICE, [oc1], T_BRITTLE, SELF, ESLINTRFC)

    el1 = (U, "New: Allow snapshot test", "u1")
    rec(ESLINTRFC, [el1], T_BRITTLE + " I'd recommend not including any form of snapshot testing in eslint.", False, SELF, [], None, author="u2")
    el2 = (A, T_BRITTLE, "u2")
    elq = "I think it should be alright, because the snapshot will be checked in as well.\nAs a reviewer, the difference in snapshot which is not appropriate is very clear."
    rec(ESLINTRFC, [el1, el2], elq, True, "pronoun", ["it"], "I think snapshot tests in ESLint's rule tests would be alright, because the snapshot is checked in as well, and as a reviewer an inappropriate snapshot difference is very clear.", author="u1")
    rec(ESLINTRFC, [el1, el2, (U, elq, "u1")], "In my experience they are very unclear, and developers (even senior ones) end up just approving snapshot changes without thorough review.", True, "pronoun", ["they"], "In my experience snapshot differences are very unclear, and developers (even senior ones) end up approving snapshot changes without thorough review.", author="u2")

    ln1 = (U, "Remove snapshot testing.", "u1")
    lnq = "## Purpose\nWhile the intent behind the snapshot system is excellent, in practice they've proven more of a burden than a boon."
    rec(LINODE, [ln1], lnq, True, "ellipsis", ["they"], "While the intent behind Jest's snapshot system is excellent, in Linode manager's practice snapshot tests have proven more of a burden than a boon.", author="u1")
    rec(LINODE, [ln1, (U, lnq, "u1")], "CONTRIBUTING.md still has notes about snapshotting.", True, "ellipsis", [], "Linode manager's CONTRIBUTING.md still has notes about snapshotting after snapshot testing is removed.", author="u2")

    ha1 = (U, "techdebt: [PL-39227]: do not allow internal snapshots of more than 25 lines and do not allow external snapshots at all", "u1")
    haq = "- From now on, if snapshot testing is required in rare cases then inline snapshot of less than 25 lines will be allowed. No external snapshot allowed at all."
    rec(HARNESS, [ha1], haq, True, "ellipsis", [], "From now on in harness-core-ui, snapshot testing in rare cases may use inline snapshots of less than 25 lines; no external snapshot is allowed at all.", author="u1")

    # ---- bash strict mode: set -euo pipefail ----
    so1 = (U, "review: chore: Set euo pipefail in all scripts", "u1")
    rec(SPOON, [so1], "This will set\n- `set -o pipefail`: Set exit code of pipe to exit code of failing program within\n- `set -e`: Fail if any command failed\n- `set -u`: Fail if any variable is not defined", True, "pronoun", ["This"], "Setting `set -euo pipefail` in all of Spoon's scripts sets `-o pipefail` (a pipe's exit code is that of the failing program within), `-e` (fail if any command failed) and `-u` (fail if any variable is not defined).", author="u1")


    md1 = (U, "add more shell settings", "u1")
    mdq = "Most of our shell scripts use \"set -euo pipefail\" \nSee also: https://sipb.mit.edu/doc/safe-shell/"
    rec(MDRIP, [md1], mdq, True, "ellipsis", ["our shell scripts"], "mdrip should add more shell settings, as most of our shell scripts use \"set -euo pipefail\" (see https://sipb.mit.edu/doc/safe-shell/).", author="u1")
    rec(MDRIP, [md1, (U, mdq, "u1")], "Yay, good to know.  pipefail.", True, "ellipsis", [], "Yay, good to know about `set -o pipefail` for mdrip's shell settings.", author="u2")

    gn1 = (U, "[P0] Add set -o pipefail to all scripts", "u1")
    gnq = "Add 'set -o pipefail' immediately after 'set -e' in all 20 scripts in bin/"
    rec(GITNATIVE, [gn1], gnq, True, "ellipsis", ["all 20 scripts in bin/"], "Add 'set -o pipefail' immediately after 'set -e' in all 20 git-native-issue scripts in bin/.", author="u1")
    rec(GITNATIVE, [gn1, (U, gnq, "u1")], "**Validation**: Verify each script has pipefail, test suite still passes\n\n**Effort**: < 1 hour\n**Impact**: Prevents silent pipe failure data loss", True, "ellipsis", ["each script"], "To validate adding 'set -o pipefail' to git-native-issue's scripts, verify each script in bin/ has pipefail and the test suite still passes; effort under an hour, and it prevents silent pipe-failure data loss.", author="u1")

    # ---- ignoring formatting commits in git blame (.git-blame-ignore-revs) ----
    yf1 = (U, "Ignore formatting commits in git-blame", "u1")
    yfq = "The formatting commits hide the last actual change of the logic in git-blame, which is bad. Let's add the big formatting commits to `.git-blame-ignore-revs`."
    rec(YAFC, [yf1], yfq, True, "ellipsis", ["The formatting commits", "the big formatting commits"], "Yafc-CE's formatting commits hide the last actual change of the logic in git-blame; let's add Yafc-CE's big formatting commits to `.git-blame-ignore-revs`.", author="u1")
    lend(YAFC, [yf1], B_IGNORE, SAME, OXCAML)

    jm1 = (U, "Ignore formatting commit in blame.", "u1")
    jmq = "With the new file `.git-blame-ignore-revs` and the formatting commit hash included. Git blame properly ignores the reformatting commit."
    rec(JEMALLOC, [jm1], jmq, True, "ellipsis", ["the formatting commit hash", "the reformatting commit"], "With the new `.git-blame-ignore-revs` file listing jemalloc's formatting commit hash, git blame properly ignores jemalloc's reformatting commit.", author="u1")
    rec(JEMALLOC, [jm1, (U, jmq, "u1")], "@guangli-dai let's clean up the commit msg", True, "ellipsis", ["the commit msg"], "@guangli-dai let's clean up the commit message of the jemalloc pull request adding `.git-blame-ignore-revs`.", author="u2")

    ml1 = (U, "Add git blame ignore-revs-file", "u1")
    mlq = "- Introduces `.git-blame-ignore-revs` file with commit hashes of formatting commits\n- " + B_USE
    rec(MARLIN, [ml1], mlq, True, "ellipsis", ["formatting commits"], "This pull request introduces a `.git-blame-ignore-revs` file with the hashes of Marlin's formatting commits; use `git blame --ignore-revs-file .git-blame-ignore-revs` to exclude formatting diffs.", author="u1")
    rec(MARLIN, [ml1, (U, mlq, "u1")], "Inspired by the discussion in iLCSoft/Marlin#71", True, "ellipsis", [], "Marlin's `.git-blame-ignore-revs` file is inspired by the discussion in iLCSoft/Marlin#71.", author="u1")
    lend(MARLIN, [ml1], B_IGNORE, SAME, OXCAML)

    ar1 = (U, "Update ignores", "u1")
    arq = "Add a `.blameignorerevs` file that lists commits that only dealt with formatting."
    rec(ARTS, [ar1], arq, True, "ellipsis", [], "Add a `.blameignorerevs` file to ARTS that lists the commits that only dealt with formatting.", author="u1")
    arq2 = "This can be used to ignore those commits in annotations/blame view to get more relevant output."
    rec(ARTS, [ar1, (U, arq, "u1")], arq2, True, "pronoun", ["This", "those commits"], "ARTS's `.blameignorerevs` file can be used to ignore its formatting-only commits in annotations/blame view to get more relevant output.", author="u1")

    ox1 = (U, "Add a .git-blame-ignore-rev file", "u1")
    rec(OXCAML, [ox1], B_IGNORE, False, SAME, [], None, author="u1")
    oxq = "Hopefully we should rarely need to add new commits to this file (except on .ocamlformat changes) thanks to better formatting discipline, but 331c1673 (Reformat middle_end/flambda2/) is making `git blame` effectively useless for archeological tasks."
    rec(OXCAML, [ox1, (U, B_IGNORE + " This patch adds a `.git-blame-ignore-revs` file (using a common name) with a few reformatting commits.", "u1")], oxq, True, "pronoun", ["this file"], "oxcaml should rarely need to add new commits to its `.git-blame-ignore-revs` file (except on .ocamlformat changes), but commit 331c1673 (Reformat middle_end/flambda2/) makes `git blame` effectively useless for archeological tasks.", author="u1")

    tp1 = (U, "Git-Blame: add an ignore for formatting commits (requires dev git config)", "u1")
    tpq = "1. Add a file '.git-blame-ignore-revs' (supported in somewhat recent versions of git) that can ignore mass-formatting change commits. Helps 'git blame' be more useful to skip uninteresting changes.\n2. Add dev config instruction, developers need to run a git config command for this file to be picked up."
    rec(TRIPLEA, [tp1], tpq, True, "ellipsis", [], "This TripleA pull request adds a '.git-blame-ignore-revs' file that ignores mass-formatting commits in git blame, and a dev config instruction: developers must run a git config command for the file to be picked up.", author="u1")
    rec(TRIPLEA, [tp1, (U, tpq, "u1")], "fyi @tresat  / @frigoref", True, "ellipsis", [], "fyi @tresat / @frigoref: TripleA now has a '.git-blame-ignore-revs' file for formatting commits, which needs a dev git config.", author="u1")

    # ---- circuit breakers for failing downstream calls ----
    fk1 = (U, "Circuit breaker pattern implementation", "u1")
    fkq = "I want the implementation of a circuit breaker pattern to be simple."
    rec(FRANK, [fk1], fkq, True, "ellipsis", ["the implementation"], "I want Frank!Framework's implementation of a circuit breaker pattern to be simple.", author="u1")
    rec(FRANK, [fk1, (U, fkq, "u1")], CB_RATE, False, SAME, [], None, author="u1")
    lend(FRANK, [fk1], CB_WRAP, SAME, JDP)

    su1 = (U, "Circuit Breaker pattern", "u1")
    suq = "Implement circuit breaker pattern when upstreams fail."
    rec(SUSHI, [su1], suq, True, "ellipsis", ["upstreams"], "Implement the circuit breaker pattern in sushi-gateway for when its upstreams fail.", author="u1")
    rec(SUSHI, [su1, (U, suq, "u1")], "System admin should be able to close back the circuit once it is fixed.", True, "pronoun", ["the circuit", "it"], "A sushi-gateway system admin should be able to close the circuit breaker's circuit again once the failing upstream is fixed.", author="u1")
    lend(SUSHI, [su1], CB_DESIGN, SAME, NETCOMPOSE)

    ax1 = (U, "Missing Circuit Breaker Patterns", "u1")
    axq = "**Severity:** Low\n**Affected Services:** All with service-to-service calls\n\n**Problem:**\nNo resilience patterns specified for cascading failures."
    rec(AGENTX, [ax1], axq, True, "ellipsis", [], "agent-exchange specifies no circuit breakers or other resilience patterns against cascading failures in its service-to-service calls (severity low).", author="u1")
    rec(AGENTX, [ax1, (U, axq, "u1")], "Implemented in feat/aca branch.\n\nCircuit breaker pattern added via sony/gobreaker in shared HTTP client (`src/internal/httpclient/client.go`):\n- 5 consecutive failures trip the breaker\n- 10s open duration before half-open", True, "ellipsis", ["the breaker"], "agent-exchange's circuit breaker is implemented in the feat/aca branch via sony/gobreaker in the shared HTTP client: 5 consecutive failures trip it, and it stays open 10s before half-open.", author="u2")

    nw1 = (U, "Add CircuitBreaker", "u1")
    rec(NETCOMPOSE, [nw1], CB_DESIGN, False, SAME, [], None, author="u1")
    rec(NETCOMPOSE, [nw1, (U, CB_DESIGN, "u1")], "It is particularly relevant in distributed systems and microservices architectures.", True, "pronoun", ["It"], "The circuit breaker design pattern is particularly relevant in distributed systems and microservices architectures.", author="u1")
    lend(NETCOMPOSE, [nw1], CB_WRAP, SAME, JDP)

    sn1 = (U, "Implement circuit breaker pattern", "u1")
    rec(SYNARCHY, [sn1], "Add a circuit breaker to prevent cascading failures when downstream dependencies are unhealthy.", True, "ellipsis", ["downstream dependencies"], "Add a circuit breaker to synarchy-core to prevent cascading failures when its downstream dependencies are unhealthy.", author="u1")
    lend(SYNARCHY, [sn1], CB_DESIGN, SAME, NETCOMPOSE)

    jd1 = (U, "Circuit Breaker pattern", "u1")
    jd2 = (U, "http://martinfowler.com/bliki/CircuitBreaker.html\n\nThe basic idea behind the circuit breaker is very simple.", "u1")
    rec(JDP, [jd1, jd2], CB_WRAP, False, SAME, [], None, author="u1")
    jd3 = (U, "The basic idea behind the circuit breaker is very simple. " + CB_WRAP + " " + CB_TRIPS, "u1")
    jdq = "From the implementation, CircuitBreaker-State Pattern is a great pattern\ncompound to use for our implementation. The state pattern is to map\ndifferent state of the CircuitBreaker.  I love this pattern."
    rec(JDP, [jd1, jd3], jdq, True, "ellipsis", ["the implementation", "our implementation"], "From the jrugged implementation, combining the Circuit Breaker with the State pattern is a great choice for java-design-patterns' Circuit Breaker implementation: the State pattern maps the Circuit Breaker's states.", author="u2")
    rec(JDP, [jd1, jd3, (A, jdq, "u2")], "@geniusgeek Yes we used this pattern for years in production but didnt know its name.", True, "pronoun", ["this pattern", "its name"], "@geniusgeek Yes, we used the Circuit Breaker pattern for years in production but didn't know its name.", author="u1")

    df1 = (U, "Implement circuit breaker pattern on all delegator calls", "u1")
    rec(DRILLFLOW, [df1], "Any time a Valve calls and external element, we need to protect that call with a circuit breaker.", True, "ellipsis", ["a Valve"], "Any time a Drillflow Valve calls an external element, Drillflow needs to protect that call with a circuit breaker.", author="u1")
    lend(DRILLFLOW, [df1], CB_RATE, SAME, FRANK)

    # ---- optimistic locking with a version column ----
    to1 = (U, "Version-Based Optimistic Concurrency Control", "u1")
    to2 = (U, "I just saw you have implemented a @VersionColumn, not sure in what version of typeOrm, but it is new for me.\n  I had manually implemented such feature in my framework, but I always check the database version with the entity to update version to ensure changes are not override, a known strategy for concurrency control (I used to use with JPA).\n  My question is if you have plans to implement such concurrency strategy based on version field, or I'm  missing something and maybe it has been implemented already?", "u1")
    toq = "it does already work if you use `@VersionColumn` or `@UpdateDateColumn`. Query builder has setLock](http://typeorm.io/#/select-query-builder/set-locking) method to work with version."
    rec(TYPEORM, [to1, to2], toq, True, "pronoun", ["it"], "TypeORM's version-based optimistic concurrency control already works if you use `@VersionColumn` or `@UpdateDateColumn`; the query builder's setLock method works with the version.", author="u2")
    rec(TYPEORM, [to1, to2, (A, toq, "u2")], "Thank you!", True, "ellipsis", [], "Thank you for explaining TypeORM's version-based optimistic concurrency control with `@VersionColumn` and setLock!", author="u1")
    lend(TYPEORM, [to1], O_EACH, SAME, FASTCRUD)

    ys1 = (U, "Support optimistic concurrency", "u1")
    rec(YESSQL, [ys1], "Add a `version` column to document tables so that we can optionally check the version when writing documents.", True, "ellipsis", ["document tables"], "Add a `version` column to YesSql's document tables so that YesSql can optionally check the version when writing documents (optimistic concurrency).", author="u1")
    lend(YESSQL, [ys1], O_FAILS, SELF, COSMIC)

    cl1 = (U, "add optimistic lock", "u1")
    rec(CLAILS, [cl1], "close: #41 \n\n- create column for version (type :integer)\n- define model with version column\n- use update", True, "ellipsis", [], "clails' optimistic lock (closes #41): create an integer version column, define the model with the version column, and use update.", author="u1")
    lend(CLAILS, [cl1], O_EACH, SAME, FASTCRUD)

    vx1 = (U, "feat(orm): add explicit optimistic locking support", "u1")
    vxq = "## Summary\n\nAdd optional optimistic concurrency control for repository updates."
    rec(VIX, [vx1], vxq, True, "ellipsis", ["repository updates"], "Add optional optimistic concurrency control for Vix ORM repository updates.", author="u1")
    rec(VIX, [vx1, (U, vxq + "\n\nApplications should be able to detect when another transaction changed a row after it was read.", "u1")], "## Current behavior\n\n`updateById()` updates a row using only its primary key.\n\nConcurrent updates can silently overwrite each other.", True, "ellipsis", ["Current behavior"], "Currently Vix ORM's `updateById()` updates a row using only its primary key, so concurrent updates can silently overwrite each other.", author="u1")

    rec(VIX, [vx1, (U, vxq, "u1")], O_ZERO, False, SAME, [], None, author="u1")

    fc1 = (U, "Optimistic concurrency (db agnostic proposal)", "u1")
    fc2 = (U, "Proposal of universal way of handling optimistic concurrency in db agnostic way", "u1")
    rec(FASTCRUD, [fc1, fc2], O_EACH, False, SAME, [], None, author="u1")
    rec(FASTCRUD, [fc1, (U, fc2[1] + "\n" + O_EACH + " Then update query should add concurrency check logic.", "u1")], "I kinda like this idea.", True, "pronoun", ["this idea"], "I kinda like the idea of a db-agnostic optimistic concurrency check in FastCrud with an auto-incremented version column.", author="u2")

    dy1 = (U, "Add optimistic locking support automatically for tables with a lock_version", "u1")
    dyq = "This adds optimistic_locking in the same vein as ActiveRecord (http://api.rubyonrails.org/classes/ActiveRecord/Locking/Optimistic.html)."
    rec(DYNAMOID, [dy1], dyq, True, "pronoun", ["This"], "This pull request adds optimistic locking to Dynamoid in the same vein as ActiveRecord (http://api.rubyonrails.org/classes/ActiveRecord/Locking/Optimistic.html).", author="u1")
    dyc = O_DYN
    rec(DYNAMOID, [dy1, (U, dyq, "u1")], dyc, False, SELF, [], None, author="u1")
    rec(DYNAMOID, [dy1, (U, dyq + " " + dyc, "u1")], "This will cause concurrent updates to a single row to raise an exception rather than silently clobber each other.", True, "pronoun", ["This"], "Dynamoid's optimistic locking with a lock_version column causes concurrent updates to a single row to raise an exception rather than silently clobber each other.", author="u1")

    cp1 = (U, "optimistic concurrency different approach", "u1")
    cp2 = (U, "I think this may be a semantics problem, but in the book, the approach that is described as optimistic concurrency is a bit different than real optimistic concurrency.", "u1")
    rec(COSMIC, [cp1, cp2], O_FAILS, False, SELF, [], None, author="u1")
    rec(COSMIC, [cp1, cp2, (U, O_FAILS, "u1")], "I think SQL Alchemy automatically provides this field for this purpose version_id_col=products.c.version_number.", True, "pronoun", ["this field", "this purpose"], "SQLAlchemy automatically provides a version number field for optimistic concurrency: version_id_col=products.c.version_number.", author="u1")
    lend(COSMIC, [cp1], O_DYN, SELF, DYNAMOID)

    pt1 = (U, "Concurrent control using version column", "u1")
    rec(PETAPOCO, [pt1], "Dear author, have you ever consider adding version column for concurrent control?\nThis will be quite nice. Thanks.", True, "ellipsis", [], "Have the PetaPoco authors considered adding a version column for concurrency control? That would be quite nice.", author="u1")
    lend(PETAPOCO, [pt1], O_FAILS, SELF, COSMIC)

    # ---- native lazy loading of images (loading="lazy") ----
    lu1 = (U, "Add `loading` attribute", "u1")
    luq = "For lazy loading https://developer.mozilla.org/en-US/docs/Web/Performance/Lazy_loading#images_and_iframes\nMDN says it's experimental but it has 75% browser support https://caniuse.com/loading-lazy-attr"
    rec(LUCID, [lu1], luq, True, "ellipsis", ["it"], "Lucid should add the HTML `loading` attribute for lazy loading images and iframes; MDN says it's experimental but it has 75% browser support (https://caniuse.com/loading-lazy-attr).", author="u1")

    am1 = (U, "Lazy load images in docs", "u1")
    amq = "Improves #751  \nThis uses `loading=\"lazy\"` native attribute as described here: https://web.dev/browser-level-image-lazy-loading/"
    rec(AMMONITE, [am1], amq, True, "pronoun", ["This"], "Lazy loading the images in Ammonite's docs uses the native `loading=\"lazy\"` attribute, as described at https://web.dev/browser-level-image-lazy-loading/ (improves #751).", author="u1")
    rec(AMMONITE, [am1, (U, amq, "u1")], "Thanks!", True, "ellipsis", [], "Thanks for lazy loading the images in Ammonite's docs!", author="u2")

    ng1 = (U, "Respect native lazy loading attribute", "u1")
    ngq = "Respect the native lazy loading attribute of an image tag and use the setting as a fallback"
    rec(NEXTGEN, [ng1], ngq, True, "ellipsis", ["the setting"], "Yireo_NextGenImages should respect the native lazy loading attribute of an image tag and use its lazy loading setting only as a fallback.", author="u1")
    rec(NEXTGEN, [ng1, (U, ngq, "u1")], "Many thanks. A simple fix yet really important. Nice to see that this was possible with a one-liner. The fix is now included in version 0.3.2. Thanks again!", True, "ellipsis", ["A simple fix", "this", "The fix"], "Many thanks: respecting the native lazy loading attribute is a simple yet important fix, possible with a one-liner, and included in Yireo_NextGenImages 0.3.2.", author="u2")

    # ---- stale bots (further threads) ----
    ps1 = (U, "Stale-bot closing issues which should remain open", "u1")
    rec(PROBOTSTALE, [ps1], "Can I prevent this somehow?", True, "pronoun", ["this"], "Can I prevent the stale bot from closing issues which should remain open?", author="u1")
    ps2 = (U, "Can I prevent this somehow?\n\n" + ST_NOANSWER, "u1")
    rec(PROBOTSTALE, [ps1, ps2], "Agreed. See, for example, https://github.com/goharbor/harbor/issues/14274. The GitHub actions equivlant (https://github.com/actions/stale) also does this.", True, "pronoun", ["this"], "Agreed that stale bots close issues only because the maintainer has not answered; see https://github.com/goharbor/harbor/issues/14274. The GitHub Actions equivalent (https://github.com/actions/stale) also does this.", author="u2")
    rec(PROBOTSTALE, [ps1, (U, "Can I prevent this somehow?", "u1")], ST_NOANSWER, False, SAME, [], None, author="u1")

    nu1 = (U, "Stale bot is closing issues inappropriately", "u1")
    rec(NUGETDOCS, [nu1], ST_NORESP, False, SAME, [], None, author="u1")
    rec(NUGETDOCS, [nu1, (U, ST_NORESP, "u1")], "They should definitely not getting close without a warning.", True, "pronoun", ["They"], "Issues whose author got no response yet should definitely not be closed by stale bots without a warning.", author="u1")
    rec(NUGETDOCS, [nu1, (U, ST_NORESP + " They should definitely not getting close without a warning.", "u1")], ST_DETRIMENTAL, False, SAME, [], None, author="u1")

    rb1 = (U, "Please get rid of stalebot", "u1")
    rbq = "It's incredibly frustrating to constantly have to bump tickets and reopen duplicates because stalebot is buggy/overly aggressive."
    rec(RAMBOX, [rb1], rbq, True, "ellipsis", ["stalebot"], "It's incredibly frustrating to constantly bump Rambox tickets and reopen duplicates because Rambox's stalebot is buggy/overly aggressive.", author="u1")
    rec(RAMBOX, [rb1, (U, rbq, "u1")], "Stalebot from now will only work with issues with the label \"more-information-needed\".", True, "ellipsis", ["Stalebot"], "From now on Rambox's stalebot will only act on issues with the label \"more-information-needed\".", author="u2")
    lend(RAMBOX, [rb1], ST_NORESP, SAME, NUGETDOCS)

    ec1 = (U, "bot marks issues as stale without notifying the author beforehand", "u1")
    rec(ESLCOMMENTS, [ec1], ST_DISLIKE, False, SELF, [], None, author="u1")
    ec2 = (U, ST_DISLIKE + " but if you feel it's necessary, i think it should first comment informing the author that the issue will be closed when it's first marked as stale.", "u1")
    ecq = "Agreed, and I think #136 should be reopened as it's still an issue and I still care about it (despite that I'm not the one who reported it)."
    rec(ESLCOMMENTS, [ec1, ec2], ecq, True, "ellipsis", ["Agreed"], "Agreed that eslint-plugin-eslint-comments' stale bot should first comment to warn the author; #136 should be reopened, as it's still an issue I care about.", author="u2")
    rec(ESLCOMMENTS, [ec1, ec2, (A, ecq, "u2")], "For quick reference: Here are all issues that were closed as stale: https://github.com/eslint-community/eslint-plugin-eslint-comments/issues?q=is%3Aissue+sort%3Aupdated-desc+is%3Aclosed+label%3AStale", True, "ellipsis", [], "For quick reference, here are all eslint-plugin-eslint-comments issues the stale bot closed as stale: https://github.com/eslint-community/eslint-plugin-eslint-comments/issues?q=is%3Aissue+sort%3Aupdated-desc+is%3Aclosed+label%3AStale", author="u3")
    lend(NEARCORE, [nc1], ST_DISLIKE, SELF, ESLCOMMENTS)
    lend(CAREFE, [cf1], ST_NOANSWER, SAME, PROBOTSTALE)
    lend(MODIN, [mo1], ST_NOANSWER, SAME, PROBOTSTALE)
    lend(CLOUDGOV, [cg1], ST_DISLIKE, SELF, ESLCOMMENTS)

    # ---- further threads: CODEOWNERS ----
    kb1 = (U, "chore: Add code owners", "u1")
    kbq = "What do you think about having reviews requested automatically instead of manually?"
    rec(KEBOOLA, [kb1], kbq, True, "ellipsis", ["reviews"], "What do you think about having keboola-as-code's pull request reviews requested automatically by code owners instead of manually?", author="u1")
    kb2 = (U, kbq + "\n\n> " + C_AUTO + " Code owners are not automatically requested to review draft pull requests.", "u1")
    rec(KEBOOLA, [kb1, kb2, (A, "LGTM", "u2")], "if someone opens a PR and the tests will be ❌ . Will I be asked to review the code? 🤔", True, "ellipsis", ["the code"], "With keboola-as-code's code owners, if someone opens a pull request and its tests fail, will I as a code owner be asked to review the code?", author="u3")
    rec(KEBOOLA, [kb1, (U, kbq, "u1")], C_AUTO, False, SELF, [], None, author="u1")

    hk1 = (U, "Create CODEOWNERS", "u1")
    rec(HOKAGE, [hk1], C_DIR, False, SAME, [], None, author="u1")
    lend(HOKAGE, [hk1], C_EFFECTIVE, SAME, FS2OPEN)

    sm1 = (U, "Define CODEOWNERS Files", "u1")
    smq = "Here, we setup the `safe-protocol` team to be the code owner for all files in this repository, so PRs that are created to this repo will automatically request a review from that team."
    rec(SAFEMOD, [sm1, (U, "This PR adds a `CODEOWNERS` file. The motivation for adding this is:\n\n> " + C_AUTO, "u1")], smq, True, "pronoun", ["this repository", "this repo"], "safe-modules' CODEOWNERS makes the `safe-protocol` team the code owner of all files in safe-modules, so pull requests to safe-modules automatically request a review from that team.", author="u1")
    rec(SAFEMOD, [sm1], "This PR adds a `CODEOWNERS` file.", True, "pronoun", ["This PR"], "This pull request adds a `CODEOWNERS` file to safe-modules.", author="u1")

    gn1b = (U, "Update CODEOWNERS", "u1")
    rec(GNO, [gn1b], "- " + C_AUTO + " \n- Code owners are not automatically requested to review draft pull requests.\n- Code owners are automatically notified when a draft pull request is marked as ready for review,", False, SAME, [], None, author="u1")
    lend(GNO, [gn1b], C_EFFECTIVE, SAME, FS2OPEN)

    sc1 = (U, "Add CODEOWNERS file", "u1")
    rec(SCILLA, [sc1], "See https://help.github.com/articles/about-code-owners/\nE.g. this feature seems very useful:\n> " + C_AUTO, True, "pronoun", ["this feature"], "See https://help.github.com/articles/about-code-owners/: a CODEOWNERS file for Scilla seems very useful, as code owners are automatically requested for review when someone opens a pull request that modifies code that they own.", author="u1")

    fs1 = (U, "Add basic code owners file", "u1")
    fsq = "So I had to google what this was for, but now that I have, I see what you're trying to do and approve."
    rec(FS2OPEN, [fs1], fsq, True, "pronoun", ["this"], "I had to google what a code owners file is for, but now I see what the fs2open pull request adding a basic code owners file is trying to do, and I approve.", author="u2")
    rec(FS2OPEN, [fs1, (A, fsq + "\n\n" + C_EFFECTIVE, "u2")], "This makes sense to me.  I'll add a section for myself when it's merged too.", True, "pronoun", ["This", "it"], "A code owners file for fs2open makes sense to me; I'll add a section for myself when the pull request adding it is merged.", author="u3")
    rec(FS2OPEN, [fs1, (A, fsq, "u2")], C_EFFECTIVE, False, SAME, [], None, author="u2")

    lend(SIGNY, [sg1], C_AUTO, SELF, KEBOOLA)
    lend(REPOLINTER, [rl1], C_AUTO, SELF, KEBOOLA)

    # ---- further threads: Jest snapshot tests ----
    gu1 = (U, "Remove snapshot tests", "u1")
    guq = "As stated in the `.md` doc below:\n\nWe're opting to not use snapshots for the following reasons:"
    rec(GUARDIAN, [gu1], guq, True, "ellipsis", ["the following reasons"], "The Guardian's dotcom-rendering is opting not to use Jest snapshot tests, for the reasons in its testing doc.", author="u1")
    rec(GUARDIAN, [gu1, (U, guq, "u1")], T_IMMORTAL, False, SAME, [], None, author="u1")
    rec(GUARDIAN, [gu1, (U, guq + "\n\n- " + T_IMMORTAL, "u1")], "- Too easy to fix tests without fixing underlying bugs simplu by running `jest --u` override command.", True, "ellipsis", ["tests"], "With Jest snapshot tests it is too easy to fix failing tests without fixing the underlying bugs, simply by running the `jest --u` override command.", author="u1")

    sk1 = (U, "Interactive snapshot updates", "u1")
    rec(SKUZZLE, [sk1], "Would be cool to run snapshot tests in interactive mode so that you can decide per failed test whether you want to update the snapshot right away with the current actual result.", True, "ellipsis", ["snapshot tests"], "It would be cool to run skuzzle's snapshot-tests in interactive mode, deciding per failed test whether to update the snapshot right away with the current actual result.", author="u1")
    lend(SKUZZLE, [sk1], T_IMMORTAL, SAME, GUARDIAN)

    tp2 = (U, "Add --update (-u) flag to auto-accept snapshot changes", "u1")
    rec(TOOLPROOF, [tp2], "- Adds a `-u` / `--update` CLI flag (and `TOOLPROOF_UPDATE` env var) that automatically accepts all snapshot changes without interactive prompts, writing updated YAML files to disk inline during the test run.", True, "ellipsis", [], "This pull request adds to toolproof a `-u` / `--update` CLI flag (and `TOOLPROOF_UPDATE` env var) that automatically accepts all snapshot changes without interactive prompts, writing updated YAML files to disk during the test run.", author="u1")
    rec(TOOLPROOF, [tp2, (U, "## Motivation\n\nWhen snapshots change, toolproof currently requires either interactive terminal review (`-i`) or fails the run.", "u1")], "This makes it unusable for AI coding agents and headless CI that want to update snapshots in place.", True, "pronoun", ["This", "it"], "toolproof requiring interactive review (`-i`) or failing the run when snapshots change makes it unusable for AI coding agents and headless CI that want to update snapshots in place.", author="u1")

    sn2 = (U, "Feature Request: when update snapshot is on test should be Inconclusive/Fail", "u1")
    sn3 = (U, "I'm worried that an inexperienced Developer may commit \n[assembly: UpdateSnapshots]\nThen test would always pass.", "u1")
    rec(SNAPPER, [sn2], sn3[1], True, "ellipsis", ["test"], "I'm worried that an inexperienced developer may commit Snapper's `[assembly: UpdateSnapshots]` attribute, and then the snapshot tests would always pass.", author="u1")
    snq = T_SNAPPER
    rec(SNAPPER, [sn2, sn3], snq, False, SAME, [], None, author="u2")
    rec(SNAPPER, [sn2, sn3, (A, snq, "u2")], "ahh cool, I didn't know that CI would ignore it", True, "pronoun", ["it"], "Ahh cool, I didn't know that supported CI builds ignore Snapper V2's `[assembly: UpdateSnapshots]` attribute.", author="u1")

    eg1 = (U, "`UPDATE_SNAPSHOTS=1` updates too many snapshots", "u1")
    egq = "Ir seems `UPDATE_SNAPSHOTS=1` mistakingly updates _all_ snapshots. Instead, it should only update snapshots that are above the threshold"
    rec(EGUI, [eg1], egq, True, "ellipsis", ["the threshold"], "egui_kittest's `UPDATE_SNAPSHOTS=1` seems to mistakenly update all snapshots; it should only update snapshots above the comparison threshold.", author="u1")
    rec(EGUI, [eg1, (U, egq, "u1")], "as per https://github.com/rerun-io/rerun/pull/10778#discussion_r2273465802 I believe it updates everything that fails the broken pixel threshhold but not things that fail the per-pixel threshhold", True, "pronoun", ["it"], "As per https://github.com/rerun-io/rerun/pull/10778#discussion_r2273465802, I believe egui_kittest's `UPDATE_SNAPSHOTS=1` updates every snapshot that fails the broken-pixel threshold but not those that fail the per-pixel threshold.", author="u2")

    lend(LINODE, [ln1], T_IMMORTAL, SAME, GUARDIAN)

    # ---- further threads: bash strict mode and where set -e is ignored ----
    el3 = (U, "contrib: \"set -e\" behaves weird in subshells followed by OR. don't use.", "u1")
    rec(ELECTRUM, [el3], "We should avoid using this `(...) || ...` construct as it behaves completely un-intuitively.", True, "pronoun", ["this `(...) || ...` construct", "it"], "Electrum's contrib scripts should avoid the `(...) || ...` subshell-followed-by-OR construct, as `set -e` behaves completely unintuitively in it.", author="u1")
    lend(ELECTRUM, [el3], E_LAST, SAME, AUTOHEAL)
    lend(ELECTRUM, [el3], E_IGNORED, SAME, SHELLCHECK1484)

    so3 = (U, "localnet-sanity.sh: Ensure subshell failures are reported", "u1")
    so4 = (U, "This bash construct results in `this_should_never_run` getting run for some reason (hey bash gurus, why?!)\n```bash\n#!/usr/bin/env bash\n(\n  set -e\n  invalid_command && \\\n  this_should_never_run\n) || echo subshell fail: $?\n```", "u1")
    rec(SOLANA, [so3, so4], "`localnet-sanity.sh` was using this construct, which could cause sanity failures to go unreported.  The workaround is to add more bash to manually exit the subshell", True, "pronoun", ["this construct", "the subshell"], "Solana's `localnet-sanity.sh` was using a `( set -e ... ) || echo` subshell construct, which could let sanity failures go unreported; the workaround is more bash to exit the subshell manually.", author="u1")
    lend(SOLANA, [so3], E_AND, SAME, SANDSTORM)

    sh3 = (U, "Enhancement: `set -e` is ignored in a subshell with specific surrounding context", "u1")
    rec(SHELLCHECK1484, [sh3], E_IGNORED, False, SAME, [], None, author="u1")
    rec(SHELLCHECK1484, [sh3, (U, "See: https://unix.stackexchange.com/questions/65532/why-does-set-e-not-work-inside-subshells-with-parenthesis-followed-by-an-or\n\n> " + E_IGNORED, "u1")], "It is a really counter-intuitive behavior. Shellcheck may warn user about ignored `set -e`.", True, "pronoun", ["It"], "`set -e` being ignored in a subshell followed by `&&` or `||` is really counter-intuitive; ShellCheck could warn users about the ignored `set -e`.", author="u1")

    sh4 = (U, "Feature: warn about possibly failing pipelines when set -e is set without -o pipefail", "u1")
    rec(SHELLCHECK1022, [sh4], "I think this is a pretty common gotcha", True, "pronoun", ["this"], "I think a pipeline that can silently fail when `set -e` is set without `-o pipefail` is a pretty common gotcha.", author="u1")
    lend(SHELLCHECK1022, [sh4], E_LAST, SAME, AUTOHEAL)

    ss1 = (U, "Support different netcats", "u1")
    ssq = "If nc fails, won't the whole script quit out because of `set -e`? Or does only the function fail? But that will break your code too, won't it?"
    rec(SANDSTORM, [ss1], ssq, True, "ellipsis", ["the whole script", "the function", "your code"], "If nc fails, won't Sandstorm's whole install script quit because of `set -e`, or does only the netcat-detecting function fail? Either way, won't that break the new netcat-support code?", author="u2")
    rec(SANDSTORM, [ss1, (A, ssq, "u2")], E_AND, False, SAME, [], None, author="u3")
    rec(SANDSTORM, [ss1, (A, ssq, "u2"), (A, E_AND, "u3")], E_COND, False, SAME, [], None, author="u4")

    ah1 = (U, "Exit if right most command fails in pipe", "u1")
    rec(AUTOHEAL, [ah1], E_LAST, False, SAME, [], None, author="u1")
    rec(AUTOHEAL, [ah1, (U, E_LAST, "u1")], "This behavior is not ideal as it causes the -e option to only be able to act on the exit code of a pipeline’s last command.", True, "pronoun", ["This behavior"], "Bash looking only at a pipeline's last command's exit code is not ideal, as it makes the -e option act only on the exit code of a pipeline's last command.", author="u1")

    bs1 = (U, "'set -e' in bootbind stops it from reporting failure to find current ESP", "u1")
    bs2 = (U, "If the `grep` commands in lines 31 or 37 fail to find a string which matches the pattern, they'll exit with a non-zero code instead of silently failing; with `set -e` in place this causes bash to stop execution and thus the intended error message is never emitted.", "u1")
    rec(BOOTSYNC, [bs1, bs2], "I completely agree that `set -e` is pretty useless the way the rest of this script is written. Thanks again for your help!", True, "pronoun", ["this script"], "I completely agree that `set -e` is pretty useless the way the rest of bootsync's bootbind script is written; thanks for your help!", author="u2")
    lend(BOOTSYNC, [bs1], E_AND, SAME, SANDSTORM)


    # ---- further lends into earlier histories of the same areas ----
    lend(EXPLAINA, [ex1], S_MULTI, SAME, BIOCONDA)
    lend(DJREG, [dr1], S_MULTI, SAME, BIOCONDA)
    lend(SAPAI, [sp1], S_MOST, SELF, JASPR)
    lend(CORRIDOR, [ck], S_MOST, SELF, JASPR)
    lend(AGENTX, [ax1], CB_TRIPS, SAME, JDP)
    lend(SYNARCHY, [sn1], CB_TRIPS, SAME, JDP)
    lend(YESSQL, [ys1], O_ZERO, SAME, VIX)
    lend(CLAILS, [cl1], O_ZERO, SAME, VIX)
    lend(NEBARI, [nb1], ST_DETRIMENTAL, SAME, NUGETDOCS)
    lend(PROBOTSTALE, [ps1], ST_DETRIMENTAL, SAME, NUGETDOCS)

    # ---- merge strategies: squash, rebase or merge commits ----
    tr1 = (U, "Squash rebase merges please for easier release tracking", "u1")
    tr2 = (U, "@ron-murhammer @RoiEXLab do either of you have strong objections to using squash-rebase merge strategy by default? I'd like to ideally even make it the only merge option so we do not even need to think/worry about it, but that is perhaps a next step.", "u1")
    tr3 = (A, "No objections.", "u2")
    trq = "@DanVanAtta Not really following what you are proposing here. I believe there are 3 main PR merge options:\n1. Merge\n2. Squash & Merge\n3. Rebase\n\nThe default is Merge which I believe we all do today (though technically all 3 are available). Are you proposing 2 or 3?"
    rec(TRIPLEA2877, [tr1, tr2, tr3], trq, True, "ellipsis", ["what you are proposing here"], "@DanVanAtta Is your TripleA squash-rebase proposal for the default pull request merge option '2. Squash & Merge' or '3. Rebase' (the options being 1. Merge, 2. Squash & Merge, 3. Rebase; Merge is today's default)?", author="u3")
    trq2 = "I've been clicking 3 or 2 usually : )\n\nI propose we make the default '2. Squash and Merge' (and preferably make it the only option)"
    # "3 or 2" points at the previous turn's numbered list: a position follow-up.
    rec(TRIPLEA2877, [tr1, tr2, tr3, (A, trq, "u3")], trq2, True, "position", ["3 or 2", "the only option"], "I've usually been clicking Rebase (option 3) or Squash & Merge (option 2) for TripleA pull requests; I propose making Squash and Merge the default (and preferably the only) merge option.", author="u1")
    lend(TRIPLEA2877, [tr1], S_REBASE, SAME, FRAY)

    pw1 = (U, "Use gftools-builder2 to build", "u1")
    pwq = "Hi @simoncozens , sorry but no experience here in such a big project : (\nWhich of the three merge options would you recommend ? (Create merge commit, squash and merge or merge and rebase)"
    rec(PLAYWRITE, [pw1], pwq, True, "ellipsis", ["the three merge options"], "@simoncozens which GitHub merge option would you recommend for the Playwrite pull request switching to gftools-builder2: create a merge commit, squash and merge, or rebase and merge?", author="u2")
    pwa = "I would personally use rebase and merge - that will add them to the list of commits in a single line, just as if we had committed all of these things onto the main branch, instead of \"branching\" off and then coming back. " + S_LOSE + " Merge commit is OK but the history is a bit less clear."
    rec(PLAYWRITE, [pw1, (A, pwq, "u2")], pwa, True, "pronoun", ["them", "all of these things"], "For the Playwrite gftools-builder2 pull request I would use rebase and merge, which adds its commits to the main branch in a single line as if committed there directly; squashing loses history, and a merge commit is OK but leaves the history less clear.", author="u1")
    lend(PLAYWRITE, [pw1], S_REBASE, SAME, FRAY)

    fy1 = (U, "Disable merge & squash in repo settings", "u1")
    fyq = S_REBASE + " Consider disabling merge and squash in the repository settings based on personal opinion 👍"
    rec(FRAY, [fy1], S_REBASE, False, SAME, [], None, author="u1")
    rec(FRAY, [fy1, (U, fyq, "u1")], "I'm fine with that. Just changed it.", True, "pronoun", ["that", "it"], "I'm fine with disabling merge and squash in FRAY's repository settings; I just changed the setting.", author="u2")
    lend(FRAY, [fy1], S_LOSE, SELF, PLAYWRITE)

    rd1 = (U, "GH-2011 back to merge-commits as our preferred strategy", "u1")
    rdq = "I briefly thought about also adding rebase again as a merge option, and while I would personally like it, I think in the end we're better off just keeping it simple, and doing everything using merge-commits."
    rec(RDF4J, [rd1], rdq, True, "ellipsis", ["again"], "I briefly thought about also re-adding rebase as an RDF4J pull request merge option; I would like it, but RDF4J is better off keeping it simple and doing everything with merge commits.", author="u1")
    rec(RDF4J, [rd1, (U, rdq, "u1")], "It's fine with me.", True, "pronoun", ["It"], "Going back to merge commits as RDF4J's only pull request merge strategy is fine with me.", author="u2")
    lend(RDF4J, [rd1], S_LOSE, SELF, PLAYWRITE)

    mb1 = (U, "Make Rule of Merging Pull Request", "u1")
    mb2 = (U, "What do you think about possible actions provided by \"Merge button\"? https://help.github.com/articles/about-merge-methods-on-github/", "u1")
    mbq = "@sergefdrv I like the default Merge pull request option. Other options, squashing and rebasing change the well-arranged commit history (including the hash) in a pull request."
    rec(MINBFT, [mb1, mb2], mbq, True, "ellipsis", ["Other options"], "@sergefdrv For MinBFT I like GitHub's default 'Merge pull request' option; squashing and rebasing change a pull request's well-arranged commit history (including the hashes).", author="u2")
    rec(MINBFT, [mb1, mb2, (A, mbq, "u2")], "@ynamiki Sorry, I used \"Rebase and merge\" to merge #14. I mistakenly thought it will rebase the topic branch on top of the the master and then merge with `--no-ff` option.", True, "pronoun", ["it"], "@ynamiki Sorry, I used \"Rebase and merge\" to merge MinBFT #14; I mistakenly thought GitHub's Rebase and merge rebases the topic branch onto master and then merges with `--no-ff`.", author="u1")

    dm1 = (U, "Merge Worktree - Rebase + Squash Explicit Options", "u1")
    dm2 = (U, "Current Behavior:\nWhen I \"Merge Worktree\", I see it says \"Merge <branch> into <destination_branch>\"", "u1")
    rec(DMUX, [dm1, dm2], "This makes me hesitant to merge given I am unclear if this will create a merge commit or not, when I want to explicitly rebase or squash given my org / personal preferences.", True, "pronoun", ["This", "this"], "dmux's \"Merge Worktree\" saying only \"Merge <branch> into <destination_branch>\" makes me hesitant to merge, as I can't tell whether it creates a merge commit when I want to explicitly rebase or squash.", author="u1")
    rec(DMUX, [dm1, (U, "Potential New Behavior:\n- Selectable options to rebase, squash, or merge\n- configurable default to set a specific option", "u1")], "Will accept a PR for that!", True, "pronoun", ["that"], "Will accept a pull request adding selectable rebase, squash or merge options (with a configurable default) to dmux's Merge Worktree!", author="u2")

    # ---- Conventional Commits (further) ----
    eb1 = (U, "chore: switch to conventional commits", "u1")
    rec(ENDB, [eb1, (U, "## What is Conventional Commits", "u1")], CC_SPEC, False, SAME, [], None, author="u1")
    rec(ENDB, [eb1, (U, "## What is Conventional Commits\n\n" + CC_SPEC, "u1")], "It provides an easy set of rules for creating an explicit commit history; which makes it easier to write automated tools on top of.", True, "pronoun", ["It"], "The Conventional Commits specification provides an easy set of rules for creating an explicit commit history, which makes it easier to write automated tools on top of.", author="u1")

    mi1 = (U, "Adoption of Conventional Commits", "u1")
    miq = "https://www.conventionalcommits.org/en/v1.0.0-beta.3/\n\nI think this would be a nice thing to adopt."
    rec(MEMEINV, [mi1], miq, True, "pronoun", ["this"], "I think adopting Conventional Commits (https://www.conventionalcommits.org/en/v1.0.0-beta.3/) would be a nice thing for memeinvestor_bot.", author="u1")
    rec(MEMEINV, [mi1, (U, miq, "u1")], "Hmm, interesting! Yeah, we have to make our commits more meaningful for outside contributors. Can you list the advantages of adopting this system?", True, "pronoun", ["this system"], "Can you list the advantages of adopting Conventional Commits for memeinvestor_bot? We have to make our commits more meaningful for outside contributors.", author="u2")
    lend(MEMEINV, [mi1], CC_SPEC, SAME, ENDB)

    lend(COOKIENINJA, [ck1], CC_SPEC, SAME, ENDB)

    # ---- more lends into earlier histories of the same areas ----
    lend(SUSHI, [su1], CB_RATE, SAME, FRANK)
    lend(PETAPOCO, [pt1], O_DYN, SELF, DYNAMOID)
    lend(CLOUDGOV, [cg1], ST_NORESP, SAME, NUGETDOCS)
    lend(SPOON, [so1], E_IGNORED, SAME, SHELLCHECK1484)
    lend(TOOLPROOF, [tp2], T_SNAPPER, SAME, SNAPPER)
    lend(EGUI, [eg1], T_SNAPPER, SAME, SNAPPER)
    lend(MDRIP, [md1], E_COND, SAME, SANDSTORM)
    lend(GITNATIVE, [gn1], E_COND, SAME, SANDSTORM)
    lend(SAFEMOD, [sm1], C_DIR, SAME, HOKAGE)
    lend(SCILLA, [sc1], C_DIR, SAME, HOKAGE)
    lend(JEMALLOC, [jm1], B_USE, SAME, MARLIN)
    lend(TRIPLEA, [tp1], B_USE, SAME, MARLIN)

    # ---- further threads: lazy loading of hero images ----
    nc2 = (U, "NCIDS Hero should not be lazy loaded", "u1")
    ncq2 = "### Issue description\n> **ESTIMATE** TBD\n\nThe NCIDS Hero images are currently marked to lazy load."
    rec(NCIDS, [nc2], ncq2, True, "ellipsis", [], "The NCIDS Hero images on cgov-digital-platform are currently marked to lazy load.", author="u1")
    rec(NCIDS, [nc2, (U, ncq2, "u1")], "The hero ends up being the Largest Contentful Paint (LCP) above the fold, and Googe warns to never lazy-load the LCP. On ACSF-test this can have a 8point difference for mobile scores.", True, "ellipsis", ["The hero", "this"], "The NCIDS Hero ends up being cgov-digital-platform's Largest Contentful Paint (LCP) above the fold, and Google warns never to lazy-load the LCP element; on ACSF-test lazy loading it can cost 8 points of mobile score.", author="u1")


    # ---- further threads: squashing commits ----
    hg1 = (U, "V2.0", "u1")
    hg2 = (A, "You cherry-picked again? :)", "u2")
    hgq = "I used the squash commit ability. This is nice, if we want every commit to be a tag in the branch and it does not hurt."
    rec(HANGING, [hg1, hg2], hgq, True, "pronoun", ["This", "it"], "For hanging_threads' V2.0 pull request I used GitHub's squash commit ability, which is nice if every commit on the branch should be a tag, and it does no harm.", author="u1")
    rec(HANGING, [hg1, hg2, (U, hgq, "u1")], S_DOESREBASE, False, SELF, [], None, author="u2")

    be1 = (U, "vreg $36", "u1")
    be2 = (U, "Fixes #42.", "u1")
    beq = "The second and third commits are effectively fixups for the first; please squash them into it."
    # "The second and third commits" and "the first" point at the pull request's commits: a position follow-up.
    rec(BASICENGINE, [be1, be2], beq, True, "position", ["The second and third commits", "the first", "them", "it"], "The second and third commits of the basicengine-firmware \"vreg $36\" pull request are effectively fixups for its first commit; please squash them into the first commit.", author="u2")
    lend(BASICENGINE, [be1], S_DOESREBASE, SELF, HANGING)

    vg1 = (U, "If you squash this I will kill you IRL", "u1")
    vgq = "### DON'T USE MERGE & SQUASH FOR WHAT IS ESSENTIALLY A REBASE"
    rec(VGSTATION, [vg1], vgq, True, "ellipsis", [], "Don't use merge & squash for the vgstation13 pull request, which is essentially a rebase.", author="u1")
    lend(VGSTATION, [vg1], S_DOESREBASE, SELF, HANGING)

    # ---- further threads: pipefail ----
    mc1 = (U, "Fix \"set pipefail\" syntax", "u1")
    rec(MINICONDA, [mc1], E_MUSTO, False, SAME, [], None, author="u1")
    mcq = "Thanks!\n\nSo what was happening?"
    rec(MINICONDA, [mc1, (U, E_MUSTO + " No error occurs at the moment because `set` assigns all the extra arguments to $1, $2, etc.", "u1")], mcq, True, "ellipsis", ["what was happening"], "Thanks! What was happening with setup-miniconda's `set -e pipefail` line?", author="u2")
    rec(MINICONDA, [mc1, (U, E_MUSTO, "u1"), (A, mcq, "u2")], "The intention of `set -eo pipefail` is to let things like `non-existing-command | cat` fail. With `set -e pipefail`, it does not fail.", False, SELF, [], None, author="u1")

    bb1 = (U, "fix: Fix flag ordering in `set` calls in scripts", "u1")
    bb2 = (U, "The README for scripts has an incorrect use of the `set`. Where it says to use:\n\n\tset -oue pipefail\n\nit should be:\n\n\tset -euo pipefail\n\nsince `pipefail` is an option consumed by `set -o`.", "u1")
    rec(BLUEBUILD, [bb1, bb2], "Hmm, it's been like this for a long time, and it was someone other than me (I'm not a native speaker of bash) that brought this in. I'll merge anyways.", True, "pronoun", ["it", "this"], "blue-build modules' `set -oue pipefail` flag ordering has been wrong for a long time and someone else introduced it; I'll merge the fix to `set -euo pipefail` anyway.", author="u2")
    lend(BLUEBUILD, [bb1], E_MUSTO, SAME, MINICONDA)

    wn1 = (U, "typo in ljspeech/sd/run.sh", "u1")
    wnq = "91 # stop when error occurred\n92 set -euo pipfail\n\nshould be 'pipefail' shouldn't it?"
    rec(WAVENET, [wn1], wnq, True, "ellipsis", [], "In PytorchWaveNetVocoder's ljspeech/sd/run.sh, line 92 reads `set -euo pipfail`; shouldn't it be 'pipefail'?", author="u1")
    rec(WAVENET, [wn1, (U, wnq, "u1")], "Thanks! I fixed!", True, "ellipsis", [], "Thanks! I fixed the `pipfail` typo in PytorchWaveNetVocoder's ljspeech/sd/run.sh.", author="u2")
    lend(WAVENET, [wn1], E_MUSTO, SAME, MINICONDA)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- water-quality probes: pH and EC/TDS calibration ----
    gp1 = (U, "ph value deviation. Hi, totally just \"pinging\" to make sure I'm not doing anything wrong.\n\nI was trying to get a DFRobot Pro PH v2 to work with this but somehow, while it does work, the values reported after calibration (I tried 7 first and than 4 and vice-versa) are always kinda low, even with the same solutions used for calibration. For example, right now i'm reading ~3.80 for the 4.0 solution and 6.80 for the 7.00 solution.", "u1")
    gpq = "Did I do something wrong or should I use the ADC version? \nWould it help to do a 3 point calibration (I do have a 9ph solution)?"
    rec(P2_GPPH11, [gp1], gpq, True, "ellipsis", ["the ADC version"], "My DFRobot Pro pH v2 probe reads low after calibration with DFRobot_ESP_PH_BY_GREENPONIK (~3.80 in the pH 4.0 solution, 6.80 in the pH 7.00 solution): did I do something wrong, or should I use the library's ADC version? Would a 3-point calibration with a pH 9 solution help?", author="u1")
    gpa = "Hi @r3pek,\n\nDid you try to work with the same reference?\n\n```using Gravity: Analog pH Sensor / Meter Kit V2, SKU:SEN0161-V2```\n\nare you sure you pH probe is clean and not used?"
    rec(P2_GPPH11, [gp1, (U, gpq, "u1")], gpa, True, "ellipsis", ["the same reference", "you pH probe"], "Did you try DFRobot_ESP_PH_BY_GREENPONIK with the hardware it was written for, the Gravity Analog pH Sensor / Meter Kit V2 (SKU:SEN0161-V2)? Are you sure your DFRobot Pro pH v2 probe is clean and not used?", author="u2")
    lend(P2_GPPH11, [gp1], P2_W_FOULED, SAME, P2_BIOMAKER)

    ad1 = (U, "Unable to calibrate the probe. I am testing your firmware, but it is impossible to calibrate.\nWhen I insert the probe in the solution of ph 4.0 I have this error >>> Buffer Solution Error Try Again <<<\nDevices used:\n\n1 ads1115\n1 esp32\n1 dfrobot phmeter (https://www.dfrobot.com/product-1668.html)\n\nDo you have an idea about the problem?", "u1")
    ada = "Hi @Bighoneypot \nAs it wrote on main page the lib only works with \nusing Gravity: Analog pH Sensor / Meter Kit V2, SKU:SEN0161-V2 + ADC ADS1115\n\nDue to the voltage range of your pH sensor i can say the problem i the voltage range of the signal returned by the circuit."
    rec(P2_GPADC3, [ad1], ada, True, "ellipsis", ["the lib", "your pH sensor", "the problem"], "DFRobot_ESP_PH_WITH_ADC only works with the Gravity Analog pH Sensor / Meter Kit V2 (SKU:SEN0161-V2) plus an ADS1115 ADC; the 'Buffer Solution Error' when calibrating a DFRobot product-1668 pH meter in pH 4.0 solution comes from the voltage range of the signal that meter's circuit returns.", author="u2")
    adq = "Thank you @MkLHX  for your answer.\nNow I have this :\n\nPh have a good calibration for 4.0"
    ad2 = (A, "This is a linear signal you can change voltage for pH 4.0 and voltage for pH 7.0 in the header and test if that work.\n\nI can't help you because i haven't this sensor and circuit.", "u2")
    rec(P2_GPADC3, [ad1, (A, ada, "u2"), ad2], adq, True, "ellipsis", ["your answer"], "Thank you @MkLHX: after changing the pH 4.0 and pH 7.0 voltages in the DFRobot_ESP_PH_WITH_ADC header, my DFRobot product-1668 pH meter now calibrates well at pH 4.0.", author="u1")
    lend(P2_GPADC3, [ad1], P2_W_EZO, SAME, P2_TANK436)

    ec1 = (U, "Can Not Calibrate next to 2 month in use ADC converter used. Can Not Calibrate Please Help it is in solution 12.88 for now and shows 9.5 and can not be calibrated \n\nlast two month was all good and now I don't can recalibrate", "u1")
    lend(P2_GPEC4, [ec1], P2_W_ATLAS, SAME, P2_CTDIZZLE)
    lend(P2_GPEC4, [ec1], P2_W_FOULED, SAME, P2_BIOMAKER)

    e21 = (U, "wrong ec value. Dear,\nI just try use esp32 with tds sensor with original code,  and esp8266  (12e) with modified version show similar result.\n\nthis is when the probe not in the water:\n21:02:27.054 -> voltage:265.0000\n21:02:27.054 -> temperature:25.0^C\n21:02:27.054 -> >>>rawEC: 1.6159, ecValue: 412.0427<<<\n\nthis result when the probe in the nutrition water  (1226ppm or 2.45ms)\n\n21:04:36.184 -> voltage:1878.0000\n21:04:36.184 -> temperature:25.0^C\n21:04:36.184 -> >>>rawEC: 11.4512, ecValue: 2920.0610<<<", "u1")
    rec(P2_GPEC2, [e21], "the voltage from analog read seem way too high", True, "ellipsis", ["the voltage from analog read"], "With DFRobot_ESP_EC_BY_GREENPONIK on an ESP32 and an ESP8266, the TDS sensor's analog-read voltage (265 mV out of water, 1878 mV in 2.45 mS nutrient water) seems way too high.", author="u1")
    e2a = "Hi @sakirun,\n\nThis lib does not work with ESP8266. And it's work only with the DFRobot kit DFR0300.\nIf you're not on this configuration i cannot help you to manage EC measurement.\n\nDid you run calibration?"
    rec(P2_GPEC2, [e21, (U, "the voltage from analog read seem way too high", "u1")], e2a, True, "pronoun", ["This lib", "this configuration"], "DFRobot_ESP_EC_BY_GREENPONIK does not work with the ESP8266 and only works with the DFRobot kit DFR0300; on another configuration its author cannot help with EC measurement. Did you run the EC calibration?", author="u2")

    tk1 = (U, "Check millivolt offset for pH calibration", "u1")
    # The opener's first sentence names the probes and all three values in full: a trap in its own thread.
    rec(P2_TANK436, [tk1], P2_W_EZO, False, SAME, [], None, author="u1")
    tk2 = (U, P2_W_EZO + " Currently we check that the first two percents are between 95% and 105%. If they aren't then we flag this as a \"bad\" calibration.", "u1")
    rec(P2_TANK436, [tk1, tk2], "We should add a check that the millivolt offset is close to zero. Ideally, Dr. Onthank will decide what upper and lower bounds should be used.", True, "ellipsis", ["the millivolt offset"], "TankController should add a check that the EZO pH probe's millivolt offset of the zero point is close to zero, besides the acidic and basic slope percentages; ideally Dr. Onthank decides the upper and lower bounds.", author="u1")

    bm1 = (U, "Automated pH measuring system", "u1")
    rec(P2_BIOMAKER, [bm1], P2_W_FOULED, False, SAME, [], None, author="u1")
    rec(P2_BIOMAKER, [bm1, (U, P2_W_FOULED, "u1")], "An automated system for quickly measuring pH and then moving the probe to a storage solution would be a useful product.", False, SAME, [], None, author="u1")
    lend(P2_BIOMAKER, [bm1], P2_W_ATLAS, SAME, P2_CTDIZZLE)

    td1 = (U, "TDS Constants. Hi! reviewing your code, i have two questions\n\nthis->ecValue=(133.42*this->voltage*this->voltage*this->voltage - 255.86*this->voltage*this->voltage + 857.39*this->voltage)*this->kValue;\n\nthis->ecValue25 = this->ecValue / (1.0+0.02*(this->temperature-25.0)); //temperature compensation\n\nthis->tdsValue = ecValue25 * TdsFactor;\n\nwhy do you use :\n\nKValue=1 What this means? \nTdsFactor=0.5 What this means ? \n\nAnd where the equation to get the ec Value comes from?", "u1")
    tda = "About the TDS factor is for doing the conversion from EC to TDS. He is using a fixed value depending on the location, usually in Europe the change is 0'6 and in EEUU is 0'5, these values are an aproximation but if you don't want very accuarate values it works fine."
    rec(P2_GRAVITYTDS, [td1], tda, True, "ellipsis", ["the TDS factor", "He", "the location"], "In DFRobot's GravityTDS code the TDS factor (0.5) converts EC to TDS: a fixed value that depends on location, usually 0.6 in Europe and 0.5 in the US, an approximation that works fine if you don't need very accurate values.", author="u2")
    lend(P2_GRAVITYTDS, [td1], P2_W_EZO, SAME, P2_TANK436)

    ct1 = (U, "No temperature compensation of electrical conductivity.", "u1")
    rec(P2_CTDIZZLE, [ct1], P2_W_ATLAS, False, SAME, [], None, author="u1")
    rec(P2_CTDIZZLE, [ct1, (U, P2_W_ATLAS, "u1")], "There is not much documentation on how this compensation is applied.", True, "pronoun", ["this compensation"], "There is not much documentation on how the Atlas Scientific EC EZO applies temperature compensation to its conductivity measurement.", author="u1")

    # ---- weather-station sensors: anemometer and rain-gauge calibration ----
    el1 = (U, "Windspeed always reads under 1. On the main panel with all of the dials, the windspeed always reads values under 1 even when the wind speeds are far over that. Not sure if this is a misconfiguration on my end or if it is a problem with the firmware.", "u1")
    elq = "Ok it went over 1 but it is still very low and that was with a massive gust of wind."
    rec(P2_ELEKTOR, [el1], elq, True, "pronoun", ["it"], "The Elektor remake weather station's windspeed went over 1, but it is still very low, even with a massive gust of wind.", author="u1")
    lend(P2_ELEKTOR, [el1], P2_A_MOST, SAME, P2_DOMOTICZ)

    ws1 = (U, "Value for kc_wind? Hello,\nThanks for sharing your code, which looks great and works well.\nHowever, I am seeing very large wind readings, far above other readings locally.   What values are you using for the kc_wind to adjust its calibration for the Davis 6410?", "u1")
    wsa = "Hi, need to put 4.7k  resistor between power and wind speed to avoid misreadings. http://cactus.io/hookups/weather/anemometer/davis/hookup-arduino-to-davis-anemometer"
    rec(P2_WINDSTATION, [ws1], wsa, True, "ellipsis", [], "With esp8266-WindStation and a Davis 6410 anemometer you need a 4.7k resistor between power and the wind-speed input to avoid misreadings (see the cactus.io Davis anemometer hookup).", author="u2")
    wsb = "I would first check if pullup resistor needed between VCC and Pin. I had the same issue with abnormal readings."
    wsc = "I don't know sharp value of kc_wind for you case. You can use any value from 1 to 999."
    rec(P2_WINDSTATION, [ws1, (A, wsa, "u2"), (A, wsb, "u2")], wsc, True, "ellipsis", ["you case"], "I don't know the exact kc_wind value for esp8266-WindStation with a Davis 6410 anemometer reading too high; you can use any value from 1 to 999.", author="u3")
    lend(P2_WINDSTATION, [ws1], P2_A_MOST, SAME, P2_DOMOTICZ)

    dz1 = (U, "Wind speed multiply", "u1")
    rec(P2_DOMOTICZ, [dz1], P2_A_MOST, False, SAME, [], None, author="u1")
    dz2 = (U, P2_A_MOST + " This PR adds a \"Multiply\" field to the weather edit screen to allow increase or decrease of reported windspeeds and its graphs. The default value is 1.", "u1")
    dza = "Thank you for the PR.\nHow do you calibrate a wind sensor ? It is not like watching the weather channel and adjusting your wind sensor to match it, as it very different on any position."
    rec(P2_DOMOTICZ, [dz1, dz2], dza, True, "pronoun", ["the PR"], "Thank you for the Domoticz wind-speed Multiply pull request. How do you calibrate a wind sensor? You cannot just watch the weather channel and adjust your wind sensor to match it, as wind is very different at every position.", author="u2")
    dzq = "The way I calibrate it is use the 4 official airfield reports (Metars) in my neighborhood (in my case EHEH, EBBL, EHVK and EDLV) . That way I get close."
    rec(P2_DOMOTICZ, [dz1, dz2, (A, dza, "u2")], dzq, True, "pronoun", ["it"], "I calibrate my wind sensor for the Domoticz Multiply field against the 4 official airfield reports (METARs) in my neighbourhood (EHEH, EBBL, EHVK and EDLV); that way I get close.", author="u1")

    eh1 = (U, "Anemometer Integration & Improvements. I see that you are actively working on this integration as well.  I used your yaml as a basis and made some improvements of my own.", "u1")
    rec(P2_ESPHOMEWS, [eh1], "It, like yours, is still a work in progress, but I do have the anemometer working.  I am working to reduce the readings and \"average\" the headings to account for the vane swinging wildly.", True, "pronoun", ["It", "yours"], "My ESPHome weather-station yaml, like mkuoppa's, is still a work in progress, but I do have the anemometer working; I am working to reduce the readings and average the headings to account for the wind vane swinging wildly.", author="u1")
    lend(P2_ESPHOMEWS, [eh1], P2_A_RATE, SELF, P2_WXSENSORS)

    ap1 = (U, "Rain Gauge convert the Bucket Tips to mm per hour. I was trying to implement it myself into the support.cfg but I have to admit I have failed...", "u1")
    apq = "Since 1 tip equals to 0.2794mm the equation should be something like:\nTotal of the tips times 0.2794mm in 3600 seconds and reset, but since I am an absolute Python I have no idea whatsoever on how to implement it..."
    rec(P2_AIRPI, [ap1], apq, True, "ellipsis", ["the equation", "it"], "Since 1 rain-gauge bucket tip equals 0.2794mm, converting AirPi's bucket tips to mm per hour should be the total of the tips times 0.2794mm over 3600 seconds, then reset; how do I implement that in Python?", author="u1")

    ms1 = (U, "Support for Hyquest TB3 0.2mm rain gauge. https://www.hyquestsolutions.com.au/products/hardware/meteorology/tb3-tipping-bucket-rain-gauge", "u1")
    rec(P2_MODSENSORS, [ms1], "This is a simple sensor with 2 reed switch outputs. \nWhen the bucket tips both reed switch contacts close. This means 0.2mm of rain has been recorded.", True, "pronoun", ["This"], "The Hyquest TB3 0.2mm tipping-bucket rain gauge is a simple sensor with 2 reed switch outputs: when the bucket tips, both reed switch contacts close, meaning 0.2mm of rain has been recorded.", author="u1")
    lend(P2_MODSENSORS, [ms1], P2_A_RATE, SELF, P2_WXSENSORS)

    wx1 = (U, "Alecto V1. Rain Gauge sends Total Rain not Rain rate values. Hi Ramon,\n\nTime now for the rain gauge. \n\nWireless Weather app does not like the rain value that is receiving from the Alecto v1 rain gauge.\n\n19:45:28.514 [alectov1] Value out of range: 219 (rainrate)", "u1")
    wxq = "Reason seems to be that the rain value provided by the gauge is actually the total rain it got since it was powered."
    rec(P2_WXSENSORS, [wx1], wxq, True, "ellipsis", ["the gauge"], "The Wireless Weather app rejects the Alecto v1 rain gauge's value because that value is actually the total rain the gauge got since it was powered, not a rain rate.", author="u1")
    wx2 = (U, wxq + "\n\nI understand the application does not do much on the rain value now. Any plan to provide a rate value? (for example rain last 24 hours).", "u1")
    rec(P2_WXSENSORS, [wx1, wx2], "Thanks, I'll change it from 'rainrate' to 'raintotal'.", True, "pronoun", ["it"], "Thanks, I'll change the Alecto v1 rain gauge's value in the Wireless Weather app from 'rainrate' to 'raintotal'.", author="u2")
    # The maintainer's next sentence names rain rates and sensors in full; "that figure" is the rain rate inside it.
    rec(P2_WXSENSORS, [wx1, wx2, (A, "Thanks, I'll change it from 'rainrate' to 'raintotal'.", "u2")], P2_A_RATE, False, SELF, [], None, author="u2")

    gw1 = (U, "Help with non-GW1000 rain gauge. Hello, thanks for all the work that went into this driver.\n\nI have a WS-80 (no rain measuring). I'm using a simple two wire tipping bucket gauge for rain measurement, and I wrote a service to capture the tips and inject them into the loop. The service is correctly capturing the number of tips, converting it to rain amount (each tip is .01 inches), and adding it to the packet.", "u1")
    rec(P2_GW1000, [gw1], "Without changing anything, a .01 per tip value passed from my service is translated into 0.00039370078740157485 per tip.", True, "ellipsis", ["my service"], "Without changing anything, the weewx GW1000 driver translates the .01 inch per tip rain value passed from my tipping-bucket service into 0.00039370078740157485 per tip.", author="u1")

    # ---- motor control: field-oriented control (FOC) ----
    pv1 = (U, "Setup motor foc. Hello, I would like to know if it is possible with your library to make a setup motor foc as in vesc tool.\nIf possible, do you have an example?\nThanks in advance,\nVincent LAMBERT.", "u1")
    pvq = "Hello Vincent, I'm also search for setup motor foc only. didn't you find any code  for that if yes means kindly help me out.\n\nThanks in advance."
    rec(P2_PYVESC25, [pv1], pvq, True, "ellipsis", ["that"], "Hello Vincent, I'm also searching for how to run VESC Tool's motor FOC setup with PyVESC; did you find any code for it? If yes, kindly help me out.", author="u2")
    pv3 = (U, "Hello RKajay,\n\nI'm an intern working with Vincent, and I've come back to the motor FOC setup with pyvesc as part of my internship project. Here's what I have so far:\n\n```python\nclass DetectApplyFOCMessage(metaclass=VESCMessage):\n    id = COMM_DETECT_APPLY_ALL_FOC\n    ...\nmy_msg = DetectApplyFOCMessage(0, 60, -25, 60, 700, 4000)\nserial.write(pyvesc.encode(my_msg))\n```", "u3")
    rec(P2_PYVESC25, [pv1, (U, pvq, "u2"), pv3], "With this setup, the motor makes some noises similar to those when using VESC Tool, but it doesn't really start spinning, and I don't know how to get feedback. The feedback I'm interested in is whether the hall sensors are detected or not.", True, "pronoun", ["this setup"], "When I send COMM_DETECT_APPLY_ALL_FOC through PyVESC, the motor makes noises similar to VESC Tool's FOC setup but doesn't really start spinning, and I don't know how to get feedback; I want to know whether the hall sensors are detected.", author="u3")
    lend(P2_PYVESC25, [pv1], P2_F_TORQUE, SAME, P2_HOVERHACK)

    pm1 = (U, "How to determine sensor_mode of foc. My goal is to create a Python script with the same functionality as the VESCTOOL setupwizardfoc. I am using the Pyvesc library to encode and decode messages for the VESC. I send the COMM_DETECT_APPLY_ALL_FOC message, the motor runs correctly, and I receive a response corresponding to the COMM_GET_MCCONF message. So far, I am following the same logic that I observed in the VESCTOOL source code.", "u1")
    pmq = "What I do not understand is the logic VESCTOOL uses to analyze the mcconf of the VESC and deduce the foc_sensor_mode."
    # Names VESC Tool, the mcconf and foc_sensor_mode in full: a trap in its own thread.
    rec(P2_PYVESC33, [pm1], pmq, False, SAME, [], None, author="u1")
    rec(P2_PYVESC33, [pm1, (U, pmq, "u1")], "In the COMM_GET_MCCONF message that I receive, there are many parameters, as you can see in the text below. However, the only parameter whose value changes depending on the Sensor mode in the FOC tab of VESCTOOL is the following:\n\n```\nfoc_duty_dowmramp_ki: 0.0 in sensorless\nfoc_duty_dowmramp_ki: 2.802596928649634e-45 in hall sensor\nfoc_duty_dowmramp_ki: 1.401298464324817e-45 in encoder\n```", True, "ellipsis", ["the text below"], "In the COMM_GET_MCCONF message the VESC sends after COMM_DETECT_APPLY_ALL_FOC, the only parameter whose value changes with the Sensor mode in VESC Tool's FOC tab is foc_duty_dowmramp_ki: 0.0 sensorless, 2.802596928649634e-45 with hall sensors, 1.401298464324817e-45 with an encoder.", author="u1")
    lend(P2_PYVESC33, [pm1], P2_F_PARAM, SAME, P2_HOVERBOT)

    bl1 = (U, "Question: Is FOC the Next Big Thing in smooth & efficient motor controls?", "u1")
    rec(P2_BLHELI, [bl1], P2_F_RIPPLE, False, SAME, [], None, author="u1")
    lend(P2_BLHELI, [bl1], P2_F_TORQUE, SAME, P2_HOVERHACK)

    fe1 = (U, "fix buck converter and related project. First of all, thanks for sharing all the information for this FOC ESC!\nI recommend anyone who is interested in this project to see VESC bldc in https://github.com/vedderb it uses DRV8302 and STM32f4. The next version of VESC firmware/hardware will have FOC.\nIts buck converter works. It is used in electronic vehicles and also useful for robotics.", "u1")
    feq = "Small suggestion: perhaps add a line in your readme to point to the VESC bldc repository, for people who are interested in an actively developed ESC with future FOC support? Then the issue can be closed."
    rec(P2_FOCESC, [fe1], feq, True, "ellipsis", ["your readme", "the issue"], "Small suggestion: perhaps add a line to the foc_esc readme pointing to the VESC bldc repository, for people interested in an actively developed ESC with future FOC support? Then the buck-converter issue can be closed.", author="u1")
    rec(P2_FOCESC, [fe1, (U, feq, "u1")], "Accepted and comment made. Are you part of that project?", True, "pronoun", ["that project"], "I accepted the suggestion and added a line to the foc_esc readme pointing to the VESC bldc repository. Are you part of the VESC project?", author="u2")
    lend(P2_FOCESC, [fe1], P2_F_PARAM, SAME, P2_HOVERBOT)

    te1 = (U, "Hall sensored based FOC", "u1")
    rec(P2_TESC, [te1], "Is it possible to do FOC with hall effect sensors?", False, SAME, [], None, author="u1")
    rec(P2_TESC, [te1, (U, "Is it possible to do FOC with hall effect sensors?", "u1")], "Have you tried anything alike and could you point me to the right direction?\n\nKind regards,\n\nDaniel Tabrizian", True, "ellipsis", ["anything alike"], "Have you tried FOC with hall effect sensors on tesc, and could you point me in the right direction?", author="u1")
    lend(P2_TESC, [te1], P2_F_RIPPLE, SAME, P2_BLHELI)

    # ---- gardening: soil-moisture probe calibration ----
    nd1 = (U, "docs(design): record the field input the soil-moisture model was waiting for. The soil-moisture model document ends with *\"What we need from the field\"*, and its revision history still said **pending**. The input arrived on 2026-08-09 and 2026-08-10 in #126 and had not been written down anywhere.", "u1")
    ndq = "The hypothesis was \"low-cost probes do not report true VWC\". The field answer is sharper: these probes are factory-calibrated against **dry air = 0%** and **submerged in water = 100%**."
    rec(P2_NEVERDRY, [nd1], ndq, True, "ellipsis", ["The hypothesis", "The field answer", "these probes"], "NeverDry's soil-moisture model assumed that low-cost probes do not report true VWC; the field input from #126 is sharper: low-cost soil-moisture probes are factory-calibrated against dry air = 0% and submerged in water = 100%.", author="u1")
    rec(P2_NEVERDRY, [nd1, (U, ndq, "u1")], P2_S_ZIGBEE, False, SAME, [], None, author="u1")
    lend(P2_NEVERDRY, [nd1], P2_S_WRONG, SELF, P2_SOMOSE)

    mo1 = (U, "SN-2: Sensor calibration constants -> moisture percentage. Convert raw ADC to 0-100% using dry/wet calibration values.", "u1")
    rec(P2_MODSOIL, [mo1], "**Acceptance criteria**\n- [ ] 0% in dry air, 100% submerged, clamped outside that range", True, "ellipsis", ["that range"], "Acceptance criteria for converting the ModularSoilMoistureSensor's raw ADC to a 0-100% moisture percentage: 0% in dry air, 100% submerged, clamped outside that range.", author="u1")
    lend(P2_MODSOIL, [mo1], P2_S_WRONG, SELF, P2_SOMOSE)

    so1 = (U, "Questionable Moisture Values. I am currently experimenting witch 2 SoMoSe Sensors (v2.2). I callibrated them (put in glass of water = 100%, in air=0%). When i put them in a very wet plant pot i see strange values. Sometimes i get a reading of about 25% - sometimes i get a reading of about 10% - none of them seem to correllate strongly to the real moisture as i can water the plant w/o noticeable change in readings.\n\nAny ideas? Electromagnetic interference? (LED light installed) \"Wrong\" soil?", "u1")
    soa = "It is more likely the calibration. " + P2_S_WRONG + "\n\nIt would be better to calibrate the sensor in dry and saturated soil. This way the dielectric properties of the soil will be taken into account during calibration."
    rec(P2_SOMOSE, [so1], soa, True, "pronoun", ["It", "the calibration", "the sensor"], "The strange SoMoSe v2.2 readings in a very wet pot more likely come from calibrating in water and air, which is wrong: calibrate the SoMoSe sensor in dry and saturated soil so that the soil's dielectric properties are taken into account.", author="u2")
    soq = "sounds reasonable as you say it.... only the factory default triggered me to use the water-air-method."
    rec(P2_SOMOSE, [so1, (A, soa, "u2")], soq, True, "pronoun", ["it", "the factory default"], "Calibrating the SoMoSe sensor in dry and saturated soil sounds reasonable; only the SoMoSe factory default made me use the water-air method.", author="u1")
    lend(P2_SOMOSE, [so1], P2_S_ZIGBEE, SAME, P2_NEVERDRY)

    fl1 = (U, "Soil moisture scalling. Would it be possible to provide some interface to scale the soil moisture to a given range?\n\nMy sensor shows 0% when in air, 100% when plant is fully watered, but when the plan soil is very dry (depends on the soil type) it shows like 60 or 80.", "u1")
    rec(P2_FLOWER, [fl1], "no plans for implementing this, contributions are always welcome", True, "pronoun", ["this"], "There are no plans to add an interface to scale the diyruz flower sensor's soil moisture to a given range; contributions are always welcome.", author="u2")

    se1 = (U, "No temperature compensation of the EC. According to the code, the soil_ec value remains the same regardless of the temperature. According to the Teros 12 manual, the soil_ec is temperature corrected using:\n\nsoil_ec = soil_ec/(1.0f+0.019f*(soil_temp-25.0f));", "u1")
    seq = "Is there any reason why you have not performed a temperature correction of the read EC?"
    rec(P2_SOILEC, [se1], seq, True, "ellipsis", ["the read EC"], "Is there any reason why kromadg's soil-sensor code does not temperature-correct the soil EC it reads, as the Teros 12 manual does?", author="u1")
    sea = "Hey Daniel!\n\nThanks for the review.\n\nThere's a temperature compensation in [soil_pore_permittivity calculation](https://github.com/kromadg/soil-sensor/blob/main/soil_sensor.ino#L66), as in Hilhorst 2000 paper."
    rec(P2_SOILEC, [se1, (U, seq, "u1")], sea, True, "ellipsis", ["the review"], "kromadg's soil-sensor has a temperature compensation in its soil_pore_permittivity calculation, as in the Hilhorst 2000 paper.", author="u2")
    lend(P2_SOILEC, [se1], P2_S_ZIGBEE, SAME, P2_NEVERDRY)

    # ---- EEG and electrophysiology: mains noise ----
    od1 = (U, "Update minimizing noise documentation. Closes #82", "u1")
    lend(P2_OBDOC154, [od1], P2_E_DC, SELF, P2_BRAINBAY)

    o81 = (U, "Update GUI Troubleshooting and Minimizing Noise Docs. Can we combine feedback with the common causes of noisy data below and add the cumulative list of suggestions to relevant troubleshooting sections in the Docs:\n\nbattery low\ndongle too close to computer\nbluetooth noise in the room\nincorrect electrode connections", "u1")
    rec(P2_OBDOC82, [o81], "This ticket would add just a little more data and cleanup: https://docs.openbci.com/Troubleshooting/minimizingNoise/", True, "pronoun", ["This ticket"], "The OpenBCI docs ticket on combining customer feedback with the common causes of noisy data would add just a little more data and cleanup to https://docs.openbci.com/Troubleshooting/minimizingNoise/", author="u1")
    lend(P2_OBDOC82, [o81], P2_E_DC, SELF, P2_BRAINBAY)

    gu1 = (U, "Cyton Board: Rhythmic Spikes on EEG signal while acquiring two occipital channels. Hi,\nI'm trying to acquire ECG (Einthoven triangle) and EEG (from O1 and O2 locations) signals with the cyton board. I'm using gold electrodes with conductive paste for EEG and regular Ag/Cl for ECG. I can observe correct alpha rhythms and correct ECG waveform.", "u1")
    rec(P2_OBGUI, [gu1], "The problem is I see regular spikes on both EEG traces, and I initially assumed them to be ECG artifacts. They are, however, not always in sync with ECG so I'm not sure about their nature.", True, "ellipsis", ["both EEG traces"], "Recording ECG and two occipital EEG channels (O1, O2) with an OpenBCI Cyton board, I see regular spikes on both EEG traces; I assumed they were ECG artifacts, but they are not always in sync with the ECG, so I'm not sure what they are.", author="u1")
    lend(P2_OBGUI, [gu1], P2_E_NO60, SAME, P2_CLOUDBRAIN)

    ex1 = (U, "The SSVEP data collected on openbci can not detect the peak value of 20Hz. Does the ssevp data collected by openbci and muse have the same effect", "u1")
    rec(P2_EEGEXPY, [ex1], "@znnnnn1 it does in theory but depending on your setup, the OpenBCI device might have a noisier signal. Can you share the results you received?", True, "pronoun", ["it", "your setup"], "SSVEP data collected with OpenBCI and with Muse should have the same effect in theory, but depending on the setup the OpenBCI device might have a noisier signal. Can you share the results you received?", author="u2")
    lend(P2_EEGEXPY, [ex1], P2_E_MOVE, SELF, P2_OBDOC154)

    cb1 = (U, "No 60 Hz line filter on the OpenBCI 32 Bit board.", "u1")
    rec(P2_CLOUDBRAIN, [cb1], P2_E_NO60, False, SAME, [], None, author="u1")
    rec(P2_CLOUDBRAIN, [cb1, (U, P2_E_NO60, "u1")], "This code is misleading because the filter will not have an effect.", True, "pronoun", ["This code", "the filter"], "cloudbrain's OpenBCI connector code that enables a 60 Hz filter is misleading, because the filter has no effect on the OpenBCI 32 bit board.", author="u1")

    ma1 = (U, "Cannot make it work correclty the brain signals. Hello dear Mindaffect community. I have installed and made it run. But the problem is, it does not show a good reaction to the brain signals, it shows only the noise without reaction even to the eye blink. It is installed on windows 10. ... I am using OPEN BCI Cyton, so I changed like com7 and id=0. So it reads the signal and it reacts only when I move the board itself. But when I wear a headband, in general shows only noise. What can be a solution?", "u1")
    maq = "This is how it looks when I move the board. So it means it reads the board signal correctly, but the accusation itself does not show a real signal from the brain."
    rec(P2_MINDAFFECT, [ma1], maq, True, "pronoun", ["This", "it", "the board"], "When I move the OpenBCI Cyton board, pymindaffectBCI's signal viewer reacts, so it reads the board's signal correctly, but the acquisition itself does not show a real signal from the brain.", author="u1")
    lend(P2_MINDAFFECT, [ma1], P2_E_NOTCH, SAME, P2_OBDOC154)

    oa1 = (U, "Hypersensitivity in Running OpenBCI Ganglion. I see activity of channels even when none of electrodes is not connected. How to resolve this issue?", "u1")
    rec(P2_OBARCHIVE, [oa1], "`This` is ambient electrical noise, there is no issue here. :)", True, "pronoun", ["`This`"], "The channel activity an OpenBCI Ganglion shows with no electrodes connected is ambient electrical noise; there is no issue.", author="u2")
    lend(P2_OBARCHIVE, [oa1], P2_E_MOVE, SELF, P2_OBDOC154)

    e61 = (U, "noise can not be removed. Hi\n when i use OE to record, i suddently has strong 50 hz noise which can not be remove. \nI tried different OE board, differen headstage and animal. it turn out same result. \nI ground the Faraday Cage, holder and everything.\n\ncan any one help me \nthanks a lot!", "u1")
    e6a = "A couple things to try:\n- Make sure the acquisition board is grounded (you can clip to the BNC cable on the back)\n- Completely unplug any devices near the animal (sometimes devices can cause noise even when powered off)\n- Add a [Common Avg Ref](https://open-ephys.github.io/gui-docs/User-Manual/Plugins/Common-Average-Reference.html) plugin after the Record Node but before the LFP Viewer. This is not as good as removing the physical sources of the noise, but it may be sufficient for getting rid of the 50 Hz artifact."
    rec(P2_OEPHYS596, [e61], e6a, True, "ellipsis", ["A couple things"], "To remove strong 50 Hz noise from Open Ephys recordings: make sure the acquisition board is grounded (clip to the BNC cable on the back), completely unplug devices near the animal, and add a Common Avg Ref plugin after the Record Node and before the LFP Viewer, which may be enough to get rid of the 50 Hz artifact.", author="u2")

    e41 = (U, "Notch filter. The current version does not have a notch filter module available. Is it possible to implement this? Think this would be very usefull to filter out 60 Hz noise in ephys recordings. \na 2014 version of Open Ephys contained a notch filter, but this was never merged in the newer version it appears.", "u1")
    rec(P2_OEPHYS421, [e41], "This should be fairly straightforward to add. In the meantime, have you tried using a Common Avg. Reference? That may be sufficient to remove the 60 Hz noise you're seeing.", True, "pronoun", ["This"], "A notch filter module should be fairly straightforward to add to the Open Ephys GUI. In the meantime, have you tried a Common Avg. Reference? It may be sufficient to remove the 60 Hz noise in your ephys recordings.", author="u2")
    lend(P2_OEPHYS421, [e41], P2_E_NOTCH, SAME, P2_OBDOC154)

    ep1 = (U, "Values without electrode connected. Hi,\n\nFirst of all, thank you for the awesome library! This provides just exactly what I want. \nI am trying to interpret the values from the eeg-pipes library and the OpenBCI. What I am trying to do is to build a neurofeedback system that specifically targets alpha waves. \n\nWhen I tried this library without connecting any electrode on my head, I could see some values on my terminal. Is it safe to consider those values as noise values? Attached is the screenshot of the terminal and my code. Thanks for help!", "u1")
    rec(P2_EEGPIPES, [ep1], "Yep. Those values are going to be the per-band frequency components of whatever signal is going through the EEG electrodes when it's not on your head. Not very useful, but at least an indication that you've got all the software hooked up right and data is flowing!", True, "pronoun", ["Those values"], "Yes: the values eeg-pipes prints with no electrode on the head are the per-band frequency components of whatever signal goes through the EEG electrodes; not very useful, but they show the software is hooked up right and data is flowing.", author="u2")
    lend(P2_EEGPIPES, [ep1], P2_E_NO60, SAME, P2_CLOUDBRAIN)

    nt1 = (U, "Electrical noise using silicon probe. Hi,\nI have a linear 16 electrode silicon probe implanted in S1 of my mouse and I would like to record this activity in the Neurotar device. If I simply record the activity while the mouse is freely moving in a small arena, the noise level is within the normal range. However, once I head-retrain the mouse in the Neurotar set-up, the noise levels are bad.", "u1")
    ntq = "I've tried to determine where the noise (60 Hz) comes from but I have till now been unsuccessful. Is there some trick that I have not thought of to reduce this noise? \n\nAny advice would be greatly appreciated.\n\nIlja"
    rec(P2_NEUROTAR, [nt1], ntq, True, "pronoun", ["the noise (60 Hz)", "this noise"], "Is there a trick to reduce the 60 Hz noise on a 16-electrode silicon probe in mouse S1 when the mouse is head-restrained in the Neurotar set-up? I have not found where the noise comes from.", author="u1")
    rec(P2_NEUROTAR, [nt1, (U, ntq, "u1")], "Hi Ilja,\n\nAccording to our own measurements as well as our users with ephys rigs, \ndevice itself makes a weak noise at 100 Hz. This noise level is quite \nsmall and noticeable only under certain conditions. This noise (even if \nit is noticeable) can be easily eliminated by device' lid grounding.", True, "ellipsis", ["device itself"], "According to Neurotar's measurements and its users with ephys rigs, the Neurotar device itself makes a weak 100 Hz noise, small and noticeable only under certain conditions, which grounding the device's lid easily eliminates.", author="u2")

    # ---- gliding and paragliding: variometer audio ----
    v21 = (U, "Variable Sinking & Climbing beep sounds, instead of fixed sounds. The sinking beep was programmed as a set value, which was played for every sinking rate above the sinking threshold.", "u1")
    rec(P2_VARIO21, [v21], "with this commit, the user can configure the sinking beep as it were before (fixed sound: change SINKING_BEEP_FREQ_UPDATE 0 in beeper.h) or set a sink sound update frequency in milliseconds. (currently set to 1 - change smoothly and rapidly)", True, "pronoun", ["this commit"], "With the arduino-variometer variable-beep commit, the user can keep the fixed sinking beep (SINKING_BEEP_FREQ_UPDATE 0 in beeper.h) or set a sink sound update frequency in milliseconds (currently 1: changes smoothly and rapidly).", author="u1")
    lend(P2_VARIO21, [v21], P2_V_TRADE, SAME, P2_SKYDROP438)

    v33 = (U, "Variable Climbing sound. Hi Baptiste, I see that in aa9d997822746be28f4f0cfbc94a897504288c03 You implemented the variable sinking beep, but not the variable climbing beep. I wonder if you tested it and were just unhappy with the change, or for any other reason?", "u1")
    v33q = "My patch did not break or changed the previous behaviour, but it added functionality - being able to set a climbing beep that is varying in frequency during a beep, or keeping the monotonous beep."
    rec(P2_VARIO33, [v33], v33q, True, "pronoun", ["My patch", "the previous behaviour"], "My arduino-variometer patch for a variable climbing beep did not break or change the previous behaviour; it adds the option of a climbing beep that varies in frequency during a beep, or keeping the monotonous beep.", author="u1")
    rec(P2_VARIO33, [v33, (U, v33q, "u1")], P2_V_MANY, False, SAME, [], None, author="u1")
    v33b = (U, v33q + " " + P2_V_MANY + " and I find it a lot more informative as I don't need to wait for the next beep to understand the variance in climb rate since the current beep started.", "u1")
    rec(P2_VARIO33, [v33, v33b], "I just tested it without flying and I like it.", True, "pronoun", ["it"], "I just tested the arduino-variometer variable climbing sound pull request without flying, and I like it.", author="u2")

    v17 = (U, "Suggestion: Beeper shouldn't beep as soon as climb rate changes. Hey,\nI wonder if this is upsetting to anyone else except me;\nwhenever your climb rate changes, a new beep sound plays through the speaker, overriding the break you would normally get between two consecutive beeps in other varios.\nI find it distracting, and I think of it as a bug.", "u1")
    rec(P2_VARIO17, [v17], "Hi lshachar !\n\nI don't notice the bug you report. Sometimes you get two consecutive beeps without break between them ?", True, "ellipsis", ["the bug you report"], "I don't notice the arduino-variometer bug where a climb-rate change plays a new beep without the usual break: do you sometimes get two consecutive beeps without a break between them?", author="u2")
    lend(P2_VARIO17, [v17], P2_V_DELAY, SAME, P2_SKYDROP438)

    t13 = (U, "Beep'ing variometer at ZERO. Hi\nI just updated my Taranis and noticed anoying change.", "u1")
    t13q = "Variometer always is silent when there is no ascending and descending (when glider is flying normal) but now it is beeping always at ZERO."
    rec(P2_OPENTX1305, [t13], t13q, True, "pronoun", ["now it"], "Since I updated my Taranis to the new OpenTX, the variometer beeps at zero all the time, though it used to be silent when the glider neither ascends nor descends.", author="u1")
    lend(P2_OPENTX1305, [t13], P2_V_BUZZER, SELF, P2_SKYDROP70)

    t20 = (U, "Turning variometer's sound signaling on and off. Welcome,\nI'd like to know if you plan to add the ability to turn on and off the variometer's sound signaling when the model is not flying. This problem mostly affects the pilots of RC Gliders.", "u1")
    t20a = "Define \"not flying\". \nThen from that definition (for example altitude >5m) create a logical switch that will turn the vario on only when that condition is true."
    rec(P2_OPENTX2076, [t20], t20a, True, "ellipsis", ["\"not flying\""], "In OpenTX, define when an RC glider is \"not flying\" (for example altitude >5m), then create a logical switch that turns the variometer sound on only when that condition is true.", author="u2")
    # "it" is the model named earlier in the same sentence: a trap in its own thread.
    rec(P2_OPENTX2076, [t20, (A, t20a, "u2")], "Vario informs about the vertical velocity of the model, so you can tell if it's going up or down.", False, SELF, [], None, author="u1")

    s48 = (U, "Suppress fast vario sound change. The fact that the variometer uses accelerometer gives very direct feedback, but it's also very \"nervous\", especially in turbulent air.", "u1")
    rec(P2_SKYDROP438, [s48], "After switching from Skytraxx to SkyDrop, i didn't really get used to it.", True, "pronoun", ["it"], "After switching from Skytraxx to SkyDrop, I didn't really get used to SkyDrop's very nervous accelerometer-based vario sound.", author="u1")
    s48b = (U, "Found out there is a setting called \"Digital vario averaging, in s\", but this doesn't affect the sound.", "u1")
    s48a = "The Digital vario averaging is only for the widget (display only).\n" + P2_V_TRADE + "\n" + P2_V_DELAY + "\nMaybe we can change the on/off nature of the accelerometer to percentage, so you can fine-tune the gain of the vario.\n\nWill that work for you?"
    rec(P2_SKYDROP438, [s48, s48b, (A, s48a, "u2")], "Hi!\n\nYes, this could be a good solution! Of course to be tried in the air :-)\n\nThanks", True, "pronoun", ["this"], "Changing SkyDrop's on/off accelerometer setting to a percentage, to fine-tune the vario's gain, could be a good solution; of course to be tried in the air.", author="u1")
    # second reader (r2df): follow-up, not a trap. "Digital vario averaging" is a SkyDrop setting that only the
    # opener's previous turn names, and the sentence never says whose setting or widget it is; it answers that
    # turn's "this doesn't affect the sound". Only the thread resolves it (rule 1, the project is context; as
    # df24's foxess register and FIX-Gateway "plugin" rows).
    rec(P2_SKYDROP438, [s48, s48b], "The Digital vario averaging is only for the widget (display only).", True, "ellipsis", ["The Digital vario averaging", "the widget"], "SkyDrop's \"Digital vario averaging\" setting is only for SkyDrop's vario widget (display only), not for the vario sound.", author="u2")

    s70 = (U, "zero lift tone. hi,\nmaybe you can implement a specific tone to indicate zero lift. some varios have that function and in some cases it's helpful.\nthx", "u1")
    s70a = "do you mean something like flymaster's  \"buzzer sound\" function?"
    rec(P2_SKYDROP70, [s70], s70a, True, "ellipsis", [], "Do you mean a SkyDrop zero-lift tone like Flymaster's \"buzzer sound\" function?", author="u2")

    ga1 = (U, "The beep should reflect immediate Vz, not its average. The beep seems to be linked to the average Vz, not the immediate Vz.", "u1")
    lend(P2_GAGGLE, [ga1], P2_V_BUZZER, SELF, P2_SKYDROP70)
    lend(P2_GAGGLE, [ga1], P2_V_WONDER, SAME, P2_XCSOAR)

    xc1 = (U, "improve vario sound. frankly... its terrible.", "u1")
    xc2 = (U, "While researching the new sound design for XCSoar (see #2593), I also noticed that the Vario sound is extremely poor.", "u2")
    xcq = "What should the Vario ideally sound like? Would something like https://youtu.be/Ubc88NkWnN0 be good?"
    rec(P2_XCSOAR, [xc1, xc2], xcq, True, "ellipsis", ["the Vario"], "What should XCSoar's variometer ideally sound like? Would something like https://youtu.be/Ubc88NkWnN0 be good?", author="u2")
    rec(P2_XCSOAR, [xc1, xc2, (U, xcq, "u2")], P2_V_WONDER, False, SAME, [], None, author="u2")
    lend(P2_XCSOAR, [xc1], P2_V_MANY, SAME, P2_VARIO33)

    # ---- poker: hand evaluators and hand rankings ----
    k18 = (U, "Incorrect rankings? Shouldn't an Ace high straight flush be the highest ranking hand in poker? But it seems you have it ranked 10th.", "u1")
    k18q = "I did some checking and a 5 high straight flush is the number 1 hand. Am I mis-interrupting the rankings?"
    rec(P2_PKEVAL18, [k18], k18q, True, "ellipsis", ["the rankings"], "In chenosaurus/poker-evaluator a 5-high straight flush is ranked as the number 1 hand and an ace-high straight flush 10th; am I misinterpreting the evaluator's rankings?", author="u1")
    # The asker narrows his own reading of the ranks against the previous turn: a correction.
    rec(P2_PKEVAL18, [k18, (U, k18q, "u1")], "Actually I misunderstood the rankings. " + P2_K_HIGHER + " Such that a 5 high straight flush is ranked 1 as is the bottom full house 22233.", True, "correction", ["the rankings"], "In chenosaurus/poker-evaluator the rank counts within a hand type, and a higher rank is better: a 5-high straight flush is ranked 1 among straight flushes, as the bottom full house 22233 is among full houses.", author="u1")
    lend(P2_PKEVAL18, [k18], P2_K_FLUSHREP, SAME, P2_PYPOKER)

    k29 = (U, "Royal flush is recognized as straight flush. I am trying to get a royal flush using below code, but it returned as straight flush. From 10 to A, it's all Spade. It should be royal flush, right?\n\n```\nconst royalFlush = evaluator.evalHand([\"As\", \"Ks\", \"Qs\", \"Js\", \"Ts\", \"3c\", \"7h\"]);\n```", "u1")
    k29a = "Hi @y0unghe \n\nYou’re right, although in this library there is no technical difference between a straight flush and a royal flush, apart from the latter being higher/beating the former."
    rec(P2_PKEVAL29, [k29], k29a, True, "pronoun", ["this library"], "In chenosaurus/poker-evaluator there is no technical difference between a straight flush and a royal flush, apart from the royal flush ranking higher and beating other straight flushes.", author="u2")
    lend(P2_PKEVAL29, [k29], P2_K_KICKERS, SAME, P2_POKERL)

    k4 = (U, "3 card fill is broken. 3CardConverter.fillHand is currently broken. It incorrectly assigns ranks to cards, and it does not look for Ace-low straights.\n\nTo see this bug in action, try\n    fillHand(['as', '4s', '5d']);\nor\n    evalHand(['as', '4s', '5d']);", "u1")
    rec(P2_PKEVAL4, [k4], "you are right.\nPokerEvaluator.evalHand([ 'Ah', '2s', '3c' ])\nis invalid card..", True, "ellipsis", [], "poker-evaluator's 3-card fill is indeed broken: PokerEvaluator.evalHand([ 'Ah', '2s', '3c' ]) returns invalid card.", author="u2")
    lend(P2_PKEVAL4, [k4], P2_K_FLUSHREP, SAME, P2_PYPOKER)

    ho1 = (U, "straight_flush bug. Incorrect Straight Flush rank.  Need to check same 5 cards are flush and straight.\n\n```\nhand = PokerHand.new('9c Th Jh Qh Kh 2h 3h')\nhank.rank    # =>  \"Straight Flush\"\n```", "u1")
    lend(P2_HOLDEM, [ho1], P2_K_HIGHER, SAME, P2_PKEVAL18)
    lend(P2_HOLDEM, [ho1], P2_K_NUT, SAME, P2_PKEVAL29)

    ph1 = (U, "Wrong evaluation / calculation of Flush and perhaps EvaluateRankByHighestCards. An example:\n\nTwo flushes:\n\n3,4,5,10,13\n\n4,5,7,10,12", "u1")
    rec(P2_PHE, [ph1], "The 1st one should win but it didn't.\n\nA new formula should be invented here.", True, "position", ["The 1st one", "it", "here"], "In danielpaz6's Poker-Hand-Evaluator the flush 3,4,5,10,13 should beat the flush 4,5,7,10,12, but it didn't; a new formula for evaluating flushes is needed.", author="u1")
    lend(P2_PHE, [ph1], P2_K_KICKERS, SAME, P2_POKERL)

    tr1 = (U, "Possible incorrect hand evaluation. Could you have a look at my screenshot? I think the hand evaluation is wrong because that is not supposed to be straight.", "u1")
    tra = "Hi eukrit, this does look like a straight to me: TJQKA, also known as a broadway straight. And since both hole cards are clubs it doesn't complete the flush. I think everything is working as expected."
    rec(P2_TREYS, [tr1], tra, True, "pronoun", ["this"], "The hand in eukrit's treys screenshot is a straight, TJQKA (a broadway straight), and since both hole cards are clubs it doesn't complete the flush; treys is working as expected.", author="u2")

    py1 = (U, "Flush evaluation is wrong. I know this repo is not maintained, I still post this issue here in case anyone being confused about its behavior.\n\n```\nplayer [SixPlayer] gets hole card ['D5', 'HA'], current stack 100\nplayer [G7Player] gets hole card ['CQ', 'D7'], current stack 100\n\nStreet \"river\" started. (community card = ['DQ', 'DJ', 'D9', 'CK', 'D6'])\n\"['SixPlayer']\" won the round 1\n```", "u1")
    pyq = "Apparently, `G7` shall win the game, because it has FLUSH with \"D7\", but `SixPlayer` has FLUSH with \"D5\". The result is wrong."
    rec(P2_PYPOKER, [py1], pyq, True, "ellipsis", ["the game", "The result"], "In PyPokerEngine, with community cards DQ DJ D9 CK D6, G7Player's flush with D7 should beat SixPlayer's flush with D5, but SixPlayer was declared the winner.", author="u1")
    rec(P2_PYPOKER, [py1, (U, pyq, "u1")], P2_K_FLUSHREP, False, SAME, [], None, author="u1")

    om1 = (U, "Royal street flush vs street flush evaluated incorrectly. Board:  KsQsJsTs9d\nFirst hand:  AsAh. Strength:   36866\nSecond: Ac9s. Strength:   36867\n\nFirst-hand makes street flush so it rank should higher.", "u1")
    oma = "Well, second hand is also a street flush, but, indeed first hand is a winner."
    rec(P2_OMPEVAL, [om1], oma, True, "position", ["second hand", "first hand"], "On the board KsQsJsTs9d, the hand Ac9s is also a straight flush, but indeed AsAh (a royal flush) should win in OMPEval.", author="u2")
    rec(P2_OMPEVAL, [om1, (A, oma, "u2")], "First one is royal flush. I have corrected title. Thanks.", True, "position", ["First one"], "The hand AsAh on board KsQsJsTs9d is a royal flush; I have corrected the OMPEval issue title. Thanks.", author="u1")
    lend(P2_OMPEVAL, [om1], P2_K_NUT, SAME, P2_PKEVAL29)

    pl1 = (U, "Flush should return 5 kickers", "u1")
    rec(P2_POKERL, [pl1], P2_K_KICKERS, False, SAME, [], None, author="u1")

    so1p = (U, "Straight not evaluated properly. Board: 10s Jd Qc 6d 5c\nHand1: 9h Ks\nHand2: 9s Ah\n\nExpected result: Hand1 wins, Straight\nActual result: Hand2 wins. A high", "u1")
    rec(P2_POKERSOLVER, [so1p], "The 10's should be passed as `T` and it will work:\n\nBoard: `Ts Jd Qc 6d 5c`", True, "ellipsis", ["The 10's", "it"], "In pokersolver, tens must be passed as `T` (board `Ts Jd Qc 6d 5c`), and then 9h Ks is correctly evaluated as a straight that wins.", author="u2")
    lend(P2_POKERSOLVER, [so1p], P2_K_HIGHER, SAME, P2_PKEVAL18)

    # ---- riichi mahjong: han and fu scoring ----
    m40 = (U, "Fu calculation error. \n```\ncalculator = HandCalculator()\n\n# we had to use all 14 tiles in that array\ntiles = TilesConverter.one_line_string_to_136_array(\"234m11123567774s\")\nwin_tile =TilesConverter.one_line_string_to_136_array(\"4s\")[0]\n\nresult = calculator.estimate_hand_value(tiles, win_tile,config=HandConfig(is_tsumo=True))\n```\nRETURN\n```\n1 30\n500\n[Menzen Tsumo]\n{'fu': 20, 'reason': 'base'}\n{'fu': 4, 'reason': 'closed_pon'}\n{'fu': 2, 'reason': 'tsumo'}\n```", "u1")
    m40q = "`{'fu': 4, 'reason': 'closed_pon'}` should be `{'fu': 8, 'reason': 'closed_terminal_pon'}`"
    rec(P2_MJ40, [m40], m40q, True, "ellipsis", [], "For the hand 234m11123567774s won by tsumo on 4s, the mahjong library's fu details give {'fu': 4, 'reason': 'closed_pon'} where they should give {'fu': 8, 'reason': 'closed_terminal_pon'}.", author="u1")
    rec(P2_MJ40, [m40, (U, m40q, "u1")], "Good catch. It doesn't change hand cost (both hands cost 1 han 30 fu), but it affects displaying of fu details. Will fix it in next days.", True, "pronoun", ["It", "both hands", "it"], "The closed_pon versus closed_terminal_pon error in the mahjong library doesn't change the hand's cost (1 han 30 fu either way), but it affects the displayed fu details; it will be fixed in the next days.", author="u2")

    m41 = (U, "Another fu calculation error. This seems similar to #40, but I'm not sure if it's actually a duplicate. In this case it impacts the reported cost:\n```\ntiles = TilesConverter.one_line_string_to_136_array('11112233444m555p')\nmelds = [Meld(meld_type=Meld.CHI, tiles=TilesConverter.string_to_136_array(man='123'))]\nwin_tile = TilesConverter.one_line_string_to_136_array('1m')[0]\n```\n```\n1 40\n1300\n[Houtei Raoyui]\n{'fu': 20, 'reason': 'base'}\n{'fu': 8, 'reason': 'closed_terminal_pon'}\n{'fu': 4, 'reason': 'closed_pon'}\n```", "u1")
    m41q = "There can't be a closed_terminal_pon here because one of the 1m is in a chi and another is called for ron."
    rec(P2_MJ41, [m41], m41q, True, "ellipsis", ["here"], "For the hand 11112233444m555p with a 123m chi, won by ron on 1m, the mahjong library cannot count a closed_terminal_pon, because one 1m is in the chi and another is called for ron.", author="u1")
    rec(P2_MJ41, [m41, (U, m41q, "u1")], "Thanks for the report. It was a tricky bug.", True, "pronoun", ["the report", "It"], "The mahjong library's closed_terminal_pon fu bug for a hand with a chi and a ron on the same tile was tricky.", author="u2")
    lend(P2_MJ41, [m41], P2_J_KANDORA, SAME, P2_KLEN14)

    k16 = (U, "[Bug] Incorrect Fu Count. West Closed Triplet = 8Fu\nTanki = 2Fu\nTsumo = 2Fu\n→ 40Fu, 2Han 1300 All.", "u1")
    rec(P2_KLEN16, [k16], "However, the program declared 30Fu, 2Han 2900(Ron Score)", True, "ellipsis", ["the program"], "For a hand with a closed West triplet, a tanki wait and tsumo (40 fu, 2 han, 1300 all), the mahjong.horneds.com trainer declared 30 fu, 2 han, 2900 (ron score).", author="u1")
    rec(P2_KLEN16, [k16, (U, "However, the program declared 30Fu, 2Han 2900(Ron Score)", "u1")], "Fixed in 35e0d99. Fu counting now includes correct kan values, which resolves the undercount in kan-related fu totals.", True, "ellipsis", [], "mahjong.horneds.com's fu undercount is fixed in 35e0d99: its fu counting now includes correct kan values.", author="u2")

    k6 = (U, "No points riichi hand doesn't recognize pinfu. The calculator realizes it's a 2han 20fu hand for the score, but didn't catch that the hand qualifies for pinfu on the han section.", "u1")
    rec(P2_KLEN6, [k6], "Never mind can't count.", True, "ellipsis", [], "Never mind: the mahjong.horneds.com calculator's han section for the no-points riichi hand is right; I can't count.", author="u1")

    k10 = (U, "[Request] Show fu calculation. It may be nice to see the fu calculation in a similar way as to how the Han calculation is shown, as personally I mess this up more often then the Han count.", "u1")
    rec(P2_KLEN10, [k10], "Seconded", True, "ellipsis", [], "I second the request that the mahjong.horneds.com trainer show the fu calculation the way it shows the han calculation.", author="u2")

    k14 = (U, "[BUG] Confusing Fu Calculation. I had a recent hand on the trainer where there was a Kan of Green Dragons.\nSince all triples are assumed to be closed unless shown as Ron, I assumed a closed Kan and scored it as such.\nIt looks like the trainer calculated it as an Open Kan instead of a closed one.", "u1")
    # The general rule names kans and dora indicators in full: a trap in its own thread.
    rec(P2_KLEN14, [k14], "It also occurs to me that " + P2_J_KANDORA, False, SAME, [], None, author="u1")
    rec(P2_KLEN14, [k14, (U, "It also occurs to me that " + P2_J_KANDORA, "u1")], "Another possibility is that they're calculated as closed pons", True, "pronoun", ["they"], "Another possibility is that the mahjong.horneds.com trainer calculates the Green Dragon kan and the other sets as closed pons.", author="u2")

    v60 = (U, "Possibly incorrect fu in hand 2011010103gm-00e1-0000-160b951e2.json. **Describe the bug**\nOpen pon is missing from fu details.", "u1")
    rec(P2_VAR60, [v60], "It's possible that I'm missing something obvious here, but it looks like an open pon missing from the fu details. I realize that fu is meaningless for mangan, and the rounding doesn't change the fu answer anyway.", True, "ellipsis", ["here", "the fu details", "the rounding"], "Mahjong-ScoringTrainer's hand 2011010103gm-00e1-0000-160b951e2 seems to miss an open pon from its fu details, although fu is meaningless for mangan and rounding doesn't change its fu answer.", author="u1")
    lend(P2_VAR60, [v60], P2_J_KANDORA, SAME, P2_KLEN14)

    v49 = (U, "Wrong fu explanation. **Describe the bug**\nThe fu explanation shows a hand as \"hand without fu\" when it actually has fu, and also misses the fu of the open pon.", "u1")
    v49a = "Hi @Zopo \nI get these explanations from a hand calculator from a different repo. \nThat repo unfortunately is now archived and I believe I'm using the latest version of it so I would need to change quite a lot to properly fix that."
    rec(P2_VAR49, [v49], v49a, True, "pronoun", ["these explanations", "That repo", "that"], "Mahjong-ScoringTrainer gets its fu explanations from a hand calculator in a different, now archived repo whose latest version it already uses, so fixing the wrong fu explanation properly would need a lot of changes.", author="u2")

    v34 = (U, "North seat wind not counted in yaku/han total. **Describe the bug**\nThe han count given by the app is incorrect: one of the two yakuhai sets in the hand (presumably north jikaze) is not counted", "u1")
    rec(P2_VAR34, [v34], "**Expected behaviour**\nHan total should be four (4), and not three (3)", True, "ellipsis", [], "Mahjong-ScoringTrainer should count both yakuhai sets, including the north seat wind, for a han total of four, not three.", author="u1")

    # ---- sleep apnea: CPAP machine data ----
    os3 = (U, "Add .csv file input for oximeter data. I have a oximeter by Wellue called WearO2 which is similar to the O2Ring. The oximeter data is sync to an android app which can export a .csv file for import into CPAP software such as Oscar.", "u1")
    rec(P2_OSCAR3, [os3], "I cannot find a way that it can be done, it seems OSCAR only accept binary data. So wondering whether it can be added to OSCAR as .csv file are fairly generic and support by many programs.", True, "pronoun", ["it", "it"], "I cannot find a way to import my Wellue WearO2 oximeter's .csv export into OSCAR, which seems to accept only binary data; could .csv import of oximeter data be added to OSCAR, as .csv files are generic and supported by many programs?", author="u1")
    lend(P2_OSCAR3, [os3], P2_C_LPWRITE, SAME, P2_HMS4)

    os1 = (U, "Export all the data for a day or more. Hi,\ni can't find a way to export all the data (including flow)\nfor cutiosity, i'd like to see what is exactl record by my CPAP (respironic dreamstation)\nthanks for your works\nAspe", "u1")
    rec(P2_OSCAR1, [os1], "Hey, sorry I didn't respond immediately. I'm not the main maintainer of this, I was just curious about it and forked it. You should head over to the official gitlab repo if you want to suggest a feature, as I'm currently working on other projects.", True, "pronoun", ["this", "it"], "I'm not the main maintainer of OSCAR, I only forked it out of curiosity; to suggest exporting a day's full CPAP data, head over to OSCAR's official gitlab repo.", author="u2")
    lend(P2_OSCAR1, [os1], P2_C_LPWRITE, SAME, P2_HMS4)

    h17 = (U, "O2 CSV import Issue? I have a Wellue O2 ring, and I exported the CSV and tried to upload, but it's saying there's no O2 data found. I did try the same file on SleepHQ and it works there.", "u1")
    rec(P2_HMS17, [h17], "show be resolved in the next release.", True, "ellipsis", [], "hms-cpap's 'no O2 data found' on a Wellue O2 ring CSV upload should be resolved in the next release.", author="u2")

    h13 = (U, "Lowenstein: AHI inflated — `total_events` counts snoring (151) and flow limitation (3) as apnea/hypopnea. When using `CPAP_SOURCE=lowenstein` with a Löwenstein Prisma Smart Max (firmware 3.17.0008), the AHI values reported by HMS-CPAP are severely inflated. For example, the web UI and API report an AHI of **66.48**, while the actual apnea + hypopnea count yields an AHI of approximately **8.8**.", "u1")
    rec(P2_HMS13, [h13], "The root cause appears to be that the Lowenstein XML event parser counts **all** `RespEvent` types into `total_events`, then uses that for AHI calculation — instead of filtering to only apneas (RespEventID 1) and hypopneas (RespEventID 2).", True, "ellipsis", ["The root cause", "the Lowenstein XML event parser"], "HMS-CPAP's inflated AHI for Löwenstein machines seems to come from its Lowenstein XML event parser counting all RespEvent types into total_events and using that for AHI, instead of only apneas (RespEventID 1) and hypopneas (RespEventID 2).", author="u1")
    lend(P2_HMS13, [h13], P2_C_BINARY, SAME, P2_OSCAR3)

    h4 = (U, "lowenstein support. Thanks for this project. Any plans for adding Lowenstein Prisma machine support (also EDF files, supported by OSCAR).", "u1")
    h4a = "Need to review LP structure but we can add support no problem at all. Would be a great help to have samples of the structured data if you are up to"
    rec(P2_HMS4, [h4], h4a, True, "ellipsis", ["LP structure"], "hms-cpap needs to review the Löwenstein Prisma data structure but can add support for it; samples of the structured data would be a great help.", author="u2")

    u25 = (U, "Feature Resuest: compatibility with other machines. I have a Lowenstein Prisma 20A and use SleepHQ\n\nThe upload script fails as it is looking for ResMed files:\n\n```\n[16:09:07] [ERROR] [FileUploader] Cannot open /DATALOG folder\n```", "u1")
    u25q = "It would be great if we could specify machine type and the appropriate files flagged for upload.\nMaybe a variable in config.json?"
    rec(P2_UPLOADER25, [u25], u25q, True, "ellipsis", ["the appropriate files"], "Could CPAP_data_uploader let us specify the machine type (e.g. a Löwenstein Prisma 20A rather than a ResMed) and flag the appropriate files for upload, maybe with a variable in config.json?", author="u1")
    rec(P2_UPLOADER25, [u25, (U, u25q, "u1")], "The 20A only stores 14 nights of detailed data (hence why I want the automatic uploads) and only keeps basic stats thereafter so the files don't get very big.", True, "ellipsis", ["The 20A", "the files"], "The Löwenstein Prisma 20A stores only 14 nights of detailed data and keeps only basic stats after that, so its files don't get very big; that is why I want CPAP_data_uploader's automatic uploads.", author="u1")
    lend(P2_UPLOADER25, [u25], P2_C_BINARY, SAME, P2_OSCAR3)

    u16 = (U, "ResMed 10 user - not all relevant sdcard files are uploaded to SMB for OSCAR to recognize it as valid CPAP \"SD card files\". Hey, here is user UARS-Stinks from reddit.", "u1")
    rec(P2_UPLOADER16, [u16], "Here are the requested logs that I could trigger from the webserver - I see that I was not catching all of the upload process, but it should give you and idea. If you need more logs, let me know.", True, "ellipsis", ["the requested logs", "it"], "Here are the CPAP_data_uploader webserver logs for the ResMed 10 SD-card upload that OSCAR doesn't recognize; they miss part of the upload process but should give an idea.", author="u1")

    gl1 = (U, "add AHI or FL95 or AHI as baseline. Thanks for making this  repo available.", "u1")
    glq = "It would be good to add a common metric such as AHI or FL95 (i.e., 95th-percentile) to \"Detailed Night-by-Night Results\" as a baseline."
    rec(P2_GLASGOW, [gl1], glq, True, "ellipsis", ["\"Detailed Night-by-Night Results\""], "The Multi-Night Glasgow Index Analyzer should add a common metric such as AHI or FL95 (95th-percentile flow limitation) to its \"Detailed Night-by-Night Results\" as a baseline.", author="u1")
