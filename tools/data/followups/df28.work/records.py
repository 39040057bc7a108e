"""df28 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-fourth pass): engineering threads in areas no earlier df part collected ====
# ---- security.txt: a vulnerability-disclosure contact under /.well-known/ ----
AUSTIN = GH + "AustinHackers/austinhackers.github.io/pull/137"
E2B = GH + "e2b-dev/E2B/pull/666"
DIGSTD = GH + "consumer-reports-innovation-lab/TheDigitalStandard/issues/187"
ROCDEV = GH + "rocdev-foundation/rocdev/issues/58"
META511 = GH + "JSONbored/metagraphed/issues/511"
META513 = GH + "JSONbored/metagraphed/pull/513"
SECTXT228 = GH + "securitytxt/security-txt/issues/228"
WEBFINGER = GH + "CloudSecurityAlliance/webfinger.io/pull/13"
ZEUS = GH + "ZeusWPI/zeus.ugent.be/issues/444"
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
PC_UJIT = "It appears the prefix in `ujit.pc` is always `/usr` even when a non-standard prefix is set via CMake"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- security.txt: a vulnerability-disclosure contact under /.well-known/ ----
    au1 = (U, "Add security.txt because why not", "u1")
    au2 = "Noticed that there's already a .well-known/ file in here, figured why not add a security.txt?\n\nhttps://securitytxt.org/"
    rec(AUSTIN, [au1], au2, True, "ellipsis", ["in here"], "The Austin Hackers site already has a .well-known/ file, so why not add a security.txt (https://securitytxt.org/)?", author="u1")
    rec(AUSTIN, [au1, (U, au2, "u1")], "Alternate contact addresses are totally allowed, I just didn't want to dox anyone like @mauvehed with a real email address just out of the blue.", True, "ellipsis", [], "Alternate contact addresses are allowed in the Austin Hackers security.txt; I just didn't want to dox anyone like @mauvehed by putting a real email address in it out of the blue.", author="u1")

    e21 = (U, "Added security.txt under well-known", "u1")
    e22 = "Added file under `/.well-known/security.txt` to match security standards for security or abuse reports."
    rec(E2B, [e21], e22, True, "ellipsis", [], "The E2B pull request adds a file at `/.well-known/security.txt` to match security standards for security or abuse reports.", author="u1")
    rec(E2B, [e21, (U, e22, "u1")], "More details why this is well known address by search engines or security researchers can be found here:\nhttps://www.rfc-editor.org/rfc/rfc9116", True, "pronoun", ["this"], "Why `/.well-known/security.txt` is the well-known address for search engines and security researchers is explained in RFC 9116: https://www.rfc-editor.org/rfc/rfc9116", author="u1")

    ds1 = (U, "Add an indicator and procedure to check for security.txt", "u1")
    ds2 = "This check should be in the existing section on **Vulnerability disclosure program**: "
    ds3 = "* **Procedure**: Check the web site of the company for the presence of a `security.txt` file."
    rec(DIGSTD, [ds1], ds2, True, "pronoun", ["This check"], "The Digital Standard's new security.txt check should go in its existing section on the Vulnerability disclosure program.", author="u1")
    rec(DIGSTD, [ds1, (U, ds2, "u1")], ds3, True, "ellipsis", [], "One procedure for the Digital Standard's security.txt indicator: check the company's web site for a `security.txt` file.", author="u1")
    rec(DIGSTD, [ds1, (U, ds2, "u1"), (U, ds3, "u1")], "For more info and details (or possibly to refine the language) see https://securitytxt.org/", True, "ellipsis", [], "For more on security.txt, or to refine the wording of the Digital Standard's security.txt indicator, see https://securitytxt.org/", author="u1")

    rd1 = (U, "security.txt Needs To Be in .well-known Directory.", "u1")
    rec(ROCDEV, [rd1], "### Actual Behavior\n\nhttps://alpha.rocdev.org/security.txt\n\n### Expected Behavior\n\nhttps://alpha.rocdev.org/.well-known/security.txt", True, "ellipsis", [], "rocdev serves its security.txt at https://alpha.rocdev.org/security.txt, but it is expected at https://alpha.rocdev.org/.well-known/security.txt.", author="u1")

    m11 = (U, "Wave C — Discoverability: /.well-known/security.txt (RFC 9116)", "u1")
    m12 = "Part of the **🛡️ Hardening & polish roadmap**. Small, high-signal: add an RFC 9116 `/.well-known/security.txt` so security researchers can find the disclosure channel."
    m13 = "Confirmed absent (only `llms.txt`/`mcp.json`/`agent-skills`/`server-card` exist under `public/.well-known/`)."
    rec(META511, [m11], m12, True, "ellipsis", [], "As part of metagraphed's hardening and polish roadmap, add an RFC 9116 `/.well-known/security.txt` so that security researchers can find the disclosure channel.", author="u1")
    rec(META511, [m11, (U, m12, "u1")], m13, True, "ellipsis", [], "metagraphed has no security.txt yet: only `llms.txt`, `mcp.json`, `agent-skills` and `server-card` exist under its `public/.well-known/`.", author="u1")
    rec(META511, [m11, (U, m12, "u1"), (U, m13, "u1")], "Done in #513 (merged). RFC 9116 security.txt live at `/.well-known/security.txt`.", True, "ellipsis", [], "metagraphed's RFC 9116 security.txt was done in pull request #513 (merged) and is live at `/.well-known/security.txt`.", author="u1")

    m31 = (U, "feat(security): add RFC 9116 /.well-known/security.txt (Wave C)", "u1")
    m32 = "Adds `public/.well-known/security.txt` (RFC 9116) — the one confirmed-missing discovery file (`api-catalog`/`Link` headers already exist)."
    rec(META513, [m31], m32, True, "ellipsis", [], "The metagraphed pull request adds `public/.well-known/security.txt` (RFC 9116), the one discovery file confirmed missing.", author="u1")
    rec(META513, [m31, (U, m32, "u1")], "- Note: `Canonical` lists only the backend copy; extending the apex (`metagraph.sh`) `.well-known` proxy to cover it can follow in a frontend PR.", True, "ellipsis", [], "In metagraphed's new security.txt, `Canonical` lists only the backend copy; extending the metagraph.sh `.well-known` proxy to cover it can follow in a frontend pull request.", author="u1")
    rec(META513, [m31, (U, m32, "u1")], "- Optional follow-up: auto-generate `Expires` at build time so it never lapses.", True, "ellipsis", [], "An optional follow-up for metagraphed's security.txt: generate its `Expires` field at build time so that it never lapses.", author="u1")

    s21 = (U, "https://securitytxt.org/.well-known/security.txt expired in March", "u1")
    s22 = (U, "The security.txt used on the securitytxt.org expired on March 27th this year.", "u1")
    s23 = "Not a problem since the information in the security.txt is not to be used according to RFC 9116 but the web site given as `Contact:` is not a good example."
    rec(SECTXT228, [s21, s22], s23, True, "ellipsis", [], "The expired security.txt on securitytxt.org is not a real problem, since RFC 9116 says its information is then not to be used, but the web site it gives as `Contact:` is not a good example.", author="u1")
    rec(SECTXT228, [s21, s22, (U, s23, "u1")], "Output from today (2026-09-08) however:\n\n```\nContact: https://hackerone.com/ed\nExpires: 2027-09-07T00:00:00.000Z\n```", True, "ellipsis", ["however"], "As of 2026-09-08, securitytxt.org's security.txt gives `Expires: 2027-09-07T00:00:00.000Z`, so it is no longer expired.", author="u2")

    wf1 = (U, "security.txt: RFC 9116 expiry + quarterly refresh policy", "u1")
    wf2 = "`Expires` was **2052-12-01** — about 26 years out. RFC 9116 says it should be less than a year ahead, so the file was non-conformant, and a decades-out expiry reads to a researcher as a contact nobody maintains."
    wf3 = "- Records the refresh policy in `TODO.md`: **every 3 months, set the date 12 months out** — four touches a year keeps it in a rhythm rather than an annual thing that gets forgotten."
    rec(WEBFINGER, [wf1], wf2, True, "ellipsis", [], "webfinger.io's security.txt had `Expires` 2052-12-01, about 26 years out; RFC 9116 says it should be under a year ahead, so the file was non-conformant, and a decades-out expiry looks to a researcher like a contact nobody maintains.", author="u1")
    rec(WEBFINGER, [wf1, (U, wf2, "u1")], wf3, True, "ellipsis", [], "The webfinger.io change records the security.txt refresh policy in `TODO.md`: every 3 months, set the `Expires` date 12 months out, so that four touches a year keep a rhythm instead of an annual task that is forgotten.", author="u1")
    rec(WEBFINGER, [wf1, (U, wf2, "u1"), (U, wf3, "u1")], "Requires a deploy to take effect.", True, "ellipsis", [], "The webfinger.io security.txt expiry change requires a deploy to take effect.", author="u1")

    ze1 = (U, "security.txt does not conform with the current format", "u1")
    ze2 = (U, "A required field is the \"expires\" field.", "u1")
    ze3 = (U, "Also see <https://securitytxt.org/>", "u1")
    rec(ZEUS, [ze1], ze2[1], True, "ellipsis", [], "A required field of the current security.txt format, missing from the Zeus WPI site's file, is the \"expires\" field.", author="u1")
    rec(ZEUS, [ze1, ze2], ze3[1], True, "ellipsis", [], "Also see https://securitytxt.org/ on the current security.txt format.", author="u1")
    rec(ZEUS, [ze1, ze2, ze3], "A good `Expires` date might be when the board is expected to change. This can then be put in the handover document; and gives the new board an opportunity to re-evaluate the responsible disclosure policy.", True, "ellipsis", ["the board", "This"], "A good `Expires` date for Zeus WPI's security.txt might be when the board is expected to change; it can go in the handover document and gives the new board a chance to re-evaluate the responsible disclosure policy.", author="u2")

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
    lend(SCROLLSDK, [sc1], LG_SEARCH, SAME, LING3293)
    lend(SCROLLSDK, [sc1, sc2], LG_GITHUB, SAME, F4PGA)
    lend(SCROLLSDK, [sc1], LG_WEEKLY, SAME, BUYUK)

    bu1 = (U, "github repo language stats are incorrect", "u1")
    bu3 = (U, "I've added .gitattributes file to tell github that some files are external libraries from other vendors and it should ignore them when running linguist.", "u1")
    rec(BUYUK, [bu1], LG_WEEKLY, False, SAME, [], None, author="u1")
    rec(BUYUK, [bu1, (U, LG_WEEKLY, "u1")], bu3[1], True, "ellipsis", [], "I've added a .gitattributes file to buyuk.dev telling GitHub that some files are external vendor libraries for Linguist to ignore.", author="u1")
    rec(BUYUK, [bu1, (U, LG_WEEKLY, "u1"), bu3], "Adding .gitattribute file did not change the stats immediately, however I googled and found info that linguist is a worker running weekly so will have to see if it changes after few more days.", True, "ellipsis", ["the stats"], "Adding the .gitattributes file to buyuk.dev did not change its GitHub language stats at once; Linguist reportedly runs as a weekly worker, so I'll see whether the stats change in a few days.", author="u1")
    lend(BUYUK, [bu1], LG_SEARCH, SAME, LING3293)
    lend(BUYUK, [bu1], LG_GITHUB, SAME, F4PGA)

    f41 = (U, "Add .gitattributes so GitHub gets the language right.", "u1")
    f43 = (U, "linguist however mis-detects a bunch of things in this repo. It also needs to be told about the \"vendored\" files in the repo.", "u1")
    f44 = (U, "This can be fixed by setting values via `.gitattributes` file which is done here.", "u1")
    rec(F4PGA, [f41], LG_GITHUB, False, SAME, [], None, author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1")], f43[1], True, "pronoun", ["this repo"], "Linguist mis-detects many things in f4pga-arch-defs and needs to be told about the repository's vendored files.", author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1"), f43], f44[1], True, "pronoun", ["This", "here"], "Linguist's mis-detection in f4pga-arch-defs can be fixed by setting values in a `.gitattributes` file, as the pull request does.", author="u1")
    rec(F4PGA, [f41, (U, LG_GITHUB, "u1"), f43, f44], "#### Before\n```\n52.90%  Coq\n24.67%  Python\n15.74%  Verilog\n5.54%   CMake\n```\n\n#### After\n```\n57.04%  Python\n28.79%  Verilog\n12.71%  CMake\n1.08%   Shell\n```", True, "ellipsis", [], "Before the .gitattributes change f4pga-arch-defs' GitHub languages were 52.90% Coq, 24.67% Python, 15.74% Verilog and 5.54% CMake; after it 57.04% Python, 28.79% Verilog, 12.71% CMake and 1.08% Shell.", author="u1")
    lend(F4PGA, [f41], LG_SEARCH, SAME, LING3293)
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

