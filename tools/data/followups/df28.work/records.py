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

# Every thread above is used as a history; QUESTION_ONLY lists threads that only lend a sentence (none in part 1).
QUESTION_ONLY: tuple[str, ...] = ()

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
    rec(PASBUILD, [pb1, (U, SD_CONCEPT, "u1"), (U, pb3, "u1"), (U, pb4, "u1")], "A standardized convention is to use the `SOURCE_DATE_EPOCH` environment variable. Compatible tools should check if this variable is set and, if it is, use that instead of the real wall clock time when generating any timestamps.", True, "ellipsis", [], "The standard convention for timestamps in reproducible builds is the `SOURCE_DATE_EPOCH` environment variable: compatible tools such as PasBuild should check whether it is set and, if so, use it instead of the wall clock time for any timestamp.", author="u1")
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
