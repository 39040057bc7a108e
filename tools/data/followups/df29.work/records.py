"""df29 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-fifth pass): engineering threads in areas no earlier df part collected ====
# ---- East Asian Width: CJK and emoji taking two terminal columns (wcwidth) ----
ECLIPSE = GH + "eclipse-platform/eclipse.platform/pull/2894"
UTF8PROC = GH + "JuliaStrings/utf8proc/pull/83"
GRIEF = GH + "adamyg/grief/issues/79"
BLESSEDC = GH + "yaronn/blessed-contrib/issues/85"
APPCUI = GH + "gdt050579/AppCUI-rs/issues/232"
RAKUPS = GH + "Raku/problem-solving/issues/171"
TERMAID = GH + "fasouto/termaid/pull/2"
PONYSAY = GH + "erkin/ponysay/pull/220"
SHELLINABOX = GH + "shellinabox/shellinabox/pull/538"

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"

# Every thread above is used as a history; no thread only lends a sentence.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from part-1 threads, each lent only within its area, never into its own thread ----
EW_PROP = "There is a Unicode property East_Asian_Width that says whether a character is considered “wide” or “narrow”."
EW_TWICE = "At least some terminals display wide characters at twice the width of narrow characters."
EW_CJK = "CJK characters are (double) wider than normal chars."
EW_MACOS = "`wcwidth` on (now) MacOS is horribly broken."
EW_COLS = "CJK characters (Hangul, Hiragana, Katakana, Chinese Ideographs, Fullwidth forms) occupy 2 terminal columns"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- East Asian Width ----
    e1 = (U, "Terminal: count East Asian Wide characters as two columns", "u1")
    e2 = (U, "The terminal emulator assumes every character occupies one cell.", "u1")
    e3 = "This adds `CharWidth`, a UAX #11 East Asian Width lookup (Wide/Fullwidth = 2, combining marks and controls = 0, Ambiguous = 1 as UAX #11 recommends outside an East Asian legacy context), and makes the emulator and renderer follow it"
    rec(ECLIPSE, [e1], e2[1], True, "ellipsis", ["The terminal emulator"], "The Eclipse terminal emulator assumes every character occupies one cell.", author="u1")
    rec(ECLIPSE, [e1, e2], e3, True, "pronoun", ["This", "the emulator and renderer"], "The Eclipse terminal pull request adds `CharWidth`, a UAX #11 East Asian Width lookup (Wide/Fullwidth = 2, combining marks and controls = 0, Ambiguous = 1), and makes the Eclipse terminal emulator and renderer follow it.", author="u1")
    lend(ECLIPSE, [e1], EW_PROP, SAME, RAKUPS)

    j1 = (U, "set east asian neutral width to 1", "u1")
    j2 = (U, "I think some confusion while everything transitions to unicode9 is unavoidable at this point, but that the spec should be the guideline, not the font.", "u1")
    rec(UTF8PROC, [j1], j2[1], True, "ellipsis", [], "Some confusion while everything moves to Unicode 9 is unavoidable, but for utf8proc's East Asian neutral width the spec should be the guideline, not the font.", author="u1")
    rec(UTF8PROC, [j1, j2], EW_MACOS, False, SAME, [], None, author="u1")
    rec(UTF8PROC, [j1, j2, (U, EW_MACOS, "u1")], "The character width situation is quite a mess, isn't it?", False, SAME, [], None, author="u2")
    lend(UTF8PROC, [j1], EW_TWICE, SAME, RAKUPS)

    a1 = (U, "ambiguous width character", "u1")
    a2 = (U, "Improve handling of the following: https://codepoints.net/search?ea=A", "u1")
    a3 = (U, "add terminal feature, Xterm for example has -cjk_width/+cjk_width", "u1")
    rec(GRIEF, [a1], a2[1], True, "ellipsis", ["the following"], "Improve grief's handling of East Asian Ambiguous width characters: https://codepoints.net/search?ea=A", author="u1")
    rec(GRIEF, [a1, a2], a3[1], True, "ellipsis", [], "Add a terminal feature to grief for East Asian Ambiguous width characters; Xterm, for example, has -cjk_width/+cjk_width.", author="u1")
    rec(GRIEF, [a1, a2, a3], "msterminal: 0xad only misaligned character,", True, "ellipsis", [], "In msterminal, 0xad is the only ambiguous-width character grief misaligns.", author="u1")
    lend(GRIEF, [a1], EW_MACOS, SAME, UTF8PROC)

    h1 = (U, "Alignment problem for CJK characters.", "u1")
    h2 = (U, "However, the alignment samed to be not that good for CJK characters, even if I set `{ fullUnicode:true }` for `blessed`, maybe [`wcwidth.js`](https://github.com/mycoboco/wcwidth.js) will help ?", "u1")
    rec(BLESSEDC, [h1], h2[1], True, "ellipsis", [], "blessed-contrib's alignment is not good for CJK characters even with `{ fullUnicode:true }` set for blessed; would wcwidth.js help?", author="u1")
    rec(BLESSEDC, [h1, h2], "[`columnify`](https://github.com/timoxley/columnify) use  [`wcwidth.js`](https://github.com/mycoboco/wcwidth.js) and it works well for CJK characters", False, SELF, [], None, author="u1")
    lend(BLESSEDC, [h1], EW_CJK, SAME, PONYSAY)

    p1 = (U, "East Asian wide characters and combining marks treated as 1 cell", "u1")
    p2 = (U, "No control in the library accounts for East Asian wide characters or zero-width combining marks when computing visual column position — every glyph is treated as exactly 1 terminal cell", "u1")
    p3 = (U, "This is consistent library-wide (no `unicode_width` / east-asian-width handling anywhere under `appcui/src`), so it's a systemic limitation rather than a bug in one control.", "u1")
    rec(APPCUI, [p1], p2[1], True, "ellipsis", ["the library"], "No control in AppCUI-rs accounts for East Asian wide characters or zero-width combining marks when computing visual column position; every glyph is treated as exactly 1 terminal cell.", author="u1")
    rec(APPCUI, [p1, p2], p3[1], True, "pronoun", ["This", "it's"], "AppCUI-rs treating every glyph as one terminal cell is consistent library-wide (no unicode_width handling under appcui/src), so it is a systemic limitation rather than a bug in one control.", author="u1")
    rec(APPCUI, [p1, p2, p3], "Worth tracking if wide-character terminal support is a goal, using the `unicode-width` crate to compute per-grapheme cell width consistently wherever cursor/column math happens.", True, "ellipsis", [], "AppCUI-rs's one-cell-per-glyph limitation is worth tracking if wide-character terminal support is a goal, using the unicode-width crate to compute per-grapheme cell width wherever cursor/column math happens.", author="u1")
    lend(APPCUI, [p1], EW_COLS, SAME, SHELLINABOX)

    r1 = (U, "printf padding and wide East Asian characters", "u1")
    r2 = "printf padding, such as `%10s`, is often used for printing text to a terminal in the form of tables."
    r3 = "To determine how many spaces to pad the argument with, printf counts the number of graphemes in the argument."
    r4 = "But terminals do not display all graphemes the same size."
    r5 = "Thus, printf may need to be updated to correctly align East Asian text, either by default or as an option."
    rs = [r1, (U, r2, "u1"), (U, r3, "u1"), (U, r4, "u1"), (U, r5, "u1")]
    rec(RAKUPS, rs[:1], r2, False, SAME, [], None, author="u1")
    rec(RAKUPS, rs[:2], r3, True, "ellipsis", [], "To work out how many spaces to pad an argument with, Raku's printf counts the graphemes in the argument.", author="u1")
    rec(RAKUPS, rs[:3], r4, False, SAME, [], None, author="u1")
    rec(RAKUPS, rs[:4], r5, True, "ellipsis", [], "Raku's printf may need to be updated to align East Asian text correctly, either by default or as an option.", author="u1")
    rec(RAKUPS, rs[:5], "Unicode does not say much about text rendering, but here is what I know:", True, "ellipsis", [], "Unicode does not say much about text rendering; here is what I know about the width of East Asian characters for Raku's printf padding:", author="u1")
    lend(RAKUPS, rs[:1], EW_CJK, SAME, PONYSAY)

    t1 = (U, "Add CJK/full-width character support for correct terminal alignment", "u1")
    t2 = (U, "Replace len() with display_width() across all renderers so that CJK (Korean, Chinese, Japanese) and other full-width characters correctly occupy 2 terminal columns.", "u1")
    rec(TERMAID, [t1], t2[1], True, "ellipsis", ["all renderers"], "Replace len() with display_width() across all of termaid's renderers so that CJK and other full-width characters correctly occupy 2 terminal columns.", author="u1")
    rec(TERMAID, [t1, t2], "Includes 42 i18n tests covering all 10 diagram types in four languages.", True, "ellipsis", [], "termaid's CJK alignment pull request includes 42 i18n tests covering all 10 diagram types in four languages.", author="u1")
    lend(TERMAID, [t1], EW_TWICE, SAME, RAKUPS)

    y1 = (U, "fix cjk char width", "u1")
    y3 = (U, "This commit try to fix the width by counting the number of East Asian Width in 'W' (for wide) and 'A' (for ambiguous).", "u1")
    rec(PONYSAY, [y1], EW_CJK, False, SAME, [], None, author="u1")
    rec(PONYSAY, [y1, (U, EW_CJK, "u1")], y3[1], True, "pronoun", ["This commit", "the width"], "A ponysay commit tries to fix the width of CJK characters by counting characters whose East Asian Width is 'W' (wide) or 'A' (ambiguous).", author="u1")
    rec(PONYSAY, [y1, (U, EW_CJK, "u1"), y3], "Reference: https://docs.python.org/3.4/library/unicodedata.html#unicodedata.east_asian_width\nhttp://www.unicode.org/reports/tr11/", True, "ellipsis", [], "References for ponysay's CJK width fix: https://docs.python.org/3.4/library/unicodedata.html#unicodedata.east_asian_width and http://www.unicode.org/reports/tr11/", author="u1")
    lend(PONYSAY, [y1], EW_PROP, SAME, RAKUPS)

    s1 = (U, "Fix IME input and CJK wide character display for multilingual support", "u1")
    s2 = (U, "Add CJK wide character display support", "u1")
    rec(SHELLINABOX, [s1], s2[1], True, "ellipsis", [], "Add CJK wide character display support to shellinabox.", author="u1")
    rec(SHELLINABOX, [s1, s2], EW_COLS + ", but `String.length` was used throughout — treating every character as 1 column wide.", True, "ellipsis", [], "CJK characters occupy 2 terminal columns, but shellinabox used `String.length` throughout, treating every character as 1 column wide.", author="u1")
    lend(SHELLINABOX, [s1], EW_TWICE, SAME, RAKUPS)
    for area in AREAS:  # the nine further areas, one function each, below
        area(rec, U, A, lend)


# ---- inotify watch limits: ENOSPC and fs.inotify.max_user_watches ----
WATCHER7 = GH + "splitbrain/Watcher/issues/7"
WATCHER23 = GH + "splitbrain/Watcher/issues/23"
SONARR = GH + "kfstorm/sonarr-metadata-rewrite/issues/57"
NODEWATCH = GH + "yuanchuan/node-watch/issues/48"
ANDUINOS = GH + "Anduin2017/AnduinOS/issues/232"
WATCHDOG = GH + "gorakhargosh/watchdog/issues/673"
OPENEDX = GH + "openedx-unsupported/configuration/issues/4015"
MGMT = GH + "purpleidea/mgmt/issues/1"
PANTS = GH + "pantsbuild/pants/pull/10413"
WATCHEXEC = GH + "watchexec/watchexec/issues/62"
IN_SAFEGUARD = "The `inotify` watch limit is a deliberate safeguard in Linux, not a flaw."
IN_PANTS = "ENOSPC errors on Linux in the context of file watching tend to be caused by bumping into the maximum number of file watches."
IN_MGMT = "The `ENOSPC` error happens when the system runs out of available inotify watches, a limit that is controlled by the `fs.inotify.max_user_watches` sysctl (which defaults to 8192)."
IN_SCALE = "Anecdotally we (@pantheon-systems) have found that inotify is generally unusable"


def _inotify(rec, U, A, lend) -> None:  # noqa: PLR0915
    w1 = (U, "Getting Errno=No space left on device in the logs (ENOSPC)", "u1")
    w2 = (U, "When I start the script, it lists a Errno=No space left on device message for every single directory that is under the top watch folder I specified.", "u1")
    w3 = (U, "There is plenty of space on the drive so it is not a space issue for sure", "u1")
    w4 = (U, "This was due to the watch limit. Use the following command to increase:\n\nsysctl -n -w fs.inotify.max_user_watches=16384", "u1")
    rec(WATCHER7, [w1], w2[1], True, "pronoun", ["it"], "When I start splitbrain's Watcher script, it logs Errno=No space left on device (ENOSPC) for every directory under the top watch folder I specified.", author="u1")
    rec(WATCHER7, [w1, w2], w3[1], True, "ellipsis", ["it"], "There is plenty of space on the drive, so Watcher's ENOSPC errors are not a disk space issue.", author="u1")
    rec(WATCHER7, [w1, w2, w3], w4[1], True, "pronoun", ["This"], "Watcher's ENOSPC errors were due to the inotify watch limit; increase it with `sysctl -n -w fs.inotify.max_user_watches=16384`.", author="u1")
    lend(WATCHER7, [w1], IN_PANTS, SAME, PANTS)

    v1 = (U, "Errno=No space left on device (ENOSPC)", "u1")
    v2 = (U, "I'm watching /var/www/html folder which contains 2 laravel projects.", "u1")
    v3 = (U, "Any ideas or somebody encountered this already?", "u1")
    v4 = "Turns out inotify couldn't handle the amount of files and therefore reported a false error."
    rec(WATCHER23, [v1, v2], v3[1], True, "pronoun", ["this"], "Has anyone seen Watcher report Errno=No space left on device (ENOSPC) while watching /var/www/html with two Laravel projects?", author="u1")
    rec(WATCHER23, [v1, v2, v3], v4, True, "ellipsis", ["the amount of files"], "inotify couldn't handle the number of files under /var/www/html that Watcher watched, and so reported a false ENOSPC error.", author="u1")
    rec(WATCHER23, [v1, v2, v3, (U, v4, "u1")], "If inotify is reporting that it can't create watches due to lack of disk space, but you have plenty of disk space and inodes available, then you may have to raise the max number of inotify watches.", False, SELF, [], None, author="u1")
    lend(WATCHER23, [v1, v2], IN_MGMT, SAME, MGMT)

    k1 = (U, "OSError: [Errno 28] inotify watch limit reached", "u1")
    k2 = (A, "Linux下默认只能监听8192个文件的变化，需要把设置调大才行。要么你调大设置，要么就设置`ENABLE_FILE_MONITOR`为`false`，关闭文件监控，只靠定期扫描来更新文件。", "u2")
    rec(SONARR, [k1], "看上去像是某种监控进程超过最大限制了", True, "ellipsis", [], "sonarr-metadata-rewrite's 'inotify watch limit reached' error looks like some monitoring process exceeded the maximum limit.", author="u1")
    rec(SONARR, [k1, (U, "看上去像是某种监控进程超过最大限制了", "u1")], k2[1], True, "ellipsis", [], "By default Linux can only watch 8192 files; raise the inotify setting, or set sonarr-metadata-rewrite's `ENABLE_FILE_MONITOR` to `false` to turn off file monitoring and rely on periodic scans.", author="u2")
    lend(SONARR, [k1], IN_SAFEGUARD, SAME, ANDUINOS)

    n1 = (U, "Got ENOSPC error? Read here.", "u1")
    n2 = (U, "If you get ENOSPC error, but you actually have free disk space - it means that your OS watcher limit is too low and you probably want to recursively watch a big tree of files.", "u1")
    n3 = (U, "@yuanchuan my suggestion would be to notice this somewhere in README to avoid confusion.", "u1")
    rec(NODEWATCH, [n1], n2[1], False, SELF, [], None, author="u1")
    rec(NODEWATCH, [n1, n2], n3[1], True, "pronoun", ["this"], "@yuanchuan, node-watch's README should mention that ENOSPC with free disk space means the OS watcher limit is too low, to avoid confusion.", author="u1")
    rec(NODEWATCH, [n1, n2, n3], "We avoid the issue with watching recursive directories by creating an **inbox** folder and when files arrive there, we move them.", True, "pronoun", ["the issue"], "We avoid node-watch's ENOSPC watcher-limit issue with recursive directories by creating an inbox folder and moving files when they arrive there.", author="u2")
    lend(NODEWATCH, [n1], IN_MGMT, SAME, MGMT)

    d1 = (U, "Error: ENOSPC: System limit for number of file watchers reached", "u1")
    d2 = (U, "I've been getting this error a lot  and increasing the limit workstemporarily, but the issue will resume later after a reboot", "u1")
    d3 = (A, "Are you running a database?", "u2")
    d4 = (A, "Are you running multiple docker containers?", "u2")
    rec(ANDUINOS, [d1], d2[1], True, "pronoun", ["this error", "the limit"], "On AnduinOS I often get 'ENOSPC: System limit for number of file watchers reached'; raising the limit works temporarily but the error returns after a reboot.", author="u1")
    rec(ANDUINOS, [d1, d2], d3[1], True, "ellipsis", [], "Are you running a database on the AnduinOS machine that hits the file watcher limit?", author="u2")
    rec(ANDUINOS, [d1, d2, d3], d4[1], True, "ellipsis", [], "Are you running multiple Docker containers on the AnduinOS machine that hits the file watcher limit?", author="u2")
    rec(ANDUINOS, [d1, d2, d3, d4], IN_SAFEGUARD, False, SAME, [], None, author="u2")
    lend(ANDUINOS, [d1], IN_SCALE, SAME, MGMT)

    g1 = (U, "\"inotify watch limit reached\" on fresh Ubuntu 20.04", "u1")
    g2 = (U, "I'm running the first example in https://pypi.org/project/watchdog/\n\non my freshly installed Ubuntu 20.04 (actually Kubuntu).", "u1")
    g3 = "I know I can increase the inotify max value. But that doesn't seem the \"right\" answer."
    rec(WATCHDOG, [g1], g2[1], True, "ellipsis", [], "I get 'inotify watch limit reached' running the first watchdog example from PyPI on a fresh Ubuntu 20.04 (Kubuntu).", author="u1")
    rec(WATCHDOG, [g1, g2], g3, True, "pronoun", ["that"], "I know I can increase the inotify max value, but raising it doesn't seem the right answer to watchdog's first example failing on fresh Ubuntu 20.04.", author="u1")
    rec(WATCHDOG, [g1, g2, (U, g3, "u1")], "Is it an incompatible system setting? A new compatibility bug? Misconfigured linux distribution?", True, "pronoun", ["it"], "Is watchdog's 'inotify watch limit reached' on fresh Ubuntu 20.04 an incompatible system setting, a new compatibility bug, or a misconfigured Linux distribution?", author="u1")
    lend(WATCHDOG, [g1], IN_SAFEGUARD, SAME, ANDUINOS)

    o1 = (U, "ENOSPC / pyinotify errors when starting servers", "u1")
    o2 = (U, "The problem seems to be that too many files are being watched... the default limit is 8192 on Ubuntu 16.04, as you can verify by running `sysctl fs.inotify.max_user_watches`.", "u1")
    rec(OPENEDX, [o1], o2[1], True, "ellipsis", ["The problem"], "The ENOSPC pyinotify errors when starting the Open edX devstack servers seem to come from too many files being watched; the default limit is 8192 on Ubuntu 16.04 (`sysctl fs.inotify.max_user_watches`).", author="u1")
    rec(OPENEDX, [o1, o2], "There's an easy fix: increase the limit to something higher during provisioning", True, "ellipsis", ["the limit"], "There's an easy fix for the devstack's ENOSPC pyinotify errors: increase fs.inotify.max_user_watches during provisioning.", author="u1")
    lend(OPENEDX, [o1], IN_SAFEGUARD, SAME, ANDUINOS)

    m1 = (U, "ENOSPC in file.go", "u1")
    m3 = (A, "@larsks Interesting, now at least I know what that error could mean... What's confuses me, is I never had anywhere *near* 8192 at a single time... Does this indicate a leak?", "u2")
    rec(MGMT, [m1], IN_MGMT, False, SAME, [], None, author="u1")
    rec(MGMT, [m1, (U, IN_MGMT, "u1")], m3[1], True, "pronoun", ["that error", "this"], "mgmt never had anywhere near 8192 inotify watches at once; does its ENOSPC error in file.go indicate a leak?", author="u2")
    rec(MGMT, [m1, (U, IN_MGMT, "u1"), m3], "It could just indicate that your tool isn't the only consumer of inotify resources on the system.", True, "pronoun", ["It", "your tool"], "mgmt's ENOSPC error could just mean that mgmt isn't the only consumer of inotify resources on the system.", author="u1")
    rec(MGMT, [m1, (U, IN_MGMT, "u1"), m3, (U, "It could just indicate that your tool isn't the only consumer of inotify resources on the system.", "u1")], IN_SCALE, False, SAME, [], None, author="u3")
    lend(MGMT, [m1], IN_PANTS, SAME, PANTS)

    q1 = (U, "Add a hint about adjusting max_user_watches on Linux", "u1")
    q3 = (U, "Enrich the ENOSPC error with a link to the docs and attempt to report the current limit by reading proc.", "u1")
    rec(PANTS, [q1], IN_PANTS, False, SAME, [], None, author="u1")
    rec(PANTS, [q1, (U, IN_PANTS, "u1")], q3[1], True, "ellipsis", [], "Pants should enrich its ENOSPC file-watching error with a link to the docs and report the current max_user_watches limit read from /proc.", author="u1")
    rec(PANTS, [q1, (U, IN_PANTS, "u1"), q3], "Does this need to be public?", True, "pronoun", ["this"], "Does Pants' `maybe_enrich_notify_error` function need to be public?", author="u2")
    lend(PANTS, [q1], IN_MGMT, SAME, MGMT)

    x1 = (U, "Panic on inotify limit", "u1")
    x2 = (A, "Try this:\n\nhttps://github.com/guard/listen/wiki/Increasing-the-amount-of-inotify-watchers#the-technical-details", "u2")
    x3 = (U, "With fs.inotify.max_user_watches=524288 watchexec works ok.", "u1")
    rec(WATCHEXEC, [x1], x2[1], True, "ellipsis", [], "For watchexec panicking on the inotify limit, try increasing the amount of inotify watchers: https://github.com/guard/listen/wiki/Increasing-the-amount-of-inotify-watchers#the-technical-details", author="u2")
    rec(WATCHEXEC, [x1, x2], x3[1], False, SAME, [], None, author="u1")
    rec(WATCHEXEC, [x1, x2, x3], "Same issue. Increasing `max_user_watches` fixes it for me.", True, "ellipsis", ["Same issue", "it"], "I have the same watchexec panic on the inotify limit; increasing `max_user_watches` fixes it for me.", author="u3")
    rec(WATCHEXEC, [x1, x2, x3, (U, "Same issue. Increasing `max_user_watches` fixes it for me.", "u3")], "Yeah, some distros set it way too low.", True, "pronoun", ["it"], "Yes, some Linux distributions set fs.inotify.max_user_watches way too low.", author="u2")
    lend(WATCHEXEC, [x1], IN_SAFEGUARD, SAME, ANDUINOS)


# ---- Nagle's algorithm: TCP_NODELAY and small-write latency ----
MOONASYNC = GH + "moonbitlang/async/pull/70"
COMAPEO = GH + "digidem/comapeo-core/issues/1070"
ADBKIT = GH + "openstf/adbkit/issues/41"
H5BPNGINX = GH + "h5bp/server-configs-nginx/issues/28"
ZEPTOHTTPC = GH + "adamreichold/zeptohttpc/pull/2"
DNP3 = GH + "stepfunc/dnp3/pull/218"
APPWEBSTREAM = GH + "forderud/AppWebStream/pull/18"
MORMOT = GH + "synopse/mORMot/pull/261"
LIBVMA = GH + "Mellanox/libvma/pull/342"
SHOTOVER = GH + "shotover/shotover-proxy/pull/66"
VECSTORE = GH + "scylladb/vector-store/pull/214"
VVV = GH + "Varying-Vagrant-Vagrants/VVV/pull/238"
NG_HUGE = "Nagle's algorithm causes huge latency over high speed network, especially when combined with delayed ACK."
NG_DEFINE = "Nagle's algorithm is a TCP congestion control mechanism that delays sending small packets to reduce network overhead."
NG_DESIGNED = "The algorithm was designed to prevent sending many tiny packets that waste bandwidth with protocol overhead."
NG_LINUX = "Nagle’s algorithm and Delayed ACK’s algorithm are enabled by default on sockets in Linux."
NG_CAREFUL = "In general, since Nagle's algorithm is only a defense against careless applications, **it will not benefit a carefully written application that takes proper care of buffering**; the algorithm has either no effect, or negative effect on the application."
NG_NODE = "Disables the Nagle algorithm. By default TCP connections use the Nagle algorithm, they buffer data before sending it off."


def _nagle(rec, U, A, lend) -> None:  # noqa: PLR0915
    mo1 = (U, "set `TCP_NODELAY`, disable Nagle's algorithm", "u1")
    rec(MOONASYNC, [mo1], NG_HUGE, False, SAME, [], None, author="u1")
    lend(MOONASYNC, [mo1], NG_DEFINE, SAME, COMAPEO)

    c1 = (U, "Disable Nagle's algorythm (TCP_NODELAY=1) for peer connections.", "u1")
    c3 = "For p2p connections over a local network it is only going to add latency to the connection, and if connectivity is spotty, then without TCP_NODELAY, packets should get sent straight away within the connectivity window."
    c4 = "None of the packets we send are small, so the possible overhead from TCP headers and the gains from buffering data and sending it together are minimal, especially since we are on a relatively high-bandwidth local network, not sending data over the internet."
    rec(COMAPEO, [c1], NG_DEFINE, False, SAME, [], None, author="u1")
    rec(COMAPEO, [c1, (U, NG_DEFINE, "u1")], NG_DESIGNED, True, "pronoun", ["The algorithm"], "Nagle's algorithm was designed to prevent sending many tiny packets that waste bandwidth with protocol overhead.", author="u1")
    rec(COMAPEO, [c1, (U, NG_DEFINE, "u1"), (U, NG_DESIGNED, "u1")], c3, True, "pronoun", ["it"], "For CoMapeo's p2p connections over a local network, Nagle's algorithm only adds latency, and with spotty connectivity, TCP_NODELAY lets packets go out straight away within the connectivity window.", author="u1")
    rec(COMAPEO, [c1, (U, NG_DEFINE, "u1"), (U, NG_DESIGNED, "u1"), (U, c3, "u1")], c4, True, "ellipsis", ["the packets we send"], "None of the packets CoMapeo sends between peers are small, so the TCP-header overhead and the gains from Nagle's buffering are minimal on a relatively high-bandwidth local network.", author="u1")
    lend(COMAPEO, [c1], NG_LINUX, SAME, VECSTORE)

    b1 = (U, "Is there anyway to disable nagle algorythm from here?", "u1")
    b2 = (U, "I found the remote debug latency is really big and I am trying to disable Nagle algo from both server and client side for STF. Thanks.", "u1")
    b4 = (A, "Now that I've checked it again, it doesn't look like it's doing it by default after all. It's a simple change, I will push a new version later.", "u2")
    b5 = (A, "I've release 2.4.0 with TCP_NODELAY. Please run `npm update adbkit` in your STF repo and report back whether the situation improved or not.", "u2")
    rec(ADBKIT, [b1], b2[1], True, "ellipsis", [], "STF's remote debug latency is really big; can I disable Nagle's algorithm on both the server and client side in adbkit?", author="u1")
    rec(ADBKIT, [b1, b2], NG_NODE, True, "ellipsis", [], "Node.js's socket.setNoDelay disables the Nagle algorithm; by default TCP connections use the Nagle algorithm and buffer data before sending it off.", author="u2")
    rec(ADBKIT, [b1, b2, (A, NG_NODE, "u2")], b4[1], True, "pronoun", ["it", "It's a simple change"], "Checking again, adbkit doesn't set TCP_NODELAY by default after all; disabling Nagle's algorithm in adbkit is a simple change, and a new version will follow.", author="u2")
    rec(ADBKIT, [b1, b2, (A, NG_NODE, "u2"), b4], b5[1], True, "ellipsis", ["the situation"], "adbkit 2.4.0 sets TCP_NODELAY; run `npm update adbkit` in your STF repo and report whether the remote debug latency improved.", author="u2")
    rec(ADBKIT, [b1, b2, (A, NG_NODE, "u2"), b4, b5], "Disable Nagle fix my debugging problem. Thanks.", True, "ellipsis", ["my debugging problem"], "Disabling Nagle's algorithm in adbkit 2.4.0 fixed STF's remote debug latency. Thanks.", author="u1")
    lend(ADBKIT, [b1], NG_HUGE, SAME, MOONASYNC)

    n1 = (U, "nginx.conf: enable tcp_nodelay", "u1")
    n3 = "Up to 500ms [3] is **a lot** of latency. It's enabled by default for a reason."
    n4 = "Please, remove this from your configs, because many people will blindly copy it without realizing consequences."
    rec(H5BPNGINX, [n1], n3, True, "pronoun", ["It's"], "Up to 500 ms is a lot of latency; nginx's tcp_nodelay is on by default for a reason.", author="u1")
    rec(H5BPNGINX, [n1, (U, n3, "u1")], n4, True, "pronoun", ["this", "your configs", "it"], "Please remove `tcp_nodelay off;` from the h5bp nginx configs, because many people will blindly copy it without realizing the consequences.", author="u1")
    rec(H5BPNGINX, [n1, (U, n3, "u1"), (U, n4, "u1")], NG_CAREFUL, False, SELF, [], None, author="u1")
    lend(H5BPNGINX, [n1], NG_LINUX, SAME, VECSTORE)

    z1 = (U, "Use TCP_NODELAY to disable Nagle's algorithm", "u1")
    rec(ZEPTOHTTPC, [z1], "Before the last write system call to improve latency, emulating the effect of TCP_CORK as long as the request length is not a multiple of the buffer size.", True, "ellipsis", [], "zeptohttpc sets TCP_NODELAY before the last write system call to improve latency, emulating TCP_CORK as long as the request length is not a multiple of the buffer size.", author="u1")
    lend(ZEPTOHTTPC, [z1], NG_HUGE, SAME, MOONASYNC)

    d1 = (U, "Enable TCP_NODELAY by default", "u1")
    d2 = (U, "Doing performance testing under Linux revealed that Nagle's algorithm was degrading performance, particularly in the case of the master confirming data from the outstation.", "u1")
    d3 = (U, "Provide global functions for changing this default on client/server basis if desired.", "u1")
    rec(DNP3, [d1], d2[1], True, "ellipsis", ["the master", "the outstation"], "Performance testing of the dnp3 library under Linux showed Nagle's algorithm degrading performance, especially when the DNP3 master confirms data from the outstation.", author="u1")
    rec(DNP3, [d1, d2], d3[1], True, "pronoun", ["this default"], "The dnp3 library provides global functions to change the TCP_NODELAY default per client or server if desired.", author="u1")
    lend(DNP3, [d1], NG_HUGE, SAME, MOONASYNC)

    f1 = (U, "Disable Nagle algorithm, so that data is sent immediately", "u1")
    f2 = (U, "This _might_ reduce latency in situations where the received is unable to keep up with the sender, and thus resulting in server-side buildup of encoded frames in the TCP send buffer.", "u1")
    rec(APPWEBSTREAM, [f1], f2[1], True, "pronoun", ["This"], "Disabling Nagle's algorithm in AppWebStream might reduce latency when the receiver cannot keep up with the sender and encoded frames build up in the server's TCP send buffer.", author="u1")
    rec(APPWEBSTREAM, [f1, f2], "WARNING: I've not actually verified that it helps.", True, "pronoun", ["it"], "Warning: I have not verified that disabling Nagle's algorithm in AppWebStream helps.", author="u1")
    lend(APPWEBSTREAM, [f1], NG_LINUX, SAME, VECSTORE)

    r1 = (U, "set UseNagle to false", "u1")
    rec(MORMOT, [r1], "UseNagle causes delays of up to 300 ms. I propose to disable the use of the Nagle algorithm or put it in the parameters.", True, "ellipsis", ["put it in the parameters"], "mORMot's UseNagle causes delays of up to 300 ms; I propose disabling the Nagle algorithm in mORMot or making it a parameter.", author="u1")
    lend(MORMOT, [r1], NG_DEFINE, SAME, COMAPEO)

    l1 = (U, "issue: 1011829 Add VMA_TCP_NODELAY parameter which automatically disable", "u1")
    l2 = (U, "the Nagle algorithm for each tcp socket", "u1")
    l3 = (U, "If set, disable the Nagle algorithm for each tcp socket.", "u1")
    rec(LIBVMA, [l1], l2[1], True, "ellipsis", [], "Add a VMA_TCP_NODELAY parameter to libvma which automatically disables the Nagle algorithm for each TCP socket.", author="u1")
    rec(LIBVMA, [l1, l2], l3[1], True, "ellipsis", [], "If libvma's VMA_TCP_NODELAY is set, the Nagle algorithm is disabled for each TCP socket.", author="u1")
    rec(LIBVMA, [l1, l2, l3], "This means that segments are always sent as soon as possible, even if\nthere is only a small amount of data.", True, "pronoun", ["This"], "With libvma's VMA_TCP_NODELAY set, TCP segments are always sent as soon as possible, even when there is only a small amount of data.", author="u1")
    rec(LIBVMA, [l1, l2, l3], "This parameter will be enabled while using VMA_SPEC=latency/ultra-latency.", True, "pronoun", ["This parameter"], "libvma's VMA_TCP_NODELAY parameter is enabled when VMA_SPEC=latency/ultra-latency is used.", author="u1")
    lend(LIBVMA, [l1], NG_CAREFUL, SAME, H5BPNGINX)

    p1 = (U, "nodelay", "u1")
    p2 = (U, "This patch disables nagles algorithm.", "u1")
    rec(SHOTOVER, [p1], p2[1], True, "pronoun", ["This patch"], "A shotover-proxy patch disables Nagle's algorithm.", author="u1")
    rec(SHOTOVER, [p1, p2], "Generally we want to send data as soon as we have it (being a proxy generally means we are bound by littles law, so reducing latency will primarily help throughput).", True, "ellipsis", ["we"], "shotover-proxy generally wants to send data as soon as it has it: a proxy is bound by Little's law, so reducing latency mainly helps throughput.", author="u1")
    rec(SHOTOVER, [p1, p2], "May need to let this be configurable for other protocols tho...", True, "pronoun", ["this"], "Disabling Nagle's algorithm in shotover-proxy may need to be configurable for other protocols.", author="u1")
    lend(SHOTOVER, [p1], NG_CAREFUL, SAME, H5BPNGINX)

    s1 = (U, "httpserver: disable Nagle's algorithm on the server", "u1")
    s3 = (U, "As a result we can experience 40ms latency on simply waiting for ACK on the client side.", "u1")
    rec(VECSTORE, [s1], NG_LINUX, False, SAME, [], None, author="u1")
    rec(VECSTORE, [s1, (U, NG_LINUX, "u1")], s3[1], True, "ellipsis", ["As a result"], "Because Nagle's algorithm and delayed ACK are on by default in Linux, the vector-store HTTP server's clients can wait 40 ms for an ACK.", author="u1")
    rec(VECSTORE, [s1, (U, NG_LINUX, "u1"), s3], "This change sets `TCP_NODELAY` on every socket received from a `TcpListener`.", True, "pronoun", ["This change"], "The vector-store change sets `TCP_NODELAY` on every socket received from a `TcpListener`.", author="u1")
    lend(VECSTORE, [s1], NG_HUGE, SAME, MOONASYNC)

    v1 = (U, "Remove tcp_nodelay directive", "u1")
    v2 = (U, "When we set `tcp_nodelay` to off, we tell Nginx to use Nagle's algorithm to figure out how packets should be buffered–with a possible 500ms latency if it can't figure things out in time.", "u1")
    rec(VVV, [v1], v2[1], False, SELF, [], None, author="u1")
    rec(VVV, [v1, v2], "Suggesting we remove this directive and leave it to Nginx's default `on` to _not_ use Nagle's algorithm.", True, "pronoun", ["this directive"], "I suggest VVV remove its `tcp_nodelay off` directive and leave Nginx's default `on`, so Nginx does not use Nagle's algorithm.", author="u1")
    lend(VVV, [v1], NG_CAREFUL, SAME, H5BPNGINX)


# ---- email authentication: DKIM signatures, SPF and DMARC alignment and policies ----
STALWART = GH + "stalwartlabs/spam-filter/pull/1"
OPENDMARC = GH + "trusteddomainproject/OpenDMARC/issues/234"
MOX = GH + "mjl-/mox/pull/50"
DKIMEXCH = GH + "Pro/dkim-exchange/issues/62"
CHATMAIL = GH + "chatmail/relay/issues/182"
DATAGOV = GH + "GSA/data.gov/issues/4245"
M365DOCS = GH + "MicrosoftDocs/microsoft-365-docs/issues/2753"
SPFSIMPLE = GH + "nicanorflavier/spf-dkim-dmarc-simplified/issues/7"
DK_LISTS = "Plenty of mailing lists modify the message so that the DKIM signature becomes invalid."
DK_PASS = "If a message has a passing DKIM header in the message, the DMARC check will pass (assuming the \"message From\" address isn't rewritten)."
DK_RULE = "If an email passes the SPF and DKIM checks, the receiver then looks at the DMARC rule book to decide what to do with the email"
DK_ALIGN = "It will pass if either SPF or DKIM passes, while we want to enforce valid DKIM signatures."


def _dkim(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "reject on bad dkim and policy tells us", "u1")
    t2 = (U, "The proper authority explicitly wants us to reject a message when the dkim signature is tampered.", "u1")
    t3 = (U, "Why a CLA here? Its MIT.", "u1")
    rec(STALWART, [t1], t2[1], True, "ellipsis", ["The proper authority"], "The domain's DMARC policy explicitly asks the Stalwart spam filter to reject a message whose DKIM signature is tampered with.", author="u1")
    rec(STALWART, [t1, t2], t3[1], True, "ellipsis", ["here"], "Why does the stalwartlabs spam-filter pull request need a CLA when the project is MIT-licensed?", author="u1")
    rec(STALWART, [t1, t2, t3], "Those are not safe defaults, they are rather unsafe.", True, "pronoun", ["Those"], "The Stalwart spam filter's defaults of not rejecting mail with a bad DKIM signature under a reject policy are not safe defaults; they are rather unsafe.", author="u1")
    rec(STALWART, [t1, t2, t3, (U, "Those are not safe defaults, they are rather unsafe.", "u1")], "It is not a softfail or anything else, the mail is obviously forged and must not be delivered (according to the dmarc policy).", True, "pronoun", ["It", "the mail"], "A mail failing DKIM under a DMARC reject policy is not a softfail; it is obviously forged and must not be delivered, according to the DMARC policy.", author="u1")
    lend(STALWART, [t1], DK_LISTS, SAME, MOX)

    o1 = (U, "confirmation email from signing up for chat GPT email was rejected", "u1")
    o2 = (U, "Here's some better data. I tried again with a new email address. This time I set `RejectFailures false` so I received the message.", "u1")
    rec(OPENDMARC, [o1], o2[1], True, "ellipsis", ["the message"], "I tried signing up for ChatGPT again with a new email address, this time with OpenDMARC's `RejectFailures false`, so I received the confirmation email.", author="u1")
    rec(OPENDMARC, [o1, o2], "Here's the History:", True, "ellipsis", ["the History"], "Here is OpenDMARC's History record for the ChatGPT confirmation email it rejected:", author="u1")
    lend(OPENDMARC, [o1], DK_PASS, SAME, MOX)

    x1 = (U, "Add an option to silently reject", "u1")
    x3 = (A, "So that leaves SPF. The Authentication-Results show a pass, but it won't be an aligned pass.", "u2")
    x4 = (A, "Anyway, it seems this option make sense to have, will get back to it soon.", "u2")
    rec(MOX, [x1], DK_PASS, False, SAME, [], None, author="u2")
    rec(MOX, [x1, (A, DK_PASS, "u2")], "This is quite common nowadays, but not guaranteed.", True, "pronoun", ["This"], "A passing DKIM signature in a message is quite common nowadays, but not guaranteed.", author="u2")
    rec(MOX, [x1, (A, DK_PASS, "u2"), (A, "This is quite common nowadays, but not guaranteed.", "u2")], DK_LISTS, False, SAME, [], None, author="u2")
    rec(MOX, [x1, (A, DK_PASS, "u2"), (A, "This is quite common nowadays, but not guaranteed.", "u2"), (A, DK_LISTS, "u2")], x3[1], True, "ellipsis", ["that leaves SPF"], "Without a valid DKIM signature, DMARC in mox must rely on SPF; the Authentication-Results show an SPF pass, but it won't be an aligned pass.", author="u2")
    rec(MOX, [x1, (A, DK_PASS, "u2"), (A, "This is quite common nowadays, but not guaranteed.", "u2"), (A, DK_LISTS, "u2"), x3], x4[1], True, "pronoun", ["this option", "it"], "An option for mox to silently reject messages seems to make sense; the maintainer will get back to it soon.", author="u2")
    lend(MOX, [x1], DK_RULE, SAME, SPFSIMPLE)

    e1 = (U, "dkim=fail on reply", "u1")
    e2 = (U, "When you send the first letter, gmaill (and the other servers) says there are no errors, dkim=pass. But for answered letters from these servers an error dkim=fail.", "u1")
    e3 = (U, "At the same time the letter still has the dkim signature", "u1")
    rec(DKIMEXCH, [e1], e2[1], True, "ellipsis", [], "With dkim-exchange, Gmail and other servers report dkim=pass on the first letter I send, but dkim=fail on replies to letters from those servers.", author="u1")
    rec(DKIMEXCH, [e1, e2], e3[1], True, "ellipsis", ["the letter"], "The reply that fails with dkim=fail still carries the DKIM signature added by dkim-exchange.", author="u1")
    rec(DKIMEXCH, [e1, e2, e3], "It's just I have this problem?", True, "pronoun", ["this problem"], "Am I the only one whose replies sent through dkim-exchange get dkim=fail?", author="u1")
    rec(DKIMEXCH, [e1, e2, e3, (U, "It's just I have this problem?", "u1")], "Exchange 2013 CUE6, Exchange DKIM Signer v2.0.2.", True, "ellipsis", [], "My setup with dkim=fail on replies: Exchange 2013 CU6 and Exchange DKIM Signer v2.0.2.", author="u1")
    lend(DKIMEXCH, [e1], DK_LISTS, SAME, MOX)

    c1 = (U, "Enforce equality of RFC5322.From (IMF From) domain and DKIM domain", "u1")
    c2 = (U, "Currently we reject emails that fails DKIM check", "u1")
    c3 = (U, "However, apparently `dkim` module does not check that DKIM signature domain is [aligned](https://www.rfc-editor.org/rfc/rfc7489#section-3.1) with RFC5322.From domain.", "u1")
    rec(CHATMAIL, [c1], c2[1], True, "ellipsis", ["we"], "chatmail relay currently rejects emails that fail the DKIM check.", author="u1")
    rec(CHATMAIL, [c1, c2], c3[1], True, "ellipsis", ["`dkim` module"], "rspamd's `dkim` module, as chatmail relay uses it, does not check that the DKIM signature domain is aligned with the RFC5322.From domain.", author="u1")
    rec(CHATMAIL, [c1, c2, c3], "DMARC module checks very little even if `p=reject` policy is published for the `From` header domain.", True, "ellipsis", ["DMARC module"], "rspamd's DMARC module, as chatmail relay runs it, checks very little even if a `p=reject` policy is published for the From header domain.", author="u1")
    rec(CHATMAIL, [c1, c2, c3, (U, "DMARC module checks very little even if `p=reject` policy is published for the `From` header domain.", "u1")], DK_ALIGN, True, "pronoun", ["It", "we"], "rspamd's DMARC module passes a message if either SPF or DKIM passes, while chatmail relay wants to enforce valid DKIM signatures.", author="u1")
    lend(CHATMAIL, [c1], DK_RULE, SAME, SPFSIMPLE)

    g1 = (U, "Investigate DKIM and SPF failure in DMARC report", "u1")
    g2 = (U, "We are seeing an intermittent failure of a record in our daily DMARC report.", "u1")
    rec(DATAGOV, [g1], g2[1], True, "ellipsis", [], "data.gov sees an intermittent DKIM and SPF failure of a record in its daily DMARC report.", author="u1")
    rec(DATAGOV, [g1, g2], "Investigate root cause and tune rules if necessary", True, "ellipsis", [], "Investigate the root cause of the intermittent DKIM and SPF failure in data.gov's DMARC report and tune rules if necessary.", author="u1")
    lend(DATAGOV, [g1], DK_LISTS, SAME, MOX)

    m1 = (U, "Receiving DKIM signed messages docs are lacking technical detail", "u1")
    m2 = (U, "There is no real technical information here on why a DKIM message would be rejected (signature verification failed).", "u1")
    m4 = (U, "Why is this happening? Does the exchange DKIM only support certain headers? Can you please ensure this is documented.", "u1")
    rec(M365DOCS, [m1], m2[1], True, "ellipsis", ["here"], "The Microsoft 365 docs on receiving DKIM-signed messages give no real technical information on why a DKIM message would be rejected (signature verification failed).", author="u1")
    rec(M365DOCS, [m1, m2], m4[1], True, "pronoun", ["this"], "Why does Exchange Online fail DKIM verification when Date and Message-ID are among the signed headers; does Exchange DKIM only support certain headers? Please document it.", author="u1")
    lend(M365DOCS, [m1], DK_RULE, SAME, SPFSIMPLE)

    f1 = (U, "DMARC behaviour is unclear or stangely explained", "u1")
    f2 = (U, "First thanks for this awesome doc, I wish I found it earlier when I was learning about these things !", "u1")
    f4 = (U, "I think it is instead `fails the SPF and DKIM checks` as both need to fail to DMARC to fail and then check the rulebook to decide what to do (none, quarantine, reject)", "u1")
    rec(SPFSIMPLE, [f1], f2[1], True, "pronoun", ["this awesome doc", "it"], "Thanks for the spf-dkim-dmarc-simplified guide; I wish I had found it earlier when learning about SPF, DKIM and DMARC.", author="u1")
    rec(SPFSIMPLE, [f1, f2], DK_RULE, False, SAME, [], None, author="u1")
    rec(SPFSIMPLE, [f1, f2, (U, DK_RULE, "u1")], f4[1], True, "pronoun", ["it"], "The guide's DMARC sentence should say 'fails the SPF and DKIM checks': both must fail for DMARC to fail, and only then does the receiver check the rule book (none, quarantine, reject).", author="u1")
    rec(SPFSIMPLE, [f1, f2, (U, DK_RULE, "u1"), f4], "@borrelm thanks for your inputs, feel free to raise a PR and if everything is good we can merge to master.", True, "ellipsis", ["your inputs"], "@borrelm, thanks for the correction to the DMARC explanation in spf-dkim-dmarc-simplified; raise a PR and, if it is good, it will be merged to master.", author="u2")
    lend(SPFSIMPLE, [f1], DK_PASS, SAME, MOX)

# ---- the year 2038 problem: 32-bit time_t wrapping around ----
CTF = GH + "DevD4v3/Capture-The-Flag/pull/174"
DGD = GH + "dworkin/dgd/issues/38"
SUPLA = GH + "SUPLA/supla-core/issues/122"
PSTIME = GH + "PaulStoffregen/Time/issues/19"
GPM = GH + "telmich/gpm/pull/52"
HALCYON = GH + "HalcyonGrid/halcyon/issues/161"
CRYPTOZ = GH + "nigeon/CryptoZombies/issues/4"
PPSSPP = GH + "hrydgard/ppsspp/pull/21170"
SYSREPO = GH + "sysrepo/sysrepo/issues/3251"
ACETAO = GH + "DOCGroup/ACE_TAO/pull/2407"
RMW = GH + "theimpossibleastronaut/rmw/pull/444"
Y_WRAP = "Times beyond 03:14:07 UTC on Tuesday, 19 January 2038 will 'wrap around' and be stored internally as a negative number, which these systems will interpret as a time in December 13, 1901 rather than in 2038."
Y_AFFECTS = "The problem affects all software and systems that store system time as a signed 32-bit integer, and interpret this number as the number of seconds since 00:00:00 UTC on January 1, 1970."
Y_HORIZON = "The year 2038 problem has been on the horizon for a long time, and it was handled more than 20 years ago."
Y_RMW = "after 2038-01-19, a 32-bit signed int is no more sufficient\nto hold UNIX epoch timestamp values and will overflow to\nminus 2 billion."
Y_UNSIGNED = "with 32bit time_t unsigned we have until 2106"
Y_HALCYON = "in 2038 the unix time will overflow the 32 bits used to describe it."
Y_YANG = "On 32-bit platforms the date-and-time type from ietf-yang-types cannot handle dates properly after year 2038."


def _y2038(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "fix: Year 2038 problem", "u1")
    c2 = (U, "What exactly is the Year 2038 problem?", "u1")
    rec(CTF, [c1], c2[1], False, "trap_fresh_what", [], None, author="u1")
    rec(CTF, [c1, c2], Y_AFFECTS, True, "pronoun", ["The problem"], "The Year 2038 problem affects all software and systems that store system time as a signed 32-bit integer counting seconds since 00:00:00 UTC on January 1, 1970.", author="u1")
    rec(CTF, [c1, c2, (U, Y_AFFECTS, "u1")], "Why does it occur and what happens when it occurs?", True, "pronoun", ["it"], "Why does the Year 2038 problem occur and what happens when it occurs?", author="u1")
    rec(CTF, [c1, c2, (U, Y_AFFECTS, "u1"), (U, "Why does it occur and what happens when it occurs?", "u1")], Y_WRAP, True, "pronoun", ["these systems"], "Times beyond 03:14:07 UTC on 19 January 2038 wrap around in systems storing time as a signed 32-bit integer, and are read as 13 December 1901 rather than 2038.", author="u1")
    lend(CTF, [c1], Y_RMW, SAME, RMW)

    d1 = (U, "32-bit epoch compliance?", "u1")
    d2 = (U, "The year 2038 problem is on the horizon so I was curious what DGD will be doing in this, if anything, to handle 32-bit wraparound once time() presumably becomes negative, and what ctime() will be doing to interpret it.", "u1")
    rec(DGD, [d1], d2[1], False, SAME, [], None, author="u1")
    rec(DGD, [d1, d2], "Out of curiosity, what's on the drawing board?", True, "ellipsis", [], "Out of curiosity, what is planned for DGD to handle the year 2038 wraparound of time()?", author="u1")
    rec(DGD, [d1, d2, (U, "Out of curiosity, what's on the drawing board?", "u1")], Y_HORIZON, True, "ellipsis", [], "DGD handled the year 2038 problem more than 20 years ago.", author="u2")
    rec(DGD, [d1, d2, (U, "Out of curiosity, what's on the drawing board?", "u1"), (A, Y_HORIZON, "u2")], "My mistake should have done my homework.", True, "ellipsis", [], "My mistake about DGD and the year 2038 problem; I should have done my homework.", author="u1")
    lend(DGD, [d1], Y_UNSIGNED, SAME, ACETAO)

    s1 = (U, "Year 2038 problem - Analyze and eliminate in advance", "u1")
    rec(SUPLA, [s1], "https://en.wikipedia.org/wiki/Year_2038_problem", True, "ellipsis", [], "Analyse and eliminate the Year 2038 problem in supla-core in advance: https://en.wikipedia.org/wiki/Year_2038_problem", author="u1")
    lend(SUPLA, [s1], Y_HALCYON, SELF, HALCYON)

    p1 = (U, "The 2038 problem...", "u1")
    p2 = (U, "Is it a problem for the Time library? Because it uses time_t as a core concept, which I believe is unixtime?", "u1")
    p3 = (A, "Yes, it will be a problem in 23 years", "u2")
    p5 = "a 3rd part time lib should avoid 2038 problem, otherwise why should i use this lib instead of standard C <time.h> lib?"
    rec(PSTIME, [p1], p2[1], True, "pronoun", ["it"], "Is the year 2038 problem a problem for the Time library, since it uses time_t (Unix time) as a core concept?", author="u1")
    rec(PSTIME, [p1, p2], p3[1], True, "pronoun", ["it"], "Yes, the year 2038 problem will affect the Time library in 23 years.", author="u2")
    rec(PSTIME, [p1, p2, p3], "OK feel free to close the issue, I was just wondering idly :o)", True, "ellipsis", ["the issue"], "OK, feel free to close the Time library's 2038 issue; I was just wondering idly.", author="u1")
    rec(PSTIME, [p1, p2, p3, (U, "OK feel free to close the issue, I was just wondering idly :o)", "u1")], p5, True, "pronoun", ["this lib"], "A third-party time library like PaulStoffregen's Time should avoid the 2038 problem; otherwise why use it instead of the standard C <time.h>?", author="u3")
    rec(PSTIME, [p1, p2, p3, (U, "OK feel free to close the issue, I was just wondering idly :o)", "u1"), (U, p5, "u3")], "any update on the 2038 problem?", True, "ellipsis", [], "Any update on the Time library's 2038 problem?", author="u4")
    lend(PSTIME, [p1], Y_UNSIGNED, SAME, ACETAO)

    g1 = (U, "daemon: fix time() 32-bit overflow in 2038 year", "u1")
    rec(GPM, [g1], "Replaced the use of time_t with struct timeval and time() with gettimeofday() for time handling to prevent overflow in 2038.", True, "ellipsis", [], "The gpm daemon patch replaces time_t with struct timeval and time() with gettimeofday() to prevent overflow in 2038.", author="u1")
    lend(GPM, [g1], Y_RMW, SAME, RMW)

    h1 = (U, "Y2038 bug: unix time overflow", "u1")
    h2 = (U, Y_HALCYON, "u1")
    h3 = (U, "Scripts created today may be still around when this happens, hence the interest of taking action today.", "u1")
    rec(HALCYON, [h1], Y_HALCYON, False, SELF, [], None, author="u1")
    rec(HALCYON, [h1, h2], h3[1], True, "pronoun", ["this"], "Halcyon scripts created today may still be around when Unix time overflows 32 bits in 2038, so action should be taken today.", author="u1")
    rec(HALCYON, [h1, h2, h3], "But we need to keep compatibility with SL and OS. So that it may be better not to put forward a Halcyon solution too soon.", True, "ellipsis", ["we"], "Halcyon's fix for the Y2038 overflow must keep compatibility with Second Life and OpenSimulator, so it may be better not to put forward a Halcyon solution too soon.", author="u1")
    lend(HALCYON, [h1], Y_YANG, SAME, SYSREPO)

    z1 = (U, "year 2038 overflow problem", "u1")
    rec(CRYPTOZ, [z1], "You've said that we will have a problem with the overflow in 2038 since everyone is declaring timestamps as 32 bytes integers", True, "ellipsis", ["You've said"], "The CryptoZombies lesson says we will have an overflow problem in 2038 because timestamps are declared as 32-bit integers.", author="u1")
    lend(CRYPTOZ, [z1], Y_UNSIGNED, SAME, ACETAO)

    q1 = (U, "timeutil: fix 32-bit overflow for avoiding year 2038 problem", "u1")
    rec(PPSSPP, [q1], "This PR affected Unix and Windows platforms.", True, "pronoun", ["This PR"], "The PPSSPP timeutil pull request fixing the 32-bit overflow for the year 2038 affects Unix and Windows platforms.", author="u1")
    lend(PPSSPP, [q1], Y_YANG, SAME, SYSREPO)

    r1 = (U, "Y2038 problem with date-and-time", "u1")
    r2 = (U, Y_YANG, "u1")
    r3 = (A, "So I have tested it and reproduced, the cause is `timgm()` returning `-1` (without setting `errno` for some reason).", "u2")
    rec(SYSREPO, [r1], Y_YANG, False, SAME, [], None, author="u1")
    rec(SYSREPO, [r1, r2], "For example when I try to set clock through \"/ietf-system:set-current-datetime\" RPC to year 2040,\nthe subscribed rpc callback receives year 1970 in the input values.", True, "ellipsis", [], "For example, when I set the clock to 2040 through sysrepo's \"/ietf-system:set-current-datetime\" RPC on a 32-bit platform, the subscribed RPC callback receives year 1970.", author="u1")
    rec(SYSREPO, [r1, r2], r3[1], True, "pronoun", ["it"], "I tested and reproduced sysrepo's Y2038 date-and-time problem; the cause is `timegm()` returning -1 without setting errno.", author="u2")
    rec(SYSREPO, [r1, r2, r3], "In case you can recompile everything (and I mean it, *everything*, since this is obviously a huge ABI change), and you're already on kernel 5.1+ and glibc 2.34+, then you can set `-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64` and you're good to go.", False, SELF, [], None, author="u3")
    lend(SYSREPO, [r1], Y_HALCYON, SELF, HALCYON)

    t1 = (U, "Only platforms with a 32bit time_t signed will have problems in 2038,…", "u1")
    rec(ACETAO, [t1], "… " + Y_UNSIGNED, True, "ellipsis", [], "Only platforms with a signed 32-bit time_t have problems in 2038; with an unsigned 32-bit time_t, ACE has until 2106.", author="u1")
    lend(ACETAO, [t1], Y_RMW, SAME, RMW)

    m1 = (U, "Avoid 32-bit integer overflow after 2038", "u1")
    rec(RMW, [m1], Y_RMW, False, SAME, [], None, author="u1")
    rec(RMW, [m1, (U, Y_RMW, "u1")], "Fixes #439", True, "ellipsis", [], "The rmw pull request avoiding the 32-bit timestamp overflow after 2038 fixes rmw issue #439.", author="u1")
    lend(RMW, [m1], Y_YANG, SAME, SYSREPO)


# ---- OSC 8: clickable hyperlinks as a terminal escape sequence ----
OV = GH + "noborus/ov/pull/282"
CKWIN = GH + "davidrg/ckwin/issues/123"
KAKANSI = GH + "eraserhd/kak-ansi/pull/25"
ENIGMA = GH + "NuSkooler/enigma-bbs/pull/697"
GLOW = GH + "charmbracelet/glow/issues/237"
MOSH = GH + "mobile-shell/mosh/issues/1245"
PATAT = GH + "jaspervdj/patat/pull/185"
KOTTER = GH + "varabyte/kotter/issues/84"
NOTTY = GH + "pqwy/notty/issues/48"
CROSSTERM = GH + "crossterm-rs/crossterm/issues/602"
FTXUI = GH + "ArthurSonzogni/FTXUI/issues/662"
O8_NEW = "OSC 8 is a relatively new escape sequence supporting HTML-like anchors in terminal emulators."
O8_SUPPORT = "GNOME Terminal, iTerm2, Windows Terminal and other terminal apps all support this sequence in their recent versions."
O8_DETECT = "There is currently no way to detect if a terminal supports this feature"
O8_NOCHANGE = "For terminals that do not support OSC8, there is no change in the visible rendering as best I know."
O8_ITERM = "iTerm2 supports OSC8 hyperlinks, allowing you to have Cmd+Click'able links with separate display text."
O8_DOC = "OSC escape sequences are not as well documented (that I could find) as CSI escape sequences."
O8_ADOPT = "https://github.com/Alhadis/OSC8-Adoption/ is also tracking adoption of OSC8."


def _osc8(rec, U, A, lend) -> None:  # noqa: PLR0915
    v1 = (U, "Added support for osc-8 hyperlinks", "u1")
    rec(OV, [v1], "Supports hyperlink escape sequences.", True, "ellipsis", [], "The ov pager supports OSC 8 hyperlink escape sequences.", author="u1")
    rec(OV, [v1, (U, "Supports hyperlink escape sequences.", "u1")], "Refactored contents to allow adding osc.", True, "ellipsis", ["contents"], "ov's contents handling was refactored to allow adding OSC sequences.", author="u1")
    lend(OV, [v1], O8_NEW, SAME, MOSH)

    k1 = (U, "Add hyperlink OSC escape sequence support", "u1")
    k2 = (U, "As [described here](https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda) and supported by a large number of other terminal emulators.", "u1")
    k3 = "CKW already has its own proprietary equivalent to this implemented using Device Control Strings."
    rec(CKWIN, [k1], k2[1], True, "ellipsis", [], "Kermit 95 (ckwin) should add the OSC 8 hyperlink escape sequence described at https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda and supported by many other terminal emulators.", author="u1")
    rec(CKWIN, [k1, k2], k3, True, "pronoun", ["this"], "CKW already has its own proprietary equivalent to OSC 8 hyperlinks, implemented with Device Control Strings.", author="u1")
    rec(CKWIN, [k1, k2, (U, k3, "u1")], "only difference is the OSC version wouldn't support UNC paths like the CKW-specific DCS version.", True, "ellipsis", ["the OSC version"], "The only difference is that an OSC 8 hyperlink in ckwin wouldn't support UNC paths, unlike CKW's own DCS hyperlink sequence.", author="u1")
    lend(CKWIN, [k1], O8_NEW, SAME, MOSH)

    a1 = (U, "Add support for BEL terminated OSC8 sequences", "u1")
    a2 = (U, "This is non-standard and introduced by Xterm, but some programs still use this.", "u1")
    rec(KAKANSI, [a1], a2[1], True, "pronoun", ["This", "this"], "BEL-terminated OSC 8 sequences are non-standard, introduced by Xterm, but some programs still use them.", author="u1")
    rec(KAKANSI, [a1, a2], "Notably it appears in gcc's output.", True, "pronoun", ["it"], "Notably, the BEL-terminated OSC 8 sequence appears in gcc's output.", author="u1")
    rec(KAKANSI, [a1, a2, (U, "Notably it appears in gcc's output.", "u1")], "It'd be cool to do something with hyperlinks one of these days... but not today.", True, "ellipsis", [], "It'd be cool for kak-ansi to do something with OSC 8 hyperlinks one day, but not today.", author="u2")
    rec(KAKANSI, [a1, a2, (U, "Notably it appears in gcc's output.", "u1"), (A, "It'd be cool to do something with hyperlinks one of these days... but not today.", "u2")], "By the way this works for all OSC sequences, not just hyperlinks.", True, "pronoun", ["this"], "kak-ansi's support for BEL-terminated sequences works for all OSC sequences, not just hyperlinks.", author="u1")
    lend(KAKANSI, [a1], O8_NOCHANGE, SAME, GLOW)

    e1 = (U, "Add OSC 8 clickable hyperlink support", "u1")
    e2 = (U, "Replaces the old VTX-only vtxHyperlink() with the standard OSC 8 escape sequence, supported by SyncTERM (via CTerm cap query), VTX, IcyTerm, and modern *nix terminals.", "u1")
    rec(ENIGMA, [e1], e2[1], True, "ellipsis", [], "ENiGMA½ BBS replaces its VTX-only vtxHyperlink() with the standard OSC 8 escape sequence, supported by SyncTERM, VTX, IcyTerm and modern *nix terminals.", author="u1")
    rec(ENIGMA, [e1, e2], "Detects SyncTERM OSC 8 support via CTerm capability query (cap 6)", True, "ellipsis", [], "ENiGMA½ BBS detects SyncTERM's OSC 8 support via the CTerm capability query (cap 6).", author="u1")
    lend(ENIGMA, [e1], O8_ITERM, SAME, GLOW)

    g1 = (U, "Feature: Support OSC8 escape codes for real hyperlinks", "u1")
    g2 = (U, O8_ITERM, "u1")
    g3 = (U, "I'm not sure how it would look in go, but in Python it looks like this:", "u1")
    rec(GLOW, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(GLOW, [g1, g2], g3[1], True, "pronoun", ["it"], "I'm not sure how emitting an OSC 8 hyperlink would look in Go for glow, but in Python it looks like this:", author="u1")
    rec(GLOW, [g1, g2, g3], O8_NOCHANGE, False, SAME, [], None, author="u1")
    rec(GLOW, [g1, g2, g3, (U, O8_NOCHANGE, "u1")], "This would be great! Even Windows Terminal supports this:", True, "pronoun", ["This", "this"], "OSC 8 hyperlinks in glow would be great; even Windows Terminal supports OSC 8 hyperlinks.", author="u2")
    rec(GLOW, [g1, g2, g3, (U, O8_NOCHANGE, "u1"), (U, "This would be great! Even Windows Terminal supports this:", "u2")], O8_ADOPT, False, SAME, [], None, author="u3")
    lend(GLOW, [g1], O8_NEW, SAME, MOSH)

    m1 = (U, "Mosh does not handle OSC 8 sequences (hyperlinks)", "u1")
    m4 = "Using Mosh 1.4.0 client and server, ubuntu 22.04 on both, with Windows Terminal 1.15.3466.0 the OSC 8 links are not passed from the server to the client."
    rec(MOSH, [m1], O8_NEW, False, SAME, [], None, author="u1")
    rec(MOSH, [m1, (U, O8_NEW, "u1")], O8_SUPPORT, True, "pronoun", ["this sequence"], "GNOME Terminal, iTerm2, Windows Terminal and other terminal apps all support the OSC 8 hyperlink sequence in their recent versions.", author="u1")
    rec(MOSH, [m1, (U, O8_NEW, "u1"), (U, O8_SUPPORT, "u1")], m4, True, "ellipsis", [], "With Mosh 1.4.0 client and server on Ubuntu 22.04 and Windows Terminal 1.15.3466.0, OSC 8 links are not passed from the Mosh server to the client.", author="u1")
    rec(MOSH, [m1, (U, O8_NEW, "u1"), (U, O8_SUPPORT, "u1"), (U, m4, "u1")], "Please add support for OSC 8.", True, "ellipsis", [], "Please add OSC 8 hyperlink support to Mosh.", author="u2")
    rec(MOSH, [m1, (U, O8_NEW, "u1"), (U, O8_SUPPORT, "u1"), (U, m4, "u1"), (U, "Please add support for OSC 8.", "u2")], "I would like to see this implemented.  If I were an enterpising individual how would one go about implementing something like this?", True, "pronoun", ["this", "something like this"], "I would like to see OSC 8 hyperlink support in Mosh; how would one go about implementing it?", author="u3")
    lend(MOSH, [m1], O8_DOC, SAME, KOTTER)

    p1 = (U, "Add support for OSC8", "u1")
    p2 = (U, "Add [OSC8] support for hyperlinks.  This makes hyperlinks clickable in many\nterminal emulators (see [OSC8 adoption]).", "u1")
    rec(PATAT, [p1], p2[1], True, "ellipsis", ["This"], "Add OSC 8 hyperlink support to patat, which makes hyperlinks clickable in many terminal emulators.", author="u1")
    rec(PATAT, [p1, p2], O8_DETECT + ",\nso for now this needs to be explicitly turned on in the configuration:", True, "pronoun", ["this"], "There is no way to detect whether a terminal supports OSC 8 hyperlinks, so for now patat's OSC 8 support must be turned on explicitly in its configuration.", author="u1")
    lend(PATAT, [p1], O8_NOCHANGE, SAME, GLOW)

    t1 = (U, "Add support for OSC hyperlinks", "u1")
    t2 = (U, "I'd really like to do this assuming support for it is standard across all of the main terminals.", "u1")
    t3 = (U, "I'm having trouble getting this to work.", "u1")
    t4 = O8_DOC
    rec(KOTTER, [t1], t2[1], True, "pronoun", ["this", "it"], "I'd like Kotter to support OSC hyperlinks, assuming OSC 8 support is standard across the main terminals.", author="u1")
    rec(KOTTER, [t1, t2], t3[1], True, "pronoun", ["this"], "I'm having trouble getting OSC hyperlinks to work in Kotter.", author="u1")
    rec(KOTTER, [t1, t2, t3], t4, False, SAME, [], None, author="u1")
    rec(KOTTER, [t1, t2, t3, (U, t4, "u1")], "It could be I'm doing something wrong OR it could be that my terminal either doesn't support the feature or intentionally disables it?", True, "pronoun", ["the feature"], "Am I doing OSC 8 hyperlinks in Kotter wrong, or does my terminal (GNOME Terminal, Konsole) not support or intentionally disable them?", author="u1")
    rec(KOTTER, [t1, t2, t3, (U, t4, "u1")], "This might help:", True, "pronoun", ["This"], "This might help with getting OSC 8 hyperlinks working in Kotter:", author="u2")
    lend(KOTTER, [t1], O8_ITERM, SAME, GLOW)

    n1 = (U, "Support OSC 8 (hyperlinks)", "u1")
    rec(NOTTY, [n1], "Now that many terminal emulators support hyperlinks in the terminal (in addition to detecting URL-like text), I hope Notty could support it as well.", True, "pronoun", ["it"], "Many terminal emulators now support hyperlinks, beyond detecting URL-like text; I hope Notty could support OSC 8 hyperlinks as well.", author="u1")
    lend(NOTTY, [n1], O8_NEW, SAME, MOSH)

    c1 = (U, "Add support for explicit hyperlinks/anchors (OSC 8)", "u1")
    rec(CROSSTERM, [c1], "That would be a nice feature", True, "pronoun", ["That"], "OSC 8 hyperlink support would be a nice feature for crossterm.", author="u2")
    rec(CROSSTERM, [c1, (A, "That would be a nice feature", "u2")], "I need this for the Rustlings code :D\nI will do it manually with the escape code and leave a comment pointing to this issue.", True, "pronoun", ["this", "it"], "I need OSC 8 hyperlinks from crossterm for the Rustlings code; I will write the escape code manually and leave a comment pointing to crossterm issue #602.", author="u3")
    lend(CROSSTERM, [c1], O8_ADOPT, SAME, GLOW)

    f1 = (U, "Implement OSC 8 hyperlink support", "u1")
    f3 = (U, "But feeding this string to FTXUI does not seem to work", "u1")
    rec(FTXUI, [f1], "Is it possible to add terminal hyperlinks, see e.g. [this link](https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda )", True, "ellipsis", [], "Is it possible to add OSC 8 terminal hyperlinks to FTXUI (see https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda)?", author="u1")
    rec(FTXUI, [f1], f3[1], True, "pronoun", ["this string"], "Feeding an OSC 8 hyperlink string (\\033]8;;http://example.com\\007This is a link\\033]8;;\\033) to FTXUI does not seem to work.", author="u1")
    rec(FTXUI, [f1, f3], "I didn't know about this. It seems a lot of terminal supports it.\nIt sounds like a good idea!", True, "pronoun", ["this", "it"], "I didn't know about OSC 8 hyperlinks; many terminals seem to support them, and adding them to FTXUI sounds like a good idea.", author="u2")
    lend(FTXUI, [f1], O8_ITERM, SAME, GLOW)


# ---- SIGPIPE: a broken pipe when output is piped into head ----
TERMGRAPH = GH + "mkaz/termgraph/issues/114"
B2ISSUE = GH + "Backblaze/B2_Command_Line_Tool/issues/1071"
B2PR = GH + "Backblaze/B2_Command_Line_Tool/pull/1072"
ZERO = GH + "bzhangGo/zero/pull/5"
SNAKEBITE = GH + "spotify/snakebite/pull/150"
PYPE = GH + "ircflagship2/pype/issues/1"
GMT = GH + "green-coding-solutions/green-metrics-tool/pull/867"
PYLINE = GH + "westurner/pyline/issues/15"
SP_B2 = "BrokenPipeError happens when a cli output has been piped to another program, which likely closes the pipe early because it already received enough data for it's use case (e.g. `head`)"
SP_141 = "When `head` exists before reading all `cat` input, `cat` will receive SIGPIPE and return an exist status of 141 which will break the script."
B2_SHELL = "When a command like as in your example (```b2 file cat b2://foo.txt | head -n 3```) is being executed, a shell will spawn processes for both commands concurrently (rather then sequentially) and create a pipe between them for communication."
SP_SNAKE = "Piping the output of a snakebite command like text or cat to head results in a\nbroken pipe error when head closes the output pipe that snakebite was using."
SP_PYPE = "pype dies with a broken pipe error if subsequent pipe breaks the stream (e.g. `head`):"


def _sigpipe(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "Piping to `head` produces BrokenPipeError", "u1")
    t2 = (U, "When piping output to head, the program exits with `BrokenPipeError`.", "u1")
    rec(TERMGRAPH, [t1], t2[1], True, "ellipsis", ["the program"], "When termgraph's output is piped to head, termgraph exits with BrokenPipeError.", author="u1")
    rec(TERMGRAPH, [t1, t2], "The python docs explain how to handle this situation, and it is quite an easy fix. < https://docs.python.org/3/library/signal.html#note-on-sigpipe>", True, "pronoun", ["this situation", "it"], "The Python docs explain how to handle termgraph's BrokenPipeError when piped to head (https://docs.python.org/3/library/signal.html#note-on-sigpipe), and it is quite an easy fix.", author="u1")
    lend(TERMGRAPH, [t1], SP_B2, SAME, B2PR)

    b1 = (U, "BrokenPipeError when piping CLI output through tools such as head", "u1")
    b2 = (A, "So what happens here can be explained by how shell piping works in general.", "u2")
    b4 = "In this example, the `head` command will read exactly 3 lines and then close the pipe."
    b5 = "As for as the fix concerned, it's fairly simple, but I don't think it should be done on the SDK level."
    rec(B2ISSUE, [b1], b2[1], True, "ellipsis", ["here"], "The B2 CLI's BrokenPipeError when piped through head can be explained by how shell piping works in general.", author="u2")
    rec(B2ISSUE, [b1, b2], B2_SHELL, True, "pronoun", ["your example"], "When `b2 file cat b2://foo.txt | head -n 3` runs, the shell spawns both commands concurrently (not sequentially) and creates a pipe between them.", author="u2")
    rec(B2ISSUE, [b1, b2, (A, B2_SHELL, "u2")], b4, True, "pronoun", ["this example"], "In `b2 file cat b2://foo.txt | head -n 3`, head reads exactly 3 lines and then closes the pipe.", author="u2")
    rec(B2ISSUE, [b1, b2, (A, B2_SHELL, "u2"), (A, b4, "u2")], b5, True, "pronoun", ["the fix", "it"], "The fix for the B2 CLI's BrokenPipeError is fairly simple, but it should not be done at the b2sdk level.", author="u2")
    rec(B2ISSUE, [b1, b2, (A, B2_SHELL, "u2"), (A, b4, "u2"), (A, b5, "u2")], "I suggest we handle that in the CLI and make it work for all commands (as opposed to just `cat`) as they are all susceptible to this error.", True, "pronoun", ["that", "this error"], "I suggest handling BrokenPipeError in the B2 CLI itself, for all commands rather than just `cat`, since all are susceptible to it.", author="u2")
    lend(B2ISSUE, [b1], SP_SNAKE, SAME, SNAKEBITE)

    p1 = (U, "Avoid failing on BrokenPipeError when running commands", "u1")
    rec(B2PR, [p1], SP_B2, False, SELF, [], None, author="u1")
    lend(B2PR, [p1], SP_141, SAME, ZERO)

    z1 = (U, "fix break due to SIGPIPE", "u1")
    rec(ZERO, [z1], SP_141, False, SAME, [], None, author="u1")
    lend(ZERO, [z1], SP_B2, SELF, B2PR)

    k1 = (U, "Handles broken pipe errors in snakebite commands", "u1")
    k2 = (U, SP_SNAKE, "u1")
    k3 = (U, "This catches and ignores the exception, saving the user from a meaningless stack\ntrace after a successful series of commands.", "u1")
    k4 = (A, "Ah, awesome. We've been a bit lazy about this I suppose at Spotify. ^^", "u2")
    rec(SNAKEBITE, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(SNAKEBITE, [k1, k2], k3[1], True, "pronoun", ["This", "the exception"], "The snakebite patch catches and ignores the broken pipe exception, sparing the user a meaningless stack trace after successful commands.", author="u1")
    rec(SNAKEBITE, [k1, k2, k3], k4[1], True, "pronoun", ["this"], "We at Spotify have been a bit lazy about snakebite's broken pipe errors when piping to head.", author="u2")
    rec(SNAKEBITE, [k1, k2, k3, k4], "Yeah, I've been ignoring this one too until I had to explain to an analyst why she should ignore this error but not others.", True, "pronoun", ["this one", "this error"], "I ignored snakebite's broken pipe error too, until I had to explain to an analyst why she should ignore it but not other errors.", author="u1")
    lend(SNAKEBITE, [k1], SP_PYPE, SAME, PYPE)

    y1 = (U, "broken header", "u1")
    y2 = (U, SP_PYPE, "u1")
    rec(PYPE, [y1], y2[1], False, SAME, [], None, author="u1")
    lend(PYPE, [y1], SP_141, SAME, ZERO)

    g1 = (U, "head -1 could lead to SIGPIPE 124", "u1")
    g2 = (U, "A never before seen behaviour happened on one machine where the output of IPMI became so large that it apparently filled a buffer and the pipe was closed prematurely so a `head -1` failed with SIGPIPE (124).", "u1")
    rec(GMT, [g1], g2[1], True, "ellipsis", [], "On one machine the Green Metrics Tool's IPMI output grew so large that it filled a buffer, the pipe closed prematurely, and `head -1` failed with SIGPIPE.", author="u1")
    rec(GMT, [g1, g2], "Using sed fixes it.", True, "pronoun", ["it"], "Using sed instead of `head -1` fixes the Green Metrics Tool's SIGPIPE failure on IPMI output.", author="u1")
    lend(GMT, [g1], SP_B2, SELF, B2PR)

    w1 = (U, "BUG: piping into head raises IOError: [Errno 32] Broken pipe", "u1")
    lend(PYLINE, [w1], SP_B2, SELF, B2PR)
    lend(PYLINE, [w1], SP_SNAKE, SAME, SNAKEBITE)
    lend(PYLINE, [w1], SP_PYPE, SAME, PYPE)


# ---- open file limits: "Too many open files", ulimit -n and RLIMIT_NOFILE ----
AUTHOSCOPE = GH + "kpcyrd/authoscope/issues/32"
PBENCH = GH + "distributed-system-analysis/pbench/issues/98"
TWEMPROXY = GH + "twitter/twemproxy/issues/7"
M3 = GH + "m3db/m3/pull/1792"
SALTCI = GH + "saltstack/salt-ci-images/pull/546"
CURATOR = GH + "bespokelabsai/curator/pull/73"
OPENNMS = GH + "OpenNMS/opennms/pull/4340"
PINNACLE = GH + "pinnacle-comp/pinnacle/pull/12"
CCSCAL = GH + "apple/ccs-calendarserver/issues/144"
FD_SALT = "While fs.nr_open is over 1 million, the nofile ulimit defaults to 1024\non the Linode test VMs."
FD_SOFT = "In some cases, a user can run against the open file limit (the soft limit seems to be 1024, the hard limit is 4096 on my F21 box)."
FD_CURATOR = "Sending thousands of requests in parallel from a single machine sometimes hits the soft resource limit for number open files."
FD_M3 = "It is not harmful to just attempt raising the limit, so that's what this change does (avoids requiring the environment variable to be set)."
FD_NUT = "I got this error while running Nutcracker: nc_proxy.c:290 accept on p 7 failed: Too many open files"
FD_UNLIMITED = "N.B. \"unlimited\" or any number > 2^20 does not seem to work on F21, but YMMV."


def _nofile(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "ulimit", "u1")
    a2 = (U, "You can easily bump into the limit of open files (`uname -n`), this needs to be increased manually or by badtouch.", "u1")
    rec(AUTHOSCOPE, [a1], a2[1], True, "ellipsis", [], "With authoscope (badtouch) you can easily hit the open files limit (`ulimit -n`); it must be raised manually or by badtouch itself.", author="u1")
    rec(AUTHOSCOPE, [a1, a2], "If this limit is reached, it's hard to recover.", True, "pronoun", ["this limit"], "If authoscope reaches the open files limit, it is hard to recover.", author="u1")
    lend(AUTHOSCOPE, [a1], FD_SOFT, SAME, PBENCH)

    p1 = (U, "Number of open files should be bumped up", "u1")
    p3 = (U, "A root user can bump it up though, so we might want to add that to pbench-base.sh:\n\nulimit -n 1048576", "u1")
    rec(PBENCH, [p1], FD_SOFT, False, SAME, [], None, author="u1")
    rec(PBENCH, [p1, (U, FD_SOFT, "u1")], p3[1], True, "pronoun", ["it", "that"], "A root user can raise the open file limit, so pbench might add `ulimit -n 1048576` to pbench-base.sh.", author="u1")
    rec(PBENCH, [p1, (U, FD_SOFT, "u1"), p3], FD_UNLIMITED, True, "ellipsis", [], "Setting the open files ulimit to \"unlimited\" or any number above 2^20 does not seem to work on Fedora 21, but YMMV.", author="u1")
    rec(PBENCH, [p1, (U, FD_SOFT, "u1"), p3, (U, FD_UNLIMITED, "u1")], "Closing. Re-open if seen again.", True, "ellipsis", [], "Closing pbench's open-files-limit issue; re-open it if the limit is hit again.", author="u2")
    lend(PBENCH, [p1], FD_SALT, SAME, SALTCI)

    t1 = (U, "Ulimit, open files", "u1")
    t2 = (U, FD_NUT, "u1")
    t3 = (U, "My ulimit configuration for \"open files\" was 1024, I increased that value to 32768.", "u1")
    t4 = "Understood it's specific to my environment, but is there there something else I should check to make sure I don't run into the same issue again?"
    rec(TWEMPROXY, [t1], t2[1], False, SELF, [], None, author="u1")
    rec(TWEMPROXY, [t1, t2], t3[1], True, "ellipsis", [], "My ulimit for open files was 1024 when Nutcracker (twemproxy) failed with 'Too many open files'; I increased it to 32768.", author="u1")
    rec(TWEMPROXY, [t1, t2, t3], t4, True, "pronoun", ["it's", "the same issue"], "Apart from raising the open files ulimit, is there anything else to check so that twemproxy doesn't hit 'Too many open files' again?", author="u1")
    lend(TWEMPROXY, [t1], FD_CURATOR, SAME, CURATOR)

    m1 = (U, "[dbnode] Raise rlimit to number of file limit by default", "u1")
    m2 = (U, "Some users are setting all the kernel settings right, but they don't know to set the environment variable.", "u1")
    rec(M3, [m1], m2[1], True, "ellipsis", ["the environment variable"], "Some M3DB users set all the kernel settings right but don't know to set the environment variable that makes dbnode raise its open file rlimit.", author="u1")
    rec(M3, [m1, m2], FD_M3, True, "pronoun", ["the limit", "this change", "the environment variable"], "Just attempting to raise dbnode's open file limit is harmless, so M3's change does that by default instead of requiring the environment variable.", author="u1")
    lend(M3, [m1], FD_SOFT, SAME, PBENCH)

    s1 = (U, "Make sure that nofile ulimit is not too low", "u1")
    rec(SALTCI, [s1], FD_SALT, False, SAME, [], None, author="u1")
    rec(SALTCI, [s1, (U, FD_SALT, "u1")], "This commit increases the nofile ulimit.", True, "pronoun", ["This commit"], "The salt-ci-images commit increases the nofile ulimit on the Linode test VMs.", author="u1")
    rec(SALTCI, [s1, (U, FD_SALT, "u1"), (U, "This commit increases the nofile ulimit.", "u1")], "Test failures are unrelated.", True, "ellipsis", [], "The test failures on the salt-ci-images nofile ulimit pull request are unrelated to it.", author="u2")
    lend(SALTCI, [s1], FD_CURATOR, SAME, CURATOR)

    c1 = (U, "Set RLIMIT_NOFILE to avoid \"too many files open\" errors", "u1")
    c3 = (U, "This change increases this limit enough to accommodate the Prompter job.", "u1")
    rec(CURATOR, [c1], FD_CURATOR, False, SAME, [], None, author="u1")
    rec(CURATOR, [c1, (U, FD_CURATOR, "u1")], c3[1], True, "pronoun", ["This change", "this limit"], "The curator change raises the soft RLIMIT_NOFILE limit enough to accommodate the Prompter job.", author="u1")
    rec(CURATOR, [c1, (U, FD_CURATOR, "u1"), c3], "will this permanently change the limit for users?", True, "pronoun", ["this", "the limit"], "Will curator's call to resource.setrlimit(RLIMIT_NOFILE) permanently change the open files limit for users?", author="u2")
    lend(CURATOR, [c1], FD_SOFT, SAME, PBENCH)

    o1 = (U, "NMS-14054: Set higher open file limit", "u1")
    o2 = (U, "I see `sudo: ulimit: command not found` in the logs, so this may not work", "u1")
    rec(OPENNMS, [o1], o2[1], True, "pronoun", ["this"], "OpenNMS's CI logs show `sudo: ulimit: command not found`, so setting a higher open file limit with `sudo ulimit` may not work.", author="u1")
    rec(OPENNMS, [o1, o2], "Removed sudo and setting ulimit seems to have worked for smoke tests. They don't run into any `too many open files` issue.", True, "ellipsis", ["They"], "After removing sudo, setting the ulimit seems to work for OpenNMS's smoke tests, which no longer hit 'too many open files'.", author="u1")
    lend(OPENNMS, [o1], FD_SALT, SAME, SALTCI)

    n1 = (U, "Raise fd limit, add minor docs", "u1")
    rec(PINNACLE, [n1], "Raises the fd limit to prevent a \"Too many open files\" crash.", True, "ellipsis", [], "pinnacle raises its file descriptor limit to prevent a 'Too many open files' crash.", author="u1")
    lend(PINNACLE, [n1], FD_CURATOR, SAME, CURATOR)

    k1 = (U, "On ubuntu the default hard limit for NOFILE is 1024, so we get an error when trying to raise it to 2048", "u1")
    k2 = (U, "First off we should check to make sure the ulimit is really necessary (even on OS X with it's low soft limit of 256) I think the unittests should never have that many open files", "u1")
    k3 = (A, "This refers to the `test` script, AFAICT.", "u2")
    rec(CCSCAL, [k1], k2[1], True, "ellipsis", ["the ulimit", "the unittests"], "First check whether Calendar Server's raised NOFILE ulimit is really needed (even on OS X with its soft limit of 256); its unit tests should never have that many open files.", author="u1")
    rec(CCSCAL, [k1, k2], "If raising the ulimit is necessary we should probably limit it to specific systems.", True, "ellipsis", ["the ulimit", "it"], "If raising the NOFILE ulimit is necessary for Calendar Server, it should probably be limited to specific systems.", author="u1")
    rec(CCSCAL, [k1, k2], k3[1], True, "pronoun", ["This"], "Raising the NOFILE limit to 2048 happens in Calendar Server's `test` script, as far as I can tell.", author="u2")
    lend(CCSCAL, [k1, k2], FD_SALT, SAME, SALTCI)


# ---- Content-Disposition: non-ASCII download file names (filename*, RFC 5987/6266) ----
PLAYFW = GH + "playframework/playframework/issues/5253"
PASEO = GH + "getpaseo/paseo/pull/1477"
BROWSERUSE = GH + "browser-use/browser-use/pull/4238"
ARIA2 = GH + "aria2/aria2/issues/425"
SOLEUR = GH + "jikig-ai/soleur/issues/2307"
PHPTMPFILE = GH + "mikehaertl/php-tmpfile/pull/7"
KEVVADL = GH + "kevva/download/issues/128"
WOLTLAB = GH + "WoltLab/WCF/pull/3293"
JERSEY = GH + "eclipse-ee4j/jersey/issues/4598"
CD_BROWSERS = "The most famous browsers already seem to support  [rfc5987](http://tools.ietf.org/html/rfc5987)."
CD_HEADERS = "HTTP headers can only contain ASCII characters (RFC 7230 \u00a73.2.6)."
CD_DIRECTIVE = "This directive is used to encode UTF-8 filenames as HTTP headers must only contain ASCII characters."
CD_6266 = "RFC 6266 requires `filename*=UTF-8''<percent-encoded>` for non-ASCII filenames."
CD_MDN = "The parameters \"filename\" and \"filename*\" differ only in that \"filename*\" uses the encoding defined in RFC 5987."


def _disposition(rec, U, A, lend) -> None:  # noqa: PLR0915
    p1 = (U, "Support non-ASCII parameters in Content-Disposition header according to rfc5987", "u1")
    p3 = "So, when using `Ok.sendFile(filename = \"...\", ...)` the filename would be encoded in UTF-8 and then percent-encoded using the filename* parameter:"
    rec(PLAYFW, [p1], CD_BROWSERS, False, SAME, [], None, author="u1")
    rec(PLAYFW, [p1, (U, CD_BROWSERS, "u1")], p3, True, "ellipsis", [], "With RFC 5987 support, Play's `Ok.sendFile(filename = ...)` would encode the file name in UTF-8 and percent-encode it in the filename* parameter of Content-Disposition.", author="u1")
    rec(PLAYFW, [p1, (U, CD_BROWSERS, "u1"), (U, p3, "u1")], "Seems like a good idea!", True, "ellipsis", [], "Supporting RFC 5987 non-ASCII file names in Play's Content-Disposition header seems like a good idea.", author="u2")
    lend(PLAYFW, [p1], CD_HEADERS, SAME, PASEO)

    a1 = (U, "fix(server): encode non-ASCII filenames in Content-Disposition header with RFC 5987", "u1")
    a2 = (U, "Fix a crash when downloading files with Chinese (or other non-ASCII) filenames.", "u1")
    a4 = (U, "Node.js HTTP parser throws `ERR_INVALID_CHAR` because the header contains non-ASCII bytes.", "u1")
    rec(PASEO, [a1], a2[1], True, "ellipsis", [], "Fix paseo's server crash when downloading files with Chinese or other non-ASCII file names.", author="u1")
    rec(PASEO, [a1, a2], CD_HEADERS, False, SAME, [], None, author="u1")
    rec(PASEO, [a1, a2, (U, CD_HEADERS, "u1")], a4[1], True, "ellipsis", ["the header"], "Node.js's HTTP parser throws `ERR_INVALID_CHAR` because paseo's Content-Disposition header contains non-ASCII bytes.", author="u1")
    rec(PASEO, [a1, a2, (U, CD_HEADERS, "u1"), a4], "This also invalidates the download token, breaking subsequent requests.", True, "pronoun", ["This"], "The ERR_INVALID_CHAR crash on a non-ASCII Content-Disposition also invalidates paseo's download token, breaking subsequent requests.", author="u1")
    lend(PASEO, [a1], CD_6266, SAME, SOLEUR)

    b1 = (U, "fix: support RFC 6266 filename* in Content-Disposition for non-ASCII filenames", "u1")
    b2 = (U, "The downloads watchdog only parses the plain `filename=` parameter from `Content-Disposition` headers.", "u1")
    b3 = (U, "This fails for non-ASCII filenames (e.g., Japanese characters like `\u30c6\u30b9\u30c8.pdf`) because the plain `filename=` parameter cannot represent them correctly.", "u1")
    rec(BROWSERUSE, [b1], b2[1], True, "ellipsis", ["The downloads watchdog"], "browser-use's downloads watchdog only parses the plain `filename=` parameter of Content-Disposition headers.", author="u1")
    rec(BROWSERUSE, [b1, b2], b3[1], True, "pronoun", ["This"], "browser-use's downloads watchdog parsing only `filename=` fails for non-ASCII file names such as `\u30c6\u30b9\u30c8.pdf`, because plain `filename=` cannot represent them correctly.", author="u1")
    rec(BROWSERUSE, [b1, b2, b3], "Per RFC 5987/6266, servers encode non-ASCII filenames using `filename*=UTF-8''%encoded_name`.", False, SAME, [], None, author="u1")
    lend(BROWSERUSE, [b1], CD_MDN, SAME, PHPTMPFILE)

    r1 = (U, "Non-ASCII character support in Content-Disposition header", "u1")
    r2 = (U, "When iterating over Content-Disposition header, file names are processed byte by byte, so wide characters often (if not always) trigger early parsing quit.", "u1")
    r3 = (A, "There are 2 variations for Content-Disposition header field.", "u2")
    r5 = (A, "aria2 supports UTF-8 and iso8859-1 just described in RFC 6266.", "u2")
    rec(ARIA2, [r1], r2[1], True, "ellipsis", [], "When aria2 iterates over the Content-Disposition header, file names are processed byte by byte, so wide characters often make parsing quit early.", author="u1")
    rec(ARIA2, [r1, r2], r3[1], False, SAME, [], None, author="u2")
    rec(ARIA2, [r1, r2, r3], "In this case, filename parameter can carry iso8859-1 characters only.  No multi byte characters are allowed.", True, "pronoun", ["this case"], "In the plain `filename=` form of Content-Disposition, the parameter can carry ISO-8859-1 characters only; no multibyte characters are allowed.", author="u2")
    rec(ARIA2, [r1, r2, r3], r5[1], True, "ellipsis", ["just described"], "aria2 supports both forms of the Content-Disposition file name described in RFC 6266: UTF-8 (filename*) and ISO-8859-1 (filename).", author="u2")
    rec(ARIA2, [r1, r2, r3, r5], "I realize this probably violates RFC, but look for example at [this page](http://fortheone.tistory.com/46).", True, "pronoun", ["this"], "I realize percent-encoded UTF-8 in a plain Content-Disposition filename probably violates the RFC, but aria2 meets it on pages such as http://fortheone.tistory.com/46.", author="u3")
    lend(ARIA2, [r1], CD_BROWSERS, SAME, PLAYFW)

    s1 = (U, "Bug: Content-Disposition filename escaping does not handle non-ASCII (RFC 6266)", "u1")
    s3 = "Passing raw UTF-8 bytes in `filename=\"\"` produces inconsistent results across browsers and can trip HTTP proxies that enforce header ASCII-only rules."
    rec(SOLEUR, [s1], CD_6266, False, SAME, [], None, author="u1")
    rec(SOLEUR, [s1, (U, CD_6266, "u1")], s3, False, SAME, [], None, author="u1")
    rec(SOLEUR, [s1, (U, CD_6266, "u1"), (U, s3, "u1")], "Users with accented characters, CJK, emoji, or any non-ASCII names get mangled downloads.", True, "ellipsis", [], "soleur users whose file names have accented characters, CJK, emoji or other non-ASCII characters get mangled downloads.", author="u1")
    rec(SOLEUR, [s1, (U, CD_6266, "u1"), (U, s3, "u1")], "Emit both an ASCII fallback and an RFC 5987 `filename*`:", True, "ellipsis", [], "soleur's binary response should emit both an ASCII fallback `filename` and an RFC 5987 `filename*` in Content-Disposition.", author="u1")
    lend(SOLEUR, [s1], CD_MDN, SAME, PHPTMPFILE)

    h1 = (U, "fix non-ASCII filnemae garbled on Internet Explorer", "u1")
    h2 = (U, "Filename include any non-ASCII characters corrupt on Internet Explorer.", "u1")
    h3 = (A, "Thanks, this makes sense.", "u2")
    h4 = (A, "I just want to make sure that older browsers are still supported.", "u2")
    rec(PHPTMPFILE, [h1], h2[1], True, "ellipsis", [], "File names with non-ASCII characters are corrupted on Internet Explorer when downloaded through php-tmpfile.", author="u1")
    rec(PHPTMPFILE, [h1, h2], h3[1], True, "pronoun", ["this"], "Thanks, setting Content-Disposition per RFC 6266 in php-tmpfile for non-ASCII file names makes sense.", author="u2")
    rec(PHPTMPFILE, [h1, h2, h3], h4[1], True, "ellipsis", [], "With the RFC 6266 Content-Disposition change, I want php-tmpfile to still support older browsers.", author="u2")
    rec(PHPTMPFILE, [h1, h2, h3, h4], CD_MDN, False, SAME, [], None, author="u2")
    lend(PHPTMPFILE, [h1], CD_HEADERS, SAME, PASEO)

    k1 = (U, "Support rfc5987 filename in Content-Disposition", "u1")
    k3 = (A, "Tried using the module with our tests but it returned `attachment; filename=\"dispo.zip`(notice the missing `\"` at the end) which caused the `content-disposition` module to throw.", "u2")
    rec(KEVVADL, [k1], "See the `filename*` directive [here](https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Disposition#Directives). " + CD_DIRECTIVE, True, "ellipsis", [], "download should support the Content-Disposition `filename*` directive (see MDN), which encodes UTF-8 file names because HTTP headers must only contain ASCII characters.", author="u1")
    rec(KEVVADL, [k1], "I think we can use [this module](https://www.npmjs.com/package/rfc2231) to parse the directive.", True, "ellipsis", ["the directive"], "I think kevva/download can use the rfc2231 npm module to parse the Content-Disposition filename* directive.", author="u1")
    rec(KEVVADL, [k1, (U, "I think we can use [this module](https://www.npmjs.com/package/rfc2231) to parse the directive.", "u1")], k3[1], True, "pronoun", ["the module", "it"], "Using the rfc2231 module with download's tests returned `attachment; filename=\"dispo.zip` without the closing quote, which made the content-disposition module throw.", author="u2")
    lend(KEVVADL, [k1], CD_6266, SAME, SOLEUR)

    w1 = (U, "Fix charset of the 'filename' field within the Content-disposition he\u2026", "u1")
    w2 = (U, "The regular 'filename' field must not contain non-ASCII characters.", "u1")
    rec(WOLTLAB, [w1], w2[1], True, "ellipsis", ["The regular 'filename' field"], "The regular 'filename' field of the Content-Disposition header must not contain non-ASCII characters.", author="u1")
    rec(WOLTLAB, [w1, w2], "Specifically UTF-8 characters are reported to be improperly interpreted as\nISO-8859 in Safari.", True, "ellipsis", [], "UTF-8 characters in the plain Content-Disposition 'filename' that WoltLab's FileReader sends are reported to be misread as ISO-8859 in Safari.", author="u1")
    rec(WOLTLAB, [w1, w2], "Fix by following the guidelines outlined in RFC 5987.", True, "ellipsis", [], "Fix the charset of WoltLab FileReader's Content-Disposition filename by following RFC 5987.", author="u1")
    lend(WOLTLAB, [w1], CD_BROWSERS, SAME, PLAYFW)

    j1 = (U, "Support contendisposition.filename* (RFC 5987)", "u1")
    rec(JERSEY, [j1], "When sending a multipartformdata object I can't set the filename using non US-ASCII letters.", True, "ellipsis", [], "When sending a multipart form-data object with Jersey, I can't set a file name with non-US-ASCII letters.", author="u1")
    lend(JERSEY, [j1], CD_HEADERS, SAME, PASEO)


# ---- bracketed paste: telling pasted text from typed text in a terminal ----
ISOCLINE = GH + "daanx/isocline/pull/43"
ICEDTERM = GH + "kemokempo/iced_term/pull/91"
STDSLOP = GH + "hsaliak/std_slop/issues/5"
SCREEPS = GH + "screepers/screeps-multimeter/pull/39"
FENNEL = GH + "bakpakin/Fennel/issues/490"
YASH = GH + "magicant/yash/pull/254"
RELINE = GH + "ruby/reline/issues/86"
TUICMD = GH + "sstraus/tuicommander/pull/45"
NVIMAIDER = GH + "GeorgesAlkhouri/nvim-aider/issues/6"
BP_WIKI = "Bracketed paste (sometimes referred to as paste bracketing[1] ) is a mode of some terminal emulators which allows programs running in the terminal to treat pasted text differently from text typed normally"
BP_STANDARD = "Bracketed pasting is the standard way for terminal apps to understand whether a chunk of text is pasted by the user or from user\u2019s input."
BP_MAINSTREAM = "Bracketed paste mode is supported by all mainstream terminal emulators."
BP_BROWSER = "Commonly this problem arises when copying text from a web browser to a shell since the user may have copied hidden text from the web page which may contain control characters"


def _paste(rec, U, A, lend) -> None:  # noqa: PLR0915
    i1 = (U, "add bracketed paste support", "u1")
    rec(ISOCLINE, [i1], "Enables bracketed paste mode in the terminal and decodes the escape sequences.", True, "ellipsis", ["the escape sequences"], "The isocline pull request enables bracketed paste mode in the terminal and decodes its start and end escape sequences.", author="u1")
    rec(ISOCLINE, [i1, (U, "Enables bracketed paste mode in the terminal and decodes the escape sequences.", "u1")], "Pasted text is inserted literally as a single undo unit with a single refresh to avoid quadratic performance issues.", True, "ellipsis", [], "In isocline with bracketed paste, pasted text is inserted literally as a single undo unit with a single refresh, avoiding quadratic performance issues.", author="u1")
    lend(ISOCLINE, [i1], BP_WIKI, SAME, FENNEL)

    c1 = (U, "feat: bracketed paste support", "u1")
    c2 = (U, "`BindingAction::Paste` writes clipboard contents raw and never checks `TermMode::BRACKETED_PASTE`.", "u1")
    c3 = (U, "Applications that enable bracketed paste (readline, most TUIs) then receive each `\\n` of a multi-line paste as Enter, submitting line by line instead of getting the paste as one editable block.", "u1")
    rec(ICEDTERM, [c1], c2[1], True, "ellipsis", [], "iced_term's `BindingAction::Paste` writes clipboard contents raw and never checks `TermMode::BRACKETED_PASTE`.", author="u1")
    rec(ICEDTERM, [c1, c2], c3[1], True, "ellipsis", ["then"], "Because iced_term pastes raw, applications that enable bracketed paste (readline, most TUIs) receive each newline of a multi-line paste as Enter, submitting line by line.", author="u1")
    rec(ICEDTERM, [c1, c2, c3], "This wraps the pasted bytes in `\\x1b[200~` \u2026 `\\x1b[201~` when the target enabled the mode (raw otherwise).", True, "pronoun", ["This", "the mode"], "The iced_term change wraps pasted bytes in `\\x1b[200~` \u2026 `\\x1b[201~` when the application enabled bracketed paste mode, and pastes raw otherwise.", author="u1")
    lend(ICEDTERM, [c1], BP_STANDARD, SAME, NVIMAIDER)

    s1 = (U, "Middle-click paste submits multiline input instead of inserting newline", "u1")
    s2 = (U, "When I paste a multiline string using middle-click, it submits immediately instead of behaving like Shift+Enter.", "u1")
    s3 = (A, "      - `rl_parse_and_bind(\"set enable-bracketed-paste on\");`\n should do the trick", "u2")
    rec(STDSLOP, [s1], s2[1], True, "ellipsis", ["it"], "When I paste a multiline string into std_slop with middle-click, it submits immediately instead of behaving like Shift+Enter.", author="u1")
    rec(STDSLOP, [s1, s2], s3[1], True, "ellipsis", ["the trick"], "`rl_parse_and_bind(\"set enable-bracketed-paste on\");` should stop std_slop submitting multiline middle-click pastes.", author="u2")
    rec(STDSLOP, [s1, s2, s3], "https://github.com/hsaliak/std_slop/commit/ac4abf1c87cb13fadc4a0bbea3a8300a0990c0c2 fixes it.", True, "pronoun", ["it"], "std_slop commit ac4abf1c87cb13fadc4a0bbea3a8300a0990c0c2 fixes multiline middle-click pastes being submitted immediately.", author="u2")
    lend(STDSLOP, [s1], BP_WIKI, SAME, FENNEL)

    m1 = (U, "Multiline input using bracketed paste mode (fixes #13)", "u1")
    rec(SCREEPS, [m1], "Adds support for pasting multiline input using bracketed paste mode.", True, "ellipsis", [], "screeps-multimeter adds support for pasting multiline input using bracketed paste mode.", author="u1")
    rec(SCREEPS, [m1, (U, "Adds support for pasting multiline input using bracketed paste mode.", "u1")], "Also added shift-enter so you can add line breaks manually in a similar way.", True, "ellipsis", [], "screeps-multimeter also adds Shift+Enter so you can add line breaks manually, like a bracketed multiline paste.", author="u1")
    lend(SCREEPS, [m1], BP_STANDARD, SAME, NVIMAIDER)

    f1 = (U, "fennel repl support bracketed-paste", "u1")
    rec(FENNEL, [f1], BP_WIKI, False, SAME, [], None, author="u1")
    rec(FENNEL, [f1, (U, BP_WIKI, "u1")], "Don't we get this for free thru our readline integration? As far as I can tell it already works.", True, "pronoun", ["this", "it"], "Doesn't the Fennel REPL get bracketed paste for free through its readline integration? As far as I can tell it already works.", author="u2")
    lend(FENNEL, [f1], BP_MAINSTREAM, SAME, YASH)

    y1 = (U, "Add support for bracketed paste mode", "u1")
    y2 = (U, "This patch adds support for bracketed paste mode to yash.", "u1")
    y3 = "This is useful for preventing pasted text from accidentally executing commands in the application it was pasted to."
    rec(YASH, [y1], y2[1], True, "pronoun", ["This patch"], "A yash pull request adds support for bracketed paste mode to yash.", author="u1")
    rec(YASH, [y1, y2], "Bracketed paste mode is a set of special escape sequences, which are employed by many terminal emulators to allow programs run inside of them to distinguish pasted text from typed-in text [\\[0\\]][0].", False, SAME, [], None, author="u1")
    rec(YASH, [y1, y2], y3, True, "pronoun", ["This"], "Bracketed paste mode is useful for preventing pasted text from accidentally executing commands in the application it was pasted into.", author="u1")
    rec(YASH, [y1, y2, (U, y3, "u1")], BP_BROWSER, True, "pronoun", ["this problem"], "Pasted text accidentally executing commands commonly happens when copying text from a web browser to a shell, since the copied text may hold hidden control characters.", author="u1")
    rec(YASH, [y1, y2, (U, y3, "u1"), (U, BP_BROWSER, "u1")], BP_MAINSTREAM, False, SAME, [], None, author="u1")
    lend(YASH, [y1], BP_STANDARD, SAME, NVIMAIDER)

    r1 = (U, "Support bracketed paste mode", "u1")
    rec(RELINE, [r1], "https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Bracketed-Paste-Mode", True, "ellipsis", [], "Reline should support bracketed paste mode: https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Bracketed-Paste-Mode", author="u1")
    lend(RELINE, [r1], BP_WIKI, SAME, FENNEL)

    t1 = (U, "fix(terminal): wrap multi-line paste in bracketed paste sequences", "u1")
    t2 = (U, "Pasting multi-line text from clipboard into the terminal only pastes the first line (or lines execute as separate commands).", "u1")
    t3 = (U, "The rest of the clipboard content is lost or causes unexpected command execution.", "u1")
    rec(TUICMD, [t1], t2[1], True, "ellipsis", ["the terminal"], "Pasting multi-line text from the clipboard into tuicommander's terminal pastes only the first line, or the lines run as separate commands.", author="u1")
    rec(TUICMD, [t1, t2], t3[1], True, "ellipsis", ["The rest of the clipboard content"], "When pasting multi-line text into tuicommander's terminal, the rest of the clipboard content after the first line is lost or executes unexpected commands.", author="u1")
    rec(TUICMD, [t1, t2, t3], "When `bracketedPaste` mode is not announced by the shell, newlines in pasted text are sent raw.", False, SAME, [], None, author="u1")
    lend(TUICMD, [t1], BP_STANDARD, SAME, NVIMAIDER)

    n1 = (U, "Use bracketed pasting to send multi lines content instead of using paste", "u1")
    n3 = (U, "using bracketed pasting eliminates the current way of using system clipboard for pasting. Which is a hacky solution.", "u1")
    rec(NVIMAIDER, [n1], BP_STANDARD, False, SAME, [], None, author="u1")
    rec(NVIMAIDER, [n1, (U, BP_STANDARD, "u1")], n3[1], True, "ellipsis", ["the current way"], "Using bracketed pasting in nvim-aider would eliminate its current hacky way of sending multi-line content through the system clipboard.", author="u1")
    rec(NVIMAIDER, [n1, (U, BP_STANDARD, "u1"), n3], "And turning on bracketed pasting is easy:", True, "ellipsis", [], "Turning on bracketed pasting when nvim-aider sends text to the aider terminal is easy:", author="u1")
    lend(NVIMAIDER, [n1], BP_WIKI, SAME, FENNEL)



AREAS = [_inotify, _nagle, _dkim, _y2038, _osc8, _sigpipe, _nofile, _disposition, _paste]
