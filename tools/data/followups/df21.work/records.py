"""df21 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- first day of the week: Monday or Sunday in calendars and date pickers ----
CALEXT = GH + "eouia/MMM-CalendarExt/issues/34"
TINYDP = GH + "chrisdavies/tiny-date-picker/pull/8"
TIMELINEPLUS = GH + "yotamberk/timeline-plus/issues/30"
VUE2DRP = GH + "Innologica/vue2-daterange-picker/issues/306"
BSDATEPICKER = GH + "uxsolutions/bootstrap-datepicker/issues/2537"
MULTIDATES = GH + "dubrox/Multiple-Dates-Picker-for-jQuery-UI/issues/217"
QODEDP = GH + "qodesmith/datepicker/issues/20"
VUESTRAP = GH + "wffranco/vue-strap/issues/35"
FOXRUN = GH + "foxrunsoftware/DatePicker/issues/16"
MOOTOOLSDP = GH + "arian/mootools-datepicker/issues/69"
DATERANGE = GH + "conzett/jquery.dateRange/issues/1"
IONICDP = GH + "rajeshwarpatlolla/ionic-datepicker/issues/39"
IONDP = GH + "misha130/ion-datepicker/issues/19"
RSDAYFLOW = GH + "ruslanskorb/RSDayFlow/issues/116"
FORMTASTIC = GH + "elandesign/formtastic_calendar/issues/6"
ITSYCAL = GH + "sfsam/Itsycal/issues/41"
ECALENDAR = GH + "jhonis/e-calendar/issues/10"
KOCALENDAR = GH + "MakerStudios/ko-calendar/issues/11"
VUEJSDP = GH + "charliekassel/vuejs-datepicker/issues/820"
JOTS = GH + "loicboset/jots/pull/41"
DAYJS = GH + "iamkun/dayjs/issues/215"
WALLOS = GH + "ellite/Wallos/issues/1063"
KAL = GH + "klazuka/Kal/issues/13"
HABITSYNC = GH + "jofoerster/habitsync/issues/164"
BCICAL = GH + "mannymerino/bci-calendar/issues/1"
OBSPROJECTS = GH + "obsmd-projects/obsidian-projects/issues/116"
TOOLSBOOX = GH + "gaborauth/toolsboox-android/issues/132"
CALVIEW = GH + "mmick66/CalendarView/issues/36"
MBCAL = GH + "MosheBerman/MBCalendarKit/issues/34"
DAILYSTATS = GH + "yefengr/obsidian-daily-statistics/issues/4"
BONDS = GH + "naiba/bonds/issues/141"
OCTOBER = GH + "extua/october/pull/8"
BAREMETRICS = GH + "Baremetrics/calendar/issues/58"
CALPOSE = GH + "sigmadeltasoftware/CalPose/pull/13"
CALENDR = GH + "R-CoderDotCom/calendR/pull/31"
BULMACAL = GH + "michael-hack/bulma-calendar/pull/60"
# ---- dark mode: a dark theme, following the system's light/dark setting, remembering the choice ----
LINKWARDEN = GH + "linkwarden/linkwarden/issues/824"
CHECKLY = GH + "checkly/docs.checklyhq.com/issues/291"
PAIRREVIEW = GH + "in-the-loop-labs/pair-review/issues/487"
SBADMIN = GH + "StartBootstrap/startbootstrap-sb-admin-2/issues/289"
POLITO = GH + "polito/nuova-pagina-studenti/issues/36"
ALPHAXIV = GH + "alphaXiv/feedback/issues/53"
HAIL = GH + "aistra0528/Hail/issues/279"
LIVEBOOK = GH + "livebook-dev/livebook/issues/805"
BRETHAP = GH + "jithware/brethap/issues/2"
LITTLEGO = GH + "herzbube/littlego/issues/360"
GOALS = GH + "niblyx-malnus/goals/issues/2"
NIGHTSHIFT = GH + "yep/Nightshift/issues/11"
ONLYSWITCH = GH + "jacklandrin/OnlySwitch/issues/90"
READALONGS = GH + "ReadAlongs/Studio-Web/issues/38"
BZZAAR = GH + "ethersphere/bzzaar/issues/15"
IPCHEQ = GH + "TLop503/ipcheq2/issues/33"
COCKPITNAV = GH + "45Drives/cockpit-navigator/pull/80"
SPEEDTEST = GH + "su-haris/simple-network-speedtest/pull/7"
CHROMUNITY = GH + "snieking/chromunity/issues/83"
WEEWX = GH + "Daveiano/weewx-wdc/issues/241"
SOURCEBANS = GH + "Rushaway/sourcebans-web-theme-fluent/issues/24"
GOKARNA = GH + "gokarna-theme/gokarna-hugo/pull/220"
IITK = GH + "ni5arga/iitk/pull/4"
DARKREADER = GH + "darkreader/darkreader/issues/1713"
BLOGOS = GH + "phil-opp/blog_os/pull/1059"
READYOU = GH + "ReadYouApp/ReadYou/issues/573"
TODOAGENDA = GH + "andstatus/todoagenda/issues/178"
PRIVACYNOTES = GH + "LifetimeLabsDev/PrivacyNotes.app/issues/201"
SHIORI = GH + "DesarrolloAntonio/Shiori-Android-Client/issues/10"
BERTY = GH + "berty/berty/pull/4639"
SGTPUZZLES = GH + "chrisboyle/sgtpuzzles/issues/530"
OGAM = GH + "off-grid-ai/OGAM/issues/15"
ALEXSIDEBAR = GH + "DanielEdrisian/AlexSideBar-Public/issues/39"
GRAY = GH + "zenangst/Gray/issues/120"
CONFERENCES = GH + "zagahr/Conferences.digital/issues/15"
COMPOSITOR = GH + "ktraunmueller/Compositor/issues/294"
RETITLE = GH + "Lazyuki/ReTitle/issues/81"
DARCULA = GH + "vecheslav/darcula-solid/pull/7"
LACONA = GH + "brandonhorst/LaconaApp/issues/27"
PANELDUE = GH + "Duet3D/PanelDueFirmware/pull/45"
SWAPREADS = GH + "anuragverma108/SwapReads/issues/1738"
DARKERBG = GH + "eddiejaoude/eddiejaoude.github.com/issues/101"
# ---- a design choice between numbered alternatives (outside the two areas; lends nothing) ----
PEALT = GH + "Clouddoggo/pe/issues/30"


# Every thread above is used as a history except RETITLE, whose excerpt does not show its
# opener and which only lends T_OLED, and DARKERBG, which only lends T_DARKER.
QUESTION_ONLY: tuple[str, ...] = (RETITLE, DARKERBG)

# ---- the bank: real sentences from df21 threads, each placed after at most two other df21 histories of the same area ----
# first day of the week
W_ISO = "Monday is the first day of the week according to the international standard ISO 8601, but in the US, Canada, and Japan it's counted as the second day of the week."
W_USCA = "As far as I am aware only the USA and Canada use Sunday as start if the week."
W_ISO8601 = "According to ISO-8601, the week starts with Monday, not Sunday like in the US or UK."
W_UNIVOCAL = "ISO 8601 univocally define Monday as the first day of week"
W_REGIONS = "In some regions, Monday is the first day of the week."
W_ISOWEEK = "startOf('isoWeek') will always return Monday"
W_MOMENT = "In moment: `startOf('week')` depend on the locale and `startOf('isoWeek')` is always monday."
W_USPRINTED = "In the United States, most printed and digital calendars follow the pattern where \"Sunday\" is the first day of the week and \"Saturday\" is considered the last day of the week."
W_MANYCOUNTRIES = "Many countries start their week on a Sunday."
W_AUSTRALIA = "In Australia, calendars normally start the week on a Monday instead of Sunday."
W_SOMECOUNTRIES = "In some countries, a week starts on Sunday instead of Monday."
W_CULTURE = "Our culture uses Monday as the first day of the week."
W_DEFINES = "ISO 8601 defines Monday as start of the week."
W_CALWEEK = "Сalendar week: time interval of seven calendar days starting with a Monday"
W_BRAZIL = "The Brazilian power schedule is reviewed weekly and the week starts on Saturday"
# dark mode
T_MODERN = "All modern sites nowadays have a dark mode"
T_WHITE = "White is bright in a dark room with the system and browser in dark mode."
T_TYPICALLY = "Typically you want to detect the user system preference automatically and set a theme based on that."
T_CANIUSE = "https://caniuse.com/prefers-color-scheme is at 93% global."
T_OLED = "It may save eye and save battery with OLED display with dark mode, so it is nice to support dark mode."
T_STANDARD = "the standard today is to have light, dark, and \"follow device system settings\""
T_GRAYLIMIT = "Gray only works if your system is set to use `Dark appearance`."
T_LINKWARDEN = "It's likely people would appreciate if linkwarden just follow system preferences."
T_PAIRREVIEW = "Would it be possible to add a `system` value to `theme` (and a matching \"System\" option in the toggle UI) that follows `prefers-color-scheme`? Mainly so pair-review can follow the macOS dark/light schedule."
T_PHONE = "I have my phone set to follow the sun, hence light during the day and dark at night, and I appreciate when apps auto-switch to match the OS scheduled switch."
T_LOWLIGHT = "Dark mode will provide a more comfortable reading experience in low-light environments and reduce eye strain for users."
T_DARKER = "Darker background would look better and be better for our eyes!"
T_BOLD = "The problem is that the dark background favors more bold colors, and the lighter background favors more reserved colors, and even if you adjust the brightness/lightness, it still looks a bit off."

# ---- part 2 (helper cdf2): engineering threads in twelve areas no earlier df part collected ----
# shell completion for command-line tools
MACCLI = GH + "guarinogabriel/Mac-CLI/issues/17"
PROCLI = GH + "chriha/pro-cli/issues/6"
ROS2CLI = GH + "ros2/ros2cli/pull/7"
URFAVE = GH + "urfave/cli/pull/99"
LOLZSH = GH + "kyechou/leagueoflegends/pull/86"
# aarch64 wheels on PyPI
SGLWHL = GH + "sgl-project/whl/issues/5"
WASMERPY = GH + "wasmerio/wasmer-python/issues/469"
SGP4 = GH + "brandon-rhodes/python-sgp4/issues/139"
SAPIEN = GH + "haosulab/SAPIEN/issues/294"
SNAPPY = GH + "intake/python-snappy/issues/106"
PYNNG = GH + "codypiersall/pynng/issues/80"
PYCLD2 = GH + "aboSamoor/pycld2/issues/66"
KIWI = GH + "nucleic/kiwi/issues/83"
PYFASTX = GH + "lmdu/pyfastx/issues/97"
# Helm chart ingress/service annotations
NESSIE = GH + "projectnessie/nessie/issues/3701"
HARBORHELM = GH + "goharbor/harbor-helm/issues/915"
DAPRDASH = GH + "dapr/dashboard/issues/271"
SHINYPROXY = GH + "remche/zero-to-shinyproxy/pull/18"
# serial ports and baud rates
LINUXSERIAL = GH + "crozone/LinuxSerialPort/issues/11"
WJWSERIAL = GH + "wjwwood/serial/issues/120"
TH05F = GH + "MakersFunDuck/humidity-temperature-sensor-TH05F/issues/12"
SIMPLEUSB = GH + "kai-morich/SimpleUsbTerminal/issues/49"
TASTM32 = GH + "Ownasaurus/TAStm32/issues/13"
OCTOWRT = GH + "ihrapsa/OctoWrt/issues/49"
# running a program as a systemd service
DAEMONOCLE = GH + "jnrbsn/daemonocle/issues/21"
GUARDIAN = GH + "StanfordSNR/guardian-agent/issues/10"
DAUTH = GH + "uw-ictd/dAuth/issues/12"
# retrying HTTP 503 with backoff
DXTOOLKIT = GH + "dnanexus/dx-toolkit/pull/467"
RSOLR = GH + "rsolr/rsolr/pull/49"
GOAMZ = GH + "AdRoll/goamz/pull/383"
IRONDOCS = GH + "iron-io/docs/issues/21"
# CMake minimum version deprecation warnings
LIBMINC = GH + "BIC-MNI/libminc/issues/112"
NATPMP = GH + "miniupnp/libnatpmp/pull/43"
XTL = GH + "xtensor-stack/xtl/issues/275"
METALANG = GH + "hirrolot/metalang99/issues/32"
CPPLOCATE = GH + "cginternals/cpplocate/pull/49"
OPENSSLCMAKE = GH + "janbar/openssl-cmake/issues/33"
# protobuf generated code and runtime version mismatches
PROTOBUF = GH + "protocolbuffers/protobuf/issues/4944"
OPENSNITCH = GH + "evilsocket/opensnitch/issues/1410"
MOSAIC = GH + "eclipse-mosaic/mosaic/issues/381"
EMBPROTO = GH + "Embedded-AMS/EmbeddedProto/pull/66"
A2APY = GH + "a2aproject/a2a-python/issues/192"
# configuration file formats and environment-variable overrides
AARDWOLF = GH + "Aardwolf-Social/aardwolf-social/issues/7"
RUMA = GH + "ruma/homeserver/issues/68"
CHAOSINV = GH + "chaosinventory/chaosinventory/issues/2"
FAVE = GH + "JoFrhwld/FAVE/issues/61"
TRACKX = GH + "maxmilton/trackx/pull/11"
HEKETI = GH + "heketi/heketi/issues/269"
# choosing a build system (Meson or CMake)
LIBEBML = GH + "Matroska-Org/libebml/pull/96"
OTPCLIENT = GH + "paolostivanin/OTPClient/issues/107"
LIBDEFLATE = GH + "ebiggers/libdeflate/issues/191"
TOMLC99 = GH + "cktan/tomlc99/pull/77"
VANILLA = GH + "vanilla-wiiu/vanilla/pull/97"
# command-line address arguments (RustScan: positional or a flag)
RUSTSCAN211 = GH + "bee-san/RustScan/issues/211"
RUSTSCAN222 = GH + "bee-san/RustScan/issues/222"
RUSTSCAN315 = GH + "bee-san/RustScan/issues/315"
# Docker HEALTHCHECK instructions
KICS = GH + "Checkmarx/kics/issues/471"
STEELTOE = GH + "SteeltoeOSS/Dockerfiles/issues/1"
OPUP = GH + "op-rs/op-up/issues/58"
ITSJUST = GH + "ItsJust-tools/template/issues/119"
DOCKERKATAS = GH + "eficode-academy/docker-katas/issues/80"

# publishing a Docker image or letting users build it
MOODIST = GH + "remvze/moodist/pull/3"
# a design consideration's numbered alternatives (as part 1's Clouddoggo/pe #30; lends nothing)
PETHUTAHW = GH + "thutahw/pe/issues/22"

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice
# (P2_WINBAUD is only part of a thread turn: it needs its thread, so it is not lent) ----
P2_KIWI = "Last time I asked, there was no standardized format for wheels on ARM similar to manylinux for x86."
P2_NUMPY = "numpy is releasing `manylinux2014_aarch64` wheels now which work on Raspberry Pi with an aarch64 OS"
P2_MATURIN = "You can pass `--manylinux 2014` to `maturin build` to make it create manylinux2014 wheel."
P2_NESSIE = "Our environment requires annotations in order to setup custom ingress networking."
P2_FTDI = "FTDI does not provide official documentation."
P2_WINBAUD = "windows doesnt like 2000000, although linux is OK with it."
P2_ANYCLI = "Any CLI process can be written into a Unit file and work as a systemd service."
P2_503 = "Generally, a 503 is a temporary condition that can be retried."
P2_AMAZON = "amazon can return 503 to indicate that bandwidth exeeded"
P2_CMAKE327 = "Changed in version 3.27: Compatibility with versions of CMake older than 3.5 is deprecated."
P2_SINCE327 = "Since CMake 3.27, a warning appears when using a `cmake_minimum_required` below 3.5"
P2_UBUNTU = "Ubuntu comes with a pre-installed protoc."
P2_PROTOCVER = "According to https://protobuf.dev/support/version-support/, the protoc version number seems to be `minor.patch`, there is no `major` version for protoc."
P2_MULTIFMT = "Multiple config formats will make comparing (and generating) config files a bit painful..."
P2_TWOBUILD = "Maintaining two build systems does not make sense."
P2_RUSTSCAN2 = "rustscan 2.0 uses -a as the address flag now."
P2_HEALTH = "The HEALTHCHECK instruction tells Docker how to test a container to check that it is still working"
P2_STEELTOE = "Dockerfiles support as of Docker 1.12 support a `HEALTHCHECK` instruction that provides the Docker host the ability to determine if a container is not healthy even if the main container process is still running."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- first day of the week ----
    ce1 = (U, "Change the first day of the week. Is there a way to change the first day of the week from Sunday to Monday?\nI would like the calendar to begin with Monday.", "u1")
    ce2 = (A, "It depends on which locale you are under. Change locale to your purpose.", "u2")
    rec(CALEXT, [ce1], ce2[1], True, "pronoun", ["It"], "Which day MMM-CalendarExt starts the week on depends on the locale you are under; change the locale to get Monday first.", author="u2")
    # In its own thread, and still a trap: a general statement about ISO 8601 (cut before "So, If you are using `en-US` ...").
    rec(CALEXT, [ce1, ce2], W_ISO, False, SAME, [], None, author="u2")
    ce3 = (A, W_ISO + "\nSo, If you are using `en-US` as locale, Sunday will be the first day of the week.\nIf you are using `en-GB` as locale, Monday will be the first day of the week.", "u2")
    rec(CALEXT, [ce1, ce2, ce3], "Thank you!!! the local en-GB work  the way i needed it to.", True, "ellipsis", ["the local en-GB", "it"], "Setting MMM-CalendarExt's locale to en-GB made the calendar start the week on Monday as I needed.", author="u1")
    lend(CALEXT, [ce1], W_USCA, SAME, TINYDP)

    td1 = (U, "Add option to start week on monday. Adds the ability to start weeks on Mondays. Includes tests and documentation.", "u1")
    td2 = (A, "This is interesting. Before I merge, I'm curious what the use case is. When do you want to start on Monday? Is it a cultural thing I don't know about?\n\nThanks!", "u2")
    rec(TINYDP, [td1], td2[1], True, "pronoun", ["This", "it"], "Before merging the tiny-date-picker pull request that adds an option to start weeks on Monday: what is the use case, when would you start on Monday, and is it a cultural thing?", author="u2")
    # In its own thread, and still a trap: a general claim (the reply's first sentence).
    rec(TINYDP, [td1, td2], W_USCA, False, SAME, [], None, author="u1")
    tdq = "My specific use case is that I want to use the date picker on a german site and we also start our week on Monday.\nI thought having the option might be useful to others as well."
    rec(TINYDP, [td1, td2, (U, W_USCA, "u1")], W_DEFINES, False, SAME, [], None, author="u1")
    rec(TINYDP, [td1, td2, (U, W_USCA + " " + W_DEFINES, "u1")], tdq, True, "ellipsis", ["the date picker", "the option"], "My use case for tiny-date-picker's start-week-on-Monday option is a German site, where the week starts on Monday; the option may be useful to others as well.", author="u1")

    tp1 = (U, "Option to start week on Monday", "u1")
    rec(TIMELINEPLUS, [tp1], W_ISO8601, False, SAME, [], None, author="u1")
    tp2 = (U, W_ISO8601 + "\nAn option on whether to start the week on Monday or Sunday would be good.", "u1")
    tpq = "Isn't this already available, as displayed here?\n\nhttp://visjs.org/examples/timeline/styling/weekStyling.html\n\nOr am I missing something?"
    rec(TIMELINEPLUS, [tp1, tp2], tpq, True, "pronoun", ["this", "here"], "Isn't an option to start timeline-plus's week on Monday already available, as in the vis.js timeline week styling example (http://visjs.org/examples/timeline/styling/weekStyling.html)?", author="u2")
    lend(TIMELINEPLUS, [tp1], W_UNIVOCAL, SAME, VUE2DRP)

    vd1 = (U, "Default first day of week should be Monday, per ISO 8601", "u1")
    rec(VUE2DRP, [vd1], W_UNIVOCAL, False, SAME, [], None, author="u1")
    vd2 = (U, "Touchy subject, but ISO 8601 univocally define Monday as the first day of week, so that should be the default.", "u1")
    rec(VUE2DRP, [vd1, vd2], "At least that way, you have an objective reason to choose one day amongst Saturday/Sunday/Monday.", True, "pronoun", ["that way"], "Making Monday vue2-daterange-picker's default first day of week, per ISO 8601, gives an objective reason to choose one day among Saturday, Sunday and Monday.", author="u1")
    vdq = "its have option like which day you want\nwhen you provide :locale-data props its have option of  firstDay, if firstDay=0 mean week will start from sunday and if firstDay = 1 mean week will start from modnay"
    rec(VUE2DRP, [vd1, (U, vd2[1] + "\nAt least that way, you have an objective reason to choose one day amongst Saturday/Sunday/Monday.", "u1")], vdq, True, "pronoun", ["its"], "vue2-daterange-picker has an option for the first day of the week: its :locale-data prop takes firstDay, 0 to start on Sunday and 1 to start on Monday.", author="u2")
    lend(VUE2DRP, [vd1], W_REGIONS, SAME, IONICDP)

    bd1 = (U, "firstDay function not working. Setting `firstDay: 1` in the options should choose Monday as the first day of the week.\n\nStill selects Sunday as the first day of the week.\n\nv1.9.0", "u1")
    rec(BSDATEPICKER, [bd1], "Try `weekStart: 1` to start with Montay.", True, "ellipsis", [], "In bootstrap-datepicker 1.9.0, try `weekStart: 1` (not `firstDay: 1`) to start the week on Monday.", author="u2")
    lend(BSDATEPICKER, [bd1], W_MOMENT, SAME, DAYJS)

    md1 = (U, "option to start month on monday. The calander currently starts on a sunday\n\nFor easy comparison with other visual calanders it would be great to pass an option to start the calander on a monday", "u1")
    mdq = "The jQuery UI Datepicker options work here\n```\n$(\".selector\").multiDatesPicker({\n    firstDay: 1  // 0 = Sunday, 1 = Monday\n});\n```"
    rec(MULTIDATES, [md1], mdq, True, "ellipsis", ["here"], "MultiDatesPicker takes the jQuery UI Datepicker options, so `firstDay: 1` in `multiDatesPicker({...})` starts its calendar on Monday (0 is Sunday).", author="u2")
    lend(MULTIDATES, [md1], W_AUSTRALIA, SAME, BAREMETRICS)

    qd1 = (U, "First day of the week. Hi! Thanks for the great plugin!\n\nI can't seem to find a way to set Monday as the first day of the week. Is it possible?", "u1")
    qd2 = (U, "Right now I got the desired result by changing the code in row 334 from\n`const copy = new Date(new Date(date).setDate(1));`\nto \n`const copy = new Date(new Date(date).setDate(0));`\n\nAlso changed the order of corresponding strings in days array.\n\nI think it would be a useful feature to add as an option.", "u1")
    rec(QODEDP, [qd1], qd2[1], True, "ellipsis", ["the desired result", "the code"], "I got qodesmith's datepicker to start the week on Monday by changing row 334 from `setDate(1)` to `setDate(0)` and reordering the days array; starting the week on Monday would be a useful option.", author="u1")
    rec(QODEDP, [qd1, qd2], "@liinavaker Thanks for pointing this out! Hadn't thought of this as an option before. Looking into it now...", True, "pronoun", ["this", "it"], "I hadn't thought of starting the week on Monday as an option of qodesmith's datepicker before; I'm looking into adding it now.", author="u2")
    lend(QODEDP, [qd1], W_ISOWEEK, SAME, JOTS)

    vs1 = (U, "Week Start in datepicker. How can I set the first day of the week Monday datepicker?\nIt can add option first week day?", "u1")
    rec(VUESTRAP, [vs1], "same issue, in china Monday is the first day of the week", True, "ellipsis", ["same issue"], "I also need vue-strap's datepicker to start the week on Monday: in China Monday is the first day of the week.", author="u2")
    lend(VUESTRAP, [vs1], W_ISO8601, SAME, TIMELINEPLUS)

    fr1 = (U, "(i18n) Start week on Monday", "u1")
    frq = "Is it currently possible to configure the datepicker to have weeks starting on Monday rather than Sunday?"
    rec(FOXRUN, [fr1], frq, True, "ellipsis", ["the datepicker"], "Is it possible to configure foxrunsoftware's DatePicker to start weeks on Monday rather than Sunday?", author="u1")
    rec(FOXRUN, [fr1, (U, frq, "u1")], "If not, this would be a nice addition.", True, "pronoun", ["this"], "If foxrunsoftware's DatePicker can't start weeks on Monday, an option for it would be a nice addition.", author="u1")
    lend(FOXRUN, [fr1], W_USPRINTED, SAME, HABITSYNC)

    mt1 = (U, "Add option to change first day of week. Currently first day of the week is always Monday.", "u1")
    mtq = "Original datepicker class had the \"startDay\" option which allows to change it."
    rec(MOOTOOLSDP, [mt1], mtq, True, "pronoun", ["it"], "The original datepicker class that mootools-datepicker comes from had a \"startDay\" option to change the first day of the week.", author="u1")
    rec(MOOTOOLSDP, [mt1, (U, mtq, "u1")], "Also, mootools' default date locale has a \"firstDayOfWeek\" property - which can probably be used.", True, "ellipsis", [], "mootools' default date locale has a \"firstDayOfWeek\" property that mootools-datepicker could probably use for the first day of the week.", author="u1")
    lend(MOOTOOLSDP, [mt1], W_MANYCOUNTRIES, SAME, OBSPROJECTS)

    dr1 = (U, "First day of the week. Hello, I'm looking for simple solution to make Monday first day of the week.", "u1")
    dr2 = (A, "Hi mican\n\nI have added a new option: \"startDay\" which you can initialize the plugin with. It is a zero-based index that corresponds to the day of the week, so use 1 for Monday. I have updated the downloads as well.", "u2")
    rec(DATERANGE, [dr1], dr2[1], True, "ellipsis", ["the plugin"], "jquery.dateRange has a new \"startDay\" option, a zero-based day-of-week index: initialize the plugin with 1 to start the week on Monday.", author="u2")
    lend(DATERANGE, [dr1], W_ISO, SAME, CALEXT)

    io1 = (U, "First day of week", "u1")
    rec(IONICDP, [io1], W_REGIONS, False, SAME, [], None, author="u1")
    io2 = (U, W_REGIONS + " So, it would be nice to be able to customize the view to start from the Monday.", "u1")
    io3 = (U, "Hi @rajeshwarpatlolla yesterday you did a commit in the ionic-datepicker.js file with the name \"monday as first day of week\", I uploaded the file to my project but it isn't working yet. Do I have to change anything else? Thank you", "u2")
    # Names ionic-datepicker.js and the commit "monday as first day of week": readable alone, a trap.
    rec(IONICDP, [io1, io2], io3[1], False, SAME, [], None, author="u2")
    ioq = "Yes you have to mention that you need first day as Monday in your HTML.  Add `mondayfirst=true` in the HTML. It should be as the property to the `ionic-datepicker` directive."
    rec(IONICDP, [io1, io2, io3], ioq, True, "ellipsis", [], "To make ionic-datepicker start the week on Monday after the \"monday as first day of week\" commit, add `mondayfirst=true` as a property of the `ionic-datepicker` directive in the HTML.", author="u3")
    rec(IONICDP, [io1, io2, io3, (A, ioq, "u3")], "I think that `mondayfirst` functionallity has been removed in v0.5.0 release\nI added `mondayfirst=\"true\"` in my HTML and Sunday is the first day of week", True, "ellipsis", [], "ionic-datepicker's `mondayfirst` option seems removed in v0.5.0: with `mondayfirst=\"true\"` in my HTML, Sunday is still the first day of the week.", author="u4")

    id1 = (U, "Monday as first day. Is there an option to set monday as first date? Thanks!", "u1")
    id2 = (A, "Not right now, will addly shortly. \nThanks for the suggestion!", "u2")
    rec(IONDP, [id1], id2[1], True, "ellipsis", [], "ion-datepicker has no option to set Monday as the first day yet; it will be added shortly.", author="u2")
    rec(IONDP, [id1, id2], "Added as default for en-US. If you want to have sunday use en-UK", True, "ellipsis", [], "ion-datepicker now starts the week on Monday by default for en-US; to have Sunday first, use en-UK.", author="u2")
    lend(IONDP, [id1, id2], W_SOMECOUNTRIES, SAME, CALPOSE)

    rs1 = (U, "Option for Monday - Sunday. Is there an option to change from the default: Sunday - Saturday, to Monday - Sunday setting?\nGreat work by the way.", "u1")
    rec(RSDAYFLOW, [rs1], "@declanland Just change `calendar.firstWeekday` to `2`.", True, "ellipsis", [], "To make RSDayFlow show Monday - Sunday weeks, change `calendar.firstWeekday` to `2`.", author="u2")
    lend(RSDAYFLOW, [rs1], W_ISOWEEK, SAME, JOTS)

    fc1 = (U, "First day of the week", "u1")
    fcq = "I am not a java script expert, but is their a place where I can change the first day of the week (currently set to Sunday) to Monday."
    rec(FORMTASTIC, [fc1], fcq, True, "ellipsis", ["the first day of the week"], "Is there a place in formtastic_calendar where I can change the first day of the week from Sunday to Monday?", author="u1")
    rec(FORMTASTIC, [fc1, (U, fcq, "u1")], "But this the calandar would start with Monday, not Sunday (very common in europe)\nAny help would be appreciated.", True, "pronoun", ["this", "the calandar"], "With that change, formtastic_calendar's calendar would start with Monday, not Sunday, as is very common in Europe; any help is appreciated.", author="u1")
    lend(FORMTASTIC, [fc1], W_USPRINTED, SAME, HABITSYNC)

    it1 = (U, "Monday as first day of week", "u1")
    itq = "Man, thx for tool it really cool and simple!!!\nOne question, can it work with week that starts on monday, not Sunday?"
    rec(ITSYCAL, [it1], itq, True, "pronoun", ["tool", "it"], "Can Itsycal work with a week that starts on Monday, not Sunday?", author="u1")
    rec(ITSYCAL, [it1, (U, itq, "u1")], "Yes, there is an option to change the first day of the week in the menu under the gear icon.", True, "ellipsis", ["the menu"], "Itsycal has an option to change the first day of the week in the menu under the gear icon.", author="u2")
    lend(ITSYCAL, [it1], W_MANYCOUNTRIES, SAME, OBSPROJECTS)

    ec1 = (U, "First day of the Week", "u1")
    ecq = "It would be nice to have an option for setting \"Monday\" to first day of the week instead of Sunday. It's an option on most calendars out there. I haven't found a way to hardcode it :("
    rec(ECALENDAR, [ec1], ecq, True, "ellipsis", [], "It would be nice for e-calendar to have an option to set Monday as the first day of the week instead of Sunday, as most calendars have; I found no way to hardcode it.", author="u1")
    rec(ECALENDAR, [ec1, (U, ecq, "u1")], "@novored the functionality was implemented in the last commit. Thank you for use the plugin and suggest improvements.", True, "ellipsis", ["the functionality", "the plugin"], "e-calendar's option to set Monday as the first day of the week was implemented in the last commit.", author="u2")
    lend(ECALENDAR, [ec1], W_ISO8601, SAME, TIMELINEPLUS)

    kc1 = (U, "Set first day of the week", "u1")
    kcq = "Is it also possible to set the first day of the week to monday instead of sunday by default?"
    lend(KOCALENDAR, [kc1], W_DEFINES, SAME, TINYDP)
    rec(KOCALENDAR, [kc1], kcq, True, "ellipsis", ["also"], "Is it possible to set ko-calendar's first day of the week to Monday instead of Sunday by default?", author="u1")
    rec(KOCALENDAR, [kc1, (U, kcq, "u1")], "I'd love to see this as well.", True, "pronoun", ["this"], "I'd also love an option in ko-calendar to set the first day of the week to Monday by default.", author="u2")

    vj1 = (U, "Monday - the first day of the week [ISO 8601]", "u1")
    vjq = "Please consider creating a template for displaying the week in accordance with the ISO 8601 international format"
    rec(VUEJSDP, [vj1], vjq, True, "ellipsis", ["the week"], "Please consider a vuejs-datepicker template that displays the week in the ISO 8601 format, starting on Monday.", author="u1")
    vj2 = (U, vjq + ":\n> 2.2.8\n> " + W_CALWEEK + " \n\nIt would be very convenient if the format of the week can be switched using the parameter.", "u1")
    rec(VUEJSDP, [vj1, vj2], "**monday-first** parameter.\nSorry, didn't see it right away! :)", True, "correction", ["it"], "vuejs-datepicker already has a `monday-first` parameter for starting the week on Monday; I didn't see it at first.", author="u1")
    lend(VUEJSDP, [vj1], W_UNIVOCAL, SAME, VUE2DRP)

    jo1 = (A, "fix weekly digest generation day", "u1")
    joq = "Making the change to isoWeek so that weekly digest is always generated as from Monday"
    rec(JOTS, [jo1], joq, True, "ellipsis", [], "Switching jots to isoWeek so that the weekly digest is always generated from Monday.", author="u1")
    rec(JOTS, [jo1, (A, joq, "u1")], W_ISOWEEK, False, SAME, [], None, author="u1")
    lend(JOTS, [jo1], W_MOMENT, SAME, DAYJS)

    dj1 = (U, "ISO weeks (start from monday)? There are some handy methods in moment.js like `.startOf('isoWeek')`, `.isoWeekday(1)`. They are very useful when Monday is the first day of week in current locale.\n\nI didn't found any similar methods, are they exists?", "u1")
    dj2 = (A, "@denisinvader No such feature at the moment.\n\nI'm not familiar with this. Is that mean `.startOf('isoWeek')` is Monday, while `.startOf('week')` is still Sunday?", "u2")
    rec(DAYJS, [dj1], dj2[1], True, "pronoun", ["such feature", "this"], "Day.js has no ISO week methods like moment's `.startOf('isoWeek')` yet; does `.startOf('isoWeek')` mean Monday while `.startOf('week')` is still Sunday?", author="u2")
    dj3 = (U, "@iamkun yes https://momentjs.com/docs/#/get-set/weekday/\n\nI think it would be nice to define the first day of week globally by locale or plugin", "u1")
    rec(DAYJS, [dj1, dj2, dj3], "Should be defined in locale file I think.", True, "ellipsis", [], "Day.js's first day of the week should be defined in the locale file.", author="u2")
    dj4 = (A, "Should be defined in locale file I think.", "u2")
    rec(DAYJS, [dj1, dj2, dj3, dj4, (U, "I could work on this", "u1"), (A, "That would be nice. What's your plan then?", "u2")], W_MOMENT, False, SAME, [], None, author="u3")

    wa1 = (U, "Req: Calendar View Day start. I'd love the option to have the start of the week be Sunday on the calendar view. Thanks!", "u1")
    rec(WALLOS, [wa1], "It's available since v5.", True, "pronoun", ["It"], "Wallos's option to start the calendar view's week on Sunday is available since v5.", author="u2")
    lend(WALLOS, [wa1], W_BRAZIL, SAME, CALENDR)
    lend(WALLOS, [wa1], W_ISO, SAME, CALEXT)

    ka1 = (U, "What to do when Sunday is not the first day?", "u1")
    kaq = "Your component seems very interesting especially given that you draw it instead of using subviews. But the only problem I have with it is that where I live, Monday is usually the first day of the week instead of Sunday. Is there any way to configure KalViewController so that it uses Monday as the first day of the week?"
    lend(KAL, [ka1], W_CALWEEK, SAME, VUEJSDP)
    # The opener's body names KalViewController and asks its whole question: a trap, as df20's Sort Lines body.
    rec(KAL, [ka1], kaq, False, SAME, [], None, author="u1")
    kaa = "This is already supported by the user's currently selected locale. To confirm, go into the Settings app -> General -> International -> change Region Format to French/France. Then re-launch an app that uses Kal and it will correctly show Monday/Lundi in the first column."
    rec(KAL, [ka1, (U, kaq, "u1")], kaa, True, "pronoun", ["This"], "Kal already starts the week on Monday when the user's selected locale does: in Settings -> General -> International, set Region Format to French/France and relaunch an app using Kal to see Monday/Lundi in the first column.", author="u2")

    hs1 = (U, "Ability to change calendar view first day of the week to be Sunday instead of Monday.", "u1")
    lend(HABITSYNC, [hs1], W_CALWEEK, SAME, VUEJSDP)
    rec(HABITSYNC, [hs1], W_USPRINTED, False, SAME, [], None, author="u1")
    hsq = "Would it be possible to add an environment variable or UI setting that would allow the calendar rendering logic to be dynamic and not hardcoded to \"Mon\" as the first column for the calendar view."
    rec(HABITSYNC, [hs1, (U, W_USPRINTED, "u1")], hsq, True, "ellipsis", ["the calendar rendering logic", "the calendar view"], "Could habitsync add an environment variable or UI setting so the calendar view's first column is not hardcoded to Monday?", author="u1")
    rec(HABITSYNC, [hs1, (U, W_USPRINTED + "\n\n" + hsq, "u1")], "I will add this in 0.18. I'll update this issue as soon as the feature can be tested", True, "pronoun", ["this", "the feature"], "habitsync 0.18 will add a setting for the calendar view's first day of the week.", author="u2")

    bc1 = (U, "Settings", "u1")
    bcq = "Great visual, but I miss some stuff. I can't choose on which day the week starts. In Holland the week starts on a Monday, not a Sunday... I also miss the option for showing the weeknumber..."
    rec(BCICAL, [bc1], bcq, True, "ellipsis", ["Great visual"], "In the bci-calendar visual I can't choose the day the week starts on (in Holland it starts on Monday) and there is no option to show week numbers.", author="u1")
    bca = "Thanks for the feedback @TonSchinkel! These are both great suggestions and, in fact, setting the first weekday is a feature I was targeting for the next update."
    rec(BCICAL, [bc1, (U, bcq, "u1")], bca, True, "pronoun", ["These", "both"], "Choosing the first weekday and showing week numbers in bci-calendar are both good suggestions; setting the first weekday is planned for the next update.", author="u2")
    lend(BCICAL, [bc1, (U, bcq, "u1")], W_REGIONS, SAME, IONICDP)

    op1 = (U, "Configure weeks to start on Sunday. Make it possible for weeks to start on a Sunday in the Calendar view.", "u1")
    rec(OBSPROJECTS, [op1], W_MANYCOUNTRIES, False, SAME, [], None, author="u1")
    opq = "Wait, what?\nI came here to request to start weeks on Monday.\nThere doesnt seem to be any setting to configure the date format.\n\nPlease add setting to configure when week starts."
    rec(OBSPROJECTS, [op1, (U, W_MANYCOUNTRIES, "u1"), (U, "this is a test comment", "u2"), (U, "siick", "u2")], opq, True, "ellipsis", ["here"], "I want Obsidian Projects' calendar view to start weeks on Monday; there is no setting for it, so please add a setting for the day the week starts.", author="u3")
    rec(OBSPROJECTS, [op1, (U, W_MANYCOUNTRIES, "u1"), (U, "this is a test comment", "u2"), (U, "siick", "u2"), (U, opq, "u3")], "@nousernameavailableanymore I think the default starting day is already Monday.", True, "ellipsis", ["the default starting day"], "Obsidian Projects' calendar view already starts weeks on Monday by default.", author="u4")

    tb1 = (U, "year view - week start", "u1")
    tbq = "In the year view the first column of the month (week start) is always Sunday. This doesn't happen in monthly view where it follows what is defined in the locale"
    rec(TOOLSBOOX, [tb1], tbq, True, "ellipsis", ["the year view"], "In toolsboox's year view the first column of the month is always Sunday, while the monthly view follows the week start defined in the locale.", author="u1")
    rec(TOOLSBOOX, [tb1, (U, tbq, "u1")], "@vasco9999 it's must be based on the locale you chosen on the settings of the calendar (or the default locale of the device). Is this bug/feature request still exists?", True, "pronoun", ["it", "this bug/feature request"], "toolsboox's year view week start should follow the calendar's locale setting (or the device's); does the year view still always start on Sunday?", author="u2")
    lend(TOOLSBOOX, [tb1], W_USCA, SAME, TINYDP)

    cv1 = (U, "Support for Sunday started weeks", "u1")
    cvq = "Hello! Some users mentioned that they are used to use calendars starting on Sunday - could we add an option to support that? Thanks!"
    rec(CALVIEW, [cv1], cvq, True, "ellipsis", [], "Could mmick66's CalendarView add an option for weeks starting on Sunday, which some users are used to?", author="u1")
    lend(CALVIEW, [cv1], W_CULTURE, SAME, DAILYSTATS)

    mb1 = (U, "Use NSCalendar firstWeekday to determine the first day of the week", "u1")
    mbq = "The calendar view always starts with Sunday as the first column. That's the USA convention."
    rec(MBCAL, [mb1], mbq, True, "ellipsis", ["The calendar view", "That"], "MBCalendarKit's calendar view always starts with Sunday as the first column, which is the USA convention.", author="u1")
    rec(MBCAL, [mb1, (U, mbq, "u1")], "It would be nice if the view respected NSCalendar firstWeekday when determining the first day of the week.", True, "ellipsis", ["the view"], "It would be nice if MBCalendarKit's calendar view respected NSCalendar firstWeekday for the first day of the week.", author="u1")
    lend(MBCAL, [mb1], W_BRAZIL, SAME, CALENDR)


    ds1 = (U, "New option - Week starts from Monday?", "u1")
    rec(DAILYSTATS, [ds1], W_CULTURE, False, SAME, [], None, author="u1")
    dsq = "I feel this option could ease up my (and some others') lives \U0001f497"
    rec(DAILYSTATS, [ds1, (U, W_CULTURE, "u1")], dsq, True, "pronoun", ["this option"], "An option in Obsidian Daily Statistics to start the week on Monday would make my life, and others', easier.", author="u1")
    rec(DAILYSTATS, [ds1, (U, W_CULTURE + "\n\n" + dsq, "u1"), (A, "Okay, we will improve and add this option later.", "u2")], "It is now possible to select the start time of the week in settings.", True, "ellipsis", ["the start time of the week"], "Obsidian Daily Statistics now lets you select the day the week starts in its settings.", author="u2")

    bn1 = (U, "calendar tab: start week on Monday", "u1")
    bnq = "Add a setting to make all calendars (calendar tab and \"drop down\" calendars to start weeks on Sunday or Monday."
    rec(BONDS, [bn1], bnq, True, "ellipsis", ["all calendars"], "Add a setting to make all of Bonds' calendars (the calendar tab and the drop-down calendars) start weeks on Sunday or Monday.", author="u1")
    rec(BONDS, [bn1, (U, bnq, "u1")], "Released in v0.10.6: Preferences now include a Week starts on setting with Sunday/Monday options, persisted through the backend and applied to dayjs-powered calendars and date pickers.", True, "ellipsis", [], "Bonds v0.10.6 adds a \"Week starts on\" preference (Sunday or Monday), saved in the backend and applied to its calendars and date pickers.", author="u2")
    lend(BONDS, [bn1], W_AUSTRALIA, SAME, BAREMETRICS)

    oc1 = (U, "layout option: Pick between Sunday and Monday for week start", "u1")
    ocq = "Added `sunday_as_start` option so that users can pick between Sunday and Monday as start of the week."
    rec(OCTOBER, [oc1], ocq, True, "ellipsis", [], "The pull request adds a `sunday_as_start` option to the october calendar so users can pick Sunday or Monday as the start of the week.", author="u1")
    rec(OCTOBER, [oc1, (U, ocq + "\n`sunday_as_start: false`. Current behaviour, i.e. Monday is the start of the week.\n\n`sunday_as_start: true`. Sunday is the start of the week.", "u1")], "I've merged this manually with main after #6, it's ready to go.", True, "pronoun", ["this", "it"], "The october pull request adding the `sunday_as_start` option was merged manually with main after #6 and is ready.", author="u2")
    lend(OCTOBER, [oc1], W_SOMECOUNTRIES, SAME, CALPOSE)

    bm1 = (U, "Request: Week starts on\u2026", "u1")
    rec(BAREMETRICS, [bm1], W_AUSTRALIA, False, SAME, [], None, author="u1")
    bmq = "I'd guess this is a problem in other countries.\n\nIt would be mildly helpful if there was an option in the settings for the picker to \"Start week on\u2026 [pick a day]\""
    rec(BAREMETRICS, [bm1, (U, W_AUSTRALIA, "u1")], bmq, True, "pronoun", ["this", "the picker"], "Starting the week on Sunday is probably a problem in other countries too; Baremetrics' date picker could have a \"Start week on\u2026 [pick a day]\" setting.", author="u1")
    rec(BAREMETRICS, [bm1, (U, W_AUSTRALIA + " " + bmq, "u1")], "See https://github.com/Baremetrics/calendar/pull/53 \nIf you could fork and test that branch and confirm whether or not it works, that'd be awesome!", True, "pronoun", ["that branch", "it"], "Baremetrics/calendar#53 adds a week start setting to the date picker; please fork and test that branch and confirm whether it works.", author="u2")

    cp1w = (U, "Added ability to change the start of a week", "u1")
    rec(CALPOSE, [cp1w], W_SOMECOUNTRIES, False, SAME, [], None, author="u1")
    cpq = "In order to be as flexible as possible, I haven't implemented a toggle, but the option to select the start of the week.\nSince it's set via an optional parameter, this change doesn't break anything."
    rec(CALPOSE, [cp1w, (U, W_SOMECOUNTRIES, "u1")], cpq, True, "pronoun", ["it", "this change"], "The CalPose pull request adds an optional parameter to select the week's first day rather than a toggle, so it breaks nothing.", author="u1")

    cr1w = (U, "Ability to choose any weekday as week start. With the commits in this pull request, the user can choose any day as the first day of the week, not only Sunday or Monday. In order to do that, the user should choose a number from 0 to 6, where 0 is Sunday and 6 is Saturday. The old syntax (\"M\", \"S\") is still accepted, so this won't break anything.", "u1")
    crq = "Just out of curiousity: What is an actual use case for this feature?"
    rec(CALENDR, [cr1w], crq, True, "pronoun", ["this feature"], "What is an actual use case for letting calendR start the week on any weekday?", author="u2")
    rec(CALENDR, [cr1w, (A, crq, "u2")], "The Brazilian power schedule is reviewed weekly and the week starts on Saturday (see https://www.ons.org.br/Paginas/resultados-da-operacao/historico-da-operacao/cmo.aspx). \nI don't know any use case for other days (including Monday) as start of the week, but someone may need or prefer to use any week day.", True, "ellipsis", ["other days"], "A use case for starting calendR's week on any weekday: the Brazilian power schedule is reviewed weekly with weeks starting on Saturday; other days may be needed by someone too.", author="u1")
    lend(CALENDR, [cr1w], W_CULTURE, SAME, DAILYSTATS)

    bu1 = (U, "Added weekStart to options", "u1")
    buq = "Bumped into a problem where the locale started the week on a Monday and I wanted it so start on Sunday, which is the usual for my language/country. Added a field to options to let the user choose the starting day of week, which can be 0 for Sunday, 1 for Monday, 2 for Tuesday and so on."
    lend(BULMACAL, [bu1], W_DEFINES, SAME, TINYDP)
    rec(BULMACAL, [bu1], buq, True, "ellipsis", ["options"], "The bulma-calendar pull request adds a weekStart field to the options (0 for Sunday, 1 for Monday, ...), because the locale started the week on Monday and I needed Sunday.", author="u1")
    rec(BULMACAL, [bu1, (U, buq, "u1")], "Thanks. I'll integrate this into the next release.", True, "pronoun", ["this"], "bulma-calendar's weekStart option will be integrated into the next release.", author="u2")

    # ---- dark mode ----
    lw1 = (U, "Dark Light themes - needs \"follow system\" mode using @media (prefers-color-scheme: dark) CSS", "u1")
    lwa = T_LINKWARDEN
    # The opener's body, sentence by sentence: the second states a general practice. The first
    # names linkwarden but not what it should follow (the light/dark theme is only in the title):
    # a follow-up by the second reader's adjudication (labelling.md §2 rule 1, as df18's xmpp-web).
    rec(LINKWARDEN, [lw1], lwa, True, "ellipsis", ["system preferences"], "It's likely people would appreciate if linkwarden just followed the system's light/dark theme preference (prefers-color-scheme).", author="u1")
    lw2 = (U, "Not complaining at all. just a suggestion.\n" + lwa, "u1")
    rec(LINKWARDEN, [lw1, lw2], T_TYPICALLY, False, SAME, [], None, author="u1")
    lw3 = (U, T_TYPICALLY, "u1")
    lwq = "User could choose to override theme and use either dark or light, but that shouldn't be a default."
    rec(LINKWARDEN, [lw1, lw2, lw3], lwq, True, "ellipsis", ["theme"], "In linkwarden a user could override the theme with dark or light, but following the system preference should be the default.", author="u1")
    rec(LINKWARDEN, [lw1, lw2, lw3, (U, lwq, "u1")], "I think all the modern operating systems support this:", True, "pronoun", ["this"], "All modern operating systems support a system-wide light/dark preference that linkwarden could follow.", author="u1")

    ck1 = (U, "[feature request] add dark mode to follow prefers-color-scheme", "u1")
    rec(CHECKLY, [ck1], T_CANIUSE, False, SAME, [], None, author="u1")
    ckq = "Would be nice to have a dark css theme checking this preference and following it.\n\nThanks for considering."
    rec(CHECKLY, [ck1, (U, T_CANIUSE, "u1")], ckq, True, "pronoun", ["this preference", "it"], "It would be nice for the Checkly docs to have a dark CSS theme that follows the prefers-color-scheme preference.", author="u1")
    rec(CHECKLY, [ck1, (U, T_CANIUSE + " " + ckq, "u1")], "Hi @foss-, we already have an [open issue](https://github.com/checkly/public-roadmap/issues/124) in our Public Roadmap.\nYou can follow up on the status of this feature request there.", True, "pronoun", ["this feature request", "there"], "A dark mode following prefers-color-scheme for the Checkly docs is already an open issue on Checkly's public roadmap (checkly/public-roadmap#124), where its status can be followed.", author="u2")

    pr1 = (U, "Add support for following `prefers-color-scheme`", "u1")
    prq = T_PAIRREVIEW
    # Names pair-review and its `theme` setting: readable alone, a trap though it opens the thread.
    rec(PAIRREVIEW, [pr1], prq, False, SAME, [], None, author="u1")
    prc = "This is pretty common nowadays in tools like Chrome, GitHub, and VS Code."
    rec(PAIRREVIEW, [pr1, (U, prq, "u1")], prc, True, "pronoun", ["This"], "Following the system's light/dark setting (prefers-color-scheme) is pretty common nowadays in tools like Chrome, GitHub and VS Code.", author="u1")
    rec(PAIRREVIEW, [pr1, (U, prq + " " + prc, "u1")], "Closed by https://github.com/in-the-loop-labs/pair-review/pull/542", True, "ellipsis", [], "pair-review's request for a `system` theme value following prefers-color-scheme was closed by in-the-loop-labs/pair-review#542.", author="u2")

    sb1 = (U, "Feature Request: Dark Mode Support", "u1")
    sbq = "It would be great If this theme had a dark mode. And why not with `prefers-color-scheme` tag. Thanks!"
    rec(SBADMIN, [sb1], sbq, True, "pronoun", ["this theme"], "It would be great if the SB Admin 2 Bootstrap theme had a dark mode, perhaps using prefers-color-scheme.", author="u1")
    rec(SBADMIN, [sb1, (U, sbq, "u1")], "Pretty Please!", True, "ellipsis", [], "Please add a dark mode to the SB Admin 2 Bootstrap theme.", author="u2")
    lend(SBADMIN, [sb1], T_MODERN, SAME, POLITO)

    po1 = (U, "Dark mode", "u1")
    rec(POLITO, [po1], T_MODERN, False, SAME, [], None, author="u1")
    poq = "Implementa a dark mode that follows system preferences, if the system theme is dark use dark theme, otherwise use light theme"
    rec(POLITO, [po1, (U, T_MODERN, "u1")], poq, True, "ellipsis", [], "Implement a dark mode in PoliTo's new student page that follows the system preference: the dark theme if the system theme is dark, the light theme otherwise.", author="u1")
    rec(POLITO, [po1, (U, T_MODERN + "\n\n" + poq, "u1")], "Thank you for the suggestion. The dark mode was already planned, and we\u2019re glad to hear it would be well received.", True, "pronoun", ["the suggestion", "The dark mode", "it"], "A dark mode for PoliTo's new student page following system preferences was already planned.", author="u2")

    ax1 = (U, "Default System Theme", "u1")
    axq = "Love the dark mode, pretty sure more people do, but never saw it existed.\n\nWould love that the default theme would be defined from the system, and people could choose between system, light and dark."
    rec(ALPHAXIV, [ax1], axq, True, "ellipsis", ["the dark mode", "the default theme"], "I'd love alphaXiv's default theme to follow the system, with a choice between system, light and dark.", author="u1")
    rec(ALPHAXIV, [ax1, (U, axq, "u1"), (U, "I'd love this!", "u2")], "This is now rolled out! Thank you for your patience.", True, "pronoun", ["This"], "alphaXiv's system default theme (with a choice of system, light and dark) is now rolled out.", author="u3")
    lend(ALPHAXIV, [ax1], T_OLED, SELF, RETITLE)

    ha1 = (U, "Support always dark mode", "u1")
    haq = "Could it be possible to be always dark mode, because light mode is too bright"
    rec(HAIL, [ha1], haq, True, "ellipsis", [], "Could Hail always use dark mode, because its light mode is too bright?", author="u1")
    rec(HAIL, [ha1, (U, haq, "u1")], "#235", True, "ellipsis", ["#235"], "An always-dark mode for Hail is handled in aistra0528/Hail#235.", author="u2")
    lend(HAIL, [ha1], T_WHITE, SAME, LIVEBOOK)

    lb1 = (U, "Feature Request: Support a Dark Mode for us Dark Mode users", "u1")
    rec(LIVEBOOK, [lb1], T_WHITE, False, SAME, [], None, author="u1")
    rec(LIVEBOOK, [lb1, (U, T_WHITE, "u1")], "Thanks for the proposal, please see #718 and a corresponding suggestion there :)", True, "ellipsis", ["the proposal", "there"], "For the proposal of a dark mode in Livebook, see livebook-dev/livebook#718 and the corresponding suggestion there.", author="u2")
    lend(LIVEBOOK, [lb1], T_STANDARD, SAME, BRETHAP)

    bh1 = (U, "dark mode please", "u1")
    bhq = "I like the visual, nice contrast, very clear. But the white background is too bright, especially at night."
    rec(BRETHAP, [bh1], bhq, True, "ellipsis", ["the visual", "the white background"], "I like Brethap's visual, but its white background is too bright, especially at night.", author="u1")
    # Cut from "Please add an option for dark mode (the standard today is ...)": a general claim.
    rec(BRETHAP, [bh1, (U, bhq, "u1")], T_STANDARD, False, SAME, [], None, author="u1")
    rec(BRETHAP, [bh1, (U, bhq + " Please add an option for dark mode (" + T_STANDARD + ").", "u1")], "Released in https://github.com/jithware/brethap/releases/tag/1.0.4%2B19\n\nOnly supporting light/dark mode in system settings at this time.", True, "ellipsis", [], "Brethap's dark mode is released in 1.0.4+19; for now it only follows the light/dark mode of the system settings.", author="u2")

    lg1 = (A, "Add darker board background to improve Dark Mode support", "u1")
    lgq = "Although general Dark Mode support was added for 1.6.0 (see #345) it turns out that the wooden board background is still too bright at night."
    rec(LITTLEGO, [lg1], lgq, True, "ellipsis", ["the wooden board background"], "Little Go added general Dark Mode support in 1.6.0 (#345), but its wooden board background is still too bright at night.", author="u1")
    rec(LITTLEGO, [lg1, (A, lgq, "u1")], "To improve Dark Mode support a wooden board background that is less bright needs to be found.", True, "ellipsis", [], "To improve Little Go's Dark Mode support, a less bright wooden board background needs to be found.", author="u1")
    lend(LITTLEGO, [lg1], T_WHITE, SAME, LIVEBOOK)

    gl1 = (U, "feature request: dark mode toggle/autodetect", "u1")
    glq = "It would be nice if there were a dark mode toggle or autodetect from system/browser settings."
    rec(GOALS, [gl1], glq, True, "ellipsis", [], "It would be nice if the Urbit goals app had a dark mode toggle or autodetected dark mode from system/browser settings.", author="u1")
    rec(GOALS, [gl1, (U, glq, "u1")], "I use this app all the time, but it is painful to my eyes at night to open it in non-dark-mode.", True, "pronoun", ["this app", "it"], "I use the Urbit goals app all the time, but opening it at night without a dark mode is painful to my eyes.", author="u1")
    lend(GOALS, [gl1], T_LOWLIGHT, SAME, SWAPREADS)

    ns1 = (U, "Automatic switching to the dark mode", "u1")
    rec(NIGHTSHIFT, [ns1], "Automatic switching to the dark mode is very lacking. In the AppStore, an alternative with an auto switch \u263e Eclipse but not as good as your extension. I use Catalina.", True, "pronoun", ["your extension"], "The Nightshift Safari extension lacks automatic switching to dark mode; an App Store alternative, Eclipse, has an auto switch but is not as good. I use Catalina.", author="u1")
    lend(NIGHTSHIFT, [ns1], T_GRAYLIMIT, SAME, GRAY)
    lend(NIGHTSHIFT, [ns1], T_LINKWARDEN, SAME, LINKWARDEN)

    os1 = (U, "Please make the \"dark mode\" more flexible with a few options.", "u1")
    rec(ONLYSWITCH, [os1], "Please make the \"dark mode\" more flexible with a few options, like \"Night Shift\", so it switch daily at e.g. 22:00h to dark and enters automaticly back to day at e.g. 07:00h", True, "ellipsis", ["the \"dark mode\""], "Please make OnlySwitch's dark mode switch more flexible, like Night Shift: switch to dark daily at e.g. 22:00 and back to light at e.g. 07:00.", author="u1")
    lend(ONLYSWITCH, [os1], T_GRAYLIMIT, SAME, GRAY)

    ra1 = (A, "Make the theme selection (dark vs light) default to the browser setting", "u1")
    raq = "which defaults to the device setting and provides a much better UX."
    rec(READALONGS, [ra1], raq, True, "ellipsis", ["which"], "ReadAlongs Studio-Web's theme selection should default to the browser setting, which follows the device setting and gives a much better UX.", author="u1")
    rec(READALONGS, [ra1, (A, raq, "u1")], "Instead, we now let the user save their theme preference in local storage, since #269", True, "ellipsis", ["Instead"], "Instead of defaulting to the browser setting, ReadAlongs Studio-Web now saves the user's theme preference in local storage (since #269).", author="u1")
    lend(READALONGS, [ra1], T_TYPICALLY, SAME, LINKWARDEN)

    bz1 = (U, "light/dark theme should be remembered", "u1")
    rec(BZZAAR, [bz1], "store current theme choice in the browser localstorage", True, "ellipsis", [], "bzzaar should store the current light/dark theme choice in the browser's localStorage.", author="u1")
    lend(BZZAAR, [bz1], T_CANIUSE, SAME, CHECKLY)

    ip1 = (U, "Dark theme does not check previous setting before applying system default", "u1")
    ipq = "If your system default is different than the theme that you want, it applies the system default instead of using the stored theme when you refresh the page."
    lend(IPCHEQ, [ip1], T_DARKER, SAME, DARKERBG)
    rec(IPCHEQ, [ip1], ipq, True, "pronoun", ["it"], "In ipcheq2, if the system default differs from the theme you chose, refreshing the page applies the system default instead of the stored theme.", author="u1")
    rec(IPCHEQ, [ip1, (U, ipq, "u1")], "The theme should probably be stored in a cookie or something that persists more than local storage, but for now I'll make a pull request to check if the local storage value exists and skips the system default if it finds it.", True, "ellipsis", ["The theme"], "ipcheq2's theme should probably be stored in a cookie or something more persistent than local storage; for now a pull request will skip the system default when a stored local storage value exists.", author="u1")

    cn1 = (U, "System theme fallback", "u1")
    rec(COCKPITNAV, [cn1], "If no theme state is found in localStorage, fallback to the system's current theme instead of always setting the state to \"light\".", True, "ellipsis", [], "If cockpit-navigator finds no theme state in localStorage, it should fall back to the system's current theme instead of always setting \"light\".", author="u1")
    lend(COCKPITNAV, [cn1], T_CANIUSE, SAME, CHECKLY)

    sp1 = (U, "Remember theme and toggle dark mode on page load/refresh", "u1")
    spq = "- Extends the dark mode toggle to also save the 'selected' theme into localStorage\n- If selected theme is set to be dark, it will activate it on each following page load until toggled back to light mode."
    rec(SPEEDTEST, [sp1], spq, True, "ellipsis", ["the dark mode toggle"], "simple-network-speedtest's dark mode toggle now saves the selected theme in localStorage and reactivates dark mode on each page load until toggled back to light.", author="u1")
    rec(SPEEDTEST, [sp1, (U, spq, "u1")], "In the case where the user hasn't explicitly set a theme, it will do another check on the preferred color scheme set in the _browser settings_ and activate dark mode if needed.", True, "pronoun", ["it"], "When the user hasn't explicitly set a theme, simple-network-speedtest checks the preferred color scheme in the browser settings and activates dark mode if needed.", author="u1")

    cr1 = (A, "Toggleable light/dark theme", "u1")
    rec(CHROMUNITY, [cr1], "* The choice of the user should be saved as well per device.\n* Default should look for if the device has a preferred theme, if not, then dark.", True, "ellipsis", ["as well"], "Chromunity's light/dark theme toggle should save the user's choice per device and default to the device's preferred theme, or dark if there is none.", author="u1")
    lend(CHROMUNITY, [cr1], T_STANDARD, SAME, BRETHAP)

    wx1 = (U, "Default dark mode. Whenever the browser is reloaded (closed and opened again) the skin defaults back to light mode. Probably because cookies are removed?\n\nIs it possible to make dark-mode the default so whenever someone opens the site it will be dark until they select light on purpose?", "u1")
    wxa = "It shouldn't be like that!\n\nThe skin should \"remember\" the current theme (light/dark) even if you close the browser and re-open it. The setting gets saved via `localStorage` (see https://developer.mozilla.org/en-US/docs/Web/API/Window/localStorage) in the browser.\n\nCould you please test this with my private page?"
    lend(WEEWX, [wx1], T_BOLD, SAME, LACONA)
    rec(WEEWX, [wx1], wxa, True, "pronoun", ["It", "The skin", "The setting", "this"], "The weewx-wdc skin should not fall back to light mode: it remembers the current light/dark theme in the browser's localStorage even after the browser is closed and reopened.", author="u2")
    rec(WEEWX, [wx1, (A, wxa, "u2")], "I tried it with https://www.weewx-hbt.de/ and the result is the same.\nDarkmode settings seem to be stored locally. Because we are using the system in a semi-public area we remove all history, cookies, etc every time the browser closes.", True, "pronoun", ["it", "the result"], "The weewx-wdc demo at https://www.weewx-hbt.de/ also loses dark mode for us: the setting is stored locally and we clear history and cookies whenever the browser closes in our semi-public area.", author="u1")

    sn1 = (U, "Make the light theme the default over dark. Any way we can default the theme to light over dark? I really dislike the sourcebans logo being partially legible in the dark theme, so I'd rather it default to light.", "u1")
    sna = "Hello.\nThe default behavior of theme color is: \n- If the user has a system preference for dark mode and no manual override exists, the default will be dark.\n- If the user has a system preference for light mode and no manual override exists, the default will be light."
    lend(SOURCEBANS, [sn1], T_BOLD, SAME, LACONA)
    rec(SOURCEBANS, [sn1], sna, True, "ellipsis", ["theme color"], "sourcebans-web-theme-fluent's default theme follows the user's system preference (dark or light) when there is no manual override.", author="u2")
    rec(SOURCEBANS, [sn1, (A, sna + "\n\nIf you want to apply manual change with your preference you need to edit scripts/theme.js", "u2")], "Thanks, what I'd like to know is what _exactly_ needs to be changed (in scripts/theme.js) to default it to white first, but allow folks to change it to dark if they prefer?", True, "pronoun", ["it"], "What exactly must change in sourcebans-web-theme-fluent's scripts/theme.js to default the theme to light while still letting people switch to dark?", author="u1")

    gk1 = (U, "Keep using auto theme when unset explicitly", "u1")
    gkq = "When the theme loads, it always sets either dark or light mode depending on the OS setting and immediately stores it in local storage. Meaning, if a user initially visits a site in the night, it will be dark forever or until changed by clicking on the icon."
    lend(GOKARNA, [gk1], T_LOWLIGHT, SAME, SWAPREADS)
    rec(GOKARNA, [gk1], gkq, True, "ellipsis", ["the theme", "the icon"], "When the gokarna Hugo theme loads, it sets dark or light mode from the OS setting and immediately stores it in local storage, so a first visit at night stays dark until the icon is clicked.", author="u1")
    rec(GOKARNA, [gk1, (U, gkq + "\n\nThis is a confusing behavior, this patch changes the logic - until the icon is clicked and setting explicitly set by a user, it follows the OS.", "u1")], "LGTM, @526avijitgupta Can you have a look and merge this ?", True, "pronoun", ["this"], "The gokarna pull request that keeps following the OS theme until the user sets one looks good; can it be reviewed and merged?", author="u2")

    ik1 = (A, "feat(ui): default to dark, remember an explicit light choice", "u1")
    ikq = "Dark is the product default now rather than the system's \u2014 `prefers-color-scheme`\nis not consulted at all."
    rec(IITK, [ik1], ikq, True, "ellipsis", ["the product default"], "The iitk campus map now defaults to dark rather than the system's theme; prefers-color-scheme is not consulted at all.", author="u1")
    rec(IITK, [ik1, (A, ikq, "u1")], "Light is opt-in, stored in `localStorage` under\n`campusmap.theme`, and survives reloads on that browser.", True, "ellipsis", [], "In the iitk campus map the light theme is opt-in, stored in localStorage under `campusmap.theme`, and survives reloads in that browser.", author="u1")
    lend(IITK, [ik1], T_OLED, SELF, RETITLE)

    dk1 = (U, "Automatic toggle Dark/Light, NOT full extension", "u1")
    dkq = "I rarely turn *off* the extension, but I very frequently toggle it from \"Dark\" to \"Light\" modes. Can you add a checkbox/radio element to the \"Automation\" controls that controls whether \"Automation turns on/off extension\" or \"Automation toggles Dark/Light Mode\"?"
    rec(DARKREADER, [dk1, (U, "I LOVE this extension. I am a graduate student and am on my computer 10+ hours per day. This is so helpful.", "u1")], dkq, True, "pronoun", ["the extension", "it"], "Could Dark Reader's Automation controls get a checkbox or radio choice between turning the extension on/off and toggling between Dark and Light mode?", author="u1")
    dkc = "Hi there,\n\nI see that Automation can control whether the extension is on or off. I want a way to automate toggling whether the extension is in Dark/Light mode.\n\nI never want the extension OFF, but I want it to automatically toggle Dark <-> Light."
    rec(DARKREADER, [dk1, (U, dkq, "u1"), (A, "Hello! It's already done but it's difficult to find))) \n\nsee this post https://darkreader.org/blog/time-settings/", "u2")], dkc, True, "correction", ["Automation", "the extension", "it"], "I want Dark Reader's Automation to toggle the extension between Dark and Light mode automatically, not to turn the extension on and off.", author="u1")
    lend(DARKREADER, [dk1], T_DARKER, SAME, DARKERBG)

    bo1 = (A, "Remember chosen theme in `localStorage`, add a switch for going back to system theme, improve layout", "u1")
    boq = "Remembers the chosen theme in localStorage. This way, the selected theme is kept when changing pages, and for subsequent visits."
    rec(BLOGOS, [bo1], boq, True, "ellipsis", ["the chosen theme"], "The blog_os site now remembers the chosen theme in localStorage, so it is kept across pages and on later visits.", author="u1")
    rec(BLOGOS, [bo1, (A, boq, "u1")], "This PR also fixes a bug, where we incorrectly assumed that light mode was the default on the initial theme switch.", True, "pronoun", ["This PR"], "The blog_os pull request that remembers the chosen theme also fixes a bug that assumed light mode was the default on the first theme switch.", author="u1")

    ry1 = (U, "Option for the Light and Dark Modes to Follow Android System Theme", "u1")
    ry2 = (U, "Suggesting an additional option under Color & Style Settings for the light and dark modes to follow the system theme. This would give users the ability to have dark mode automatically enabled from sunset to sunrise if that option is enabled in system settings.", "u1")
    rec(READYOU, [ry1, ry2], "Just tap on `Dark theme`", True, "ellipsis", [], "In Read You, tap on `Dark theme` under Color & Style settings to find the option to follow the Android system theme.", author="u2")
    rec(READYOU, [ry1, ry2, (A, "Just tap on `Dark theme`", "u2")], "I didn't realize there were further options hidden there beyond the on/off toggle. Thanks for the quick reply and your work on this project.", True, "correction", ["there", "this project"], "Read You's `Dark theme` setting already has options beyond the on/off toggle, including following the system theme; I hadn't noticed them.", author="u1")
    lend(READYOU, [ry1], T_PAIRREVIEW, SAME, PAIRREVIEW)

    ta1 = (U, "Dark theme in app Settings screens. Curently the options menu is only available in light theme, would be greatly appreciated if this was auto-detected and applied as well :)", "u1")
    ta2 = (U, "I agree this is needed! Settings needs dark mode / system match.", "u2")
    ta3 = (A, "We have this option in Colors section of Settings: \"Different colors for Android system Dark theme\".\nPlease turn it on to be able to set colors for Dark theme.\nMore info here: https://github.com/andstatus/todoagenda/issues/28", "u3")
    tac = "i'm not sure we understand each other: the options page itself is stuck in light theme and doesn't follow dark theme if you set the app to dark theme."
    rec(TODOAGENDA, [ta1, ta2, ta3], tac, True, "correction", ["the options page", "the app"], "Todo Agenda's own Settings (options) page stays in light theme and does not follow the dark theme when the app is set to dark; I don't mean the widget's colors.", author="u1")
    rec(TODOAGENDA, [ta1, ta2, ta3, (U, tac, "u1")], "I see: You're not about colors of the widget, but about colors of the app's Settings screens.\nLooks like nobody asked for this  yet.", True, "pronoun", ["this"], "Nobody has asked yet for Todo Agenda's Settings screens (not the widget) to follow the dark theme.", author="u3")

    pn1 = (U, "[Question]: Android follow system light/dark theme?", "u1")
    pnq = "Is it possible to set the theme on the Android app to follow the system light/dark? I see how I can manually set light or dark, but I don't see a way to have it follow the system."
    rec(PRIVACYNOTES, [pn1], pnq, True, "ellipsis", ["the Android app"], "Can the PrivacyNotes Android app's theme follow the system light/dark setting? I only see how to set light or dark manually.", author="u1")
    pnt = T_PHONE
    # In its own thread, and still a trap: a general statement of the asker's habit.
    rec(PRIVACYNOTES, [pn1, (U, pnq, "u1")], pnt, False, SAME, [], None, author="u1")
    rec(PRIVACYNOTES, [pn1, (U, pnq + " " + pnt, "u1")], "Added. There is now an \"Auto\" option next to Light and Dark in Settings > Appearance.", True, "ellipsis", [], "PrivacyNotes now has an \"Auto\" theme option, following the system, next to Light and Dark in Settings > Appearance.", author="u2")

    sh1 = (U, "First time run not follow theme settings in android", "u1")
    shq = "app theme not follow system them automatically. if you active dark mode in android than open app for first time PageKeeper open in light mode."
    # A trap in its own thread (second reader's adjudication, rules 1 and 2 of labelling.md §2):
    # the opener's body names the app itself (PageKeeper), so "app theme" resolves inside it, as
    # df20's Sort Lines body.
    rec(SHIORI, [sh1], shq, False, SAME, [], None, author="u1")
    sh2 = (U, shq + "\nIt can be good if we have 3 option (default Follow System Settings)\n\n   - Follow system settings\n   -  Light Mode\n   -  Dark Mode", "u1")
    rec(SHIORI, [sh1, sh2], "Added system theme in version 1.04. Now, you can switch between dark, light, and system themes.", True, "ellipsis", [], "The Shiori Android client added a system theme in version 1.04: you can switch between dark, light and system themes.", author="u2")
    lend(SHIORI, [sh1], T_TYPICALLY, SAME, LINKWARDEN)

    be1 = (A, "fix: remove Android dark theme. - App was using the Android dark theme as default.", "u1")
    beq = "Instead of change `DayNight` by `Light`, is it possible to follow the theme system setting ?"
    rec(BERTY, [be1], beq, True, "ellipsis", ["Instead"], "Instead of changing Berty's Android theme from `DayNight` to `Light`, can it follow the system theme setting?", author="u2")
    rec(BERTY, [be1, (A, beq, "u2")], "Cannot test this unfortunately without F-Droid version: Are there already the options for choosing day, night and to follow the system theme style?", True, "pronoun", ["this"], "Does Berty already have options for choosing day, night or following the system theme style?", author="u3")
    lend(BERTY, [be1], T_PAIRREVIEW, SAME, PAIRREVIEW)

    sg1 = (A, "Integrate with \"Dark theme\" on Android 10+. We have a Night mode, which by default is activated based on light level, or can be forced on or off in app settings. Now the OS has a dark theme, I think this would be another possible mode for the setting, so you have:\n\n**Night mode**\n* On\n* In low light (current default)\n* Off\n* When system dark theme is on\n\nArguably this new mode could become the default for new installations", "u1")
    sgq = "Phrasing it as \"Follow system settings\" or \"System default\" would probably be more consistent with other apps."
    rec(SGTPUZZLES, [sg1], sgq, True, "pronoun", ["it"], "Naming the Simon Tatham's Puzzles Night mode setting \"When system dark theme is on\" as \"Follow system settings\" or \"System default\" would be more consistent with other apps.", author="u2")
    rec(SGTPUZZLES, [sg1, (U, sgq, "u2")], "I think it would be a good default setting, especially if you can migrate over whether users have/haven't changed that setting.", True, "pronoun", ["it", "that setting"], "Following the system dark theme would be a good default for the Simon Tatham's Puzzles Night mode, especially if it can tell whether users have changed the setting.", author="u2")

    og1 = (U, "Dark/light theme", "u1")
    ogq = "on android theme should follow system by default , user could overide by selecting light or dark but this isnt available"
    lend(OGAM, [og1], T_PHONE, SAME, PRIVACYNOTES)
    rec(OGAM, [og1], ogq, True, "ellipsis", [], "On Android the Off Grid AI app's theme should follow the system by default, with a light or dark override, but this isn't available.", author="u1")
    rec(OGAM, [og1, (U, ogq, "u1")], "It's the 3 icons in the appearance section in settings. There's system, light, and dark.", True, "pronoun", ["It"], "The Off Grid AI app's theme choice is the three icons (system, light and dark) in the appearance section of settings.", author="u2")

    as1 = (U, "Option to Respect System Appearance", "u1")
    rec(ALEXSIDEBAR, [as1], "While I love dark mode, sometimes I use light mode too to be focused. There can be a setting that respects the system appearance.", True, "ellipsis", [], "Alex Sidebar could have a setting that respects the system appearance, since I sometimes use light mode to focus.", author="u1")
    lend(ALEXSIDEBAR, [as1], T_PHONE, SAME, PRIVACYNOTES)

    gr1 = (U, "System Light mode and specific app tune to dark doesn't work", "u1")
    grq = "In the system dark mode, other apps are set to the light mode.\nIt's not the opposite.\nSystem in light mode Other apps in dark mode do not work."
    rec(GRAY, [gr1], grq, True, "ellipsis", [], "With Gray, in system dark mode other apps can be set to light mode, but not the opposite: with the system in light mode, setting other apps to dark does not work.", author="u1")
    # In its own thread, and still a trap: the maintainer's answer names Gray and states its limit.
    rec(GRAY, [gr1, (U, grq, "u1")], T_GRAYLIMIT, False, SAME, [], None, author="u2")
    rec(GRAY, [gr1, (U, grq, "u1"), (A, "Hey @havewisdom,\n\n" + T_GRAYLIMIT, "u2")], "This is a limitation of the OS, not something that Gray can fix I'm afraid.", True, "pronoun", ["This"], "Gray needing the system set to Dark appearance is a limitation of macOS, not something Gray can fix.", author="u2")

    cf1 = (U, "Why in dark mode?", "u1")
    cfq = "The app seems to be using dark mode while I don't have dark mode enabled on macOS."
    rec(CONFERENCES, [cf1], cfq, True, "ellipsis", ["The app"], "The Conferences.digital app uses dark mode though I don't have dark mode enabled on macOS.", author="u1")
    rec(CONFERENCES, [cf1, (U, cfq, "u1")], "This was a \"design\" choice. \n\nWill mark this issue as a proposal.", True, "pronoun", ["This", "this issue"], "Conferences.digital always using dark mode was a design choice; following the macOS setting is marked as a proposal.", author="u2")

    cp1 = (A, "Opt out of dark mode in macOS Mojave. Don't support dark mode for now (I hope this fad will go away at some point again).", "u1")
    rec(COMPOSITOR, [cp1], "**Added** in 1.7", True, "ellipsis", [], "Compositor's opt-out of dark mode in macOS Mojave was added in 1.7.", author="u1")
    # A topic shift right after a rejection of dark mode: the lent claim names its subject.
    lend(COMPOSITOR, [cp1], T_MODERN, SAME, POLITO)

    dc1 = (U, "update \"FileColor\"", "u1")
    dc2 = (U, "![image](https://user-images.githubusercontent.com/42691978/162429158-f22b8a25-0472-43d8-acf8-296b091ac343.png)\n![image](https://user-images.githubusercontent.com/42691978/162429364-c06d3fe3-4f56-4d86-91c0-3ba694034cf6.png)", "u1")
    # The description's two screenshots, then its sentence choosing between them.
    rec(DARCULA, [dc1, dc2], "The second option looks better considering it's a dark theme, don't you think?", True, "position", ["The second option", "it"], "Of the two FileColor screenshots in the darcula-solid pull request, doesn't the second look better, given darcula-solid is a dark theme?", author="u1")
    lend(DARCULA, [dc1], T_LINKWARDEN, SAME, LINKWARDEN)


    la1 = (U, "Not a fan of the new theme", "u1")
    laq = "The white borders are too bright, and the colors are dull. I think One Dark could work, but different colors need to be picked."
    rec(LACONA, [la1], laq, True, "ellipsis", ["The white borders", "the colors"], "In Lacona's new theme the white borders are too bright and the colors dull; One Dark could work with different colors.", author="u1")
    la2 = (U, "Yeah, I liked the original one better. Can't exactly pinpoint what's different though.", "u2")
    rec(LACONA, [la1, (U, laq, "u1")], la2[1], True, "pronoun", ["the original one"], "I liked Lacona's original theme better than the new one, though I can't pinpoint the difference.", author="u2")
    # In its own thread, and still a trap: the maintainer's general statement about dark and light backgrounds.
    rec(LACONA, [la1, (U, laq, "u1"), la2, (A, "I agree that the placeholder borders are a bit bold. I can tweak that down.", "u3")], T_BOLD, False, SAME, [], None, author="u3")

    pd1 = (U, "better dark mode. Hi, I just hate how the dark mode currently looks, so I made my own\U0001f600 I have no problems with it and it looks amazing (or at least I think so\U0001f600)", "u1")
    pda = "Thanks for your contribution. I am adding your colour scheme as a 3rd option, in case some users prefer the existing dark scheme."
    rec(PANELDUE, [pd1], pda, True, "pronoun", ["your colour scheme"], "The contributed PanelDue dark colour scheme is being added as a third option, in case some users prefer the existing dark scheme.", author="u2")
    rec(PANELDUE, [pd1, (A, pda, "u2")], "I've added your theme as dark theme #2 in release 1.23.", True, "pronoun", ["your theme"], "The contributed PanelDue dark theme was added as dark theme #2 in release 1.23.", author="u2")

    sr1 = (U, "Introduce dark mode for reading books", "u1")
    srq = "We need to introduce a dark mode feature in our reading books application."
    rec(SWAPREADS, [sr1], srq, True, "ellipsis", ["our reading books application"], "SwapReads, our book-reading application, needs a dark mode feature.", author="u1")
    rec(SWAPREADS, [sr1, (U, srq, "u1")], T_LOWLIGHT, False, SAME, [], None, author="u1")
    rec(SWAPREADS, [sr1, (U, srq + " " + T_LOWLIGHT + " This feature should be easily toggled on and off by the user and should ensure a consistent and visually appealing design. @anuragverma108 Please assign me this issue", "u1")], "Assigned!\nMake sure to attach before & after screenshots in your PR.", True, "ellipsis", [], "The SwapReads dark mode issue is assigned; attach before and after screenshots in the pull request.", author="u2")

    # ---- a design choice between numbered alternatives ----
    pe1 = (U, "Insufficient explanation for chosen implementation", "u1")
    pe2 = (U, "![image.png](https://raw.githubusercontent.com/Clouddoggo/pe/master/files/fe881683-2d9f-4ec0-b852-4dd3f0e3550a.png)", "u1")
    peq = "Why is it simpler to test and understand? Compared to what?"
    rec(PEALT, [pe1, pe2], peq, True, "pronoun", ["it"], "Why is the implementation chosen in the design consideration (screenshot) simpler to test and understand, and compared to what?", author="u1")
    rec(PEALT, [pe1, pe2, (U, peq, "u1")], "Seems like alt 1 and 2 are the opposite of each other. So what's the reason for choosing 1 over the other?", True, "position", ["alt 1 and 2", "1", "the other"], "The two alternatives in the design consideration (screenshot) seem to be opposites; what is the reason for choosing the first alternative over the second?", author="u1")

    # ==== part 2 (helper cdf2): twelve engineering areas new to the df parts ====
    # ---- shell completion for command-line tools ----
    mc1 = (U, "Feature request: completion. I'd love to see zsh command completion. Other people might like bash command completion.", "u1")
    mcq = "I agree with you. I'd love to see command completion as well.\n\nThat is the next big update for the project once we complete the modularity feature:\nhttps://github.com/guarinogabriel/mac-cli/issues/3"
    rec(MACCLI, [mc1], mcq, True, "pronoun", ["That"], "Command completion is Mac-CLI's next big update once its modularity feature (issue #3) is complete.", author="u2")
    mc3 = (A, "Bash completion has been added on the following commit:\nhttps://github.com/guarinogabriel/Mac-CLI/commit/c490b05273f70e4b4f2c0ce5d2d40a4c71d0eb9b", "u2")
    rec(MACCLI, [mc1, (A, mcq, "u2"), mc3], "How about ZSH?", True, "ellipsis", [], "Now that Mac-CLI has bash completion, will it get zsh command completion too?", author="u3")

    pc1 = (U, "Add command completion\n- Use zsh completions\n- Use command to update completions or check for changes and update automatically", "u1")
    pcq = "zsh completions added. To use them, add the following to your `~/.zshrc`:\n```bash\nfpath=($HOME/.pro-cli/completions $fpath)\n\nautoload -U compinit\ncompinit\n```"
    rec(PROCLI, [pc1], pcq, True, "ellipsis", ["them"], "pro-cli's zsh completions are added; to use them, add `fpath=($HOME/.pro-cli/completions $fpath)`, `autoload -U compinit` and `compinit` to ~/.zshrc.", author="u1")

    r2c1 = (U, "add argcomplete script for zsh", "u1")
    rec(ROS2CLI, [r2c1], "It just sources the bash one next to it.", True, "pronoun", ["It", "the bash one", "it"], "The zsh argcomplete script added to ros2cli just sources the bash argcomplete script next to it.", author="u1")

    uf1 = (U, "Zsh completion", "u1")
    ufq = "Add autocomplete script for zsh.\nbash_autocomplete file changed for compatibility with zsh."
    rec(URFAVE, [uf1], ufq, True, "ellipsis", [], "This urfave/cli pull request adds an autocomplete script for zsh and changes the bash_autocomplete file for compatibility with zsh.", author="u1")

    lz1 = (U, "Add zsh completion script", "u1")
    rec(LOLZSH, [lz1], "Adds an auto-completion script for zsh users.", True, "ellipsis", [], "This pull request adds an auto-completion script for zsh users of the leagueoflegends launcher.", author="u1")

    # ---- aarch64 wheels on PyPI ----
    sw1 = (U, "AArch64 Wheel on Pypi. Hello!\n\nI noticed there's `manylinux2014_aarch64` builds on GitHub but only `manylinux2014_x86_64` on PyPi for the latest release:\nhttps://pypi.org/project/sgl-kernel/0.3.10/#files", "u1")
    swq = "Is it possible to have the AArch64 wheels also available in PyPi?"
    rec(SGLWHL, [sw1], swq, True, "ellipsis", ["the AArch64 wheels"], "Is it possible to have sgl-kernel's manylinux2014_aarch64 wheels, which are built on GitHub, also available on PyPI?", author="u1")
    rec(SGLWHL, [(U, sw1[1] + "\n\n" + swq, "u1")], "done", True, "ellipsis", [], "sgl-kernel's AArch64 wheels are now available on PyPI.", author="u2")
    lend(SGLWHL, [sw1], P2_KIWI, SAME, KIWI)

    wa1 = (U, "Watch `manylinux2014` (PEP 599) to publish aarch64 wheels on pypi. For the moment, we can't publish our aarch64 binary wheels onto pypi because it breaks the `manylinux2010` policy. However, it seems that `manylinux2014` could solve this.", "u1")
    # In its own thread, and still traps: a claim naming numpy, and advice naming maturin's flag.
    rec(WASMERPY, [wa1], P2_NUMPY, False, SAME, [], None, author="u2")
    wa2 = (A, P2_NUMPY + ": https://pypi.org/project/numpy/#files", "u2")
    rec(WASMERPY, [wa1, wa2], P2_MATURIN, False, SAME, [], None, author="u3")
    rec(WASMERPY, [wa1, wa2, (A, P2_MATURIN, "u3")], "It won't be necessary after https://github.com/PyO3/maturin/pull/424 released.", True, "pronoun", ["It"], "Passing `--manylinux 2014` to `maturin build` won't be necessary once maturin pull request #424 is released.", author="u3")

    sg1 = (U, "manylinux aarch64 wheels are not published. There are no manylinux-aarch64 wheels in pypi for this project, which would be very convenient for those (unfortunately) developing in Docker for Mac in arm64 containers. I see that CI is actually building these wheels, but I suspect their artifacts are being overwritten by the later x86_64 ubuntu build in the same workflow.", "u1")
    sgq = "Hi, thanks for the hint. If you have a patch in mind, please let me know. An overwrite I would exclude as the naming is different, but you're right I do not use them, but in the pypi they are missing. I will check this tonight and look what's going on."
    rec(SGP4, [sg1], sgq, True, "pronoun", ["An overwrite", "them", "this"], "python-sgp4's CI aarch64 wheels are probably not overwritten by the x86_64 build, since their names differ, but they are indeed missing from PyPI; I will check tonight what's going on.", author="u2")
    rec(SGP4, [sg1, (A, sgq, "u2")], "Could you check if the wheels are ok in your setup ?", True, "ellipsis", ["the wheels"], "Could you check whether the python-sgp4 wheelhouse builds attached (macOS 13 and 14, Ubuntu arm and x86, Windows) work in your arm64 Docker setup?", author="u2")
    lend(SGP4, [sg1], P2_NUMPY, SAME, WASMERPY)

    sa1 = (U, "Publish linux_aarch64 wheels to PyPI (they already exist on GitHub Releases). The `linux_aarch64` wheels for SAPIEN are already built and attached to the GitHub Releases, but they are **not** uploaded to PyPI. As a result, `pip install sapien` / `uv add sapien` fail on aarch64 Linux even though a compatible wheel exists", "u1")
    saq = "The wheels on github built for arm are not accepted by pypi. I cannot quite figure out what is missing as I created the build envs analogous to the x86 version."
    rec(SAPIEN, [sa1], saq, True, "ellipsis", ["The wheels on github", "the x86 version"], "SAPIEN's linux_aarch64 wheels on GitHub are not accepted by PyPI, and it's unclear what is missing, since their build environments mirror the x86 ones.", author="u2")
    rec(SAPIEN, [sa1, (A, saq, "u2")], "I keep the wheels on github so arm users can still use the wheels. It would be very helpful if you know the missing piece to make it compliant and submit a PR.", True, "pronoun", ["the wheels", "it"], "SAPIEN keeps its arm wheels on GitHub so arm users can still use them; a PR with the missing piece to make them PyPI-compliant would be very helpful.", author="u2")
    lend(SAPIEN, [sa1], P2_MATURIN, SAME, WASMERPY)

    sn1 = (U, "Release of aarch64 wheels on pypi. @martindurant I can see all the wheels which are built using [ the PR #103](https://github.com/andrix/python-snappy/pull/103) are uploaded to pypi except for aarch64.\nAre you facing any issues regarding aarch64 wheels upload?", "u1")
    rec(SNAPPY, [sn1], "There were so many... Which are missing exactly?", True, "ellipsis", [], "Which python-snappy aarch64 wheels built by PR #103 are missing from PyPI exactly?", author="u2")
    sn3 = (U, "Here is a list of missing aarch64 wheels on pypi (built via #103 )-\n\npython_snappy-0.6.0-cp35-cp35m-manylinux2014_aarch64.whl\npython_snappy-0.6.0-cp36-cp36m-manylinux2014_aarch64.whl\npython_snappy-0.6.0-cp37-cp37m-manylinux2014_aarch64.whl\npython_snappy-0.6.0-cp38-cp38-manylinux2014_aarch64.whl\npython_snappy-0.6.0-cp39-cp39-manylinux2014_aarch64.whl", "u1")
    rec(SNAPPY, [sn1, (A, "There were so many... Which are missing exactly?", "u2"), sn3], "Done! Sorry about that. Next time, all the wheels will be new, so there will be no filtering, all should go well.", True, "ellipsis", ["that"], "The missing python-snappy 0.6.0 manylinux2014_aarch64 wheels are now on PyPI; at the next release all wheels will be new, so none will be filtered out.", author="u2")

    pn1 = (U, "Use manylinux2014 to supply aarch64 wheels. Hi, thank you for this project!\n\nIt'd be useful for those like me running on ARM systems like the Raspberry Pi, to install `pynng` from a wheel and not rely on the system `nng`.", "u1")
    pnq = "Thanks for opening the issue!\n\nCoincidentally, I'm working on `aarch64` at the moment as well, and yeah, building from source is a bit of a pain for me too.  I won't be able to work on this soon, but I'll leave this issue open to track that this would be a good thing."
    rec(PYNNG, [pn1], pnq, True, "pronoun", ["this", "this issue"], "Building pynng from source on aarch64 is a pain; supplying manylinux2014 aarch64 wheels won't happen soon, but the issue stays open to track it.", author="u2")
    rec(PYNNG, [pn1, (A, pnq, "u2")], "Shout out to the maintainers of cibuildwheel, who made supporting the architecture pretty easy.", True, "ellipsis", ["the architecture"], "The cibuildwheel maintainers made supporting aarch64 wheels for pynng pretty easy.", author="u2")
    lend(PYNNG, [pn1], P2_KIWI, SAME, KIWI)

    pcl1 = (U, "Publish Linux aarch64 wheels. pycld2 0.42 publishes Linux x86_64/i686 wheels but no manylinux or musllinux aarch64 wheels, so Linux ARM installations fall back to the 41 MB sdist.\n\n#49 added an aarch64 matrix entry and QEMU, but the workflow never passes the matrix architecture to cibuildwheel; that job therefore builds the default Intel wheels again. Setting CIBW_ARCHS_LINUX to aarch64 for that entry (and auto for the existing Linux entry), then running test_pycld2.py against the built wheels, should produce the missing wheels without dropping the existing i686/win32 artifacts.", "u1")
    rec(PYCLD2, [pcl1], "Could this be included in the next release?", True, "pronoun", ["this"], "Could publishing pycld2's Linux aarch64 wheels, by setting CIBW_ARCHS_LINUX to aarch64 for the aarch64 matrix entry, be included in the next release?", author="u1")
    lend(PYCLD2, [pcl1], P2_MATURIN, SAME, WASMERPY)

    ki1 = (U, "Wheel support for linux aarch64. **Summary**\nInstalling kiwisolver on aarch64 via pip using command \"pip3 install kiwisolver\" tries to build wheel from source code", "u1")
    # In its own thread, and still a trap: the general remark about wheel formats (cut from its answer).
    rec(KIWI, [ki1], P2_KIWI, False, SAME, [], None, author="u2")
    ki2 = (A, "Wheels for kiwi are built at https://github.com/MacPython/kiwisolver-wheels. " + P2_KIWI + " I asked again since I am not a packaging expert and if a format has emerged we will try to add it.", "u2")
    rec(KIWI, [ki1, ki2], "So apparently it should be possible (see the issue in https://github.com/MacPython/kiwisolver-wheels/issues/3) If you want to make a PR to add the building of those wheels.", True, "pronoun", ["it", "those wheels"], "Building kiwisolver aarch64 wheels should apparently be possible (see MacPython/kiwisolver-wheels#3); a PR could add building them to kiwisolver-wheels.", author="u2")

    pf1 = (U, "Feature request: linux-aarch64 wheels on PyPI. Thank you for this great package.\n\nCurrently, the PyPI release only includes wheels for `manylinux_2_28_x86_64` and `musllinux_1_2_x86_64` on Linux. There are no `linux_aarch64` wheels, which means users on ARM Linux (AWS Graviton, docker images, etc.) must either build from source or fall back to bioconda.\n\nThe only thing needed is to change `CIBW_ARCHS` from `auto64` to also include `aarch64`", "u1")
    pfq = "@lmdu have you had a chance to take a look at this request? The inclusion of linux-aarch64 would be greatly appreciated!"
    rec(PYFASTX, [pf1], pfq, True, "pronoun", ["this request"], "@lmdu have you had a chance to look at the request to publish pyfastx's linux-aarch64 wheels on PyPI? Including them would be greatly appreciated!", author="u2")
    rec(PYFASTX, [pf1, (U, pfq, "u2")], "OK. In next version, I will added support for aarch64.", True, "ellipsis", [], "pyfastx's next version will publish aarch64 wheels.", author="u3")
    lend(PYFASTX, [pf1], P2_NUMPY, SAME, WASMERPY)

    # ---- Helm chart ingress and service annotations ----
    ne1 = (U, "Helm Chart Service should support annotations. The Helm chart does not currently support custom annotations on the created service. " + P2_NESSIE, "u1")
    neq = "This could be supported by updating the helm chart values file with the following syntax.\n```\nservice:\n  annotations:\n    myannotation: \"myvalue\"\n```"
    rec(NESSIE, [ne1], neq, True, "pronoun", ["This"], "Custom annotations on the service created by Nessie's Helm chart could be supported by adding `service.annotations` (e.g. myannotation: \"myvalue\") to the chart's values file.", author="u1")
    # In its own thread, and still a trap: the asker's statement about their environment, naming what it needs.
    rec(NESSIE, [(U, "Helm Chart Service should support annotations. The Helm chart does not currently support custom annotations on the created service.", "u1")], P2_NESSIE, False, SAME, [], None, author="u1")

    hb1 = (U, "Allow Notary Ingress to Have Separate Set of Annotations. Hi,\n\nI'd like to contribute to Harbor helm chart by allowing Notary ingress to have extra set of annotations.\n\nFor one of our requirements, we need to restrict Notary server access to a certain set of IP blocks.", "u1")
    hbq = "Currently, we'll have to do this manually by patching the ingress which is not the best long-term solution."
    rec(HARBORHELM, [hb1], hbq, True, "pronoun", ["this", "the ingress"], "Currently, restricting Harbor's Notary server to certain IP blocks means patching the Notary ingress manually, which is not the best long-term solution.", author="u1")
    hb2 = (U, hbq + "\n\nMy proposal would be to add the following:\n`values.yaml`:\n```\ningress:\n  ...\n  notary:\n    annotations:\n```", "u1")
    rec(HARBORHELM, [hb1, hb2], "Same structure could be applied to habor ingress as well.", True, "ellipsis", ["Same structure"], "A separate annotations entry in harbor-helm's values.yaml, as proposed for the Notary ingress, could be applied to Harbor's main ingress as well.", author="u1")
    lend(HARBORHELM, [hb1], P2_NESSIE, SAME, NESSIE)

    dd1 = (U, "[Helm Chart] Allow Annotations To Be Set on Ingress", "u1")
    ddq = "## Describe the proposal\nIn the helm chart allow custom annotations to be set on the ingress. This will be useful for users who are deploying the dashboard on EKS using the AWS Loadbalancer Controller."
    rec(DAPRDASH, [dd1], ddq, True, "ellipsis", ["the helm chart", "the ingress", "the dashboard"], "The Dapr dashboard's Helm chart should allow custom annotations on its ingress, useful for users deploying the dashboard on EKS with the AWS Load Balancer Controller.", author="u1")

    sp1 = (U, "Add ingress annotations support. Implements https://github.com/remche/zero-to-shinyproxy/issues/15", "u1")
    lend(SHINYPROXY, [sp1], P2_NESSIE, SAME, NESSIE)

    # ---- serial ports and baud rates ----
    ls1 = (U, "Setting port speed. Hello,\nI cannot set port speed. I got an exception. Only 9600 works.\n`ad@monitor:~/serial $ sudo stty -F /dev/ttyUSB6 115200\nstty: /dev/ttyUSB6: unable to perform all requested operations\n`", "u1")
    lsq = "This indicates that the underlying serial driver is incapable of setting the port speed to anything but 9600 baud. What serial device are you using?"
    rec(LINUXSERIAL, [ls1], lsq, True, "pronoun", ["This"], "stty failing to set /dev/ttyUSB6 to 115200 indicates that the serial driver can't set any speed but 9600 baud; what serial device is it?", author="u2")
    rec(LINUXSERIAL, [ls1, (A, lsq, "u2")], "I'm closing this issue for now as it's not an issue with `LinuxSerialPort` but rather an issue with the underlying tty.", True, "pronoun", ["this issue", "it"], "Only 9600 baud working on /dev/ttyUSB6 is not a LinuxSerialPort issue but one with the underlying tty, so the issue is closed.", author="u2")
    lend(LINUXSERIAL, [ls1], P2_FTDI, SAME, SIMPLEUSB)

    ws1 = (U, "Trouble connecting at 500kbps. I have limited access to the hardware producing this stream, so I need to do some more experimenting, but my experience so far is that connecting fails (on both Linux and OS X) when I specify a baud of 500000.", "u1")
    wsq = "Typically this doesn't have anything to do with this library, but rather support for the baudrate in the serial hardware and driver. For example, when testing this I have success with some USB-serial converters but not others."
    rec(WJWSERIAL, [ws1], wsq, True, "pronoun", ["this"], "Failing to connect at 500000 baud typically has nothing to do with the wjwwood/serial library but with the serial hardware's and driver's support for that baudrate; some USB-serial converters work and others don't.", author="u2")
    rec(WJWSERIAL, [ws1, (A, wsq, "u2")], "Upon further investigation, it looks like it is actually working— I was getting an error related to something in my program. Sorry for the noise.", True, "pronoun", ["it"], "Connecting at 500000 baud with wjwwood/serial actually works; the error came from something in my own program.", author="u1")

    th1 = (U, "Error: [Errno 2] could not open port ttyUSB0. I got\n\nPHY62x2 Utility version 11.03.24\n---------------------------------------------------------\nError: Open ttyUSB0, 9600 baud! Error: [Errno 2] could not open port ttyUSB0: [Errno 2] No such file or directory: 'ttyUSB0'\n\nOn linux mint, I'm sure the ttyUSB0 is connected, the baud rate should be correct too, any suggestions what the issue can be?", "u1")
    rec(TH05F, [th1], "update: used a win10 based workstation with the same usb to com adapter it worked as it should", True, "ellipsis", ["the same usb to com adapter", "it"], "Flashing the TH05F sensor with the PHY62x2 utility from a Windows 10 workstation, with the same USB-to-COM adapter, worked as it should.", author="u1")

    su1 = (U, "Connection failed: baud rate to low (110baud). is it possible to enable it to work with a baud rate of 110?\nI cannot increase the baud rate on the device.", "u1")
    suq = "it depends on the usb-serial converter chip. some do not support such low baud rates"
    rec(SIMPLEUSB, [su1], suq, True, "pronoun", ["it", "such low baud rates"], "Whether SimpleUsbTerminal can work at 110 baud depends on the USB-serial converter chip; some chips don't support baud rates that low.", author="u2")
    su3 = "On my PC with the same usb-serial converter (FTDI/FT232RL) it works with a baudrate of 110 and if i try it with the app i get the message that the connection has failed. \"Connection failed: baud rate to low\" ."
    rec(SIMPLEUSB, [su1, (A, suq, "u2")], su3, True, "ellipsis", ["the same usb-serial converter", "the app"], "With my FTDI FT232RL USB-serial converter, 110 baud works on my PC, but SimpleUsbTerminal says \"Connection failed: baud rate to low\".", author="u1")
    # In its own thread, and still a trap: the answer's first sentence names its subject.
    rec(SIMPLEUSB, [su1, (A, suq, "u2"), (U, su3, "u1")], P2_FTDI, False, SAME, [], None, author="u2")

    ta1 = (U, "\"COM port in use\" error occurs seemingly randomly between runs. Would love to find the definitive cause and fix it!", "u1")
    taq = "Resolved by turning baud rate down to 115200. " + P2_WINBAUD + " snes audio payload is still ok with this lower serial baud rate"
    rec(TASTM32, [ta1], taq, True, "ellipsis", [], "TAStm32's random \"COM port in use\" error was resolved by lowering the serial baud rate to 115200; Windows doesn't like 2000000 though Linux does, and the SNES audio payload still works at the lower rate.", author="u1")

    ow1 = (U, "Unable to connect using 250000 baudrate. Connecting to port /dev/ttyUSB0, baudrate 250000\nChanging monitoring state from \"Opening serial connection\" to \"Error\"\nUnexpected error while connecting to serial port /dev/ttyUSB0, baudrate 250000 from hook default: ValueError: 'Failed to set custom baud rate (250000): [Errno 25] Not a tty' @ comm.py:_open_serial:3916", "u1")
    lend(OCTOWRT, [ow1], P2_FTDI, SAME, SIMPLEUSB)

    # ---- running a program as a systemd service ----
    dm1 = (U, "Integration with systemd. I think it would be very nice to have an example on how to deploy a `deamonocle` daemon with `systemd`. Said differently, how to write a `foo.service` that works with `daemonocle`.", "u1")
    dmq = "Well after some reading I think this is very straightforward:\n\n```ini\n[Unit]\nSourcePath=/home/pi/daemon/daemon\nDescription=My Juicy Daemon\nBefore=multi-user.target\n\n[Service]\nType=notify\nPIDFile=/var/run/my-juicy-daemon.pid\nRestart=no\nExecStart=/home/pi/daemon/daemon start\nExecStop=/home/pi/daemon/daemon stop\nExecReload=/home/pi/daemon/daemon reload\n```"
    rec(DAEMONOCLE, [dm1], dmq, True, "pronoun", ["this"], "Writing a systemd foo.service for a daemonocle daemon is straightforward: a [Service] of Type=notify with a PIDFile and ExecStart, ExecStop and ExecReload calling the daemon's start, stop and reload.", author="u1")
    lend(DAEMONOCLE, [dm1], P2_ANYCLI, SAME, GUARDIAN)

    gu1 = (U, "Run as a daemon? Can `sga-agent` be run as a daemon? Automatically started on startup? Perhaps something managed with systemd?", "u1")
    rec(GUARDIAN, [gu1], P2_ANYCLI, False, SAME, [], None, author="u2")
    guq = "There is no need to make `sga-guard` a daemon. The trick is that you need to specify the intermediary in that command. So if you have multiple intermediary, you'd need multiple unit file. That is not very nice to use."
    rec(GUARDIAN, [gu1, (A, P2_ANYCLI, "u2")], guq, True, "ellipsis", ["that command"], "sga-guard needn't be a daemon, but its systemd unit's command must name the intermediary, so several intermediaries need several unit files, which is not nice to use.", author="u2")

    da1 = (U, "Allow running as a daemon", "u1")
    rec(DAUTH, [da1], "Make some systemd unit files for the appropriate components to allow the system to run as a daemon during deployment and in the test VMs.", True, "ellipsis", ["the appropriate components", "the system"], "Make systemd unit files for dAuth's components so that dAuth can run as a daemon during deployment and in the test VMs.", author="u1")
    lend(DAUTH, [da1], P2_ANYCLI, SAME, GUARDIAN)

    # ---- retrying HTTP 503 with backoff ----
    dx1 = (U, "TIP-1023: retry 503 just like 500. For TIP, we want to treat 503 (ServiceUnavailable) errors just like 500 (InternalError), in terms of the retry with exponential backoff. Previously, 503 had an infinite retry every 60 seconds.", "u1")
    rec(DXTOOLKIT, [dx1], "May be the comment also needs to be updated?", True, "ellipsis", ["the comment"], "Does the \"Propagate 500 error to caller\" comment in dx-toolkit's DXHTTPRequest.java also need updating now that 503 is retried like 500?", author="u2")
    dxq = "@geetduggal  or @commandlinegirl can you please review? Not sure why 503 was excluded.."
    rec(DXTOOLKIT, [dx1, (A, "May be the comment also needs to be updated?", "u2")], dxq, True, "ellipsis", [], "Can @geetduggal or @commandlinegirl review dx-toolkit's change to retry 503 like 500? It's unclear why 503 was excluded from the disableRetry check.", author="u2")
    # A follow-up by the second reader's adjudication (labelling.md §2 rules 1 and 6): "the existing
    # 503 logic" is the infinite 60-second retry the opener described, and the sentence answers
    # "Not sure why 503 was excluded"; read alone it does not say what that logic is.
    rec(DXTOOLKIT, [dx1, (A, "May be the comment also needs to be updated?", "u2"), (A, dxq, "u2")], "The existing 503 logic seems fine if you imagine the typical cmd line dx-toolkit operation.", True, "ellipsis", ["The existing 503 logic"], "dx-toolkit's existing handling of 503 errors (an infinite retry every 60 seconds, not the exponential backoff used for 500) seems fine for typical command-line dx-toolkit operation.", author="u3")
    lend(DXTOOLKIT, [dx1], P2_503, SAME, RSOLR)

    rs1 = (U, "Ability to automatically retry a 503 response. Sometimes Solr will throw a HTTP 503 (e.g. exceeded limit of maxWarmingSearchers), and at Websolr we also occasionally must throw a 503 for certain temporary network conditions.", "u1")
    rec(RSOLR, [rs1], P2_503, False, SAME, [], None, author="u1")
    rs2 = (U, P2_503 + " Here's the relevant bit of RFC:\n\n> If known, the length of the delay MAY be indicated in a Retry-After header.\n\nI propose that when RSolr receives a 503 with a `Retry-After` header, it automatically retries the request after the specified delay, if requested by the user.", "u1")
    rec(RSOLR, [rs1, rs2], "So here's my implementation of that idea.\n\nThoughts? Is this appropriate?", True, "pronoun", ["that idea", "this"], "Here is my implementation of RSolr automatically retrying a 503 after its Retry-After delay when the user asks; is it appropriate?", author="u1")
    lend(RSOLR, [rs1], P2_AMAZON, SAME, GOAMZ)

    gz1 = (U, "retry request on some 5xx errors. " + P2_AMAZON + ", so it can be nice to have retry.\n\nAdded some other 5xx error which make sense to retry in case of receiving.", "u1")
    rec(GOAMZ, [gz1], "thanks @kstokoz .\nI hope the exponentially backing off logic is being handled somewhere safe in the code.", True, "ellipsis", ["the exponentially backing off logic", "the code"], "I hope the exponential backoff for goamz's retries on 5xx errors is handled somewhere safe in the code.", author="u2")
    lend(GOAMZ, [gz1], P2_503, SAME, RSOLR)

    ir1 = (U, "Document how to deal with 503 responses", "u1")
    rec(IRONDOCS, [ir1], "With exponential backoff and retries.", True, "ellipsis", [], "Document that clients of iron.io should deal with 503 responses with exponential backoff and retries.", author="u1")
    lend(IRONDOCS, [ir1], P2_AMAZON, SAME, GOAMZ)

    # ---- CMake minimum version deprecation warnings ----
    lm1 = (U, "Having `CMAKE_MINIMUM_REQUIRED(VERSION 2.8)` now causes cmake warning. Currently in https://github.com/BIC-MNI/libminc/blob/develop/CMakeLists.txt there is:\n\n```\nCMAKE_MINIMUM_REQUIRED(VERSION 2.8)\n```\n\nThis seems to make current versions of cmake output:\n\n```\nCMake Deprecation Warning at Modules/ThirdParty/MINC/src/libminc/CMakeLists.txt:25 (CMAKE_MINIMUM_REQUIRED):\n  Compatibility with CMake < 2.8.12 will be removed from a future version of\n  CMake.\n```", "u1")
    lmq = "Increasing it to 3.0 silences this warning.\n\nDoes libminc actually still need 2.8.12 support?"
    rec(LIBMINC, [lm1], lmq, True, "pronoun", ["it", "this warning"], "Raising libminc's CMAKE_MINIMUM_REQUIRED to 3.0 silences the CMake < 2.8.12 deprecation warning; does libminc still need CMake 2.8.12 support?", author="u1")
    rec(LIBMINC, [lm1, (U, lmq, "u1")], "we probably can just replace 3.0 without too much trouble... minc-toolkit requires minimum 3.6.1", True, "ellipsis", [], "libminc can probably just require CMake 3.0 without much trouble; minc-toolkit already requires CMake 3.6.1 at minimum.", author="u2")
    lend(LIBMINC, [lm1], P2_SINCE327, SAME, CPPLOCATE)

    np1 = (U, "build: set minimum required CMake to 3.5. Avoids:\n```bash\nCMake Deprecation Warning at CMakeLists.txt:1 (cmake_minimum_required):\n  Compatibility with CMake < 3.5 will be removed from a future version of\n  CMake.\n```", "u1")
    rec(NATPMP, [np1], "Why add FATAL_ERROR which is deprecated ?", True, "ellipsis", [], "Why does the libnatpmp pull request raising the minimum CMake to 3.5 add FATAL_ERROR to cmake_minimum_required, when FATAL_ERROR is deprecated?", author="u2")
    rec(NATPMP, [np1, (A, "Why add FATAL_ERROR which is deprecated ?", "u2")], "Dropped.", True, "ellipsis", [], "I dropped FATAL_ERROR from libnatpmp's cmake_minimum_required.", author="u1")
    rec(NATPMP, [np1, (A, "Why add FATAL_ERROR which is deprecated ?", "u2"), (U, "Dropped.", "u1")], P2_CMAKE327, False, SAME, [], None, author="u2")

    xt1 = (U, "Update cmake_minimum_required version to 3.5 to avoid deprecation warning. Building with `cmake` 3.27.5 generates this warning:\n\n```\nCMake Deprecation Warning at xtl/CMakeLists.txt:10 (cmake_minimum_required):\n  Compatibility with CMake < 3.5 will be removed from a future version of\n  CMake.\n\n  Update the VERSION argument <min> value or use a ...<max> suffix to tell\n  CMake that the project does not need compatibility with older versions.\n```", "u1")
    rec(XTL, [xt1], "Note: Adding a `...<max>` suffix as per the suggestion above is [only supported from `cmake` version 3.12](https://cmake.org/cmake/help/latest/command/cmake_minimum_required.html).", True, "ellipsis", ["the suggestion above"], "Adding a `...<max>` suffix to cmake_minimum_required, as CMake's deprecation warning suggests, is only supported from CMake 3.12.", author="u1")
    lend(XTL, [xt1], P2_CMAKE327, SAME, NATPMP)

    ml1 = (U, "CMake deprecation warning with versions below 3.5.0. While building Datatype99, the following error is produced by CMake:\n\n```\nCMake Deprecation Warning at build/_deps/metalang99-src/CMakeLists.txt:1 (cmake_minimum_required):\n  Compatibility with CMake < 3.5 will be removed from a future version of\n  CMake.\n```", "u1")
    rec(METALANG, [ml1], "The solution would be to upgrade the CMake minimum required version to `3.5.0` as follows:\n\n```\ncmake_minimum_required(VERSION 3.5.0)\n```", True, "ellipsis", ["The solution"], "Fixing metalang99's CMake < 3.5 deprecation warning would mean raising its cmake_minimum_required to VERSION 3.5.0.", author="u1")
    lend(METALANG, [ml1], P2_SINCE327, SAME, CPPLOCATE)

    cl1 = (U, "Bump minimum CMake version to 3.5 to fix deprecation warning.", "u1")
    rec(CPPLOCATE, [cl1], P2_SINCE327, False, SAME, [], None, author="u1")
    rec(CPPLOCATE, [cl1, (U, P2_SINCE327 + ":\n\n```\nCMake Deprecation Warning at deps/cpplocate-src/source/tests/CMakeLists.txt:7 (cmake_minimum_required):\n  Compatibility with CMake < 3.5 will be removed from a future version of CMake.\n```", "u1")], "This PR simply bumps the minimum required CMake version from 3.0 to 3.5.", True, "pronoun", ["This PR"], "The cpplocate pull request simply bumps the minimum required CMake version from 3.0 to 3.5.", author="u1")

    oc1 = (U, "CMake minimum version should be higher than 3.5. Right now CMake gives the following warning:\n\n```\nCMake Deprecation Warning at CMakeLists.txt:29 (cmake_minimum_required):\nCompatibility with CMake < 3.5 will be removed from a future version of CMake.\n```", "u1")
    rec(OPENSSLCMAKE, [oc1], "Thus the minimum version should be raised or a `MAX` tag should be added to the CMake script.", True, "ellipsis", ["the minimum version", "the CMake script"], "openssl-cmake's cmake_minimum_required version should be raised above 3.5, or a MAX version added to its CMake script.", author="u1")
    lend(OPENSSLCMAKE, [oc1], P2_CMAKE327, SAME, NATPMP)

    # ---- protobuf generated code and runtime version mismatches ----
    pb1 = (U, "Mismatch in protoc and runtime library versions. I wanted to use protocol buffers in my project, so I installed the latest the latest release v3.6.0 from the tarball available on github.\n\nWhen i try to link the cc file, generated after compiling using protoc, with libprotoc, I get an error that \n\"This file was generated by an older version of protoc which is incompatible with your Protocol Buffer headers.  Please regenerate this file with a newer version of protoc.\n\nAlso the protoc --version reflects 3.0.0\n\nMy question is, both protoc and the runtime env got installed using the same tarball, then why do I get a version mismatch?", "u1")
    rec(PROTOBUF, [pb1], "Ubuntu comes with a pre-installed protoc. You need to uninstall that one.", True, "pronoun", ["that one"], "Ubuntu comes with a pre-installed protoc (3.0.0); uninstall it so that protoc matches the v3.6.0 runtime installed from the tarball.", author="u2")
    # In its own thread, and still a trap: the answer's first sentence names its subject.
    rec(PROTOBUF, [pb1], P2_UBUNTU, False, SAME, [], None, author="u2")

    os1 = (U, "[Arch] Detected mismatched Protobuf (ui). Using the `extra/opensnitch 1.7.1-1` Arch Linux package.\nRunning `opensnitch-ui`:\n```\ngoogle.protobuf.runtime_version.VersionError: Detected mismatched Protobuf Gencode/Runtime major versions when loading ui.proto: gencode 6.31.1 runtime 5.29.3. Same major version is required.\n```", "u1")
    osq = "thank you @ndavd , we may need to generate new protobuffer files.\n\nPost please the grpcio and protobuf versions installed in your system. Maybe it appears in the build log."
    rec(OPENSNITCH, [os1], osq, True, "ellipsis", ["it"], "opensnitch may need to regenerate its protobuf files for the gencode 6.31.1 / runtime 5.29.3 mismatch; which grpcio and protobuf versions are installed on your Arch system (maybe the build log shows them)?", author="u2")
    rec(OPENSNITCH, [os1, (A, osq, "u2")], "See if you have multiple versions of python-grpcio installed, maybe as your user or/and globally via pip, besides the pacman version (`pip3 list installed | grep grpcio`).", True, "ellipsis", ["the pacman version"], "Check whether several versions of python-grpcio are installed for opensnitch-ui, as your user or globally via pip, besides the pacman one (`pip3 list installed | grep grpcio`).", author="u2")
    lend(OPENSNITCH, [os1], P2_UBUNTU, SAME, PROTOBUF)

    mo1 = (U, "Having problems with protoc and protobuf. I'm getting errors on the ==== Building omnetpp-federate-LIBRARY (debug) ==== part of the installation\ni think it's bacause of my protoc version but I'm not sure.\n\nthis is one of the error messages I'm getting\n\nsrc/util/ClientServerChannelMessages.pb.h:12:2: error: #error This file was generated by a newer version of protoc which is", "u1")
    moq = "The install script calls `protoc` to generate `ClientServerChannelMessages.pb.h` and `ClientServerChannelMessages.pb.cc` from the protobuf definition in `ClientServerChannelMessages.proto`. It then uses these files for compilation/linking against libprotobuf .\n\nThis, however, works only if the versions of protoc and libprotobuf match. So yes, it seems your version of protoc is incorrect"
    rec(MOSAIC, [mo1], moq, True, "ellipsis", ["The install script", "your version of protoc"], "Eclipse MOSAIC's omnetpp federate install script generates ClientServerChannelMessages.pb.h/.pb.cc with protoc and links them against libprotobuf, which works only if the protoc and libprotobuf versions match, so the protoc version seems wrong.", author="u2")
    lend(MOSAIC, [mo1], P2_PROTOCVER, SAME, EMBPROTO)
    lend(MOSAIC, [mo1], P2_UBUNTU, SAME, PROTOBUF)

    ep1 = (U, "protoc version mismatch. Hello,\nwhen running the `setup.py` script, there is a version mismatch between the major and minor version number.\nI installed protoc via the github releases (https://github.com/protocolbuffers/protobuf/releases), and when running `protoc --version` I get: `libprotoc 25.0`.\nOn the other hand, the python version is `4.25.0`.", "u1")
    rec(EMBPROTO, [ep1], P2_PROTOCVER, False, SAME, [], None, author="u1")
    epq = "Hello Fabien,\n\nI have been looking at your PR and [#68](https://github.com/Embedded-AMS/EmbeddedProto/pull/68). Both aim to fix the same issue. I thought #68 would be a bit more robust so I selected that one to be included in develop. Non the less I greatly appreciate your input."
    rec(EMBPROTO, [ep1, (U, P2_PROTOCVER, "u1")], epq, True, "pronoun", ["your PR", "Both", "that one"], "EmbeddedProto pull requests #66 and #68 both fix the protoc version mismatch in setup.py; #68 seemed more robust, so it was selected for develop.", author="u2")

    aa1 = (U, "[Bug]: Detected mismatched Protobuf Gencode/Runtime major versions. Trying to run the sample code in python directory and getting this error \ngoogle.protobuf.runtime_version.VersionError: Detected mismatched Protobuf Gencode/Runtime major versions when loading a2a.proto: gencode 6.31.1 runtime 5.29.5. Same major version is required.", "u1")
    rec(A2APY, [aa1], "uv add \"a2a-sdk==0.2.5\" worked for me", True, "ellipsis", [], "Pinning the a2a-sdk to 0.2.5 with `uv add \"a2a-sdk==0.2.5\"` fixed a2a-python's mismatched Protobuf gencode/runtime versions error for me.", author="u1")
    lend(A2APY, [aa1], P2_PROTOCVER, SAME, EMBPROTO)

    # ---- configuration file formats and environment-variable overrides ----
    aw1 = (U, "Config file format? What format do we want to use for configuration files? I'm fairly partial to a simple key=value pairing like what is used by a lot of Linux software. It's simple, easy to parse, easy to read/write, and can easily be extended if we need something more advanced.\n\nOther options I think are worth considering are TOML, JSON, and XML.", "u1")
    awq = "I am especially partial to the simplicity of key/value pairs. Having had experience trying to read/parse JSON, and XML I am not so much a fan (despite thier popularity). \n\nTOML however, is new to me and actually features key/value pairs!\nIt also looks really dumb-easy. TOML would be where my vote would go (followed by plain old key/value)."
    rec(AARDWOLF, [aw1], awq, True, "ellipsis", ["key/value pairs"], "For Aardwolf's configuration files I'd vote for TOML, which features key/value pairs and looks easy, followed by plain key=value; I'm not a fan of JSON or XML.", author="u2")
    rec(AARDWOLF, [aw1, (A, awq, "u2")], "I was thinking the same about TOML, especially if it doesn't require a section block.", True, "ellipsis", ["the same", "it"], "I also think TOML would be a good config file format for Aardwolf, especially if TOML doesn't require a section block.", author="u1")

    ru1 = (U, "Support JSON, TOML, or YAML config files. Users may have a preference for data serialization format for working with config files. Ruma should not force JSON on users that really don't want to use it.\n\nThe logic should be:\n1. Use `ruma.json` if present.\n2. Use `ruma.toml` if present.\n3. Use `ruma.yaml` if present.\n4. Use `ruma.yml` if present.\n5. Crash with a useful error message.", "u1")
    # In its own thread, and still a trap: a general claim about multiple config formats.
    rec(RUMA, [ru1], P2_MULTIFMT, False, SAME, [], None, author="u2")
    ru2 = (A, P2_MULTIFMT + " I'd have thought having one that works well might be better than a hybid mix.", "u2")
    rec(RUMA, [ru1, ru2], "Could you elaborate? When is a config file generated and why would supporting multiple formats make it hard? When are config files compared?", True, "ellipsis", ["it"], "Why would Ruma supporting multiple config file formats make generating and comparing config files hard? When are Ruma's config files generated or compared?", author="u1")

    ch1 = (U, "Configuration file. Use a separate file for configuration so that there is no need to edit the settings.py manually. `.ini` Files seem like a good fit, the python [configparser](https://docs.python.org/3/library/configparser.html) provides an easy interface to those.", "u1")
    chq = "I would honestly prefer an more advanced format like yaml, json etc. - that should give way more flexibility and \"cleaner\" structure."
    rec(CHAOSINV, [ch1], chq, True, "ellipsis", ["that"], "Rather than .ini, I'd prefer a more advanced format such as YAML or JSON for chaosinventory's configuration file, for more flexibility and a cleaner structure.", author="u2")
    rec(CHAOSINV, [ch1, (A, chq, "u2")], "In the call on 2021-01-22 we decided to use `ini` as format.", True, "ellipsis", [], "In the 2021-01-22 call, chaosinventory decided to use ini as its configuration file format.", author="u3")
    lend(CHAOSINV, [ch1], P2_MULTIFMT, SAME, RUMA)

    fa1 = (U, "[RfC] Config file format. Due to an oversight, fave-extract no longer accepts a config file; all user configuration is done via command line arguments.\n\n### Proposals\n- YAML\n- TSV\n- Old format\n- (other options?)\n\n### Design considerations\nBased on our current command line flags, we have 4 types of configuration option:\n- Flags (false unless present)\n- Single entry values (provide one value)\n- Multiple entry values (provide a list of values)\n- Filenames (similar to single entry values, but the file contains multiple values so best treated separately)", "u1")
    rec(FAVE, [fa1], "We want a format that is tailored to those, so a heavy emphasis on key:value systems is important.", True, "pronoun", ["those"], "FAVE's config file format should be tailored to its four kinds of option (flags, single values, lists, filenames), so a heavy emphasis on key:value systems is important.", author="u1")
    lend(FAVE, [fa1], P2_MULTIFMT, SAME, RUMA)

    tx1 = (U, "feat: Support env var config overrides", "u1")
    rec(TRACKX, [tx1], "Allows for any API configuration value to be overridden by environment variables.", True, "ellipsis", [], "This trackx pull request allows any API configuration value to be overridden by environment variables.", author="u1")

    hk1 = (U, "Need to support environment variable", "u1")
    rec(HEKETI, [hk1], "Environment variables should override the following values in the configuration file:\n\n1. port\n1. user password\n1. admin password", True, "ellipsis", ["the configuration file"], "Environment variables should override the port, user password and admin password values in heketi's configuration file.", author="u1")

    # ---- choosing a build system (Meson or CMake) ----
    eb1 = (U, "add meson build file", "u1")
    eb2 = (A, "@robUx4 I'd like to come to a decision wrt. to build systems before considering merging this. I'm definitely not willing to invest the time to maintain two build systems again. So for me there are three options:\n\n1. We add the Meson-based system and you maintain it\n2. We replace the existing CMake-based system with the Meson-based system; we both maintain it\n3. Wo don't merge the Meson-based system\n\nAll variants are fine with me.", "u2")
    ebq = "I prefer CMake because of its good integrations with VSCode (and Visual Studio). So 2 is out of the question. I'm fine with either 1 and 3. But I'll need to check it's equivalent to what we currently produce with CMake."
    rec(LIBEBML, [eb1, eb2], ebq, True, "position", ["2", "1 and 3"], "I prefer CMake for its VSCode and Visual Studio integration, so replacing libebml's CMake build with Meson is out; adding the Meson build maintained by me, or not merging it, are both fine, once I check it matches the CMake output.", author="u3")
    rec(LIBEBML, [eb1, eb2, (A, ebq, "u3")], "As neither of us wants to have to maintain the Meson-based system, I'm going to close this PR. Nevertheless, thanks @neheb.", True, "ellipsis", ["this PR"], "Since neither libebml maintainer wants to maintain a Meson build, the pull request adding a meson build file is closed.", author="u2")
    lend(LIBEBML, [eb1], P2_TWOBUILD, SAME, TOMLC99)

    ot1 = (U, "Switch to Meson build system. 1. would it make sense to switch from CMake to Meson (https://mesonbuild.com)?\n2. what are the pros and cons about both build system?\n3. which build system has better IDE integration?", "u1")
    otq = "I've done some research and I've played a bit with it. I really like meson and I find it way more powerful, easier and intuitive than cmake.\nBut some of the things I need are present only in recent versions, meaning that I'd have to hack around to solve problem for old distros (eg Ubuntu 16.04 or 18.04, Debian stable, etc)."
    rec(OTPCLIENT, [ot1], otq, True, "pronoun", ["it"], "Having researched and tried Meson for OTPClient, I find it more powerful, easier and more intuitive than CMake, but what I need is only in recent Meson versions, so old distros (Ubuntu 16.04/18.04, Debian stable) would need hacks.", author="u1")
    rec(OTPCLIENT, [ot1, (U, otq, "u1")], "I disagree with the change to Meson.", True, "ellipsis", ["the change to Meson"], "I disagree with switching OTPClient's build system from CMake to Meson.", author="u2")

    lf1 = (U, "feature request: meson build system. Makefile is nice and fast, but meson can handle options in an easier nice syntax close to python (far far better than cmake). It is also very fast\n\ndo you agree of such build system ? I can do a PR if you want", "u1")
    rec(LIBDEFLATE, [lf1], "And https://muon.build too.\n\nmuon even faster. :)", True, "ellipsis", [], "libdeflate could also consider muon (https://muon.build), a Meson implementation that is even faster.", author="u2")
    lfq = "There have been a lot more requests for CMake, including an existing partially-complete pull request (https://github.com/ebiggers/libdeflate/pull/101), so that's the one I'd probably go with if I were to change to a different build system."
    rec(LIBDEFLATE, [lf1, (A, "And https://muon.build too.\n\nmuon even faster. :)", "u2")], lfq, True, "pronoun", ["that's the one"], "There have been many more requests for CMake than Meson for libdeflate, including a partial pull request (#101), so CMake is what libdeflate would probably switch to if it changed build systems.", author="u3")
    lend(LIBDEFLATE, [lf1], P2_TWOBUILD, SAME, TOMLC99)

    tm1 = (U, "Add building with meson. This adds the ability to build with meson", "u1")
    rec(TOMLC99, [tm1], P2_TWOBUILD, False, SAME, [], None, author="u2")

    va1 = (U, "add meson build system as alternative to cmake. I have no idea if this is wanted or not, but I just prefer Meson, and more choice is good, right?\n\nI can commit to maintaining this so that it does not end up out of sync from the CMake system.", "u1")
    rec(VANILLA, [va1], "Thanks, but I think having two build systems in the repository risks overcomplicating it.", True, "ellipsis", ["the repository", "it"], "Thanks, but having both Meson and CMake build systems in the vanilla repository risks overcomplicating it.", author="u2")


    # ---- command-line address arguments: positional or a flag (RustScan) ----
    rn1 = (U, "Adjust `-p` argument with a single port. ## Bug\n\nRight now the following command will fail: `-b 100 -p 80 127.0.0.1`.\n\nThe current alternatives are:\n\n* `-b 100 -p 80, 127.0.0.1`\n* `-p 80 -b 100 127.0.0.1`", "u1")
    rn2 = (U, "@bee-san @smackhack one of the maintainers of `structopt` explained what was happening here and it actually makes a lot of sense. We have two options from here:\n\n1. Create a custom parser for this argument\n2. Make address an optional instead of a positional argument, as in, accept `-a` or `--addresses` instead of accepting it at the end of the command line args.", "u1")
    rnq = "Option 1 keeps our API as is, but increases the complexity of our software.\n\nAny preferences?"
    rec(RUSTSCAN211, [rn1, rn2], rnq, True, "position", ["Option 1"], "A custom parser for RustScan's address argument keeps the API as is but increases the software's complexity; which is preferred, that or an -a/--addresses flag?", author="u1")
    rn4 = (A, "What would creating a custom parser imply? How much complexity would it bring?\n\nIdeally we'd keep the current API as other port scanners use positional arguments and by adding it as an option we increase the complexity the user has to face to use RustScan.", "u2")
    rnq2 = "I think it wouldn't be too much, but I haven't tried implementing it yet. \n\nThe benefit of doing with option `2` is also solving these kind of reports: https://github.com/RustScan/RustScan/issues/189, but that can be done by being extra clear on our Wiki that IP should be the last argument."
    rec(RUSTSCAN211, [rn1, (U, rn2[1] + "\n\n" + rnq, "u1"), rn4], rnq2, True, "position", ["option `2`", "it"], "A custom parser for RustScan's address argument wouldn't be much work; making the address an -a/--addresses flag would also solve reports like #189, though a wiki note that the IP must be the last argument could too.", author="u1")
    lend(RUSTSCAN211, [rn1], P2_RUSTSCAN2, SAME, RUSTSCAN315)

    rv1 = (U, "[VOTE] Using flags for addresses vs positional arguments. We have a problem which has 2 possible solutions.\n\n1. We create a custom parser for positional arguments so you can do `rustscan 127.0.0.1,google.com`\n2. We create a flag such as `rustscan -a 127.0.0.1,google.com`", "u1")
    rvq = "The 2nd option would solve a significant amount of bugs, whereas the 1st option also solves the bugs but adds a lot more complexity to the program. See #211 for more info."
    rec(RUSTSCAN222, [rv1], rvq, True, "position", ["The 2nd option", "the 1st option"], "An -a flag for RustScan's addresses would solve many bugs, whereas a custom parser for positional addresses also solves them but adds much more complexity (see #211).", author="u1")
    rec(RUSTSCAN222, [rv1, (U, rvq, "u1")], "**Question: Would you be okay with using a flag to specify addresses?**", True, "ellipsis", ["a flag"], "Would RustScan users be okay with using a flag (-a) to specify addresses instead of positional arguments?", author="u1")
    lend(RUSTSCAN222, [rv1], P2_RUSTSCAN2, SAME, RUSTSCAN315)

    rt1 = (U, "argument which wasn't expected (ip address). **when I start rustscan with standard configurations, I get an argument error**\nthis problem happened after installing macos Big Sur. on the previous version of macos everything worked fine!\n\n1. just start ```rustscan 125.125.125.125```\n2. See error:\n```\nerror: Found argument '125.125.125.125' which wasn't expected, or isn't valid in this context\n```\n - rustscan 2.0.0", "u1")
    rec(RUSTSCAN315, [rt1], P2_RUSTSCAN2, False, SAME, [], None, author="u2")
    rec(RUSTSCAN315, [rt1, (A, P2_RUSTSCAN2 + " so rustscan -a 125.125.125.125", "u2")], "oh, thank you... did not look at the changes", True, "ellipsis", ["the changes"], "Thanks; I hadn't looked at rustscan 2.0's changes, which made -a the address flag.", author="u1")

    # ---- Docker HEALTHCHECK instructions ----
    kc1 = (U, "Add Healthcheck Instruction query for Docker. ### Platform\nDocker\n### Provider\nDockerfile", "u1")
    rec(KICS, [kc1], "### Description\nEnsure that HEALTHCHECK is being used.", True, "ellipsis", [], "The new kics query for Dockerfiles should ensure that a HEALTHCHECK instruction is being used.", author="u1")
    rec(KICS, [kc1, (U, "### Description\nEnsure that HEALTHCHECK is being used.", "u1")], P2_HEALTH, False, SAME, [], None, author="u1")

    st1 = (U, "add HEALTHCHECK to docker images", "u1")
    rec(STEELTOE, [st1], P2_STEELTOE, False, SAME, [], None, author="u1")
    lend(STEELTOE, [st1], P2_HEALTH, SAME, KICS)

    ou1 = (U, "feat(docker): Add HEALTHCHECK to dockerfiles", "u1")
    ouq = "[Adding a HEALTHCHECK to dockerfiles](https://docs.docker.com/engine/reference/builder/#healthcheck) is useful both as a documentation of the best way to check the health of the container."
    # A trap in its own thread (second reader's adjudication, labelling.md §2 rules 1 and 6): a
    # general rationale for HEALTHCHECKs in Dockerfiles; "the container" is a phrase the thread
    # (its title only) never used, so no back-reference.
    rec(OPUP, [ou1], ouq, False, SAME, [], None, author="u1")
    rec(OPUP, [ou1, (U, ouq, "u1")], "Since docker containers are being spun up programmatically they also help with `docker inspect` being a good way to check the health of a container", True, "pronoun", ["they"], "Since op-up spins docker containers up programmatically, HEALTHCHECKs in its Dockerfiles also make `docker inspect` a good way to check a container's health.", author="u1")
    lend(OPUP, [ou1], P2_STEELTOE, SAME, STEELTOE)

    ij1 = (U, "Dockerfile: Missing container HEALTHCHECK instruction. ### Problem\n`Dockerfile` does not define a `HEALTHCHECK` directive to monitor container availability.", "u1")
    rec(ITSJUST, [ij1], "### Solution\nAdd a `HEALTHCHECK` checking the local server endpoint:\n```dockerfile\nHEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \\\n  CMD wget --no-verbose --tries=1 --spider http://localhost:3000/ || exit 1\n```", True, "ellipsis", ["the local server endpoint"], "Add a HEALTHCHECK to the ItsJust template's Dockerfile that checks the local server endpoint http://localhost:3000/ with wget every 30s (timeout 5s, start period 5s, 3 retries).", author="u1")
    lend(ITSJUST, [ij1], P2_HEALTH, SAME, KICS)

    dk1 = (U, "HEALTHCHECK missing from lab #7", "u1")
    rec(DOCKERKATAS, [dk1], "The `HEALTHCHECK` instruction is missing from [Lab 7](https://github.com/praqma-training/docker-exercises/blob/master/labs/7-building-an-image.md#instructions).", False, SAME, [], None, author="u1")
    lend(DOCKERKATAS, [dk1], P2_STEELTOE, SAME, STEELTOE)

    # ---- publishing a Docker image or letting users build it ----
    # The excerpt starts at the maintainer's comment; the opener is the pull request's author, who
    # says he asked the maintainer on Reddit before sending it, so he is u1 on the user side.
    mo0 = (U, "Add github action to build docker image and docker-compose support", "u1")
    mo1 = (A, "Thank you for your contribution! However, after some consideration, I'm not entirely convinced about the necessity of publishing an image rather than simply providing a Dockerfile and docker-compose. Could you help me understand why that might not be enough?", "u2")
    mo2 = (U, "Hi @remvze, can you maybe direct me to the docker-compose in this repo? I am struggling to install it on my NAS, which only offers the easy install methods via docker hub or a docker-compose yml file.", "u3")
    mo3 = (U, "There are 2 approaches: building the image and publishing it and let final users build it themselves.", "u1")
    moq = "I prefer the first one as it reduces the CPU need on the end users' computers and globally reduce the build time (as the image is only built once).\nUp to you to chose the approach, that was exactly why I asked you on Reddit if you were open to implement the feature."
    # The comment's first sentence names the two approaches, its next one chooses between them.
    rec(MOODIST, [mo0, mo1, mo2, mo3], moq, True, "position", ["the first one", "the approach"], "I prefer building and publishing moodist's Docker image over letting users build it themselves, since it cuts end users' CPU use and total build time (the image is built once); the choice is yours.", author="u1")

    # ---- a design consideration's numbered alternatives ----
    th1 = (U, "Design consideration could add more information on the chosen design", "u1")
    # The description's sentence precedes its screenshot of the alternatives; the title frames it.
    rec(PETHUTAHW, [th1], "It would be good to explan why alternative 1 was chose.", True, "position", ["alternative 1"], "The design consideration (screenshot) should explain why its first alternative was chosen.", author="u1")
