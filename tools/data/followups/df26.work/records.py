"""df26 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-second pass): engineering threads in areas no earlier df part collected ====
# ---- robots.txt: keeping crawlers out ----
MONICA = GH + "monicahq/monica/pull/6268"
CONBENCH = GH + "conbench/conbench/pull/304"
RETICULUM = GH + "Hubs-Foundation/reticulum/pull/268"
ACHE = GH + "VIDA-NYU/ache/pull/87"
ADSTXT = GH + "InteractiveAdvertisingBureau/adstxtcrawler/issues/26"
BLUEALLIANCE = GH + "the-blue-alliance/the-blue-alliance/issues/2302"
POCKETID = GH + "pocket-id/pocket-id/pull/806"
AIROBOTS = GH + "ai-robots-txt/ai.robots.txt/issues/215"
OPENTARGETS = GH + "opentargets/issues/issues/1496"
SEOFW = GH + "sybrew/the-seo-framework/issues/388"
# ---- sitemap.xml generation and lastmod ----
PAGEFABRIC = GH + "sebbouez/PageFabric/issues/21"
LOOPINF = GH + "loopinfinito/loopinfinito.com.br/issues/323"
ARSMENTIS = GH + "arsmentis/arsmentis/issues/40"
XWEBSITEMAP = GH + "a-gubskiy/X.Web.Sitemap/issues/10"
HEXOSITEMAP = GH + "hexojs/hexo-generator-sitemap/issues/92"
GOALPROMPTS = GH + "majiayu000/awesome-goal-prompts/issues/17"
# ---- Open Graph and Twitter card meta tags (link previews) ----
REASONCONF = GH + "ReasonVienna/reason-conf/issues/9"
PROGGUIDE = GH + "zshall/program-guide/pull/18"
WEBTOOLS = GH + "Priyanshu85/Webtools/issues/4"
TEKKEN = GH + "pbruvoll/tekkendocs/issues/160"
OPENFORGE = GH + "openforge/stencil-openforge.io-deprecated/issues/195"
HOVERBOARD = GH + "gdg-x/hoverboard/issues/402"
REACTSHARE = GH + "nygardk/react-share/issues/168"
SQLNOIR = GH + "hristo2612/SQLNoir/issues/22"
SHARUCO = GH + "ln-dev7/sharuco/issues/20"
OERWORLDMAP = GH + "hbz/oerworldmap/issues/1764"
VIOLET = GH + "restarone/violet_rails/issues/1058"
# ---- dead letter queues ----
SONATANOTIF = GH + "sonata-project/SonataNotificationBundle/pull/46"
SCWDOCS = GH + "scaleway/docs-content/pull/2861"
CONVEY = GH + "snatch-dev/Convey/pull/53"
MTC = GH + "DFEAGILEDEVOPS/MTC/pull/1871"
WSO2EI = GH + "wso2/product-ei/issues/923"
RQUEUE = GH + "sonus21/rqueue/issues/29"
DCMIGRATION = GH + "atlassian-labs/dc-migration-assistant/pull/317"
EGGAI = GH + "eggai-tech/EggAI/pull/190"
NODETSBUS = GH + "node-ts/bus/pull/75"
# ---- codes of conduct (Contributor Covenant) ----
NANOC = GH + "nanoc/nanoc/pull/667"
RADIXNEO = GH + "radixdevs/neo/pull/3"
CODECONNECTOR = GH + "codeconnector/codeconnector.github.io/pull/39"
GHCITY = GH + "iblancasa/GitHubCity/pull/128"
CCLICENSES = GH + "santisoler/cc-licenses/issues/15"
CODACYDOCS = GH + "codacy/docs/pull/328"
OPEN311 = GH + "bensheldon/open311status/pull/36"
HEALOCHAT = GH + "vatsalkesarwani12/Heal-O-Chat/pull/30"
OCITOB = GH + "opencontainers/tob/pull/12"
NAUTILUS = GH + "diminator/nautilus/pull/1"
SCRUTINEER = GH + "Aconex/scrutineer/pull/19"
BRUTALIST = GH + "davetron5000/brutalist-web-design/issues/12"
TETHYS = GH + "tethysplatform/tethys/pull/462"
GRAVITON = GH + "Graviton-Code-Editor/Graviton-App/pull/29"
EHCACHE = GH + "ehcache/ehcache3/issues/2690"
# ---- FUNDING.yml and the Sponsor button ----
PLAYEMU = GH + "jpd002/Play-/pull/759"
IBROKERS = GH + "joshuaulrich/IBrokers/pull/26"
UNPKG = GH + "unpkg/unpkg/pull/249"
NOCHAT = GH + "Aizistral-Studios/No-Chat-Reports/pull/10"
FLEXTYPE = GH + "flextype/flextype/issues/133"
RUPTURES = GH + "deepcharles/ruptures/issues/98"
IOCCC = GH + "ioccc-src/winner/pull/137"
# ---- SECURITY.md: a vulnerability-reporting policy ----
SPARKEXT = GH + "G-Research/spark-extension/pull/263"
COSIGN = GH + "sigstore/cosign/pull/3201"
GZCTF = GH + "GZTimeWalker/GZCTF/pull/554"
FSEND = GH + "polius/fsend/pull/115"
# ---- SBOMs (software bills of materials) for releases ----
AEGIS = GH + "Kanevry/aegis/issues/81"
ORDERPORTAL = GH + "janwienand/online-order-portal/issues/80"
DEADFINDER = GH + "hahwul/deadfinder/issues/97"
DYNACONF = GH + "Dynatrace/dynatrace-configuration-as-code/pull/995"
LLMKIT = GH + "smigolsmigol/llmkit/pull/78"
SHUCK = GH + "ewhauser/shuck/pull/386"
VM0 = GH + "vm0-ai/vm0/pull/4418"
BIODROP = GH + "EddieHubCommunity/BioDrop/issues/2607"
BOMCTL = GH + "bomctl/bomctl/pull/31"
SYFT = GH + "anchore/syft/pull/500"
CLEARCORE = GH + "khenderson20/clearCore/issues/33"
FERROEHR = GH + "rubentalstra/FerroEHR/issues/2312"
MARQUE = GH + "marquetools/marque/issues/191"
GENFRAUD = GH + "SantanderAI/gen-fraud-graph/pull/28"
WIRELOG = GH + "semantic-reasoning/wirelog/issues/744"
LIQUIFORMAT = GH + "liquibase/liquibase/issues/2445"
LIQUITOOL = GH + "liquibase/liquibase/issues/2446"
EDK2 = GH + "tianocore/edk2/pull/6455"
# ---- prefers-reduced-motion ----
REACTMOTION = GH + "chenglou/react-motion/issues/631"
MOUSEHOLE = GH + "t-mart/mousehole/issues/161"
SVELTECAL = GH + "6eDesign/svelte-calendar/issues/154"
SLIDEEL = GH + "alexmacarthur/slide-element/issues/14"
CHISEL = GH + "Navillus-BV/chisel/pull/8"
KICKSTART = GH + "kickstartDS/kickstartDS/issues/579"
# ---- alt text for images ----
EXPRESSCOM = GH + "expressjs/expressjs.com/issues/1808"
UNISUBS = GH + "pculture/unisubs/issues/3113"
CATSITE = GH + "denysvitali/thebestmotherfuckingwebsite/issues/40"
PEMM = GH + "PrincetonPEMM/pemm-issues/issues/127"
A11YSCAN = GH + "cehfisher/a11y-scanner-demo/issues/567"
# ---- the all-contributors bot ----
HCPSNIP = GH + "iamdamion/HCP-snippets/issues/1"
RDEVGUIDE = GH + "r-devel/rdevguide/issues/20"
FIXZIM = GH + "bzmp125/fix-zimbabwe/issues/5"
PYANI = GH + "widdowquinn/pyani/issues/250"
REVIEWAPP = GH + "piyushgarg-dev/review-app/issues/251"
ALLCONTRIBORG = GH + "all-contributors/allcontributors.org/issues/469"
EMOTION = GH + "SanjayMarreddi/Emotion-Investigator/issues/34"
FSOCO = GH + "fsoco/fsoco-devkit/pull/11"
STUDENTRES = GH + "StudentSuite/awesome-student-resources/issues/110"

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence.
# ==== part 2 (helper cdf2, twenty-second pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- Morse code (CW): element timing, words per minute and iambic keyers ----
P2_UHSDR911 = P2_GH + "df8oe/UHSDR/pull/911"
P2_UHSDR1841 = P2_GH + "df8oe/UHSDR/issues/1841"
P2_UHSDR1524 = P2_GH + "df8oe/UHSDR/issues/1524"  # lends only (its opener is not in the excerpt)
P2_LEARNMORSE = P2_GH + "genemecija/learn-morse-code/issues/8"
P2_MORSELEARN = P2_GH + "googlecreativelab/morse-learn/issues/12"
P2_MORSETALK = P2_GH + "morse-talk/morse-talk/issues/32"
P2_MORSERUNNER = P2_GH + "w7sst/MorseRunner/pull/195"
P2_VAIL30 = P2_GH + "Vail-CW/vail_repeater_depricated/issues/30"
P2_VAIL31 = P2_GH + "Vail-CW/vail_repeater_depricated/issues/31"
P2_DAHDI = P2_GH + "matthiasjordan/dahdidahdit/issues/15"
P2_FX4CR22 = P2_GH + "f5bud/FX-4CR-V2/issues/22"
P2_FX4CR60 = P2_GH + "f5bud/FX-4CR-V2/issues/60"
P2_ESDR = P2_GH + "ExpertSDR3/ExpertSDR3-BUG-TRACKER/issues/494"
P2_HAMPI = P2_GH + "HamPiRadio/HamPiRadio/issues/20"
# ---- thermal infrared sensors: MLX90640 cameras and MLX90614 thermometers ----
P2_MLX66 = P2_GH + "melexis/mlx90640-library/issues/66"
P2_MLX77 = P2_GH + "melexis/mlx90640-library/issues/77"  # lends only (its opener is not in the excerpt)
P2_MLX40 = P2_GH + "melexis/mlx90640-library/issues/40"
P2_MLX92 = P2_GH + "melexis/mlx90640-library/issues/92"
P2_MLX9 = P2_GH + "melexis/mlx90640-library/issues/9"
P2_EXXA = P2_GH + "exxamalte/esphome-customisations/issues/4"
P2_STM32 = P2_GH + "imliubo/MLX90640-With-STM32/issues/2"
# ---- backgammon: engines, position IDs and the doubling cube ----
P2_BGWEB5 = P2_GH + "foochu/bgweb-api/issues/5"
P2_BGWEB2 = P2_GH + "foochu/bgweb-api/issues/2"
P2_BGWEB4 = P2_GH + "foochu/bgweb-api/issues/4"
P2_BGWEB6 = P2_GH + "foochu/bgweb-api/issues/6"
P2_TGAMES = P2_GH + "ichabod801/t_games/issues/25"
P2_BGTRAIN = P2_GH + "gtzampanakis/bgtrain/issues/3"
P2_WILDBG36 = P2_GH + "carsten-wenderdel/wildbg/issues/36"
P2_WILDBG27 = P2_GH + "carsten-wenderdel/wildbg/issues/27"
P2_ANKIG2 = P2_GH + "Deinonychus999/AnkiGammon/issues/2"
P2_ANKIG21 = P2_GH + "Deinonychus999/AnkiGammon/issues/21"
P2_GNUBGA = P2_GH + "clavierhaus/gnubg-android/issues/13"
# ---- Scrabble and word games: blank tiles and word lists ----
P2_SSOLVER306 = P2_GH + "kamilmielnik/scrabble-solver/issues/306"
P2_SSOLVER1 = P2_GH + "kamilmielnik/scrabble-solver/issues/1"
P2_FAYROSE = P2_GH + "fayrose/Scrabble/issues/3"
P2_SKRAFL = P2_GH + "vthorsteinsson/Skrafl/issues/6"
P2_HTMLSCRABBLE = P2_GH + "hanshuebner/html-scrabble/pull/74"
P2_LKESTELOOT = P2_GH + "lkesteloot/scrabble/issues/3"
P2_ANAGRAM = P2_GH + "romainfrancois/anagram/issues/2"
P2_HELLO = P2_GH + "lynn/hello/issues/127"
# ---- air quality: low-cost particulate-matter (PM2.5) sensors ----
P2_OSEM = P2_GH + "sensebox/openSenseMap/issues/289"
P2_HACKAIR = P2_GH + "hackair-project/hackAir-Arduino/issues/9"
P2_PMSERIAL = P2_GH + "avaldebe/PMserial/issues/18"
# ---- lightning detection: AS3935 sensors' false strikes and strike distances ----
P2_AS3935WEB = P2_GH + "pcfens/RPi-AS3935-Web/issues/3"
P2_AS3935PI = P2_GH + "pcfens/RaspberryPi-AS3935/issues/10"
P2_SOFASKIN = P2_GH + "weatherstorm/Sofaskin-CW9009/issues/20"
P2_FMI = P2_GH + "anand-p-r/fmi-hass-custom/issues/87"
# ---- speedrunning: autosplitters, load removal and timers ----
P2_AUTOSPLIT = P2_GH + "Toufool/AutoSplit/issues/2"
P2_PYAUTOSPLIT = P2_GH + "christofsteel/pyautosplit/issues/4"
P2_HKSPLIT = P2_GH + "AlexKnauth/hollowknight-autosplit-wasm/issues/133"
P2_ROTA = P2_GH + "HarmonyHoney/ROTA/pull/44"
# ---- electric bicycles: Bafang controller speed limits ----
P2_OBT21 = P2_GH + "andrey-pr/OpenBafangTool/issues/21"
P2_OBT6 = P2_GH + "andrey-pr/OpenBafangTool/issues/6"
P2_BESST = P2_GH + "kasparsd/besst-reference/issues/2"
P2_BAFANGSPEED = P2_GH + "WrdVdb/BafangSpeedAdjust/issues/6"
# ---- pinball machines: solenoid and flipper drivers ----
P2_WPCEMU = P2_GH + "neophob/wpc-emu/issues/72"
P2_PYPROCGAME = P2_GH + "preble/pyprocgame/pull/2"
P2_COBRA5 = P2_GH + "cobra18t/CobraPin/issues/5"
P2_COBRA6 = P2_GH + "cobra18t/CobraPin/issues/6"

# Every lender is a group of the part (lends-only threads belong to repositories that are groups).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- part 2's bank: real sentences from the threads above, lent only within their area, never into their own repository ----
# Morse code
P2_M_PARIS = "The word PARIS is the standard for determing CW code speed."
P2_M_ELEMENTS = "Each dit is one element, each dah is three elements, intra-character spacing is one element, inter-character spacing is three elements and inter-word spacing is seven elements."
P2_M_13WPM = "13 words-per-minute is one element every 92.31 milliseconds."
P2_M_MODEB = "For iambic B mode (sometimes cold the squeeze key method) by holding both keys together at the same time makes alternating dits and dahs automatic."
P2_M_HAMS = "In ham radio, the only term operators ever use is #wpm."
P2_M_PAUSE = "I thought the pause between characters was supposed to be 3 times the dit time and a space between words is 7 times the dit time."
# thermal infrared sensors
P2_T_DECOUPLE = "The measurement deviation in the test seems typical for a configuration where the required power decoupling capacitors are either, not present, too far away from the sensor or broken."
P2_T_DEFAULT1 = "The default emissivity of the MLX90614 is 1."
# backgammon
P2_B_WILDBG = "Right now wildbg only supports Gnu position IDs."
P2_B_RACE = "Note that once the game becomes a race, I should be able to design heuristic algorithms for efficient off boarding."
P2_B_NUMBERED = "When analyzing a position the opponent is to play, the backgammon board should be numbered from the opponent's perspective to align with the table's numbering system."
# Scrabble
P2_S_BLANKRULE = "The rules of Scrabble state that a blank must serve with the same letter even in multiple crossing words."
P2_S_TWO = "Scrabble players can have up to two blank tiles in the rack, denoting any letter that they wish."
P2_S_README = "Nothing in the readme explains how to use blank tiles."
# particulate-matter sensors
P2_P_70 = "Especially above 70% relative humidity the difference between actual PM2.5 and measured PM2.5 concentration grows exponentially."
P2_P_DRIFT = "Besides humidity, sensors also drift over time and there may be variation between devices straight from the factory."
P2_P_SDS = "the sds011 datasheet sets 70% humidity as working maximum and a temperature range from -10 up to 50°C"
# lightning detectors
P2_L_REMOTE = "I live in a remote area near the coast in SW Ireland, so very little electrical disturbance."
P2_L_SUNNY = "It is a clear sunny day, definitely no lightning around."
P2_L_VARS = "It's likely that the variables one station uses are different from another."
# speedrunning
P2_R_TICKS = "Meaningful gameplay will only happen on physics ticks, so we can just count those and it levels the playing field for everyone :)"
P2_R_KEY = "By setting the split key in AutoSplit to the pause key of your timer, it will pause instead."
# electric bicycles
P2_E_FIRMWARES = "On some firmwares its impossible to change limit at all"
# pinball machines
P2_N_OHM = "A 4 Ohm coil would draw 12A, if I have three of them at the same time it is 36A"

QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- the bank: real sentences from df26 threads, each placed after at most four histories in all ----
# robots.txt
R_ALLOWDIS = "I'm pretty sure `Noindex` is not a valid `robots.txt` directive; it's only `Allow` and `Disallow`"
R_CONSOLE = "Note : If any other user gets their site indexed they can edit search results and delete them via the google search console if they own the domain under which their instance is served."
# sitemaps
SM_OCTO = "Octopress auto generates a sitemap.xml at {{ site.url }}/sitemap.xml"
SM_GSC = "Google reads the `<lastmod>` value, but if you misrepresent this value, we will stop reading it."
# Open Graph
OG_NOPREVIEW = "The Twitter Share dialog does not show a preview of the link."
# dead letter queues
DL_HOLDS = "A **D**ead **L**etter **Q**ueue (DLQ), or **undelivered-message queue**, receives and holds messages that cannot be delivered to their destination queues."
DL_BROKER = "This is expected behavior, the broker will send the messages to DLC after the number of retry counts have breached."
# codes of conduct
CC_CONFID = "The project team is obligated to maintain confidentiality with regard to the reporter of an incident."
# FUNDING.yml
F_SHOWS = "A funding.yml file shows a \"Sponsor\" button at the top of the repository."
# SECURITY.md
SEC_POLICY = "A security policy (typically a SECURITY.md file) can give users information about what constitutes a vulnerability and how to report one securely so that information about a bug is not publicly visible."
SEC_PRIVATE = "A dedicated security policy makes it possible to report vulnerabilities responsibly and privately instead of opening public issues."
# SBOMs
B_VISIBILITY = "An SBOM improves dependency visibility; it is not a compliance certification by itself."
B_FORMATS = "CycloneDX carries the dependency graph — direct versus transitive edges, package URLs, checksums — and is what a vulnerability tool consumes."
B_SPDX = "SPDX is the attribution and licence-obligation document, and is what a legal or procurement reviewer of a four-licence redistribution actually asks for."
B_EO = "EO 14028 requires SBOMs for software sold to or used by the US federal government."
B_TOOLS = "There are a lot of tools that can consume CycloneDX today."
# reduced motion
M_MEDIA = "[`prefers-reduced-motion`](https://developer.mozilla.org/en-US/docs/Web/CSS/@media/prefers-reduced-motion) can be checked via a media query and if set animations should be reduced to a minimum/turned off."
M_VISITOR = "If a site visitor's browser indicates that they are bothered by animation, as evidenced by them having set prefers-reduced-motion to reduce, then don't serve them animation; jump immediately to the end state without animation."
# alt text
AT_ROLE = "Alt text plays a crucial role in accessibility by offering a textual description of images for individuals using screen readers."
AT_DECOR = "For decorative images, an empty **alt=\"\"** should be used to ensure they are skipped by assistive technologies."
AT_FAIL = "Failing to provide appropriate alt text can hinder access for visually impaired users and lead to accessibility compliance issues."
AT_GOOGLE = "Alt text (text that describes an image) improves accessibility for people who can't see images on web pages, including users who use screen readers or have low-bandwidth connections."
AT_BLANK = "Leave alt text blank if the image is purely decorative"
# all-contributors
AC_AUTO = "The @all-contributors bot automatically adds contributor acknowledgements according to the all-contributors specification"
AC_INVISIBLE = "Someone who reported three dead links did real work and should not be invisible because they never opened a PR."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- robots.txt: keeping crawlers out ----
    mo1 = (U, "feat: add disallow in robots.txt", "u1")
    mo2 = (U, "Added disallow on robots.txt for prevent crawlers to index the CRM", "u1")
    mo3 = (A, "@asbiin thoughts on that one?", "u2")
    mo4 = "@djaiss It's a good fix, the \"standard\" way is `disallow: /`"
    rec(MONICA, [mo1], mo2[1], True, "ellipsis", [], "This Monica pull request adds a disallow rule to robots.txt to prevent crawlers from indexing the CRM.", author="u1")
    rec(MONICA, [mo1, mo2], mo3[1], True, "pronoun", ["that one"], "@asbiin what are your thoughts on the Monica pull request adding a robots.txt disallow rule so crawlers don't index the CRM?", author="u2")
    rec(MONICA, [mo1, mo2, mo3], mo4, True, "pronoun", ["It's"], "@djaiss Adding a disallow rule to Monica's robots.txt is a good fix; the \"standard\" way is `disallow: /`.", author="u3")
    rec(MONICA, [mo1, mo2, mo3, (A, mo4, "u3")], "Thanks @juliangarcess for your contribution!", True, "ellipsis", [], "Thanks @juliangarcess for contributing the robots.txt disallow rule to Monica!", author="u2")
    lend(MONICA, [mo1, mo2], R_CONSOLE, SELF, POCKETID)

    cb1 = (U, "Disallow all robots", "u1")
    lend(CONBENCH, [cb1], R_ALLOWDIS, SAME, POCKETID)

    rt1 = (U, "Add dynamic robots.txt", "u1")
    rt2 = (U, "Adds the ability to disallow crawlers, which will serve up a robots.txt denying all crawling other than twitter or facebook image unfurling bots.", "u1")
    rtq = "Do we need to allow slack and discord crawlers as well?"
    rtq2 = "afaict, no, slack explicitly says they ignore it, couldn't find anything on discord."
    rec(RETICULUM, [rt1], rt2[1] + "\n\nNote this will be off by default in `ita` for self hosted instances.", True, "ellipsis", ["this"], "This reticulum pull request adds the ability to disallow crawlers with a dynamic robots.txt denying all crawling other than Twitter or Facebook image unfurling bots; it is off by default in `ita` for self-hosted instances.", author="u1")
    rec(RETICULUM, [rt1, rt2], rtq, True, "ellipsis", ["as well"], "Besides Twitter's and Facebook's unfurling bots, does reticulum's dynamic robots.txt need to allow Slack and Discord crawlers too?", author="u2")
    rec(RETICULUM, [rt1, rt2, (A, rtq, "u2")], rtq2, True, "pronoun", ["they", "it"], "As far as I can tell, reticulum's robots.txt need not allow Slack's crawler, since Slack explicitly says it ignores robots.txt; I couldn't find anything about Discord's crawler.", author="u1")
    lend(RETICULUM, [rt1, rt2], R_CONSOLE, SELF, POCKETID)

    ac1 = (U, "Issue #46: Forbid URLS in robots.txt to be crawled.", "u1")
    lend(ACHE, [ac1], R_ALLOWDIS, SAME, POCKETID)

    ad1 = (U, "Honour robots.txt", "u1")
    lend(ADSTXT, [ad1], R_CONSOLE, SELF, POCKETID)

    ba1 = (U, "Add noindex to pages blocked by robots.txt", "u1")
    ba2 = (U, "## Expected Behavior\nSearch engines do not index certain pages\n\n## Current Behavior\nSearch engines index certain pages", "u1")
    rec(BLUEALLIANCE, [ba1], ba2[1], True, "ellipsis", ["certain pages"], "Search engines should not index The Blue Alliance's pages that robots.txt blocks, but currently they index them.", author="u1")
    rec(BLUEALLIANCE, [ba1, ba2], "TIL", True, "ellipsis", [], "Today I learned that pages blocked by robots.txt can still be indexed by search engines unless they carry noindex.", author="u2")

    pi1 = (U, "feat: add robots.txt to block indexing", "u1")
    pi2 = (U, "Linked to #766\n\nServe a robots.txt which forbids both exploring and indexing by crawlers of all user agent\nHopefully this should stop indexing.", "u1")
    piq = "Oh you're right, Noindex is [no longer supported](https://developers.google.com/search/blog/2019/07/a-note-on-unsupported-rules-in-robotstxt?hl=en). It's still a bit strange to me how my instance got indexed though."
    rec(POCKETID, [pi1], pi2[1], True, "ellipsis", ["this"], "This pocket-id pull request (linked to #766) serves a robots.txt forbidding crawlers of every user agent from exploring and indexing, which should stop indexing.", author="u1")
    rec(POCKETID, [pi1, pi2], R_CONSOLE, False, SELF, [], None, author="u1")
    # second reader (r2df, twenty-second pass): trap, not a correction. The sentence names its subject in full (§2 rule 1) and the
    # history it follows (title and body) never shows a Noindex line; §2 rule 3's corrections redo the user's own request.
    rec(POCKETID, [pi1, pi2], R_ALLOWDIS, False, SAME, [], None, author="u2")
    rec(POCKETID, [pi1, pi2, (A, R_ALLOWDIS, "u2")], piq, True, "correction", ["you're right", "It's"], "You're right that Noindex is no longer supported in robots.txt (Google's note on unsupported rules); it's still strange to me how my pocket-id instance got indexed.", author="u1")

    ar1 = (U, "Google search console blocked by robots.txt", "u1")
    ar2 = (U, "sitemap.xml blocked by robots.txt when submitted to Google Search Console", "u1")
    arq = "Which of the robots.txt entries could be preventing it?"
    arq2 = "The file attached to this issue blocks Googlebot from the whole site, sitemap included. Search Console was reporting it correctly. It is not `Google-InspectionTool`, and Search Console is not using a different user agent to Google Search here."
    rec(AIROBOTS, [ar1], ar2[1], True, "ellipsis", [], "My sitemap.xml is reported blocked by robots.txt (built from the ai.robots.txt list) when submitted to Google Search Console.", author="u1")
    rec(AIROBOTS, [ar1, ar2], arq, True, "pronoun", ["it"], "Which of the entries in my ai.robots.txt-based robots.txt could be blocking my sitemap.xml in Google Search Console?", author="u1")
    rec(AIROBOTS, [ar1, ar2, (U, arq, "u1")], arq2, True, "correction", ["this issue", "it", "It", "here"], "The robots.txt attached to the ai.robots.txt issue blocks Googlebot from the whole site, sitemap included, so Search Console reported it correctly; the cause is not `Google-InspectionTool`, and Search Console uses the same user agent as Google Search.", author="u2")

    ot1 = (U, "Create default and production robots.txt files", "u1")
    ot2 = (U, "As discussed with @mbdebian, we will create two different `robots.txt` files and the Terraform provisioner will set the correct file based on the deployment context.", "u1")
    rec(OPENTARGETS, [ot1], ot2[1], True, "ellipsis", ["two different `robots.txt` files"], "As discussed with @mbdebian, Open Targets will create two robots.txt files, default and production, and the Terraform provisioner will set the correct one for the deployment context.", author="u1")
    rec(OPENTARGETS, [ot1, ot2], "Ticket closed as work completed and reviewed and merged into `main`.", True, "ellipsis", ["Ticket", "work"], "The Open Targets ticket to create default and production robots.txt files is closed: the work is completed, reviewed and merged into `main`.", author="u1")
    rec(OPENTARGETS, [ot1, ot2, (U, "Ticket closed as work completed and reviewed and merged into `main`.", "u1")], "As expected, https://main--platform-app.netlify.app/ is exposing the default `robots.txt` file, preventing any indexing.", True, "ellipsis", ["the default `robots.txt` file"], "As expected, the Open Targets preview https://main--platform-app.netlify.app/ serves the default robots.txt (`Disallow: /`), preventing any indexing.", author="u1")
    lend(OPENTARGETS, [ot1], R_ALLOWDIS, SAME, POCKETID)

    sf1 = (U, "Problem with Robots.txt page blocking google bots from searching homepage", "u1")
    sf2 = (U, "I have downloaded The SEO Framework plugin on my website, https://bridgeconnectorministries.com\n\nThe home page is being blocked from google bots doing a search on the home page:", "u1")
    sfq = "Did you recently set up the site, or migrated to WordPress?"
    rec(SEOFW, [sf1, sf2], sfq, True, "ellipsis", ["the site"], "Did you recently set up bridgeconnectorministries.com, whose robots.txt blocks Google from the home page, or migrate it to WordPress?", author="u2")
    rec(SEOFW, [sf1, sf2, (A, sfq, "u2")], "Whatever the reason may be, there's a tricky little option active on your site.", True, "ellipsis", ["the reason", "your site"], "Whatever the reason, a tricky little WordPress option is active on bridgeconnectorministries.com that makes its robots.txt block search engines.", author="u2")
    rec(SEOFW, [sf1, sf2, (A, sfq, "u2")], "1. Go to this page: `wp-admin/options-reading.php`\n2. Deactivate the \"Search Engine Visibility\" option.", True, "pronoun", ["this page"], "To stop WordPress's robots.txt blocking Google: go to `wp-admin/options-reading.php` and deactivate the \"Search Engine Visibility\" option.", author="u2")
    rec(SEOFW, [sf1, sf2, (A, sfq, "u2")], "Closing as resolved.", True, "ellipsis", [], "Closing the SEO Framework issue about robots.txt blocking Google from the homepage as resolved.", author="u2")
    lend(SEOFW, [sf1, sf2], R_CONSOLE, SELF, POCKETID)

    # ---- sitemap.xml generation and lastmod ----
    pf1 = (U, "Generate sitemap.xml", "u1")
    lend(PAGEFABRIC, [pf1], SM_GSC, SELF, HEXOSITEMAP)

    lp1 = (U, "Sitemap generation", "u1")
    rec(LOOPINF, [lp1], "Generate sitemap XML like the current one: http://loopinfinito.com.br/sitemap.xml", True, "ellipsis", ["the current one"], "Generate loopinfinito.com.br's sitemap XML like its current one at http://loopinfinito.com.br/sitemap.xml.", author="u1")
    lend(LOOPINF, [lp1], SM_GSC, SELF, HEXOSITEMAP)

    as1 = (U, "Generate sitemap.xml", "u1")
    as2 = (U, "Generate a sitemap.xml using Octopress' sitemap generator plug-in", "u1")
    rec(ARSMENTIS, [as1, as2], SM_OCTO, False, SAME, [], None, author="u1")

    xw1 = (U, "Missing XML lastmod values?", "u1")
    xw2 = (U, "First off, great package, thanks ;)", "u1")
    xwq = "I'm not getting any lastmod elements in my sitemap xml files. I'm supplying valid Url.TimeStamp values, but getting thing out. Am I doing something wrong?"
    rec(XWEBSITEMAP, [xw1], xw2[1], True, "ellipsis", ["great package"], "First off, X.Web.Sitemap is a great package, thanks.", author="u1")
    rec(XWEBSITEMAP, [xw1, xw2], xwq, True, "ellipsis", [], "X.Web.Sitemap writes no lastmod elements in my sitemap XML files although I supply valid Url.TimeStamp values; am I doing something wrong?", author="u1")
    lend(XWEBSITEMAP, [xw1, xw2], SM_GSC, SELF, HEXOSITEMAP)

    hx1 = (U, "The generate sitemap <lastmod> is wrong(inaccuracy)!", "u1")
    hx2 = (U, "The `hexo-generator-sitemap` plugins generated sitemap.xml that `<lastmod>` corresponding the last modification time of **the source folder file**, but the `<lastmod>` should corresponding the last modification time of **the html file**.", "u1")
    # second reader (r2df, twenty-second pass): trap, not a follow-up. The body names the plugin it is about (§2 rule 1: a question
    # that names its subject in full is a trap); its standalone added nothing from the history.
    rec(HEXOSITEMAP, [hx1], hx2[1], False, SAME, [], None, author="u1")
    rec(HEXOSITEMAP, [hx1, hx2], "I found [GSC Help] have a tips:\n> " + SM_GSC, False, SAME, [], None, author="u1")
    rec(HEXOSITEMAP, [hx1, hx2, (U, "I found [GSC Help] have a tips:\n> " + SM_GSC, "u1")], "If the sitemap `<lastmod>` is wrong, meaning the sitemap not effect?", True, "ellipsis", ["the sitemap"], "If the `<lastmod>` in hexo-generator-sitemap's sitemap is wrong, does that mean Google ignores the sitemap?", author="u1")
    rec(HEXOSITEMAP, [hx1, hx2], "It cause my article cann't be indexed in time. Almost need a week!", True, "pronoun", ["It"], "The wrong `<lastmod>` in hexo-generator-sitemap's sitemap means my articles can't be indexed in time; it takes almost a week.", author="u1")

    gp1 = (U, "SEO: sitemap.xml 所有 lastmod 日期冻结在 2026-05-15", "u1")
    gpq = "Closed by #25. The sitemap is now generated with real git lastmod dates via scripts/generate_sitemap.py, and CI regenerates/checks the sitemap with full git history."
    rec(GOALPROMPTS, [gp1], gpq, True, "ellipsis", ["The sitemap"], "The issue that every lastmod date in awesome-goal-prompts' sitemap.xml was frozen at 2026-05-15 is closed by #25: the sitemap is now generated with real git lastmod dates via scripts/generate_sitemap.py, and CI regenerates and checks it with full git history.", author="u1")
    lend(GOALPROMPTS, [gp1], SM_GSC, SELF, HEXOSITEMAP)

    # ---- Open Graph and Twitter card meta tags (link previews) ----
    rc1 = (U, "Improve OpenGraph Tags", "u1")
    rc2 = (U, "...to have proper previews in Facebook and on Twitter \n\nRight now Chengs image shows up as preview", "u1")
    rc3 = (U, "See https://www.npmjs.com/package/metaimages and https://www.npmjs.com/package/open-graph-meta", "u1")
    rec(REASONCONF, [rc1], rc2[1], True, "ellipsis", ["proper previews"], "Improve ReasonConf's OpenGraph tags to have proper previews on Facebook and Twitter; right now Cheng's image shows up as the preview.", author="u1")
    rec(REASONCONF, [rc1, rc2], rc3[1], True, "ellipsis", [], "For improving ReasonConf's OpenGraph tags, see the npm packages metaimages and open-graph-meta.", author="u1")
    rec(REASONCONF, [rc1, rc2, rc3], "Done in #20", True, "ellipsis", [], "Improving ReasonConf's OpenGraph tags for proper Facebook and Twitter previews was done in #20.", author="u1")
    lend(REASONCONF, [rc1, rc2], OG_NOPREVIEW, SAME, REACTSHARE)

    pg1 = (U, "Open Graph meta tags and preview image", "u1")
    rec(PROGGUIDE, [pg1], "Added a preview image so Facebook can share it better. Also added an Open Graph name.", True, "pronoun", ["it"], "This pull request adds a preview image so Facebook can share the program guide better, and an Open Graph name.", author="u1")

    wt1 = (U, "Add open graph meta tags", "u1")
    wt2 = (U, "Look elegant when shared on social media (preview)", "u1")
    rec(WEBTOOLS, [wt1], wt2[1], True, "ellipsis", [], "Open Graph meta tags would make Webtools look elegant when shared on social media (previews).", author="u1")
    rec(WEBTOOLS, [wt1, wt2], "I will design the open graph image, please assign it to me.", True, "pronoun", ["it"], "I will design Webtools' open graph image; please assign the open graph meta tags issue to me.", author="u2")
    lend(WEBTOOLS, [wt1], OG_NOPREVIEW, SAME, REACTSHARE)


    tk1 = (U, "Image preview does not work on twitter", "u1")
    tk2 = (U, "### Description of the bug\n\nWhen adding a link to https://tekkendocs.com in a twitter post, twitter is not able to show an image preview of the link.", "u1")
    tkq = "Not sure why it is not working. Tekkendocs sets the og:image meta tag, and it shows correctly in the \"Sosial Share Preview\" extension in Chrome."
    # second reader (r2df, twenty-second pass): trap, not a follow-up. The bug report names the site (https://tekkendocs.com) and
    # the platform (§2 rule 1); its standalone added nothing from the history.
    rec(TEKKEN, [tk1], tk2[1], False, SAME, [], None, author="u1")
    rec(TEKKEN, [tk1, tk2], tkq, True, "pronoun", ["it"], "Not sure why Twitter's image preview of tekkendocs.com links is not working: Tekkendocs sets the og:image meta tag, and the preview shows correctly in Chrome's \"Social Share Preview\" extension.", author="u1")
    rec(TEKKEN, [tk1, tk2, (U, tkq, "u1")], "This has been fixed", True, "pronoun", ["This"], "Twitter's missing image preview for tekkendocs.com links has been fixed.", author="u1")
    lend(TEKKEN, [tk1, tk2], OG_NOPREVIEW, SAME, REACTSHARE)

    of1 = (U, "Site Doesn't Display preview Image on Twitter", "u1")
    rec(OPENFORGE, [of1], "the preview image is now displaying on Twitter, closing ticket", True, "ellipsis", ["the preview image", "ticket"], "The openforge.io site's preview image is now displaying on Twitter; closing the ticket.", author="u1")

    hb1 = (U, "Twitter previews card are missing the `social_share` image for all the URLs", "u1")
    hb2 = (U, "Looks like the pages from any hoverboard website are missing the `social_share` image when shared on twitter.", "u1")
    rec(HOVERBOARD, [hb1, hb2], "## Expected outcome\n\nAll the pages should provide the `social_share` image as a preview.", True, "ellipsis", ["All the pages"], "Every hoverboard website page should provide its `social_share` image as the Twitter card preview.", author="u1")
    rec(HOVERBOARD, [hb1, hb2], "Fixed in #403", True, "ellipsis", [], "hoverboard's Twitter preview cards missing the `social_share` image were fixed in #403.", author="u2")

    rs1 = (U, "twitter card preview doesn't work", "u1")
    rs2 = (U, "Hi all,\nam using react-share and it is working as charm on **facebook** and **google**\nhowever trying to tweet a link to my website **doesn't generate the twitter card preview** .", "u1")
    rsq = "👍 same issue, even with og:tags and twitter:<tags> provided"
    rec(REACTSHARE, [rs1, rs2], rsq, True, "ellipsis", ["same issue"], "I have the same problem: tweeting a link with react-share generates no Twitter card preview, even with og: tags and twitter: tags provided.", author="u2")
    rec(REACTSHARE, [rs1, rs2, (A, rsq, "u2")], "@FadiAboMsalam @kgajowy I think you are correct. Twittter does not provide the functionality. " + OG_NOPREVIEW, True, "ellipsis", ["you are correct"], "@FadiAboMsalam @kgajowy Right: Twitter does not provide the functionality; the Twitter Share dialog that react-share opens does not show a preview of the link.", author="u3")

    sn1 = (U, "tweak twitter share preview", "u1")
    sn2 = (U, "There is no twitter image for sharing. Let's fix that.", "u1")
    snq = "Hey @landsman thank you for sharing that. I did notice it also, I tried fixing it a few days ago to no avail. Maybe I'm missing something in index.html. If you have any ideas, I'd love for you to share them."
    rec(SQLNOIR, [sn1], sn2[1], True, "pronoun", ["that"], "SQLNoir has no Twitter image for sharing; let's fix the Twitter share preview.", author="u1")
    rec(SQLNOIR, [sn1, sn2], "On the other hand Bluesky looks fine: https://bsky.app/profile/landsman.bsky.social/post/3lihbvkad5k2k", True, "ellipsis", ["On the other hand"], "Unlike Twitter, Bluesky's share preview of SQLNoir looks fine: https://bsky.app/profile/landsman.bsky.social/post/3lihbvkad5k2k", author="u1")
    rec(SQLNOIR, [sn1, sn2], snq, True, "pronoun", ["that", "it"], "Hey @landsman, thanks for reporting SQLNoir's missing Twitter share image; I noticed it too and tried fixing it a few days ago to no avail; maybe I'm missing something in index.html; I'd love to hear any ideas.", author="u2")
    rec(SQLNOIR, [sn1, sn2, (A, snq, "u2")], "Try this:\n\n```html\n<meta name=\"twitter:card\" content=\"summary_large_image\"/>\n<meta name=\"twitter:title\" content=\"todo\"/>\n<meta name=\"twitter:image\" content=\"https://domain.tld/og.png\"/>\n```", True, "pronoun", ["this"], "To fix SQLNoir's Twitter share preview, try adding the meta tags twitter:card (summary_large_image), twitter:title and twitter:image to index.html.", author="u1")
    lend(SQLNOIR, [sn1, sn2], OG_NOPREVIEW, SAME, REACTSHARE)

    sh1 = (U, "Sharing link og-image are not working on twitter", "u1")
    sh2 = (U, "_Description_\nAfter sharing a link on twitter the og-image doesn't display.", "u1")
    rec(SHARUCO, [sh1, sh2], "Can you be more precize please? **with type of link** do you talking about? (website? code?)", True, "ellipsis", ["type of link"], "Can you be more precise about which type of sharuco link (website? code?) shows no og-image when shared on Twitter?", author="u2")

    ow1 = (U, "Set og:image / twitter share pic to (profile) picture of item", "u1")
    owq = "@dobladov shouldn't `twitter:image` and `og:image` be the same?"
    owq2 = "I think we are not doing it right now because of the required sizes for the preview, I will take a look and see how they might look."
    rec(OERWORLDMAP, [ow1], owq, True, "ellipsis", [], "@dobladov shouldn't the OER World Map's `twitter:image` and `og:image` be the same (the item's profile picture)?", author="u2")
    rec(OERWORLDMAP, [ow1, (A, owq, "u2")], owq2, True, "pronoun", ["it", "they"], "I think OER World Map doesn't use the item's picture for og:image / twitter:image right now because of the sizes required for previews; I will see how the previews might look.", author="u3")
    rec(OERWORLDMAP, [ow1, (A, owq, "u2"), (A, owq2, "u3")], "Du to the `robots.txt` on beta, we'll have to test this when it is on production.", True, "pronoun", ["this", "it"], "Because of the robots.txt on OER World Map's beta, we'll have to test the og:image / twitter:image previews once they are on production.", author="u2")

    # ---- dead letter queues ----
    so1 = (U, "Added support for rabbitmq dead letter exchanges, refs #39", "u1")
    rec(SONATANOTIF, [so1], "By setting a `dead_letter_exchange` for an amqp queue, failed messages will be rejected and sent to the dead letter exchange declared by the parameter.", True, "ellipsis", ["the parameter"], "With this SonataNotificationBundle change, setting a `dead_letter_exchange` for an AMQP queue makes failed messages be rejected and sent to the dead letter exchange that the `dead_letter_exchange` parameter declares.", author="u1")
    lend(SONATANOTIF, [so1], DL_HOLDS, SAME, SCWDOCS)
    lend(SONATANOTIF, [so1], DL_BROKER, SELF, WSO2EI)

    sc1 = (U, "fix(mnq) : update DLQ concept definition", "u1")
    sc2 = (U, "### Description\n\nUpdate DLQ concept on Product Doc page", "u1")
    rec(SCWDOCS, [sc1, sc2], DL_HOLDS, False, SAME, [], None, author="u2")
    rec(SCWDOCS, [sc1, sc2], "This concept is not yet implemented for Scaleway Messaging and Queuing.", True, "pronoun", ["This concept"], "The dead letter queue concept is not yet implemented for Scaleway Messaging and Queuing.", author="u2")

    cv1 = (U, "The dead-lettering process", "u1")
    lend(CONVEY, [cv1], DL_HOLDS, SAME, SCWDOCS)
    lend(CONVEY, [cv1], DL_BROKER, SELF, WSO2EI)

    mt1 = (U, "Feature/46529 spike dead letter service bus", "u1")
    mt2 = (U, "simple POC to simulate failing service bus messages.", "u1")
    rec(MTC, [mt1, mt2], "As expected they are put on the dead letter queue, which is automatically created for each queue", True, "pronoun", ["they"], "As expected, the failing Service Bus messages in MTC's proof of concept are put on the dead letter queue, which Service Bus creates automatically for each queue.", author="u1")
    lend(MTC, [mt1, mt2], DL_BROKER, SELF, WSO2EI)

    ws1 = (U, "Messages are not automatically moved to dead letter channel (DLC) - broker - wso2 ei", "u1")
    ws2 = (U, "Im using WSO2 EI 6.1.1, and trying to create message queue with message store and message processor with an endpoint. \n\nWhen I shutdown my endpoint, the message processor is deactivated and the messages stay in the queue and they are not moved to DLC. \n\nWhat should  I do to make it work ?", "u1")
    wsq = "Based on your query the messages could still be in the queue since the messages has not got retried for the number of times specified in the broker.xml."
    rec(WSO2EI, [ws1, ws2], "Faris,\n\n" + DL_BROKER, True, "pronoun", ["This"], "Faris, WSO2 EI's broker not moving the messages to the dead letter channel yet is expected: the broker sends messages to the DLC only after the retry count has been breached.", author="u2")
    # second reader (r2df, twenty-second pass): follow-up, not a trap, as the same answer with its salutation above. In this thread
    # "This" is the asker's messages staying in the queue (§2 rules 1 and 2); the four lends stay traps.
    rec(WSO2EI, [ws1, ws2], DL_BROKER, True, "pronoun", ["This"], "WSO2 EI's broker not moving the messages to the dead letter channel yet is expected: the broker sends messages to the DLC only after the retry count has been breached.", author="u2")
    rec(WSO2EI, [ws1, ws2, (A, "Faris,\n\n" + DL_BROKER, "u2")], wsq, True, "ellipsis", ["your query", "the messages"], "Going by your description, the WSO2 EI messages could still be in the queue because they have not yet been retried the number of times specified in broker.xml.", author="u2")
    rec(WSO2EI, [ws1, ws2, (A, "Faris,\n\n" + DL_BROKER + "\n\n" + wsq, "u2")], "The above will guide you through the process of modifying the retry counts.", True, "position", ["The above"], "WSO2 EI's \"Using the Dead Letter Channel\" documentation (configuring the message retry count) will guide you through modifying the retry counts.", author="u2")

    rq1 = (U, "Can you add a sample for Dead Letter Queue Scenario", "u1")
    rq2 = (U, "**Failed messages are dead after retry**\nI have retry as 1-3 and throwing runtime exception for few messages to check failure scenario.\nWhen message reaches retry limit, I can see log showing moved to the configured dead letter queue of my delay queue.\nBut messages are not moved", "u1")
    rqq = "This is little bit confusing to me, this is the expected behaviour not? When a message reaches it's  retry limit than your listener method won't be called."
    rqq2 = "Yes, the expected behavior is, once the retry limit is reached, the message to be discarded.\nBut when a dead letter queue is configured for this, the message should not be just discarded,\nit should be moved to its dead letter queue."
    rec(RQUEUE, [rq1, rq2], "To Summarize, the dead messages are not reaching their listener method", True, "ellipsis", ["the dead messages"], "In short, rqueue messages that reached their retry limit are not reaching the dead letter queue's listener method.", author="u1")
    rec(RQUEUE, [rq1, rq2], rqq, True, "pronoun", ["This", "this"], "rqueue not calling the listener for a message that reached its retry limit confuses me; isn't that the expected behaviour?", author="u2")
    rec(RQUEUE, [rq1, rq2, (A, rqq, "u2")], "Let me know if I have misunderstood anything.", True, "ellipsis", ["anything"], "Let me know if I have misunderstood anything about your rqueue dead letter queue problem.", author="u2")
    rec(RQUEUE, [rq1, rq2, (A, rqq, "u2")], rqq2, True, "correction", ["this"], "No: in rqueue, once the retry limit is reached the message is discarded, but when a dead letter queue is configured for the listener, the message should be moved to its dead letter queue rather than discarded.", author="u1")
    rec(RQUEUE, [rq1, rq2, (A, rqq, "u2"), (U, rqq2, "u1")], "Currently it is not happening.", True, "pronoun", ["it"], "Currently rqueue does not move messages that reached their retry limit to the configured dead letter queue.", author="u1")
    lend(RQUEUE, [rq1], DL_HOLDS, SAME, SCWDOCS)

    dc1 = (U, "CHET-534: clear dead letter queue", "u1")
    rec(DCMIGRATION, [dc1], "When a message fails to be processed from the migration queue 5 times, it will be pushed to the dead letter queue.", True, "ellipsis", ["the migration queue"], "When a message fails to be processed from the DC migration assistant's migration queue 5 times, it is pushed to the dead letter queue.", author="u1")
    rec(DCMIGRATION, [dc1], "We use this queue to measure failures for the final file sync. When retrying, we empty the queue so that we can start fresh.", True, "pronoun", ["this queue", "the queue"], "The DC migration assistant uses its dead letter queue to measure failures for the final file sync, and empties it when retrying so as to start fresh.", author="u1")

    eg1 = (U, "Messages that exceed max_retries (default 5) are routed to a terminal…", "u1")
    rec(EGGAI, [eg1], "Add a Dead Letter Queue (DLQ) with configurable `max_retries` to the Redis transport's PEL reclaimer.", True, "ellipsis", ["the Redis transport"], "This EggAI pull request adds a dead letter queue (DLQ) with configurable `max_retries` to EggAI's Redis transport PEL reclaimer.", author="u1")
    lend(EGGAI, [eg1], DL_HOLDS, SAME, SCWDOCS)

    nb1 = (U, "Explicitly fail messages", "u1")
    nbq = "Adds the ability to call `bus.fail()` that immediately forwards the currently handled message onto the dead letter queue."
    rec(NODETSBUS, [nb1], nbq, True, "ellipsis", [], "This node-ts/bus pull request adds `bus.fail()`, which immediately forwards the message being handled onto the dead letter queue.", author="u1")
    rec(NODETSBUS, [nb1, (U, nbq, "u1")], "This is used when it's known that no amount of message retries will cause the message to be processed and that the redrive to DLQ should happen immediately without retries.", True, "pronoun", ["This"], "node-ts/bus's `bus.fail()` is used when no number of retries will get the message processed, so the redrive to the dead letter queue should happen immediately.", author="u1")
    rec(NODETSBUS, [nb1, (U, nbq, "u1")], "Each transport provides varying levels of compatibility with this feature, and those that can't explicitly forward the message to the DLQ will copy it there and delete the original.", True, "pronoun", ["this feature", "it"], "node-ts/bus transports support `bus.fail()` to varying degrees; those that can't explicitly forward the message to the dead letter queue copy it there and delete the original.", author="u1")
    lend(NODETSBUS, [nb1], DL_BROKER, SELF, WSO2EI)

    # ---- codes of conduct (Contributor Covenant) ----
    nn1 = (U, "Add contributor code of conduct", "u1")
    nn2 = (U, "This is based off the [Contributor Covenant](http://contributor-covenant.org/).", "u1")
    rec(NANOC, [nn1], nn2[1], True, "pronoun", ["This"], "nanoc's new contributor code of conduct is based on the Contributor Covenant (http://contributor-covenant.org/).", author="u1")
    rec(NANOC, [nn1, nn2], "Future work:\n\n* Add to Contributing section on the nanoc web site", True, "ellipsis", ["Future work"], "Future work for nanoc's code of conduct: add it to the Contributing section of the nanoc web site.", author="u1")

    rx1 = (U, "Create CODE_OF_CONDUCT.md", "u1")
    rec(RADIXNEO, [rx1], "Proposing of adding a Contributor Covenant to the project.\nTo ensure a safe and fun environment for contributors", True, "ellipsis", ["the project"], "I propose adding a Contributor Covenant code of conduct (CODE_OF_CONDUCT.md) to radixdevs' neo, to ensure a safe and fun environment for contributors.", author="u1")

    cn1 = (U, "Create CODE_OF_CONDUCT.md", "u1")
    cn2 = (U, "This Code of Conduct is adapted from the [Contributor Covenant][homepage], version 1.4,\navailable at https://www.contributor-covenant.org/version/1/4/code-of-conduct.html", "u1")
    rec(CODECONNECTOR, [cn1], cn2[1], True, "pronoun", ["This Code of Conduct"], "Code Connector's new CODE_OF_CONDUCT.md is adapted from the Contributor Covenant, version 1.4 (https://www.contributor-covenant.org/version/1/4/code-of-conduct.html).", author="u1")
    rec(CODECONNECTOR, [cn1, cn2], "Love it and agree", True, "pronoun", ["it"], "I love Code Connector's new Contributor Covenant code of conduct and agree with it.", author="u2")

    gc1 = (U, "Code of conduct file", "u1")
    gc2 = (U, "## Purpose\nAdded CODE_OF_CONDUCT.md file.", "u1")
    rec(GHCITY, [gc1, gc2], "## Approach\nFile is based on Contributor covenant v1.3.0\nLink: http://contributor-covenant.org/version/1/3/0/", True, "ellipsis", ["File"], "GitHubCity's new CODE_OF_CONDUCT.md file is based on Contributor Covenant v1.3.0 (http://contributor-covenant.org/version/1/3/0/).", author="u1")


    cl1 = (U, "Add a Code of Conduct", "u1")
    cl2 = (U, "Since this repository has caught attention from several contributors all over the world, I think we should add a Code of Conduct so we can interact in a safe environment.", "u1")
    rec(CCLICENSES, [cl1], cl2[1], True, "pronoun", ["this repository"], "Since santisoler's cc-licenses repository has caught the attention of contributors all over the world, it should add a Code of Conduct so we can interact in a safe environment.", author="u1")
    rec(CCLICENSES, [cl1, cl2], "As I usually do in these cases, I would adapt the Contributor Covenant available at https://www.contributor-covenant.org/version/2/0/code_of_conduct/", True, "pronoun", ["these cases"], "As I usually do when adding a code of conduct, I would adapt the Contributor Covenant (https://www.contributor-covenant.org/version/2/0/code_of_conduct/) for cc-licenses.", author="u1")


    cd1 = (U, "feature: Add code of conduct DOCS-98", "u1")
    cd2 = (U, "Adds the code of conduct, adapted from the latest version of the [Contributor Covenant code of conduct](https://www.contributor-covenant.org/version/2/0/code_of_conduct/).", "u1")
    rec(CODACYDOCS, [cd1, cd2], "- [x] Must mention the code of conduct on the README.md", True, "ellipsis", ["the code of conduct", "the README.md"], "Codacy docs' README.md must mention its new code of conduct (done).", author="u1")

    # ---- FUNDING.yml and the Sponsor button ----
    pl1 = (U, "Create FUNDING.yml", "u1")
    pl2 = (U, "new GitHub feature that will add sponsor button to the repo ❤️ \n\nnote the button must be enabled from settings->enable \"Sponsorships", "u1")
    rec(PLAYEMU, [pl1], pl2[1], True, "ellipsis", ["the repo"], "FUNDING.yml is a new GitHub feature that adds a sponsor button to the Play! repository; the button must be enabled under settings -> \"Sponsorships\".", author="u1")
    rec(PLAYEMU, [pl1, pl2], "Nice! Thanks!", True, "ellipsis", [], "Nice, thanks for adding FUNDING.yml and the sponsor button to Play!", author="u2")
    lend(PLAYEMU, [pl1, pl2], F_SHOWS, SAME, NOCHAT)

    ib1 = (U, "Add FUNDING.yml", "u1")
    ib2 = (U, "This will add the \"Sponsors\" button to the top of your project. I believe you will also have to enable it in the repo settings.", "u1")
    rec(IBROKERS, [ib1], ib2[1], True, "pronoun", ["This", "it"], "Adding FUNDING.yml will put a \"Sponsors\" button at the top of the IBrokers project; I believe the button must also be enabled in the repo settings.", author="u1")
    rec(IBROKERS, [ib1, ib2], "Thanks!", True, "ellipsis", [], "Thanks for adding FUNDING.yml to IBrokers!", author="u2")
    lend(IBROKERS, [ib1], F_SHOWS, SAME, NOCHAT)

    up1 = (U, "Create FUNDING.yml", "u1")
    up2 = (U, "Adds a nice, little sponsors button to your repo: https://help.github.com/en/github/administering-a-repository/displaying-a-sponsor-button-in-your-repository", "u1")
    rec(UNPKG, [up1], up2[1], True, "ellipsis", ["your repo"], "This FUNDING.yml adds a nice, little sponsors button to the unpkg repository (see GitHub's help page on displaying a sponsor button).", author="u1")
    rec(UNPKG, [up1, up2], "Thanks, @eps1lon!", True, "ellipsis", [], "Thanks for adding FUNDING.yml and a sponsors button to unpkg, @eps1lon!", author="u2")

    nc1 = (U, "Create FUNDING.yml", "u1")
    rec(NOCHAT, [nc1], F_SHOWS, False, SAME, [], None, author="u1")
    rec(NOCHAT, [nc1, (U, F_SHOWS, "u1")], "This might incline people to support the developer financially.", True, "pronoun", ["This"], "A \"Sponsor\" button from FUNDING.yml might incline people to support No Chat Reports' developer financially.", author="u1")
    rec(NOCHAT, [nc1, (U, F_SHOWS + " This might incline people to support the developer financially.", "u1")], "Yes, I know how that works. But thanks for your worrying, it means a lot.", True, "pronoun", ["that"], "Yes, I know how FUNDING.yml and the Sponsor button work; but thanks for caring, it means a lot.", author="u2")

    fx1 = (U, "Add funding .yml", "u1")
    fx2 = (U, "Displaying a sponsor button in repository\nhttps://help.github.com/en/articles/displaying-a-sponsor-button-in-your-repository\n\ne.g. https://github.com/codex-team/editor.js", "u1")
    rec(FLEXTYPE, [fx1, fx2], "Done", True, "ellipsis", [], "The funding .yml displaying a sponsor button has been added to flextype.", author="u1")
    lend(FLEXTYPE, [fx1], F_SHOWS, SAME, NOCHAT)

    ru1 = (U, "Add sponsor button", "u1")
    ru2 = (U, "WDYT about adding a Sponsor button to this repo?", "u1")
    ru3 = (U, "It's done by adding a funding file and enabling the right setting:\nhttps://help.github.com/en/articles/displaying-a-sponsor-button-in-your-repository#displaying-a-sponsor-button-in-your-repository", "u1")
    rec(RUPTURES, [ru1], ru2[1], True, "pronoun", ["this repo"], "What do you think about adding a Sponsor button to the ruptures repository?", author="u1")
    rec(RUPTURES, [ru1, ru2], ru3[1], True, "pronoun", ["It's"], "A Sponsor button is added to ruptures by adding a funding file and enabling the right repository setting (GitHub help: displaying a sponsor button).", author="u1")
    rec(RUPTURES, [ru1, ru2, ru3], "Thanks for your suggestion. We are currrently considering it!", True, "pronoun", ["it"], "Thanks for suggesting a Sponsor button for ruptures; we are currently considering it!", author="u2")
    lend(RUPTURES, [ru1, ru2], F_SHOWS, SAME, NOCHAT)

    ic1 = (U, "Create FUNDING.yml", "u1")
    ic2 = (U, "Displaying a sponsor button by creating an initial `.github/FUNDING.yml' file.", "u1")
    rec(IOCCC, [ic1, ic2], "The GitHub sponsor configuration is a work in progress.  We plan improve it before making a public announcement about funding requests.", True, "ellipsis", ["The GitHub sponsor configuration"], "The IOCCC's GitHub sponsor configuration is a work in progress; the IOCCC plans to improve it before publicly announcing funding requests.", author="u1")
    rec(IOCCC, [ic1, ic2], "We have plans to add a few more funding methods so we left behind the other comments.", True, "ellipsis", ["the other comments"], "The IOCCC plans to add a few more funding methods, so the other commented-out entries were left in its FUNDING.yml.", author="u1")

    # ---- SECURITY.md: a vulnerability-reporting policy ----
    se1 = (U, "Add security policy", "u1")
    se2 = (U, "Add a security policy file and a corresponding section to README.", "u1")
    rec(SPARKEXT, [se1, se2], SEC_POLICY, False, SELF, [], None, author="u1")
    rec(SPARKEXT, [se1, (U, se2[1] + "\n\n" + SEC_POLICY, "u1")], "Btw., I have enabled the private vulnerability reporting feature.", True, "ellipsis", ["the private vulnerability reporting feature"], "By the way, I have enabled GitHub's private vulnerability reporting feature for spark-extension.", author="u2")
    lend(SPARKEXT, [se1, se2], SEC_PRIVATE, SELF, GZCTF)

    cs1 = (U, "Add SECURITY.md file", "u1")
    cs2 = (U, "The policy for reporting security vulnerabilities is already clearly stated, but some reporters may only look for it in a \"SECURITY.md\" file.", "u1")
    cs3 = (U, "This commit adds a SECURITY.md file, with the same contents as the README file about reporting vulnerabilities.", "u1")
    rec(COSIGN, [cs1], cs2[1], True, "ellipsis", ["The policy"], "cosign's policy for reporting security vulnerabilities is already clearly stated in its README, but some reporters may only look for it in a SECURITY.md file.", author="u1")
    rec(COSIGN, [cs1, cs2], cs3[1], True, "pronoun", ["This commit"], "This cosign commit adds a SECURITY.md file with the same contents as the README's section on reporting vulnerabilities.", author="u1")
    rec(COSIGN, [cs1, cs2, cs3], "That way, when someone is trying to report a vulnerability while in a panic, we'll increase the odds that they find that information :-).", True, "pronoun", ["That way", "that information"], "With a SECURITY.md in cosign, someone trying to report a vulnerability in a panic is more likely to find the reporting information.", author="u1")
    lend(COSIGN, [cs1], SEC_POLICY, SELF, SPARKEXT)
    lend(COSIGN, [cs1, cs2], SEC_PRIVATE, SELF, GZCTF)

    gz1 = (U, "docs: add SECURITY.md vulnerability reporting policy", "u1")
    gz2 = (U, "## Summary\n- add a repository-level SECURITY.md policy\n- define private vulnerability reporting via GitHub Security Advisories\n- document response SLA, coordinated disclosure expectations, and safe-harbor guidance\n- include supported-version scope", "u1")
    rec(GZCTF, [gz1, gz2], SEC_PRIVATE, False, SELF, [], None, author="u1")
    lend(GZCTF, [gz1], SEC_POLICY, SELF, SPARKEXT)

    fs1 = (U, "docs: add SECURITY.md with a private vulnerability-reporting policy", "u1")
    fs2 = (U, "The repo had no answer to \"I found a vulnerability — what do I do?\".", "u1")
    rec(FSEND, [fs1], fs2[1], True, "ellipsis", ["The repo"], "The fsend repository had no answer to \"I found a vulnerability — what do I do?\".", author="u1")
    rec(FSEND, [fs1, fs2], "No README change: GitHub already surfaces the policy where reporters look — the Security and quality tab, and the new-issue chooser's automatic \"Report a security vulnerability\" link.", True, "ellipsis", ["the policy"], "fsend's README is not changed for the new SECURITY.md: GitHub already surfaces the security policy where reporters look, in the Security and quality tab and the new-issue chooser's \"Report a security vulnerability\" link.", author="u1")
    rec(FSEND, [fs1, fs2], "A root `SECURITY.md` takes precedence, so on merge the policy page switches to this file automatically.", True, "pronoun", ["this file"], "A root SECURITY.md takes precedence over fsend's `docs/security.md`, so on merge GitHub's security policy page switches to the new root SECURITY.md automatically.", author="u1")
    lend(FSEND, [fs1, fs2], SEC_POLICY, SELF, SPARKEXT)
    lend(FSEND, [fs1], SEC_PRIVATE, SELF, GZCTF)

    # ---- SBOMs (software bills of materials) for releases ----
    ae1 = (U, "chore: CycloneDX SBOM GH Action on release", "u1")
    lend(AEGIS, [ae1], B_EO, SAME, MARQUE)
    lend(AEGIS, [ae1], B_VISIBILITY, SELF, LLMKIT)

    op1 = (U, "Export SBOM", "u1")
    op2 = (U, "### Why\nCustomers and partners running their own vendor risk assessments have asked for a software bill of materials, which we currently don't have a ready way to produce.", "u1")
    rec(ORDERPORTAL, [op1, op2], "### Out of scope\nSPDX format — CycloneDX only for now.", True, "ellipsis", [], "SPDX format is out of scope for the online order portal's SBOM export; CycloneDX only for now.", author="u1")
    lend(ORDERPORTAL, [op1, op2], B_FORMATS, SAME, FERROEHR)

    df1 = (U, "Support SBOM", "u1")
    lend(DEADFINDER, [df1], B_EO, SAME, MARQUE)
    lend(DEADFINDER, [df1], B_SPDX, SAME, FERROEHR)

    dy1 = (U, "ci: Generate SBOM in machine readable CycloneDX format", "u1")
    dy2 = (U, "In addition to the human readable long form dependencies-and-licenses.txt that is generate for each relase, add another SBOM in machine readable CycloneDB format.", "u1")
    rec(DYNACONF, [dy1, dy2], "This uses the official GitHub action by CycloneDX to generate the BOM.", True, "pronoun", ["This", "the BOM"], "The Dynatrace Monaco release workflow uses CycloneDX's official GitHub action to generate the CycloneDX SBOM.", author="u1")
    rec(DYNACONF, [dy1, dy2], "An additional machine-readable SBOM can be downloaded for each release.", True, "ellipsis", ["each release"], "An additional machine-readable CycloneDX SBOM can be downloaded for each Dynatrace Monaco release.", author="u1")
    lend(DYNACONF, [dy1], B_VISIBILITY, SELF, LLMKIT)

    lk1 = (U, "Generate CycloneDX SBOMs for releases", "u1")
    # second reader (r2df, twenty-second pass): follow-up, not a trap. "Review focus: Artifact generation and release attachment."
    # is a fragment about this pull request (§2 rules 1 and 6); the SBOM sentence after it alone would be a trap.
    rec(LLMKIT, [lk1], "## Review focus\n\nArtifact generation and release attachment. " + B_VISIBILITY, True, "ellipsis", ["Artifact generation and release attachment"], "The review focus of llmkit's pull request generating CycloneDX SBOMs for releases is artifact generation and release attachment. An SBOM improves dependency visibility; it is not a compliance certification by itself.", author="u1")

    sk1 = (U, "Generate CycloneDX SBOMs in the release workflow", "u1")
    lend(SHUCK, [sk1], B_FORMATS, SAME, FERROEHR)

    vm1 = (U, "ci: add sbom generation to release pipeline", "u1")
    lend(VM0, [vm1], B_SPDX, SAME, FERROEHR)
    lend(VM0, [vm1], B_EO, SAME, MARQUE)

    bd1 = (U, "Creating SBOMs artifacts", "u1")
    bd2 = (U, "Creating SBOMs (Software bill of material) in the default .spdx format or in JSON format during the release. Using the anchore/sbom-action.", "u1")
    bdq = "Could you explain a bit more about the issue? For example what is the benefit etc because sorry I don't understand"
    rec(BIODROP, [bd1], bd2[1], True, "ellipsis", ["the release"], "BioDrop should create SBOMs (software bills of materials) in .spdx or JSON format during its release, using the anchore/sbom-action.", author="u1")
    rec(BIODROP, [bd1, bd2], bdq, True, "ellipsis", ["the issue"], "Could you explain more about creating SBOM artifacts for BioDrop releases, for example what the benefit is?", author="u2")
    rec(BIODROP, [bd1, bd2, (A, bdq, "u2")], "Have a look at this https://spdx.dev/  .", True, "pronoun", ["this"], "For the benefit of SBOM artifacts, have a look at https://spdx.dev/.", author="u1")
    rec(BIODROP, [bd1, bd2, (A, bdq, "u2")], "I am going to close this for now as there has been no activity", True, "pronoun", ["this"], "I am closing the BioDrop issue about creating SBOM artifacts for now, as there has been no activity.", author="u2")
    lend(BIODROP, [bd1, bd2], B_SPDX, SAME, FERROEHR)

    bm1 = (U, "chore: add SPDX generation to the release action", "u1")
    bm2 = (U, "## Description\n\nAdds SPDX SBOM generation support to the releases. This project strives to be SBOM format neutral and should generate both CDX and SPDX.", "u1")
    rec(BOMCTL, [bm1], bm2[1], True, "ellipsis", ["the releases", "This project"], "This pull request adds SPDX SBOM generation to bomctl's releases; bomctl strives to be SBOM-format neutral and should generate both CycloneDX and SPDX.", author="u1")
    rec(BOMCTL, [bm1, bm2], "Could these be combined?", True, "pronoun", ["these"], "Could bomctl's separate CycloneDX and SPDX SBOM entries in .goreleaser.yml be combined into one syft run?", author="u2")
    rec(BOMCTL, [bm1, bm2, (A, "Could these be combined?", "u2")], "Ok thanks. Looks good!", True, "ellipsis", [], "OK, thanks; bomctl's SPDX SBOM generation in the release action looks good!", author="u2")
    lend(BOMCTL, [bm1], B_VISIBILITY, SELF, LLMKIT)

    sy1 = (U, "Add SBOM to releases", "u1")
    rec(SYFT, [sy1], "This will automatically create an SBOM (using the `sbom-action` version of Syft) during the release phase and add it as a release artifact with the name `sbom.spdx.json`.", True, "pronoun", ["This", "it"], "This pull request makes syft's release phase automatically create an SBOM (with the `sbom-action` version of Syft) and add it as a release artifact named `sbom.spdx.json`.", author="u1")
    lend(SYFT, [sy1], B_FORMATS, SAME, FERROEHR)

    cc1 = (U, "Generate SBOM on release", "u1")
    cc2 = (U, "## Problem\nNo SBOM is produced for releases and there is no artifact provenance.", "u1")
    rec(CLEARCORE, [cc1, cc2], "OpenSSF Scorecard flags the missing SBOM, and consumers have no machine-readable inventory of what a release contains.", True, "ellipsis", ["the missing SBOM"], "OpenSSF Scorecard flags clearCore's missing SBOM, and its consumers have no machine-readable inventory of what a release contains.", author="u1")
    lend(CLEARCORE, [cc1, cc2], B_EO, SAME, MARQUE)

    fe1 = (U, "ci(supply-chain): no SPDX SBOM reaches a consumer — it exists only as a workflow artifact", "u1")
    fe2 = (U, "The two formats answer different questions for different readers, which is why publishing both is worth the small effort rather than being duplication.", "u1")
    rec(FERROEHR, [fe1], fe2[1], True, "ellipsis", ["The two formats"], "CycloneDX and SPDX SBOMs answer different questions for different readers, so publishing both for FerroEHR is worth the small effort rather than duplication.", author="u1")
    rec(FERROEHR, [fe1, fe2], B_FORMATS, False, SAME, [], None, author="u1")
    rec(FERROEHR, [fe1, (U, fe2[1] + " " + B_FORMATS, "u1")], B_SPDX, False, SAME, [], None, author="u1")

    mq1 = (U, "enhancement: SBOM generation in release workflow (SPDX via reuse + CycloneDX via cargo-cyclonedx)", "u1")
    mq2 = (U, "## Motivation\n\n`SECURITY.md` already notes \"SBOM generation and publication in multiple formats is planned for future releases.\"", "u1")
    rec(MARQUE, [mq1], mq2[1], True, "ellipsis", ["`SECURITY.md`"], "marque's SECURITY.md already says SBOM generation and publication in multiple formats is planned for future releases.", author="u1")
    rec(MARQUE, [mq1, mq2], B_EO, False, SAME, [], None, author="u1")
    rec(MARQUE, [mq1, (U, mq2[1] + " " + B_EO, "u1")], "The release workflow already has everything needed to deliver both formats with minimal new work.", True, "ellipsis", ["The release workflow", "both formats"], "marque's release workflow already has everything needed to deliver both SPDX and CycloneDX SBOMs with minimal new work.", author="u1")

    gf1 = (U, "ci: attach SBOM (SPDX + CycloneDX) to every release", "u1")
    lend(GENFRAUD, [gf1], B_VISIBILITY, SELF, LLMKIT)

    wl1 = (U, "SBOM automation: SPDX 2.3 + CycloneDX 1.5 generation in release pipeline", "u1")
    wl2 = (U, "Today there is no SBOM tooling in the repo,\nno automation generating SPDX or CycloneDX manifests.", "u1")
    rec(WIRELOG, [wl1], wl2[1], True, "ellipsis", ["the repo"], "Today wirelog has no SBOM tooling and no automation generating SPDX or CycloneDX manifests.", author="u1")
    rec(WIRELOG, [wl1, wl2], "If unfiled, this is discovered on tag day and slips the release.", True, "pronoun", ["this", "the release"], "If the missing SBOM automation is not filed as an issue, it will be discovered on wirelog's tag day and slip the release.", author="u1")

    # ---- prefers-reduced-motion ----
    rm1 = (U, "Add support for prefers-reduced-motion", "u1")
    rec(REACTMOTION, [rm1], "Please add support for prefers-reduced-motion.", True, "ellipsis", [], "Please add support for prefers-reduced-motion to react-motion.", author="u1")
    rec(REACTMOTION, [rm1, (U, "Please add support for prefers-reduced-motion.", "u1")], M_VISITOR, False, SELF, [], None, author="u1")
    lend(REACTMOTION, [rm1], M_MEDIA, SAME, SVELTECAL)

    mh1 = (U, "Respect `prefers-reduced-motion`", "u1")
    rec(MOUSEHOLE, [mh1], "If a user agent has `prefers-reduced-motion` set, we should not use motion to animate", True, "ellipsis", ["we"], "If a user agent has `prefers-reduced-motion` set, mousehole should not use motion to animate.", author="u1")
    lend(MOUSEHOLE, [mh1], M_VISITOR, SELF, REACTMOTION)
    lend(MOUSEHOLE, [mh1], M_MEDIA, SAME, SVELTECAL)

    sv1 = (U, "Does not respect `prefers-reduced-motion`", "u1")
    rec(SVELTECAL, [sv1], M_MEDIA, False, SAME, [], None, author="u1")
    rec(SVELTECAL, [sv1, (U, M_MEDIA, "u1")], "(In general, I would *not* recommend having such disruptive animations, even if that is not set.)", True, "pronoun", ["such disruptive animations", "that"], "In general, I would not recommend svelte-calendar's disruptive animations at all, even when prefers-reduced-motion is not set.", author="u1")
    lend(SVELTECAL, [sv1], M_VISITOR, SELF, REACTMOTION)

    se_1 = (U, "Handle reduced motion", "u1")
    se_2 = (U, "This library currently doesn't respect reduced motion requests, thus throwing animations to people who explicitly requested to not get any (e.g. due to motion sickness).", "u1")
    rec(SLIDEEL, [se_1], se_2[1], True, "pronoun", ["This library"], "slide-element currently doesn't respect reduced-motion requests, so it throws animations at people who explicitly asked for none (e.g. because of motion sickness).", author="u1")
    rec(SLIDEEL, [se_1, se_2], "It would be good if it could disable itself.", True, "pronoun", ["It", "it", "itself"], "It would be good if slide-element disabled its animation when the user requests reduced motion.", author="u1")
    rec(SLIDEEL, [se_1, se_2, (U, "It would be good if it could disable itself.", "u1")], "Great call-out! Will definitely prioritize.", True, "ellipsis", [], "Great call-out that slide-element ignores reduced-motion requests; I will definitely prioritize fixing it.", author="u2")
    rec(SLIDEEL, [se_1, se_2, (U, "It would be good if it could disable itself.", "u1"), (A, "Great call-out! Will definitely prioritize.", "u2")], "Done & merged! See `v2.1.0`.", True, "ellipsis", [], "slide-element now respects reduced-motion requests; the change is merged, see `v2.1.0`.", author="u2")
    lend(SLIDEEL, [se_1, se_2], M_MEDIA, SAME, SVELTECAL)
    lend(SLIDEEL, [se_1], M_VISITOR, SELF, REACTMOTION)

    ch1 = (U, "#4 feat: :wheelchair: Adding styles for prefers-reduced-motion", "u1")
    lend(CHISEL, [ch1], M_MEDIA, SAME, SVELTECAL)

    ks1 = (U, "Respect the desire for less motion in animation", "u1")
    lend(KICKSTART, [ks1], M_VISITOR, SELF, REACTMOTION)

    # ---- alt text for images ----
    ex1 = (U, "Ensure every image must have an alternative text for Accessibility", "u1")
    ex2 = (U, AT_ROLE, "u1")
    ex3 = "Each `<img>` element should include a meaningful alt attribute that accurately represents the image’s purpose or content."
    rec(EXPRESSCOM, [ex1], AT_ROLE, False, SAME, [], None, author="u1")
    rec(EXPRESSCOM, [ex1, ex2], ex3, False, SAME, [], None, author="u1")
    rec(EXPRESSCOM, [ex1, ex2, (U, ex3, "u1")], AT_DECOR, False, SELF, [], None, author="u1")
    rec(EXPRESSCOM, [ex1, ex2, (U, ex3 + " " + AT_DECOR, "u1")], AT_FAIL, False, SAME, [], None, author="u1")
    rec(EXPRESSCOM, [ex1, ex2], "[PR](https://github.com/expressjs/expressjs.com/pull/1809) raised to fix", True, "ellipsis", [], "I raised pull request #1809 to add missing alt text to expressjs.com's images.", author="u1")
    rec(EXPRESSCOM, [ex1, ex2, (U, "[PR](https://github.com/expressjs/expressjs.com/pull/1809) raised to fix", "u1")], "Fixed by #1809", True, "ellipsis", [], "expressjs.com's images missing alternative text are fixed by #1809.", author="u2")

    us1 = (U, "check that images have alt-text and add text for images if missing", "u1")
    us2 = (U, "To support accessibility with respect to vision, we should ensure that images can be read by screen-readers and other related tools.", "u1")
    rec(UNISUBS, [us1], us2[1], True, "ellipsis", ["we", "images"], "To support accessibility for vision, Amara (unisubs) should ensure its images can be read by screen readers and related tools.", author="u1")
    rec(UNISUBS, [us1, us2], "We should consider all related use cases too, and not only using alt-text itself.", True, "ellipsis", ["too", "all related use cases"], "For unisubs' image accessibility we should consider all related use cases, not only adding alt text.", author="u1")
    rec(UNISUBS, [us1, us2], "Dspace might be a good resource: https://ds.gpii.net/content/making-images-accessible-alt-text-and-more", True, "ellipsis", ["a good resource"], "DSpace's page on making images accessible (https://ds.gpii.net/content/making-images-accessible-alt-text-and-more) might be a good resource for adding alt text to unisubs' images.", author="u2")
    lend(UNISUBS, [us1], AT_ROLE, SAME, EXPRESSCOM)
    lend(UNISUBS, [us1, us2], AT_GOOGLE, SAME, CATSITE)
    lend(UNISUBS, [us1], AT_BLANK, SAME, PEMM)

    ct1 = (U, "Cat image is missing alt text.", "u1")
    ct2 = (U, "\"This website is even better than the last guy and the guy before him.\"\n\nOne of the reasons cited was Accessibility.", "u1")
    rec(CATSITE, [ct1, ct2], "According to [support.google.com](https://support.google.com/webmasters/answer/114016?hl=en#descriptive-alt-text), \n\"" + AT_GOOGLE + "\"", False, SAME, [], None, author="u1")
    rec(CATSITE, [ct1, ct2], "Alt text is important, especially for accessibility.", False, SAME, [], None, author="u1")
    rec(CATSITE, [ct1, ct2], "Indeed, I've fixed the issue in my most recent commit.", True, "ellipsis", ["the issue"], "Indeed, I've fixed the cat image's missing alt text in my most recent commit.", author="u2")
    lend(CATSITE, [ct1], AT_DECOR, SELF, EXPRESSCOM)
    lend(CATSITE, [ct1], AT_FAIL, SAME, EXPRESSCOM)

    pm1 = (U, "7Span: Resources on Creating Accessible Web pages", "u1")
    pm2 = (U, "### ALT Text\nAlternative (Alt) Text is meant to convey the “why” of the image as it relates to the content of a document or webpage.", "u1")
    rec(PEMM, [pm1], pm2[1], False, SAME, [], None, author="u1")
    rec(PEMM, [pm1, pm2], "### Write Good Alt Text\n- Add alt text all non-decorative images.\n- Keep it short and descriptive, like a tweet.", False, SELF, [], None, author="u1")
    rec(PEMM, [pm1, pm2], AT_BLANK, False, SAME, [], None, author="u1")
    rec(PEMM, [pm1, pm2], "### Testing ALT\nUse one of the [testing tools](https://accessibility.huit.harvard.edu/auto-tools-testing#free) to hide images and display their alt text. Does the page make sense with the images hidden, replaced by their text alternatives?", False, SELF, [], None, author="u1")
    lend(PEMM, [pm1], AT_FAIL, SAME, EXPRESSCOM)

    sc_1 = (U, "[Accessibility scan] Images must have alternative text", "u1")
    sc_2 = (U, "### 🔎 Issue summary\nThe Images page has an image that does not provide useful alternative text.", "u1")
    rec(A11YSCAN, [sc_1], sc_2[1], True, "ellipsis", ["The Images page"], "The a11y-scanner-demo Images page has an image that does not provide useful alternative text.", author="u1")
    rec(A11YSCAN, [sc_1, sc_2], "The scanner flagged this because a screen reader may announce only “image” or “graphic” instead of the information the image is meant to communicate.", True, "pronoun", ["this", "the image"], "The accessibility scanner flagged the a11y-scanner-demo image without alt text because a screen reader may announce only “image” or “graphic” instead of the information the image is meant to communicate.", author="u1")
    rec(A11YSCAN, [sc_1, sc_2], "### 👤 Why this matters\nText alternatives make visual information available when someone cannot see the image or needs the content in another format.", True, "pronoun", ["this", "the image"], "Missing alt text on the a11y-scanner-demo image matters because text alternatives make visual information available when someone cannot see the image or needs the content in another format.", author="u1")
    lend(A11YSCAN, [sc_1, sc_2], AT_ROLE, SAME, EXPRESSCOM)
    lend(A11YSCAN, [sc_1], AT_GOOGLE, SAME, CATSITE)
    lend(A11YSCAN, [sc_1], AT_BLANK, SAME, PEMM)

    # ---- the all-contributors bot ----
    hc1 = (U, "Contributor bot?", "u1")
    rec(HCPSNIP, [hc1], "There's a bot (all-contributors) to add people in a nice table in the read me\nShall we do that?", True, "pronoun", ["that"], "There's a bot, all-contributors, that adds people to a nice table in the README; shall HCP-snippets use it?", author="u1")
    lend(HCPSNIP, [hc1], AC_AUTO, SAME, RDEVGUIDE)
    lend(HCPSNIP, [hc1], AC_INVISIBLE, SELF, STUDENTRES)

    rd1 = (U, "Add Contributors table", "u1")
    rd2 = (U, "To recognize all the contributions to this Guide, we can make something similar to the Contributors table in 'The Turing Way'", "u1")
    rd3 = (U, "It might require installing the 'All Contributors bot': https://allcontributors.org/", "u1")
    rdq = "I have installed the bot on this repo."
    rec(RDEVGUIDE, [rd1], rd2[1], True, "pronoun", ["this Guide"], "To recognize all contributions to the R Development Guide, we can make a Contributors table like The Turing Way's.", author="u1")
    rec(RDEVGUIDE, [rd1, rd2], rd3[1], True, "pronoun", ["It"], "A Contributors table for the R Development Guide might require installing the All Contributors bot (https://allcontributors.org/).", author="u1")
    rec(RDEVGUIDE, [rd1, rd2, rd3], rdq, True, "pronoun", ["the bot", "this repo"], "I have installed the All Contributors bot on the rdevguide repository.", author="u2")
    rec(RDEVGUIDE, [rd1, rd2, rd3, (A, rdq, "u2")], AC_AUTO, False, SAME, [], None, author="u2")
    rec(RDEVGUIDE, [rd1, rd2, rd3, (A, rdq, "u2")], "The bot is added to this repo and we have started including contributors through it.", True, "pronoun", ["this repo", "it"], "The All Contributors bot is added to rdevguide and we have started adding contributors to its Contributors table through the bot.", author="u1")
    lend(RDEVGUIDE, [rd1], AC_INVISIBLE, SELF, STUDENTRES)

    fz1 = (U, "add contributors using the bot", "u1")
    fz2 = (U, "The @allcontributors can be used to auto-add contributors of any kind to the readme\n\nThis is good one https://allcontributors.org", "u1")
    fzq = "this is cool. I've been manually adding on most repos"
    fzq2 = "😭 I was just googling for this to add you @OlivierJM . Thank you very much. Adding the bot now."
    rec(FIXZIM, [fz1, fz2], fzq, True, "pronoun", ["this"], "The all-contributors bot is cool; I've been adding contributors manually on most repos.", author="u2")
    rec(FIXZIM, [fz1, fz2, (A, fzq, "u2")], fzq2, True, "pronoun", ["this", "the bot"], "I was just googling for a way to add you as a contributor, @OlivierJM; thank you very much; adding the all-contributors bot to fix-zimbabwe now.", author="u3")
    rec(FIXZIM, [fz1, fz2, (A, fzq, "u2"), (A, fzq2, "u3")], "I seem to be messing it up 😆", True, "pronoun", ["it"], "I seem to be messing up adding contributors to fix-zimbabwe with the all-contributors bot.", author="u3")
    rec(FIXZIM, [fz1, fz2, (A, fzq, "u2"), (A, fzq2, "u3"), (A, "I seem to be messing it up 😆", "u3")], "I've noticed some merging issues with the readme", True, "ellipsis", ["the readme"], "I've noticed some merge issues in fix-zimbabwe's README from the all-contributors bot's pull requests.", author="u2")
    rec(FIXZIM, [fz1, fz2, (A, fzq, "u2"), (A, fzq2, "u3")], "It is super helpful and easy to use, I use it on my repos.", True, "pronoun", ["It", "it"], "The all-contributors bot is super helpful and easy to use; I use it on my repos.", author="u1")
    lend(FIXZIM, [fz1, fz2], AC_AUTO, SAME, RDEVGUIDE)

    pa1 = (U, "Add `all_contributors` bot to recognise contributions publicly", "u1")
    pa2 = (U, "I propose we use the [`all_contributors`](https://allcontributors.org/docs/en/overview) bot to automate addition of credit to the `README.md` that sits on the repository landing page.", "u1")
    rec(PYANI, [pa1], pa2[1], True, "ellipsis", ["we"], "I propose pyani use the all_contributors bot to automate adding credit to the README.md on its repository landing page.", author="u1")
    rec(PYANI, [pa1, pa2], "Not sure about bot syntax - I've seen it written a couple of ways in other projects…", True, "pronoun", ["it"], "I'm not sure about the all-contributors bot's command syntax; I've seen it written a couple of ways in other projects.", author="u1")
    rec(PYANI, [pa1, pa2], "When we make version_0_2 the default (and back again…), we'll have to make sure we copy the contributors table over, as well as the .all-contributors-rc file that holds local info.", True, "ellipsis", ["the contributors table"], "When pyani makes version_0_2 the default branch (and back), we must copy the all-contributors table and the .all-contributors-rc file that holds local info over too.", author="u1")
    lend(PYANI, [pa1], AC_INVISIBLE, SELF, STUDENTRES)

    ra1 = (U, "Feat: Add contributors bot", "u1")
    ra2 = (U, "### Is your proposal related to a problem?\n\nIt would be much better if we represent the contributors in a tabular manner in readme.md file which supports one click to profile feature", "u1")
    rec(REVIEWAPP, [ra1], ra2[1], True, "ellipsis", ["the contributors"], "It would be much better if review-app showed its contributors in a table in README.md with one-click links to their profiles.", author="u1")
    rec(REVIEWAPP, [ra1, ra2], "Closing this issue as we already have a contributors section in our readme file", True, "pronoun", ["this issue"], "Closing the review-app issue about adding a contributors bot, as review-app already has a contributors section in its README.", author="u2")
    lend(REVIEWAPP, [ra1], AC_AUTO, SAME, RDEVGUIDE)

    al1 = (U, "Put table into website", "u1")
    al2 = (U, "The documentation is not clear. How do you insert a table of contributors into a website?", "u1")
    alq = "Have you gone through the configuration and set the file where the table will be added?"
    rec(ALLCONTRIBORG, [al1, al2], alq, True, "ellipsis", ["the configuration", "the table"], "Have you gone through the all-contributors configuration and set the file the contributors table will be added to?", author="u2")
    rec(ALLCONTRIBORG, [al1, al2, (A, alq, "u2")], "No... where in the docs does it say to do that?", True, "pronoun", ["it", "that"], "No; where in the all-contributors docs does it say to set the file the contributors table is added to?", author="u1")
    rec(ALLCONTRIBORG, [al1, al2, (A, alq, "u2"), (U, "No... where in the docs does it say to do that?", "u1")], "CLI: https://allcontributors.org/docs/en/cli/configuration\nBot: https://allcontributors.org/docs/en/bot/configuration", True, "ellipsis", [], "The all-contributors configuration docs are at https://allcontributors.org/docs/en/cli/configuration (CLI) and https://allcontributors.org/docs/en/bot/configuration (bot).", author="u2")
    lend(ALLCONTRIBORG, [al1], AC_INVISIBLE, SELF, STUDENTRES)

    em1 = (U, "Update Contributors Table in README.md File", "u1")
    rec(EMOTION, [em1], "I would like to work on this.", True, "pronoun", ["this"], "I would like to work on updating the contributors table in Emotion-Investigator's README.md.", author="u1")
    rec(EMOTION, [em1, (U, "I would like to work on this.", "u1")], "@samir-0711 This is being done by a `all-contributors` bot.", True, "pronoun", ["This"], "@samir-0711 Emotion-Investigator's README contributors table is maintained by the all-contributors bot.", author="u2")

    fo1 = (U, "Add all contributors table", "u1")
    fo2 = (U, "- [x] Adds table for bot automatic contributor updates\n- [x] Updates docs for bot usage and contribution keys", "u1")
    rec(FSOCO, [fo1, fo2], "I removed the static contributors table and added the template for the bot.", True, "ellipsis", ["the bot"], "I removed fsoco-devkit's static contributors table and added the template for the all-contributors bot.", author="u1")
    lend(FSOCO, [fo1, fo2], AC_AUTO, SAME, RDEVGUIDE)

    st1 = (U, "Add the all-contributors bot", "u1")
    st2 = (U, "## Problem\n\n`CONTRIBUTORS.md` is maintained by hand, so it drifts and nobody remembers to update it.", "u1")
    rec(STUDENTRES, [st1], st2[1], True, "ellipsis", ["`CONTRIBUTORS.md`"], "awesome-student-resources' CONTRIBUTORS.md is maintained by hand, so it drifts and nobody remembers to update it.", author="u1")
    rec(STUDENTRES, [st1, st2], "Use the contribution types properly. " + AC_INVISIBLE, True, "ellipsis", ["the contribution types"], "Use the all-contributors bot's contribution types properly in awesome-student-resources: someone who reported three dead links did real work and should be credited even without opening a PR.", author="u1")
    rec(STUDENTRES, [st1, st2], AC_INVISIBLE, False, SELF, [], None, author="u1")

    # ---- further lends (sitemaps, robots.txt, SBOMs, alt text) ----
    lend(PAGEFABRIC, [pf1], SM_OCTO, SAME, ARSMENTIS)
    lend(LOOPINF, [lp1], SM_OCTO, SAME, ARSMENTIS)
    lend(XWEBSITEMAP, [xw1], SM_OCTO, SAME, ARSMENTIS)
    lend(HEXOSITEMAP, [hx1], SM_OCTO, SAME, ARSMENTIS)
    lend(AIROBOTS, [ar1], R_ALLOWDIS, SAME, POCKETID)
    lend(DYNACONF, [dy1, dy2], B_FORMATS, SAME, FERROEHR)
    lend(CLEARCORE, [cc1], B_SPDX, SAME, FERROEHR)
    lend(CATSITE, [ct1], AT_ROLE, SAME, EXPRESSCOM)
    lend(PEMM, [pm1, pm2], AT_GOOGLE, SAME, CATSITE)

    # ---- further threads: Open Graph previews on Twitter ----
    vi1 = (U, "OG image not resolving for Twitter", "u1")
    rec(VIOLET, [vi1], "**Describe the bug**\n\nWhen a site with an OG image is shared on Twitter the Twitter preview card is not working.", True, "ellipsis", ["a site"], "When a Violet Rails site with an OG image is shared on Twitter, the Twitter preview card does not work.", author="u1")

    # ---- further threads: codes of conduct (contacts for reporting violations) ----
    os1 = (U, "Create code-of-conduct.md", "u1")
    os2 = (U, "Add code of conduct per the project backlog.", "u1")
    os3 = (U, "Not sure I used the right email for you, @bensheldon. Or, if you are the person that should be listed as the contact for CoC violations.", "u1")
    rec(OPEN311, [os1, os2], os3[1], True, "ellipsis", ["the right email"], "Not sure I used the right email for you in open311status' code of conduct, @bensheldon, or whether you are the person to list as the contact for code of conduct violations.", author="u1")
    rec(OPEN311, [os1, os2, os3], "My email is ben@codeforamerica.org", True, "correction", [], "The enforcement contact in open311status' code of conduct should be my email, ben@codeforamerica.org, not the one listed.", author="u2")
    rec(OPEN311, [os1, os2, os3, (A, "My email is ben@codeforamerica.org", "u2")], "Been a a while. I had forgotten the address convention at CfA. Change made.", True, "ellipsis", ["Change made"], "I had forgotten Code for America's email address convention; I changed the code of conduct's contact to ben@codeforamerica.org.", author="u1")
    lend(OPEN311, [os1, os2], CC_CONFID, SAME, EHCACHE)

    ho1 = (U, "Adding code of conduct file", "u1")
    ho2 = (U, "Fixes issue #26 \nPlease review the PR.", "u1")
    rec(HEALOCHAT, [ho1, ho2], "correct the email id", True, "correction", ["the email id"], "Correct the email address given for reporting violations in Heal-O-Chat's new CODE_OF_CONDUCT.md.", author="u2")
    rec(HEALOCHAT, [ho1, ho2, (A, "correct the email id", "u2")], "Yes. I will.", True, "ellipsis", [], "Yes, I will correct the email address in Heal-O-Chat's CODE_OF_CONDUCT.md.", author="u1")
    rec(HEALOCHAT, [ho1, ho2, (A, "correct the email id", "u2")], "instead of project team mention project maintainer.", True, "correction", ["project team"], "In Heal-O-Chat's CODE_OF_CONDUCT.md enforcement section, say that violations are reported to the project maintainer instead of the project team.", author="u2")
    rec(HEALOCHAT, [ho1, ho2, (A, "correct the email id", "u2"), (A, "instead of project team mention project maintainer.", "u2")], "I have made a new commit after making the required changes.", True, "ellipsis", ["the required changes"], "I have made a new commit correcting the email and naming the project maintainer in Heal-O-Chat's CODE_OF_CONDUCT.md.", author="u1")
    lend(HEALOCHAT, [ho1, ho2], CC_CONFID, SAME, EHCACHE)

    oc1 = (U, "Add section on enforcing the code of conduct", "u1")
    oc2 = (U, "There should be a way to report issues in regards to the code of conduct. It's great that we currently have a code of conduct that we expect our community to follow but we need a way to report issues.", "u1")
    rec(OCITOB, [oc1], oc2[1], True, "ellipsis", ["the code of conduct", "we"], "The Open Containers Initiative has a code of conduct it expects its community to follow, but it needs a way to report issues under it.", author="u1")
    rec(OCITOB, [oc1, oc2], "Let me know if you have any questions @opencontainers/tob", True, "ellipsis", ["any questions"], "@opencontainers/tob let me know if you have any questions about the section on enforcing the OCI code of conduct.", author="u1")
    lend(OCITOB, [oc1], CC_CONFID, SAME, EHCACHE)

    na1 = (U, "Add code of conduct", "u1")
    rec(NAUTILUS, [na1, (U, "Mostly taken from bigchaindb/bigchaindb code of conduct.", "u1")], "If you want, please add your emails here.", True, "ellipsis", ["here"], "If you want, please add your email addresses to the list of maintainer contacts in nautilus' code of conduct.", author="u1")

    sr1 = (U, "Add code of conduct", "u1")
    sr2 = (U, "This document defines how we engage with the community. It states that this is a welcoming and inclusive project.", "u1")
    sr3 = (U, "I've added my e-mail Id as contact for reporting any issues there. I'd like to change it to a better suited mail", "u1")
    srq = "Where does your email get used in this context exactly?  I can't see it in the Code of Conduct file."
    rec(SCRUTINEER, [sr1], sr2[1], True, "pronoun", ["This document", "It", "this"], "scrutineer's new code of conduct defines how the project engages with the community and states that scrutineer is a welcoming and inclusive project.", author="u1")
    rec(SCRUTINEER, [sr1, sr2], "This is added to bring this project to GitHub's recommended community standards", True, "pronoun", ["This", "this project"], "The code of conduct is added to bring scrutineer up to GitHub's recommended community standards.", author="u1")
    rec(SCRUTINEER, [sr1, sr2], sr3[1], True, "pronoun", ["there", "it"], "I've added my email address as the contact for reporting issues in scrutineer's code of conduct; I'd like to change it to a better-suited address.", author="u1")
    rec(SCRUTINEER, [sr1, sr2, sr3], srq, True, "pronoun", ["this context", "it"], "Where exactly is your email used in scrutineer's code of conduct? I can't see it in the Code of Conduct file.", author="u2")
    rec(SCRUTINEER, [sr1, sr2, sr3, (A, srq, "u2")], "I am certainly not against the philosophy of the code of conduct of course, just want to see where this has come from.", True, "pronoun", ["this"], "I am not against the philosophy of a code of conduct for scrutineer, I just want to see where GitHub recommends adding one.", author="u2")
    lend(SCRUTINEER, [sr1, sr2], CC_CONFID, SAME, EHCACHE)

    bw1 = (U, "Code of Conduct does not list an email address in the Enforcement section", "u1")
    bw2 = (U, "The sentence in question:\n\n> Instances of abusive, harassing, or otherwise unacceptable behavior may be reported by contacting the project team at [INSERT EMAIL ADDRESS].", "u1")
    rec(BRUTALIST, [bw1], bw2[1], True, "ellipsis", ["The sentence in question"], "The brutalist-web-design Code of Conduct's enforcement sentence still says violations \"may be reported by contacting the project team at [INSERT EMAIL ADDRESS]\".", author="u1")
    rec(BRUTALIST, [bw1, bw2], "D'oh.  Fixed now.  Thanks for noticing!", True, "ellipsis", [], "D'oh: the missing email address in brutalist-web-design's Code of Conduct enforcement section is fixed now; thanks for noticing!", author="u2")

    te1 = (U, "Create CODE_OF_CONDUCT.md", "u1")
    te2 = (U, "We need to create an official project email, or have some other way of reporting abuse.", "u1")
    rec(TETHYS, [te1], te2[1], True, "ellipsis", ["We"], "Tethys Platform needs an official project email, or another way of reporting abuse, for its new CODE_OF_CONDUCT.md.", author="u1")
    rec(TETHYS, [te1, te2], "Use tethysplatform@gmail.com", True, "ellipsis", [], "Use tethysplatform@gmail.com as the contact for reporting abuse in Tethys' CODE_OF_CONDUCT.md.", author="u2")
    rec(TETHYS, [te1, te2, (A, "Use tethysplatform@gmail.com", "u2")], "@sdc50 Could we also suggest a Subject Line? Perhaps \"Re: Code of Conduct\" or something along those lines?", True, "ellipsis", ["also"], "@sdc50 Could Tethys' CODE_OF_CONDUCT.md also suggest a subject line for abuse reports, perhaps \"Re: Code of Conduct\"?", author="u2")

    gv1 = (U, "Create CODE_OF_CONDUCT.md", "u1")
    gv2 = (U, "Was this the correct email?", "u1")
    rec(GRAVITON, [gv1, (U, "reported by contacting the project team at mespinsanz@gmail.com.", "u1")], gv2[1], True, "pronoun", ["this"], "Was mespinsanz@gmail.com the correct contact email for Graviton's CODE_OF_CONDUCT.md?", author="u1")
    rec(GRAVITON, [gv1, (U, "reported by contacting the project team at mespinsanz@gmail.com.", "u1"), gv2], "Yes, it's correct", True, "pronoun", ["it"], "Yes, mespinsanz@gmail.com is the correct contact email for Graviton's code of conduct.", author="u2")

    eh1 = (U, "Adoption of a Code of Conduct", "u1")
    eh2 = (U, "The raising of #2689 has started the discussion around the adoption of a code of conduct. The initial proposal is for adoption of `https://www.contributor-covenant.org/version/1/4/code-of-conduct`.", "u1")
    ehq = "Right now I'm proposing having violations reported to `oss-conduct@terracotta.org`. That would be a new alias that I'd need to get set up - but it could be used as a common alias for all of our open source projects."
    rec(EHCACHE, [eh1], eh2[1], True, "ellipsis", [], "Issue #2689 started a discussion about Ehcache adopting a code of conduct; the initial proposal is the Contributor Covenant 1.4.", author="u1")
    rec(EHCACHE, [eh1, eh2], ehq, True, "ellipsis", ["violations"], "I propose that violations of Ehcache's code of conduct be reported to `oss-conduct@terracotta.org`, a new alias I'd need to set up that could serve all Terracotta open source projects.", author="u1")
    rec(EHCACHE, [eh1, eh2, (U, ehq, "u1")], "> " + CC_CONFID + "\n\nThe e-mail address used would need to be able to support this (from the code proposal).", True, "pronoun", ["this"], "The email address used for reporting Ehcache code of conduct violations would need to support the proposed code's requirement that the project team keep the reporter of an incident confidential.", author="u2")
    rec(EHCACHE, [eh1, eh2, (U, ehq, "u1")], CC_CONFID, False, SAME, [], None, author="u2")
    rec(EHCACHE, [eh1, eh2], "See the adopted CoC in Quartz: https://github.com/quartz-scheduler/contributing/blob/main/CODE_OF_CONDUCT.md", True, "ellipsis", ["the adopted CoC"], "See the code of conduct Quartz adopted, as a model for Ehcache: https://github.com/quartz-scheduler/contributing/blob/main/CODE_OF_CONDUCT.md", author="u1")

    # ---- robots.txt (further: the group rule) ----
    rec(AIROBOTS, [ar1, ar2, (U, "Which of the robots.txt entries could be preventing it?", "u1")], "The cause is the first two lines:\n\n```\nUser-agent: *\nSitemap: https://cgi.tutorial.codepoint.net/sitemap.xml\n```", True, "position", ["The cause", "the first two lines"], "The cause of the sitemap being blocked is the first two lines of the ai.robots.txt-based robots.txt, `User-agent: *` and `Sitemap: https://cgi.tutorial.codepoint.net/sitemap.xml`.", author="u2")

    # ---- SBOMs (further: choosing a format) ----
    lf1 = (U, "What format for SBOM would be best for Liquibase?", "u1")
    lf2 = (U, "For people using Liquibase out there in an environment that needs/would benefit from a Software Bill of Materials, I am interested in which format(s) would be most useful to you.\n\nThe three most frequently used now are SPDX (Linux Foundation), SWID (NIST), CycloneDX, (OWASP)", "u1")
    lfq = "Don't know if that helps the decision: CycloneDX is simple enough and has some tooling to generate it (see https://github.com/CycloneDX). It is also possible to generate a SPDX (e.g. with https://github.com/CycloneDX/cyclonedx-cli with convert command)."
    lfq2 = "Very helpful @robertk3s thank you. I was definitely looking at CycloneDX! Are you consuming any SBOMs on your end in this format?"
    rec(LIQUIFORMAT, [lf1, lf2], lfq, True, "ellipsis", ["the decision", "it"], "For Liquibase's choice of SBOM format: CycloneDX is simple enough and has tooling to generate it (https://github.com/CycloneDX), and an SPDX SBOM can also be generated from it (e.g. with cyclonedx-cli's convert command).", author="u2")
    rec(LIQUIFORMAT, [lf1, lf2, (A, lfq, "u2")], lfq2, True, "pronoun", ["this format"], "Very helpful @robertk3s, thank you; I was definitely looking at CycloneDX for Liquibase's SBOM. Are you consuming any CycloneDX SBOMs on your end?", author="u1")
    rec(LIQUIFORMAT, [lf1, lf2, (A, lfq, "u2"), (U, lfq2, "u1")], "@stevespringett saw you 👍🏻 as well... why do you prefer CycloneDX?", True, "ellipsis", ["as well"], "@stevespringett, you also gave a thumbs-up to CycloneDX for Liquibase's SBOM; why do you prefer CycloneDX?", author="u1")
    rec(LIQUIFORMAT, [lf1, lf2, (A, lfq, "u2"), (U, lfq2 + " @stevespringett saw you 👍🏻 as well... why do you prefer CycloneDX? Thanks all!", "u1")], "HI @kataggart. Yes, my organization has standardized on CycloneDX due to the wide array of cybersecurity use cases it supports - and also supports most license use cases as well.", True, "ellipsis", ["Yes"], "Hi @kataggart. My organization has standardized its SBOMs on CycloneDX because of the wide array of cybersecurity use cases CycloneDX supports, and it supports most license use cases too.", author="u3")
    rec(LIQUIFORMAT, [lf1, lf2, (A, lfq, "u2")], B_TOOLS, False, SAME, [], None, author="u3")

    lt1 = (U, "Select tool to create SBOM", "u1")
    lt2 = (U, ">  three formats in widespread use: (1) Software Package Data Exchange (SPDX®), an open source machine-readable format with origins in Linux Foundation and recently approved as ISO/IEC standard; (2) CycloneDX (CDX), an open source machine-readable format with origins in the OWASP community; and (3) Software Identification (SWID), an ISO/IEC industry standard used by various commercial software publishers.", "u1")
    lt3 = "SPDX\n\n- product of open source dev community\n- geared for ease-of-ingestion within developer workflow"
    rec(LIQUITOOL, [lt1, lt2], "Which format is best for Liquibase users?", True, "ellipsis", ["Which format"], "Which SBOM format, SPDX, CycloneDX or SWID, is best for Liquibase users?", author="u1")
    rec(LIQUITOOL, [lt1, lt2, (U, "Which format is best for Liquibase users?", "u1")], lt3, True, "ellipsis", [], "For Liquibase's SBOM, SPDX is a product of the open source developer community, geared for ease of ingestion within developer workflows.", author="u1")
    rec(LIQUITOOL, [lt1, lt2, (U, "Which format is best for Liquibase users?", "u1"), (U, lt3, "u1")], "CycloneDX\n\n- lightweight open source standard, origins in OWASP community\n- focuses on automation, ease of adoption, progressive enhancements in build pipelines", True, "ellipsis", [], "For Liquibase's SBOM, CycloneDX is a lightweight open source standard from the OWASP community, focused on automation, ease of adoption and progressive enhancement in build pipelines.", author="u1")
    lend(LIQUITOOL, [lt1], B_TOOLS, SAME, LIQUIFORMAT)

    ek1 = (U, "Add a SBOM template in CycloneDX format", "u1")
    ekq = "Right; I've [got some slides](https://docs.google.com/presentation/d/1OPBHYZAr9SWDrmXpistJrVqd8wdN94oOfDfFXoEjTxg/edit?usp=sharing) that explain why we chose CDX rather than SPDX -- the tl;dr: is that whilst SPDX is pretty great at licensing and copyright information, it's not a very good SBOM format."
    rec(EDK2, [ek1, (U, "Hey! Thanks for commenting here, it's great to meet.", "u1")], ekq, True, "ellipsis", ["Right"], "I have slides explaining why the edk2 SBOM template uses CycloneDX rather than SPDX: SPDX is great at licensing and copyright information but not a very good SBOM format.", author="u1")
    # second reader (r2df, twenty-second pass): trap, not a follow-up. "the opposite" points inside the sentence (CycloneDX to
    # SPDX), so the sentence is complete in itself (§2 rule 2).
    rec(EDK2, [ek1, (U, ekq, "u1")], "Luckily you can easily convert from SPDX to CycloneDX without losing any data, the opposite isn't always true.", False, SELF, [], None, author="u1")
    rec(EDK2, [ek1, (U, ekq, "u1")], "Is this something that you all think is a a good idea? It seems quite high on the risk/reward ratio -- and edk2 is obviously something that all the IBVs are consuming now.", True, "pronoun", ["this", "It"], "Do you all think adding a CycloneDX SBOM template to edk2 is a good idea? It seems high on the risk/reward ratio, and all the IBVs consume edk2 now.", author="u1")
    rec(EDK2, [ek1, (U, ekq, "u1"), (U, "Is this something that you all think is a a good idea?", "u1")], "I have no opposition to this. It may be some time before I can make use of it, but it's good.", True, "pronoun", ["this", "it"], "I have no opposition to adding a CycloneDX SBOM template to edk2; it may be some time before I can use it, but it's good.", author="u2")
    lend(EDK2, [ek1], B_TOOLS, SAME, LIQUIFORMAT)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- Morse code (CW): element timing, words per minute and iambic keyers ----
    uh1 = (U, "CW timing too fast. Timing CW was too fast. A dit in 12 WPM should be 100ms.\nOn my mcHF it was 86ms.", "u1")
    uha = "Hi,\nappreciate the contribution! And after taking out my calculator I figured 1650 is not the right value (too short pulse). However, 1920 isn't either (too long in theory). It should be 1800: 1500 ticks/s * 1,2 = 1800 = 1WPM. I can see how you calculated 1920 (1650 * 100/86). Have you measured other WPMs (especially slow ones)?"
    rec(P2_UHSDR911, [uh1], uha, True, "correction", ["1920 isn't either"], "In UHSDR's CW generator the dit-time constant 1650 is not right (too short a pulse), but this pull request's 1920 isn't either (too long in theory): it should be 1800 (1500 ticks/s * 1.2 = 1800 = 1 WPM); 1920 came from 1650 * 100/86. Have you measured other WPMs, especially slow ones?", author="u2")
    uhq = "I have checked with my oscilloscope and measured 100ms at 12 WPM and 50ms at 24 WPM. Maybe my MCU is running faster? Tomorrow I will check the slow speeds."
    rec(P2_UHSDR911, [uh1, (A, uha, "u2")], uhq, True, "ellipsis", ["my MCU", "the slow speeds"], "With the dit-time constant 1920 in UHSDR, I measured with my oscilloscope 100ms dits at 12 WPM and 50ms at 24 WPM on my mcHF. Maybe my mcHF's MCU is running faster? Tomorrow I will check the slow WPM speeds.", author="u1")
    lend(P2_UHSDR911, [uh1], P2_M_PARIS, SAME, P2_MORSETALK)

    ki1 = (U, "CW iambic keyer issues. Your firmware version: 2.11.79 and 2.11.78\nUnable to get dits and dashses when using an iambic keyer. Attempt to reverse keyer on firmware but only dits or dashes, not both. When paddles are squeezed, runs as expected.\nI also tried downgrade firmware to v2.11.78 but still the same.", "u1")
    kia = "I cannot confirm. Here everything runs as expected. I hope you do not have connected an external iambic keyer. If so: you must use streight key mode. If you have connected paddles you maybe you have a connection issue to the plug."
    rec(P2_UHSDR1841, [ki1], kia, True, "ellipsis", ["I cannot confirm", "the plug"], "I cannot reproduce UHSDR firmware 2.11.79 giving only dits or only dashes with an iambic keyer: here everything runs as expected. If you connected an external iambic keyer you must use straight key mode; if you connected paddles, you may have a connection issue at the paddle plug.", author="u2")
    lend(P2_UHSDR1841, [ki1], P2_M_MODEB, SAME, P2_VAIL31)

    lm1 = (U, "Audio offset to WPM correlation feels off when set to 30WPM. Hi I used your site for a few days at a 15WPM setting and it worked fine at the speed I was keying but at higher speeds it seems to not properly register an appropriate length dah (3x the length of the dit) instead it feels more like I have to give 5-6 times the dit duration for it to register a dah.", "u1")
    lmq = "From going through most of the code it looks like the issue is here:\n\n/learn-morse-code/tree/master/src/useStraightKey.js"
    rec(P2_LEARNMORSE, [lm1], lmq, True, "pronoun", ["the issue", "the code"], "Going through most of learn-morse-code's code, the problem of dahs not registering at high WPM settings looks like it is in src/useStraightKey.js.", author="u1")
    lm2 = (U, lmq + "\n\nand the specific section of code is: \n  // DitDah Length\n    const ditMaxTime = 1200/wpm * 0.3\n    const letterGapMinTime = ditMaxTime*3\n    const wordGapMaxTime = ditMaxTime*7", "u1")
    lmr = "It would be better to switch the WPM setting to a text field in MS with a guess as to what WPM the set MS value correlates to eg. 80 MS dit and 240 MS dah for 13 WPM (according to CW communicator at least)"
    rec(P2_LEARNMORSE, [lm1, lm2], lmr, True, "ellipsis", ["the WPM setting"], "It would be better to switch learn-morse-code's WPM setting to a text field in milliseconds, with a guess of the WPM the value corresponds to, e.g. 80 ms dit and 240 ms dah for 13 WPM (according to CW Communicator).", author="u1")
    lend(P2_LEARNMORSE, [lm1], P2_M_13WPM, SAME, P2_MORSETALK)
    lend(P2_LEARNMORSE, [lm1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    ml1 = (U, "No word count displayed. Word found per minute is the key to learn proper Morse code and it is missing completely.", "u1")
    mla = "Question for you though - how would you calculate this? Would it be timing of each element."
    rec(P2_MORSELEARN, [ml1], mla, True, "pronoun", ["this"], "How would you calculate a words-per-minute count in morse-learn? Would it be from the timing of each Morse element?", author="u2")
    mlb = "Hi, Will mentioned to me that you had this question (I run the morsecode.world site). I had a quick look at https://morse-learn.acecentre.net/ as a result."
    mlc = (A, "Although you are not teaching inter-character timing, you are using it to a degree in that you have to decide when someone has stopped keying a character. The dits and dahs you are using also have a set duration.", "u3")
    rec(P2_MORSELEARN, [ml1, (A, mla, "u2"), (A, mlb, "u3"), mlc], "I don't know if your decoder is fussy about the pauses between parts of a character (intra-character spacing)?", True, "pronoun", ["your decoder"], "I don't know: is morse-learn's Morse decoder fussy about the pauses between parts of a character (intra-character spacing)?", author="u3")
    lend(P2_MORSELEARN, [ml1], P2_M_PARIS, SAME, P2_MORSETALK)

    mt1 = (U, "Missing utils function: Morse code length and wpm to element duration. Hello,\n\nsome very useful functions are missing\n\nCalculate morse code length\nConvert from WPM (words per minute) to element duration", "u1")
    # The description's own next sentences name PARIS and element timing in full: traps in their own thread.
    rec(P2_MORSETALK, [mt1], P2_M_PARIS, False, SAME, [], None, author="u1")
    rec(P2_MORSETALK, [mt1, (U, P2_M_PARIS, "u1")], P2_M_ELEMENTS, False, SAME, [], None, author="u1")
    lend(P2_MORSETALK, [mt1], P2_M_HAMS, SAME, P2_VAIL30)

    mr1 = (U, "Fix CW timing issue between callsign and exchange; fix Wpm rate. This bug was fixed by fixing some of the logic used in CW generation.\n- 3 units (length of a 'dit') between characters\n- 5 units between words (original MR was using 5 units; standard is 7 units).", "u1")
    rec(P2_MORSERUNNER, [mr1], "Also updated the math to insure that correct Wpm is generated.", True, "ellipsis", ["the math"], "This MorseRunner pull request also updates the CW generation math to ensure that the correct WPM is generated.", author="u1")
    lend(P2_MORSERUNNER, [mr1], P2_M_ELEMENTS, SAME, P2_MORSETALK)
    lend(P2_MORSERUNNER, [mr1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    v30 = (U, "Slider for \"dit\" show WPM. People keep asking for this.", "u1")
    # "It" is WPM, named inside the same message: self-contained.
    rec(P2_VAIL30, [v30], "WPM is actually \"words which are only ever 'PARIS' per minute\". It is the duration of 50 dits.", False, SELF, [], None, author="u1")
    v30b = (U, "WPM is actually \"words which are only ever 'PARIS' per minute\". It is the duration of 50 dits.", "u1")
    v30q = "Added in https://github.com/nealey/vail/commit/4f33d7453c30139df7825b204728fd8511c9a2cf"
    rec(P2_VAIL30, [v30, v30b, (U, v30q, "u1")], "In ham radio, the only term operators ever use is #wpm.  15wpm  20wpm etc.   and on most digital transceivers the screen will show WPM as the keyer speed is adjusted.", False, SAME, [], None, author="u2")

    v31 = (U, "A and B iambic. Based on my 10 seconds of testing on vband, in B iambic, if you are holding both keys, and transmitting DAH, then release both keys, it tacks on an extra DIT.\n\nThis seems wrong. I need some help unpacking how exactly this works.", "u1")
    v31a = "In Mode A you either get continues dits OR dahs.  So for the letter C you must make a movement for each fit and dah.  Right-left-right-left."
    rec(P2_VAIL31, [v31], v31a, True, "ellipsis", ["Mode A"], "With an iambic keyer in Mode A you get either continuous dits or dahs, so for the letter C you must make a movement for each dit and dah: right-left-right-left.", author="u2")
    rec(P2_VAIL31, [v31, (A, v31a, "u2")], P2_M_MODEB, False, SAME, [], None, author="u2")
    v31b = "Neal… it doesn’t always tack on an extra did.   \na letter might start with a dah and end with a dah.  Ex… K  dah-dit- dah  u start the squeeze with the dah but after the dit you keep the dah… hold the done linger."
    rec(P2_VAIL31, [v31, (A, v31a, "u2"), (A, P2_M_MODEB, "u2")], v31b, True, "correction", ["it doesn’t always tack on an extra did"], "Neal, iambic B mode doesn't always tack on an extra dit when both paddles are released: a letter might start and end with a dah, e.g. K (dah-dit-dah): you start the squeeze with the dah, and after the dit you keep holding the dah.", author="u2")

    dd1 = (U, "Add Iambic-B Mode. Currently the keyer in the app seems to do Iambic-A mode.\nIt would be nice if a Iambic-B Mode could be added.", "u1")
    dda = "Should be implemented in 1.14.0. Please let me know how you like it."
    rec(P2_DAHDI, [dd1], dda, True, "ellipsis", ["Should be implemented"], "Iambic-B mode for dahdidahdit's keyer should be implemented in version 1.14.0; please let me know how you like it.", author="u2")
    ddq = "I just tried the pre release version, but iambic-b doesn't seem to behave different from iambic-a"
    rec(P2_DAHDI, [dd1, (A, dda, "u2")], ddq, True, "ellipsis", ["the pre release version"], "I just tried the dahdidahdit 1.14.0 pre-release, but its iambic-B keyer mode doesn't seem to behave differently from iambic-A.", author="u1")
    lend(P2_DAHDI, [dd1], P2_M_HAMS, SAME, P2_VAIL30)

    fx1 = (U, "PTT is not manual key when CW is Iambic. (V2.02R)\nYesterday we were trying to get CW going (not me!) on a summit, and I noticed that when I set the CW key mode to iambic not straight key, that the PTT/RIT no longer operated as a straight key.", "u1")
    fxq = "Expected: PTT/RIT still keys the transmitter as a straight key. \nExternal key jack keys as a paddle."
    rec(P2_FX4CR22, [fx1], fxq, True, "ellipsis", ["Expected"], "Expected on the FX-4CR with the CW key mode set to iambic: the PTT/RIT button still keys the transmitter as a straight key, and the external key jack keys as a paddle.", author="u1")
    rec(P2_FX4CR22, [fx1, (U, fxq, "u1")], "Tests OK V2.02R 31", True, "ellipsis", ["Tests OK"], "The FX-4CR's PTT/RIT keying the transmitter as a straight key while the CW key mode is iambic tests OK in firmware V2.02R 31.", author="u1")
    lend(P2_FX4CR22, [fx1], P2_M_MODEB, SAME, P2_VAIL31)

    fx6 = (U, "CW Practise Mode - only works for straight key. V2.12 /2025-08-25\n\nCW keying works ok for straight key, iambic-A-regul, iambic-A-rev, iambic-B-regul, iambic-B-rev", "u1")
    rec(P2_FX4CR60, [fx6], "CW practise mode : only seems to key correctly for Cw-Keyer set to Straight Key, getting warbling for Iambic settings", True, "ellipsis", ["CW practise mode"], "On the FX-4CR with firmware V2.12, CW practise mode only seems to key correctly with the CW keyer set to Straight Key; with the iambic settings I get warbling.", author="u1")
    lend(P2_FX4CR60, [fx6], P2_M_13WPM, SAME, P2_MORSETALK)

    es1 = (U, "Iambic ON produce only dits. When turning the Iambic setting to ON the keyer produce dits from both paddles. Setting Iambic to OFF the keyer works correct.\n\nESDR v1.01 beta", "u1")
    rec(P2_ESDR, [es1], "Sorry, user error. Ignore this one!!", True, "correction", ["this one"], "Sorry, my report that ExpertSDR3 v1.01 beta's keyer produces only dits from both paddles with Iambic ON was a user error; ignore it.", author="u1")
    lend(P2_ESDR, [es1], P2_M_PAUSE, SAME, P2_UHSDR1524)

    hp1 = (U, "Add Iambic Keyer feature. Add iambic Keyer feature\n\n#### Describe the requested feature: \n\nCurrently CW is ‘simple’. Hardware is already provided for a paddle Dit and Dah inputs to the microprocessor.", "u1")
    rec(P2_HAMPI, [hp1], "Not in the initial release and the basic transceiver needs to be ‘a goer’. This addition is just a software enhancement. Added to Backlog.", True, "pronoun", ["This addition"], "The iambic keyer feature is not in HamPiRadio's initial release, and the basic transceiver needs to be 'a goer' first; adding the iambic keyer is just a software enhancement, added to the backlog.", author="u1")
    lend(P2_HAMPI, [hp1], P2_M_ELEMENTS, SAME, P2_MORSETALK)

    # ---- thermal infrared sensors: MLX90640 cameras and MLX90614 thermometers ----
    m66 = (U, "Lower than expected temperature readings. Use the library with a SAMD21 microcontroller.\nTrying to measure forehead temperature, I get 4.5 degrees less than expected. After looking at the source of the driver I have the following questions\n\n1. In \"Restoring the KsTo coefficient\" Why the driver calculate 5 values and the manual only 4\n2.The same for ct restoring\n3. In MLX90640_GetFrameData why use the data 0x0030 instead of 0x0000 to clear the \"new data available flag\" in the status register?\n4. When measuring the ambient temperature I get 35.5 degrees, at list 9 more than the actual one \n3. When I change the emissivity to 0.8 I get correct readings, but is this ok?", "u1")
    m66a = "I will try to answer you questions:\n\n1. The extra parameters are for temperatures above 400C and are sort of a future-proof thing. Note that this is well beyond the temperatures you are interested in"
    rec(P2_MLX66, [m66], m66a, True, "position", ["1."], "On why the MLX90640 driver restores 5 KsTo values where the manual lists 4: the extra parameters are for temperatures above 400C, a future-proof thing, well beyond the forehead temperatures you are interested in.", author="u2")
    m66b = "3. This is normal - the Ta of the sensor is not the same as the 'room' temperature. The difference depends on the enclosure. In open air it should be around 8C."
    rec(P2_MLX66, [m66, (A, m66a, "u2")], m66b, True, "position", ["3."], "An MLX90640 ambient temperature (Ta) of 35.5 degrees, 9 above the room, is normal: the sensor's Ta is not the room temperature; the difference depends on the enclosure, and in open air it should be around 8C.", author="u2")
    m66c = "4. No, that is not correct as this is not the emissivity of the human skin."
    rec(P2_MLX66, [m66, (A, m66a, "u2"), (A, m66b, "u2")], m66c, True, "position", ["4.", "that"], "No, setting the MLX90640's emissivity to 0.8 to get correct forehead readings is not correct, as 0.8 is not the emissivity of human skin.", author="u2")
    lend(P2_MLX66, [m66], P2_T_DEFAULT1, SAME, P2_EXXA)

    m40 = (U, "What is the relationship between temperature and distance in MLX90640? Hi:\n    When I tested, I found that the measured object was far away from the sensor, and the temperature dropped a lot. So I was wondering if there is any way to make the data correct.", "u1")
    m40q = "Change emissivity or sensitivity? I don't know how to set it up.What is the maximum measurement distance of the MLX90640 (the distance of the sensor from the measured object)?"
    rec(P2_MLX40, [m40], m40q, True, "ellipsis", ["Change emissivity or sensitivity?", "it"], "To correct MLX90640 readings that drop when the measured object is far from the sensor, should I change the emissivity or the sensitivity? I don't know how to set it up. What is the MLX90640's maximum measurement distance from the measured object?", author="u1")
    m40r = "Hello,\n\nI have one relevant question like how to calculate object distance as per FOV provided?"
    rec(P2_MLX40, [m40, (U, m40q, "u1")], m40r, True, "ellipsis", ["one relevant question", "FOV provided"], "How do I calculate the object distance from the MLX90640's given field of view (FOV)?", author="u2")

    m92 = (U, "strange Behaviour of MLX90640. Hi, \nI use Mlx90640 with a SAMD21 microcntroller. My sensor works fine sometimes but it also behaves strangely:\n\n1- the maximum temperature measured when there are no people and no hot objects in the room is 33, so there is no difference when there is a person in the room.  It's normal?\n2- the maximum temperature sometimes rises to 50 and the minimum to 29, although the ambient temperature in the room is 23. I don't understand how.", "u1")
    m92a = "Hi,\n\nThis does not sound right. Can you share some more details and real data?\nWhen you say 'the maximum temperature' do you refer to the average temperature of the whole frame of to the\ntemperature of a single pixel?\nAre you sure there is no object in front of the sensor or some reflections (from mirrors, windows or other reflective materials)?"
    rec(P2_MLX92, [m92], m92a, True, "pronoun", ["This", "the maximum temperature", "the sensor"], "An MLX90640 on a SAMD21 reading a maximum of 33 in an empty room, and up to 50 with the room at 23, does not sound right. Can you share more details and real data? Is 'the maximum temperature' the average of the whole frame or a single pixel? Are you sure there is no object in front of the sensor or reflections from mirrors, windows or other reflective materials?", author="u2")
    m92q = "I am referring to the temperature of a single pixel.\nThere was no person in the room.  There are no reflective materials, because I always did the test in the same room and I had to get good values."
    rec(P2_MLX92, [m92, (A, m92a, "u2")], m92q, True, "ellipsis", ["the temperature of a single pixel"], "The MLX90640 maximum temperatures of 33 to 50 in a room at 23 are single-pixel temperatures; there was no person in the room and there are no reflective materials, as I always did the test in the same room and got good values before.", author="u1")

    m9 = (U, "Striped frames. I am writing regarding the SparkFun MLX90640 Arduino examples available on GitHub which are based on the mlx90640-library. I have successfully uploaded the Example2_OutputToProcessing sketch to an ESP32 board (\"ESP32 Dev Module\" from Arduino boards) and it works (parameters: 8Hz, Chess mode, 19 bit), but the frames coming from the ESP32 are striped (see example attached).", "u1")
    m9q = "I tried the sketch with different parameters (changing the refresh rate, resolution, mode, timing between subpage readings), but I am now I have no ideas how to fix it. Could you please give me any advice?"
    rec(P2_MLX9, [m9], m9q, True, "pronoun", ["the sketch", "it"], "I tried SparkFun's MLX90640 Example2_OutputToProcessing sketch on an ESP32 with different refresh rates, resolutions, modes and timings between subpage readings, but I have no idea how to fix its striped frames. Could you give me any advice?", author="u1")
    m9a = "I haven't seen anything quite like this- although images are usually pretty noisy and have a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation introducing errors?"
    rec(P2_MLX9, [m9, (U, m9q, "u1")], m9a, True, "pronoun", ["this", "the interpolation"], "I haven't seen striped MLX90640 frames like yours, although its images are usually pretty noisy with a chessboard pattern emphasised by anything fast moving. Are you sure it's not the interpolation of the frames introducing errors?", author="u2")

    ex1 = (U, "Changing emissivity, considering Voltage compensation? Hi \nThe default emissivity of the MLX90614 is 1. https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf\nHow to consider this factor in the code or other ways when measuring different stuff? In my case, the leaf(the emissivity is about 0.95).", "u1")
    exq = "In the datasheet(page 37), the voltage is also affecting the object and sensor reading. How to deal with this?"
    rec(P2_EXXA, [ex1], exq, True, "ellipsis", ["the datasheet", "this"], "The MLX90614 datasheet (page 37) says the supply voltage also affects the object and sensor readings: how do I deal with that in esphome-customisations?", author="u1")
    exr = "Also, when I tested the sensor, I found the distance affected the reading(all FOV is covered), any solution to how to improve this?"
    rec(P2_EXXA, [ex1, (U, exq, "u1"), (U, exr, "u1")], "Closing this. ESPHome now supports the MLX90614 out of the box and includes defining emissivity.", True, "pronoun", ["this"], "Closing the esphome-customisations issue about changing MLX90614 emissivity: ESPHome now supports the MLX90614 out of the box, including defining emissivity.", author="u2")
    lend(P2_EXXA, [ex1], P2_T_DECOUPLE, SAME, P2_MLX77)

    st1 = (U, "Half pixels are dead. I have no idea what the problem could be, any suggestions ?", "u1")
    sta = "It seems that you only read subpage 1 of data. In chess mode, two pages of data should be merged into one page of data. You can refer to page 15 of the datasheet.\nWhich fream rate did you set?And the I2C clock frequency is?"
    rec(P2_STM32, [st1], sta, True, "ellipsis", ["subpage 1", "the datasheet"], "Half the MLX90640 pixels look dead with MLX90640-With-STM32 because you seem to read only subpage 1: in chess mode the two subpages should be merged into one frame (page 15 of the MLX90640 datasheet). Which frame rate and I2C clock frequency did you set?", author="u2")
    stq = "thanks for the response.\n\nI for the evaluation I just copied your main code.Yes I am i  chess mode, I changed frame rate to 4Hz and I believe I2C clock is 100khz. should I go for 400khz ?"
    str_ = "Okay I solved it \n\nTurns out you have to do:\nint status = MLX90640_GetFrameData(MLX90640_address, mlx90640Frame);\n2 times before getting Vdd or doing calculations"
    rec(P2_STM32, [st1, (A, sta, "u2"), (U, stq, "u1")], str_, True, "pronoun", ["it"], "I solved half the MLX90640 pixels being dead: you have to call MLX90640_GetFrameData(MLX90640_address, mlx90640Frame) 2 times before getting Vdd or doing calculations.", author="u1")
    lend(P2_STM32, [st1], P2_T_DECOUPLE, SAME, P2_MLX77)

    # ---- backgammon: engines, position IDs and the doubling cube ----
    b5 = (U, "Cube evaluation (round 2). Hey @foochu \nhope you're well - been a while!\n\nI was trying to align your code with the GNUBG code to understand what is required to implement the AI deciding whether to double (cube) and take/drop the cube.", "u1")
    b5q = "The concept of a `_CubeInfo` object exists. I think you need to do this to get GNUBG to tell you the best move to make, but i think the missing part is including whether that move is to double is the missing key here. Is that correct?"
    rec(P2_BGWEB5, [b5], b5q, True, "pronoun", ["this", "that move"], "bgweb-api has the concept of GNUBG's `_CubeInfo` object, which I think you need to get GNUBG to tell you the best move; is the missing part for cube decisions including whether the move is to double?", author="u1")
    b5r = "What are the chances you can help me get a cube decision out of the AI here? It would be the awesome missing piece to this project"
    rec(P2_BGWEB5, [b5, (U, b5q, "u1")], b5r, True, "pronoun", ["the AI here", "this project"], "What are the chances you can help me get a doubling-cube decision out of bgweb-api's GNUBG-based AI? It would be the missing piece of bgweb-api.", author="u1")

    b2 = (U, "GNUbg ID/XGID board positions. Can this port interpret XGID board positions - the [GNU docs](https://www.gnu.org/software/gnubg/manual/gnubg.html) suggest GNU backgammon can but wondering if this port includes that?\n\nWould you consider adding it?\nThanks", "u1")
    b2a = "Hi again! \n\nNo, that feature is missing here unfortunately. Without looking at the original code, I'd imagine that is a lot smaller task compared to the cube decision effort. Don't want to promise anything, but who knows if the right inspiration hits ;)"
    rec(P2_BGWEB2, [b2], b2a, True, "pronoun", ["that feature", "the original code"], "No, bgweb-api cannot interpret GNUbg IDs or XGID board positions, unfortunately. Without looking at GNU Backgammon's original code, I'd imagine adding it is a much smaller task than the cube decision effort; no promises.", author="u2")
    b2q = "be cool to add this - as your library can become a basis for upgrading GnuBG (which sadly the original is hard to compile these days, but yours is a good step of the way to an awesome replacement!)"
    rec(P2_BGWEB2, [b2, (A, b2a, "u2")], b2q, True, "pronoun", ["this", "your library"], "It would be cool to add XGID position parsing to bgweb-api, as it can become a basis for upgrading GnuBG (the original is hard to compile these days).", author="u1")
    lend(P2_BGWEB2, [b2], P2_B_WILDBG, SAME, P2_WILDBG36)

    b4 = (U, "Matches. Hey again,\nDoes this code understand the concept of a match - i.e if you are in a match and the score is say 3-2 does it know this? Or is it taking each game as an individual game?", "u1")
    b4q = "I ask because the JSON format doesn't seem to know about match scores."
    rec(P2_BGWEB4, [b4], b4q, True, "ellipsis", ["the JSON format"], "I ask whether bgweb-api understands backgammon matches because its JSON format doesn't seem to know about match scores.", author="u1")
    b4a = "Hi there! In theory, yes, and simply a matter of exposing it in the API. I haven’t done any testing however if it produces sane results :)"
    rec(P2_BGWEB4, [b4, (U, b4q, "u1")], b4a, True, "ellipsis", ["In theory, yes", "it"], "In theory bgweb-api's engine understands match scores; it is simply a matter of exposing them in the API, but I haven't tested whether it produces sane results.", author="u2")
    b4r = "Sounds cool! These 2 fields (match to & how many points each player have): https://github.com/foochu/bgweb-api/blob/main/internal/gnubg/gnubg.go#L62-L63"
    b4m = (U, "oh cool! - because the engine will give different recommended moves based on where you are in a match. I am currently working on getting the XGID code ported to Go so its possible to insert a match from an ID.", "u1")
    rec(P2_BGWEB4, [b4, (U, b4q, "u1"), (A, b4a, "u2"), b4m], b4r, True, "pronoun", ["These 2 fields"], "To expose match scores in bgweb-api, see the 2 fields for the match length and each player's points: https://github.com/foochu/bgweb-api/blob/main/internal/gnubg/gnubg.go#L62-L63", author="u2")
    lend(P2_BGWEB4, [b4], P2_B_NUMBERED, SAME, P2_GNUBGA)

    b6 = (U, "equity of position. Hey @foochu \nsorry to keep creating issues. Just love this project.\nIf i have a board layout, can I get the equity of it directly (i.e before a dice roll)?", "u1")
    # Asks in full what it wants (winning chances of a position as it is): its "it" and "that" point inside the sentence.
    # second reader (r2df, twenty-second pass): follow-up, not a trap. The request is asked of bgweb-api and restates the opener's
    # equity question ("if that makes sense"); the project is context (§2 rule 1), as "Please add support for prefers-reduced-motion.".
    rec(P2_BGWEB6, [b6], "I want to know what the winning chances are from a position as it is rather than what the best move is and what the winning chances are of each move based on the dice if that makes sense?", True, "ellipsis", ["a position as it is"], "Can bgweb-api give the winning chances (equity) of a backgammon position as it is, before the dice roll, rather than the best move and the winning chances of each move for a given roll?", author="u1")

    tg = (U, "Backgammon Genetic on PubEval. Run the Backgammon genetic algorithm using the vector that the pubeval algorithm uses. Perhaps use the pubeval weights as the base for random variation.", "u1")
    rec(P2_TGAMES, [tg], P2_B_RACE, False, SAME, [], None, author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1")], "Look into heuristics for doubling and accepting doubles as well.", True, "ellipsis", ["as well"], "For t_games' backgammon bots, besides the genetic algorithm on pubeval and racing heuristics, also look into heuristics for doubling and accepting doubles.", author="u1")
    rec(P2_TGAMES, [tg, (U, P2_B_RACE, "u1"), (U, "Look into heuristics for doubling and accepting doubles as well.", "u1")], "Early simulations are going no where. The O player never wants to move his pieces off the 1 point.", True, "ellipsis", ["Early simulations"], "Early simulations of t_games' backgammon genetic algorithm on pubeval are going nowhere: the O player never wants to move his pieces off the 1 point.", author="u1")

    bt = (U, "parsing a GNUBG ID. Hey, this is impressive work and clearly a lot went into this. Apologies for this question....\nI'm interested in parsing GNUBG IDs however I can't quite get my head around the [algorithm specified here](https://www.gnu.org/software/gnubg/manual/html_node/A-technical-description-of-the-Position-ID.html)", "u1")
    btq = "I think this is the [point](https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) in your code where you are doing it? Is that correct?"
    rec(P2_BGTRAIN, [bt], btq, True, "pronoun", ["your code", "it"], "Is bgtrain's static/diagram.js line 615 (https://github.com/gtzampanakis/bgtrain/blob/42250d365a96dc137d05dcf98bfc93294c1dd00f/static/diagram.js#L615) where it parses GNUBG position IDs?", author="u1")
    bta = "The code you are looking for is in the function setDataFromGnuId . Follow it line by line and you will get what you need."
    rec(P2_BGTRAIN, [bt, (U, btq, "u1")], bta, True, "ellipsis", ["The code you are looking for"], "bgtrain's code for parsing GNUBG position IDs is in the function setDataFromGnuId; follow it line by line and you will get what you need.", author="u2")
    lend(P2_BGTRAIN, [bt], P2_B_WILDBG, SAME, P2_WILDBG36)

    w36 = (U, "Support XGID. Right now wildbg only supports Gnu position IDs.", "u1")
    rec(P2_WILDBG36, [w36], "Add the ability to `position.rs` to encode and decode XGIDs.", True, "ellipsis", ["`position.rs`"], "Add the ability to wildbg's `position.rs` to encode and decode XGID backgammon positions.", author="u1")
    lend(P2_WILDBG36, [w36], P2_B_NUMBERED, SAME, P2_GNUBGA)

    w27 = (U, "Contact.csv File Contains Impossible Probabilities that are Misaligned with GNU Backgammon Evaluations. Hello and thank you for this excellent project.\n\nI have been working with the files you provided for training and have found an issue. Consider wildbg-training/0012/contact.csv position id mxmAQ4PbAQAAAA.", "u1")
    w27q = "implying a win_bg probability of 0.36959878. Now, this is impossible since both players have an off checker."
    rec(P2_WILDBG27, [w27], w27q, True, "pronoun", ["this"], "wildbg-training/0012/contact.csv gives position mxmAQ4PbAQAAAA a win_bg (backgammon win) probability of 0.36959878, which is impossible since both players have an off checker.", author="u1")
    w27r = "So I suspect that in these positions the checkers that are supposed to be on the bar are not being accounted for are instead being placed in the default off section of the board."
    rec(P2_WILDBG27, [w27, (U, w27q, "u1")], w27r, True, "pronoun", ["these positions"], "I suspect that in wildbg's contact.csv training positions, checkers that are supposed to be on the bar are instead placed in the default off section of the board.", author="u1")
    lend(P2_WILDBG27, [w27], P2_B_RACE, SAME, P2_TGAMES)

    ak2 = (U, "Support XG notes within Import positions. When there is a comment on a position in XG, it's gets copied with Ctrl+C.", "u1")
    rec(P2_ANKIG2, [ak2], "When pasting this into the Import Positions dialog, it should automatically fill the \"note\" of that position (Edit note...).", True, "pronoun", ["this", "that position"], "When pasting an XG position copied with Ctrl+C, comment included, into AnkiGammon's Import Positions dialog, the comment should automatically fill that position's note (Edit note...).", author="u1")
    lend(P2_ANKIG2, [ak2], P2_B_NUMBERED, SAME, P2_GNUBGA)

    ak21 = (U, "Add cubeless equity and doubled cubeless equity. For some users, who wants to go deeper.", "u1")
    rec(P2_ANKIG21, [ak21], "Sometimes this information is need to understand best action.", True, "pronoun", ["this information"], "Sometimes cubeless equity and doubled cubeless equity are needed to understand the best cube action, so AnkiGammon should show them.", author="u1")

    ga = (U, "Important Update. " + P2_B_NUMBERED + " Currently, this important detail is overlooked, leading to confusion when reading the analysis.", "u1")
    rec(P2_GNUBGA, [ga], "Most of the issues have been addressed in a new release 1.0.3 which you can download", True, "ellipsis", ["the issues"], "Most of the reported gnubg-android issues, including the board numbering when the opponent is to play, have been addressed in release 1.0.3, which you can download.", author="u2")
    lend(P2_GNUBGA, [ga], P2_B_WILDBG, SAME, P2_WILDBG36)

    # ---- Scrabble and word games: blank tiles and word lists ----
    s306 = (U, "add \"blank\" option. Scrabble also has a BLANK tile which can be any word is not implemented in the solutions. Add a way for users to add a BLANK tile into the \"user tiles\" area", "u1")
    rec(P2_SSOLVER306, [s306], "@JavaNameConvention You can use the space bar to insert a blank tile on the rack.", True, "ellipsis", ["the rack"], "In scrabble-solver you can use the space bar to insert a blank tile on the rack of user tiles.", author="u2")
    lend(P2_SSOLVER306, [s306], P2_S_BLANKRULE, SAME, P2_HTMLSCRABBLE)

    s1 = (U, "Library usage. Hello, can I use this package as a library that helps me solving scrabbles just by giving it input characters? \n\nWhat I want to build is something like this: http://www.scrabble-solver.com/", "u1")
    s1a = "Hello,\n\nNot exactly. Please see this file: https://github.com/\nkamilmielnik/scrabble-solver/blob/master/scrabble-solver-\nbackend/src/solver/index.js"
    rec(P2_SSOLVER1, [s1], s1a, True, "ellipsis", ["Not exactly"], "Not exactly: scrabble-solver cannot simply be used as a library that solves from input characters; see its file https://github.com/kamilmielnik/scrabble-solver/blob/master/scrabble-solver-backend/src/solver/index.js", author="u2")
    s1b = "The `solve` function requires a `Board` instance and an array of `Tiles`.\nYou would need to prepare both."
    rec(P2_SSOLVER1, [s1, (A, s1a, "u2")], s1b, True, "ellipsis", ["The `solve` function"], "scrabble-solver's `solve` function requires a `Board` instance and an array of `Tiles`; to use it as a library you would need to prepare both.", author="u2")
    lend(P2_SSOLVER1, [s1], P2_S_TWO, SAME, P2_SKRAFL)

    fr = (U, "Blanks don't work. " + P2_S_README, "u1")
    rec(P2_FAYROSE, [fr], "I found that using # counts as the blank when entering the word to play, but afterwards I can't figure out how to have new words intersect with this blank tile.", True, "pronoun", ["this blank tile"], "In fayrose's Scrabble, typing # counts as a blank when entering the word to play, but afterwards I can't figure out how to have new words intersect with a blank tile already played.", author="u1")
    lend(P2_FAYROSE, [fr], P2_S_BLANKRULE, SAME, P2_HTMLSCRABBLE)

    sk = (U, "Add ability to permute rack with blank tile. " + P2_S_TWO, "u1")
    skq = "The permuter should be able to display all possible words including those that need the blank tile(s)."
    rec(P2_SKRAFL, [sk], skq, True, "ellipsis", ["The permuter"], "Skrafl's rack permuter should be able to display all possible words, including those that need the blank tile(s).", author="u1")
    # "It" is the dummy subject and the sentence names the two blank tiles: self-contained.
    # second reader (r2df, twenty-second pass): follow-up, not a trap. The possibilities and the limit are those of the rack
    # permuter the previous turn asks for; the project is context (§2 rule 1).
    rec(P2_SKRAFL, [sk, (U, skq, "u1")], "It is possible that two blank tiles will generate a huge number of possibilities so a limit of some sort needs to be considered.", True, "ellipsis", ["two blank tiles", "a limit of some sort"], "Skrafl's rack permuter could generate a huge number of possible words from a rack with two blank tiles, so some limit on the permuter's output needs to be considered.", author="u1")
    lend(P2_SKRAFL, [sk], P2_S_README, SELF, P2_FAYROSE)

    hs = (U, "Enforce filled blank. As-is: You have the option of leaving a blank tile blank", "u1")
    rec(P2_HTMLSCRABBLE, [hs], P2_S_BLANKRULE, False, SAME, [], None, author="u1")
    rec(P2_HTMLSCRABBLE, [hs, (U, P2_S_BLANKRULE, "u1")], "Solution:\nEnforce the choice of a letter. Remove option of leaving it blank.", True, "pronoun", ["it"], "Solution for html-scrabble: enforce choosing a letter for a blank tile, and remove the option of leaving a blank tile blank.", author="u1")
    lend(P2_HTMLSCRABBLE, [hs], P2_S_TWO, SAME, P2_SKRAFL)

    lk = (U, "wrong solution with blank and two identical letters ? Example (words in french...)\nEgRUGEAI is 30 points\nbut it only look for EGRUgEAI 24 points", "u1")
    lend(P2_LKESTELOOT, [lk], P2_S_TWO, SAME, P2_SKRAFL)
    lend(P2_LKESTELOOT, [lk], P2_S_README, SELF, P2_FAYROSE)

    an = (U, "Scrabble data. Copying this here so i din’t forget about it: \n\nseeing your anagram package on twitter reminded me to send you a link to the CSW15 text. This is the official word list of international scrabble.", "u1")
    anq = "It has a bunch of copyright issues associated with it, so not sure if you can use in the package."
    rec(P2_ANAGRAM, [an], anq, True, "pronoun", ["It", "the package"], "The CSW15 Scrabble word list has a bunch of copyright issues associated with it, so I'm not sure you can use it in the anagram package.", author="u1")
    anr = "Nevertheless - this is probably the most complete English word source."
    ans = "FYI, the [ScrabbleScore](https://cran.r-project.org/package=ScrabbleScore) package (cc: @willkurt) is largely out of date (uses TWL06, package last updated 2013-10-09) but has some useful functions which might have a home here, e.g. checking a word against the table (`is.twl06.word()`), scoring cleverly:"
    rec(P2_ANAGRAM, [an, (U, anq, "u1"), (U, anr, "u1")], ans, True, "ellipsis", ["here"], "FYI, the ScrabbleScore R package (cc: @willkurt) is largely out of date (uses TWL06, last updated 2013-10-09) but has some useful functions that might have a home in the anagram package, e.g. checking a word against the TWL06 table (`is.twl06.word()`) and scoring cleverly.", author="u2")

    he = (U, "Inconsistent Dictionaies. Currently the Collins dictionary (2019 edition I think) is used for the 5 letter guess list, as in the original game, but TWL06 is used for the other lengths, which is inconsistent for no reason.", "u1")
    heq = "This causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS)."
    rec(P2_HELLO, [he], heq, True, "pronoun", ["This"], "hello-wordl using Collins for 5-letter guesses but TWL06 for other lengths causes some words to be missing their plurals, or vice versa (for example, you cannot guess ADMINS).", author="u1")
    her = "The guess list should be Collins for all lengths for the sake of consistency."
    rec(P2_HELLO, [he, (U, heq, "u1")], her, True, "ellipsis", ["The guess list"], "hello-wordl's guess list should be the Collins dictionary for all word lengths, for the sake of consistency.", author="u1")
    lend(P2_HELLO, [he], P2_S_README, SELF, P2_FAYROSE)

    # ---- air quality: low-cost particulate-matter (PM2.5) sensors ----
    os1 = (U, "Humidity correction or disclaimer for lack thereof. Several air quality researchers are increasingly signaling that consumer grade sensors and citizen science sensors do not take into account the influence of humidity on particle concentration readings. They fear it leads to citizens and policy makers drawing wrong conclusions.", "u1")
    rec(P2_OSEM, [os1], P2_P_70 + " Which is why the operating range of the SDS011 has an upper limit at 70%.", False, SAME, [], None, author="u1")
    os2 = (U, P2_P_70 + " Which is why the operating range of the SDS011 has an upper limit at 70%.", "u1")
    osq = "While openSenseMap already warns about raw data, we could perhaps clarify the presentation on the map further."
    rec(P2_OSEM, [os1, os2], osq, True, "ellipsis", ["further"], "While openSenseMap already warns about raw data, it could perhaps clarify further on the map how humidity influences low-cost particulate-matter sensor readings.", author="u1")
    # The drift sentence names sensors, humidity and factory variation in full; "that" points inside the message.
    # second reader (r2df, twenty-second pass): follow-up, not a trap. "Besides humidity ... For that we should look into
    # calibration." proposes work for openSenseMap after the humidity turns (§2 rule 1); the lent sentence alone stays a trap.
    rec(P2_OSEM, [os1, os2, (U, osq, "u1")], P2_P_DRIFT + " For that we should look into calibration.", True, "ellipsis", ["Besides humidity", "For that we"], "Besides humidity, particulate sensors also drift over time and vary between devices from the factory; for that openSenseMap should look into sensor calibration.", author="u1")

    ha = (U, "humidity correlation / additional measurements submitment. there is a function (in hackair.cpp) to correlate the measurement from the dust sensor with the humidity.\nBut we do not use them to calculate the fixed values.", "u1")
    haq = "We should use the temperature and humidity values within the api and store them at least online."
    rec(P2_HACKAIR, [ha], haq, True, "ellipsis", ["the api", "them"], "hackAIR should use the temperature and humidity values within its API and at least store them online alongside the dust sensor measurements.", author="u1")
    har = "We could then flag then the measurements as invalid if we have environmental parameters which are out of range of the dust sensor."
    rec(P2_HACKAIR, [ha, (U, haq, "u1"), (U, har, "u1")], P2_P_SDS, False, SAME, [], None, author="u1")
    hsa = "We started using the adjusted value in the latest releases but making the humidity measurement submittable is up to the API team. We could however add some local checks about the sensor's limits and discard invalid measurements."
    rec(P2_HACKAIR, [ha, (U, haq, "u1"), (U, har, "u1"), (U, P2_P_SDS, "u1")], hsa, True, "ellipsis", ["the adjusted value", "the sensor's limits"], "hackAIR-Arduino started using the humidity-adjusted dust value in its latest releases, but making the humidity measurement submittable is up to the API team; we could add local checks of the SDS011's limits and discard invalid measurements.", author="u2")
    lend(P2_HACKAIR, [ha], P2_P_DRIFT, SAME, P2_OSEM)

    pm = (U, "PM standard vs under atmospheric environment. Hi,\n\nIn PMS5003 datasheet I've found that the sensor is returning 2 different PM values. There is a value described as ```CF=1，standard particle``` and a value described as ```under atmospheric environment```. Do you know what is the difference between, for example PM10 standard and PM10 under atmospheric environment? Which value is being read by this library? Is there a possibility to read the other value using this library?", "u1")
    pmq = "I have found out that in the newest version of the library it is possible to get both parameters from the sensor by defining tsi_mode to true or false in ```read(bool tsi_mode, bool truncated_num)``` function."
    rec(P2_PMSERIAL, [pm], pmq, True, "ellipsis", ["the library", "both parameters"], "In the newest version of PMserial you can read both PMS5003 values, CF=1 standard and atmospheric environment, by setting tsi_mode to true or false in the read(bool tsi_mode, bool truncated_num) function.", author="u1")
    pmr = "So the remaining question is: What are the differences between standard and ATM and which one is better to use in monitoring air pollution in outside environment?"
    rec(P2_PMSERIAL, [pm, (U, pmq, "u1")], pmr, True, "ellipsis", ["the remaining question", "standard and ATM"], "What are the differences between the PMS5003's CF=1 standard and ATM (atmospheric environment) PM values, and which one is better for monitoring outdoor air pollution?", author="u1")
    pma = "As far as I understand the `CF=1` variables are \"raw\" estimates from the particle counts, assuming a fix particle radius and composition (likely used for used for factory calibration and quality control). The `ATM` variables (default) are compensated for \"real\" particles."
    rec(P2_PMSERIAL, [pm, (U, pmq, "u1"), (U, pmr, "u1")], pma, True, "ellipsis", ["the `CF=1` variables", "The `ATM` variables (default)"], "As far as I understand, the PMS5003's CF=1 values read by PMserial are raw estimates from the particle counts assuming a fixed particle radius and composition (likely for factory calibration and quality control), while the ATM values, PMserial's default, are compensated for real particles.", author="u2")
    lend(P2_PMSERIAL, [pm], P2_P_70, SAME, P2_OSEM)
    lend(P2_PMSERIAL, [pm], P2_P_SDS, SAME, P2_HACKAIR)

    # ---- lightning detection: AS3935 sensors' false strikes and strike distances ----
    lw = (U, "Sensitivity problems not really an issue as such. I have set up the AS3935 on a PiZero up above the gable end of my house. " + P2_L_REMOTE + "\nI am getting lots of strikes even on a clear day with no clouds. I am keeping an eye on Met Eireann for strikes.", "u1")
    lwq = "I have sensor.set_indoors(False) and I guess looking at the code I need to raise the noise floor. \nFrom your experience have you found a setting which works for you?"
    rec(P2_AS3935WEB, [lw], lwq, True, "ellipsis", ["the code", "a setting"], "My outdoor AS3935 on a Pi Zero reports lots of false lightning strikes with sensor.set_indoors(False), and from RPi-AS3935-Web's code I guess I need to raise the noise floor; from your experience, have you found a noise-floor setting that works?", author="u1")
    lwr = "I am going to try a setting of 3 (I see the max is 7) and if that is too much reduce it."
    rec(P2_AS3935WEB, [lw, (U, lwq, "u1")], lwr, True, "ellipsis", ["a setting of 3", "it"], "I am going to try an AS3935 noise floor setting of 3 (the max is 7), and reduce it if 3 is too much.", author="u1")
    lwa = "I've re-worked my setup and don't use this code much anymore, but I think before I switched I was moving the noise floor up and down dynamically based on how noisy things seem to be."
    rec(P2_AS3935WEB, [lw, (U, lwq, "u1"), (U, lwr, "u1")], lwa, True, "pronoun", ["this code"], "I don't use RPi-AS3935-Web much anymore, but before I switched I was moving the AS3935's noise floor up and down dynamically based on how noisy things seemed to be.", author="u2")
    lend(P2_AS3935WEB, [lw], P2_L_SUNNY, SELF, P2_AS3935PI)

    lp = (U, "Constant false detection. I just got my sensor ( MOD-1016 v6 ) and pi setup. It seems to connect up properly but it is giving lots of false positives. \n" + P2_L_SUNNY + " The box is inside at the moment.", "u1")
    lpq = "Could it just be some sort of interference or a calibration issue?"
    rec(P2_AS3935PI, [lp], lpq, True, "pronoun", ["it"], "Could the constant false lightning detections from my MOD-1016 v6 AS3935 sensor on a Raspberry Pi just be some sort of interference or a calibration issue?", author="u1")
    lpr = "I modified the sensor address to be sensor = RPi_AS3935(address=0x03, bus=1)"
    rec(P2_AS3935PI, [lp, (U, lpq, "u1")], lpr, True, "ellipsis", ["the sensor address"], "For my MOD-1016 v6 AS3935 on a Raspberry Pi B+, I modified RaspberryPi-AS3935's sensor address to sensor = RPi_AS3935(address=0x03, bus=1).", author="u1")
    lend(P2_AS3935PI, [lp], P2_L_REMOTE, SAME, P2_AS3935WEB)

    sf = (U, "Lightning distance. Hello and Season's Greetings. In advance of the new year I've acquired a lightning detector and made some mods to my web site which borrows from yours (acknowledged). Thanks for your \"lightning bug\" fix. However, I am seeing\n\nAverage Strike Distance | $day.lightning_avg_distance.avg\n\ninstead of a value reported for the average distance (expected value zero atm).", "u1")
    sfq = "I haven't yet had time to look into it but am wondering if you have a variable declared in weewx.conf or what I'm missing here."
    rec(P2_SOFASKIN, [sf], sfq, True, "pronoun", ["it", "a variable"], "My Sofaskin-CW9009-based weewx site shows '$day.lightning_avg_distance.avg' instead of the average lightning strike distance: do you declare a variable for it in weewx.conf, or what am I missing?", author="u1")
    sfa = "Happy Holidays! So I am using the driver mapped parameters for a WeatherFlow Tempest Station which might be different from your variable map used by your weather station."
    rec(P2_SOFASKIN, [sf, (U, sfq, "u1")], sfa, True, "ellipsis", ["the driver mapped parameters", "your variable map"], "Sofaskin-CW9009's lightning distance uses the weewx driver's mapped parameters for a WeatherFlow Tempest station, which might differ from the variable map of your weather station's driver.", author="u2")
    sfb = (A, sfa + " I would check your station documentation to see what lightning data is sent from your station.", "u2")
    rec(P2_SOFASKIN, [sf, (U, sfq, "u1"), sfb], P2_L_VARS, False, SELF, [], None, author="u2")
    lend(P2_SOFASKIN, [sf], P2_L_SUNNY, SELF, P2_AS3935PI)

    fm = (U, "Lightning sensor range. I think that 500 km is a bit too much for the lightning sensor.\nSomething like 100 km would be better in my opinion.", "u1")
    fmq = "New settings come to visible and can set them.\nLooks like it works ok. Don't know about the real radius yet. I set it to 100 km."
    rec(P2_FMI, [fm], fmq, True, "pronoun", ["New settings", "it"], "The new lightning sensor range setting of fmi-hass-custom is visible and can be set; it looks like it works, though I don't know the real radius yet. I set the range to 100 km.", author="u1")
    fmr = "I'm pleased with 50 km around of Turku.\nDon't need to know any lightnings further."
    rec(P2_FMI, [fm, (U, fmq, "u1")], fmr, True, "ellipsis", ["50 km"], "I'm pleased with a 50 km fmi-hass-custom lightning sensor range around Turku; I don't need to know of lightning strikes further away.", author="u1")
    rec(P2_FMI, [fm, (U, fmq, "u1"), (U, fmr, "u1")], "ok, I tested it and seems to calculating it quite right (close enough at least). I will merge the PR.", True, "pronoun", ["it", "the PR"], "I tested fmi-hass-custom's configurable lightning sensor range and it seems to calculate the radius quite right (close enough at least); I will merge the pull request.", author="u2")
    lend(P2_FMI, [fm], P2_L_VARS, SELF, P2_SOFASKIN)
    lend(P2_FMI, [fm], P2_L_REMOTE, SAME, P2_AS3935WEB)

    # ---- speedrunning: autosplitters, load removal and timers ----
    au = (U, "Load Time Remover. Hello, I've just tried out this tool for Mario Kart 8 Deluxe and it's working really well for splitting at the loading screen. However, I was wondering if there could be a feature in this tool to automatically pause whenever the loading screen shows.", "u1")
    aua = "The plan isn't to use this as a load time remover at the current time."
    rec(P2_AUTOSPLIT, [au], aua, True, "pronoun", ["this"], "The plan isn't to use AutoSplit as a load time remover at the current time.", author="u2")
    aub = "However, I can propose a solution to potentially use it as is for that. " + P2_R_KEY + " You will need two images per \"loading zone\", one for the initial pause and another to unpause."
    rec(P2_AUTOSPLIT, [au, (A, aua, "u2")], aub, True, "pronoun", ["it", "that"], "You can use AutoSplit as is for load removal: set AutoSplit's split key to your timer's pause key and it will pause instead of splitting; you need two images per loading zone, one to pause and one to unpause.", author="u2")
    auc = "If you would like a load remover, get in touch with me on this repository. https://github.com/ROMaster2/LiveSplit.VideoAutoSplit"
    # Names the load remover and links the repository it means: "this repository" is the link.
    rec(P2_AUTOSPLIT, [au, (A, aua, "u2"), (A, aub, "u2")], auc, False, SELF, [], None, author="u3")
    lend(P2_AUTOSPLIT, [au], P2_R_TICKS, SELF, P2_ROTA)

    pa = (U, "Load Removal? Is it possible for this tool to support load removal?", "u1")
    rec(P2_PYAUTOSPLIT, [pa], "Out of scope.", True, "ellipsis", ["Out of scope"], "Load removal is out of scope for pyautosplit.", author="u2")
    pab = "Wait this tool pertains to a particular game? I was only speaking of general support for pausing and unpausing the timer for load removal."
    pa2 = (A, "Out of scope.\n\nIf you want to remove the fake loading screen, then use the 2.3 beta on Steam (VVVVVV's source code got released!), or if you want to stay on 2.2, then look [at this](https://tolp.nl/forum/index.php?topic=2549.0).", "u2")
    rec(P2_PYAUTOSPLIT, [pa, pa2], pab, True, "pronoun", ["this tool"], "Does pyautosplit pertain to a particular game (VVVVVV)? I was only asking about general support for pausing and unpausing the timer for load removal.", author="u1")
    pac = "Yeah, it was originally written for VVVVVV (which has an unusual memory layout in that every single thing is allocated on the stack, so this tool was created to read memory off the stack). Sorry for misunderstanding."
    rec(P2_PYAUTOSPLIT, [pa, pa2, (U, pab, "u1")], pac, True, "pronoun", ["it", "this tool"], "Yes, pyautosplit was originally written for VVVVVV, whose unusual memory layout allocates everything on the stack, so pyautosplit was created to read memory off the stack. Sorry for misunderstanding your load-removal question.", author="u2")
    lend(P2_PYAUTOSPLIT, [pa], P2_R_KEY, SELF, P2_AUTOSPLIT)

    hk = (U, "Look into load-removal for dying, creating a shade, and respawning after. > is there any way the autosplitter could get fixed to remove timed loads in death splits for shades? Vypurr loses like 0.4 to me in that split because the timer does not stop despite the game taking more time for worse pcs to actually load in", "u1")
    rec(P2_HKSPLIT, [hk], "Edit: this might only be a problem on 1221, not on LP:", True, "pronoun", ["this"], "The Hollow Knight autosplitter not removing timed loads in shade death splits might only be a problem on patch 1221, not on the Lifeblood patch (LP).", author="u1")
    lend(P2_HKSPLIT, [hk], P2_R_TICKS, SELF, P2_ROTA)

    ro = (U, "Speedrunning improvements and Autosplitter. Howdy! I've really enjoyed playing this game, and since it has a built-in speedrun timer, that immediately piqued my interest! This pull request makes a few changes which should make this game a bit more friendly for speedrunning, as well as a few very minor cleanups.", "u1")
    roq = "For timing, rather than using the delta time from `_process` and accumulating over time, instead we discretely count physics ticks in `_physics_process` and base our timers on that."
    rec(P2_ROTA, [ro], roq, True, "ellipsis", ["our timers"], "For ROTA's speedrun timing, rather than accumulating the delta time from `_process`, this pull request counts physics ticks in `_physics_process` and bases the game's timers on that count.", author="u1")
    ror = "This is better for competition since the delta time on a frame can fluctuate a bit depending on the user's PC activity, and can also run at different intervals based on the monitor's refresh rate/vsync/etc."
    rec(P2_ROTA, [ro, (U, roq, "u1"), (U, ror, "u1")], P2_R_TICKS, False, SELF, [], None, author="u1")
    lend(P2_ROTA, [ro], P2_R_KEY, SELF, P2_AUTOSPLIT)

    # ---- electric bicycles: Bafang controller speed limits ----
    ob = (U, "Speed limit. Hi, i have to say that u are doing a amazing job!\nbut i have a question, there is no way to used to change the speed limit?\ni cant do it slower or faster the programm changes it automatically to 25km", "u1")
    oba = "No. If limit is bigger than 25kmh program will not change it at all. Only if limit is 25kmh on start, you can set it lower or back to 25. " + P2_E_FIRMWARES
    rec(P2_OBT21, [ob], oba, True, "ellipsis", ["No.", "program"], "OpenBafangTool does not change a Bafang speed limit above 25 km/h at all; only if the limit is 25 km/h at the start can you set it lower or back to 25. On some firmwares it is impossible to change the speed limit at all.", author="u2")
    obb = "Probably you have firmware with locked limit"
    obc = "hi, yes the controller comes with 25km/h from stock, but in the besst app from bafang is possible to change the speed, but in your app i cant change it (lower or higher) the app set it again on 25km/h same happen with the circunference of the wheel and wheel size"
    rec(P2_OBT21, [ob, (A, oba, "u2"), (A, obb, "u2")], obc, True, "pronoun", ["the controller", "your app", "it"], "My Bafang controller came with a 25 km/h limit from stock and Bafang's BESST app can change it, but in OpenBafangTool I can't set it lower or higher: the app sets it back to 25 km/h, and the same happens with the wheel circumference and wheel size.", author="u1")

    o6 = (U, "Support for hub motors. Does the software also support the hub motors from Bafang?\n\nDocumentation only lists mid motors, and it says \"or any other\"", "u1")
    o6q = "I am especially asking for the H640 and [H400B](https://varstrom.com/products/bafang-500w-48v-rear-hub-cassette_1)."
    rec(P2_OBT6, [o6], o6q, True, "ellipsis", ["especially"], "Does OpenBafangTool support Bafang's H640 and H400B hub motors (https://varstrom.com/products/bafang-500w-48v-rear-hub-cassette_1)?", author="u1")
    o6a = "Yes, if moyor has bafang controller. All kinds of controllers, manufactured by bafang are supported"
    rec(P2_OBT6, [o6, (U, o6q, "u1")], o6a, True, "ellipsis", ["Yes"], "OpenBafangTool supports a Bafang hub motor if the motor has a Bafang controller: all kinds of controllers manufactured by Bafang are supported.", author="u2")
    o6b = "I don't know what kind of controller is inluded in this kit. If its bafang its supported, if some other brand no"
    rec(P2_OBT6, [o6, (U, o6q, "u1"), (A, o6a, "u2")], o6b, True, "pronoun", ["this kit"], "I don't know which controller comes with the varstrom Bafang H400B hub motor kit: if it is a Bafang controller OpenBafangTool supports it, if another brand, no.", author="u2")

    bs = (U, "How to adjust maximum speed for Bafang CAN controllers. See my notes on https://kaspars.net/blog/bafang-canbus", "u1")
    bsq = "Requires sending `3203` code and subcode for \"speed limit, wheel diameter and circumference\" with the following byte values with the little-endian byte order:\n\n- `0x1770` is 6000 or 60km/h × 100,\n- `0x2BC0` is 700 or 700c wheel diameter (29-inch), and\n- `0x08B6` is 2230 or 2230mm wheel circumference."
    rec(P2_BESST, [bs], bsq, True, "ellipsis", ["Requires"], "Adjusting the maximum speed of a Bafang CAN controller requires sending code `3203` with the subcode for speed limit, wheel diameter and circumference, with little-endian byte values: `0x1770` (6000, 60 km/h × 100), `0x2BC0` (700, a 700c 29-inch wheel) and `0x08B6` (2230 mm circumference).", author="u1")
    # second reader (r2df, twenty-second pass): follow-up, not a trap. "limit" has no subject of its own; after this thread
    # (a Bafang controller's maximum speed) it is the speed limit (§2 rules 1 and 6; df19's lent fragment).
    rec(P2_BESST, [bs], P2_E_FIRMWARES, True, "ellipsis", ["limit"], "On some Bafang controller firmwares it is impossible to change the speed limit at all.", qsrc=P2_OBT21, author=None)

    bf = (U, "Other BAFANG bicycles? Hi Wart,\n\nGreat work! Is this just for veloretti bikes or also other bikes with a BAFANG engine?", "u1")
    rec(P2_BAFANGSPEED, [bf], "I was wondering the same thing! Anyone?", True, "ellipsis", ["the same thing"], "I was also wondering whether BafangSpeedAdjust works only for Veloretti bikes or also for other bikes with a Bafang motor. Anyone?", author="u2")
    rec(P2_BAFANGSPEED, [bf, (U, "I was wondering the same thing! Anyone?", "u2")], "I tried on a QWIC bike with the same Bafang m200 motor, and I couldn't get output", True, "ellipsis", ["the same Bafang m200 motor"], "I tried BafangSpeedAdjust on a QWIC bike with the Bafang M200 motor that Veloretti bikes use, and I couldn't get any output.", author="u3")
    # second reader (r2df, twenty-second pass): follow-up, not a trap, as the lend to besst-reference above: "limit" is the
    # thread's Bafang speed limit (§2 rules 1 and 6).
    rec(P2_BAFANGSPEED, [bf], P2_E_FIRMWARES, True, "ellipsis", ["limit"], "On some Bafang motor firmwares it is impossible to change the speed limit at all.", qsrc=P2_OBT21, author=None)

    # ---- pinball machines: solenoid and flipper drivers ----
    wp = (U, "Active solenoids when game is started. once game is started those solenoids are enabled\n\nMM: 2, 34, 36 (TROUGH EJECT, LEFT TROLL, RIGHT TROLL)\nMB: 31, 32, 34, 36 (LOWER LEFT FLIPPER, LOWER LEFT FLIPPER, NOT USED, NOT USED)\nCC: 9, 34, 36 (TROUGH EJECT, NOT USED, BART TOY HAT)\nCV: 9, 32, 34, 36 (TROUGH EJECT, LOWER LEFT FLIPPER, DIVERTER HOLD, UPPER POST)", "u1")
    rec(P2_WPCEMU, [wp], "*COS*:\n- why are solenoid 34 and 36 always on?", True, "ellipsis", ["solenoid 34 and 36"], "In wpc-emu, why are solenoids 34 and 36 always on once a game is started?", author="u1")
    wq = "case OP.WPC95_FLIPPER_COIL_OUTPUT:\n        console.log('WPC95_FLIPPER_COIL_OUTPUT', value);\n        debug('WRITE', REVERSEOP[offset], value);\n        this.outputSolenoidMatrix.writeFliptronic(value);\n        break;\n\nthis asic code is VERY wrong!"
    rec(P2_WPCEMU, [wp, (U, "*COS*:\n- why are solenoid 34 and 36 always on?", "u1")], wq, True, "pronoun", ["this asic code"], "wpc-emu's ASIC code for WPC95_FLIPPER_COIL_OUTPUT, which writes the value to the solenoid matrix with writeFliptronic, is very wrong.", author="u1")
    lend(P2_WPCEMU, [wp], P2_N_OHM, SELF, P2_COBRA6)

    pp = (U, "Added flipper relay to enable_flippers code for wpcAlphanumeric (requires flipperRelay). This is integrating code from this forum link into the standard code:\n\nhttp://www.pinballcontrollers.com/forum/index.php?topic=116.0", "u1")
    ppq = "This will enable or disable a coil called flipperRelay on flipper enabling if the machine type is wpcAlphanumeric."
    rec(P2_PYPROCGAME, [pp], ppq, True, "pronoun", ["This"], "This pyprocgame pull request will enable or disable a coil called flipperRelay when flippers are enabled if the machine type is wpcAlphanumeric.", author="u1")
    lend(P2_PYPROCGAME, [pp], P2_N_OHM, SELF, P2_COBRA6)

    cb = (U, "Issue with Coil power output. Hi,\n\non testing flipper fingers some smoke came from the board :-( I would like to understand what went wrong to avoid this mistake in the future. I assume one of the transistors is burned.", "u1")
    cbq = "Question 1:\nThe documentation says the max fuse used for the coil power should be 10A. I used one of the 10A fuses. After the issue the fuse is still okay.  Aren't the transistors rated for 10A that they burn? My understanding here is that the fuse should protect the electric components, why is it not?"
    rec(P2_COBRA5, [cb], cbq, True, "ellipsis", ["The documentation", "the issue", "the transistors"], "CobraPin's documentation says the coil power fuse should be at most 10A; I used a 10A fuse and it is still okay after a transistor burned while testing flipper fingers. Aren't the transistors rated for 10A? Shouldn't the fuse protect the electronic components?", author="u1")
    cbr = "Question 2:\nThe output in question (main coil, not hold coil) shows now constantly 24V as output (I am using for my test 24V power supply). Based on that I assume that my transistor is dead for that output."
    rec(P2_COBRA5, [cb, (U, cbq, "u1")], cbr, True, "ellipsis", ["The output in question", "that output"], "After smoke came from my CobraPin board while testing flipper fingers, the flipper's main-coil output (not the hold coil) now shows a constant 24V with my 24V test supply, so I assume that output's transistor is dead.", author="u1")

    cs = (U, "Seek guidance to size power supply. Hello,\n\nI seek some guidance what is the right size (wattage) of the power supply to choose. I neither want to buy a crazy big power supply, neither it should not have too little wattage that I start buying a second one in half a year.", "u1")
    rec(P2_COBRA6, [cs], P2_N_OHM, False, SELF, [], None, author="u1")
    cs2 = (U, P2_N_OHM + ", if the 10 Ohm coil is good for my purpose I have 2*12A + 5A = 29A of electrical current. That would be 1400 - 1800 W - I cannot believe that I need that. Of course current will only be drawn for 20-40ms and we have the large capacitors on the cobra board to buffer. I have no idea how to factor that into my thoughts.", "u1")
    csq = "Any guidance, what coils would be good, how to come to a reasonable (and somewhat reliable) result?"
    rec(P2_COBRA6, [cs, cs2], csq, True, "ellipsis", ["Any guidance", "a reasonable (and somewhat reliable) result"], "Any guidance on which pinball coils would be good with a CobraPin board, and how to reach a reasonable and somewhat reliable power supply size?", author="u1")
    rec(P2_COBRA6, [cs, cs2, (U, csq, "u1")], "I have a 48V 7.5A supply.", True, "ellipsis", ["I have"], "I power my CobraPin pinball coils with a 48V 7.5A supply.", author="u2")
