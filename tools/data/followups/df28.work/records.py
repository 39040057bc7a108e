"""df28 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-fourth pass): engineering threads in areas no earlier df part collected ====
# ---- reproducible builds: SOURCE_DATE_EPOCH as the build timestamp ----
TRUEHDD = GH + "truehdd/truehdd/pull/7"
MBLAZE = GH + "leahneukirchen/mblaze/pull/115"
IORTCW = GH + "iortcw/iortcw/pull/18"
PASBUILD = GH + "graemeg/PasBuild/issues/20"
LIBV3270 = GH + "PerryWerneck/libv3270/pull/8"
OCRUNCH = GH + "mirage/ocaml-crunch/pull/45"
OPENARENA = GH + "OpenArena/gamecode/pull/18"
DRACUT = GH + "dracut-ng/dracut/pull/1431"
# ---- man pages: writing and generating them (ronn, pandoc, asciidoc) ----
SRCML = GH + "srcML/srcML/issues/1908"
LOCKRUN = GH + "pushcx/lockrun/pull/8"
GITFTP = GH + "git-ftp/git-ftp/pull/180"
ABIREPORT = GH + "clearlinux/abireport/pull/7"
I3B186 = GH + "vivien/i3blocks/issues/186"
I3B188 = GH + "vivien/i3blocks/pull/188"
KADNODE = GH + "mwarning/KadNode/pull/78"
FREECADMCP = GH + "neka-nat/freecad-mcp/pull/120"
UCLCMD = GH + "allanjude/uclcmd/pull/33"
CLICKMAN = GH + "click-contrib/click-man/pull/5"
THINGS = GH + "itspriddle/things-cli/pull/12"
FWACTION = GH + "9elements/firmware-action/issues/432"
# ---- XDG Base Directory: configuration under $XDG_CONFIG_HOME, not dotfiles in $HOME ----
BOILR = GH + "Ilyes512/boilr/pull/27"
PAPERWM = GH + "paperwm/PaperWM/issues/78"
BREEZY = GH + "wheaney/breezy-desktop/issues/17"
PUSHOVER = GH + "nbrownus/pushover-desktop-client/pull/2"
IMAPFILTER = GH + "lefcha/imapfilter/issues/16"
AWESOMEDOT = GH + "webpro/awesome-dotfiles/issues/33"
SLIMPRIS = GH + "mavit/slimpris2/issues/15"
XDM = GH + "subhra74/xdm/issues/283"
CDOGS = GH + "cxong/cdogs-sdl/pull/758"
MACKUP = GH + "lra/mackup/pull/1529"
KLAMA = GH + "eliran89c/klama/issues/12"
# ---- NO_COLOR: one environment variable to turn off coloured terminal output ----
CLUI = GH + "SBU-CE/clui/issues/7"
LAKEFS = GH + "treeverse/lakeFS/issues/6570"
HELPCOLORS = GH + "click-contrib/click-help-colors/issues/6"
ALOGVIEW = GH + "flimberger/alogview/pull/2"
CECCOMP = GH + "ceccomp/ceccomp/issues/15"
CPUFETCH = GH + "Dr-Noob/cpufetch/issues/227"
ZUNIT = GH + "zunit-zsh/zunit/pull/130"
DDDA = GH + "ddddddeon/a/pull/7"
H5GLANCE = GH + "European-XFEL/h5glance/pull/43"
# ---- GitHub language statistics: Linguist overrides in .gitattributes ----
LING3025 = GH + "github-linguist/linguist/issues/3025"
LING3293 = GH + "github-linguist/linguist/issues/3293"
LING4490 = GH + "github-linguist/linguist/issues/4490"
SCROLLSDK = GH + "breck7/scrollsdk/issues/79"
BUYUK = GH + "buyuk-dev/buyuk.dev/issues/18"
F4PGA = GH + "f4pga/f4pga-arch-defs/pull/1399"
# ---- internationalized domain names: punycode and IDNA ----
CHARYB = GH + "charybdis-ircd/charybdis/issues/36"
ENSDNSSEC = GH + "ensdomains/dnssec-oracle/issues/54"
ATPROTO = GH + "bluesky-social/atproto/pull/977"
MIEKG = GH + "miekg/dns/issues/505"
SUBLCODEC = GH + "furikake/sublime-codec/issues/14"
AUTOACME = GH + "ridercz/AutoACME/issues/31"
PDNSMGR = GH + "loewexy/pdnsmanager/issues/31"
INWX = GH + "mxmehl/inwx-dns-recordmaster/issues/21"
SCAMBL = GH + "jarelllama/Scam-Blocklist/issues/185"
# ---- leap seconds: second 60, smearing and NTP ----
EPOCHTIME = GH + "LabVIEW-Open-Source/Epoch-Time/issues/28"
NTPSTATS25 = GH + "wols/ntpstats-ng/issues/25"
NTPSTATS26 = GH + "wols/ntpstats-ng/issues/26"
SPDXSPEC = GH + "spdx/spdx-spec/pull/1384"
HOURGLASS = GH + "maximelenoir/hourglass/issues/2"
NTPDRS = GH + "pendulum-project/ntpd-rs/issues/1404"
VYOS1X = GH + "vyos/vyos-1x/pull/2863"
LAURELINE = GH + "mtharp/laureline-firmware/issues/4"
VYOSDOC = GH + "vyos/vyos-documentation/pull/2224"
ETHOSCOPE = GH + "gilestrolab/ethoscope/issues/16"
PUBNTP = GH + "jauderho/public-ntp-servers/issues/3"
# ---- copyright years in license headers and site footers ----
VIRTSAT = GH + "virtualsatellite/VirtualSatellite4-Core/issues/485"
PGJDBC = GH + "pgjdbc/pgjdbc/issues/619"
TRIGGERMESH = GH + "triggermesh/triggermesh/pull/700"
CSSTUDIO = GH + "ControlSystemStudio/cs-studio/pull/997"
SPFJS = GH + "youtube/spfjs/pull/382"
OPENQA = GH + "os-autoinst/openQA/pull/5460"
PICOTORRENT = GH + "picotorrent/picotorrent/issues/461"
OPENCONF = GH + "osbridge/openconferenceware/issues/72"
PRLLOYD = GH + "paulrobertlloyd/paulrobertlloyd-v3/issues/33"
MUBAN = GH + "mediamonks/muban/pull/68"
LAMINAS = GH + "laminas/laminas.github.io/pull/159"
# ---- pkg-config: installing a library's .pc file with the right paths ----
LIBTORRENT = GH + "arvidn/libtorrent/pull/6234"
LIBCAMIFACE = GH + "motmot/libcamiface/issues/4"
LIBUCONTEXT = GH + "kaniini/libucontext/pull/21"
RTRLIB = GH + "rtrlib/rtrlib/pull/28"
LIQUIDDSP = GH + "jgaeddert/liquid-dsp/pull/175"
MANAGARM = GH + "managarm/bootstrap-managarm/pull/515"
AMPLGSL = GH + "ampl/gsl/pull/4"
COLLC = GH + "srdja/Collections-C/pull/74"
YPSPUR = GH + "openspur/yp-spur/pull/101"
MPC = GH + "orangeduck/mpc/pull/125"
VARNAM = GH + "varnamproject/libvarnam/issues/43"
H3 = GH + "c9s/h3/issues/3"
NOTCURSES = GH + "dankamongmen/notcurses/issues/503"
LUAVELA = GH + "luavela/luavela/issues/13"
YAMLCPP = GH + "jbeder/yaml-cpp/issues/24"
XXHASH = GH + "Cyan4973/xxHash/pull/438"
LIBELFIN = GH + "aclements/libelfin/pull/15"
OPENALSOFT = GH + "kcat/openal-soft/pull/696"
XPMEM = GH + "openucx/xpmem/pull/11"
# ---- the executable bit in git: file mode 100755 vs 100644 ----
ANDROIDUT = GH + "JCAndKSolutions/android-unit-test/pull/71"
UBUNTUSCRIPTS = GH + "NicolasBernaerts/ubuntu-scripts/pull/48"
MGM2 = GH + "gatech-genemark/MetaGeneMark-2/issues/10"
X11DOCKER = GH + "mviereck/x11docker/issues/32"
NIM = GH + "nim-lang/Nim/issues/2345"
ASN = GH + "nitefood/asn/issues/7"
XIT = GH + "Uncommon/Xit/issues/44"
SCMMGR = GH + "scm-manager/scm-manager/issues/675"
UNIDIFF = GH + "matiasb/python-unidiff/issues/125"
TAGPR = GH + "Songmu/tagpr/pull/263"

# ==== part 2 (helper cdf2, twenty-fourth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- juggling: siteswap notation in simulators and generators ----
P2_JL48 = P2_GH + "jkboyce/jugglinglab/issues/48"
P2_JL133 = P2_GH + "jkboyce/jugglinglab/issues/133"
P2_JL102 = P2_GH + "jkboyce/jugglinglab/issues/102"
P2_JL113 = P2_GH + "jkboyce/jugglinglab/issues/113"
P2_JL37 = P2_GH + "jkboyce/jugglinglab/issues/37"
P2_GUN19 = P2_GH + "yDgunz/gunswap/issues/19"
P2_GUN1 = P2_GH + "yDgunz/gunswap/issues/1"
P2_PASSIST = P2_GH + "helbling/passist/issues/26"
P2_SSGEN = P2_GH + "namlit/siteswap_generator/issues/60"
# ---- darts: 501 double-out scoring, busts and checkouts ----
P2_LSA40 = P2_GH + "leaguesports/league-sports-api/issues/40"
P2_LSA41 = P2_GH + "leaguesports/league-sports-api/pull/41"
P2_DASCR = P2_GH + "dascr/dascr-board/issues/38"
P2_LID96 = P2_GH + "mischkadb/lidarts/issues/96"
P2_LID92 = P2_GH + "mischkadb/lidarts/issues/92"
P2_LID193 = P2_GH + "mischkadb/lidarts/issues/193"
# ---- fencing and kendo: scoring boxes, lockout timings and tournament pools ----
P2_FSB12 = P2_GH + "wnew/fencing_scoring_box/pull/12"
P2_FSB10 = P2_GH + "wnew/fencing_scoring_box/issues/10"
P2_FSB16 = P2_GH + "wnew/fencing_scoring_box/issues/16"
P2_FSB9 = P2_GH + "wnew/fencing_scoring_box/issues/9"
P2_FSB4 = P2_GH + "wnew/fencing_scoring_box/issues/4"
P2_ISTE = P2_GH + "ISTE-VIT/Arduino_Amplified/issues/21"
P2_HEMA246 = P2_GH + "SeanFranklin/hemaScorecard/issues/246"
P2_KENDO195 = P2_GH + "softwaremagico/KendoTournamentManager/issues/195"
P2_KENDO596 = P2_GH + "softwaremagico/KendoTournamentManager/issues/596"
P2_KENDO605 = P2_GH + "softwaremagico/KendoTournamentManager/issues/605"
# ---- cue sports: pool and snooker rules in table simulators ----
P2_BBPM3 = P2_GH + "ThatOtherZach/BreakBPM/issues/3"
P2_BBPM12 = P2_GH + "ThatOtherZach/BreakBPM/issues/12"
P2_ELMPOOL4 = P2_GH + "w0rm/elm-pool/issues/4"
P2_ELMPOOL2 = P2_GH + "w0rm/elm-pool/issues/2"
P2_VRCBCE = P2_GH + "VRCBilliards/vrcbce/issues/165"
P2_VRC8_37 = P2_GH + "Terri00/vrc8ball/issues/37"
P2_VRC8_20 = P2_GH + "Terri00/vrc8ball/issues/20"
P2_PIGEON = P2_GH + "OpenBubbles/OpenPigeon/issues/44"
P2_TAIL51 = P2_GH + "tailuge/billiards/pull/51"
P2_TAIL220 = P2_GH + "tailuge/billiards/pull/220"
P2_TAIL310 = P2_GH + "tailuge/billiards/pull/310"
P2_SACCHAN11 = P2_GH + "Sacchan-VRC/MS-VRCSA-Billiards/pull/11"
P2_SACCHAN6 = P2_GH + "Sacchan-VRC/MS-VRCSA-Billiards/pull/6"
P2_CHEESE = P2_GH + "cheesestudio/VRChat-Pool-table-15-red-snooker-Pyramid-Chinese-8-MS-VRCSA-Billiards/pull/23"
# ---- orienteering: control punches, split times and IOF XML course files ----
P2_SB40 = P2_GH + "LukeWoodward/SplitsBrowser/issues/40"
P2_SB29 = P2_GH + "LukeWoodward/SplitsBrowser/issues/29"
P2_PYSPORT = P2_GH + "sportorg/pysport/pull/387"
P2_OST = P2_GH + "SplitTime/OpenSplitTime/issues/1132"
P2_OREPLAY = P2_GH + "oreplay/oreplay-frontend/pull/50"
P2_RG423 = P2_GH + "Maprunner/rg2/issues/423"
P2_RG189 = P2_GH + "Maprunner/rg2/issues/189"
P2_RG120 = P2_GH + "Maprunner/rg2/issues/120"
P2_OSCOUT = P2_GH + "perliedman/o-scout/issues/3"
# ---- net and court games: volleyball sets, side-out and rally scoring ----
P2_BLOBBY = P2_GH + "danielknobe/blobbyvolley2/pull/170"
P2_VOLLEYMC = P2_GH + "jeremynoesen/VolleyBall/issues/18"
P2_PBSTATS = P2_GH + "Eloyye/pb-stats/issues/13"
P2_PONGDOME = P2_GH + "busbud/pongdome/issues/57"
P2_UAJPONG = P2_GH + "andy2great/uaj-test-pong/issues/4"
P2_AKANEIA = P2_GH + "akaneia/akaneia-build/issues/16"
# ---- geocaching: GPX exports, cache logs and attributes ----
P2_GT57 = P2_GH + "steve8x8/geotoad/issues/57"
P2_GT109 = P2_GH + "steve8x8/geotoad/issues/109"
P2_GT272 = P2_GH + "steve8x8/geotoad/issues/272"
P2_CACHLY43 = P2_GH + "cachly/issues-tracker/issues/43"
P2_CACHLY3527 = P2_GH + "cachly/issues-tracker/issues/3527"
P2_OPENSAK = P2_GH + "OpenSAK-Org/OpenSAK/issues/417"
# ---- ten-pin bowling: frames, strikes, spares and the tenth frame ----
P2_BOWL976 = P2_GH + "makersacademy/bowling-challenge/pull/976"
P2_BOWL592 = P2_GH + "makersacademy/bowling-challenge/pull/592"
P2_BOWL942 = P2_GH + "makersacademy/bowling-challenge/pull/942"
P2_BOWL1217 = P2_GH + "makersacademy/bowling-challenge/pull/1217"
P2_BOWL1360 = P2_GH + "makersacademy/bowling-challenge/pull/1360"
P2_BOWL1431 = P2_GH + "makersacademy/bowling-challenge/pull/1431"
P2_BOWL905 = P2_GH + "makersacademy/bowling-challenge/pull/905"  # lends only (its description's last sentence)
P2_CODEGOLF = P2_GH + "code-golf/code-golf/pull/310"

# Every lender is a group of this part (a thread that only lends would be listed here).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# juggling
P2_J_SHORT = "Short-beat patterns – where a hand is throwing on every beat, not every other beat – often need some adjusting to get right."
P2_J_BOUNCE = "The \"Unable to calculate bounce path\" error message shows up when a pattern calls for a bounce that cannot be performed within the time constraints of the beat duration and dwell ratio."
P2_J_SYMMETRY = "When the number of jugglers is odd, the pattern obtains a better symmetry if the even jugglers (juggler 2, 4 etc) start left-handed."
P2_J_PASSING = "In passing it is quite common to have patterns such as `[3 2.5p 2]`"
# darts
P2_D_AVERAGE = "An idea for an additional statistic: an average where to all lost legs the average amount of needed darts to finish is added."
# fencing and other bladed-sport scoring
P2_F_LOCKOUT = "Back in 2016, FIE introduced new timings for sabre, taking the lockout time from 120ms to 170ms"
P2_F_SIMULATE = "You can easily simulate a sabre on your test bench with a foil body wire : they're the same for sabre."
P2_F_WHIP = "\"The apparatus must not signal a hit made by the blade whipping over to hit the opponent while in contact with his blade or guard.\""
P2_F_POOL = "In a pool, fights can be all vs all, or only two fights by team."
# cue sports
P2_C_WPA = "> (d) If no object ball is pocketed, at least four object balls must be driven to one or more rails,\nor the shot results in an illegal break"
P2_C_OPEN = "- **Group Assignment**: The table is open until a player pockets only balls from one group (Solids or Stripes)."
P2_C_BIH = "- **Ball-in-Hand**: Opponent gets ball-in-hand anywhere on the table after any foul, except for the break which is restricted to the kitchen."
P2_C_LEGALHIT = "Legal hit: if the player has hit their target ball with the cue before any other, and some (any) ball has hit a rail or went into a pocket."
# orienteering
P2_O_LEG = "In orienteering it doesn't make sense to have a leg from a control to the same control."
P2_O_EXTRA = "'Extra' control punches are those at controls that were punched by the competitor but are not on the course."
P2_O_SPLITDEF = "` Start and finish times must not be present as SplitTime elements.`"
# geocaching
P2_G_GSAK = "As some information is not provided directly by the Groundspeak GPX file, \nby default, GSAK will interrogate the logs after a GPX load to update \ncertain information in the GSAK database."
P2_G_FOUND = "If GSAK finds a \"found log\" \nby you, it will then update the cache as \"found\" regardless what the \nstatus might be from the incoming GPX file."
# ten-pin bowling
P2_B_SPARE = "A spare is when the two scores form the frame add up to 10 I thought"
P2_B_TENTH = "The tenth frame allows a third bowl."

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence (none in part 1).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- the bank: real sentences from part-1 threads, each lent only within its area, never into its own thread ----
# reproducible builds
SD_GOAL = "The goal of reproducible builds is that a rebuild of the same source\ncode with the same compiler, libraries, etc. should result in the same\nbinaries."
SD_STANDARD = "SOURCE_DATE_EPOCH provides a standard way for build systems\nto fill in the date of the latest source change, typically from a git\ncommit or from metadata like the debian/changelog in Debian packages."
SD_CONCEPT = "The concept of reproducible builds has gotten a lot of traction in recent years."
SD_DISTROS = "`SOURCE_DATE_EPOCH` is a standardised environment variable that distributions can set centrally and have build tools consume this in order to produce reproducible output (see https://reproducible-builds.org/docs/source-date-epoch/)."
# man pages
MP_PANDOC = "Pandoc (http://pandoc.org/index.html) is a nice tool. It is actively developed and included in package managers of many distributions."
MP_NOBODY = "Nobody writes manpages, they all generate them, with HTML to boot."
MP_RONNNG = "ronn proper has not been updated in years, and many have switched to ronn-ng, which is more up to date."
MP_DEBIAN = "Seems like `pandoc` is installed on most Debian based distributions while `ronn` isn't."
# XDG
XD_SPEC = "$XDG_CONFIG_HOME defines the base directory relative to which user-specific configuration files should be stored. If $XDG_CONFIG_HOME is either not set or empty, a default equal to $HOME/.config should be used."
XD_SAD = "It's sad to see $HOME's cluttered with dotfiles, while everything related to configuration can, and most likely should be placed into $XDG_CONFIG_HOME."
XD_HOME = "Home directories are filled with dotfiles."
XD_ARCH = "Arch wiki has a very good overview of general XDG base dir support at https://wiki.archlinux.org/index.php/XDG_Base_Directory_support, so this can be a good pointer on how to organize your own dotfiles."
# NO_COLOR
NC_DEFACTO = "Using the NO_COLOR environment variable is a de facto standard for disabling/enabling colored output."
NC_INFORMAL = "NO_COLOR is an informal standard proposed in 2017: [no-color.org](https://no-color.org/)"
NC_QUOTE = "Command-line software which adds ANSI color to its output by default should check for a `NO_COLOR` environment variable that, when present and not an empty string (regardless of its value), prevents the addition of ANSI color."
NC_UNOFFICIAL = "No color is an unofficial standard to disable program color output if `--color` is not set or set to `auto`."
# Linguist
LG_SEARCH = "Vendored paths are still listed in search results, even though they don't affect the repository's language statistics."
LG_GITHUB = "GitHub uses https://github.com/github/linguist to do language stats."
LG_WEEKLY = "github uses linguist library to generate language stats for repository."
# punycode
PY_RESERVED = "According to [RFC 5892 - Appendix B.1](https://tools.ietf.org/html/rfc5892#appendix-B.1) the Unicode `U+1F601` is reserved:\n\n```\n1F249..1FFFD; UNASSIGNED  # <reserved>..<reserved>\n```"
PY_IDNCONS = "Domain names which have unsupported characters should be IDN-encoded before processing (Punycode)."
PY_POWERDNS = "Seems that powerdns do not handle special chars in domain names but works fine if I add the punycode variant."
PY_HEROKU = "Here at Heroku we integrate with Let's Encrypt to issue certs. LE states that they also follow RFC 5982, and they accept 😁.to as legal IDN."
# leap seconds
LS_POPULAR = "It's increasingly popular to run time servers that smear leap seconds, such as on AWS and Google's public time servers."
LS_MIX = "Mixing smeared and non-smeared sources in one's configuration can cause some anomalous behavior."
LS_MEANT = "Leap seconds are meant to be in the last days of June and December."
LS_ADJUST = "A leap second is a one-second adjustment occasionally applied to UTC to\nkeep it close to mean solar time."
# copyright years
CY_SPFJS = "The license header copyright year should be the year in which the file was\ncreated."
CY_GOOGLE = "A google search once left me thinking \"Copyright 2010\" with just the first year is good enough."
CY_TYPICAL = "Typically, the year shown in a copyright notice is that of first publication…"
CY_APACHE = "**Disclaimer:** bumping the year in copyright headers after the initial creation of a source file is not a requirement of the Apache license, as far as I know."
# pkg-config
PC_XPMEM = "`cray-xpmem.pc.in` doesn't define `prefix` and `exec_prefix` so the resulting pkg-config files don't work."
PC_FULL = "FULL variables do the necessary parsing and automatically prepend the prefix if needed."
# the executable bit
EX_KNOW = "I know git saves the file executable flags (I have some bash scripts in one of my projects)"
EX_XIT = "Sometimes a file's mode may be changed (with chmod) without changing its content."
EX_SCM = "When using a Git repository, it will track file mode changes for the executable bit."
EX_MODE120 = "The file mode 120000 corresponds to a symbolic link."
PC_UJIT = "It appears the prefix in `ujit.pc` is always `/usr` even when a non-standard prefix is set via CMake"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- reproducible builds: SOURCE_DATE_EPOCH as the build timestamp ----
    th1 = (U, "chore: respect SOURCE_DATE_EPOCH for build timestamp", "u1")
    th2 = (U, "Several distribution build tools set the SOURCE_DATE_EPOCH environment variable which can be used a reproducible build timestamp. Use it (when set) to ensure that the build is reproducible.", "u1")
    rec(TRUEHDD, [th1], th2[1], True, "ellipsis", ["the build"], "Several distribution build tools set SOURCE_DATE_EPOCH, which can serve as a reproducible build timestamp; truehdd should use it (when set) so that its build is reproducible.", author="u1")
    rec(TRUEHDD, [th1, th2], "Looks good to me, thank you! I will merge it later.", True, "pronoun", ["it"], "The truehdd pull request respecting SOURCE_DATE_EPOCH for the build timestamp looks good to me, thank you; I will merge it later.", author="u2")
    lend(TRUEHDD, [th1, th2], SD_GOAL, SAME, IORTCW)
    lend(TRUEHDD, [th1], SD_STANDARD, SAME, IORTCW)

    mb1 = (U, "Make the build reproducible", "u1")
    mb2 = (U, "Obey the `SOURCE_DATE_EPOCH` variable when set.\nThis avoids having unpredictable timestamps in the build artefacts.", "u1")
    mb3 = (A, "Fixed in 205a4a0545.", "u2")
    rec(MBLAZE, [mb1], mb2[1], True, "ellipsis", [], "mblaze's build should obey the SOURCE_DATE_EPOCH variable when set, which avoids unpredictable timestamps in the build artefacts.", author="u1")
    rec(MBLAZE, [mb1, mb2], mb3[1], True, "ellipsis", [], "Making mblaze's build reproducible with SOURCE_DATE_EPOCH was fixed in commit 205a4a0545.", author="u2")
    rec(MBLAZE, [mb1, mb2, mb3], "Thanks, @chneukirchen :)", True, "ellipsis", [], "Thanks, @chneukirchen, for making mblaze's build obey SOURCE_DATE_EPOCH in 205a4a0545.", author="u1")
    lend(MBLAZE, [mb1, mb2], SD_CONCEPT, SAME, PASBUILD)
    lend(MBLAZE, [mb1], SD_DISTROS, SAME, DRACUT)

    io1 = (U, "Pick up date from SOURCE_DATE_EPOCH, for reproducible builds", "u1")
    rec(IORTCW, [io1], SD_GOAL, False, SAME, [], None, author="u1")
    rec(IORTCW, [io1, (U, SD_GOAL, "u1")], SD_STANDARD, False, SAME, [], None, author="u1")
    rec(IORTCW, [io1, (U, SD_GOAL, "u1"), (U, SD_STANDARD, "u1")], "Similar to <https://github.com/ioquake/ioq3/pull/225>, please see that PR for more details.", True, "ellipsis", [], "The iortcw pull request taking the build date from SOURCE_DATE_EPOCH is similar to ioquake/ioq3 pull request 225; see that pull request for more details.", author="u1")
    lend(IORTCW, [io1], SD_DISTROS, SAME, DRACUT)

    pb1 = (U, "Add support for SOURCE_DATE_EPOCH", "u1")
    pb3 = "The general idea is that compiling the same code (input) should always produce the same output; this helps with software auditability."
    pb4 = "Timestamps embedded in executables go against this idea."
    rec(PASBUILD, [pb1], SD_CONCEPT, False, SAME, [], None, author="u1")
    rec(PASBUILD, [pb1, (U, SD_CONCEPT, "u1")], pb3, True, "pronoun", ["The general idea"], "The general idea of reproducible builds is that compiling the same code (input) should always produce the same output; this helps with software auditability.", author="u1")
    rec(PASBUILD, [pb1, (U, SD_CONCEPT, "u1"), (U, pb3, "u1")], pb4, True, "pronoun", ["this idea"], "Timestamps embedded in executables go against the idea of reproducible builds (the same input always gives the same output).", author="u1")
    # second reader (r2df, twenty-fourth pass): trap, not a follow-up. The sentence names the variable, what compatible tools do
    # with it and the timestamps it replaces, so it names its subject in full (§2 rule 1); "this variable", "it" and "that" point
    # inside it (rule 2). Its "compatible tools" are any tools, not this project's own files (unlike df27's wet-boew body), and
    # the lent SD_STANDARD sentence saying the same is a trap in this part.
    rec(PASBUILD, [pb1, (U, SD_CONCEPT, "u1"), (U, pb3, "u1"), (U, pb4, "u1")], "A standardized convention is to use the `SOURCE_DATE_EPOCH` environment variable. Compatible tools should check if this variable is set and, if it is, use that instead of the real wall clock time when generating any timestamps.", False, SELF, [], None, author="u1")
    lend(PASBUILD, [pb1], SD_GOAL, SAME, IORTCW)

    lv1 = (U, "Allow to override build date with SOURCE_DATE_EPOCH", "u1")
    lv2 = (U, "See https://reproducible-builds.org/ for why this is good\nand https://reproducible-builds.org/specs/source-date-epoch/\nfor the definition of this variable.", "u1")
    lv3 = (U, "Also use UTC to be independent of timezone.", "u1")
    rec(LIBV3270, [lv1], lv2[1], True, "pronoun", ["this", "this variable"], "See https://reproducible-builds.org/ for why overriding libv3270's build date with SOURCE_DATE_EPOCH is good, and https://reproducible-builds.org/specs/source-date-epoch/ for the variable's definition.", author="u1")
    rec(LIBV3270, [lv1, lv2], lv3[1], True, "ellipsis", [], "libv3270's change overriding the build date with SOURCE_DATE_EPOCH also uses UTC, so that the date is independent of the timezone.", author="u1")
    rec(LIBV3270, [lv1, lv2, lv3], "This patch was done while working on reproducible builds for openSUSE.", True, "pronoun", ["This patch"], "The libv3270 patch overriding the build date with SOURCE_DATE_EPOCH was done while working on reproducible builds for openSUSE.", author="u1")
    lend(LIBV3270, [lv1], SD_CONCEPT, SAME, PASBUILD)

    oc1 = (U, "Use `SOURCE_DATE_EPOCH` if set", "u1")
    oc2 = (U, "It would be useful to easily support reproducible builds.", "u1")
    rec(OCRUNCH, [oc1], oc2[1], True, "ellipsis", [], "It would be useful for ocaml-crunch to support reproducible builds easily, by using SOURCE_DATE_EPOCH if it is set.", author="u1")
    rec(OCRUNCH, [oc1, oc2], "Background information:\n\n- [reproducible builds and timestamps](https://reproducible-builds.org/docs/timestamps/);\n- [specification](https://reproducible-builds.org/specs/source-date-epoch/) of `SOURCE_DATE_EPOCH`.", True, "ellipsis", [], "Background for ocaml-crunch's SOURCE_DATE_EPOCH change: reproducible builds and timestamps (https://reproducible-builds.org/docs/timestamps/) and the specification of SOURCE_DATE_EPOCH (https://reproducible-builds.org/specs/source-date-epoch/).", author="u1")
    lend(OCRUNCH, [oc1, oc2], SD_STANDARD, SAME, IORTCW)
    lend(OCRUNCH, [oc1], SD_DISTROS, SAME, DRACUT)

    oa1 = (U, "Pick up date from SOURCE_DATE_EPOCH, for reproducible builds", "u1")
    oa2 = (U, "This does not change anything if SOURCE_DATE_EPOCH is not defined; the intention is that a larger build system like a Debian package will define it.", "u1")
    oa3 = (U, "This version also defines `PRODUCT_DATE` when invoking `q3lcc`, making `qagame.qvm` reproducible if a suitable `SOURCE_DATE_EPOCH` is provided.", "u1")
    rec(OPENARENA, [oa1], oa2[1], True, "pronoun", ["This"], "OpenArena's change taking the date from SOURCE_DATE_EPOCH changes nothing if the variable is not defined; a larger build system such as a Debian package is meant to define it.", author="u1")
    rec(OPENARENA, [oa1, oa2], oa3[1], True, "pronoun", ["This version"], "The OpenArena gamecode version of the SOURCE_DATE_EPOCH change also defines `PRODUCT_DATE` when invoking `q3lcc`, making `qagame.qvm` reproducible when a suitable SOURCE_DATE_EPOCH is given.", author="u1")
    rec(OPENARENA, [oa1, oa2, oa3], "Looks good to me", True, "ellipsis", [], "The OpenArena gamecode pull request taking the build date from SOURCE_DATE_EPOCH looks good to me.", author="u2")
    lend(OPENARENA, [oa1], SD_CONCEPT, SAME, PASBUILD)

    dr1 = (U, "feat(dracut): support SOURCE_DATE_EPOCH", "u1")
    dr2 = (U, "The recent issues/pull request regarding reproducible builds triggered me to develop this one.", "u1")
    dr4 = (U, "Enable reproducible builds when `SOURCE_DATE_EPOCH` is set and use this timestamp when clamping the mtime.", "u1")
    dr5 = (A, "This needs rebasing.", "u2")
    rec(DRACUT, [dr1], dr2[1], True, "pronoun", ["this one"], "The recent issues and pull requests about reproducible builds led me to develop SOURCE_DATE_EPOCH support for dracut.", author="u1")
    rec(DRACUT, [dr1, dr2], SD_DISTROS, False, SAME, [], None, author="u1")
    rec(DRACUT, [dr1, dr2, (U, SD_DISTROS, "u1")], dr4[1], True, "ellipsis", [], "dracut's change enables reproducible builds when SOURCE_DATE_EPOCH is set and uses that timestamp when clamping the mtime.", author="u1")
    rec(DRACUT, [dr1, dr2, (U, SD_DISTROS, "u1"), dr4], dr5[1], True, "pronoun", ["This"], "The dracut pull request adding SOURCE_DATE_EPOCH support needs rebasing.", author="u2")
    rec(DRACUT, [dr1, dr2, (U, SD_DISTROS, "u1"), dr4, dr5], "Rebased and conflict resolved again.", True, "ellipsis", [], "I rebased the dracut SOURCE_DATE_EPOCH pull request and resolved the conflict again.", author="u1")
    lend(DRACUT, [dr1], SD_GOAL, SAME, IORTCW)

    # ---- man pages: writing and generating them (ronn, pandoc, asciidoc) ----
    sr1 = (U, "Convert from `ronn` to `pandoc` to generate man pages", "u1")
    sr2 = (U, "The man page is generated from markdown by `ronn`. In order to avoid having to install ronn on every platform, by default the build downloads a copy of the current man page.", "u1")
    sr3 = (U, "However, even with this, installing ronn and keeping it working on a development machine is a pain.", "u1")
    sr5 = (U, "So we convert the build to using `pandoc` instead of `ronn`.", "u1")
    rec(SRCML, [sr1], sr2[1], True, "ellipsis", ["The man page", "the build"], "srcML's man page is generated from Markdown by `ronn`; to avoid installing ronn on every platform, srcML's build downloads a copy of the current man page by default.", author="u1")
    rec(SRCML, [sr1, sr2], sr3[1], True, "pronoun", ["this"], "Even with srcML's build downloading the man page, installing ronn and keeping it working on a development machine is a pain.", author="u1")
    rec(SRCML, [sr1, sr2, sr3], MP_RONNNG, False, SAME, [], None, author="u1")
    rec(SRCML, [sr1, sr2, sr3, (U, MP_RONNNG, "u1")], sr5[1], True, "ellipsis", ["the build"], "srcML's build is converted to generate its man page with `pandoc` instead of `ronn`.", author="u1")
    rec(SRCML, [sr1, sr2, sr3, (U, MP_RONNNG, "u1"), sr5], "Merged into develop as part of another pull request", True, "ellipsis", [], "srcML's switch from ronn to pandoc for its man page was merged into develop as part of another pull request.", author="u1")
    lend(SRCML, [sr1], MP_PANDOC, SELF, I3B186)

    lr1 = (U, "Add manpage", "u1")
    lr2 = (U, "Please merge this manpage, so it can be installed on systems that have useraccounts. This lets users know how to use the program.", "u1")
    lr3 = (A, "I haven't written a man page before and it's pretty redundant with info in the README. Is there any sane way to generate one from the other or a shared source? Sounds like a good job for that new Makefile. :)", "u2")
    lr4 = (U, "I've looked into it. There's [markdown -> man](http://rtomayko.github.io/ronn/ronn.1.html), which would suit our needs well. However, the script is not packaged by any of Debian, Redhat or Ports.", "u1")
    lr5 = (U, "This made me decide to just freehand a manpage (wasn't hard).", "u1")
    rec(LOCKRUN, [lr1], lr2[1], True, "pronoun", ["this manpage", "it"], "Please merge the lockrun man page so it can be installed on systems with user accounts; it tells users how to use the program.", author="u1")
    rec(LOCKRUN, [lr1, lr2], lr3[1], True, "pronoun", ["it's", "one", "the other"], "I haven't written a man page before, and the proposed lockrun man page is pretty redundant with the README; is there a sane way to generate one from the other or from a shared source, perhaps with lockrun's new Makefile?", author="u2")
    rec(LOCKRUN, [lr1, lr2, lr3], lr4[1], True, "pronoun", ["it"], "I looked into generating lockrun's man page from the README's Markdown: ronn (markdown -> man) would suit well, but it is not packaged by Debian, Red Hat or Ports.", author="u1")
    rec(LOCKRUN, [lr1, lr2, lr3, lr4], lr5[1], True, "pronoun", ["This"], "Because ronn isn't packaged by the distributions, I decided to write lockrun's man page by hand (it wasn't hard).", author="u1")
    rec(LOCKRUN, [lr1, lr2, lr3, lr4, lr5], MP_NOBODY, False, SAME, [], None, author="u1")

    gf1 = (U, "Use ronn instead of pandoc for generating man page", "u1")
    gf2 = (A, "Hello @sudaraka, thanks for the pull request.\n\nI'm not familiar with ronn or pandoc. Can you explain why we should use ronn?", "u2")
    gf4 = (A, "`pandoc` supports a lot more formats and is also used to generate HTML in the git-ftp project.\nIt has a much higher footprint though.\n```\npandoc: 26.6 M\nronn: 71.7 k\n```", "u2")
    gf5 = (A, "We should keep our dependency list as short as possible.\n\nI would keep `pandoc` for now. Other opinions?", "u2")
    gf6 = (A, "I also want to keep pandoc. But we could also support ronn as well, so IMHO it is more a question of ronn and pandoc. Make another make target for ronn? Thoughts?", "u3")
    gf7 = (U, "The issue I have with pandoc (which very well be an edge case) is that I have to download over 1GB of haskel and dependency packages just to convert a .md to a manpage.", "u1")
    rec(GITFTP, [gf1], gf2[1], True, "ellipsis", [], "I'm not familiar with ronn or pandoc; why should git-ftp use ronn instead of pandoc to generate its man page?", author="u2")
    rec(GITFTP, [gf1, gf2], MP_DEBIAN, False, SAME, [], None, author="u2")
    rec(GITFTP, [gf1, gf2, (A, MP_DEBIAN, "u2"), gf4], gf5[1], True, "ellipsis", [], "git-ftp should keep its dependency list as short as possible; I would keep pandoc for generating the man page for now. Other opinions?", author="u2")
    rec(GITFTP, [gf1, gf2, (A, MP_DEBIAN, "u2"), gf4, gf5], gf6[1], True, "ellipsis", [], "I also want git-ftp to keep pandoc for its man page, but it could support ronn as well; should there be another make target for ronn?", author="u3")
    rec(GITFTP, [gf1, gf2, (A, MP_DEBIAN, "u2"), gf4, gf5, gf6], gf7[1], False, SELF, [], None, author="u1")
    rec(GITFTP, [gf1, gf2, (A, MP_DEBIAN, "u2"), gf4, gf5, gf6, gf7], "Fair enough. I merged your change into our branch and added a new make target.", True, "ellipsis", ["your change"], "Fair enough: I merged the ronn man page change into git-ftp's branch and added a new make target for it.", author="u2")

    ab1 = (U, "manpage: use pandoc instead of ronn", "u1")
    ab2 = (U, "Creating man pages results in the following error:\n   /bin/sh: ronn: command not found", "u1")
    ab3 = (U, "As \"ronn\" seems to be no longer supported, generate the pages\nusing \"pandoc\"", "u1")
    ab4 = (U, "This change necessitated a minor edit in the markdown file.", "u1")
    rec(ABIREPORT, [ab1], ab2[1], True, "ellipsis", [], "Creating abireport's man pages fails with `/bin/sh: ronn: command not found`.", author="u1")
    rec(ABIREPORT, [ab1, ab2], ab3[1], True, "ellipsis", ["the pages"], "As ronn seems to be no longer supported, generate abireport's man pages with pandoc.", author="u1")
    rec(ABIREPORT, [ab1, ab2, ab3], ab4[1], True, "pronoun", ["This change"], "Switching abireport's man page generation to pandoc needed a minor edit in the Markdown file.", author="u1")
    rec(ABIREPORT, [ab1, ab2, ab3, ab4], "Looks good, thanks.", True, "ellipsis", [], "The abireport change to generate man pages with pandoc instead of ronn looks good, thanks.", author="u2")
    lend(ABIREPORT, [ab1], MP_RONNNG, SAME, SRCML)

    i61 = (U, "manpage: use asciidoc instead of ronn", "u1")
    i62 = (U, "Debian (and probably Ubuntu as well), will not ship ruby-ronn next release (see: https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=796497). The outcome is that i3blocks will not be buildable on those distributions when they release.", "u1")
    i63 = (U, "It was proposed in this bug report that the asciidoc format should be used instead of markdown / ronn to generate man pages.", "u1")
    i64 = (U, "Do you think this is something that we can adjust in i3blocks?", "u1")
    i65 = (A, "You might look at other software that can translate markdown to man pages.", "u2")
    rec(I3B186, [i61], i62[1], False, SELF, [], None, author="u1")
    rec(I3B186, [i61, i62], i63[1], True, "pronoun", ["this bug report"], "It was proposed in Debian bug 796497 that the asciidoc format be used instead of Markdown/ronn to generate man pages.", author="u1")
    rec(I3B186, [i61, i62, i63], i64[1], True, "pronoun", ["this"], "Can i3blocks move its man page from Markdown/ronn to asciidoc?", author="u1")
    rec(I3B186, [i61, i62, i63, i64], i65[1], True, "ellipsis", [], "Instead of moving i3blocks' man page to asciidoc, you might look at other software that can translate Markdown to man pages.", author="u2")
    rec(I3B186, [i61, i62, i63, i64, i65], MP_PANDOC, False, SELF, [], None, author="u2")
    rec(I3B186, [i61, i62, i63, i64, i65, (A, MP_PANDOC, "u2")], "I did a quick test on the i3blocks.1.ronn page and it made a similar output to ronn.", True, "pronoun", ["it"], "I did a quick test of pandoc on i3blocks.1.ronn and it gave output similar to ronn's.", author="u2")

    i81 = (U, "manpage: use pandoc instead of ruby-ronn", "u1")
    i82 = (U, "reasonning: ruby-ronn is abandonned, and will most likely be dropped\nfrom debian and ubuntu [1]", "u1")
    i83 = (U, "Thanks to @quinnuendo for the edits on the markdown file!", "u1")
    i84 = (U, "@quinnuendo\n\nI pushed a PR for the conversion to pandoc, I included your changes as well!", "u1")
    i85 = (A, "I am glad the changed helped :)", "u2")
    rec(I3B188, [i81], i82[1], True, "ellipsis", ["reasonning"], "The reason to generate i3blocks' man page with pandoc: ruby-ronn is abandoned and will most likely be dropped from Debian and Ubuntu.", author="u1")
    rec(I3B188, [i81, i82], i83[1], True, "ellipsis", [], "Thanks to @quinnuendo for the edits to i3blocks' Markdown man page file for pandoc.", author="u1")
    rec(I3B188, [i81, i82, i83], i84[1], True, "ellipsis", ["the conversion", "your changes"], "@quinnuendo I pushed a pull request converting i3blocks' man page to pandoc, including your changes.", author="u1")
    rec(I3B188, [i81, i82, i83, i84], i85[1], True, "ellipsis", [], "I'm glad my changes to the i3blocks man page Markdown helped.", author="u2")
    rec(I3B188, [i81, i82, i83, i84, i85], "closing, look like vivien merged it!", True, "pronoun", ["it"], "Closing: vivien merged the i3blocks conversion of the man page to pandoc.", author="u1")
    lend(I3B188, [i81], MP_NOBODY, SAME, LOCKRUN)

    kn1 = (U, "Fixed markdown to work with ronn and generate manpage. Use make-manpage.sh to produce manpage", "u1")
    kn2 = (A, "thanks as lot.\nI will probably put the script into the Makefile.", "u2")
    rec(KADNODE, [kn1], kn2[1], True, "pronoun", ["the script"], "Thanks a lot; I will probably put KadNode's make-manpage.sh script into the Makefile.", author="u2")
    rec(KADNODE, [kn1, kn2], "No problem! Glad I could help", True, "ellipsis", [], "No problem, glad I could help with KadNode's ronn man page.", author="u1")
    lend(KADNODE, [kn1], MP_DEBIAN, SAME, GITFTP)
    lend(KADNODE, [kn1, kn2], MP_RONNNG, SAME, SRCML)

    fc1 = (U, "Added simple man page for the command line tool.", "u1")
    fc2 = (U, "This make sure the tools show up when searching for it with 'man -k'.", "u1")
    rec(FREECADMCP, [fc1], fc2[1], True, "pronoun", ["This", "it"], "Adding a man page to freecad-mcp makes sure the tool shows up when searching with 'man -k'.", author="u1")
    rec(FREECADMCP, [fc1, fc2], "The man page was created with help from OpenCode using local llama.cpp server with Qwen 3.6.", True, "ellipsis", ["The man page"], "freecad-mcp's new man page was created with help from OpenCode using a local llama.cpp server with Qwen 3.6.", author="u1")
    lend(FREECADMCP, [fc1], MP_NOBODY, SAME, LOCKRUN)

    uc1 = (U, "Adding a manpage.", "u1")
    rec(UCLCMD, [uc1], "Added a manpage based on existing output from binary.", True, "ellipsis", [], "Added a man page to uclcmd based on the existing output of the binary.", author="u1")
    lend(UCLCMD, [uc1], MP_PANDOC, SELF, I3B186)

    lend(CLICKMAN, [(U, "Add information to man page for commands. Closes #3", "u1")], MP_NOBODY, SAME, LOCKRUN)
    lend(THINGS, [(U, "Add manpage", "u1")], MP_DEBIAN, SAME, GITFTP)
    lend(THINGS, [(U, "Add manpage", "u1")], MP_PANDOC, SELF, I3B186)
    lend(FWACTION, [(U, "Add manpage", "u1")], MP_RONNNG, SAME, SRCML)
    lend(FWACTION, [(U, "Add manpage", "u1")], MP_NOBODY, SAME, LOCKRUN)

    # ---- XDG Base Directory: configuration under $XDG_CONFIG_HOME, not dotfiles in $HOME ----
    bo1 = (U, "Respect XDG spec", "u1")
    rec(BOILR, [bo1], "Respect `$XDG_CONFIG_HOME`, rather than just dump everything in `$HOME/.config` and force things on the user. See also: https://maex.me/2019/12/the-power-of-the-xdg-base-directory-specification", True, "ellipsis", [], "boilr should respect `$XDG_CONFIG_HOME` rather than dump everything in `$HOME/.config` and force that on the user (see https://maex.me/2019/12/the-power-of-the-xdg-base-directory-specification).", author="u1")
    lend(BOILR, [bo1], XD_SAD, SELF, AWESOMEDOT)
    lend(BOILR, [bo1], XD_HOME, SAME, XDM)

    pw1 = (U, "Respect XDG_CONFIG_HOME", "u1")
    lend(PAPERWM, [pw1], XD_SPEC, SAME, BREEZY)
    lend(PAPERWM, [pw1], XD_ARCH, SELF, AWESOMEDOT)

    br1 = (U, "[FR]: Respect XDG_CONFIG_HOME", "u1")
    br2 = (U, "Right now the xreal config files seem to go directly into the user's home directory. While its not the end of the world, a nicer solution would be to have it follow the `$XDG_CONFIG_HOME` location), this way, the user can:\n\n1. Have their config files in the place they expect config files to go, and\n2. Not add an extra dot file to their home (unless that's what they wanted).", "u1")
    br4 = (A, "I'm going to close this in favor of https://github.com/wheaney/breezy-desktop/issues/4", "u2")
    rec(BREEZY, [br1], br2[1], True, "ellipsis", [], "breezy-desktop's xreal config files go directly into the user's home directory; it would be nicer to follow `$XDG_CONFIG_HOME`, so that users find config files where they expect them and get no extra dot file in their home.", author="u1")
    rec(BREEZY, [br1, br2], XD_SPEC, False, SAME, [], None, author="u1")
    rec(BREEZY, [br1, br2, (U, XD_SPEC, "u1")], br4[1], True, "pronoun", ["this"], "I'm closing the breezy-desktop request to respect XDG_CONFIG_HOME in favor of breezy-desktop issue #4.", author="u2")
    rec(BREEZY, [br1, br2, (U, XD_SPEC, "u1"), br4], "Woops, didn't see that one, thanks. :D", True, "pronoun", ["that one"], "Oops, I didn't see breezy-desktop issue #4, which already asks for XDG_CONFIG_HOME; thanks.", author="u1")
    lend(BREEZY, [br1], XD_HOME, SAME, XDM)

    pu1 = (U, "Use XDG config & cache locations", "u1")
    pu2 = (U, "To reduce the dotfile hell in $HOME, use the XDG-specified config file location.", "u1")
    rec(PUSHOVER, [pu1], pu2[1], True, "ellipsis", [], "To reduce dotfile clutter in $HOME, pushover-desktop-client should use the XDG-specified config file location.", author="u1")
    rec(PUSHOVER, [pu1, pu2], "Also automatically use the XDG cache directory for icons, if none was configured.", True, "ellipsis", [], "pushover-desktop-client should also use the XDG cache directory for icons automatically when none is configured.", author="u1")
    lend(PUSHOVER, [pu1, pu2], XD_SPEC, SAME, BREEZY)

    im1 = (U, "XDG Directory Specification", "u1")
    im2 = (U, "I've just switched distros, and took the opportunity to clean up my $HOME, trying to clean up all the dotfiles, and shove them into $XDG_CONFIG_HOME.", "u1")
    im3 = (U, "So it would be great if imapfilter could honor XDG Directory Specification, that would make things much easier.", "u1")
    rec(IMAPFILTER, [im1], im2[1], False, SELF, [], None, author="u1")
    rec(IMAPFILTER, [im1, im2], im3[1], False, SELF, [], None, author="u1")
    rec(IMAPFILTER, [im1, im2, im3], "Shouldn't be that hard to implement, I don't know a lot of C, but I'll see if I can submit a patch later.", True, "ellipsis", [], "Honouring the XDG Base Directory Specification in imapfilter shouldn't be hard to implement; I don't know much C, but I'll see if I can submit a patch later.", author="u1")
    lend(IMAPFILTER, [im1], XD_ARCH, SELF, AWESOMEDOT)

    aw1 = (U, "XDG paths", "u1")
    aw2 = (U, "Probably this guide should at least mention the XDG Base Dir Spec.", "u1")
    rec(AWESOMEDOT, [aw1], aw2[1], True, "pronoun", ["this guide"], "The awesome-dotfiles guide should at least mention the XDG Base Directory Specification.", author="u1")
    rec(AWESOMEDOT, [aw1, aw2], XD_SAD, False, SELF, [], None, author="u1")
    rec(AWESOMEDOT, [aw1, aw2, (U, XD_SAD, "u1")], XD_ARCH, False, SELF, [], None, author="u1")
    rec(AWESOMEDOT, [aw1, aw2, (U, XD_SAD, "u1"), (U, XD_ARCH, "u1")], "Thanks, @z0rc! I've added the links.", True, "ellipsis", ["the links"], "Thanks, @z0rc; I've added the XDG Base Directory links to the awesome-dotfiles guide.", author="u2")
    lend(AWESOMEDOT, [aw1], XD_HOME, SAME, XDM)

    sp1 = (U, "Respect $XDG_CONFIG_HOME", "u1")
    lend(SLIMPRIS, [sp1], XD_HOME, SAME, XDM)
    lend(SLIMPRIS, [sp1], XD_SAD, SELF, AWESOMEDOT)

    xd1 = (U, "request for using xdg base directory specification", "u1")
    xd3 = (U, "Can you guys make xdm follow the xdg base directory specification ?", "u1")
    rec(XDM, [xd1], XD_HOME, False, SAME, [], None, author="u1")
    rec(XDM, [xd1, (U, XD_HOME, "u1")], xd3[1], False, SELF, [], None, author="u1")
    rec(XDM, [xd1, (U, XD_HOME, "u1"), xd3], "It would be great if you guys make xdm use $HOME/.config, $HOME/.local/share and $HOME/.cache directories.", False, SELF, [], None, author="u1")
    lend(XDM, [xd1], XD_SPEC, SAME, BREEZY)

    cd1 = (U, "Use XDG_CONFIG_HOME when available (fixes #754)", "u1")
    lend(CDOGS, [cd1], XD_SAD, SELF, AWESOMEDOT)
    lend(CDOGS, [cd1], XD_ARCH, SELF, AWESOMEDOT)
    ma1 = (U, "Document `XDG_CONFIG_HOME`", "u1")
    lend(MACKUP, [ma1], XD_SPEC, SAME, BREEZY)

    kl1 = (U, "Use XDG locations for configuration", "u1")
    kl2 = (U, "Instead of filling the home directory with dotfiles, it would be amazing, if you could utilise the freedesktop standard config locations: https://specifications.freedesktop.org/basedir-spec/basedir-spec-latest.html", "u1")
    kl3 = (U, "In this particular case `XDG_CONFIG_HOME` to store the configuration.", "u1")
    rec(KLAMA, [kl1], kl2[1], True, "ellipsis", [], "Instead of filling the home directory with dotfiles, klama could use the freedesktop standard config locations (https://specifications.freedesktop.org/basedir-spec/basedir-spec-latest.html).", author="u1")
    rec(KLAMA, [kl1, kl2], kl3[1], True, "ellipsis", ["In this particular case"], "In klama's case, `XDG_CONFIG_HOME` should be used to store the configuration.", author="u1")
    rec(KLAMA, [kl1, kl2, kl3], "Hi @SISheogorath \nThank you for the suggestion! I agree, adopting the XDG specification is a great idea. I've added this to my project backlog and will work on implementing it soon.", True, "pronoun", ["the suggestion", "this", "it"], "Thank you for suggesting that klama use the XDG locations for its configuration; I agree adopting the XDG specification is a great idea, have added it to the backlog and will implement it soon.", author="u2")

    # ---- NO_COLOR: one environment variable to turn off coloured terminal output ----
    cl1 = (U, "support no-color envirornment variable", "u1")
    rec(CLUI, [cl1], "if `NO_COLOR`  environment variable is set to any value, no color should be printed to output. based of [this](https://no-color.org/)", True, "ellipsis", [], "If the `NO_COLOR` environment variable is set to any value, clui should print no color (based on https://no-color.org/).", author="u1")
    lend(CLUI, [cl1], NC_DEFACTO, SAME, HELPCOLORS)
    lend(CLUI, [cl1], NC_QUOTE, SELF, CPUFETCH)

    lk1 = (U, "Suppot a standard way to disable color output using NO_COLOR", "u1")
    lk2 = (U, "By adopting this standard, users that prefer to have plain, non-colored text output can export NO_COLOR=1 to their shell’s environment and automatically disable color by default.", "u1")
    rec(LAKEFS, [lk1], lk2[1], True, "pronoun", ["this standard"], "If lakeFS's lakectl adopts the NO_COLOR standard, users who prefer plain, uncoloured output can export NO_COLOR=1 in their shell's environment to disable colour by default.", author="u1")
    lend(LAKEFS, [lk1, lk2], NC_INFORMAL, SAME, CPUFETCH)
    lend(LAKEFS, [lk1], NC_UNOFFICIAL, SAME, CECCOMP)

    ch1 = (U, "Respect the NO_COLOR environment variable", "u1")
    ch3 = (U, "See https://no-color.org/ for details.", "u1")
    rec(HELPCOLORS, [ch1], NC_DEFACTO, False, SAME, [], None, author="u1")
    rec(HELPCOLORS, [ch1, (U, NC_DEFACTO, "u1")], ch3[1], True, "ellipsis", [], "See https://no-color.org/ for details of the NO_COLOR convention.", author="u1")
    rec(HELPCOLORS, [ch1, (U, NC_DEFACTO, "u1"), ch3], "Programs should respect it and libraries should aid us to do so.", True, "pronoun", ["it"], "Programs should respect NO_COLOR, and libraries such as click-help-colors should help them do so.", author="u1")
    lend(HELPCOLORS, [ch1], NC_QUOTE, SELF, CPUFETCH)

    al1 = (U, "Support `NO_COLOR` environment variable", "u1")
    rec(ALOGVIEW, [al1], "Suppress color if the `NO_COLOR` environment variable is is present.\nFor more information, visit https://no-color.org/.", True, "ellipsis", [], "alogview should suppress color when the `NO_COLOR` environment variable is present (see https://no-color.org/).", author="u1")
    lend(ALOGVIEW, [al1], NC_DEFACTO, SAME, HELPCOLORS)
    lend(ALOGVIEW, [al1], NC_INFORMAL, SAME, CPUFETCH)

    ce1 = (U, "Support `NO_COLOR` environment variable", "u1")
    rec(CECCOMP, [ce1], NC_UNOFFICIAL, False, SAME, [], None, author="u1")
    rec(CECCOMP, [ce1, (U, NC_UNOFFICIAL, "u1")], "In other word, if `NO_COLOR` env presents and is not empty, do not print color unless user force color output by setting `--color always`.", True, "ellipsis", ["In other word"], "In other words, if NO_COLOR is present and not empty, ceccomp should print no colour unless the user forces it with `--color always`.", author="u1")
    lend(CECCOMP, [ce1], NC_QUOTE, SELF, CPUFETCH)

    cf1 = (U, "Add support for NO_COLOR", "u1")
    rec(CPUFETCH, [cf1], NC_INFORMAL, False, SAME, [], None, author="u1")
    rec(CPUFETCH, [cf1, (U, NC_INFORMAL, "u1")], NC_QUOTE, False, SELF, [], None, author="u1")
    rec(CPUFETCH, [cf1, (U, NC_INFORMAL, "u1"), (U, NC_QUOTE, "u1")], "Done, thanks for the suggestion!", True, "ellipsis", [], "NO_COLOR support is done in cpufetch; thanks for the suggestion.", author="u2")
    lend(CPUFETCH, [cf1], NC_UNOFFICIAL, SAME, CECCOMP)

    zu1 = (U, "Implement `NO_COLOR` support", "u1")
    zu2 = (U, "This allows all colours to be disabled by setting the `NO_COLOR` environment variable to any non-null value.", "u1")
    rec(ZUNIT, [zu1], zu2[1], True, "pronoun", ["This"], "The zunit change allows all colours to be disabled by setting `NO_COLOR` to any non-null value.", author="u1")
    rec(ZUNIT, [zu1, zu2], "See also: https://no-color.org", True, "ellipsis", [], "See also https://no-color.org for the NO_COLOR convention that zunit implements.", author="u1")
    lend(ZUNIT, [zu1], NC_DEFACTO, SAME, HELPCOLORS)

    dd1 = (U, "Respect the \"NO_COLOR\" env variable to disable colorized output.", "u1")
    dd2 = (U, "A small change which checks for the `NO_COLOR` environment variable and if set, will disable colorized output.", "u1")
    rec(DDDA, [dd1], dd2[1], True, "ellipsis", [], "A small change to `a` checks for the NO_COLOR environment variable and, if it is set, disables colorized output.", author="u1")
    rec(DDDA, [dd1, dd2], "Makes the results of `a` more useful when piped or written to a file directly.", True, "ellipsis", [], "Disabling colorized output with NO_COLOR makes the results of `a` more useful when piped or written directly to a file.", author="u1")
    lend(DDDA, [dd1], NC_QUOTE, SELF, CPUFETCH)

    h51 = (U, "Add support for NO_COLOR environment variable", "u1")
    rec(H5GLANCE, [h51], "This is a common convention that many terminal programs respect - set `NO_COLOR=1` to disable coloured output.", True, "pronoun", ["This"], "Supporting the NO_COLOR environment variable, as the h5glance pull request does, is a common convention that many terminal programs respect: set `NO_COLOR=1` to disable coloured output.", author="u1")
    lend(H5GLANCE, [h51], NC_INFORMAL, SAME, CPUFETCH)

    # ---- GitHub language statistics: Linguist overrides in .gitattributes ----
    l31 = (U, "Linguist not working as expected, Override not working at all", "u1")
    l32 = (U, "**Can someone explain to me what I'm thinking or doing wrong and how to fix statistic for my repo, please ?**", "u1")
    l33 = (U, "As far I understand files (and paths)  included in [paths for vendored code](https://github.com/github/linguist/blob/master/lib/linguist/vendor.yml) should be excluded from statistic, yes ? For example, bootstrap should be not counted in statistic by default ?", "u1")
    l34 = (U, "BTW. It should be C# / HTML Repo, not JavaScript ;)", "u1")
    rec(LING3025, [l31], l32[1], True, "ellipsis", ["my repo"], "Can someone explain what I'm doing wrong with Linguist overrides and how to fix the GitHub language statistics for my repository?", author="u1")
    rec(LING3025, [l31, l32], l33[1], True, "ellipsis", ["statistic"], "Files and paths in Linguist's vendored-code list should be excluded from GitHub's language statistics, right? For example, isn't bootstrap left out of the statistics by default?", author="u1")
    rec(LING3025, [l31, l32, l33], l34[1], True, "ellipsis", ["It"], "My repository should be classified by Linguist as a C#/HTML repository, not JavaScript.", author="u1")
    rec(LING3025, [l31, l32, l33, l34], LG_SEARCH, False, SAME, [], None, author="u2")

    l91 = (U, "Misclassified language statistics", "u1")
    l92 = (U, "My project, [Canvas](https://github.com/austintoddj/canvas), is a Laravel application primarily written in PHP. The GitHub statistics however show CSS as being 49% of the project even though I've manually vendored the files in question in `.gitattributes`.", "u1")
    l93 = (U, "Is there something else I should be doing to show PHP as the primary language of the repository? Thanks!", "u1")
    l94 = (A, "Include [these as vendored](https://github.com/austintoddj/canvas/search?l=css) in your `.gitattributes` file too.", "u2")
    l95 = (A, "There're only three CSS files, but the combined weight of them is what's skewing the language stats.", "u2")
    l96 = (A, "I'd say the results might be cached... If you push an update to any of the vendored directories, it might force a refresh.", "u2")
    l97 = (U, "@Alhadis Thanks, I'll try and push an update to one of those directories and close this out as soon as the change happens.", "u1")
    l98 = (U, "Hm, still no changes when I push or try to force refresh GitHub's cache.", "u1")
    rec(LING3293, [l91], l92[1], False, SELF, [], None, author="u1")
    rec(LING3293, [l91, l92], l93[1], True, "ellipsis", ["the repository"], "What else should I do so that GitHub shows PHP as the primary language of my Canvas repository instead of CSS?", author="u1")
    rec(LING3293, [l91, l92, l93], l94[1], True, "pronoun", ["these"], "Also mark the CSS files that GitHub's search lists for Canvas as vendored in your `.gitattributes`.", author="u2")
    rec(LING3293, [l91, l92, l93, l94], l95[1], True, "ellipsis", [], "Canvas has only three CSS files, but their combined size is what skews its language statistics.", author="u2")
    rec(LING3293, [l91, l92, l93, l94, l95], l96[1], True, "ellipsis", ["the results"], "Canvas's GitHub language statistics might be cached; pushing an update to any of the vendored directories might force a refresh.", author="u2")
    rec(LING3293, [l91, l92, l93, l94, l95, l96, l97, l98], "This usually 'fixes' itself in < 24 hours. Let's wait this out a little longer 😄", True, "pronoun", ["This", "this"], "Stale GitHub language statistics after a .gitattributes change usually fix themselves in under 24 hours; let's wait a little longer for Canvas.", author="u3")

    l41 = (U, "I cannot get github-linguist to play nicely to save my life", "u1")
    l42 = (U, "I tried vendoring JS code, does not work. Tried this:\n\n.gitattributes:\n```\n*.js linguist-language=C++\n```", "u1")
    l42b = (U, "Get this classification:\n```\n78.13%  C++\n15.02%  JavaScript\n3.93%   Makefile\n2.92%   QMake\n```\n\nMakes no sense", "u1")
    l43 = (A, "What's wrong with the template we provide when opening an issue? 😭  Your question is answered in the documentation referenced in the first four points.", "u2")
    l44 = (A, "Assuming you've committed your `.gitattributes` to the repo, your output shows it is forcing all `.js` files to be identified as C++ and not vendored so the analysis makes perfect sense 😄.", "u2")
    l45 = (U, "Your link to overrides points to the very section of the documentation I have followed like a slave in 8 different commits and locally, to no success.", "u1")
    rec(LING4490, [l41], l42[1], True, "ellipsis", [], "I tried vendoring the JavaScript code in uWebSockets.js with `*.js linguist-language=C++` in .gitattributes, and github-linguist does not do what I want.", author="u1")
    rec(LING4490, [l41, l42], l42b[1], True, "pronoun", ["this classification"], "With `*.js linguist-language=C++` in .gitattributes, github-linguist classifies my repository as 78.13% C++ and 15.02% JavaScript, which makes no sense to me.", author="u1")
    rec(LING4490, [l41, l42, l42b], l43[1], True, "ellipsis", ["Your question"], "Your question about vendoring JavaScript with Linguist is answered by the documentation referenced in the first four points of Linguist's issue template.", author="u2")
    rec(LING4490, [l41, l42, l42b, l43], l44[1], True, "pronoun", ["it"], "If the `.gitattributes` with `*.js linguist-language=C++` is committed, it forces every `.js` file to be identified as C++ rather than vendored, so Linguist's analysis of uWebSockets.js makes sense.", author="u2")
    rec(LING4490, [l41, l42, l42b, l43, l44], l45[1], True, "ellipsis", ["Your link"], "The link to Linguist's overrides points to the very documentation section I have followed in 8 commits and locally, without success.", author="u1")
    rec(LING4490, [l41, l42, l42b, l43, l44, l45], "What about like you've done before: https://github.com/uNetworking/uWebSockets.js/blob/master/.gitattributes ?", True, "ellipsis", [], "What about vendoring the JavaScript as you did before in uWebSockets.js's .gitattributes (https://github.com/uNetworking/uWebSockets.js/blob/master/.gitattributes)?", author="u2")

    sc1 = (U, "Infra: add .gitattributes file to fix incorrect language stats", "u1")
    sc2 = (U, "let's add a gitattributes file to mark the \"products/\" folder as generated, and also to mark any vendor/libs as such. Then we should see accurate language stats:", "u1")
    rec(SCROLLSDK, [sc1], sc2[1], True, "ellipsis", [], "Let's add a .gitattributes file to scrollsdk marking the \"products/\" folder as generated and any vendor libraries as vendored, so that GitHub shows accurate language stats.", author="u1")
    rec(SCROLLSDK, [sc1, sc2], "This folder too looks like it may be throwing things off: https://github.com/treenotation/jtree/tree/master/sandbox/lib", True, "pronoun", ["This folder"], "The sandbox/lib folder (https://github.com/treenotation/jtree/tree/master/sandbox/lib) may also be throwing off scrollsdk's GitHub language stats.", author="u1")
    lend(SCROLLSDK, [sc1], LG_SEARCH, SAME, LING3025)
    lend(SCROLLSDK, [sc1, sc2], LG_GITHUB, SAME, F4PGA)
    lend(SCROLLSDK, [sc1], LG_WEEKLY, SAME, BUYUK)

    bu1 = (U, "github repo language stats are incorrect", "u1")
    bu3 = (U, "I've added .gitattributes file to tell github that some files are external libraries from other vendors and it should ignore them when running linguist.", "u1")
    rec(BUYUK, [bu1], LG_WEEKLY, False, SAME, [], None, author="u1")
    rec(BUYUK, [bu1, (U, LG_WEEKLY, "u1")], bu3[1], True, "ellipsis", [], "I've added a .gitattributes file to buyuk.dev telling GitHub that some files are external vendor libraries for Linguist to ignore.", author="u1")
    rec(BUYUK, [bu1, (U, LG_WEEKLY, "u1"), bu3], "Adding .gitattribute file did not change the stats immediately, however I googled and found info that linguist is a worker running weekly so will have to see if it changes after few more days.", True, "ellipsis", ["the stats"], "Adding the .gitattributes file to buyuk.dev did not change its GitHub language stats at once; Linguist reportedly runs as a weekly worker, so I'll see whether the stats change in a few days.", author="u1")
    lend(BUYUK, [bu1], LG_SEARCH, SAME, LING3025)
    lend(BUYUK, [bu1], LG_GITHUB, SAME, F4PGA)

    f41 = (U, "Add .gitattributes so GitHub gets the language right.", "u1")
    f43 = (U, "linguist however mis-detects a bunch of things in this repo. It also needs to be told about the \"vendored\" files in the repo.", "u1")
    f44 = (U, "This can be fixed by setting values via `.gitattributes` file which is done here.", "u1")
    rec(F4PGA, [f41], LG_GITHUB, False, SAME, [], None, author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1")], f43[1], True, "pronoun", ["this repo"], "Linguist mis-detects many things in f4pga-arch-defs and needs to be told about the repository's vendored files.", author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1"), f43], f44[1], True, "pronoun", ["This", "here"], "Linguist's mis-detection in f4pga-arch-defs can be fixed by setting values in a `.gitattributes` file, as the pull request does.", author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1"), f43, f44], "#### Before\n```\n52.90%  Coq\n24.67%  Python\n15.74%  Verilog\n5.54%   CMake\n```\n\n#### After\n```\n57.04%  Python\n28.79%  Verilog\n12.71%  CMake\n1.08%   Shell\n```", True, "ellipsis", [], "Before the .gitattributes change f4pga-arch-defs' GitHub languages were 52.90% Coq, 24.67% Python, 15.74% Verilog and 5.54% CMake; after it 57.04% Python, 28.79% Verilog, 12.71% CMake and 1.08% Shell.", author="u1")
    lend(F4PGA, [f41], LG_SEARCH, SAME, LING3025)
    lend(F4PGA, [f41], LG_WEEKLY, SAME, BUYUK)

    # ---- internationalized domain names: punycode and IDNA ----
    cy1 = (U, "Punycode IDNs are not supported / correctly parsed", "u1")
    rec(CHARYB, [cy1], "xn--y3haa.klined.me\n\nShould become\n☎☎☎.klined.me\n\nThanks!", True, "ellipsis", [], "charybdis should show the punycode host xn--y3haa.klined.me as ☎☎☎.klined.me.", author="u1")
    lend(CHARYB, [cy1], PY_IDNCONS, SAME, AUTOACME)
    lend(CHARYB, [cy1], PY_HEROKU, SELF, MIEKG)

    en1 = (U, "Add support for punycode", "u1")
    rec(ENSDNSSEC, [en1], "...so we can correctly handle IDNA domains.", True, "ellipsis", [], "dnssec-oracle should support punycode so that it can handle IDNA domains correctly.", author="u1")
    lend(ENSDNSSEC, [en1], PY_POWERDNS, SAME, PDNSMGR)
    lend(ENSDNSSEC, [en1], PY_RESERVED, SAME, MIEKG)

    at1 = (U, "convert punycode domain handles to ASCII", "u1")
    at2 = (U, "punycode domains fail under the check in ensureValidHandle(). this pr converts them to ASCII in the normalization function first before validating them, using Mathias Bynens' RFC 3492 and RFC 5891 compliant library.", "u1")
    at3 = (A, "Would you mind adding tests to help illustrate what cases this covers?", "u2")
    at4 = (A, "Also, is it possible that we can do this without an additional dependency using the WHATWG `URL` interface?", "u2")
    at5 = (A, "Yes, the `URL` class can be used.", "u3")
    at6 = (U, "@roj1512 the URL class requires a valid URL, are the handles in ensureValidHandle() always going to be domains or could this potentially error?", "u1")
    rec(ATPROTO, [at1], at2[1], True, "ellipsis", ["this pr"], "In atproto, punycode domain handles fail the check in ensureValidHandle(); the pull request converts them to ASCII in the normalization function before validation, using Mathias Bynens' RFC 3492 and RFC 5891 compliant library.", author="u1")
    rec(ATPROTO, [at1, at2], at3[1], True, "pronoun", ["this"], "Could you add tests illustrating which cases atproto's conversion of punycode handles to ASCII covers?", author="u2")
    rec(ATPROTO, [at1, at2, at3], at4[1], True, "pronoun", ["this"], "Can atproto convert punycode handles to ASCII without an additional dependency, using the WHATWG `URL` interface?", author="u2")
    rec(ATPROTO, [at1, at2, at3, at4], at5[1], True, "ellipsis", [], "Yes, the WHATWG `URL` class can be used to convert atproto's punycode handles to ASCII.", author="u3")
    rec(ATPROTO, [at1, at2, at3, at4, at5], at6[1], True, "pronoun", ["this"], "The URL class needs a valid URL: are the handles passed to atproto's ensureValidHandle() always domains, or could converting them with URL throw an error?", author="u1")
    rec(ATPROTO, [at1, at2, at3, at4, at5, at6], "@Evalprime I believe the values passed to `ensureValidHandle()` are always FQDNs (correct me if I’m wrong, @devinivy), so you could do this:\n\n```ts\nnew URL(`https://${handle}`).hostname\n```", True, "ellipsis", [], "The values passed to atproto's `ensureValidHandle()` are always FQDNs, so a punycode handle can be converted to ASCII with `new URL(`https://${handle}`).hostname`.", author="u3")

    mk1 = (U, "Unable to punycode 😁.to", "u1")
    mk2 = (U, "When attempting to punycode 😁.to, we are getting back an empty string `\"\"`.", "u1")
    mk3 = (U, "I looked in RFC 5892, and I haven't seen anything that disallows `U+1F601`, and was hoping you could help me to understand better why this is happening.", "u1")
    rec(MIEKG, [mk1], mk2[1], True, "ellipsis", [], "miekg/dns returns an empty string when converting 😁.to to punycode.", author="u1")
    rec(MIEKG, [mk1, mk2], mk3[1], True, "pronoun", ["this"], "I found nothing in RFC 5892 that disallows U+1F601; why does miekg/dns return an empty string when converting 😁.to to punycode?", author="u1")
    rec(MIEKG, [mk1, mk2, mk3], PY_HEROKU, False, SELF, [], None, author="u1")
    rec(MIEKG, [mk1, mk2, mk3, (U, PY_HEROKU, "u1")], PY_RESERVED, False, SAME, [], None, author="u2")
    rec(MIEKG, [mk1, mk2, mk3, (U, PY_HEROKU, "u1"), (A, PY_RESERVED, "u2")], "Closing as from @rafaeljusto's explanation this looks to be the same scenario as #490.", True, "pronoun", ["this"], "Closing the miekg/dns issue about converting 😁.to to punycode: by @rafaeljusto's explanation (U+1F601 is reserved in RFC 5892) it is the same scenario as #490.", author="u3")

    sl1 = (U, "[Feature request] IDNA2008 standard for punycode", "u1")
    sl2 = (U, "It would be nice, if you add IDNA2008 standard support for punycode like **<https://www.punycoder.com/>**.", "u1")
    sl3 = (A, "Good idea. I'll add that for the next release", "u2")
    sl4 = (A, "If you use `www.россия.рф` as the input then it will generate the output you're looking for.\nIf you use `http://www.россия.рф` then it won't convert as `:` is not allowed.", "u2")
    rec(SUBLCODEC, [sl1], sl2[1], True, "ellipsis", [], "It would be nice if sublime-codec supported the IDNA2008 standard for punycode, as https://www.punycoder.com/ does.", author="u1")
    rec(SUBLCODEC, [sl1, sl2], sl3[1], True, "ellipsis", ["that"], "Good idea; I'll add IDNA2008 punycode support to sublime-codec in the next release.", author="u2")
    rec(SUBLCODEC, [sl1, sl2, sl3], sl4[1], True, "pronoun", ["it", "the output you're looking for"], "sublime-codec's punycode encoding of `www.россия.рф` gives the expected `www.xn--h1alffa9f.xn--p1ai`, but `http://www.россия.рф` doesn't convert because `:` is not allowed.", author="u2")
    rec(SUBLCODEC, [sl1, sl2, sl3, sl4], "Hah. I just realised that you were using Punycode rather than IDNA. If you use IDNA on the domain name portion then it would have worked.  I just released v1.4.1 with IDNA 2008 support.", True, "correction", [], "You used sublime-codec's Punycode command rather than IDNA; IDNA on the domain-name part would have converted `www.россия.рф`, and v1.4.1 adds IDNA 2008 support.", author="u2")
    lend(SUBLCODEC, [sl1], PY_POWERDNS, SAME, PDNSMGR)

    aa1 = (U, "Add support for IDN", "u1")
    rec(AUTOACME, [aa1], PY_IDNCONS, False, SAME, [], None, author="u1")
    rec(AUTOACME, [aa1, (U, PY_IDNCONS, "u1")], "This would be consistent with the IDN support in IIS.", True, "pronoun", ["This"], "IDN-encoding domain names in AutoACME would be consistent with the IDN support in IIS.", author="u1")
    lend(AUTOACME, [aa1], PY_HEROKU, SELF, MIEKG)

    pd1 = (U, "Support punycode", "u1")
    pd3 = (U, "We should abstract this.", "u1")
    rec(PDNSMGR, [pd1], PY_POWERDNS, False, SAME, [], None, author="u1")
    rec(PDNSMGR, [pd1, (U, PY_POWERDNS, "u1")], pd3[1], True, "pronoun", ["this"], "pdnsmanager should hide the punycode form of domain names from its users.", author="u1")
    rec(PDNSMGR, [pd1, (U, PY_POWERDNS, "u1"), pd3], "Displayed: `exömple.com`\nDatabase: `xn--exmple-xxa.com`", True, "ellipsis", [], "pdnsmanager should display `exömple.com` while storing `xn--exmple-xxa.com` in the database.", author="u1")
    lend(PDNSMGR, [pd1], PY_RESERVED, SAME, MIEKG)

    iw1 = (U, "Handle punycode domains", "u1")
    rec(INWX, [iw1], "E.g. those containing umlauts.", True, "pronoun", ["those"], "inwx-dns-recordmaster should handle punycode domains, such as those containing umlauts.", author="u1")
    lend(INWX, [iw1], PY_IDNCONS, SAME, AUTOACME)
    lend(INWX, [iw1], PY_RESERVED, SAME, MIEKG)

    sb1 = (U, "add support for punycode IDNs", "u1")
    lend(SCAMBL, [sb1], PY_POWERDNS, SAME, PDNSMGR)
    lend(SCAMBL, [sb1], PY_HEROKU, SELF, MIEKG)

    # ---- leap seconds: second 60, smearing and NTP ----
    et1 = (U, "Leap Seconds", "u1")
    et2 = (U, "Valid seconds: 00 - 60", "u1")
    rec(EPOCHTIME, [et1], et2[1], True, "ellipsis", [], "Epoch-Time should accept seconds from 00 to 60, so that leap seconds are valid.", author="u1")
    rec(EPOCHTIME, [et1, et2], "Will be in release 1.3.0", True, "ellipsis", [], "Accepting second 60 for leap seconds will be in Epoch-Time release 1.3.0.", author="u2")
    lend(EPOCHTIME, [et1], LS_MEANT, SAME, ETHOSCOPE)
    lend(EPOCHTIME, [et1, et2], LS_ADJUST, SELF, VYOSDOC)

    n25 = (U, "doc: leap second", "u1")
    rec(NTPSTATS25, [n25], "leap second infos", True, "ellipsis", [], "Document leap second information in ntpstats-ng.", author="u1")
    lend(NTPSTATS25, [n25], LS_POPULAR, SELF, NTPDRS)
    lend(NTPSTATS25, [n25], LS_MIX, SAME, PUBNTP)
    n26 = (U, "ntpd: leap second", "u1")
    rec(NTPSTATS26, [n26], "leap configuration", True, "ellipsis", [], "Add ntpd leap second configuration to ntpstats-ng.", author="u1")
    lend(NTPSTATS26, [n26], LS_ADJUST, SELF, VYOSDOC)
    lend(NTPSTATS26, [n26], LS_MEANT, SAME, ETHOSCOPE)

    sx1 = (U, "Leap seconds are only accepted at midnight (23:59:60)", "u1")
    rec(SPDXSPEC, [sx1], "Thank you. LGTM", True, "ellipsis", [], "Thank you; the spdx-spec change accepting leap seconds only at midnight (23:59:60) looks good to me.", author="u2")
    lend(SPDXSPEC, [sx1], LS_POPULAR, SELF, NTPDRS)

    hg1 = (U, "Handle leap seconds", "u1")
    hg2 = (U, "Work on leap seconds must be done so that the following features become available :\n- complete datetime creation, as 60th second is not yet supported\n- precise datetime arithmetic", "u1")
    rec(HOURGLASS, [hg1], hg2[1], True, "ellipsis", [], "Leap-second work is needed in hourglass so that complete datetime creation (the 60th second is not yet supported) and precise datetime arithmetic become available.", author="u1")
    rec(HOURGLASS, [hg1, hg2], "Handled by 67021bc7c19b17ef4db99b491d0dfa488d3f2586\nIt is now possible to create a Datetime with 60th second.", True, "ellipsis", [], "Leap seconds in hourglass were handled by commit 67021bc7c19b17ef4db99b491d0dfa488d3f2586: a Datetime can now be created with a 60th second.", author="u1")
    lend(HOURGLASS, [hg1], LS_ADJUST, SELF, VYOSDOC)
    lend(HOURGLASS, [hg1, hg2], LS_MEANT, SAME, ETHOSCOPE)

    nr1 = (U, "Leap second smearing compatibility?", "u1")
    nr3 = (U, "What would happen if ntpd-rs is pointed at an NTP server which smears leap seconds?", "u1")
    rec(NTPDRS, [nr1], LS_POPULAR, False, SELF, [], None, author="u1")
    rec(NTPDRS, [nr1, (U, LS_POPULAR, "u1")], nr3[1], False, SAME, [], None, author="u1")
    rec(NTPDRS, [nr1, (U, LS_POPULAR, "u1"), nr3], "What about a mix of smearing and non-smearing servers?", True, "ellipsis", [], "What would happen if ntpd-rs is pointed at a mix of smearing and non-smearing NTP servers?", author="u1")
    lend(NTPDRS, [nr1], LS_MEANT, SAME, ETHOSCOPE)

    v11 = (U, "ntp: T5692: add support to configure leap second behavior", "u1")
    v12 = (U, "* `set service ntp leap-second [ignore|smear|system|timezone]`", "u1")
    v13 = (U, "Where timezone is the new and old default resulting in adding \"leapsectz right/UTC\" to chrony.conf.", "u1")
    v14 = (U, "The most prominent new option is \"smear\" which will add\n\n```\nleapsecmode slew\nmaxslewrate 1000\nsmoothtime 400 0.001 leaponly\n```\n\nto chrony.", "u1")
    rec(VYOS1X, [v11], v12[1], True, "ellipsis", [], "VyOS gets a new command `set service ntp leap-second [ignore|smear|system|timezone]` to configure the leap second behaviour.", author="u1")
    rec(VYOS1X, [v11, v12], v13[1], True, "ellipsis", ["Where timezone"], "In VyOS's `set service ntp leap-second` command, `timezone` is both the old and the new default and adds \"leapsectz right/UTC\" to chrony.conf.", author="u1")
    rec(VYOS1X, [v11, v12, v13], v14[1], True, "ellipsis", ["The most prominent new option"], "The most prominent new option of VyOS's NTP leap-second setting is \"smear\", which adds `leapsecmode slew`, `maxslewrate 1000` and `smoothtime 400 0.001 leaponly` to chrony's configuration.", author="u1")
    rec(VYOS1X, [v11, v12, v13, v14], "See https://chrony-project.org/doc/4.3/chrony.conf.html `leapsecmode` for additional information", True, "ellipsis", [], "See chrony.conf's `leapsecmode` documentation (https://chrony-project.org/doc/4.3/chrony.conf.html) for more on VyOS's leap-second options.", author="u1")
    lend(VYOS1X, [v11], LS_MIX, SAME, PUBNTP)

    la1 = (U, "Leap second support", "u1")
    la2 = (U, "Receive leap second data from GPS and advertise it to NTP clients.", "u1")
    la3 = (A, "As you no doubt have heard, a leap second has now been scheduled at the end of June 2015: http://hpiers.obspm.fr/iers/bul/bulc/bulletinc.dat", "u2")
    rec(LAURELINE, [la1], la2[1], True, "ellipsis", [], "laureline-firmware should receive leap second data from GPS and advertise it to NTP clients.", author="u1")
    rec(LAURELINE, [la1, la2], la3[1], False, SAME, [], None, author="u2")
    rec(LAURELINE, [la1, la2, la3], "Any update on this issue?", True, "pronoun", ["this issue"], "Any update on leap second support (GPS leap data advertised to NTP clients) in laureline-firmware?", author="u3")
    lend(LAURELINE, [la1], LS_POPULAR, SELF, NTPDRS)

    vd1 = (U, "docs: Update NTP page to VyOS 1.5 standards", "u1")
    vd3 = (U, "Because a computer clock counts seconds\nwithout a slot for the extra 23:59:60, it skips the leap second and is then\none second ahead of UTC.", "u1")
    vd4 = (U, "This setting determines how the router corrects\nthat one-second difference:", "u1")
    vd4b = (U, "- `ignore`: No correction is applied when the leap second occurs. The clock\n  is left one second ahead and corrected afterward through normal\n  measurements.\n- `smear`: The served time deliberately deviates from UTC while the\n  one-second change is spread over approximately 17 hours.", "u1")
    vd5 = (A, "This is true for the recommended configuration that we use now. Not sure how imporant it's for the users but it's also unlikely to change, so maybe keep it.", "u2")
    rec(VYOSDOC, [vd1], LS_ADJUST, False, SELF, [], None, author="u1")
    rec(VYOSDOC, [vd1, (U, LS_ADJUST, "u1")], vd3[1], False, SELF, [], None, author="u1")
    rec(VYOSDOC, [vd1, (U, LS_ADJUST, "u1"), vd3], vd4[1], True, "pronoun", ["This setting", "that one-second difference"], "VyOS's NTP leap-second setting determines how the router corrects the one-second difference that a leap second leaves.", author="u1")
    rec(VYOSDOC, [vd1, (U, LS_ADJUST, "u1"), vd3, vd4, vd4b], vd5[1], True, "pronoun", ["This", "it"], "The VyOS NTP page's description of `smear` (served time deviates from UTC while the second is spread over about 17 hours) is true for the recommended configuration used now; it's unlikely to change, so maybe keep it.", author="u2")
    rec(VYOSDOC, [vd1, (U, LS_ADJUST, "u1"), vd3, vd4, vd4b, vd5], "We may want to expose slew rate options in the CLI at some point.", True, "ellipsis", [], "VyOS may want to expose the NTP slew rate options in its CLI at some point.", author="u2")
    lend(VYOSDOC, [vd1], LS_POPULAR, SELF, NTPDRS)

    eo1 = (U, "Leap second breaks system", "u1")
    eo2 = (U, "Looking in journalctl, we can see that a *leap second has been inserted*.\nImmediately after, devices raise an exception:\n\n```python        \ndt = float(t - self.last_t)\nif dt < 0:\n    raise EthoscopeException(\"Negative time interval between two consecutive frames\")\n```", "u1")
    eo4 = (U, "Why do the above code lead to negative time? At worst, we should get `dt==0`.", "u1")
    eo5 = (A, "Are you sure this is not simply due to NTP adjusting time? perhaps the\nmonitor was running for too long and time drifted considerably", "u2")
    rec(ETHOSCOPE, [eo1], eo2[1], True, "ellipsis", [], "In ethoscope, journalctl shows a leap second was inserted, and immediately after the devices raise \"Negative time interval between two consecutive frames\".", author="u1")
    rec(ETHOSCOPE, [eo1, eo2], LS_MEANT, False, SAME, [], None, author="u1")
    rec(ETHOSCOPE, [eo1, eo2, (U, LS_MEANT, "u1")], eo4[1], True, "ellipsis", ["the above code"], "Why does ethoscope's frame-interval code (`dt = float(t - self.last_t)`) give a negative time after the leap second? At worst it should give `dt==0`.", author="u1")
    rec(ETHOSCOPE, [eo1, eo2, (U, LS_MEANT, "u1"), eo4], eo5[1], True, "pronoun", ["this"], "Could ethoscope's negative frame interval simply be NTP adjusting the time after the monitor ran long and drifted, rather than a leap second?", author="u2")
    rec(ETHOSCOPE, [eo1, eo2, (U, LS_MEANT, "u1"), eo4, eo5], "It seems that the kernel itself changed time with an explicit leap second:\n```\nAug 31 23:59:59 00016dfce6e94dee9bb1a845281b086e kernel: Clock: inserting leap second 23:59:60 UTC\n```", True, "correction", [], "On the ethoscope device the kernel itself changed the time with an explicit leap second (`Clock: inserting leap second 23:59:60 UTC`); it was not NTP drift.", author="u1")
    lend(ETHOSCOPE, [eo1], LS_MIX, SAME, PUBNTP)

    pn1 = (U, "Leap second smearing", "u1")
    pn2 = (U, "It would be a good idea to identify timeservers that employ leap second smearing.", "u1")
    pn3 = (U, "All of Google's do, as well as some of Facebook's.", "u1")
    pn5 = (A, "I have no objection to tracking if a server smears in nts-sources.yml but I know of no current way of programmatically being able to determine whether a given NTP server smears.", "u2")
    rec(PUBNTP, [pn1], pn2[1], True, "ellipsis", [], "public-ntp-servers should identify the time servers that use leap second smearing.", author="u1")
    rec(PUBNTP, [pn1, pn2], pn3[1], True, "ellipsis", [], "All of Google's time servers smear leap seconds, and some of Facebook's do.", author="u1")
    rec(PUBNTP, [pn1, pn2, pn3], LS_MIX, False, SAME, [], None, author="u1")
    rec(PUBNTP, [pn1, pn2, pn3, (U, LS_MIX, "u1")], pn5[1], True, "ellipsis", [], "I don't object to tracking in public-ntp-servers' nts-sources.yml whether a server smears, but I know of no way to determine programmatically whether a given NTP server smears.", author="u2")
    rec(PUBNTP, [pn1, pn2, pn3, (U, LS_MIX, "u1"), pn5], "Also note that none of the `pool.ntp.org` servers do leap smearing.  That is one of the criteria for being allowed to join the pool.", False, SAME, [], None, author="u3")

    # ---- copyright years in license headers and site footers ----
    vs1 = (U, "Update copyright header", "u1")
    vs2 = (U, "We have to update our header files. Now it says \"2008-2019\"... Which is outdated.", "u1")
    vs3 = (U, "Why don't we just add the start year... otherwise we will have to update that every year again...", "u1")
    vs4 = (U, "Do we have any strategy here? @PhilMFischer", "u1")
    rec(VIRTSAT, [vs1], vs2[1], True, "ellipsis", ["our header files"], "VirtualSatellite4-Core's file headers must be updated: their copyright says \"2008-2019\", which is outdated.", author="u1")
    rec(VIRTSAT, [vs1, vs2], vs3[1], True, "ellipsis", ["that"], "Why not put only the start year in VirtualSatellite4-Core's copyright headers, so that they need no update every year?", author="u1")
    rec(VIRTSAT, [vs1, vs2, vs3], vs4[1], True, "ellipsis", ["here"], "Does VirtualSatellite4-Core have a strategy for the copyright year in its file headers?", author="u1")
    rec(VIRTSAT, [vs1, vs2, vs3, vs4], "Write current year in copyright header.", True, "ellipsis", [], "VirtualSatellite4-Core's strategy: write the current year in the copyright header.", author="u2")
    lend(VIRTSAT, [vs1], CY_SPFJS, SAME, SPFJS)

    pg1 = (U, "Need to agree on the copyright format rules and copyright update procedure", "u1")
    pg2 = (U, "Open questions:\n1) Should be both \"first/last\" years be included?\n2) Should copyright be updated each year?\n3) Should the build fail if copyright header is missing?", "u1")
    pg3 = (A, "1) I believe that the whole year thing is nonsense, I'm not sure about the legal stuff but for my part just strip off the year entirely.", "u2")
    pg4 = (A, "2) If the year is keep (I propose to remove it), then no, the year should be updated only if that file is touched and maybe the main LICENSE file, again, if the year is keep.", "u2")
    pg5 = (A, "3) I vote for yes.", "u2")
    pg6 = (A, "Just provide the first year the code was written. Then we don't have to\nupdate.", "u3")
    rec(PGJDBC, [pg1], pg2[1], True, "ellipsis", [], "For pgjdbc's copyright headers: should both the first and last years be included, should the copyright be updated each year, and should the build fail if a header is missing?", author="u1")
    rec(PGJDBC, [pg1, pg2], pg3[1], True, "position", ["1)"], "On whether pgjdbc's copyright headers should include both first and last years: the whole year thing is nonsense; I'd strip the year entirely.", author="u2")
    rec(PGJDBC, [pg1, pg2, pg3], pg4[1], True, "position", ["2)"], "Should pgjdbc's copyright be updated each year? No: if the year is kept at all, update it only when that file is touched (and maybe in the main LICENSE file).", author="u2")
    rec(PGJDBC, [pg1, pg2, pg3, pg4], pg5[1], True, "position", ["3)"], "Should pgjdbc's build fail if a copyright header is missing? I vote yes.", author="u2")
    rec(PGJDBC, [pg1, pg2, pg3, pg4, pg5], pg6[1], True, "ellipsis", [], "pgjdbc's copyright headers should give just the first year the code was written, so that they never need updating.", author="u3")
    rec(PGJDBC, [pg1, pg2, pg3, pg4, pg5, pg6], "I'd actually remove the licence from the header and just leave the\ncopyright notice in there and add a LICENCE file to the project", True, "ellipsis", ["the header"], "I'd remove the licence text from pgjdbc's file headers, keep only the copyright notice there, and add a LICENCE file to the project.", author="u3")

    tm1 = (U, "Set year to 2022 in all license headers", "u1")
    tm2 = (U, "This has been a recurring reason for comments in pull requests, and nobody can realistically remember to look at those headers every time they open a file.", "u1")
    tm3 = (U, "So I suggest that we bump the year everywhere once for all and be done with it until next year.", "u1")
    rec(TRIGGERMESH, [tm1], tm2[1], True, "pronoun", ["This", "those headers"], "An outdated year in triggermesh's license headers keeps causing pull request comments, and nobody can remember to check the headers every time they open a file.", author="u1")
    rec(TRIGGERMESH, [tm1, tm2], tm3[1], True, "ellipsis", [], "I suggest bumping the year in all of triggermesh's license headers at once, and being done with it until next year.", author="u1")
    rec(TRIGGERMESH, [tm1, tm2, tm3], CY_APACHE, False, SAME, [], None, author="u1")
    lend(TRIGGERMESH, [tm1], CY_GOOGLE, SAME, CSSTUDIO)

    cs1 = (U, "Updated all the ITER copyright headers from '2010-2014' to '2010-2015'.", "u1")
    cs2 = (U, "Entire pull request is about updating the copyright header in all files that contain the ITER copyright.", "u1")
    cs3 = (A, "I've always wondered if this is necessary.", "u2")
    cs5 = (A, "It states when you created something, and from then on you have the copyright.\nUpdating that each year serves no purpose.", "u2")
    cs6 = (A, "Still, if this floats your boat, it's certainly benign enough, so should we just merge this?", "u2")
    rec(CSSTUDIO, [cs1], cs2[1], True, "ellipsis", [], "The cs-studio pull request only updates the copyright header in all files that carry the ITER copyright.", author="u1")
    rec(CSSTUDIO, [cs1, cs2], cs3[1], True, "pronoun", ["this"], "Is it necessary to update the year in all of cs-studio's ITER copyright headers?", author="u2")
    rec(CSSTUDIO, [cs1, cs2, cs3], CY_GOOGLE, False, SAME, [], None, author="u2")
    rec(CSSTUDIO, [cs1, cs2, cs3, (A, CY_GOOGLE, "u2")], cs5[1], True, "pronoun", ["It", "that"], "The first copyright year states when you created something, from when you have the copyright; updating it each year serves no purpose.", author="u2")
    rec(CSSTUDIO, [cs1, cs2, cs3, (A, CY_GOOGLE, "u2"), cs5], cs6[1], True, "pronoun", ["this"], "Still, updating cs-studio's ITER copyright years is benign enough; should we just merge the pull request?", author="u2")
    rec(CSSTUDIO, [cs1, cs2, cs3, (A, CY_GOOGLE, "u2"), cs5, cs6], "It's ITER's policy. Every build script, xml, source file (not just CSS) are updated every year.", True, "pronoun", ["It's"], "Updating the copyright years every year is ITER's policy: every build script, XML and source file in cs-studio (not just CSS) is updated each year.", author="u1")

    sf1 = (U, "Correct copyright years in file license headers.", "u1")
    rec(SPFJS, [sf1], CY_SPFJS, False, SAME, [], None, author="u1")
    rec(SPFJS, [sf1, (U, CY_SPFJS, "u1")], "This should not be changed if you edit, move, or copy the file.", True, "pronoun", ["This"], "A file's license header copyright year should not change when you edit, move or copy the file.", author="u1")
    lend(SPFJS, [sf1], CY_APACHE, SAME, TRIGGERMESH)

    oq1 = (U, "Remove copyright year to prevent outdated entries", "u1")
    oq2 = (U, "As far as I understood the copyright year statement is not legally\nrequired (anymore) hence it is better if we remove it completely to\nprevent confusion and people thinking our page is outdated when it is\nactually just timeless :)", "u1")
    rec(OPENQA, [oq1], oq2[1], True, "ellipsis", ["our page"], "The copyright year statement is no longer legally required, so openQA should remove it completely, to avoid confusion and people thinking its page is outdated.", author="u1")
    rec(OPENQA, [oq1, oq2], "Thanks to Vit Pelcak for pointing out the outdated date.", True, "ellipsis", ["the outdated date"], "Thanks to Vit Pelcak for pointing out the outdated copyright year on openQA's page.", author="u1")
    lend(OPENQA, [oq1], CY_TYPICAL, SAME, PRLLOYD)

    pt1 = (U, "Copyright notice", "u1")
    pt2 = (U, "You should remove the year from the copyright notice, so that it never gets outdated. Right now it still says 2015.", "u1")
    pt3 = (A, "This is a misunderstanding. [This}(http://www.copyrightlaws.com/international/copyright-notice-year/) gives you information on what year you should be using for a copyright notice. While leaving out the year altogether is technically fine (though, possibly not in all countries), it's best to include it.", "u2")
    pt4 = (U, "@thebigmunch Your link is pretty irrelevant. Anyway, the date has already been removed.", "u1")
    rec(PICOTORRENT, [pt1], pt2[1], True, "ellipsis", ["the copyright notice"], "PicoTorrent should remove the year from its copyright notice so that it never gets outdated; it still says 2015.", author="u1")
    rec(PICOTORRENT, [pt1, pt2], pt3[1], True, "correction", ["This"], "Removing the year from PicoTorrent's copyright notice rests on a misunderstanding: see copyrightlaws.com on which year a notice should carry; leaving it out is technically fine (perhaps not in every country), but it's best to include it.", author="u2")
    rec(PICOTORRENT, [pt1, pt2, pt3], pt4[1], True, "ellipsis", ["Your link", "the date"], "The copyrightlaws.com link is irrelevant; anyway, the year has already been removed from PicoTorrent's copyright notice.", author="u1")
    rec(PICOTORRENT, [pt1, pt2, pt3, pt4], "Please don't use a phrase to demean someone, especially when it's actually going against Copyright best practice to do so. At least the year remains in the license file", True, "ellipsis", ["the license file"], "Please don't demean someone, especially when removing the year goes against copyright best practice; at least the year remains in PicoTorrent's license file.", author="u2")
    lend(PICOTORRENT, [pt1], CY_GOOGLE, SAME, CSSTUDIO)

    of1 = (U, "Copyright notice in default footer shouldn't mention 2008", "u1")
    of2 = (U, "Currently, the copyright notice in the footer reads \"© 2008-{current year} {org name}\".", "u1")
    rec(OPENCONF, [of1], of2[1], True, "ellipsis", ["the footer"], "openconferenceware's default footer copyright notice currently reads \"© 2008-{current year} {org name}\".", author="u1")
    rec(OPENCONF, [of1, of2], "Either the 2008 should be dropped, or the copyright notice should be removed from the default theme altogether.", True, "ellipsis", ["the 2008"], "Either drop 2008 from openconferenceware's default-footer copyright notice or remove the notice from the default theme altogether.", author="u1")
    lend(OPENCONF, [of1], CY_TYPICAL, SAME, PRLLOYD)

    pl1 = (U, "note old copyright note in the readme footer", "u1")
    pl2 = (U, "You may want to drop it entirely, drop year or update year\n\n> © 2009 Paul Robert Lloyd", "u1")
    rec(PRLLOYD, [pl1], pl2[1], True, "pronoun", ["it"], "The readme footer of paulrobertlloyd-v3 says \"© 2009 Paul Robert Lloyd\"; you may want to drop the notice, drop the year or update the year.", author="u1")
    rec(PRLLOYD, [pl1, pl2], "Thanks @matkoniecz. Typically, the year shown in a copyright notice is that of first publication… I guess it all gets a bit murky when the content is forever changing. I’ve removed the year, anyhow.", True, "ellipsis", ["the year"], "Thanks; the year in a copyright notice is usually that of first publication, which gets murky for ever-changing content; I've removed the year from paulrobertlloyd-v3's readme footer anyway.", author="u2")
    lend(PRLLOYD, [pl1], CY_SPFJS, SAME, SPFJS)

    mu1 = (U, "Remove year of copyright in footer", "u1")
    rec(MUBAN, [mu1], "I removed the reference to 2017 from the copyright statement in the footer", True, "ellipsis", ["the footer"], "I removed 2017 from the copyright statement in muban's footer.", author="u1")
    lend(MUBAN, [mu1], CY_TYPICAL, SAME, PRLLOYD)
    lend(MUBAN, [mu1], CY_APACHE, SAME, TRIGGERMESH)

    lm1 = (U, "Updates year in copyright notices in footer section", "u1")
    lm2 = (A, "Can we just drop the year?", "u2")
    lm3 = (U, "If we follow the requirements for the copyright notice (US), we do not need to update the year at all, as this information should include \"the year of first publication\".", "u1")
    lm4 = (A, "can use javascript? \nwrote once and that's it", "u3")
    lm5 = (A, "so we just roll with the date where laminas was first created?", "u2")
    rec(LAMINAS, [lm1], lm2[1], True, "ellipsis", ["the year"], "Can laminas.github.io just drop the year from the copyright notices in its footer?", author="u2")
    rec(LAMINAS, [lm1, lm2], lm3[1], True, "ellipsis", [], "Under the US requirements for a copyright notice, laminas.github.io need not update the footer year at all, since the notice should give the year of first publication.", author="u1")
    rec(LAMINAS, [lm1, lm2, lm3], lm4[1], True, "ellipsis", [], "Could laminas.github.io set the footer's copyright year with JavaScript, written once?", author="u3")
    rec(LAMINAS, [lm1, lm2, lm3, lm4], lm5[1], True, "ellipsis", ["the date"], "Should laminas.github.io's footer just give the year Laminas was first created?", author="u2")
    rec(LAMINAS, [lm1, lm2, lm3, lm4, lm5], "The problem is that everyone thinks the website is outdated.", True, "ellipsis", ["the website"], "The problem with an old copyright year in laminas.github.io's footer is that everyone thinks the website is outdated.", author="u1")
    lend(LAMINAS, [lm1], CY_SPFJS, SAME, SPFJS)

    # ---- pkg-config: installing a library's .pc file with the right paths ----
    lend(LIBTORRENT, [(U, "install pkg-config (.pc) file in libdir/pkgconfig", "u1")], PC_XPMEM, SAME, XPMEM)
    lend(LIBUCONTEXT, [(U, ".pc file should be installed under PKGCONFIGDIR", "u1")], PC_FULL, SAME, OPENALSOFT)
    lend(RTRLIB, [(U, "Create and install rtrlib.pc pkg-config file", "u1")], PC_UJIT, SELF, LUAVELA)
    lend(LIQUIDDSP, [(U, "Generate and install pkg-config .pc file for easier linking", "u1")], PC_FULL, SAME, OPENALSOFT)
    lend(MANAGARM, [(U, "build: install pkgconfig file", "u1")], PC_UJIT, SELF, LUAVELA)
    lend(COLLC, [(U, "generating a pkg-config file if pkg-config exists and install it", "u1")], PC_XPMEM, SAME, XPMEM)
    lend(YPSPUR, [(U, "Generate and install pkg-config file", "u1")], PC_FULL, SAME, OPENALSOFT)
    lend(MPC, [(U, "(#124) preliminary pkg-config file setup and install", "u1")], PC_UJIT, SELF, LUAVELA)
    lend(H3, [(U, "Add pkg-config pc file.", "u1")], PC_XPMEM, SAME, XPMEM)

    vn1 = (U, "Make install should create a pc file", "u1")
    rec(VARNAM, [vn1], "It should create a package config file", True, "pronoun", ["It"], "libvarnam's make install should create a pkg-config (.pc) file.", author="u1")
    lend(VARNAM, [vn1], PC_FULL, SAME, OPENALSOFT)

    lc1 = (U, "feature request: install pkg-config .pc file", "u1")
    lc2 = (U, "We should install .pc files for pkg-config to consume.", "u1")
    rec(LIBCAMIFACE, [lc1], lc2[1], True, "ellipsis", [], "libcamiface should install .pc files for pkg-config to consume.", author="u1")
    rec(LIBCAMIFACE, [lc1, lc2], "An initial implementation is at 32e4103ec84a4e86b32a21fecfc135076649e3ef but I have not tested it yet. (Where is it installed?)", True, "ellipsis", ["An initial implementation"], "An initial implementation of libcamiface's pkg-config .pc file is at commit 32e4103ec84a4e86b32a21fecfc135076649e3ef, untested; where does it get installed?", author="u1")

    ag1 = (U, "Added pkgconfig file to the installation", "u1")
    ag2 = (U, "This tiny change installs gsl.pc into lib/pkgconfig so that gsl is easier to use.", "u1")
    rec(AMPLGSL, [ag1], ag2[1], True, "pronoun", ["This tiny change"], "The ampl/gsl change installs gsl.pc into lib/pkgconfig so that gsl is easier to use.", author="u1")
    rec(AMPLGSL, [ag1, ag2], "Merged, thanks!", True, "ellipsis", [], "The ampl/gsl change installing gsl.pc into lib/pkgconfig is merged, thanks.", author="u2")

    nc1 = (U, "pkg-config file has bad include paths in at least some configuration", "u1")
    nc2 = (U, "@dcantrell filed PR #500 today, which I merged (and have since reverted). In his description there, he speaks of seeing `-I/usr/usr/include`, which is clearly wrong.", "u1")
    nc3 = (U, "Unfortunately, his change breaks us for local installs from git, at least on Debian.", "u1")
    nc4a = (U, "So @dcantrell reports:\n\n> As expected that gives me nothing. But with ${prefix} present it gives me -I/usr/usr/include and that's not helpful.", "u1")
    nc4 = (U, "This suggests to me that he's got:\n\n```\nprefix: /usr\nincludedir: ${prefix}/usr/include\n```", "u1")
    rec(NOTCURSES, [nc1], nc2[1], True, "ellipsis", [], "@dcantrell's notcurses PR #500 (merged, then reverted) reports the pkg-config file giving `-I/usr/usr/include`, which is clearly wrong.", author="u1")
    rec(NOTCURSES, [nc1, nc2], nc3[1], True, "pronoun", ["his change"], "Unfortunately @dcantrell's notcurses pkg-config change breaks local installs from git, at least on Debian.", author="u1")
    rec(NOTCURSES, [nc1, nc2, nc3, nc4a], nc4[1], True, "pronoun", ["This", "he's"], "@dcantrell's `-I/usr/usr/include` suggests his notcurses .pc file has `prefix: /usr` and `includedir: ${prefix}/usr/include`.", author="u1")
    rec(NOTCURSES, [nc1, nc2, nc3, nc4a, nc4], "I've verified that in my Fedora 32 VM, building from source generates the correct pkg-config files...checking the RPM now.", True, "ellipsis", [], "In a Fedora 32 VM, building notcurses from source generates correct pkg-config files; I'm checking the RPM now.", author="u1")
    lend(NOTCURSES, [nc1], PC_XPMEM, SAME, XPMEM)

    lu1 = (U, "Wrong prefix when configuring via pkg-config", "u1")
    lu2 = (U, "It appears the prefix in `ujit.pc` is always `/usr` even when a non-standard prefix is set via CMake:\n\n```\n$ cmake -DCMAKE_INSTALL_PREFIX=~/local .\n...\n$ make install\n...\n$ PKG_CONFIG_PATH=~/local/lib/pkgconfig pkg-config ujit --cflags\n-I/usr/include/ujit\n```", "u1")
    rec(LUAVELA, [lu1], lu2[1], False, SELF, [], None, author="u1")
    rec(LUAVELA, [lu1, lu2], "**ujit.pc.in**:\n```\nprefix=@CMAKE_INSTALL_PREFIX@\n```\ninstead of\n```\nprefix=/usr\n```\nwould solve the issue.", True, "ellipsis", ["the issue"], "In luavela's ujit.pc.in, `prefix=@CMAKE_INSTALL_PREFIX@` instead of `prefix=/usr` would fix the wrong pkg-config prefix.", author="u1")

    yc1 = (U, "wrong yaml-cpp.pc", "u1")
    yc2 = (U, "According to existent version of yaml-cpp.pc.cmake we are getting this rows\nin yaml-cpp.pc:\n\nprefix=/usr/local\nexec_prefix=/usr/local\nlibdir=lib\nincludedir=include/yaml-cpp", "u1")
    yc3 = (U, "And this is wrong, because `pkg-config yaml-cpp --cflags` will return\n\"-Iinclude/yaml-cpp\"... it's not what expected to be.", "u1")
    yc4 = (U, "By adding prefix variable you can solve this issue.", "u1")
    rec(YAMLCPP, [yc1], yc2[1], True, "ellipsis", [], "yaml-cpp.pc.cmake produces a yaml-cpp.pc with `prefix=/usr/local`, `libdir=lib` and `includedir=include/yaml-cpp`.", author="u1")
    rec(YAMLCPP, [yc1, yc2], yc3[1], True, "pronoun", ["this"], "yaml-cpp.pc's relative `includedir=include/yaml-cpp` is wrong, because `pkg-config yaml-cpp --cflags` then returns \"-Iinclude/yaml-cpp\".", author="u1")
    rec(YAMLCPP, [yc1, yc2, yc3], yc4[1], True, "pronoun", ["this issue"], "Adding the prefix variable to libdir and includedir in yaml-cpp.pc.cmake solves the wrong `-Iinclude/yaml-cpp` path.", author="u1")
    rec(YAMLCPP, [yc1, yc2, yc3, yc4], "Now `pkg-config yaml-cpp --cflags` will work as expected, returning\n\"-I/usr/local/include/yaml-cpp\".", True, "ellipsis", ["Now"], "With the prefix variable in yaml-cpp.pc.cmake, `pkg-config yaml-cpp --cflags` returns \"-I/usr/local/include/yaml-cpp\" as expected.", author="u1")
    lend(YAMLCPP, [yc1], PC_UJIT, SELF, LUAVELA)

    xx1 = (U, "updated libxxhash.pc generation", "u1")
    xx2 = (U, "can control libdir and includedir\n\nfix #437", "u1")
    xx2b = (U, "$(error configured libdir ($(LIBDIR)) is outside of prefix ($(PREFIX)), can't generate pkg-config file)", "u1")
    rec(XXHASH, [xx1], xx2[1], True, "ellipsis", [], "xxHash's updated libxxhash.pc generation lets libdir and includedir be controlled (fixes #437).", author="u1")
    rec(XXHASH, [xx1, xx2, xx2b], "... is outside of exec_prefix ($(EXEC_PREFIX))", True, "correction", [], "xxHash's Makefile error for the pkg-config file should say the configured libdir is outside of exec_prefix ($(EXEC_PREFIX)), not of prefix.", author="u2")

    le1 = (U, "Fix installed pkg-configs", "u1")
    le2 = (U, "Commit 2239556 patched the pkg-config files during installation, but\nforgot to escape references to the prefix variable.", "u1")
    le3 = (U, "The result is that the\nprefix substitution in upstream generates \"/lib/new/prefix\" instead of\n\"/new/prefix/lib\".", "u1")
    rec(LIBELFIN, [le1], le2[1], True, "ellipsis", [], "libelfin's commit 2239556 patched the pkg-config files during installation but forgot to escape references to the prefix variable.", author="u1")
    rec(LIBELFIN, [le1, le2], le3[1], True, "ellipsis", ["The result"], "Because libelfin's install step doesn't escape the prefix variable, the prefix substitution generates \"/lib/new/prefix\" instead of \"/new/prefix/lib\".", author="u1")
    rec(LIBELFIN, [le1, le2, le3], "Instead, use \"libdir\" and \"includedir\" variables in the pkgconfig file,\nwhich are easier to patch during install.", True, "ellipsis", ["Instead"], "libelfin's pkgconfig files should use \"libdir\" and \"includedir\" variables, which are easier to patch during install.", author="u1")

    oa1 = (U, "Fix pkg-config file when libdir/bindir/includedir specified as absolute paths", "u1")
    oa2 = (U, "Currently it makes the pkg-config file unusable as prefix is specified twice.", "u1")
    rec(OPENALSOFT, [oa1], oa2[1], True, "pronoun", ["it"], "Currently an absolute libdir, bindir or includedir makes openal-soft's pkg-config file unusable, because the prefix is given twice.", author="u1")
    rec(OPENALSOFT, [oa1, oa2], PC_FULL, False, SAME, [], None, author="u1")
    rec(OPENALSOFT, [oa1, oa2, (U, PC_FULL, "u1")], "@kcat can you take a look on this, too?", True, "pronoun", ["this"], "@kcat can you also look at the openal-soft pkg-config fix for absolute libdir/bindir/includedir paths?", author="u1")

    xp1 = (U, "Fix generated pkg-config includedir and libdir", "u1")
    rec(XPMEM, [xp1], PC_XPMEM, False, SAME, [], None, author="u1")
    rec(XPMEM, [xp1, (U, PC_XPMEM, "u1")], "Fixes https://github.com/hjelmn/xpmem/issues/47.", True, "ellipsis", [], "The xpmem pull request fixing the generated pkg-config includedir and libdir fixes hjelmn/xpmem issue 47.", author="u1")

    # ---- the executable bit in git: file mode 100755 vs 100644 ----
    an1 = (U, "Set the executable bit for scripts in the repository", "u1")
    rec(ANDROIDUT, [an1], "This was actually done on Windows using\n\n$ git update-index --chmod=+x <file>\n\nand allows us to simplify the build instructions a bit.", True, "pronoun", ["This"], "Setting the executable bit on android-unit-test's scripts was done on Windows with `git update-index --chmod=+x <file>`, and it lets the build instructions be simplified a bit.", author="u1")
    lend(ANDROIDUT, [an1], EX_KNOW, SAME, X11DOCKER)
    lend(ANDROIDUT, [an1], EX_MODE120, SAME, UNIDIFF)

    ub1 = (U, "chmod +x scripts", "u1")
    rec(UBUNTUSCRIPTS, [ub1], "run `chmod +x` and `git update-index --chmod=+x` on scripts", True, "ellipsis", [], "The ubuntu-scripts pull request runs `chmod +x` and `git update-index --chmod=+x` on the scripts.", author="u1")
    lend(UBUNTUSCRIPTS, [ub1], EX_SCM, SELF, SCMMGR)
    lend(UBUNTUSCRIPTS, [ub1], EX_XIT, SELF, XIT)

    mg1 = (U, "Make perl script executable in git", "u1")
    mg2 = (U, "Suggested improvement, run:\n\n```\ngit update-index --chmod=+x run_mgm.pl\ngit commit run_mgm.pl -m \"made perl script executable\"\ngit push\n```", "u1")
    mg3 = (A, "I am currently addressing a backlog of support tasks. While most questions may be outdated and no longer relevant, I am reviewing them to address the issues raised.", "u2")
    rec(MGM2, [mg1], mg2[1], True, "ellipsis", [], "Suggested improvement for MetaGeneMark-2: make run_mgm.pl executable in git with `git update-index --chmod=+x run_mgm.pl`, then commit and push.", author="u1")
    rec(MGM2, [mg1, mg2], mg3[1], False, SELF, [], None, author="u2")
    rec(MGM2, [mg1, mg2, mg3], "Thank you, it is executable now.", True, "pronoun", ["it"], "Thank you; MetaGeneMark-2's run_mgm.pl is executable in git now.", author="u2")
    lend(MGM2, [mg1], EX_KNOW, SAME, X11DOCKER)

    x11 = (U, "Why scripts are not executable after git clone?", "u1")
    x13 = (U, "Just do \n\n```sh\nchmod +x x11docker*\ngit add .\ngit commit -m 'made scripts executable'\ngit push\n```", "u1")
    x14 = (A, "Thank you!\n\nYou gave me the needed push to finally try out the `git` command.\nUntil now I've uploaded the files directly on the github page. The executeable bit got lost that way.", "u2")
    x15 = (A, "I thought it would be some sort of security feature of github; but maybe it is just not possible to transfer the bit this way.", "u2")
    rec(X11DOCKER, [x11], EX_KNOW, False, SAME, [], None, author="u1")
    rec(X11DOCKER, [x11, (U, EX_KNOW, "u1")], x13[1], True, "ellipsis", [], "To make x11docker's scripts executable after a git clone, run `chmod +x x11docker*`, then git add, commit and push.", author="u1")
    rec(X11DOCKER, [x11, (U, EX_KNOW, "u1"), x13], x14[1], True, "ellipsis", ["that way"], "Thanks; until now I uploaded x11docker's files directly on the GitHub page, which lost their executable bit, so now I'll use the git command.", author="u2")
    rec(X11DOCKER, [x11, (U, EX_KNOW, "u1"), x13, x14], x15[1], True, "pronoun", ["it", "this way"], "I thought losing the executable bit was a GitHub security feature, but maybe the bit just can't be transferred when uploading files on the GitHub page.", author="u2")
    rec(X11DOCKER, [x11, (U, EX_KNOW, "u1"), x13, x14, x15], "I just checked, even the provided zip-Download contains executeables now.", True, "ellipsis", [], "I checked: even x11docker's zip download now contains executable scripts.", author="u2")
    lend(X11DOCKER, [x11], EX_XIT, SELF, XIT)

    ni1 = (U, "build.sh's executable bit keeps getting removed in unrelated commits.", "u1")
    ni2 = (U, "Looking at the [history for build.sh](https://github.com/Araq/Nim/commits/devel/build.sh) shows that build.sh's executable bit from my initial commit got removed in 61c5c92, which is an unrelated commit.", "u1")
    ni3 = (U, "Since then people have added and re-added the executable bit, but each time an unrelated commit has removed the executable bit again.", "u1")
    ni4 = (U, "If this has happened on purpose, please disregard this issue and close it.", "u1")
    rec(NIM, [ni1], ni2[1], True, "ellipsis", [], "The history of Nim's build.sh shows that its executable bit from my initial commit was removed in 61c5c92, an unrelated commit.", author="u1")
    rec(NIM, [ni1, ni2], ni3[1], True, "ellipsis", ["Since then"], "Since 61c5c92 people have re-added the executable bit on Nim's build.sh, but each time an unrelated commit removed it again.", author="u1")
    rec(NIM, [ni1, ni2, ni3], ni4[1], True, "pronoun", ["this"], "If the executable bit on Nim's build.sh is removed on purpose, please disregard and close the issue about it.", author="u1")
    rec(NIM, [ni1, ni2, ni3, ni4], "I don't care, ``chmod +x script;; ./script`` is VERY common in unix land anyway.", True, "ellipsis", [], "I don't mind whether Nim's build.sh keeps its executable bit: `chmod +x script; ./script` is very common on Unix anyway.", author="u2")
    lend(NIM, [ni1], EX_SCM, SELF, SCMMGR)

    as1 = (U, "Bash script is not executable in repository", "u1")
    as2 = (U, "It would be useful if the Script had the executable bit set in the repository so it was directly usable when cloning", "u1")
    as3 = (A, "This is probably due to the fact that I work under both Windows and WSL (where the files are symlinked to a Windows drive). I guess this doesn't help Git with permission bits tracking.", "u2")
    rec(ASN, [as1], as2[1], True, "ellipsis", ["the Script"], "It would be useful if asn's script had the executable bit set in the repository, so that it can be used directly after cloning.", author="u1")
    rec(ASN, [as1, as2], as3[1], True, "pronoun", ["This"], "asn's script probably lacks the executable bit because I work under both Windows and WSL (files symlinked to a Windows drive), which doesn't help Git track permission bits.", author="u2")
    rec(ASN, [as1, as2, as3], "I'll try a `git update-index --chmod=+x asn`, all the while keeping permission bits tracking disabled. Should stick through subsequent commits, I hope.", True, "ellipsis", [], "I'll run `git update-index --chmod=+x asn` while keeping permission-bit tracking disabled, which should stick through later commits.", author="u2")
    lend(ASN, [as1], EX_MODE120, SAME, UNIDIFF)

    xi1 = (U, "Show file mode differences", "u1")
    xi3 = (U, "Git recognizes this difference.", "u1")
    rec(XIT, [xi1], EX_XIT, False, SELF, [], None, author="u1")
    rec(XIT, [xi1, (U, EX_XIT, "u1")], xi3[1], True, "pronoun", ["this difference"], "Git recognizes a change of a file's mode (by chmod) without a change to its content.", author="u1")
    rec(XIT, [xi1, (U, EX_XIT, "u1"), xi3], "The diff view should be updated to show mode changes.", True, "ellipsis", ["The diff view"], "Xit's diff view should be updated to show file mode changes.", author="u1")
    lend(XIT, [xi1], EX_KNOW, SAME, X11DOCKER)

    sm1 = (U, "Show file permission changes in changeset diff", "u1")
    sm3 = (U, "That doesn't show up in the changeset view for a Git repo.", "u1")
    rec(SCMMGR, [sm1], EX_SCM, False, SELF, [], None, author="u1")
    rec(SCMMGR, [sm1, (U, EX_SCM, "u1")], sm3[1], True, "pronoun", ["That"], "File mode changes of the executable bit don't show up in SCM-Manager's changeset view for a Git repository.", author="u1")
    rec(SCMMGR, [sm1, (U, EX_SCM, "u1"), sm3], "Please add a way to enable the --git diff mode to show those differences.", True, "pronoun", ["those differences"], "Please add a way in SCM-Manager to enable the --git diff mode so that file mode changes are shown.", author="u1")
    lend(SCMMGR, [sm1], EX_MODE120, SAME, UNIDIFF)

    ud1 = (U, "Expose the file mode permissions", "u1")
    ud2 = (U, "There are cases where it is very useful to know the file mode in the diff.", "u1")
    ud4 = (U, "For us this is essential to know whether we want to review the diff or not.", "u1")
    ud5 = (U, "If this symlink indicator is ignored, the diff appears as a new file with a 1-line change instead of a link with a link target.", "u1")
    rec(UNIDIFF, [ud1], ud2[1], True, "ellipsis", ["the diff"], "There are cases where it is very useful for python-unidiff to expose the file mode in a diff.", author="u1")
    rec(UNIDIFF, [ud1, ud2], EX_MODE120, False, SAME, [], None, author="u1")
    rec(UNIDIFF, [ud1, ud2, (U, EX_MODE120, "u1")], ud4[1], True, "pronoun", ["this"], "Knowing that file mode 120000 marks a symbolic link is essential for us to decide whether to review a diff.", author="u1")
    rec(UNIDIFF, [ud1, ud2, (U, EX_MODE120, "u1"), ud4], ud5[1], True, "pronoun", ["this symlink indicator"], "If python-unidiff ignores the 120000 symlink file mode, the diff appears as a new file with a one-line change instead of a link with a link target.", author="u1")
    rec(UNIDIFF, [ud1, ud2, (U, EX_MODE120, "u1"), ud4, ud5], "The current code base uses `RE_DIFF_GIT_NEW_FILE` and `RE_DIFF_GIT_DELETED_FILE` to parse the `file mode` line. But it doesn't expose or otherwise do anything with the actual mode value.", True, "ellipsis", ["The current code base"], "python-unidiff parses the `file mode` line with `RE_DIFF_GIT_NEW_FILE` and `RE_DIFF_GIT_DELETED_FILE` but doesn't expose or use the actual mode value.", author="u1")
    lend(UNIDIFF, [ud1], EX_SCM, SELF, SCMMGR)

    tp1 = (U, "Preserve file modes", "u1")
    tp2 = (U, "Fixes an issue where Git file modes other than 100644 (e.g., 100755) for files to be version updated would be overwritten with 100644.", "u1")
    tp3 = (U, "The change now uses `git diff --raw HEAD` to reference the new file mode and inherit it accordingly.", "u1")
    rec(TAGPR, [tp1], tp2[1], True, "ellipsis", [], "The tagpr change fixes Git file modes other than 100644 (such as 100755) being overwritten with 100644 on files whose version it updates.", author="u1")
    rec(TAGPR, [tp1, tp2], tp3[1], True, "ellipsis", ["The change"], "tagpr's fix uses `git diff --raw HEAD` to read each file's new mode and keep it.", author="u1")
    rec(TAGPR, [tp1, tp2, tp3], "Thank you! Nice catch!", True, "ellipsis", [], "Thank you for the tagpr fix that preserves file modes; nice catch!", author="u2")
    lend(TAGPR, [tp1], EX_XIT, SELF, XIT)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- juggling: siteswap notation in simulators and generators ----
    j48 = (U, "Incorrect Behavior with pattern validation. I have been playing with transitions between sync and async siteswaps and have found the following behavior.\n\nThe siteswap 1x(2,1x)! is considered valid by the editor but the siteswap 1x(1x,2) is not.", "u1")
    j48q = "We think of both as a transition from siteswap 2 to siteswap (2,2). The 1x is the transition in and the (2,1x)! and (1x,2) are the transitions out."
    rec(P2_JL48, [j48], j48q, True, "pronoun", ["both"], "We think of both siteswaps 1x(2,1x)! (accepted by Juggling Lab's editor) and 1x(1x,2) (rejected) as a transition from siteswap 2 to siteswap (2,2): the 1x is the transition in and (2,1x)! and (1x,2) are the transitions out.", author="u1")
    j48r = "For a less trivial example, Jugglinglab accepts 3x43x(4,2x)(4,3x)! (and rendered it very strangely, as if there were a multiplex) but does not accept 3x43x(3x,4)(3x,4) which can be though of as transitions from 4 to (4,4)."
    rec(P2_JL48, [j48, (U, j48q, "u1")], j48r, True, "ellipsis", ["a less trivial example"], "A less trivial example of Juggling Lab validating sync/async transition siteswaps inconsistently: Jugglinglab accepts 3x43x(4,2x)(4,3x)! (rendering it strangely, as if there were a multiplex) but does not accept 3x43x(3x,4)(3x,4), which can be thought of as transitions from 4 to (4,4).", author="u1")
    lend(P2_JL48, [j48], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL48, [j48], P2_J_SYMMETRY, SAME, P2_SSGEN)

    j133 = (U, "Feature suggestion: Pattern analyzer (command line only?). When a siteswap pattern is entered, display information about the pattern:\n\n- number of objects\n- is the pattern prime or composite (and subpatterns if the latter)", "u1")
    j133q = "- pattern inverse, if it exists\n- pattern dual\n- states used by the pattern"
    rec(P2_JL133, [j133], j133q, True, "ellipsis", ["pattern inverse"], "Juggling Lab's proposed pattern analyzer should also display, for an entered siteswap, the pattern inverse if it exists, the pattern dual and the states used by the pattern.", author="u1")
    rec(P2_JL133, [j133, (U, j133q, "u1")], "Output format is straightforward from the command line. Output method is TBD for GUI-based pattern input.", True, "ellipsis", ["Output format"], "The output format of Juggling Lab's proposed siteswap pattern analyzer is straightforward from the command line; its output method is to be decided for GUI-based pattern input.", author="u1")
    lend(P2_JL133, [j133], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_JL133, [j133], P2_J_PASSING, SAME, P2_JL113)

    j102 = (U, "Extra ball appears! I was surprised to see 4 balls in the 3 ball siteswap: `(4,3x)!(2,0)!(3x,0)!`", "u1")
    j102q = "Maybe I understand something wrong about the `!` notation, but I think there should be no extra ball stuck in the left hand, no?"
    rec(P2_JL102, [j102], j102q, True, "ellipsis", ["extra ball"], "In Juggling Lab's animation of the siteswap `(4,3x)!(2,0)!(3x,0)!`, should there be no extra ball stuck in the left hand, or do I misunderstand the `!` notation?", author="u1")
    j102a = "Ah, yes that does animate strangely. Short-beat patterns – where a hand is throwing on every beat, not every other beat – often need some adjusting to get right."
    rec(P2_JL102, [j102, (U, j102q, "u1")], j102a, True, "pronoun", ["that"], "The siteswap `(4,3x)!(2,0)!(3x,0)!` does animate strangely in Juggling Lab; short-beat patterns, where a hand throws on every beat, often need some adjusting to get right.", author="u2")
    j102b = "That is actually a 4-ball pattern, which we know from the average rule and the fact that it's 3 beats long:  (4 + 3 + 2 + 0 + 3 + 0) / 3 = 4."
    rec(P2_JL102, [j102, (U, j102q, "u1"), (A, j102a, "u2")], j102b, True, "pronoun", ["That"], "The siteswap `(4,3x)!(2,0)!(3x,0)!` is actually a 4-ball pattern, known from the average rule and its being 3 beats long: (4 + 3 + 2 + 0 + 3 + 0) / 3 = 4.", author="u2")
    j102c = "Juggling Lab by default interprets `2` throws as holds, since in the usual case a hand is throwing every 2 beats so the hand throwing the `2` won't be doing anything else before that ball is caught again."
    # A general statement about the program's default, complete in itself: a trap in its own thread.
    rec(P2_JL102, [j102, (U, j102q, "u1"), (A, j102a, "u2"), (A, j102b, "u2")], j102c, False, SAME, [], None, author="u2")

    j113 = (U, "Support for non integer throws (3.5). Are you considering support for non integer number siteswaps?", "u1")
    rec(P2_JL113, [j113], P2_J_PASSING, False, SAME, [], None, author="u1")
    j113q = "I think this could also be interesting for solo juggling to get polyrhythmic patterns."
    rec(P2_JL113, [j113, (U, P2_J_PASSING, "u1")], j113q, True, "pronoun", ["this"], "I think support for non-integer throws in Juggling Lab siteswaps could also be interesting for solo juggling, to get polyrhythmic patterns.", author="u1")
    rec(P2_JL113, [j113, (U, P2_J_PASSING, "u1"), (U, j113q, "u1")], "I'm also interested in patterns that have a galloping rhythm.", True, "ellipsis", ["also"], "For non-integer siteswap throws in Juggling Lab, I'm also interested in patterns that have a galloping rhythm.", author="u1")

    j37 = (U, "Inconsistent hand sequence in mix asynch/synch patterns? A.: Why is it that \\(7x,7x\\)07x7x7x0 is considered a valid \npattern, but \\(7x,7x\\)07x7x7x0\\(7x,7x\\)07x7x7x0 \n\\(extending the first sequence by itself\\) is not?", "u1")
    j37q = "B.: Likewise, but exactly contrary: \\(7,7\\)07770\\(7,7\\)07770 \nis considered valid, but \\(7,7\\)07770 is not."
    rec(P2_JL37, [j37], j37q, True, "ellipsis", ["Likewise, but exactly contrary"], "Juggling Lab considers the mixed sync/async siteswap (7,7)07770(7,7)07770 valid but (7,7)07770 not valid, the opposite of (7x,7x)07x7x7x0 being valid and its doubling not: why?", author="u1")
    rec(P2_JL37, [j37, (U, j37q, "u1")], "Closing because it isn't a bug", True, "pronoun", ["it"], "Closing the Juggling Lab issue about inconsistent validation of mixed sync/async siteswaps such as (7,7)07770, because it isn't a bug.", author="u2")
    lend(P2_JL37, [j37], P2_J_BOUNCE, SAME, P2_GUN19)

    g19 = (U, "Getting Error: \"Unable to calculate bounce path\". I don't know if this is normal or not but when I try 1B or 3B or 4B or 9B{HF}45 as \"Siteswap\" and press \"Juggle\", I get the error mentioned above. The 3B{HF} works though or the simple 9B45 or even 2B.", "u1")
    # The maintainer's first sentence restates the error and its cause in full: a trap.
    rec(P2_GUN19, [g19], P2_J_BOUNCE, False, SAME, [], None, author="u2")
    g19q = "Consider your example 9B{HF}45, presumably you left the default beatDuration of .28?"
    rec(P2_GUN19, [g19, (A, P2_J_BOUNCE, "u2")], g19q, True, "pronoun", ["your example"], "For the gunswap siteswap 9B{HF}45 that fails with \"Unable to calculate bounce path\", was the default beatDuration of .28 left unchanged?", author="u2")
    lend(P2_GUN19, [g19], P2_J_SHORT, SAME, P2_JL102)

    g1 = (U, "Throws above 9 in sync or multiplex siteswap. Maybe I'm missing something, but I don't seem to be able to specify a sync or multiplex pattern with a throw of a or higher.", "u1")
    g1q = "patterns that work: a a8 (6,2) (8,2) (6x,2x) [80] [9]\npatterns that don't work: (a,2) (ax,2x) [a0] [a]"
    rec(P2_GUN1, [g1], g1q, True, "ellipsis", ["patterns that work"], "In gunswap, siteswap patterns that work: a a8 (6,2) (8,2) (6x,2x) [80] [9]; sync or multiplex patterns with a throw of a or higher that don't work: (a,2) (ax,2x) [a0] [a].", author="u1")
    g1r = "Error message for the sync problem is: Cannot determine number of props\nError message for the multiplex problem is: No prop available to toss at beat 0"
    rec(P2_GUN1, [g1, (U, g1q, "u1")], g1r, True, "ellipsis", ["the sync problem", "the multiplex problem"], "In gunswap, a sync siteswap with a throw of a or higher fails with \"Cannot determine number of props\", and a multiplex one with \"No prop available to toss at beat 0\".", author="u1")
    g1a = "Thanks for the bug report! Looks like any non vanilla siteswaps with tosses >= 'a' don't work. I think I found the issue so I'm gonna push the fix later."
    rec(P2_GUN1, [g1, (U, g1q, "u1"), (U, g1r, "u1")], g1a, True, "ellipsis", ["the issue"], "It looks like any non-vanilla gunswap siteswaps with tosses of 'a' or higher don't work; I think I found the cause and will push a fix later.", author="u2")
    lend(P2_GUN1, [g1], P2_J_PASSING, SAME, P2_JL113)

    p26 = (U, "Generator misses one trivial siteswap. Not sure if this is a bug or a deliberate design decision.\nThe lexicographically smallest siteswap seems always to be missing from the generator, for example 33333", "u1")
    p26q = "Yeah, you were right, Patterns that repeat themselves exactly are filtered."
    rec(P2_PASSIST, [p26], p26q, True, "ellipsis", ["you were right"], "In the passist siteswap generator, siteswaps that repeat themselves exactly (such as 33333) are filtered out, which is why the lexicographically smallest one seems to be missing.", author="u1")
    rec(P2_PASSIST, [p26, (U, p26q, "u1")], "For prime number periods, there is only one. As in period 3 described above.", True, "ellipsis", ["there is only one"], "For prime-number periods there is only one exactly repeating siteswap filtered out of the passist generator (as in period 3, e.g. 333).", author="u1")
    lend(P2_PASSIST, [p26], P2_J_SHORT, SAME, P2_JL102)

    s60 = (U, "improve symmetry for an odd number of jugglers. " + P2_J_SYMMETRY, "u1")
    s60q = "Notably, the markers || and X will only depend on the site-swap value, not on the number of the juggler."
    rec(P2_SSGEN, [s60], s60q, True, "ellipsis", ["the markers"], "If the even jugglers start left-handed when the number of jugglers is odd, the siteswap generator's markers || and X will only depend on the siteswap value, not on the juggler's number.", author="u1")
    rec(P2_SSGEN, [s60, (U, s60q, "u1")], "I have tried to solve this in my fork", True, "pronoun", ["this"], "I have tried, in my fork of siteswap_generator, to make even jugglers start left-handed for a better symmetry with an odd number of jugglers.", author="u1")
    rec(P2_SSGEN, [s60, (U, s60q, "u1"), (U, "I have tried to solve this in my fork", "u1")], "But I don't know how to compile and test the program.", True, "ellipsis", ["the program"], "But I don't know how to compile and test the siteswap_generator program.", author="u1")
    lend(P2_SSGEN, [s60], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL102, [j102], P2_J_BOUNCE, SAME, P2_GUN19)
    lend(P2_JL37, [j37], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_GUN1, [g1], P2_J_SYMMETRY, SAME, P2_SSGEN)
    lend(P2_GUN19, [g19], P2_J_PASSING, SAME, P2_JL113)
    lend(P2_PASSIST, [p26], P2_J_PASSING, SAME, P2_JL113)
    lend(P2_SSGEN, [s60], P2_J_SHORT, SAME, P2_JL102)

    # ---- darts: 501 double-out scoring, busts and checkouts ----
    l40 = (U, "feat: darts 501 live + capture (double-out). ## Request\n\nBuild a **501 / double-out** darts API so the frontend can ship a live scorecard and finished-game capture. Frontend is waiting. **Do not merge** until reviewed.", "u1")
    l40q = "- Game: **501**, **double-out** only\n- Entry: **turn totals** (integer visit score), not per-dart"
    rec(P2_LSA40, [l40], l40q, True, "ellipsis", ["Game"], "The league-sports darts API's first version: the game is 501, double-out only, and entry is by turn totals (an integer visit score), not per dart.", author="u1")
    l40r = "- Create live match → remaining starts at **501**\n- Submit turn: `{ playerSlot|userId, score: 0–180 }` with bust rules\n- Bust if `score > remaining` OR `remaining − score === 1`"
    rec(P2_LSA40, [l40, (U, l40q, "u1")], l40r, True, "ellipsis", ["remaining"], "The league-sports 501 double-out darts API's live flow: creating a live match starts the remaining score at 501; a submitted turn (player slot or user id, score 0–180) is a bust if the score is more than the remaining score or would leave exactly 1.", author="u1")
    l40s = "- Checkout / finish: a visit that hits 0 requires `checkout: true` (FE asserts double-out). Reject finishes without the flag."
    rec(P2_LSA40, [l40, (U, l40q, "u1"), (U, l40r, "u1")], l40s, True, "ellipsis", ["the flag"], "In the league-sports 501 darts API, a visit that brings the remaining score to 0 requires `checkout: true` (the frontend asserts the double-out); finishes without that flag are rejected.", author="u1")
    rec(P2_LSA40, [l40, (U, l40q, "u1"), (U, l40r, "u1"), (U, l40s, "u1")], "- Lock the match when complete (winner set)", True, "ellipsis", ["the match"], "The league-sports 501 darts API should lock a live darts match when it is complete, with the winner set.", author="u1")

    l41 = (U, "feat: darts 501 live + capture (double-out). Implements #40. Draft — **do not merge** until reviewed. Frontend can integrate against this contract.", "u1")
    l41q = "Darts follows that sport-prefixed pattern as `/api/darts` (not `/api/darts-matches`) so the live scorecard and capture URLs stay short."
    l41h = (U, "Padel kept the original `/api/matches` collection. Golf is sport-prefixed (`/api/golf-rounds`).", "u1")
    rec(P2_LSA41, [l41, l41h], l41q, True, "pronoun", ["that sport-prefixed pattern"], "The league-sports darts 501 API follows golf's sport-prefixed route pattern as `/api/darts` (not `/api/darts-matches`), so the live scorecard and capture URLs stay short.", author="u1")
    l41r = "Venue is **nullable** (`DartsMatch.venueCmsId` optional FK to `Venue.cmsId`). Pub/home games omit `venueCmsId`."
    rec(P2_LSA41, [l41, l41h, (U, l41q, "u1")], l41r, True, "ellipsis", ["Venue"], "In the league-sports darts 501 match migration, the venue is nullable (`DartsMatch.venueCmsId` is an optional foreign key to `Venue.cmsId`); pub and home games omit `venueCmsId`.", author="u1")
    lend(P2_LSA41, [l41], P2_D_AVERAGE, SAME, P2_LID96)

    d38 = (U, "Scoreboard shows a 3 dart finish while there is only 1 or 2 darts left. After the first dart is thrown the scoreboard shows still a 3 dart checkout instead of switching to a 2 dart finish (if possible).", "u1")
    d38q = "example:\n121 left\nhit 20 with first dart\nscoreboard shows \"T20 9 D16 / T17 D25\"\nnext dart misses\nscoreboard still showing \"T20 9 D16 / T17 D25\""
    rec(P2_DASCR, [d38], d38q, True, "ellipsis", ["example"], "Example of the DaSCR darts board still showing a 3-dart checkout with fewer darts left: with 121 left and 20 hit by the first dart, the scoreboard shows \"T20 9 D16 / T17 D25\", and after the next dart misses it still shows \"T20 9 D16 / T17 D25\".", author="u1")
    d38r = "possible solution:\ncreating different checkout lists responding to the darts left"
    rec(P2_DASCR, [d38, (U, d38q, "u1")], d38r, True, "ellipsis", ["possible solution"], "A possible fix for the DaSCR darts scoreboard showing a 3-dart checkout when only 1 or 2 darts are left: different checkout lists depending on the darts left.", author="u1")
    d38a = "I know. Never did implement the way you suggest. But it sure would be a solution."
    rec(P2_DASCR, [d38, (U, d38q, "u1"), (U, d38r, "u1")], d38a, True, "pronoun", ["it"], "I know the DaSCR darts scoreboard always shows a 3-dart checkout; I never implemented checkout lists depending on the darts left, but they would be a solution.", author="u2")
    lend(P2_DASCR, [d38], P2_D_AVERAGE, SAME, P2_LID96)

    d96 = (U, "All-checkout statistical average. " + P2_D_AVERAGE, "u1")
    d96q = "This will \"clean\" the average and make it comparable regardless of the opponents' average strength."
    rec(P2_LID96, [d96], d96q, True, "pronoun", ["This"], "Adding, for every lost leg, the average number of darts needed to finish the remaining score would 'clean' a lidarts player's average and make it comparable regardless of the opponents' average strength.", author="u1")
    d96r = "Example: Player A loses a leg with 81 score remaining. A lookup in his won legs happens how many darts he needs on average to finish that score. It will be added to his dart count."
    rec(P2_LID96, [d96, (U, d96q, "u1")], d96r, True, "ellipsis", ["Example"], "An example of lidarts' proposed all-checkout average: player A loses a leg with 81 remaining; a lookup in his won legs finds how many darts he needs on average to finish 81, and that is added to his dart count.", author="u1")
    d96s = "That average will always be lower than the traditional average unless you never lost a leg."
    rec(P2_LID96, [d96, (U, d96q, "u1"), (U, d96r, "u1")], d96s, True, "pronoun", ["That average"], "The proposed lidarts all-checkout average will always be lower than the traditional darts average unless you never lost a leg.", author="u1")
    rec(P2_LID96, [d96, (U, d96q, "u1"), (U, d96r, "u1"), (U, d96s, "u1")], "How many legs from the past should be included is up for discussion.", True, "ellipsis", ["How many legs"], "How many past won legs lidarts' all-checkout average should include (when looking up the darts needed to finish) is up for discussion.", author="u1")

    d92 = (U, "Count checkout darts in Single Out", "u1")
    rec(P2_LID92, [d92], "It was requested. I do not think it's that important.", True, "pronoun", ["It"], "Counting checkout darts in Single Out games in lidarts was requested; I do not think it's that important.", author="u1")

    d193 = (U, "Undo score can leave 1 remaining in Double Out", "u1")
    rec(P2_LID193, [d193], "Bug is confirmed.", True, "ellipsis", ["Bug"], "The lidarts bug where undoing a score can leave 1 remaining in a Double Out game is confirmed.", author="u1")
    lend(P2_LSA40, [l40], P2_D_AVERAGE, SAME, P2_LID96)

    # ---- fencing and kendo: scoring boxes, lockout timings and tournament pools ----
    f12 = (U, "Updated to new sabre timings. " + P2_F_LOCKOUT, "u1")
    f12q = "Anything change for foil or epee during the 2016 update?"
    rec(P2_FSB12, [f12], f12q, True, "ellipsis", ["the 2016 update"], "Did the FIE's 2016 update of sabre timings (lockout from 120 ms to 170 ms) change anything for foil or epee?", author="u2")
    f12a = "Nope, only on sabre. Foil and epee is still the same"
    rec(P2_FSB12, [f12, (A, f12q, "u2")], f12a, True, "ellipsis", ["only on sabre"], "No, the FIE's 2016 timing update changed only the sabre lockout; foil and epee timings are still the same.", author="u1")
    rec(P2_FSB12, [f12, (A, f12q, "u2"), (U, f12a, "u1")], "Thanks very much for the update. Sorry I only saw it now.", True, "ellipsis", ["the update"], "Thanks very much for updating fencing_scoring_box to the FIE's new sabre timings; sorry I only saw the pull request now.", author="u3")
    lend(P2_FSB12, [f12], P2_F_POOL, SAME, P2_KENDO195)

    f10 = (U, "Sabre Implementation. Sabre is totally untested, it has come to my attention that it is more complex then just foil without the off-target.", "u1")
    f10q = "A hit needs to be able to register while in contact with the opponents blade. This makes it quite tricky to implement."
    rec(P2_FSB10, [f10], f10q, True, "ellipsis", ["A hit"], "In sabre, a hit needs to be able to register while the blade is in contact with the opponent's blade, which makes sabre quite tricky to implement in fencing_scoring_box.", author="u1")
    f10r = "I did a sabre box that perfectly worked on my bench but that completely fails when you connect it to long wires (i used digital pins)."
    # A complete account of the speaker's own box: its pronouns point inside the sentence.
    rec(P2_FSB10, [f10, (U, f10q, "u1")], f10r, False, SELF, [], None, author="u2")
    rec(P2_FSB10, [f10, (U, f10q, "u1"), (A, f10r, "u2")], P2_F_SIMULATE, False, SAME, [], None, author="u2")
    f10a = "Hi Solexis, thank you for you interest. I do currently have some time. So will look at it."
    rec(P2_FSB10, [f10, (U, f10q, "u1"), (A, f10r, "u2"), (A, P2_F_SIMULATE, "u2")], f10a, True, "pronoun", ["it"], "Thank you for your interest in the fencing_scoring_box sabre implementation; I currently have some time, so I will look at sabre.", author="u1")
    lend(P2_FSB10, [f10], P2_F_POOL, SAME, P2_KENDO195)

    f16 = (U, "Delay in lights coming on due to waiting for lockout. After using the scoring machine today (Fencing Foil)  I noticed 2 problems :\n1. There is a delay between point pressed and the light coming up \n2. when 2 hits are done in sequence within the lockout time both light come at the same time (although the hits did not came a the exact same time.", "u1")
    f16q = "This made me look into the code again and I have realized the logic is not correct.\nThe code starts the signal hits only after the lockout time is finished."
    rec(P2_FSB16, [f16], f16q, True, "pronoun", ["This"], "The foil light delay made me look into the fencing_scoring_box code again: its logic is not correct, it starts signalling hits only after the lockout time is finished.", author="u1")
    f16b = "But is should show the light immediately and not wait."
    rec(P2_FSB16, [f16, (U, f16q, "u1")], f16b, True, "ellipsis", ["the light"], "But fencing_scoring_box should show a hit's light immediately and not wait for the lockout time to finish.", author="u1")
    f16c = "the main difference is the fact the signals turn on immediately not waiting for the lockout time to finish. I believe this is much more correct. this is how the professional machines work."
    rec(P2_FSB16, [f16, (U, f16q, "u1"), (U, f16b, "u1")], f16c, True, "ellipsis", ["the main difference"], "The main difference in my updated fencing_scoring_box code is that the hit signals turn on immediately instead of waiting for the lockout time to finish, which is how professional machines work.", author="u1")
    f16d = "the only thing that you've changed is the position of the call of the function signalhits(), isnt it?"
    rec(P2_FSB16, [f16, (U, f16q, "u1"), (U, f16b, "u1"), (U, f16c, "u1")], f16d, True, "ellipsis", ["the only thing that you've changed"], "Is moving the call of signalhits() the only change in the updated fencing_scoring_box code that lights hits immediately?", author="u2")

    f9 = (U, "Sabre Whipover. This still needs to be implemented. This is not easy and is a low priority.", "u1")
    f9q = "This requirement by the FIE seems to have been removed in favour of a stiffer blade."
    rec(P2_FSB9, [f9], f9q, True, "pronoun", ["This requirement"], "The FIE requirement that a sabre scoring box not signal whipover hits seems to have been removed in favour of a stiffer blade.", author="u1")
    f9a = "Not removed : it has been added. In 2000, blade were required to be stiffer in order to reduce the whipover possibilities."
    rec(P2_FSB9, [f9, (U, f9q, "u1")], f9a, True, "ellipsis", ["Not removed"], "The FIE's sabre whipover requirement has not been removed; the stiffer-blade rule was added to it: in 2000 sabre blades were required to be stiffer to reduce whipover.", author="u2")
    rec(P2_FSB9, [f9, (U, f9q, "u1"), (A, f9a, "u2")], P2_F_WHIP, False, SAME, [], None, author="u2")
    lend(P2_FSB9, [f9], P2_F_POOL, SAME, P2_KENDO195)

    f4 = (U, "Project finished? Is this considered fully working now? Have you used it much?", "u1")
    f4q = "I was thinking of building a fencing scoring box based on this and wondered if the accuracy was solid now."
    rec(P2_FSB4, [f4], f4q, True, "pronoun", ["this"], "I was thinking of building a fencing scoring box based on wnew's fencing_scoring_box and wondered if its accuracy was solid now.", author="u1")
    f4a = "I am finally happy that the foil and epee boxes are working correctly, I just need to test sabre."
    rec(P2_FSB4, [f4, (U, f4q, "u1")], f4a, True, "ellipsis", ["the foil and epee boxes"], "I am finally happy that fencing_scoring_box's foil and epee boxes work correctly; I just need to test sabre.", author="u2")
    f4b = "I have done a lot of lab testing to ensure that the timings are accurate. Using an oscilloscope as well as simulated hits."
    rec(P2_FSB4, [f4, (U, f4q, "u1"), (A, f4a, "u2")], f4b, True, "ellipsis", ["the timings"], "I have done a lot of lab testing, with an oscilloscope and simulated hits, to ensure that fencing_scoring_box's timings are accurate.", author="u2")
    lend(P2_FSB4, [f4], P2_F_POOL, SAME, P2_KENDO195)

    i21 = (U, "Fencing detection system. I would like to create a fencing detection system that supports Eppe and Foil/Sabre modes.\nCan you asssign me and @luis-1063 to this issue?", "u1")
    i21a = "I have been working on one and I would like to try to add it to make it easily accessible."
    rec(P2_ISTE, [i21], i21a, True, "pronoun", ["one"], "I have been working on a fencing detection system (epee and foil/sabre modes) and would like to add it to Arduino_Amplified to make it easily accessible.", author="u2")
    rec(P2_ISTE, [i21, (A, i21a, "u2")], "Sure Kindly send the Pull request ,our team will be delighted to help you out with your project.", True, "ellipsis", ["the Pull request"], "Please send the pull request adding the fencing detection system to Arduino_Amplified; our team will be delighted to help with the project.", author="u3")
    lend(P2_ISTE, [i21], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_ISTE, [i21], P2_F_WHIP, SAME, P2_FSB9)

    h246 = (U, "Improve Swiss Pools functionality. Building off https://github.com/SeanFranklin/hemaScorecard/pull/243", "u1")
    h246q = "1) EITHER Make it clear somehow that if you pick a pool size of 2 it's forced you into Swiss (your pool ranking algo is now irrelevant) or create a whole separate option for forcing the tournament into a swiss configuration."
    rec(P2_HEMA246, [h246], h246q, True, "ellipsis", ["a pool size of 2"], "hemaScorecard should either make clear that picking a pool size of 2 forces a tournament into Swiss pools (making the pool ranking algorithm irrelevant), or add a separate option forcing a Swiss configuration.", author="u1")
    h246r = "1) Improve the Pool Matches display, since breaking out by \"pool\" is meaningless."
    rec(P2_HEMA246, [h246, (U, h246q, "u1")], h246r, True, "ellipsis", ["the Pool Matches display"], "hemaScorecard should improve its Pool Matches display for Swiss pools, since breaking matches out by pool is meaningless there.", author="u1")
    h246s = "3) (Nice to have) look at the Rating of fighters who have the same number of wins, and snake seed them. This keeps the two highest rated fighters from meeting until the last possible round."
    rec(P2_HEMA246, [h246, (U, h246q, "u1"), (U, h246r, "u1")], h246s, True, "ellipsis", ["the Rating of fighters"], "For hemaScorecard's Swiss pools, it would be nice to snake-seed fighters with the same number of wins by rating, keeping the two highest-rated fighters from meeting until the last possible round.", author="u1")
    lend(P2_HEMA246, [h246], P2_F_LOCKOUT, SAME, P2_FSB12)

    k195 = (U, "Pool fights can be maximized or not", "u1")
    rec(P2_KENDO195, [k195], P2_F_POOL, False, SAME, [], None, author="u1")
    lend(P2_KENDO195, [k195], P2_F_SIMULATE, SAME, P2_FSB10)

    k596 = (U, "Elaborate more on resolving draws. Hi can you please elaborate more?\n\nhttps://github.com/softwaremagico/KendoTournamentManager/wiki/Tournament-definition#scoring-rules", "u1")
    rec(P2_KENDO596, [k596], "What is the difference between a match and a fight?", True, "ellipsis", ["a match and a fight"], "In KendoTournamentManager's scoring rules, what is the difference between a match and a fight?", author="u1")
    rec(P2_KENDO596, [k596, (U, "What is the difference between a match and a fight?", "u1")], "What is a duel?", True, "ellipsis", ["a duel"], "What is a duel in KendoTournamentManager's scoring rules?", author="u1")
    lend(P2_KENDO596, [k596], P2_F_WHIP, SAME, P2_FSB9)

    k605 = (U, "Bye matches should wait the results from lower levels. Hi, I think that bye matches should wait the results from lower levels. (Championship mode)", "u1")
    k605q = "Otherwise phase 3 matches can be played even if phase 2 is not finished, which is not ok..."
    rec(P2_KENDO605, [k605], k605q, True, "ellipsis", ["Otherwise"], "If bye matches in KendoTournamentManager's championship mode do not wait for results from lower levels, phase 3 matches can be played even if phase 2 is not finished, which is not OK.", author="u1")
    k605a = "The requirement here is that one team cannot be in two consecutive byes, as will be not fair for the other teams."
    rec(P2_KENDO605, [k605, (U, k605q, "u1")], k605a, True, "ellipsis", ["The requirement here"], "KendoTournamentManager's requirement when populating first-level pools for byes is that one team cannot be in two consecutive byes, as that would not be fair to the other teams.", author="u2")
    lend(P2_KENDO605, [k605], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_KENDO596, [k596], P2_F_LOCKOUT, SAME, P2_FSB12)
    lend(P2_HEMA246, [h246], P2_F_WHIP, SAME, P2_FSB9)
    lend(P2_KENDO605, [k605], P2_F_WHIP, SAME, P2_FSB9)
    lend(P2_ISTE, [i21], P2_F_SIMULATE, SAME, P2_FSB10)
    lend(P2_HEMA246, [h246], P2_F_SIMULATE, SAME, P2_FSB10)

    # ---- cue sports: pool and snooker rules in table simulators ----
    bb3 = (U, "Foul When 8 & Others Remain? Foul on the 8 ball while there were other balls still on the table? I would think it would only be a foul when there are no balls on the table. Need official rule check.", "u1")
    bb3q = "The annoying thing about questions like this is that it can depend. So because there's WPA, BCA, APA, \"Bar rules\", and \"some nonsense rule from Australia\"..."
    rec(P2_BBPM3, [bb3], bb3q, True, "pronoun", ["questions like this"], "Whether fouling on the 8-ball while other balls remain on the table is a foul in BreakBPM can depend on the rule set: WPA, BCA, APA, bar rules or some rule from Australia.", author="u1")
    bb3r = "The end state is I'm going to leave this alone and the expected result of fouling on the 8-ball, with none of your grouping left (there still may be the other grouping) - will result in a loss of game."
    rec(P2_BBPM3, [bb3, (U, bb3q, "u1")], bb3r, True, "pronoun", ["this"], "I'm leaving BreakBPM's 8-ball foul rule alone: fouling on the 8-ball with none of your group left (the other group may remain) results in a loss of game.", author="u1")
    lend(P2_BBPM3, [bb3], P2_C_WPA, SAME, P2_ELMPOOL4)

    bb12 = (U, "Ball in Hand or Behind the Line? Ball in Hand, vs. Behind the line rule for 8-ball and 9-ball. Toggle settings, under team assignment. Appears for all modes.", "u1")
    bb12q = "In-game log will need to say which when a foul is made, currently it reads out \"ball in hand...\""
    rec(P2_BBPM12, [bb12], bb12q, True, "ellipsis", ["which"], "BreakBPM's in-game log will need to say whether ball in hand or behind the line applies when a foul is made; currently it reads out \"ball in hand...\".", author="u1")
    rec(P2_BBPM12, [bb12, (U, bb12q, "u1")], "This could also be a drop down.", True, "pronoun", ["This"], "BreakBPM's ball-in-hand versus behind-the-line setting for 8-ball and 9-ball could also be a drop-down instead of a toggle.", author="u1")
    bb12r = "IDK, it just mainly enforces some more common rules for \"straight pool\" vs. \"Vegas pool.\""
    rec(P2_BBPM12, [bb12, (U, bb12q, "u1"), (U, "This could also be a drop down.", "u1")], bb12r, True, "pronoun", ["it"], "BreakBPM's ball-in-hand versus behind-the-line setting mainly enforces some more common rules for \"straight pool\" versus \"Vegas pool\".", author="u1")
    lend(P2_BBPM12, [bb12], P2_C_OPEN, SAME, P2_TAIL220)

    ep4 = (U, "Check legal break. Check if a player makes a legal break. If not, the next player can rebreak, that is, place the cue ball anywhere behind the head string.", "u1")
    ep4b = "Legal break: a ball must be pocketed or 4 balls must hit a wall."
    rec(P2_ELMPOOL4, [ep4], ep4b, False, SAME, [], None, author="u1")
    ep4c = "From [WPA 3.3](https://wpapool.com/rules-of-play/#eight-ball):\n" + P2_C_WPA
    ep4q = "This varies from those rules in that the next player does not have options, instead only to rebreak."
    rec(P2_ELMPOOL4, [ep4, (U, ep4b, "u1"), (U, ep4c, "u1")], ep4q, True, "pronoun", ["This", "those rules"], "elm-pool's legal-break check varies from the WPA 3.3 eight-ball rules in that after an illegal break the next player has no options, only to rebreak.", author="u1")
    lend(P2_ELMPOOL4, [ep4], P2_C_BIH, SAME, P2_TAIL220)

    ep2 = (U, "Check legal shot or next player has ball-in-hand. During regular play, if a player does not make a legal hit, the next player has ball-in-hand anywhere on the table.", "u1")
    rec(P2_ELMPOOL2, [ep2], P2_C_LEGALHIT, False, SAME, [], None, author="u1")
    lend(P2_ELMPOOL2, [ep2], P2_C_OPEN, SAME, P2_TAIL220)

    v165 = (U, "Hitting 8-ball on your turn when colors are pocketed counts as a foul. Hitting the 8-ball but not pocketing it when you have already sunk all of your colored balls is counted as a foul, allowing the opponent's next turn to reposition the cue ball.", "u1")
    v165q = "This issue is tested and reproducible with a single player in desktop mode on the lastest master branch but assuming it can also apply to other player configurations."
    rec(P2_VRCBCE, [v165], v165q, True, "pronoun", ["This issue"], "vrcbce counting a hit on the 8-ball (not pocketed, all own colours sunk) as a foul is tested and reproducible with a single player in desktop mode on the latest master branch, and probably applies to other player configurations.", author="u1")
    lend(P2_VRCBCE, [v165], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)
    lend(P2_VRCBCE, [v165], P2_C_WPA, SAME, P2_ELMPOOL4)

    t37 = (U, "9 Ball Win Condition Bug. When playing 9 Ball I found that you are able to sink the 9 Ball at any time and have it count as a win if the current objective ball knocks it in.", "u1")
    t37q = "**_Example:_** On my turn the ball to sink is the 4 but I bounce the 4 into the 9 and sink just the 9 ball. This counts as a win instead of a loss."
    rec(P2_VRC8_37, [t37], t37q, True, "ellipsis", ["Example"], "An example of vrc8ball's 9-ball win condition: on my turn the ball to sink is the 4, I bounce the 4 into the 9 and sink just the 9 ball, and this counts as a win instead of a loss.", author="u1")
    t37a = "This is actually the standard rules of 9 ball\n- Legal shot is hitting lowest number ball first\n- Win is any time 9 goes in without fouling\n- Balls can be scored out of order"
    rec(P2_VRC8_37, [t37, (U, t37q, "u1")], t37a, True, "pronoun", ["This"], "Winning by sinking the 9 off the lowest-numbered ball is actually the standard 9-ball rule: a legal shot hits the lowest-numbered ball first, a win is any time the 9 goes in without fouling, and balls can be scored out of order.", author="u2")
    t37b = "Oh my bad then, I don't know much about 9 ball lol\nJust seemed odd to be able to win the game at any time by pocketing the 9 off another ball."
    rec(P2_VRC8_37, [t37, (U, t37q, "u1"), (A, t37a, "u2")], t37b, True, "ellipsis", ["my bad then"], "My mistake: it just seemed odd that in 9-ball you can win the game at any time by pocketing the 9 off another ball.", author="u1")
    rec(P2_VRC8_37, [t37, (U, t37q, "u1"), (A, t37a, "u2"), (U, t37b, "u1")], "Yes, that is accurate with the rules!", True, "pronoun", ["that"], "Yes, winning 9-ball by pocketing the 9 off another ball at any time is accurate with the rules.", author="u3")

    t20 = (U, "Rule Updates. We noticed some rules are incorrect in terms of scratching. (although some may be bar rules!)", "u1")
    t20q = "1. It was mentioned before that when you sink the 8-ball off the break, you should win. I think that's a WIP already"
    rec(P2_VRC8_20, [t20], t20q, True, "ellipsis", ["It was mentioned before"], "vrc8ball should make sinking the 8-ball off the break a win, as mentioned before; I think that's a work in progress already.", author="u1")
    t20r = "2. When you sink another color ball after you sink yours, it should not count as a scratch."
    rec(P2_VRC8_20, [t20, (U, t20q, "u1")], t20r, True, "ellipsis", ["another color ball"], "In vrc8ball, sinking another colour's ball after you have sunk yours should not count as a scratch.", author="u1")
    t20s = "Also just wanted to say what a great job you've done for this, especially in VRC. Top spin, back spin and even english/spanish work so well!"
    rec(P2_VRC8_20, [t20, (U, t20q, "u1"), (U, t20r, "u1")], t20s, True, "pronoun", ["this"], "Great job on vrc8ball, especially in VRChat: top spin, back spin and even english work so well!", author="u1")
    lend(P2_VRC8_20, [t20], P2_C_BIH, SAME, P2_TAIL220)

    pg44 = (U, "9 ball scratching on 9. When the other player scratches on the 9 ball, the game glitches and cannot continue.", "u1")
    pg44q = "Also, if I scratch on the 9 ball, I lose, but in the rules of 9 ball, it should be placed back on the table and the other player should get ball in hand"
    rec(P2_PIGEON, [pg44], pg44q, True, "ellipsis", ["Also", "I lose"], "Also, in OpenPigeon if I scratch on the 9 ball I lose, but under 9-ball rules the 9 should be placed back on the table and the other player should get ball in hand.", author="u1")
    rec(P2_PIGEON, [pg44, (U, pg44q, "u1")], "This update is fixed in the most recent push and will be available in the upcoming update!", True, "pronoun", ["This"], "OpenPigeon's 9-ball scratch-on-the-9 bugs are fixed in the most recent push and will be available in the upcoming update.", author="u2")
    lend(P2_PIGEON, [pg44], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    tl51 = (U, "Add \"D\" and change to 15 red balls in snooker mode. Thank you for building this project. I wanna play Snooker, but the number of red balls is 9 and the table doesn't have \"D\", thus I have made some minor changes. Hope it works well.", "u1")
    tl51a = "Hi,\n\nThis looks great, can you fix the following test and then I will merge"
    rec(P2_TAIL51, [tl51], tl51a, True, "pronoun", ["This"], "The pull request adding the D and 15 red balls to tailuge billiards' snooker mode looks great; can you fix the failing test so that I can merge it?", author="u2")
    tl51b = "My first break:\nhttps://tailuge-billiards.cyclic.app/replay/173\n\nPretty difficult with 15 reds on a small pool size table."
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2")], tl51b, True, "ellipsis", ["15 reds"], "My first snooker break with 15 reds in tailuge billiards (replay 173): pretty difficult with 15 reds on a small pool-size table.", author="u2")
    tl51c = "If you have any other changes I am happy to include them. One big area to improve is  the way the ball bounces off cushions."
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2"), (A, tl51b, "u2")], tl51c, True, "ellipsis", ["any other changes"], "I am happy to include any other changes to tailuge billiards; one big area to improve is the way the ball bounces off cushions.", author="u2")
    rec(P2_TAIL51, [tl51, (A, tl51a, "u2"), (A, tl51b, "u2"), (A, tl51c, "u2")], "133 break total clearance\n\nwhat is your high run?", True, "ellipsis", ["your high run"], "I made a 133 total-clearance break in tailuge billiards' 15-red snooker mode; what is your highest run?", author="u2")

    tl220 = (U, "Implement Eight-Ball Rules. Implemented Eight-Ball rules, focusing on 1-player mode as requested.", "u1")
    rec(P2_TAIL220, [tl220], P2_C_OPEN, False, SAME, [], None, author="u1")
    tl220q = "- **Fouls**: Implemented standard fouls including cue ball potted, no ball hit, hitting the wrong group first, and the cushion rule (at least one ball must hit a rail if no ball is potted)."
    rec(P2_TAIL220, [tl220, (U, P2_C_OPEN, "u1")], tl220q, True, "ellipsis", ["standard fouls"], "tailuge billiards' Eight-Ball rules implement the standard fouls: cue ball potted, no ball hit, hitting the wrong group first, and the cushion rule (at least one ball must hit a rail if no ball is potted).", author="u1")
    rec(P2_TAIL220, [tl220, (U, P2_C_OPEN, "u1"), (U, tl220q, "u1")], P2_C_BIH, False, SAME, [], None, author="u1")
    lend(P2_TAIL220, [tl220], P2_C_WPA, SAME, P2_ELMPOOL4)

    tl310 = (U, "Update Eight-Ball rules for pocketing opponent balls. This PR updates the Eight-Ball rules to align with standard tournament play regarding pocketing opponent balls.", "u1")
    tl310q = "- If no balls from their own group are pocketed, but the shot was otherwise legal, the turn ends (but it is not a foul)."
    rec(P2_TAIL310, [tl310], tl310q, True, "ellipsis", ["their own group"], "Under tailuge billiards' updated Eight-Ball rules, if a player pockets no ball of their own group but the shot was otherwise legal, the turn ends, but it is not a foul.", author="u1")
    tl310r = "- The \"open table\" behavior remains unchanged: pocketing any ball (other than the 8-ball or cue ball) continues the turn."
    rec(P2_TAIL310, [tl310, (U, tl310q, "u1")], tl310r, True, "ellipsis", ["remains unchanged"], "tailuge billiards' Eight-Ball open-table behaviour remains unchanged by the opponent-ball update: pocketing any ball other than the 8-ball or cue ball continues the turn.", author="u1")
    lend(P2_TAIL310, [tl310], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    sa11 = (U, "Penalty for a foul that does not touch the ball with only blue, pink and black balls remaining is 4 points.", "u1")
    sa11a = "Sorry for taking so long to get to this, I have decided to implement it a more efficient way so I won't merge this request."
    rec(P2_SACCHAN11, [sa11], sa11a, True, "pronoun", ["this", "it"], "Sorry for the delay on the MS-VRCSA-Billiards fix for the 4-point penalty on a no-contact foul with only blue, pink and black left; I have implemented it more efficiently myself, so I won't merge this pull request.", author="u2")
    sa11b = "I agree that a lot of the for loops should use the array length, but there're so many that it's difficult to do"
    rec(P2_SACCHAN11, [sa11, (A, sa11a, "u2")], sa11b, True, "ellipsis", ["the for loops"], "I agree that a lot of the for loops in MS-VRCSA-Billiards should use the array length, but there are so many that it's difficult to do.", author="u2")
    rec(P2_SACCHAN11, [sa11, (A, sa11a, "u2"), (A, sa11b, "u2")], "Confirmed alternative implementation.", True, "ellipsis", ["alternative implementation"], "I confirmed MS-VRCSA-Billiards' alternative implementation of the snooker no-contact foul penalty.", author="u1")
    lend(P2_SACCHAN11, [sa11], P2_C_OPEN, SAME, P2_TAIL220)

    sa6 = (U, "omitted no-cushion foul rare case in 8ball", "u1")
    sa6q = "If you drop an opponent's group ball on a combination or cannon shot and you didn't touch the cushion, it's a no cushion foul.(8ball)"
    rec(P2_SACCHAN6, [sa6], sa6q, False, SELF, [], None, author="u1")
    lend(P2_SACCHAN6, [sa6], P2_C_BIH, SAME, P2_TAIL220)

    ch23 = (U, "Penalty for a foul that does not touch the ball with only blue, pink and black balls remaining is 4 points.", "u1")
    lend(P2_CHEESE, [ch23], P2_C_WPA, SAME, P2_ELMPOOL4)
    lend(P2_VRC8_37, [t37], P2_C_OPEN, SAME, P2_TAIL220)
    lend(P2_PIGEON, [pg44], P2_C_BIH, SAME, P2_TAIL220)
    lend(P2_CHEESE, [ch23], P2_C_LEGALHIT, SAME, P2_ELMPOOL2)

    # ---- orienteering: control punches, split times and IOF XML course files ----
    sb40 = (U, "Ignore consecutive controls with the same code in IOF XML files. Event 8312 on splitsbrowser.org.uk presently fails to load in SplitsBrowser, with SplitsBrowser grumbling about a competitor having the wrong number of controls.", "u1")
    sb40q = "This event uses IOF XML v3.  Two of the ten competitors in the 'Challenger Dames' class have 28 `<SplitTime>` elements listed against them, whereas the remaining eight have the expected 27."
    rec(P2_SB40, [sb40], sb40q, True, "pronoun", ["This event"], "Event 8312 on splitsbrowser.org.uk, which fails to load in SplitsBrowser, uses IOF XML v3: two of the ten competitors in its 'Challenger Dames' class have 28 `<SplitTime>` elements, the other eight the expected 27.", author="u1")
    sb40r = "The two problematic competitors both mispunched and both have consecutive controls with the same code but different times."
    rec(P2_SB40, [sb40, (U, sb40q, "u1")], sb40r, True, "pronoun", ["The two problematic competitors"], "The two competitors in event 8312 with 28 `<SplitTime>` elements instead of 27 both mispunched and both have consecutive controls with the same code but different times.", author="u1")
    sb40s = "I don't know how the file got generated with consecutive `<SplitTime>` elements for the same control."
    rec(P2_SB40, [sb40, (U, sb40q, "u1"), (U, sb40r, "u1")], sb40s, True, "ellipsis", ["the file"], "I don't know how the IOF XML v3 results file for event 8312 got generated with consecutive `<SplitTime>` elements for the same control.", author="u1")
    rec(P2_SB40, [sb40, (U, sb40q, "u1"), (U, sb40r, "u1"), (U, sb40s, "u1")], P2_O_LEG, False, SAME, [], None, author="u1")
    lend(P2_SB40, [sb40], P2_O_SPLITDEF, SAME, P2_RG423)

    sb29 = (U, "HTML-format reader doesn't handle extra controls with missing cumulative times. " + P2_O_EXTRA, "u1")
    sb29q = "The asterisk followed by the control code in the second row (split times) indicates that an extra control was punched."
    rec(P2_SB29, [sb29], sb29q, True, "ellipsis", ["the second row"], "In SplitsBrowser's HTML-format results, an asterisk followed by the control code in a competitor's second row (split times) indicates that an extra control was punched.", author="u1")
    rec(P2_SB29, [sb29, (U, sb29q, "u1")], "I'm not going to fix this.", True, "pronoun", ["this"], "I'm not going to fix SplitsBrowser's HTML-format reader not handling extra controls with missing cumulative times.", author="u1")
    rec(P2_SB29, [sb29, (U, sb29q, "u1"), (U, "I'm not going to fix this.", "u1")], "For one thing, I've only seen it happen once", True, "pronoun", ["it"], "I've only seen an HTML results file with more extra-control codes than cumulative times once.", author="u1")
    lend(P2_SB29, [sb29], P2_O_SPLITDEF, SAME, P2_RG423)

    ps387 = (U, "Print splits if no course found (any course, dsq)", "u1")
    lend(P2_PYSPORT, [ps387], P2_O_LEG, SAME, P2_SB40)
    lend(P2_PYSPORT, [ps387], P2_O_SPLITDEF, SAME, P2_RG423)

    ost = (U, "Construction - Event Course Setup splits table does not show sub splits. The Event Course Setup view in Event Group Construction does not currently show what subsplits are being used for time recording (\"In\" or \"In and Out\").", "u1")
    rec(P2_OST, [ost], "We should add a column to show this.", True, "pronoun", ["this"], "OpenSplitTime's Event Course Setup splits table should get a column showing which subsplits (\"In\" or \"In and Out\") are used for time recording.", author="u1")
    lend(P2_OST, [ost], P2_O_EXTRA, SAME, P2_SB29)

    orp = (U, "New Foot O Splits table. We’re excited to introduce a new FootO Splits screen! This feature allows you to view a simple table displaying all splits from all runners.", "u1")
    rec(P2_OREPLAY, [orp], "You can choose between partial or cumulative times for better analysis.", True, "ellipsis", ["partial or cumulative times"], "In OReplay's new Foot-O splits table you can choose between partial and cumulative split times for better analysis.", author="u1")
    orpq = "Additionally, we’ve added partial support for Online Splits. However, please note that the table is not yet equipped to handle both online controls and partial results simultaneously—those functionalities are still under development."
    rec(P2_OREPLAY, [orp, (U, "You can choose between partial or cumulative times for better analysis.", "u1")], orpq, True, "ellipsis", ["the table"], "OReplay's new Foot-O splits table has partial support for online splits, but cannot yet handle online controls and partial results simultaneously; that is still under development.", author="u1")
    lend(P2_OREPLAY, [orp], P2_O_LEG, SAME, P2_SB40)
    lend(P2_OREPLAY, [orp], P2_O_EXTRA, SAME, P2_SB29)

    r423 = (U, "Unable to save drawn track. We have a race that we can not save drawn tracks in because the save button does\nnot activate when the Finish control is clicked. The XML for the race is enclosed.", "u1")
    rec(P2_RG423, [r423], "The code for the FinishPoint is FIN1 is that unexpected ?", True, "ellipsis", ["the FinishPoint"], "Is the code FIN1 for the FinishPoint in our race's course XML unexpected by RG2, whose save button does not activate when the Finish control is clicked?", author="u1")
    r423a = "Sorry, only just got round to looking at this.\n\nFIN1 is not a problem. The courses are read in correctly from the XML file."
    rec(P2_RG423, [r423, (U, "The code for the FinishPoint is FIN1 is that unexpected ?", "u1")], r423a, True, "ellipsis", ["The courses"], "The finish code FIN1 is not a problem for RG2: the race's courses are read in correctly from its XML file.", author="u2")
    r423b = "I think the problem was probably the results file. Everybody seems to have a trailing 0 split."
    rec(P2_RG423, [r423, (U, "The code for the FinishPoint is FIN1 is that unexpected ?", "u1"), (A, r423a, "u2")], r423b, True, "ellipsis", ["the problem"], "RG2 failing to save drawn tracks for this race was probably caused by its results file: every runner seems to have a trailing 0 split.", author="u2")
    r423c = "Your XML file does not comply with the IOF V3 standard. The definition of **SplitTime** states that:"
    rec(P2_RG423, [r423, (A, r423b, "u2")], r423c, True, "pronoun", ["Your XML file"], "The race's results XML file uploaded to RG2 does not comply with the IOF V3 standard's definition of SplitTime.", author="u2")
    lend(P2_RG423, [r423], P2_O_EXTRA, SAME, P2_SB29)

    r189 = (U, "Problems with IOF V3 XML course files and score events. After several different issues uploading score courses from the OMM, some of which Simon is already aware. I found that reverting to the V2 IOF spec XML export from Condes solved them.", "u1")
    r189q = "I did notice that in V3 the start data is at the end of the control sequence but in V2 it's at the top."
    rec(P2_RG189, [r189], r189q, True, "ellipsis", ["in V3", "in V2"], "In Condes' IOF XML course exports, the start data is at the end of the control sequence in V3 but at the top in V2.", author="u1")
    rec(P2_RG189, [r189, (U, r189q, "u1")], "The map was not georeferenced.", True, "ellipsis", ["The map"], "The map of the OMM score courses uploaded to RG2 with IOF V3 XML course files was not georeferenced.", author="u1")
    lend(P2_RG189, [r189], P2_O_LEG, SAME, P2_SB40)

    r120 = (U, "Georeferencing for XML IOF 2.0.3 course files", "u1")
    lend(P2_RG120, [r120], P2_O_EXTRA, SAME, P2_SB29)

    osc = (U, "Export course as IOF Data Standard 3.0 XML. Feature request:\nAdd support for exporting course as IOF Data Standard 3.0 XML.", "u1")
    oscq = "This would allow users to import courses into other software/solutions, like Eventor, Livelox, O-Range, OCAD, etc."
    rec(P2_OSCOUT, [osc], oscq, True, "pronoun", ["This"], "Exporting o-scout courses as IOF Data Standard 3.0 XML would allow users to import them into other software such as Eventor, Livelox, O-Range and OCAD.", author="u1")
    osca = "Thanks for the suggestions and links! Locally I have a WIP of outputting Purple Pen files, but IOF XML probably makes more sense since it's interoperable with more tools."
    rec(P2_OSCOUT, [osc, (U, oscq, "u1")], osca, True, "ellipsis", ["the suggestions and links"], "Locally I have a work in progress of o-scout outputting Purple Pen files, but exporting courses as IOF XML probably makes more sense since it's interoperable with more tools.", author="u2")
    oscb = "I hacked up a first attempt at this. The produced file at least seems to pass XML schema validation for IOF XML 3.0, and as far as I can tell it at least looks correct."
    rec(P2_OSCOUT, [osc, (U, oscq, "u1"), (A, osca, "u2")], oscb, True, "pronoun", ["this"], "I hacked up a first attempt at exporting o-scout courses as IOF XML 3.0; the produced file seems to pass XML schema validation and looks correct.", author="u2")
    lend(P2_OSCOUT, [osc], P2_O_LEG, SAME, P2_SB40)
    lend(P2_OSCOUT, [osc], P2_O_SPLITDEF, SAME, P2_RG423)

    # ---- net and court games: volleyball sets, side-out and rally scoring ----
    bv = (U, "Add optional volleyball set matches. ## What changed\n\n- add an optional `Play sets` toggle for local games, disabled by default\n- add a `modern_volley` rules entry with rally scoring and a two-point winning margin", "u1")
    bvq = "- play best-of-five matches, using 25 points for modern sets and 15 for the deciding fifth set"
    rec(P2_BLOBBY, [bv], bvq, True, "ellipsis", ["best-of-five matches"], "Blobby Volley 2's optional volleyball set matches play best of five, with 25-point modern sets and a 15-point deciding fifth set.", author="u1")
    bvr = "Existing local and network games retain their current behavior unless `Play sets` is enabled."
    rec(P2_BLOBBY, [bv, (U, bvq, "u1")], bvr, True, "ellipsis", ["`Play sets`"], "Existing Blobby Volley 2 local and network games keep their current behaviour unless the new `Play sets` toggle is enabled.", author="u1")
    bvs = "The existing `classic` rules remain the side-out scoring option; `modern_volley` supplies the modern rally-scoring format."
    rec(P2_BLOBBY, [bv, (U, bvq, "u1"), (U, bvr, "u1")], bvs, True, "ellipsis", ["The existing `classic` rules"], "In Blobby Volley 2 the existing `classic` rules remain the side-out scoring option, while the new `modern_volley` rules supply the modern rally-scoring format.", author="u1")

    vm = (U, "Ensure ball went over the net when adding to team score. use similar logic to the lastHit branch, use the volleyed check for the no-teams scoring system for the boolean", "u1")
    vmq = "Previous won't work. Keep track of volleys and hits (once per side after crossing net)."
    rec(P2_VOLLEYMC, [vm], vmq, True, "correction", ["Previous won't work"], "To ensure the ball went over the net before adding to a team's score in VolleyBall, keep track of volleys and hits (once per side after crossing the net) rather than reusing the lastHit branch's volleyed check.", author="u1")
    vmr = "This logic can be used to simplify the team scoring logic using this method alone."
    rec(P2_VOLLEYMC, [vm, (U, vmq, "u1")], vmr, True, "pronoun", ["This logic"], "Tracking volleys and hits once per side after the ball crosses the net can alone simplify VolleyBall's team scoring logic.", author="u1")

    pb = (U, "C4: Side-out scoring, checkpoints, conflict review. Source: docs/v1-design.md (Scoring module, outcome/scoring evidence, review behavior) + README score-state section.", "u1")
    pbq = "## What to build\n\nSide-out doubles score tracking at each rally boundary (both scores, serving team/player, server number 1 or 2) with the opening service-turn exception and operator-confirmed 11/15/21 win-by-two target."
    rec(P2_PBSTATS, [pb], pbq, True, "ellipsis", ["What to build"], "pb-stats task C4 builds side-out doubles score tracking at each rally boundary (both scores, serving team or player, server number 1 or 2), with the opening service-turn exception and an operator-confirmed 11/15/21 win-by-two target.", author="u1")
    pbr = "- [ ] Side-out transitions including the opening 0-0-2 exception pass automated scenario tests; server number is never used as a player identity"
    rec(P2_PBSTATS, [pb, (U, pbq, "u1")], pbr, True, "ellipsis", ["Side-out transitions"], "An acceptance criterion of pb-stats' side-out scoring: side-out transitions, including the opening 0-0-2 exception, pass automated scenario tests, and the server number is never used as a player identity.", author="u1")
    rec(P2_PBSTATS, [pb, (U, pbq, "u1"), (U, pbr, "u1")], "Blocked by C3.", True, "ellipsis", ["Blocked"], "pb-stats task C4 (side-out scoring, checkpoints, conflict review) is blocked by task C3.", author="u1")

    pd = (U, "Find out about Breather's \"extreme\" scoring system / rules and implement it. Or more generically, support different game styles, for example:", "u1")
    pdq = "* The current, 2 winning sets of 11 points (with 2 points of difference to win).\n* 1 set of 21 points (usually ends up being 2 winning sets of 21 points though).\n* Extreme, whatever that is (as per Fred's suggestion)"
    rec(P2_PONGDOME, [pd], pdq, True, "ellipsis", ["The current"], "Game styles pongdome could support: the current one, 2 winning sets of 11 points with 2 points of difference to win; 1 set of 21 points; and Breather's \"extreme\" style.", author="u1")

    up = (U, "Scoreboard, serve, and match win/reset flow. ## Context\nStakeholder feedback asked for \"an actual pong game... with a score board.\"", "u1")
    upq = "This builds on the core two-paddle/ball gameplay ticket by adding visible scoring, serve flow, and a match win/reset loop so a full round can actually be played and won."
    rec(P2_UAJPONG, [up], upq, True, "pronoun", ["This"], "The uaj-test-pong scoreboard ticket builds on the core two-paddle/ball gameplay ticket by adding visible scoring, serve flow and a match win/reset loop, so that a full round can be played and won.", author="u1")
    upr = "- [ ] Reaching a defined winning score (e.g. 7 or 11 — pick one and document it in a comment) ends the match and shows a \"Player X wins\" game-over state instead of continuing the rally."
    rec(P2_UAJPONG, [up, (U, upq, "u1")], upr, True, "ellipsis", ["a defined winning score"], "In uaj-test-pong, reaching a defined winning score (e.g. 7 or 11, documented in a comment) should end the match and show a \"Player X wins\" game-over state instead of continuing the rally.", author="u1")

    ak = (U, "Doubles team that explodes the ball gains a point instead of the opposing team. When playing doubles volleyball, the team that fouls/exploding the ball gains a point instead of the opposing team.", "u1")
    rec(P2_AKANEIA, [ak], "Does not occur in singles though.", True, "ellipsis", ["in singles"], "In Akaneia's volleyball mode, the team that explodes the ball gaining the point does not occur in singles, only in doubles.", author="u1")
    rec(P2_AKANEIA, [ak, (U, "Does not occur in singles though.", "u1")], "fixed in v0.6", True, "ellipsis", ["fixed"], "The Akaneia doubles volleyball bug where the team that explodes the ball gains the point is fixed in v0.6.", author="u2")

    # ---- geocaching: GPX exports, cache logs and attributes ----
    gt57 = (U, "Feature request: export all logs for caches in GPX file so that programs like GSAK can evaluate caches as 'found' automatically. Actually, this is a feature request and not a bug.", "u1")
    gt57q = "Geotoad only exports the latest 4 logs and not all logs. It would be cool \nif all logs for a cache can be exported to the GPX"
    # Names GeoToad, the logs and the GPX in full: a trap although it continues the request.
    rec(P2_GT57, [gt57], gt57q, False, SAME, [], None, author="u1")
    rec(P2_GT57, [gt57, (U, gt57q, "u1")], P2_G_GSAK, False, SAME, [], None, author="u1")
    rec(P2_GT57, [gt57, (U, gt57q, "u1"), (U, P2_G_GSAK, "u1")], P2_G_FOUND, False, SELF, [], None, author="u1")

    gt109 = (U, "Request: add additional waypoints as GPX wpt elements", "u1")
    gt109q = "Add additional waypoints not only to the description of the geocache but\nalso add them as separate waypoints in the GPX, such that tools like\nCachebox can automatically show the additional waypoints."
    rec(P2_GT109, [gt109], gt109q, True, "ellipsis", ["additional waypoints"], "GeoToad should add a geocache's additional waypoints not only to its description but also as separate wpt elements in the GPX file, so that tools like Cachebox can show them automatically.", author="u1")

    gt272 = (U, "Wishlist: retrieve list of (cache) logs. After logging in, http://www.geocaching.com/my/logs.aspx?s=1 and \nhttp://www.geocaching.com/my/logs.aspx?s=2 contain full lists of cache and \ntrackable logs, respectively.", "u1")
    gt272q = "This seems to be the most elegant way to get one's hands on the GL*** and TL*** \nentries."
    rec(P2_GT272, [gt272], gt272q, True, "pronoun", ["This"], "Retrieving the full lists of cache and trackable logs from geocaching.com's my/logs pages seems the most elegant way for GeoToad to get the GL*** and TL*** log entries.", author="u1")
    gt272r = "It'd be overkill to handle (parse, read, parse, merge) log lists and files from \nwithin GeoToad though, IMHO."
    rec(P2_GT272, [gt272, (U, gt272q, "u1")], gt272r, True, "ellipsis", ["log lists and files"], "It would be overkill for GeoToad to handle (parse, read, parse, merge) geocaching.com's cache log lists and individual log files, in my opinion.", author="u1")
    rec(P2_GT272, [gt272, (U, gt272q, "u1"), (U, gt272r, "u1")], "Anyone interested?", True, "ellipsis", ["Anyone interested"], "Is anyone interested in GeoToad retrieving the lists of one's geocaching.com cache and trackable logs?", author="u1")

    c43 = (U, "Difficulty, Terrain, seems to be too light on details view", "u1")
    lend(P2_CACHLY43, [c43], P2_G_GSAK, SAME, P2_GT57)
    lend(P2_CACHLY43, [c43], P2_G_FOUND, SELF, P2_GT57)

    c3527 = (U, "Log Keywords: Terrain and Difficulty", "u1")
    rec(P2_CACHLY3527, [c3527], "Fixed issue #3527", True, "ellipsis", ["issue #3527"], "Fixed Cachly issue #3527 about terrain and difficulty log keywords.", author="u1")
    lend(P2_CACHLY3527, [c3527], P2_G_FOUND, SELF, P2_GT57)

    os417 = (U, "Feature: Show geocache attributes on the cache detail page. The cache detail page already has sections for hint, logs, waypoints, etc.", "u1")
    os417q = "It should also have a dedicated section to view the geocache attributes (terrain/difficulty icons, \"dogs allowed\", \"available 24/7\", etc.) that are stored per cache."
    rec(P2_OPENSAK, [os417], os417q, True, "pronoun", ["It"], "OpenSAK's cache detail page should also have a dedicated section showing the geocache attributes stored per cache (terrain/difficulty icons, \"dogs allowed\", \"available 24/7\", etc.).", author="u1")
    rec(P2_OPENSAK, [os417, (U, os417q, "u1")], "Implemented. At least they are shown. Future improvements and feedback are more than welcome.", True, "ellipsis", ["Implemented", "they"], "A geocache attributes section on OpenSAK's cache detail page is implemented: the attributes are at least shown; future improvements and feedback are welcome.", author="u1")
    lend(P2_OPENSAK, [os417], P2_G_GSAK, SAME, P2_GT57)
    lend(P2_OPENSAK, [os417], P2_G_FOUND, SELF, P2_GT57)
    lend(P2_CACHLY3527, [c3527], P2_G_GSAK, SAME, P2_GT57)

    # ---- ten-pin bowling: frames, strikes, spares and the tenth frame ----
    bw976 = (U, "Bowling challenge - almost complete but not quite there yet! Standard, strike and spare scoring logic complete but need to fix if a player scores consecutive strikes and also sort the tenth frame bonus.", "u1")
    rec(P2_BOWL976, [bw976], "Will work on the above and the interface next weekend :)", True, "ellipsis", ["the above"], "I will work on scoring consecutive strikes and the tenth-frame bonus in my bowling challenge, and on its interface, next weekend.", author="u1")

    bw592 = (U, "Bowling Challenge. Implemented both back end and UI. \nSeparated Frame class and Game class.", "u1")
    rec(P2_BOWL592, [bw592], "In progress - Scoring extra rolls on 10th frame.", True, "ellipsis", ["In progress"], "Still in progress in my bowling challenge: scoring the extra rolls on the 10th frame.", author="u1")
    bw592q = "Note: Frame class has been updated to handle extra rolls, Game class has to be updated to score them."
    rec(P2_BOWL592, [bw592, (U, "In progress - Scoring extra rolls on 10th frame.", "u1")], bw592q, True, "pronoun", ["them"], "In my bowling challenge the Frame class has been updated to handle the 10th frame's extra rolls; the Game class still has to be updated to score those extra rolls.", author="u1")

    bw942 = (U, "TODO: the actual scoring. The system implements rules and _business logic_ of Ten Pin Bowling.", "u1")
    bw942q = "Still have to do the actual scoring, which should be more straightforward now that the system:\n- applies the last frame bonus rolls\n- can identify spares and strikes"
    rec(P2_BOWL942, [bw942], bw942q, True, "ellipsis", ["the system"], "I still have to do the actual scoring in my Ten Pin Bowling system, which should be more straightforward now that it applies the last-frame bonus rolls and can identify spares and strikes.", author="u1")
    rec(P2_BOWL942, [bw942, (U, bw942q, "u1")], "Finally I hope to get around to doing the UI...", True, "ellipsis", ["the UI"], "Finally, I hope to get around to doing the UI of my Ten Pin Bowling system.", author="u1")

    bw1217 = (U, "Bowling-challenge. Need to merge with HTML to create a response", "u1")
    bw1217d = (U, "class Scorecard {\n  constructor(){\n    this.frame1 = new Frame();\n    this.frame2 = new Frame();\n    this.frameTotal = []\n  }\n\n  addFrames(frame){\n   this.frameTotal.push(frame);", "u1")
    rec(P2_BOWL1217, [bw1217, bw1217d], "This is a good method of keeping track of the score frame by frame", True, "pronoun", ["This"], "Pushing each frame onto the Scorecard's frameTotal array in addFrames is a good method of keeping track of a bowling score frame by frame.", author="u2")
    bw1217t = (U, "describe('spare', function(){\n    it('knows when it is a spare', function(){\n      frame.enterFirstRollScore(10);\n      expect(frame.spare()).toEqual(true)", "u1")
    rec(P2_BOWL1217, [bw1217, bw1217t], "Isn't a score of 10 a strike, not a spare?", True, "ellipsis", ["a score of 10"], "Isn't a first-roll score of 10, which this bowling test expects frame.spare() to report as a spare, a strike rather than a spare?", author="u2")
    rec(P2_BOWL1217, [bw1217, bw1217t, (A, "Isn't a score of 10 a strike, not a spare?", "u2")], P2_B_SPARE, False, SAME, [], None, author="u2")

    bw1360 = (U, "Bowling scorecard built. it('can bowl a perfect game', () => {\n      bowlMulti(10, 12);\n      expect(game.score()).toEqual(300);\n    });\n\n    it('can bowl a game of all spares', () => {\n      bowlMulti(5, 21);\n      expect(game.score()).toEqual(150);", "u1")
    rec(P2_BOWL1360, [bw1360], "Good test coverage, easy to follow and understand.", True, "ellipsis", ["Good test coverage"], "The bowling scorecard's tests (a perfect game scoring 300, a game of all spares scoring 150) give good coverage and are easy to follow and understand.", author="u2")

    bw1431 = (U, "RGrimes Bowling JS. Didn't have as much time free as I'd have liked over the weekend.", "u1")
    rec(P2_BOWL1431, [bw1431], "Next task would have been to allow tenth frame to have 3 rolls if a strike or spare was rolled.", True, "ellipsis", ["Next task"], "The next task in my bowling scorecard would have been to allow the tenth frame 3 rolls if a strike or spare was rolled.", author="u1")

    cg = (U, "Update ten-pin-bowling.go. Correcting two errors:", "u1")
    cgq = " - If the ninth frame and the first ball of the tenth frame were strikes, the second ball of the tenth frame was not added to the ninth.\n - An extra trailing space was present whenever the first ball of the tenth frame was a strike."
    rec(P2_CODEGOLF, [cg], cgq, True, "ellipsis", ["the ninth"], "The two errors corrected in code-golf's ten-pin-bowling.go: if the ninth frame and the first ball of the tenth frame were strikes, the second ball of the tenth frame was not added to the ninth; and an extra trailing space appeared whenever the first ball of the tenth frame was a strike.", author="u1")
    lend(P2_CODEGOLF, [cg], P2_B_SPARE, SAME, P2_BOWL1217)
    lend(P2_CODEGOLF, [cg], P2_B_TENTH, SAME, P2_BOWL905)
