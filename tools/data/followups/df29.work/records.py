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

# ==== part 2 (helper cdf2, twenty-fifth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- origami: crease patterns, mountain/valley assignment and flat foldability ----
P2_FOLD3 = P2_GH + "edemaine/fold/issues/3"
P2_ORIPA18 = P2_GH + "oripa/oripa/issues/18"  # lends only (its description)
P2_ORIPA43 = P2_GH + "oripa/oripa/pull/43"
P2_ORIPA203 = P2_GH + "oripa/oripa/issues/203"  # lends only (the maintainer's Kawasaki sentence)
P2_ORIPA260 = P2_GH + "oripa/oripa/issues/260"
P2_ORIEDITA206 = P2_GH + "oriedita/oriedita/issues/206"
P2_BPS67 = P2_GH + "bp-studio/box-pleating-studio/issues/67"
P2_FLATF40 = P2_GH + "origamimagiro/flat-folder/issues/40"
# ---- bells: change ringing (place notation, calls) and bell tuning ----
P2_WH194 = P2_GH + "kneasle/wheatley/issues/194"
P2_WH93 = P2_GH + "kneasle/wheatley/issues/93"
P2_WH143 = P2_GH + "kneasle/wheatley/pull/143"
P2_MUSIC1 = P2_GH + "ttm/music/issues/1"
P2_MUSIC4 = P2_GH + "ttm/music/issues/4"
P2_VCV98 = P2_GH + "mahlenmorris/VCVRack/issues/98"
# ---- baseball scorekeeping: Retrosheet event files, box scores and linescores ----
P2_CHAD35 = P2_GH + "chadwickbureau/chadwick/issues/35"
P2_CHAD26 = P2_GH + "chadwickbureau/chadwick/issues/26"
P2_CHAD3 = P2_GH + "chadwickbureau/chadwick/issues/3"
P2_CHAD9 = P2_GH + "chadwickbureau/chadwick/issues/9"
P2_MLB106 = P2_GH + "toddrob99/MLB-StatsAPI/issues/106"
P2_MLB74 = P2_GH + "toddrob99/MLB-StatsAPI/issues/74"
P2_BBR36 = P2_GH + "BillPetti/baseballr/issues/36"
P2_BB41 = P2_GH + "benjamincrom/baseball/issues/41"
P2_BT121 = P2_GH + "jakelauer/BaseballTheater/issues/121"
P2_PYBBDA14 = P2_GH + "bdilday/pybbda/issues/14"
P2_BBRBOOK2 = P2_GH + "beanumber/baseball_R/issues/2"
P2_RETRO5 = P2_GH + "chadwickbureau/retrosheet/pull/5"
P2_PYCHAD9 = P2_GH + "bdilday/pychadwick/issues/9"
P2_PYBB415 = P2_GH + "jldbc/pybaseball/pull/415"
# ---- Chinese character stroke order: Hanzi Writer and Make Me a Hanzi ----
P2_HW150 = P2_GH + "chanind/hanzi-writer/issues/150"
P2_HW243 = P2_GH + "chanind/hanzi-writer/issues/243"
P2_HW37 = P2_GH + "chanind/hanzi-writer/pull/37"
P2_MMH19 = P2_GH + "skishore/makemeahanzi/issues/19"
P2_MMH30 = P2_GH + "skishore/makemeahanzi/issues/30"
P2_MMH57 = P2_GH + "skishore/makemeahanzi/issues/57"
P2_MMH29 = P2_GH + "skishore/makemeahanzi/issues/29"
# ---- cocktail measures: ml, cl and oz in recipe apps ----
P2_SNOACK3 = P2_GH + "snoack/cocktail-search/issues/3"
P2_FLAIR14 = P2_GH + "tmcw/flair/issues/14"
P2_SALT24 = P2_GH + "karlomikus/vue-salt-rim/issues/24"
P2_SALT60 = P2_GH + "karlomikus/vue-salt-rim/issues/60"
P2_CBERRY24 = P2_GH + "AndreWohnsland/CocktailBerry/issues/24"
P2_CMGR335 = P2_GH + "jo-gross/Cocktail-Manager/issues/335"
# ---- home wine cellars: vintages, open bottles and drinking windows ----
P2_WC22 = P2_GH + "the-broke-sommeliers/wine-cellar/issues/22"
P2_WC973 = P2_GH + "the-broke-sommeliers/wine-cellar/pull/973"
P2_CELL666 = P2_GH + "jagduvi1/Cellarion/pull/666"
P2_CELL348 = P2_GH + "jagduvi1/Cellarion/pull/348"
P2_CELL496 = P2_GH + "jagduvi1/Cellarion/pull/496"
P2_CELL1347 = P2_GH + "jagduvi1/Cellarion/pull/1347"  # lends only (one sentence of its description)
P2_WGW77 = P2_GH + "wine-graph/winecellar-webapp/issues/77"
# ---- natural-history collections: specimens, identifications and taxonomy sources ----
P2_ARCTOS4669 = P2_GH + "ArctosDB/arctos/issues/4669"
P2_ARCTOS2170 = P2_GH + "ArctosDB/arctos/issues/2170"
P2_ANTCAT128 = P2_GH + "calacademy-research/antcat/issues/128"
P2_OBI1217 = P2_GH + "obi-ontology/obi/issues/1217"
P2_NFN94 = P2_GH + "zooniverse-glacier/notesFromNature/issues/94"
P2_DRYHERB28 = P2_GH + "lgastmans/dryherbarium/issues/28"
# ---- woodworking cut lists: panels, joinery and sheet stock from CAD models ----
P2_DPW76 = P2_GH + "dprojects/Woodworking/issues/76"
P2_DPW109 = P2_GH + "dprojects/Woodworking/issues/109"
P2_DPW59 = P2_GH + "dprojects/Woodworking/issues/59"
P2_DPW14 = P2_GH + "dprojects/Woodworking/issues/14"
P2_DODO25 = P2_GH + "oddtopus/dodo/pull/25"
P2_A2P632 = P2_GH + "kbwbe/A2plus/pull/632"
P2_NAPKIN9 = P2_GH + "marctjones/napkin/issues/9"

# Every lender is a group of this part (the threads marked "lends only" belong to repositories used as histories).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# origami
P2_O_KAWASAKI = "If the Kawasaki theorem is satisfied, then the vertex is foldable in many cases."
P2_O_UNASSIGNED = "An unassigned crease is a line that can be either mountain or valley but not specified which it is."
P2_O_PREVIOUS = "Previously, ORIPA would try its best to fold non-flat-foldable crease patterns, which was useful when using the \"view crossline\" feature while designing radial corrugations."
P2_O_ORIHIME = "in the original Orihime, edge lines inside the model were treated as \"unknown\", so they could be either mountain or valley creases as far as layer order is concerned."
P2_O_BPEXPORT = "From my understanding, BP Studio exports a CP/FOLD scaffold that is useful as a starting point, but the exported result is not necessarily a complete flat-foldable crease pattern."
# bells
P2_R_TENOR = "a general Rule, begin at the Tenor, or biggest Bell, and count 3 whole Notes, then a half Note, or Sharp, 3 whole Notes, then a half Note, or Sharp; and so on, until you come to the least Bell or Treble."
P2_R_COMPLIB = "On Complib if you try and enter multiple `,`s it just ignores the extras on parsing"
P2_R_AMBIENCE = "A tuning ambience is a tuning being sounded — the drone an orchestra makes tuning up, establishing the centre before a section starts."
# baseball
P2_B_RETRO = "In Retrosheet scoring, pre-play events are scored with balls and strikes intermingled with events such as stolen bases, like this:\n\n`| BS 1-2SB BB  | \\\\ ball, strike, runner on 1st steals second, ball, ball`"
P2_B_FEED = "Pitches and events are intermingled sequentially in the raw MLB data feed."
P2_B_BOXC = "In cwlib/box.c, no checking is done to confirm that the number of data items anticipated actually are present."
P2_B_BASEBALLR = "New functions for calculating run expectancy and for creating variables for runs scored as a result of a given pitch will be in the next `baseballr` release."
# stroke order
P2_H_SIMP = "Simplified characters that have the 艹 radical (such as 艺) are written using three strokes."
P2_H_TRAD = "Traditional characters that have the 艹 radical (such as 藝) are written using four strokes."
P2_H_HEISIMP = "In simplified Chinese, the 6th stroke of 黑 component is the vertical one."
P2_H_HEITW = "In Taiwan (I don't know the rule for traditional Chinese use in Mainland China), the 6th stroke of 黑 component is the horizontal one."
# cocktail measures
P2_C_OHGO = "The measure of ingredients of recipes from ohgo.sh is given in oz, ml and shots."
P2_C_IBA = "...iba mostly uses 15 and 30 ML increments in their recipes, leading to weird numbers in ounces."
P2_C_US = "Living in the US we measure things in oz not ml (I know it's an us problem)."
P2_C_SALTRIM = "Salt Rim always defaults to \"ml\"."
# wine cellars
P2_W_YOUTHFUL = "A bottle a year or two before its window is youthful, not wrong."
# natural-history collections
P2_S_VEUPATH = "The VEuPath team has curated the following terms relating to the capture of insects (and other arthropods) for study, and we think they are a good fit for OBI."
P2_S_CTNATURE = "http://arctos.database.museum/info/ctDocumentation.cfm?table=CTNATURE_OF_ID is a mess."
P2_S_CURATE = "If someone wants to curate an insect classification - that would be fabulous, but I don't see anyone stepping up....."
# woodworking cut lists
P2_K_FREECAD = "FreeCAD is hard to use for new users."
P2_K_CABINET = "I'm trying to design a solid wood cabinet with a panel door with haunched mortise and tenon joinery."
P2_K_CAM = "I use FreeCAD extensively for Computer Aided Manufacturing."
P2_K_DODO = "I use the Dodo Workbench a lot for furniture design and needed a cut list solution for the manufacturing of the beams with little as possible wasted material."
P2_K_SHOP = "The cut list drives the shop;\n  the materials list drives the store run."

# Every thread above is used as a history; no thread only lends a sentence.
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

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
    load_part2(rec, U, A)


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
    # second reader (r2df, twenty-fifth pass): trap, not a follow-up. The report names Mosh (client and server, 1.4.0), the OS,
    # the terminal and the OSC 8 links, so it names its subject in full (§2 rule 1; this part's rule "a sentence naming its
    # subject in full is a trap even inside its own thread"); its standalone only repeated "Mosh", as Nutcracker's
    # self-contained "I got this error while running Nutcracker: ..." is a trap in this part.
    rec(MOSH, [m1, (U, O8_NEW, "u1"), (U, O8_SUPPORT, "u1")], m4, False, SAME, [], None, author="u1")
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
    # second reader (r2df, twenty-fifth pass): trap, not a follow-up. The body names Notty and what it should support
    # (hyperlinks in the terminal), and its "it" points inside the sentence to those hyperlinks (§2 rules 1 and 2), as DGD's
    # body naming its own project ("... what DGD will be doing ...") is a trap in this part.
    rec(NOTTY, [n1], "Now that many terminal emulators support hyperlinks in the terminal (in addition to detecting URL-like text), I hope Notty could support it as well.", False, SELF, [], None, author="u1")
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


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- origami: crease patterns, mountain/valley assignment and flat foldability ----
    f1 = (U, "Crease pattern -> folded form geometry", "u1")
    f2 = (U, "Crease pattern + mountain-valley assignment -> flat folding\n\nCrease pattern + fold-angle assignment -> 3D folding", "u1")
    f3 = (U, "These should be automatic to compute the geometry.  Not yet handling faceOrder.  (But in future, we should try to brute force.)", "u1")
    f4 = (U, "[v0.11.1](https://github.com/edemaine/fold/releases/tag/v0.11.1) (see also [v0.11.0](https://github.com/edemaine/fold/releases/tag/v0.11.0)) now does the first operation, via `FOLD.convert.flatFoldedGeometry()` and, on the command line, `fold-convert --flat-fold`.", "u1")
    f5 = "This was inspired by [Robby Kraft's code](https://github.com/robbykraft/Origami/blob/351283c8b82ffb7458df7ada638c3d53a0a89d12/src/fold/make.js) for [flat folding](http://convert.rabbitear.org/)."
    rec(P2_FOLD3, [f1], f2[1], True, "ellipsis", [], "FOLD should compute folded geometry in two cases: a crease pattern plus a mountain-valley assignment gives flat folding, and a crease pattern plus a fold-angle assignment gives 3D folding.", author="u1")
    rec(P2_FOLD3, [f1, f2], f3[1], True, "pronoun", ["These"], "The folded geometry of a crease pattern with a mountain-valley assignment (flat folding) or a fold-angle assignment (3D folding) should be computed automatically by FOLD; face order is not handled yet (in future, try brute force).", author="u1")
    rec(P2_FOLD3, [f1, f2, f3], f4[1], True, "position", ["the first operation"], "FOLD v0.11.1 (see also v0.11.0) now computes flat-folded geometry from a crease pattern with a mountain-valley assignment, via `FOLD.convert.flatFoldedGeometry()` and, on the command line, `fold-convert --flat-fold`.", author="u1")
    rec(P2_FOLD3, [f1, f2, f3, f4], f5, True, "pronoun", ["This"], "FOLD's flat-folded geometry computation (`FOLD.convert.flatFoldedGeometry()`, v0.11.1) was inspired by Robby Kraft's code for flat folding (convert.rabbitear.org).", author="u1")
    lend(P2_FOLD3, [f1], P2_O_KAWASAKI, SAME, P2_ORIPA203)
    lend(P2_FOLD3, [f1, f2], P2_O_UNASSIGNED, SELF, P2_ORIPA260)

    oa1 = (U, "Aux lines are collapsed into the folded model like precreases", "u1")
    oa2 = (U, "Only works for the SVG export, which also groups the faces with their precreases.", "u1")
    oa3 = (U, "This could be very useful for people who are diagramming models.", "u1")
    oa4 = (A, "Basically good.", "u2")
    oa5 = (U, "The problem was that, if there were no creases, only cut lines, the origamiModel would not have any faces and therefore could not be folded.", "u1")
    oa6 = (U, "My solution only works for convex papers, but I believe that should be enough", "u1")
    rec(P2_ORIPA43, [oa1], oa2[1], True, "ellipsis", [], "Collapsing aux lines into ORIPA's folded model like precreases only works for the SVG export, which also groups the faces with their precreases.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2], oa3[1], True, "pronoun", ["This"], "Collapsing aux lines into ORIPA's folded model like precreases (in the SVG export) could be very useful for people who are diagramming models.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3], oa4[1], True, "ellipsis", [], "The ORIPA pull request collapsing aux lines into the folded model like precreases is basically good.", author="u2")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4], oa5[1], True, "ellipsis", ["The problem"], "The problem behind the later commit to ORIPA's aux-lines pull request: a crease pattern with no creases, only cut lines, gave an origamiModel without faces, which therefore could not be folded.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4, oa5], oa6[1], True, "pronoun", ["My solution"], "My fix for folding an ORIPA crease pattern that has only cut lines and no creases only works for convex papers, but I believe that should be enough.", author="u1")
    rec(P2_ORIPA43, [oa1, oa2, oa3, oa4, oa5, oa6], "Confirmed. Cool. If there is nothing to add, I will merge later.", True, "ellipsis", [], "The fix for folding ORIPA crease patterns with only cut lines is confirmed; if there is nothing to add to the aux-lines pull request, I will merge it later.", author="u2")

    ou1 = (U, "Unassigned creases", "u1")
    ou2 = (U, P2_O_UNASSIGNED, "u1")
    ou3 = (U, "In folded-state estimation we should compute the states for both cases that an unassigned crease is mountain and is valley.", "u1")
    ou4 = (U, "Another issue is the file compatibility: FOLD accepts 'U' but .cp spec does not allow it.", "u1")
    rec(P2_ORIPA260, [ou1], P2_O_UNASSIGNED, False, SELF, [], None, author="u1")
    rec(P2_ORIPA260, [ou1, ou2], ou3[1], True, "ellipsis", [], "In ORIPA's folded-state estimation, the states should be computed for both cases, an unassigned crease being a mountain and being a valley.", author="u1")
    rec(P2_ORIPA260, [ou1, ou2, ou3], ou4[1], True, "ellipsis", ["Another issue"], "Another issue with supporting unassigned creases in ORIPA is file compatibility: the FOLD format accepts 'U' (unassigned) but the .cp spec does not allow it.", author="u1")
    rec(P2_ORIPA260, [ou1, ou2, ou3, ou4], "the major version number of .opx should be increased since the older version cannot read unassigned creases.", True, "ellipsis", [], "The major version number of ORIPA's .opx format should be increased, since older ORIPA versions cannot read unassigned creases.", author="u1")

    e1 = (U, "Edge lines inside the cp are not treated correctly", "u1")
    e2 = (U, P2_O_ORIHIME, "u1")
    e3 = (U, "In oriedita, they seem to be treated as mountain folds.", "u1")
    e4 = (U, "oriedita: only one solution", "u1")
    rec(P2_ORIEDITA206, [e1], P2_O_ORIHIME, False, SELF, [], None, author="u1")
    rec(P2_ORIEDITA206, [e1, e2], e3[1], True, "pronoun", ["they"], "In oriedita, edge lines inside the crease pattern seem to be treated as mountain folds for layer order.", author="u1")
    rec(P2_ORIEDITA206, [e1, e2, e3], e4[1], True, "ellipsis", [], "Treating edge lines inside the crease pattern as mountain folds, oriedita finds only one folded solution for the example.", author="u1")
    rec(P2_ORIEDITA206, [e1, e2, e3, e4], "orihime: 2 solutions", True, "ellipsis", [], "For the same crease pattern with edge lines inside it, Orihime finds 2 folded solutions (it treats those edge lines as unknown).", author="u1")
    lend(P2_ORIEDITA206, [e1], P2_O_PREVIOUS, SAME, P2_ORIPA18)
    lend(P2_ORIEDITA206, [e1], P2_O_BPEXPORT, SAME, P2_BPS67)

    b1 = (U, "Auto-assigment of M/V creases", "u1")
    b2 = (U, P2_O_BPEXPORT, "u1")
    b3 = (U, "In practice I still need to import into Oriedita or another CP editor, add/complete missing crease structure, assign M/V, and check whether the resulting base actually flat-folds.", "u1")
    b4 = (U, "That manual step is educational, but it is also tedious and difficult for users who are still learning how the BP structure collapses.", "u1")
    b5 = (U, "I would love an “assist crease assignment” / “complete CP” feature that attempts to turn a BP Studio structure into a completed, flat-foldable crease pattern.", "u1")
    rec(P2_BPS67, [b1], P2_O_BPEXPORT, False, SAME, [], None, author="u1")
    rec(P2_BPS67, [b1, b2], b3[1], True, "ellipsis", [], "In practice, after exporting from BP Studio, I still need to import into Oriedita or another crease-pattern editor, complete the missing crease structure, assign mountain/valley, and check whether the resulting base actually flat-folds.", author="u1")
    rec(P2_BPS67, [b1, b2, b3], b4[1], True, "pronoun", ["That manual step"], "Completing a BP Studio export and assigning mountain/valley creases by hand in a crease-pattern editor is educational, but tedious and difficult for users still learning how the box-pleating structure collapses.", author="u1")
    # The feature request names its subject (BP Studio) and what it should do in full: a trap in its own thread.
    rec(P2_BPS67, [b1, b2, b3, b4], b5[1], False, SAME, [], None, author="u1")
    rec(P2_BPS67, [b1, b2, b3, b4, b5], "I realize this may not be possible in full generality, so a restricted MVP would still be very useful.", True, "pronoun", ["this"], "I realize that turning a BP Studio structure into a completed flat-foldable crease pattern may not be possible in full generality, so a restricted MVP of that feature would still be very useful.", author="u1")
    lend(P2_BPS67, [b1], P2_O_KAWASAKI, SAME, P2_ORIPA203)

    ff1 = (U, "Visualize sub-faces that are visible in the folding", "u1")
    ff2 = (U, "Feature request from @origamifaust to visualize on the crease pattern the regions of faces that are visible in the folded state.", "u1")
    rec(P2_FLATF40, [ff1], ff2[1], True, "ellipsis", [], "Feature request from @origamifaust for flat-folder: visualize on the crease pattern the regions of faces that are visible in the folded state.", author="u1")
    rec(P2_FLATF40, [ff1, ff2], "Closed in commit 13637e0", True, "ellipsis", [], "flat-folder's visualization, on the crease pattern, of the sub-faces visible in the folded state was done in commit 13637e0.", author="u1")
    lend(P2_FLATF40, [ff1], P2_O_ORIHIME, SELF, P2_ORIEDITA206)
    lend(P2_FLATF40, [ff1], P2_O_UNASSIGNED, SELF, P2_ORIPA260)
    lend(P2_FLATF40, [ff1, ff2], P2_O_PREVIOUS, SAME, P2_ORIPA18)

    # ---- bells: change ringing (place notation, calls) and bell tuning ----
    w1 = (U, "Allow inlining calls into `--place-notation`", "u1")
    w2 = (U, "Something like putting calls in `()`s in front of the first place notation they affect.  E.g.:\n\n- A bobbed course of Cambs 6 would be `--place-notation 6:x36x14x12x36x14x56,(Bob)14`\n- A touch of `Bastow, Bastow, Orion, Bristol` max would be `--place-notation 12:(Go Bastow)-12-1T,    -12-1T(Orion),    36x7T.18x9T.50.36.14x1470.5T.16x9T.30.18x14.3T.50.14x1T,1T   (Bristol),x5Tx14.5Tx5T.36.14x7T.58.16x9T.70.18x18.9Tx18x1T,1T`.", "u1")
    w3 = (U, "I hope this will fill the gap of people wanting to ring false practice night touches - it's very very flexible (if you don't mind feeding Wheatley loads of place notation) but isn't too complex to implement.", "u1")
    w4 = (A, "I'm struggling to parse your second example, I think it uses `,` both to separate methods and symmetric method/lead ends.", "u2")
    rec(P2_WH194, [w1], w2[1], True, "ellipsis", [], "Wheatley could allow inlining calls into `--place-notation` by putting calls in `()`s in front of the first place notation they affect, e.g. a bobbed course of Cambridge Minor as `6:x36x14x12x36x14x56,(Bob)14`, or a touch of Bastow, Bastow, Orion, Bristol Maximus.", author="u1")
    rec(P2_WH194, [w1, w2], w3[1], True, "pronoun", ["this"], "I hope inlining calls into Wheatley's `--place-notation` will fill the gap for people wanting to ring false practice-night touches: very flexible (if you don't mind feeding Wheatley loads of place notation) but not too complex to implement.", author="u1")
    rec(P2_WH194, [w1, w2, w3], w4[1], True, "position", ["your second example"], "I'm struggling to parse the second example of inlined calls in Wheatley's `--place-notation` (the Bastow, Bastow, Orion, Bristol Maximus touch); I think it uses `,` both to separate methods and for symmetric method/lead ends.", author="u2")
    rec(P2_WH194, [w1, w2, w3, w4], "How about instead of overloading `--place-notation` we allowed users to specify a file where each line is a row, optionally followed by calls.", True, "ellipsis", [], "Instead of overloading Wheatley's `--place-notation` with inlined calls, how about letting users specify a file where each line is a row, optionally followed by calls?", author="u2")
    lend(P2_WH194, [w1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_WH194, [w1, w2], P2_R_AMBIENCE, SAME, P2_MUSIC4)

    s1 = (U, "Symmetric Place Notation", "u1")
    s2 = (U, "Currently a place notation block is assumed to be asymmetric unless it starts with `&`.", "u1")
    s3 = (U, "This is the prefix used in microSIRIL (though that tends to require `+` for asymmetric parts.)", "u1")
    s4 = (U, "To match [Method XML format specification.](http://www.methods.org.uk/method-collections/xml-zip-files/method%20xml%201.0.pdf) we should treat sections as symmetric if there is a `,`.", "u1")
    s5 = (U, "The examples it gives are Cambridge Surprise Minor `-36-14-12-36-14-56,12` and Grandsire Doubles `3,1.5.1.5.1`.", "u1")
    s6 = (U, P2_R_COMPLIB, "u1")
    rec(P2_WH93, [s1], s2[1], True, "ellipsis", [], "Currently Wheatley assumes a place notation block is asymmetric unless it starts with `&`.", author="u1")
    rec(P2_WH93, [s1, s2], s3[1], True, "pronoun", ["This"], "`&`, which Wheatley uses to mark a symmetric place notation block, is the prefix used in microSIRIL (though microSIRIL tends to require `+` for asymmetric parts).", author="u1")
    rec(P2_WH93, [s1, s2, s3], s4[1], True, "ellipsis", [], "To match the Method XML format specification, Wheatley should treat place notation sections as symmetric if they contain a `,`.", author="u1")
    rec(P2_WH93, [s1, s2, s3, s4], s5[1], True, "pronoun", ["it"], "The examples of comma place notation the Method XML format specification gives are Cambridge Surprise Minor `-36-14-12-36-14-56,12` and Grandsire Doubles `3,1.5.1.5.1`.", author="u1")
    rec(P2_WH93, [s1, s2, s3, s4, s5], P2_R_COMPLIB, False, SAME, [], None, author="u1")
    rec(P2_WH93, [s1, s2, s3, s4, s5, s6], "Personally, I think CompLib's notation is much more widely recognised than microSIRIL's (indeed I didn't know how microSIRIL parses stuff in this much detail), so I think it would be good long-term to switch to CompLib's/the XML specification.", True, "ellipsis", [], "I think CompLib's place notation is much more widely recognised than microSIRIL's, so it would be good long-term for Wheatley to switch to CompLib's notation / the Method XML specification.", author="u2")

    c1 = (U, "Call complib comps", "u1")
    c2 = (U, "This finally works :partying_face::tada:, and can be suppressed with `--no-calls`.", "u1")
    c3 = (U, "It's definitely about time I went to bed.", "u1")
    c4 = (U, "Oh christ I can't deal with the unit tests now.  I'll fix them in the morning.", "u1")
    c5 = (A, "This is really cool.", "u2")
    rec(P2_WH143, [c1], c2[1], True, "pronoun", ["This"], "Wheatley calling CompLib compositions finally works, and the calls can be suppressed with `--no-calls`.", author="u1")
    # "It's" is a dummy subject: the remark needs nothing from the thread.
    rec(P2_WH143, [c1, c2], c3[1], False, SELF, [], None, author="u1")
    rec(P2_WH143, [c1, c2, c3], c4[1], True, "ellipsis", ["the unit tests"], "I can't deal with Wheatley's unit tests for calling CompLib compositions now; I'll fix them in the morning.", author="u1")
    rec(P2_WH143, [c1, c2, c3, c4], c5[1], True, "pronoun", ["This"], "Wheatley calling CompLib compositions is really cool.", author="u2")
    rec(P2_WH143, [c1, c2, c3, c4, c5], "One question from ringing is could we delay the `Go method` call slightly when doing up down in?", True, "ellipsis", [], "When Wheatley calls CompLib compositions, could it delay the `Go method` call slightly when ringing up-down-in on handbells?", author="u2")

    m1 = (U, "go after bell tunnings", "u1")
    m2 = (U, "to use beyond symmetric, traditional and limited-transposition scales.", "u1")
    m3 = (U, P2_R_TENOR, "u1")
    m4 = (U, "For example on four Bells, 1:234, here the 432 are whole Notes, and the half Note or Sharp is between 1 and 2.", "u1")
    rec(P2_MUSIC1, [m1], m2[1], True, "ellipsis", [], "ttm/music should go after bell tunings, to use beyond symmetric, traditional and limited-transposition scales.", author="u1")
    rec(P2_MUSIC1, [m1, m2], P2_R_TENOR, False, SAME, [], None, author="u1")
    rec(P2_MUSIC1, [m1, m2, m3], m4[1], True, "ellipsis", ["For example"], "By the bell-tuning rule of counting whole notes down from the tenor, on four bells, 1:234, bells 4, 3 and 2 are whole notes and the half note or sharp is between 1 and 2.", author="u1")
    rec(P2_MUSIC1, [m1, m2, m3, m4], "On Five Bells, 12:345 the 543 are whole Notes; and the half Note or Sharp is between 2 and 3.", True, "ellipsis", [], "By the bell-tuning rule of counting whole notes down from the tenor, on five bells, 12:345, bells 5, 4 and 3 are whole notes and the half note or sharp is between 2 and 3.", author="u1")
    lend(P2_MUSIC1, [m1], P2_R_COMPLIB, SAME, P2_WH93)

    t1 = (U, "make a tunning ambience for usage before beginning or starting sections", "u1")
    t2 = (U, "Folded into #1.", "u1")
    rec(P2_MUSIC4, [t1], t2[1], True, "ellipsis", [], "The ttm/music issue about a tuning ambience before sections start is folded into issue #1 (bell tunings).", author="u1")
    rec(P2_MUSIC4, [t1, t2], P2_R_AMBIENCE, False, SAME, [], None, author="u1")
    rec(P2_MUSIC4, [t1, t2, (U, P2_R_AMBIENCE, "u1")], "It needs something to know *what* to sound, and #1 is where that comes from", True, "pronoun", ["It"], "A tuning ambience in ttm/music needs something to know what to sound, and issue #1 (bell tunings) is where that comes from.", author="u1")
    lend(P2_MUSIC4, [t1], P2_R_COMPLIB, SAME, P2_WH93)

    v1 = (U, "Write BASICally programs that do change ringing", "u1")
    v2 = (U, "https://en.wikipedia.org/wiki/Change_ringing\n\nhttps://youtu.be/dLBUHpzOiGY?si=I6NJ4S95oGrhlJ6u", "u1")
    v3 = (U, "What a crazy deep topic.", "u1")
    rec(P2_VCV98, [v1, v2], v3[1], True, "ellipsis", [], "Change ringing is a crazy deep topic.", author="u1")
    rec(P2_VCV98, [v1, v2, v3], "Useful for arpeggiation and for picking guitar chords, among other things.", True, "ellipsis", [], "Change ringing, written as BASICally programs in VCV Rack, is useful for arpeggiation and for picking guitar chords, among other things.", author="u1")
    lend(P2_VCV98, [v1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_VCV98, [v1], P2_R_COMPLIB, SAME, P2_WH93)
    lend(P2_VCV98, [v1, v2], P2_R_AMBIENCE, SAME, P2_MUSIC4)

    # ---- baseball scorekeeping: Retrosheet event files, box scores and linescores ----
    ch1 = (U, "generalizing for manual retrosheets", "u1")
    ch2 = (U, "I am looking to use this tool for aggregating data in a non-MLB team.", "u1")
    ch3 = (U, "This may be tricky, how does one record in a sheet an “extra hitter” position.", "u1")
    ch4 = (U, "It is equivalent to a fielding position, but the player only bats.", "u1")
    ch5 = (U, "If I give this position a unused position number, does it break chadwick?", "u1")
    ch6 = (U, "Does a lineup of 10 batters break it?", "u1")
    rec(P2_CHAD35, [ch1], ch2[1], True, "pronoun", ["this tool"], "I am looking to use Chadwick for aggregating the scoring data of a non-MLB team.", author="u1")
    rec(P2_CHAD35, [ch1, ch2], ch3[1], True, "pronoun", ["This"], "Using Chadwick for a non-MLB team may be tricky: how does one record an “extra hitter” position in a Retrosheet-style scoresheet?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3], ch4[1], True, "pronoun", ["It"], "An extra hitter (EH) in a non-MLB lineup is equivalent to a fielding position, but the player only bats.", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4], ch5[1], True, "pronoun", ["this position"], "If I give the extra-hitter position an unused position number, does it break Chadwick?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4, ch5], ch6[1], True, "pronoun", ["it"], "Does a lineup of 10 batters break Chadwick?", author="u1")
    rec(P2_CHAD35, [ch1, ch2, ch3, ch4, ch5, ch6], "The assumptions of nine-person batting orders and the MLB DH rule are baked very deeply into the tools.", True, "ellipsis", ["the tools"], "The assumptions of nine-person batting orders and the MLB DH rule are baked very deeply into the Chadwick tools.", author="u2")

    cd1 = (U, "Typo on Sourceforge cwevent.html Page", "u1")
    cd2 = (U, "I believe there’s a typo on http://chadwick.sourceforge.net/doc/cwevent.html", "u1")
    cd3 = (U, "The header for field number 37 (Hit Value) should read H_CD instead of H_FL .", "u1")
    # The body repeats the title with the page's full address: complete in itself.
    rec(P2_CHAD26, [cd1], cd2[1], False, "trap_other", [], None, author="u1")
    rec(P2_CHAD26, [cd1, cd2], cd3[1], True, "ellipsis", ["The header"], "On Chadwick's cwevent documentation page, the header for field number 37 (Hit Value) should read H_CD instead of H_FL.", author="u1")
    rec(P2_CHAD26, [cd1, cd2, cd3], "The change would be consistent with the output provided by cwevent.", True, "pronoun", ["The change"], "Changing the documented header of cwevent's field 37 (Hit Value) from H_FL to H_CD would be consistent with cwevent's actual output.", author="u1")
    lend(P2_CHAD26, [cd1], P2_B_FEED, SAME, P2_BB41)

    bx1 = (U, "Error-checking in boxscore generation from boxscore event files", "u1")
    bx2 = (U, P2_B_BOXC, "u1")
    bx3 = (U, "This leads to crashes on the rare occasions when there are formatting errors in the boxscore event files.", "u1")
    rec(P2_CHAD3, [bx1], P2_B_BOXC, False, SAME, [], None, author="u1")
    rec(P2_CHAD3, [bx1, bx2], bx3[1], True, "pronoun", ["This"], "Chadwick's cwlib/box.c not checking that the expected number of data items is present leads to crashes on the rare occasions when boxscore event files have formatting errors.", author="u1")
    rec(P2_CHAD3, [bx1, bx2, bx3], "Checks should be added to confirm the number of data items is what is expected, and raise an error and terminate if not.", True, "ellipsis", [], "Checks should be added to Chadwick's boxscore generation (cwlib/box.c) to confirm that boxscore event files have the expected number of data items, raising an error and terminating if not.", author="u1")
    lend(P2_CHAD3, [bx1], P2_B_RETRO, SAME, P2_BB41)

    c91 = (U, "Add extended linescore data to boxscore generation", "u1")
    rec(P2_CHAD9, [c91], "The boxscore data structure should be extended to capture a full linescore, not just with runs per inning but also hits, errors, double plays, and LOB, as well as a function to report the length of the game in innings.", True, "ellipsis", ["The boxscore data structure"], "Chadwick's boxscore data structure should be extended to capture a full linescore (runs per inning plus hits, errors, double plays and LOB), with a function reporting the length of the game in innings.", author="u1")
    lend(P2_CHAD9, [c91], P2_B_BASEBALLR, SAME, P2_BBR36)

    ml1 = (U, "[QUESTION] Is it possible to display the innings with the StatsAPI?", "u1")
    ml2 = (A, "You can find inning data (e.g. to build a linescore) in the [game endpoint](https://github.com/toddrob99/MLB-StatsAPI/wiki/Endpoints#endpoint-game).", "u2")
    ml3 = (A, "You'll find it in the response under `game[\"liveData\"][\"linescore\"]`.", "u2")
    rec(P2_MLB106, [ml1], ml2[1], True, "ellipsis", [], "With MLB-StatsAPI, inning data (e.g. to build a linescore) is found in the game endpoint.", author="u2")
    rec(P2_MLB106, [ml1, ml2], ml3[1], True, "pronoun", ["it"], "MLB-StatsAPI's inning data is in the game endpoint's response under `game[\"liveData\"][\"linescore\"]`.", author="u2")
    rec(P2_MLB106, [ml1, ml2, ml3], "If linescore is what you're after, you can also get a formatted linescore using this library's [linescore method](https://github.com/toddrob99/MLB-StatsAPI/wiki/Function:-linescore).", True, "pronoun", ["this library's"], "If a linescore is what you're after, MLB-StatsAPI's linescore method also returns a formatted linescore.", author="u2")

    m71 = (U, "2nd format for box score", "u1")
    m72 = (U, "Could there be a format for the box score1 that places the teams one under the other.", "u1")
    m73 = (U, "if the terminal pane isn't wide enough a format that shows the team results stacked vertically instead of horizontally is needed.", "u1")
    m74 = (A, "It can certainly be done.", "u2")
    m75 = (A, "I don't know when I'll have time to add it, but I'll keep this ticket open for it.", "u2")
    rec(P2_MLB74, [m71], m72[1], True, "ellipsis", [], "Could MLB-StatsAPI's boxscore have a second format that places the teams one under the other?", author="u1")
    rec(P2_MLB74, [m71, m72], m73[1], True, "ellipsis", [], "If the terminal pane isn't wide enough, MLB-StatsAPI's boxscore needs a format that stacks the team results vertically instead of horizontally.", author="u1")
    rec(P2_MLB74, [m71, m72, m73], m74[1], True, "pronoun", ["It"], "A second, stacked format for MLB-StatsAPI's boxscore can certainly be done.", author="u2")
    rec(P2_MLB74, [m71, m72, m73, m74], m75[1], True, "pronoun", ["it", "this ticket"], "I don't know when I'll have time to add a stacked boxscore format to MLB-StatsAPI, but I'll keep the issue open for it.", author="u2")
    rec(P2_MLB74, [m71, m72, m73, m74, m75], "thanks!", True, "ellipsis", [], "Thanks for keeping the MLB-StatsAPI issue for a stacked boxscore format open!", author="u1")
    lend(P2_MLB74, [m71], P2_B_RETRO, SAME, P2_BB41)

    br1 = (U, "Run scoring", "u1")
    br2 = (U, "I know this is likely infeasible, but grabbing the score-state for each pitch (number of runs for home team, number of runs for the away team) in the `scrape_statcast_savant_batter_all` would be awesome.", "u1")
    br3 = (U, "or, even the score-state for each inning as in retrosheet would be awesome.", "u2")
    br4 = (A, "This was added by the Statcast team as part of the Baseball Savant download.", "u3")
    # "this" points ahead to the request in the same sentence, which names the function in full.
    rec(P2_BBR36, [br1], br2[1], False, SELF, [], None, author="u1")
    rec(P2_BBR36, [br1, br2], br3[1], True, "ellipsis", [], "Getting the score-state for each inning, as in Retrosheet, from baseballr's `scrape_statcast_savant_batter_all` would be awesome.", author="u2")
    rec(P2_BBR36, [br1, br2, br3], br4[1], True, "pronoun", ["This"], "The score-state for each pitch (runs for the home and away teams) was added by the Statcast team as part of the Baseball Savant download.", author="u3")
    rec(P2_BBR36, [br1, br2, br3, br4], P2_B_BASEBALLR, False, SAME, [], None, author="u3")
    lend(P2_BBR36, [br1], P2_B_FEED, SAME, P2_BB41)

    bb1 = (U, "Events within AB are shown independently of the pitch sequence", "u1")
    bb2 = (U, P2_B_RETRO, "u1")
    bb3 = (U, P2_B_FEED, "u1")
    bb4 = (U, "Each play has a `playEvents[]` array and you can walk the events sequentially to produce the order exemplified above.", "u1")
    rec(P2_BB41, [bb1], P2_B_RETRO, False, SAME, [], None, author="u1")
    rec(P2_BB41, [bb1, bb2], P2_B_FEED, False, SAME, [], None, author="u1")
    rec(P2_BB41, [bb1, bb2, bb3], bb4[1], True, "pronoun", ["the order exemplified above"], "Each play in the raw MLB data feed has a `playEvents[]` array, and walking its events sequentially produces Retrosheet's order of balls and strikes intermingled with events such as stolen bases (e.g. `BS 1-2SB BB`).", author="u1")
    rec(P2_BB41, [bb1, bb2, bb3, bb4], "Happy to submit a PR to enable this option under a suitable flag.", True, "pronoun", ["this option"], "I'm happy to submit a PR to benjamincrom/baseball that shows events within an at-bat in pitch-sequence order (Retrosheet style), under a suitable flag.", author="u1")
    lend(P2_BB41, [bb1], P2_B_BASEBALLR, SAME, P2_BBR36)

    bt1 = (U, "Box score missing 1st inning when in extra innings", "u1")
    bt2 = (U, "I noticed the box score in the Astros Braves game is missing the 1st inning.", "u1")
    rec(P2_BT121, [bt1], bt2[1], True, "ellipsis", [], "In BaseballTheater, the box score of the Astros–Braves game is missing the 1st inning.", author="u1")
    rec(P2_BT121, [bt1, bt2], "It went to 10 innings so I assume that's why but I'm not sure.", True, "pronoun", ["It", "that's why"], "The Astros–Braves game went to 10 innings, so I assume that is why BaseballTheater's box score is missing its 1st inning, but I'm not sure.", author="u1")
    lend(P2_BT121, [bt1], P2_B_BOXC, SAME, P2_CHAD3)
    lend(P2_BT121, [bt1, bt2], P2_B_FEED, SAME, P2_BB41)

    pb1 = (U, "Retrosheet data", "u1")
    pb2 = (U, "The package needs a method for parsing retrosheet source data, such as event files.", "u1")
    pb3 = (U, "This requires integration with the pychadwick package https://github.com/bdilday/pychadwick", "u1")
    rec(P2_PYBBDA14, [pb1], pb2[1], True, "ellipsis", ["The package"], "pybbda needs a method for parsing Retrosheet source data, such as event files.", author="u1")
    rec(P2_PYBBDA14, [pb1, pb2], pb3[1], True, "pronoun", ["This"], "Parsing Retrosheet event files in pybbda requires integration with the pychadwick package (https://github.com/bdilday/pychadwick).", author="u1")
    rec(P2_PYBBDA14, [pb1, pb2, pb3], "closed by https://github.com/bdilday/pybbda/pull/28 :tada:", True, "ellipsis", [], "pybbda's issue about parsing Retrosheet data was closed by pull request https://github.com/bdilday/pybbda/pull/28.", author="u1")
    lend(P2_PYBBDA14, [pb1], P2_B_RETRO, SAME, P2_BB41)

    gr1 = (U, "Issues with parse_retrosheet_pbp() files", "u1")
    gr2 = (U, "When I tried to duplicate the script in the beginning of Chapter 5, it seems that the \"all2016.csv\" file has not data in it.", "u1")
    gr3 = (U, "The \"ros2016.csv\" works fine.", "u1")
    gr4 = (U, "I tried this for other years as well (1950 as mentioned in the appendix, and 2018), the \"all1950.csv\" and \"all2018.csv\" have no data in it but the roster files do.", "u1")
    gr5 = (A, "@garyhogaryho What happens if you run `create_csv_file(1950)`?", "u2")
    rec(P2_BBRBOOK2, [gr1], gr2[1], True, "ellipsis", [], "Duplicating the script at the beginning of Chapter 5 of the baseball_R book code, the \"all2016.csv\" file written by parse_retrosheet_pbp() has no data in it.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2], gr3[1], True, "ellipsis", [], "The \"ros2016.csv\" roster file written by baseball_R's parse_retrosheet_pbp() works fine.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3], gr4[1], True, "pronoun", ["this"], "Running baseball_R's parse_retrosheet_pbp() for 1950 and 2018 too, \"all1950.csv\" and \"all2018.csv\" have no data but the roster files do.", author="u1")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3, gr4], gr5[1], True, "ellipsis", [], "What happens if you run baseball_R's `create_csv_file(1950)` when the play-by-play file all1950.csv comes out empty?", author="u2")
    rec(P2_BBRBOOK2, [gr1, gr2, gr3, gr4, gr5], "I suspect this function is breaking and that is why the `all1950.csv` has no data in it.", True, "pronoun", ["this function"], "I suspect baseball_R's `create_csv_file()` is breaking, and that is why `all1950.csv` has no data in it.", author="u2")

    rt1 = (U, "Data consistency...", "u1")
    rt2 = (U, "A (very few) data consistency errors found in the process of parsing through all the regular season event files.", "u1")
    rt3 = (A, "Looks good, I've merged these; many thanks!", "u2")
    rec(P2_RETRO5, [rt1], rt2[1], True, "ellipsis", [], "This pull request fixes a very few data consistency errors found while parsing all of Retrosheet's regular season event files.", author="u1")
    rec(P2_RETRO5, [rt1, rt2], rt3[1], True, "pronoun", ["these"], "The fixes for data consistency errors in Retrosheet's regular season event files look good; I've merged them, many thanks!", author="u2")
    rec(P2_RETRO5, [rt1, rt2, rt3], "Thanks!  I ran ASG and Post through the same systems and no errors found there.", True, "ellipsis", ["the same systems"], "I ran Retrosheet's All-Star game and postseason event files through the same consistency checks and found no errors there.", author="u1")
    lend(P2_RETRO5, [rt1], P2_B_BOXC, SAME, P2_CHAD3)

    pc1 = (U, "Check consistency with `chadwick` CLI tool", "u1")
    pc2 = (U, "In investigating seg faults when an NP is the last event of a game in https://github.com/bdilday/pychadwick/pull/8, I've seen evidence that the python interface provided here for iterating through events is skipping events around `sub` and or `com` and is not consistent with the `chadwick` command line tool.", "u1")
    rec(P2_PYCHAD9, [pc1], pc2[1], True, "pronoun", ["provided here"], "Investigating seg faults when an NP is the last event of a game (pychadwick pull request 8), I've seen evidence that pychadwick's Python interface for iterating through events skips events around `sub` and/or `com` and is not consistent with the `chadwick` command line tool.", author="u1")
    rec(P2_PYCHAD9, [pc1, pc2], "This needs to be clarified and fixed as necessary.", True, "pronoun", ["This"], "pychadwick's event iteration skipping events around `sub`/`com`, unlike the chadwick command line tool, needs to be clarified and fixed as necessary.", author="u1")
    lend(P2_PYCHAD9, [pc1], P2_B_BASEBALLR, SAME, P2_BBR36)

    py1 = (U, "Updating retrosheet.py to work with new chadwickbureau/retrosheet repo", "u1")
    py2 = (U, "Gradually updating retrosheet.py to work with the new organization of Chadwick Bureau's retrosheet repo.", "u1")
    py3 = (U, "As described in the issue (#414), all functions return errors or just simply do not work.", "u1")
    py4 = (U, "Initial commits fix the events and season_game_logs functions.", "u1")
    rec(P2_PYBB415, [py1], py2[1], True, "ellipsis", [], "pybaseball's retrosheet.py is being gradually updated to work with the new organization of Chadwick Bureau's retrosheet repository.", author="u1")
    rec(P2_PYBB415, [py1, py2], py3[1], True, "ellipsis", ["all functions"], "As described in pybaseball issue #414, all of pybaseball's retrosheet.py functions return errors or simply do not work since Chadwick Bureau reorganized its retrosheet repository.", author="u1")
    rec(P2_PYBB415, [py1, py2, py3], py4[1], True, "ellipsis", ["Initial commits"], "The initial commits of the pybaseball retrosheet.py update fix the events and season_game_logs functions.", author="u1")
    rec(P2_PYBB415, [py1, py2, py3, py4], "Thank you!", True, "ellipsis", [], "Thank you for updating pybaseball's retrosheet.py to work with the reorganized Chadwick Bureau retrosheet repository!", author="u2")
    lend(P2_PYBB415, [py1], P2_B_BOXC, SAME, P2_CHAD3)

    # ---- Chinese character stroke order: Hanzi Writer and Make Me a Hanzi ----
    h1 = (U, "Issue with the stroke count for the 艹 radical in traditional characters", "u1")
    h2 = (U, P2_H_SIMP, "u1")
    h3 = (U, P2_H_TRAD, "u1")
    h4 = (U, "The issue is that characters that are the same in both simplified and traditional (such as 花) are always written using three strokes.", "u1")
    h5 = (U, "This is fine for simplified users, but for traditional users this creates an inconsistent experience where some characters have 艹 written with three strokes and others have 艹 written with four strokes.", "u1")
    h6 = (U, "Is there a way to specify that a character should be rendered using the traditional stroke order, i.e. to specify that 花 should be written with 8 strokes instead of 7 strokes?", "u1")
    rec(P2_HW150, [h1], P2_H_SIMP, False, SAME, [], None, author="u1")
    rec(P2_HW150, [h1, h2], P2_H_TRAD, False, SAME, [], None, author="u1")
    rec(P2_HW150, [h1, h2, h3], h4[1], True, "ellipsis", ["The issue"], "In Hanzi Writer, characters that are the same in simplified and traditional Chinese (such as 花) are always written with a three-stroke 艹 radical.", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4], h5[1], True, "pronoun", ["This"], "Hanzi Writer always writing 艹 with three strokes in characters shared by simplified and traditional Chinese is fine for simplified users, but inconsistent for traditional users, who see 艹 with three strokes in some characters and four in others.", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4, h5], h6[1], True, "ellipsis", [], "Is there a way in Hanzi Writer to render a character with the traditional stroke order, e.g. 花 with 8 strokes instead of 7?", author="u1")
    rec(P2_HW150, [h1, h2, h3, h4, h5, h6], "That's a hard one if they both have the same character code.", True, "pronoun", ["That's", "they both"], "Rendering 花 with the traditional stroke order in Hanzi Writer is hard when its simplified and traditional forms have the same character code.", author="u2")

    hw1 = (U, "Stroke order of 翰 is wrong", "u1")
    hw2 = (U, "The stroke order of 翰 is very much wrong, from the 9th stroke onwards it is completely messed up.", "u1")
    hw3 = (A, "oh yeah, that's definitely messed up!", "u2")
    hw4 = (A, "I'll see if I can correct this on the hanzi-writer side, but do you also mind opening up an issue in the makemeahanzi repo too?", "u2")
    rec(P2_HW243, [hw1], hw2[1], True, "ellipsis", [], "Hanzi Writer's stroke order of 翰 is very wrong: from the 9th stroke onwards it is completely messed up.", author="u1")
    rec(P2_HW243, [hw1, hw2], hw3[1], True, "pronoun", ["that's"], "Hanzi Writer's stroke order of 翰 is definitely messed up.", author="u2")
    rec(P2_HW243, [hw1, hw2, hw3], hw4[1], True, "pronoun", ["this"], "I'll see if I can correct the wrong stroke order of 翰 on the hanzi-writer side; could you also open an issue about it in the makemeahanzi repository?", author="u2")
    rec(P2_HW243, [hw1, hw2, hw3, hw4], "Same issue with 肠", True, "ellipsis", ["Same issue"], "Hanzi Writer's stroke order of 肠 is also wrong, like that of 翰.", author="u3")
    lend(P2_HW243, [hw1], P2_H_HEISIMP, SAME, P2_MMH30)
    lend(P2_HW243, [hw1, hw2], P2_H_HEITW, SAME, P2_MMH30)

    hr1 = (U, "Radical data", "u1")
    hr2 = (U, "This PR pulls in radical data from Make Me a Hanzi, so that users can color the radical in a character differently if they wish.", "u1")
    hr3 = (U, "Users can set this color by passing `radicalColor` when creating a `HanziWriter` instance.", "u1")
    hr4 = (A, "Updated an [old stackexchange post](https://chinese.stackexchange.com/questions/14101/stroke-order-database) to reflect fantastic recent developments.", "u2")
    hr5 = (U, "Glad to hear it! Thanks for keeping that post up to date!", "u1")
    hr6 = (U, "This is really cool, but I couldn't figure out how the `radStrokes` were defined (I don't see the corresponding data in makemeahanzi?).", "u3")
    rec(P2_HW37, [hr1], hr2[1], True, "pronoun", ["This PR"], "A Hanzi Writer pull request pulls in radical data from Make Me a Hanzi, so that users can color the radical of a character differently if they wish.", author="u1")
    rec(P2_HW37, [hr1, hr2], hr3[1], True, "pronoun", ["this color"], "Hanzi Writer users can set the radical's color by passing `radicalColor` when creating a `HanziWriter` instance.", author="u1")
    rec(P2_HW37, [hr1, hr2, hr3, hr4], hr5[1], True, "pronoun", ["that post"], "Thanks for keeping the Chinese Stack Exchange post about stroke order databases up to date!", author="u1")
    rec(P2_HW37, [hr1, hr2, hr3, hr4, hr5], hr6[1], True, "pronoun", ["This"], "Hanzi Writer's radical coloring is really cool, but how were its `radStrokes` defined? I don't see the corresponding data in makemeahanzi.", author="u3")
    rec(P2_HW37, [hr1, hr2, hr3, hr4, hr5, hr6], "They come from the dictionary.txt file in make me a hanzi.", True, "pronoun", ["They"], "Hanzi Writer's `radStrokes` come from the dictionary.txt file in Make Me a Hanzi.", author="u1")

    g1 = (U, "Wrong stroke orders for a traditional character", "u1")
    g2 = (U, "The program has an issue when writing 候 (traditional character).", "u1")
    g3 = (U, "It writes the leftmost two strokes, then goes to the righttopmost 2 strokes, then the vertical line, then continues normally.", "u1")
    g4 = (A, "Thanks for the report. It's fixed here, and I'm pulling the fix into Inkstone now.", "u2")
    g5 = (U, "That's awesome thank you! While you're at it I found out today that this character is also drawn weirdly 餃.", "u1")
    g6 = (A, "Are you referring to the way the 食 radical is written with one stroke at the end instead of two?", "u2")
    rec(P2_MMH19, [g1], g2[1], True, "ellipsis", ["The program"], "Make Me a Hanzi has an issue when writing the traditional character 候.", author="u1")
    rec(P2_MMH19, [g1, g2], g3[1], True, "pronoun", ["It"], "Make Me a Hanzi writes 候 with the leftmost two strokes, then the top-right 2 strokes, then the vertical line, then continues normally.", author="u1")
    rec(P2_MMH19, [g1, g2, g3], g4[1], True, "pronoun", ["It's"], "The wrong stroke order of 候 is fixed in Make Me a Hanzi, and the fix is being pulled into Inkstone now.", author="u2")
    rec(P2_MMH19, [g1, g2, g3, g4], g5[1], True, "pronoun", ["That's"], "Thanks for fixing 候 in Make Me a Hanzi! While you're at it: 餃 is also drawn weirdly there.", author="u1")
    rec(P2_MMH19, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", [], "About 餃 being drawn weirdly in Make Me a Hanzi: is it the way the 食 radical is written with one stroke at the end instead of two?", author="u2")
    rec(P2_MMH19, [g1, g2, g3, g4, g5, g6], "That is a bit of an irregularity, but it's part of the open-source Arphic font that Make Me a Hanzi is based off of and I don't have a great way to edit it.", True, "pronoun", ["That"], "The 食 radical of 餃 being written with one stroke at the end instead of two is an irregularity, but it comes from the open-source Arphic font Make Me a Hanzi is based on, which I have no good way to edit.", author="u2")

    k1 = (U, "Stroke order for 黑 radical inconsistent (e.g. 點)", "u1")
    k2 = (U, "It's not clear to me whether the 6th stroke should be the horizontal or vertical one.", "u1")
    k3 = (U, "Need a reference to determine the correct order here which we can then use consistently.", "u1")
    k4 = (A, P2_H_HEISIMP, "u2")
    k5 = (A, P2_H_HEITW, "u2")
    k6 = (A, "Note that several websites write the 6th stroke of 黑 horizontally, even when they consider simplified characters (for instance https://zh.wiktionary.org/zh-hans/%E9%BB%91).", "u2")
    rec(P2_MMH30, [k1], k2[1], True, "ellipsis", ["the 6th stroke"], "In Make Me a Hanzi, it's not clear whether the 6th stroke of the 黑 radical should be the horizontal or the vertical one.", author="u1")
    rec(P2_MMH30, [k1, k2], k3[1], True, "ellipsis", ["the correct order here"], "Make Me a Hanzi needs a reference to determine the correct stroke order of the 黑 radical, which it can then use consistently.", author="u1")
    rec(P2_MMH30, [k1, k2, k3], P2_H_HEISIMP, False, SAME, [], None, author="u2")
    rec(P2_MMH30, [k1, k2, k3, k4], P2_H_HEITW, False, SAME, [], None, author="u2")
    # Names the stroke, the character and an example site in full; "they" points inside the sentence.
    rec(P2_MMH30, [k1, k2, k3, k4, k5], k6[1], False, SELF, [], None, author="u2")
    rec(P2_MMH30, [k1, k2, k3, k4, k5, k6], "I think that wiktionary stroke order entry is just incomplete (so it shows only ROC order).", True, "pronoun", ["that wiktionary stroke order entry"], "I think Wiktionary's stroke order entry for 黑 is just incomplete, so it shows only the ROC (Taiwan) order.", author="u3")

    x1 = (U, "Stroke order error in 兜", "u1")
    x2 = (U, "Pls check it.", "u1")
    x3 = (A, "Seems the correct order in simplified Chinese.", "u2")
    x4 = (A, "But stroke order in Japanese and traditional Chinese (at least in Taiwan) is different: 白 component is drawn first.", "u2")
    x5 = (U, "The data in median.bin is right, but the svg file is wrong", "u1")
    rec(P2_MMH57, [x1], x2[1], True, "pronoun", ["it"], "Please check Make Me a Hanzi's stroke order of 兜.", author="u1")
    rec(P2_MMH57, [x1, x2], x3[1], True, "ellipsis", [], "Make Me a Hanzi's stroke order of 兜 seems correct for simplified Chinese.", author="u2")
    rec(P2_MMH57, [x1, x2, x3], x4[1], True, "ellipsis", ["is different"], "The stroke order of 兜 in Japanese and traditional Chinese (at least in Taiwan) differs from simplified Chinese: the 白 component is drawn first.", author="u2")
    rec(P2_MMH57, [x1, x2, x3, x4], x5[1], True, "ellipsis", [], "For 兜 in Make Me a Hanzi, the stroke data in median.bin is right, but the svg file is wrong.", author="u1")
    rec(P2_MMH57, [x1, x2, x3, x4, x5], "Same problem in 翰", True, "ellipsis", ["Same problem"], "Make Me a Hanzi has the same problem with 翰: the data in median.bin is right but the svg file is wrong.", author="u1")
    lend(P2_MMH57, [x1], P2_H_SIMP, SAME, P2_HW150)

    z1 = (U, "No stroke data for 〇", "u1")
    z2 = (U, "Do we have a source for this sign's stroke order ?", "u1")
    rec(P2_MMH29, [z1], z2[1], True, "pronoun", ["this sign's"], "Is there a source for the stroke order of 〇 (the CJK sign for zero)?", author="u1")
    rec(P2_MMH29, [z1, z2], "Do we accept the Korean way ?", True, "ellipsis", ["the Korean way"], "Would Make Me a Hanzi accept the Korean stroke order for 〇?", author="u1")
    rec(P2_MMH29, [z1, z2, (U, "Do we accept the Korean way ?", "u1")], "Since this character doesn't appear in the Arphic fonts we're not going to support it here.", True, "pronoun", ["this character", "it"], "Since 〇 doesn't appear in the Arphic fonts, Make Me a Hanzi is not going to support its stroke order.", author="u2")
    lend(P2_MMH29, [z1], P2_H_TRAD, SAME, P2_HW150)

    # ---- cocktail measures: ml, cl and oz in recipe apps ----
    sn1 = (U, "Strip measures given in ml and shots from recipes scraped from ohgo.sh", "u1")
    sn2 = (U, P2_C_OHGO, "u1")
    sn3 = (U, "However everywhere else the measures are usually only given in one unit, preferable oz.", "u1")
    rec(P2_SNOACK3, [sn1], P2_C_OHGO, False, SAME, [], None, author="u1")
    rec(P2_SNOACK3, [sn1, sn2], sn3[1], True, "ellipsis", ["everywhere else"], "Everywhere other than ohgo.sh, the cocktail recipes in cocktail-search usually give ingredient measures in only one unit, preferably oz.", author="u1")
    rec(P2_SNOACK3, [sn1, sn2, sn3], "So strip ml and shots from the ingredients from recipes scraped from ohgo.sh, in order to make the ingredients list more consistent and shorter to read.", True, "ellipsis", ["the ingredients list"], "cocktail-search should strip ml and shots from the ingredients of recipes scraped from ohgo.sh, to make its ingredients lists more consistent and shorter to read.", author="u1")
    lend(P2_SNOACK3, [sn1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_SNOACK3, [sn1, sn2], P2_C_SALTRIM, SAME, P2_SALT24)

    fl1 = (U, "Ounce conversion", "u1")
    fl2 = (U, P2_C_IBA, "u1")
    fl3 = (U, "...but using 30 ml == 1 oz may make the numbers prettier. 1.5, 0.5, 0.5.", "u1")
    fl4 = (U, "(this isn’t always the case though, there are some 10, 20, 50, etc ml’s defined, but those don’t look perfect in ounces currently either)", "u1")
    rec(P2_FLAIR14, [fl1], P2_C_IBA, False, SAME, [], None, author="u1")
    rec(P2_FLAIR14, [fl1, fl2], fl3[1], True, "ellipsis", [], "Using 30 ml == 1 oz in flair's ounce conversion may make the numbers of IBA recipes prettier: the Aviation would become 1.5, 0.5, 0.5 oz.", author="u1")
    rec(P2_FLAIR14, [fl1, fl2, fl3], fl4[1], True, "pronoun", ["this"], "IBA recipes don't always use 15 and 30 ml increments: some define 10, 20, 50 ml etc., which don't look perfect in ounces in flair either.", author="u1")
    rec(P2_FLAIR14, [fl1, fl2, fl3, fl4], "Now using 30ml == 1oz", True, "ellipsis", [], "flair's ounce conversion now uses 30 ml == 1 oz.", author="u2")
    lend(P2_FLAIR14, [fl1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_FLAIR14, [fl1], P2_C_OHGO, SAME, P2_SNOACK3)

    sr1 = (U, "Default Measurement Units", "u1")
    sr2 = (U, "While viewing a cocktail, three different units of measurement are provided for the spec.", "u1")
    sr3 = (U, P2_C_SALTRIM, "u1")
    sr4 = (U, "Can there be a way to configure what the default unit of measurement is?", "u1")
    sr5 = (U, "Or possibly a way for Salt Rim to remember your measurement unit selection.", "u1")
    sr6 = (U, "I would like to view Cocktail specifications in \"oz\"", "u1")
    rec(P2_SALT24, [sr1], sr2[1], True, "ellipsis", [], "While viewing a cocktail in Salt Rim, three different units of measurement are provided for the spec.", author="u1")
    rec(P2_SALT24, [sr1, sr2], P2_C_SALTRIM, False, SAME, [], None, author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3], sr4[1], True, "ellipsis", [], "Can Salt Rim offer a way to configure the default unit of measurement of cocktail specs?", author="u1")
    # Names Salt Rim and the wished behaviour in full; "Or" alone does not make it depend on the thread (rule 1).
    rec(P2_SALT24, [sr1, sr2, sr3, sr4], sr5[1], False, "trap_other", [], None, author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3, sr4, sr5], sr6[1], True, "ellipsis", [], "I would like to view cocktail specifications in Salt Rim in \"oz\" by default.", author="u1")
    rec(P2_SALT24, [sr1, sr2, sr3, sr4, sr5, sr6], "In v0.6.0, selected measurement unit will be remembered.", True, "ellipsis", [], "In Salt Rim v0.6.0, the selected measurement unit for cocktail specs will be remembered.", author="u2")

    s61 = (U, "[Feature Request] Default Ingredient Units and Quantity", "u1")
    s62 = (U, "While creating a Cocktail, Press Add Ingredient. Menu  defaults to \"ml\" units and \"30\" as quantity for an ingredient entry.", "u1")
    rec(P2_SALT60, [s61], s62[1], True, "ellipsis", [], "While creating a cocktail in Salt Rim, the Add Ingredient menu defaults to \"ml\" units and \"30\" as the quantity of an ingredient entry.", author="u1")
    rec(P2_SALT60, [s61, s62], "Can you allow these defaults to be changed to something like \"oz\" units and \"1\" quantity?", True, "pronoun", ["these defaults"], "Can Salt Rim allow the Add Ingredient defaults (\"ml\" units, quantity 30) to be changed to something like \"oz\" units and quantity 1?", author="u1")
    lend(P2_SALT60, [s61], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_SALT60, [s61, s62], P2_C_OHGO, SAME, P2_SNOACK3)

    cb1 = (U, "Change UOMs and db documentation", "u1")
    cb2 = (U, "I started to make a project like this then I found yours and stopped mine because yours is way better!", "u1")
    cb3 = (U, P2_C_US, "u1")
    cb4 = (U, "Is there a main measure meant spot where we could add an extra function that switches from ml to oz?", "u1")
    rec(P2_CBERRY24, [cb1], cb2[1], True, "pronoun", ["a project like this", "yours"], "I started to make a cocktail machine project like CocktailBerry, then found CocktailBerry and stopped mine because CocktailBerry is way better.", author="u1")
    rec(P2_CBERRY24, [cb1, cb2], P2_C_US, False, SELF, [], None, author="u1")
    rec(P2_CBERRY24, [cb1, cb2, cb3], cb4[1], True, "ellipsis", [], "Is there a main measurement spot in CocktailBerry where a function switching its units from ml to oz could be added?", author="u1")
    rec(P2_CBERRY24, [cb1, cb2, cb3, cb4], "Currently, there is no model of the DB.", True, "ellipsis", ["the DB"], "Currently, there is no model of CocktailBerry's database.", author="u2")
    lend(P2_CBERRY24, [cb1], P2_C_IBA, SAME, P2_FLAIR14)

    cm1 = (U, "bug: Conalco imports as ML not as CL", "u1")
    cm2 = (U, "When importing an ingredient from conalco the amount is in ml not in cl", "u1")
    rec(P2_CMGR335, [cm1], cm2[1], True, "ellipsis", [], "When importing an ingredient from Conalco into Cocktail-Manager, the amount is in ml, not in cl.", author="u1")
    rec(P2_CMGR335, [cm1, cm2], "As CL", True, "ellipsis", [], "Cocktail-Manager's Conalco import should give ingredient amounts in cl.", author="u1")
    lend(P2_CMGR335, [cm1], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_CMGR335, [cm1, cm2], P2_C_SALTRIM, SAME, P2_SALT24)

    # ---- home wine cellars: vintages, open bottles and drinking windows ----
    wv1 = (U, "Vintage is currently required but e.g. sparkling wine has a mixed vintage / no vintage", "u1")
    rec(P2_WC22, [wv1], "The vintage probably should be optional", True, "ellipsis", ["The vintage"], "In wine-cellar, a wine's vintage probably should be optional, since sparkling wine, for example, has a mixed vintage or none.", author="u1")
    lend(P2_WC22, [wv1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    wo1 = (U, "feat: add option to mark bottle as opened", "u1")
    rec(P2_WC973, [wo1], "Allows to leave a note for what occasion the bottle was opened and get a reminder to drink an open bottle if it wasn't finished immediately.", True, "ellipsis", [], "wine-cellar's option to mark a bottle as opened lets users note the occasion it was opened for and get a reminder to drink an open bottle that wasn't finished immediately.", author="u1")
    lend(P2_WC973, [wo1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    co1 = (U, "feat: open-bottle tracking (Coravin / preservation)", "u1")
    co2 = (U, "A bottle can now be **open** — partially drunk, still active, still in its rack slot (the Coravin use case: the cork never comes out and the bottle goes back in the rack).", "u1")
    co3 = (U, "Coravin ~90 days · inert gas ~7 · vacuum ~4 · sparkling stopper / recorked ~2.", "u1")
    rec(P2_CELL666, [co1], co2[1], True, "ellipsis", [], "In Cellarion, a bottle can now be marked open: partially drunk, still active and still in its rack slot (the Coravin case: the cork never comes out and the bottle goes back in the rack).", author="u1")
    rec(P2_CELL666, [co1, co2], co3[1], True, "ellipsis", [], "Cellarion's freshness windows for open bottles, per preservation method: Coravin about 90 days, inert gas about 7, vacuum about 4, sparkling stopper or recorked about 2.", author="u1")
    rec(P2_CELL666, [co1, co2, co3], "Deadline = openedAt + window; drives the ok/soon/past coloring everywhere.", True, "ellipsis", ["window"], "In Cellarion, an open bottle's drink-by deadline is openedAt plus its preservation method's freshness window, and it drives the ok/soon/past coloring everywhere.", author="u1")

    nv1 = (U, "Include NV bottles in the somm maturity queue", "u1")
    nv2 = (U, "NV (non-vintage) bottles weren't auto-creating a `WineVintageProfile`, so they never showed up in the somm maturity queue.", "u1")
    rec(P2_CELL348, [nv1], nv2[1], True, "ellipsis", [], "In Cellarion, NV (non-vintage) bottles weren't auto-creating a `WineVintageProfile`, so they never showed up in the sommelier maturity queue.", author="u1")
    rec(P2_CELL348, [nv1, nv2], "Now they do — somms can attach drinking notes (`sommNotes`) to non-vintage wines like Champagne, Mumm Cordon Rouge, etc.", True, "pronoun", ["they"], "NV bottles now show up in Cellarion's sommelier maturity queue, so sommeliers can attach drinking notes (`sommNotes`) to non-vintage wines like Champagne or Mumm Cordon Rouge.", author="u1")

    nw1 = (U, "feat(maturity): per-bottle recalculated drink window for NV wines", "u1")
    rec(P2_CELL496, [nw1], "NV wines share one profile with no vintage to anchor absolute years to, so a window set today was wrong for the same wine added later (why NV maturity was hidden).", True, "ellipsis", [], "In Cellarion, NV wines share one maturity profile with no vintage to anchor absolute years to, so a drink window set today was wrong for the same wine added later (which is why NV maturity was hidden).", author="u1")

    tw1 = (U, "Tasted", "u1")
    rec(P2_WGW77, [tw1], "Bottle that have been tasted, and sadly is gone now", True, "ellipsis", [], "winecellar-webapp's 'Tasted' model: a bottle that has been tasted and is sadly gone now.", author="u1")
    lend(P2_WGW77, [tw1], P2_W_YOUTHFUL, SAME, P2_CELL1347)

    # ---- natural-history collections: specimens, identifications and taxonomy sources ----
    a1 = (U, "Code Table Request - new taxonomy source = Arctos Insects", "u1")
    a2 = (U, "**Goal**\nEnsure insects using identification of Acanthocephala get an appropriate classification", "u1")
    a3 = (U, "**Proposed Definition**\nA source for classifications of taxa within the class Insecta", "u1")
    a4 = (A, "I still don't like the garbage can classifications.", "u2")
    a5 = (U, "It's less-garbagy than Arctos and will let us have classifications appropriate for the stuff in ASNHC:Ento and NMMNH:Ento.", "u1")
    a6 = (U, P2_S_CURATE, "u1")
    rec(P2_ARCTOS4669, [a1], a2[1], True, "ellipsis", [], "Goal of the Arctos code table request for a new 'Arctos Insects' taxonomy source: ensure that insects identified using Acanthocephala get an appropriate classification.", author="u1")
    rec(P2_ARCTOS4669, [a1, a2], a3[1], True, "ellipsis", [], "Proposed definition of Arctos's new 'Arctos Insects' taxonomy source: a source for classifications of taxa within the class Insecta.", author="u1")
    rec(P2_ARCTOS4669, [a1, a2, a3], a4[1], True, "ellipsis", ["the garbage can classifications"], "I still don't like Arctos's garbage-can classifications, such as the proposed 'Arctos Insects' taxonomy source.", author="u2")
    rec(P2_ARCTOS4669, [a1, a2, a3, a4], a5[1], True, "pronoun", ["It's"], "The proposed 'Arctos Insects' taxonomy source is less garbage-like than the 'Arctos' source and will allow classifications appropriate for the ASNHC:Ento and NMMNH:Ento collections.", author="u1")
    # "that" points back inside the sentence, at curating an insect classification.
    rec(P2_ARCTOS4669, [a1, a2, a3, a4, a5], P2_S_CURATE, False, SELF, [], None, author="u1")
    rec(P2_ARCTOS4669, [a1, a2, a3, a4, a5, a6], "I am ok with baby steps and setting up an insect classification.", True, "ellipsis", ["baby steps"], "I am OK with the baby step of adding an 'Arctos Insects' taxonomy source and setting up an insect classification in Arctos.", author="u3")

    n1 = (U, "nature of ID", "u1")
    n2 = (U, P2_S_CTNATURE, "u1")
    n3 = (U, "Ideally I think we should say something about the evidence used for the ID, but that doesn't seem possible.", "u1")
    rec(P2_ARCTOS2170, [n1], P2_S_CTNATURE, False, SAME, [], None, author="u1")
    rec(P2_ARCTOS2170, [n1, n2], n3[1], True, "ellipsis", ["the ID"], "Ideally, Arctos's nature-of-ID code table should say something about the evidence used for an identification, but that doesn't seem possible.", author="u1")
    rec(P2_ARCTOS2170, [n1, n2, n3], "Minimally we can not say the same thing a bunch of different ways?", True, "ellipsis", ["the same thing"], "Can Arctos's nature-of-ID code table at least stop saying the same thing a bunch of different ways?", author="u1")
    lend(P2_ARCTOS2170, [n1], P2_S_VEUPATH, SELF, P2_OBI1217)

    an1 = (U, "Random questions to AntCat editors/users", "u1")
    an2 = (A, "For: http://www.antweb.org/specimen.do?name=casent0103382\n\nIt refers to 3 specimens \"1aQ, 1dQ, 1m\" that are all on the same pin:   one\nis a male, another is a queen with wings still attached(aQ) and another\nthat lacks wings (dQ).", "u2")
    rec(P2_ANTCAT128, [an1], an2[1], True, "pronoun", ["It"], "The life stage \"1aQ, 1dQ, 1m\" of AntWeb specimen casent0103382 refers to 3 specimens on the same pin: a male, a queen with wings still attached (aQ) and a queen without wings (dQ).", author="u2")
    rec(P2_ANTCAT128, [an1, an2], "a = alate\nd = dealate", True, "ellipsis", [], "In AntWeb's life-stage codes such as \"1aQ, 1dQ\", a = alate (winged) and d = dealate (wings shed).", author="u2")
    lend(P2_ANTCAT128, [an1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_ANTCAT128, [an1], P2_S_VEUPATH, SELF, P2_OBI1217)

    o1 = (U, "NTRs for arthropod specimen collection", "u1")
    o2 = (U, P2_S_VEUPATH, "u1")
    o3 = (U, "They can also be viewed in our latest release.", "u1")
    rec(P2_OBI1217, [o1], P2_S_VEUPATH, False, SELF, [], None, author="u1")
    rec(P2_OBI1217, [o1, o2], o3[1], True, "pronoun", ["They"], "The VEuPath team's proposed OBI terms for capturing insects and other arthropods can also be viewed in VEuPath's latest release.", author="u1")
    rec(P2_OBI1217, [o1, o2, o3], "We classify each term as a descendant of either 'device' or 'planned process'.", True, "ellipsis", ["each term"], "The VEuPath team classifies each of its proposed OBI terms for arthropod specimen collection as a descendant of either 'device' or 'planned process'.", author="u1")
    lend(P2_OBI1217, [o1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_OBI1217, [o1], P2_S_CURATE, SELF, P2_ARCTOS4669)

    nf1 = (U, "[Herbarium transcriber] Field descriptions not OK", "u1")
    nf2 = (U, "For example, it says Collection Date is \"A date in the third line\", when the only date in the sample is in the right bottom corner.", "u1")
    rec(P2_NFN94, [nf1], nf2[1], True, "pronoun", ["it"], "For example, the Notes from Nature herbarium transcriber's field description says Collection Date is \"A date in the third line\", when the only date in the sample is in the bottom right corner.", author="u1")
    rec(P2_NFN94, [nf1, nf2], "Have we adapted these descriptions to each collection & field?", True, "pronoun", ["these descriptions"], "Have the Notes from Nature herbarium transcriber's field descriptions been adapted to each collection and field?", author="u1")
    lend(P2_NFN94, [nf1], P2_S_VEUPATH, SELF, P2_OBI1217)
    lend(P2_NFN94, [nf1], P2_S_CURATE, SELF, P2_ARCTOS4669)

    dh1 = (U, "Herbarium grid export to CSV should have the listed columns", "u1")
    rec(P2_DRYHERB28, [dh1], "Family, Genus, Collection No., Qty, Place, Date Collected", True, "ellipsis", [], "dryherbarium's herbarium grid CSV export should have the columns Family, Genus, Collection No., Qty, Place and Date Collected.", author="u1")
    lend(P2_DRYHERB28, [dh1], P2_S_CTNATURE, SAME, P2_ARCTOS2170)
    lend(P2_DRYHERB28, [dh1], P2_S_VEUPATH, SELF, P2_OBI1217)

    # ---- woodworking cut lists: panels, joinery and sheet stock from CAD models ----
    tr1 = (U, "Incomplete Results in toCut?", "u1")
    tr2 = (U, "Neither side piece is included in the cut list.", "u1")
    tr3 = (U, "My expectation is that they would be included, and the max dimension (4-1/2\" in this case) would be one dimension and 3-1/2\" would be the other.", "u1")
    tr4 = (U, "Is this a limitation of the macro or is there something I'm doing wrong?", "u1")
    tr5 = (A, P2_K_FREECAD, "u2")
    rec(P2_DPW76, [tr1], tr2[1], True, "ellipsis", ["the cut list"], "Neither side piece of my simple box is included in the Woodworking workbench's toCut cut list.", author="u1")
    rec(P2_DPW76, [tr1, tr2], tr3[1], True, "pronoun", ["they"], "I expect my box's side pieces to be included in the Woodworking workbench's cut list, with the max dimension (4-1/2\") as one dimension and 3-1/2\" as the other.", author="u1")
    rec(P2_DPW76, [tr1, tr2, tr3], tr4[1], True, "pronoun", ["this"], "Is the Woodworking workbench's toCut cut list leaving out my box's side pieces a limitation of the macro, or am I doing something wrong?", author="u1")
    rec(P2_DPW76, [tr1, tr2, tr3, tr4], P2_K_FREECAD, False, SAME, [], None, author="u2")
    rec(P2_DPW76, [tr1, tr2, tr3, tr4, tr5], "I am going to create tutorial about cut-list, I have already recorded some scenes but I plan maybe to explain little better all cut-lists types, so probably this will not be available Today, I hope I will do it to the end of this week.", True, "ellipsis", ["cut-list"], "I am going to create a tutorial about the Woodworking workbench's cut-list types; it will probably not be available today, hopefully by the end of this week.", author="u2")

    hx1 = (U, "Is there a way to include joinery in the cut list?", "u1")
    hx2 = (U, P2_K_CABINET, "u1")
    hx3 = (U, "My problem is that the `Top rail pad` (the result of `panel2pad`, the `Top right haunch`, and the `Top right tenon` are each listed separately in the cut list, as if they are three separate pieces:", "u1")
    rec(P2_DPW109, [hx1], P2_K_CABINET, False, SAME, [], None, author="u1")
    rec(P2_DPW109, [hx1, hx2], hx3[1], True, "ellipsis", ["the cut list"], "In the Woodworking workbench's cut list, my cabinet door's `Top rail pad` (from `panel2pad`), `Top right haunch` and `Top right tenon` are listed separately, as if they were three separate pieces.", author="u1")
    rec(P2_DPW109, [hx1, hx2, hx3], "What I'd like is for there to be a single entry in the cut list which included the overall dimensions of the `Top Rail Body` PartDesign Body.", True, "ellipsis", ["the cut list"], "I'd like the Woodworking workbench's cut list to have a single entry with the overall dimensions of the `Top Rail Body` PartDesign Body, its joinery included.", author="u1")
    lend(P2_DPW109, [hx1], P2_K_SHOP, SAME, P2_NAPKIN9)

    sh1 = (U, "Cut part nesting and the CAM workbench", "u1")
    sh2 = (U, P2_K_CAM, "u1")
    sh3 = (U, "With your cutlist work you are awfully close to being able to nest parts into sheet of material.", "u1")
    rec(P2_DPW59, [sh1], P2_K_CAM, False, SAME, [], None, author="u1")
    rec(P2_DPW59, [sh1, sh2], sh3[1], True, "pronoun", ["your cutlist work"], "With the Woodworking workbench's cut-list work, its author is awfully close to being able to nest parts into a sheet of material.", author="u1")
    rec(P2_DPW59, [sh1, sh2, sh3], "Have you done this already, and I have just missed it?", True, "pronoun", ["this", "it"], "Has the Woodworking workbench already implemented nesting cut parts into a sheet of material?", author="u1")
    lend(P2_DPW59, [sh1], P2_K_DODO, SAME, P2_DODO25)

    ak1 = (U, "If you cut a panel, it won't show up in the cut list without the base panel being shown", "u1")
    ak2 = (U, "Love the workbench! Makes my life much easier.", "u1")
    ak3 = (U, "If you use the cut list with the visible objects option turned on so only visible objects show in the cut list, cut objects don't show up in the cut list if the base panel isn't visible.", "u1")
    rec(P2_DPW14, [ak1], ak2[1], True, "ellipsis", ["the workbench"], "I love the Woodworking workbench for FreeCAD; it makes my life much easier.", author="u1")
    rec(P2_DPW14, [ak1, ak2], ak3[1], True, "ellipsis", ["the cut list"], "With the Woodworking workbench's cut list set to show only visible objects, cut objects don't show up in it if their base panel isn't visible.", author="u1")
    rec(P2_DPW14, [ak1, ak2, ak3], "If you use Cut in the FreeCAD way you should rather use **Parent + Base**.", True, "ellipsis", [], "If you cut panels the FreeCAD way, the Woodworking workbench's cut list should use the **Parent + Base** visibility option rather than visible objects only.", author="u2")
    lend(P2_DPW14, [ak1], P2_K_DODO, SAME, P2_DODO25)

    dd1 = (U, "Add Cut List Function", "u1")
    dd2 = (U, P2_K_DODO, "u1")
    dd3 = (U, "So i created a Function \"Create Cut List\".", "u1")
    dd4 = (U, "The cut Width will be added to each piece to account for the saw thickness.", "u1")
    rec(P2_DODO25, [dd1], P2_K_DODO, False, SAME, [], None, author="u1")
    rec(P2_DODO25, [dd1, dd2], dd3[1], True, "ellipsis", [], "So I created a \"Create Cut List\" function for the Dodo workbench.", author="u1")
    rec(P2_DODO25, [dd1, dd2, dd3], dd4[1], True, "ellipsis", ["The cut Width"], "The Dodo workbench's \"Create Cut List\" function adds the cut width to each piece to account for the saw thickness.", author="u1")
    rec(P2_DODO25, [dd1, dd2, dd3, dd4], "Hi, we merged this PR at EdgarJRobles's fork: 01fba486e03a", True, "pronoun", ["this PR"], "The Dodo workbench pull request adding a \"Create Cut List\" function was merged into EdgarJRobles's fork as 01fba486e03a.", author="u2")
    lend(P2_DODO25, [dd1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_DODO25, [dd1], P2_K_SHOP, SAME, P2_NAPKIN9)

    vw1 = (U, "Create cut list for being used with cutlistoptimizer.com", "u1")
    vw2 = (U, "This approach was described on https://wayofwood.com/woodworking-cutlist-in-freecad/, but exists only as patches.", "u1")
    vw3 = (U, "Note: The exported spreadsheet is delimited by tabs, however, CutList Optimizer expects commas instead to import the file accordingly.", "u1")
    rec(P2_A2P632, [vw1], vw2[1], True, "pronoun", ["This approach"], "Creating an A2plus cut list for cutlistoptimizer.com was described on https://wayofwood.com/woodworking-cutlist-in-freecad/, but existed only as patches.", author="u1")
    rec(P2_A2P632, [vw1, vw2], vw3[1], True, "ellipsis", ["The exported spreadsheet"], "Note: A2plus's exported cut-list spreadsheet is tab-delimited, but CutList Optimizer expects commas to import the file.", author="u1")
    rec(P2_A2P632, [vw1, vw2, vw3], "Thank you for the PR. I merged it as it seems to be useful for woodworkers.", True, "pronoun", ["the PR", "it"], "Thank you for the A2plus pull request creating a cut list for cutlistoptimizer.com; I merged it as it seems useful for woodworkers.", author="u2")
    lend(P2_A2P632, [vw1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_A2P632, [vw1, vw2], P2_K_SHOP, SAME, P2_NAPKIN9)

    np1 = (U, "Furniture: materials list and material takeoff", "u1")
    np2 = (U, "DESIGN.md §5.2. Distinct from the cut list: the raw stock to buy.", "u1")
    rec(P2_NAPKIN9, [np1], np2[1], True, "ellipsis", [], "napkin's furniture materials list (DESIGN.md §5.2), distinct from the cut list, is the raw stock to buy.", author="u1")
    rec(P2_NAPKIN9, [np1, np2], P2_K_SHOP, False, SAME, [], None, author="u1")
    lend(P2_NAPKIN9, [np1], P2_K_FREECAD, SAME, P2_DPW76)
    lend(P2_NAPKIN9, [np1], P2_K_DODO, SAME, P2_DODO25)
    lend(P2_NAPKIN9, [np1, np2], P2_K_CAM, SAME, P2_DPW59)

    # ---- further lends (each bank sentence at most 4 times, within its area, never into its own repository) ----
    lend(P2_FLATF40, [ff1, ff2], P2_O_KAWASAKI, SAME, P2_ORIPA203)
    lend(P2_ORIPA260, [ou1], P2_O_ORIHIME, SELF, P2_ORIEDITA206)
    lend(P2_ORIPA260, [ou1, ou2], P2_O_BPEXPORT, SAME, P2_BPS67)
    lend(P2_WH143, [c1], P2_R_TENOR, SAME, P2_MUSIC1)
    lend(P2_MLB106, [ml1], P2_B_RETRO, SAME, P2_BB41)
    lend(P2_PYCHAD9, [pc1, pc2], P2_B_FEED, SAME, P2_BB41)
    lend(P2_RETRO5, [rt1, rt2], P2_B_BASEBALLR, SAME, P2_BBR36)
    lend(P2_BBRBOOK2, [gr1], P2_B_BOXC, SAME, P2_CHAD3)
    lend(P2_MMH29, [z1, z2], P2_H_SIMP, SAME, P2_HW150)
    lend(P2_HW37, [hr1], P2_H_HEISIMP, SAME, P2_MMH30)
    lend(P2_SALT60, [s61], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_CMGR335, [cm1], P2_C_US, SELF, P2_CBERRY24)
    lend(P2_CBERRY24, [cb1, cb2], P2_C_SALTRIM, SAME, P2_SALT24)
    lend(P2_SNOACK3, [sn1], P2_C_IBA, SAME, P2_FLAIR14)
    lend(P2_ANTCAT128, [an1, an2], P2_S_CURATE, SELF, P2_ARCTOS4669)
    lend(P2_DRYHERB28, [dh1], P2_S_CURATE, SELF, P2_ARCTOS4669)
    lend(P2_A2P632, [vw1], P2_K_CABINET, SAME, P2_DPW109)
    lend(P2_NAPKIN9, [np1, np2], P2_K_CABINET, SAME, P2_DPW109)
