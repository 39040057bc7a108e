"""df16 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- line endings (CRLF / LF) ----
NOTEPADS = GH + "0x7c13/Notepads/issues/37"
CHROMAFILER = GH + "vanjac/chromafiler/issues/163"
TILDE = GH + "gphalkes/tilde/issues/110"
CAPSTD = GH + "bytecodealliance/cap-std/pull/42"
OKFDE = GH + "okfde/2013.archiv.codefor.de/pull/639"
OROINC = GH + "oroinc/documentation/pull/46"
# ---- indentation detection (tabs or spaces) ----
NPP10079 = GH + "notepad-plus-plus/notepad-plus-plus/issues/10079"
NPP13860 = GH + "notepad-plus-plus/notepad-plus-plus/issues/13860"
SUBETHA = GH + "subethaedit/SubEthaEdit/issues/107"
CROFT = GH + "vitali87/croft/pull/220"
FLASHDEV = GH + "fdorg/flashdevelop/issues/1282"
NOTEPAD4 = GH + "zufuliu/notepad4/issues/311"
# ---- shortcuts on non-QWERTY keyboard layouts ----
FROMSCRATCH = GH + "Kilian/fromscratch/issues/45"
GROOVEBASIN = GH + "andrewrk/groovebasin/issues/388"
OPENRCT2 = GH + "OpenRCT2/OpenRCT2/issues/3177"
BUGN = GH + "fuhsjr00/bug.n/issues/296"
ANGHOTKEYS = GH + "chieffancypants/angular-hotkeys/issues/281"
ZEDAPP = GH + "zedapp/zed/issues/201"
SWITCH = GH + "Sanyam-G/switch/issues/149"
SURFINGKEYS = GH + "brookhong/Surfingkeys/issues/1"
YOMIKIRU = GH + "mienaiyami/yomikiru/issues/394"
# ---- trailing whitespace and the final newline ----
MARKER = GH + "fabiocolacio/Marker/issues/223"
VIMBW = GH + "ntpeters/vim-better-whitespace/pull/122"
# ---- line numbers in the gutter ----
BASALT = GH + "erikjuhani/basalt/pull/656"
TENX600 = GH + "slynch8/10x/issues/600"
MAGUS = GH + "MarioRicalde/magus/issues/21"
SHOIN = GH + "nol00p/Shoin/pull/18"
MINGA = GH + "jsmestad/minga/issues/6"
BISCUIT = GH + "tomlin7/biscuit/issues/417"
# ---- 24-hour clock ----
NEWDLE = GH + "indico/newdle/issues/195"
TIDBYT = GH + "tidbyt/community/pull/523"
LOCALISETIME = GH + "QOAL/localisetime/issues/28"
DAEDALOS = GH + "DustinBrett/daedalOS/issues/637"
AMAZINGTP = GH + "owsolutions/amazing-time-picker/issues/65"
TIMECOP = GH + "hamaluik/timecop/issues/158"
PERIODPICKER = GH + "xdan/periodpicker/issues/54"
REACTDP = GH + "Hacker0x01/react-datepicker/issues/2424"
DAYLIGHT = GH + "jbreckmckye/daylight/issues/6"
# ---- first day of the week ----
BYCAL121 = GH + "Paul-DS/bootstrap-year-calendar/issues/121"
BYCAL201 = GH + "Paul-DS/bootstrap-year-calendar/issues/201"
PGCAL = GH + "KennethanCeyer/pg-calendar/issues/26"
RICAL = GH + "clauderic/react-infinite-calendar/issues/22"
METROUI = GH + "olton/metroui/issues/1350"
BUDGIECAL = GH + "danielpinto8zz6/budgie-calendar-applet/issues/13"
NAIVETAB = GH + "GXFG/newtab-naivetab/issues/21"
BSCAL = GH + "Serhioromano/bootstrap-calendar/issues/197"
CALJS = GH + "igor-ribeiro/calendar-js/pull/19"
KIZCAL = GH + "kizitonwose/Calendar/issues/52"
WXCAL = GH + "lspriv/wx-calendar/issues/12"
# ---- encodings (ANSI code pages) ----
CHARDET = GH + "chardet/chardet/issues/93"
NPP888 = GH + "notepad-plus-plus/notepad-plus-plus/issues/888"
# ---- more: CRLF in git diffs, match case in find & replace, the cursor line ----
KLINKER = GH + "klinker24/Android-TextView-LinkBuilder/pull/8"
SPOONKNIFE = GH + "octocat/Spoon-Knife/pull/5027"
GITU = GH + "altsem/gitu/issues/162"
GFW = GH + "git-for-windows/git/issues/4530"
PIOUTPOST = GH + "laurentftech/pi-outpost/pull/105"
JSDIFF = GH + "kpdecker/jsdiff/issues/98"
GUISLICE = GH + "ImpulseAdventure/GUIslice/pull/36"
GTOOLKIT = GH + "feenkcom/gtoolkit/issues/2596"
SKETCHFR = GH + "chriswetterman/sketch-find-and-replace-text/issues/5"
FOCUS = GH + "focus-editor/focus/pull/47"
DATACURATOR = GH + "qcif/data-curator/issues/705"
ICECODER = GH + "icecoder/ICEcoder/issues/905"
HYPERAUDIO = GH + "hyperaudio/hyperaudio-lite-editor/issues/397"
XNEDIT = GH + "unixwork/xnedit/issues/137"
NIGHTOWL = GH + "haishanh/night-owl.vim/issues/16"
KAKOUNE = GH + "mawww/kakoune/issues/38"
VIMFILER = GH + "Shougo/vimfiler.vim/issues/159"
RELNUM = GH + "brianschmitt/relativenumber/pull/6"
LILLY = GH + "tauraamui/lilly/issues/436"

# ---- second round: ISO week numbers, what CRLF is, the final newline, tabs-or-spaces debates ----
ANALOGCLOCK = GH + "tomasrudh/analogclock/issues/10"
CARETTAB = GH + "bluecaret/carettab/issues/309"
DATEFNS = GH + "date-fns/date-fns/pull/4223"
DATEUTIL1529 = GH + "dateutil/dateutil/pull/1529"
DATEUTIL1236 = GH + "dateutil/dateutil/issues/1236"
THREETEN = GH + "ThreeTen/threetenbp/issues/8"
BRYNTUM = GH + "bryntum/support/issues/12098"
PERIODIC = GH + "liamcain/obsidian-periodic-notes/issues/257"
IUAP = GH + "iuap-design/blog/issues/380"
CLYDE = GH + "clydeqin7/onedaypassed/issues/3"
LDPL = GH + "Lartu/ldpl/issues/101"
IRCNET = GH + "ircnet/ircd/pull/44"
VIDEOLIST = GH + "1c7/VideoList/issues/62"
ISLISHUDE = GH + "islishude/blog/issues/71"
AZLE = GH + "demergent-labs/azle/pull/489"
GITMOJI = GH + "carloscuesta/gitmoji-cli/pull/89"
GRADCAM = GH + "jacobgil/pytorch-grad-cam/pull/55"
VAULTWARDEN = GH + "dani-garcia/vaultwarden/pull/3365"
MINTLAYER = GH + "mintlayer/mintlayer-core/pull/1286"
CHEATSHEETS = GH + "ChristianLempa/cheat-sheets/pull/129"
GORM = GH + "go-gorm/gorm.io/pull/133"
YI = GH + "yi-editor/yi/issues/1104"
BEVRY = GH + "bevry-archive/staticsitegenerators-website/issues/2"
MEANJS = GH + "meanjs/generator-meanjs/issues/60"
COFFEESG = GH + "polarmobile/coffeescript-style-guide/issues/9"
CUMULUS = GH + "cumulusmx/CumulusMX/pull/50"
CONCRETE = GH + "concretecms/concretecms/issues/92"
MINETEST = GH + "Minetest-JMA-group/jma-capturetheflag/issues/117"
PROJECTQ = GH + "ProjectQ-Framework/ProjectQ/issues/12"
KITODO = GH + "kitodo/kitodo-production/issues/377"
EXTRACTXISO = GH + "XboxDev/extract-xiso/issues/27"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df16 threads, each placed after at most two other df16 histories ----
# Name their subject, or ask nothing of any project (traps wherever they go):
T_ONELINE = "Turns out there is no line ending to check at all if your file has only one line:)"
T_GITLF = "The Git repository should only contain *nix style line endings (line feed `LF`)."
T_GITCONVERT = "In order to support Windows machines Git can be configured to automatically convert the line endings of every file at checkout time."
T_GITOBJ = "git will convert all the `\\r\\n` to `\\n` when writing back to object directory."
T_NPPTABSET = "Notepad++ has a setting to tell if tabs should be replaced by spaces (and if so, by how many)."
T_MAKEFILE = "in `Makefile`s, you should use tabs"
T_CROFT = "VS Code's `editor.detectIndentation` for croft: opening a text file now detects its indentation from the content itself."
T_SCITE = "SciTE has a 50 lines detection method (`SciTEBase::DiscoverIndentSetting()` in SciTEIO.cxx)"
T_FROMSCRATCH = "Are you using the latest version of FromScratch?"
T_AZERTYSLASH = "The \"/\" on an \"AZERTY\" keyboard is SHIFT+\":\""
T_LINESESSENTIAL = "Line numbers are essential for code editing — error messages reference line numbers, pair programming involves \"look at line 42\", and relative numbers make Vim motions intuitive."
T_ATOMCASE = "Atom has a 'match case' button which I think works well - see below."
T_0830 = "08:30 is 8:30 AM and 20:30 is 8:30 PM"
T_TIMECOP = "Currently: Time Cop seems to be using both 24 hour and 12 hour at the same time, for different parts of the app."
T_DENMARK = "We don't use AM/PM here in Denmark, we always use 24h times."
T_DAYLIGHTQ = "Is there a way I can tell `daylight` to omit the AM/PM things and just display 24h times?"
T_MONDAYWORLD = "Monday is the first day of the week in much of the world."
T_ISOMONDAY = "Monday is the default value in the ISO standard, but Sunday is the default value for Moment.js's default locale (`en`)."
T_GERMANY = "But the Week in Germany and Amerika starts with Monday."
T_MANYCOUNTRIES = "In many countries, the week begins on Monday and not on a Sunday."
T_ANSICN = "ANSI可以说不是一种编码，它是随操作系统变化的"
T_2020W53 = "Strangely enough, 2020 has 53 weeks, the last week spills over into 2021."
T_W1START = "Week 1 starts 2021-01-04."
T_ISO53 = "Per ISO 8601, a week-numbering year has 53 weeks only when January 1st falls on a Thursday, or when it is a leap year and January 1st falls on a Wednesday; otherwise it has 52."
T_DEC28 = "`date(year, 12, 28)` is always in the last ISO week of the year (Dec 28 can never be in week 1 of the following year), so its ISO week number equals the year's total ISO week count."
T_EVERY56 = "ISO week 53 only exists in years that have 53 weeks (roughly every 5–6 years)."
T_W53VALID = "Week 53 is existent and a valid ISO value."
T_ISOMONSUN = "In ISO standard, the week would start from Monday and end on Sunday."
T_W52W53 = "The last week can either be W52 or W53."
T_2025W52 = "According to ISO week date Wikipedia article, week `2025-W52` is from Monday 22 Dec to Sunday 28 Dec 2025."
T_USAWEEK = "USA usually considers the week containing Jan 1 as Week 1."
T_ISOW1 = "ISO defines Week 1 as the first week with four or more days in the new year (the week with the first Thursday)."
T_WINCRLF = "众所周知，Windows操作系统采用两个字符来进行换行，即CRLF"
T_CRDEF = "CR：Carriage Return，对应ASCII中转义字符\\r，表示回车"
T_WINNR = "Windows系统里面，每行结尾是“<换行><回车 >”，即“\\n\\r”。"
T_CRLFQ = "CRLF is \\n or \\r\\n?"
T_LFDEF = "LF = Line Feed"
T_NEWLINEOS = "在文本处理中, CR, LF, CR/LF是不同操作系统上使用的换行符."
T_RUNTIME = "一般操作系统上的运行库会自动决定文本文件的换行格式。"
T_POSIXLINE = "The POSIX standard defines a line as: 3.206 Line A sequence of zero or more non- <newline> characters plus a terminating <newline> character."
T_WINPOSIX = "Windows is not POSIX compliant, but the posix definition speaks of a newline character."
T_BYTESTREAM = "Also, a file is basically just a stream of bytes, and if it ends with an EOF or `\\n` that doesn't matter for most modern applications."
T_TEXTNEWLINE = "Text files must end with a newline."
T_VIMDIFF = "Also, if you do not end with a newline, you will get an unintended difference when editing with Vim."
T_STYLEGUIDES = "Most style guides suggest the use of spaces instead of tabs in regards to indentation."
T_FIXEDWIDTH = "Spaces, however, have a fixed width, so the indentation will display correctly to all developers."
T_SPACESBYTES = "Also, with spaces, code is unnecessarily larger because each indentation is 2, 4 or 8 bytes instead of just 1"
T_PEP8 = "PEP8 strongly recommends spaces"
# Need the thread's project (follow-ups after a thread they fit):
F_CONVERTMENU = "Add a menu or save option to change the line endings in a file from Windows CRLF to Unix LF endings or vice-versa."
F_NOCODE = "+ This commit does not introduce any code change!"
F_WHOLEFILE = "I changed one line, why is the whole thing deleted and added."
F_AUTODETECT = "It would be really nice if there was a setting/feature that detects if the document uses tabs or spaces and then uses this setting."
F_WHERELAYOUT = "It seems that with non-US keyboard layout, keyboard shortcuts are not working for the keys which are not located at the same position."
F_MATCHCASE = "Find & Replace: add a \"match case\" option"
F_24H = "A setting for choosing between AM/PM and 24 hours clock would be handy"
F_MONDAY = "Can we have a setting to allow the week to start on Monday instead of Sunday?"
F_RELATIVE = "Maybe a settings option would allow a choice between absolute (default) and relative."
F_FINALNL = "We need a newline at the end based on POSIX standard."
F_TABSVOTE = "I vote for spaces."
F_TRIM = "If possible, could you offer an option to trim whitespace on save?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    # ---- line endings (CRLF / LF) ----
    np1 = (U, "[Bug] Saving LF on Windows converts to CRLF. Saving a new document in LF the opening the same document back up will open it in CRLF and not the intended LF.")
    npa = (A, "Just want to make sure, your test file contains not only just one line right?")
    npq = "Whoops... You're right that was the issue. I was writing one line then returning and saving."
    rec(NOTEPADS, [np1, npa, (U, npq)], "LF is working as intended. :)", True, "ellipsis", [], "Saving with LF line endings in Notepads is working as intended.")
    # In its own thread, and still a trap: a general fact about files of one line (trimmed after "It's ok, I made this same mistake before wondering why line ending is not correctly set. ").
    rec(NOTEPADS, [np1, npa, (U, npq + " LF is working as intended. :)")], T_ONELINE, False, SAME, [], None)
    rec(NOTEPADS, [np1], T_GITOBJ, False, SAME, [], None, qsrc=GITU)

    cf1 = (A, "LF line ending (unix style) support")
    cfq = "The text editor can load files with LF line endings but can only save CRLF"
    rec(CHROMAFILER, [cf1], cfq, True, "ellipsis", [], "chromafiler's text editor can load files with LF line endings but can only save CRLF.")
    rec(CHROMAFILER, [cf1, (A, cfq)], F_CONVERTMENU, True, "ellipsis", [], "Add a menu or save option to chromafiler's text editor to change a file's line endings from Windows CRLF to Unix LF or vice-versa.", qsrc=TILDE)
    rec(CHROMAFILER, [cf1, (A, cfq)], T_DENMARK, False, OTHER, [], None, qsrc=DAYLIGHT)

    ti1 = (U, "Add an option to convert between Windows (CRLF) and Unix (LF) line endings")
    rec(TILDE, [ti1], F_CONVERTMENU, True, "ellipsis", [], "Add a menu or save option to Tilde to change a file's line endings from Windows CRLF to Unix LF or vice-versa.")
    rec(TILDE, [ti1, (U, F_CONVERTMENU)], T_ONELINE, False, SAME, [], None, qsrc=NOTEPADS)
    rec(TILDE, [ti1], T_SCITE, False, SAME, [], None, qsrc=NOTEPAD4)

    cs1 = (U, "Convert source files from CRLF to LF endings.")
    csq = "This just keeps files in the repo consistent."
    rec(CAPSTD, [cs1], csq, True, "pronoun", ["This"], "Converting cap-std's source files from CRLF to LF just keeps the files in the repository consistent.")
    rec(CAPSTD, [cs1, (U, csq)], T_GITLF, False, SAME, [], None, qsrc=KLINKER)

    ok1 = (U, "Convert line endings from CRLF to LF.")
    rec(OKFDE, [ok1], "Thanks for catching this and identifying the cause", True, "pronoun", ["this", "the cause"], "Thanks for catching the CRLF line endings in the okfde archive and converting them to LF.", qsrc=GUISLICE)
    rec(OKFDE, [ok1], T_GITCONVERT, False, SAME, [], None, qsrc=KLINKER)
    rec(OKFDE, [ok1], T_FROMSCRATCH, False, OTHER, [], None, qsrc=FROMSCRATCH)

    or1 = (U, "convert line endings from CRLF to LF")
    rec(OROINC, [or1], F_NOCODE, True, "pronoun", ["This commit"], "The oroinc documentation pull request converting line endings from CRLF to LF does not introduce any code change.", qsrc=KLINKER)
    rec(OROINC, [or1], T_GITLF, False, SAME, [], None, qsrc=KLINKER)
    rec(OROINC, [or1], T_MONDAYWORLD, False, OTHER, [], None, qsrc=RICAL)

    kl1 = (U, "Convert line endings from CRLF to LF.")
    kla = (A, "So what exactly is this? I guess I am not really familiar with what you have done here, but would love to learn about it")
    klq = "This causes a **full file diff** everytime someone checks out your repository or changes a branch on a *nix machine (Linux, MacOSX)."
    # In its own thread, and still traps: the answer's general claims about Git and line endings.
    rec(KLINKER, [kl1, (U, F_NOCODE), kla], T_GITLF, False, SAME, [], None)
    rec(KLINKER, [kl1, (U, F_NOCODE), kla, (U, T_GITLF + " The file I converted had Windows style line endings (Carriage return line feed `CRLF`).")], klq, True, "pronoun", ["This", "your repository"], "A file with CRLF line endings in Android-TextView-LinkBuilder causes a full-file diff every time someone checks out the repository or changes a branch on Linux or macOS.")
    rec(KLINKER, [kl1, (U, F_NOCODE), kla, (U, T_GITLF + " The file I converted had Windows style line endings (Carriage return line feed `CRLF`). " + klq)], T_GITCONVERT, False, SAME, [], None)
    rec(KLINKER, [kl1, (U, F_NOCODE), kla, (U, T_GITLF + " " + klq + " " + T_GITCONVERT)], "Sounds good to me, thanks!", True, "ellipsis", [], "Converting Android-TextView-LinkBuilder's line endings to LF sounds good to me, thanks!")

    sk1 = (U, "Learn by Doing.")
    rec(SPOONKNIFE, [sk1], F_WHOLEFILE, True, "ellipsis", [], "I changed one line in my Spoon-Knife pull request; why is the whole file shown as deleted and added?")
    rec(SPOONKNIFE, [sk1, (U, F_WHOLEFILE + " Is it because I am on Windows?")], "Did my editor change CR/LF?", True, "ellipsis", [], "Did my editor change the CR/LF line endings, so that my one-line Spoon-Knife change shows the whole file deleted and added?")
    rec(SPOONKNIFE, [sk1, (U, F_WHOLEFILE)], T_NEWLINEOS, False, SAME, [], None, qsrc=ISLISHUDE)

    gu1 = (U, "[Bug] incorrect diff if file uses CRLF line endings. On Windows gitu - shows changes on every single line")
    gua = (A, "From what I could conclude occurs when the line-ending was changed from/to crlf/lf.")
    guq2 = "I suppose here the `\\r` is highlighted as removed (though it's invisible)."
    gub = (U, "I too tried gitu recently and hit this bug.")
    guq3 = "One thing to mention is that you can only reproduce the issue when autocrlf is turned on"
    rec(GITU, [gu1], gua[1], True, "ellipsis", [], "gitu's incorrect diff seems to occur when a file's line ending was changed from/to CRLF/LF.")
    rec(GITU, [gu1, gua], guq2, True, "pronoun", ["here", "it"], "I suppose in gitu's CRLF diff the `\\r` is highlighted as removed, though it is invisible.")
    # In its own thread, and still a trap: a general claim about git (trimmed before "Since").
    rec(GITU, [gu1, (A, gua[1] + " " + guq2), (U, gub[1] + " " + guq3)], T_GITOBJ, False, SAME, [], None)

    gf1 = (U, "git diff in terminal shows spurious ^M output for valid CRLF line ending in CRLF file")
    gfq = "There are a lot of issues with \"diff\" and \"crlf\" in them, so while I tried looking, it's possible I missed something. So this could be a known and accepted behavior for all I know."
    rec(GFW, [gf1], gfq, True, "pronoun", ["this"], "Git for Windows' `git diff` showing spurious ^M for valid CRLF line endings in a CRLF file could be known and accepted behaviour.")
    rec(GFW, [gf1, (U, gfq)], "I also verified that this happened on a 2018 release, Git-2.17.1.2-64-bit", True, "pronoun", ["this"], "Git for Windows' `git diff` also showed spurious ^M for CRLF line endings on the 2018 release Git-2.17.1.2-64-bit.")
    rec(GFW, [gf1], T_AZERTYSLASH, False, OTHER, [], None, qsrc=SURFINGKEYS)

    po1 = (U, "fix(ui): diff lines by their content, not by the terminator that ended them")
    poq = "Reported from the office, on Windows: a text file with one changed line is shown as **entirely** modified — every line marked, on both sides."
    rec(PIOUTPOST, [po1], poq, True, "ellipsis", [], "On Windows, pi-outpost shows a text file with one changed line as entirely modified, every line marked on both sides.")
    rec(PIOUTPOST, [po1, (U, poq)], T_GITCONVERT, False, SAME, [], None, qsrc=KLINKER)
    rec(PIOUTPOST, [po1], T_ISOMONDAY, False, OTHER, [], None, qsrc=RICAL)

    jd1 = (U, "Add documentation to remind Windows users that diff file line endings must be \\n and not \\r\\n")
    jdq = "Took a long time to realize that SourceTree (git client) has changed the line endings for the diff file to \\r\\n because I'm on Windows."
    rec(JSDIFF, [jd1], "My code was working until I checked in to git.", True, "ellipsis", [], "My jsdiff code was working until I checked the diff file in to git, which changed its line endings.")
    rec(JSDIFF, [jd1, (U, "My code was working until I checked in to git.")], jdq, True, "ellipsis", [], "It took me a long time to realize that SourceTree had changed the line endings of my jsdiff diff file to \\r\\n because I'm on Windows.")
    rec(JSDIFF, [jd1], T_GITOBJ, False, SAME, [], None, qsrc=GITU)

    gs1 = (U, "Fixed inconsistent crlf line endings")
    gsq = "Fixed some inconsistent crlf line endings that cause issues with git showing files as changed on linux systems."
    rec(GUISLICE, [gs1], gsq, True, "ellipsis", [], "Fixed some inconsistent CRLF line endings in GUIslice that made git show files as changed on Linux systems.")
    rec(GUISLICE, [gs1, (U, gsq)], T_MAKEFILE, False, SAME, [], None, qsrc=SUBETHA)

    gt1 = (U, "Git tool shows readme as modified despite no obvious sign of modification")
    gtq = "I suspect the diffs are wrt line ending (my platform is Windows) which were likely modified by git upon loading, but there is no indication that this is where the file is different."
    gta = "Should there be a mode/view like emacs' `whitespace-mode` that shows those characters clearly? Would that fix the issue?"
    gtb = "I tested this today with the git cli implementation on Windows 11 ARM and everything is fine with respect to line endings or changes."
    rec(GTOOLKIT, [gt1], gtq, True, "ellipsis", [], "I suspect Glamorous Toolkit's Git tool shows the readme as modified because git changed its line endings on loading on Windows, but the diff view gives no indication of it.")
    rec(GTOOLKIT, [gt1, (U, gtq), (A, gta), (A, gtb)], "Did the readme file show as changed, for you?", True, "ellipsis", [], "Did the readme file show as changed in Glamorous Toolkit's Git tool when you tested it?")
    rec(GTOOLKIT, [gt1, (U, gtq)], T_NPPTABSET, False, OTHER, [], None, qsrc=NPP13860)

    # ---- indentation detection (tabs or spaces) ----
    n1a = (U, "[Feature Request] Auto-identify file indentation standard. I would love to see a feature to auto identify file indent standard. Whether it's spaces or tabs.")
    n1q = "Visual Code has this and it's very appreciated when working with scripts by multiple developers."
    rec(NPP10079, [n1a], n1q, True, "pronoun", ["this"], "Visual Studio Code auto-identifies a file's indentation standard (spaces or tabs), which is much appreciated when working with scripts by multiple developers.")
    rec(NPP10079, [n1a, (U, n1q)], "editorconfig plugin", True, "ellipsis", [], "Use the EditorConfig plugin to get indentation settings per file in Notepad++.")

    n2a = (U, "Tabs vs space indentation: Add option to detect")
    n2q = "This is great for new files, but bad for existing files that already use the opposite of the setting."
    # In its own thread, and still a trap: names Notepad++ and its setting in full.
    rec(NPP13860, [n2a], T_NPPTABSET, False, SAME, [], None)
    rec(NPP13860, [n2a, (U, T_NPPTABSET)], n2q, True, "pronoun", ["This", "the setting"], "Notepad++'s setting to replace tabs by spaces is great for new files, but bad for existing files that already use the opposite indentation.")
    rec(NPP13860, [n2a, (U, T_NPPTABSET + " " + n2q)], "It need not be perfect, it just has to guess right in most cases.", True, "pronoun", ["It", "it"], "Notepad++'s detection of tabs vs spaces need not be perfect; it just has to guess right in most cases.")

    se1 = (U, "Match spaces or tabs based on existing file. It would be nice to be able to auto-identify if a pre-existing file is using spaces or tabs, and default to that instead of the application-level default.")
    sea = "Doesn't sound too bad. Could you outline the behavior of this feature more?"
    seq = "Also, apparently SublimeText does this too, so might be worth seeing if they have a publicly published method."
    seq2 = "Wouldn't it make sense to also allow tab-or-space to be set in a mode's `ModeSettings.xml` file?"
    rec(SUBETHA, [se1], sea, True, "pronoun", ["this feature"], "Could you outline the behaviour of SubEthaEdit matching spaces or tabs to an existing file more?")
    rec(SUBETHA, [se1, (A, sea)], seq, True, "pronoun", ["this", "they"], "Sublime Text also detects whether a file uses spaces or tabs; it might be worth seeing whether they publish their method.")
    # In its own thread, and still a trap: a general claim about Makefiles (trimmed after "E.g. ").
    rec(SUBETHA, [se1, (A, sea), (U, seq), (U, seq2)], T_MAKEFILE, False, SAME, [], None)

    cr1 = (U, "feat(editor): detect indentation from file content on open (v0.1.753)")
    crq = "Tabs vs spaces is a straight majority of indented lines (scanning at most the first 10k lines)."
    crq2 = "Precedence: the manual status-bar override still wins over detection, and the language default (4, or 2 for YAML) remains the fallback when the file shows no signal."
    # In its own thread, and still a trap: names croft and what it now does in full.
    rec(CROFT, [cr1], T_CROFT, False, SAME, [], None)
    rec(CROFT, [cr1, (U, T_CROFT)], crq, True, "ellipsis", [], "croft's indentation detection decides tabs vs spaces by a straight majority of indented lines, scanning at most the first 10k lines.")
    rec(CROFT, [cr1, (U, T_CROFT + " " + crq)], crq2, True, "ellipsis", [], "In croft's indentation detection, the manual status-bar override wins over detection, and the language default (4, or 2 for YAML) is the fallback when the file shows no signal.")
    rec(CROFT, [cr1, (U, T_CROFT)], T_SCITE, False, SAME, [], None, qsrc=NOTEPAD4)

    fd1 = (U, "[request] auto detect tabs/spaces")
    fdq = "I work/contribute to several libraries/projects and I'm constantly switching to use the correct setting."
    rec(FLASHDEV, [fd1], F_AUTODETECT, True, "ellipsis", [], "It would be really nice if FlashDevelop had a setting that detects whether the document uses tabs or spaces and then uses that setting.")
    rec(FLASHDEV, [fd1, (U, F_AUTODETECT)], fdq, True, "ellipsis", [], "I contribute to several projects and I'm constantly switching FlashDevelop's tabs/spaces setting to the correct one.")
    rec(FLASHDEV, [fd1], T_CROFT, False, SAME, [], None, qsrc=CROFT)

    n4a = (A, "Auto detect tab/indentation width, insert tab as spaces")
    n4b = (A, "Implemented by f16ca83ef5518120fc7518ef2b8d7ffd3caae905. The Tab Settings dialog needs translation.")
    n4c = (U, "There is an issue on diff/patch files")
    # In its own thread, and still a trap: a fact about SciTE (trimmed before ", we can port it to Notepad2").
    rec(NOTEPAD4, [n4a], T_SCITE, False, SAME, [], None)
    rec(NOTEPAD4, [n4a, (A, T_SCITE)], "Implemented by f16ca83ef5518120fc7518ef2b8d7ffd3caae905.", True, "ellipsis", [], "Automatic detection of tab/indentation width in Notepad4 is implemented by commit f16ca83ef5518120fc7518ef2b8d7ffd3caae905.")
    rec(NOTEPAD4, [n4a, (A, T_SCITE), n4b], n4c[1], True, "ellipsis", [], "Notepad4's automatic tab/indentation width detection has an issue on diff/patch files.")
    rec(NOTEPAD4, [n4a, (A, T_SCITE), n4b, n4c], T_NPPTABSET, False, SAME, [], None, qsrc=NPP13860)

    # ---- shortcuts on non-QWERTY keyboard layouts ----
    fs1 = (U, "\"⌘ + A\" and \"⌘ + Z\" quit on French keyboard")
    fsq = "On AZERTY keyboards, it seems that shortcuts use the QWERTY layout"
    fsq2 = "I think it might happen on other keyboard layouts, with other shortcuts."
    rec(FROMSCRATCH, [fs1], fsq, True, "ellipsis", [], "On AZERTY keyboards, FromScratch's shortcuts seem to use the QWERTY layout, so ⌘ + A acts like ⌘ + Q.")
    # In its own thread, and still a trap: a complete question naming FromScratch.
    rec(FROMSCRATCH, [fs1, (U, fsq + " " + fsq2)], T_FROMSCRATCH, False, SAME, [], None)
    rec(FROMSCRATCH, [fs1], T_BYTESTREAM, False, OTHER, [], None, qsrc=VAULTWARDEN)

    gb1 = (U, "Keyboard shortcuts not working with non-US layout")
    gbq = "For instance with an AZERTY keyboard, the keys \"<\" and \">\" are not located at the same position as the QWERTY keyboard, and so don't work."
    rec(GROOVEBASIN, [gb1], F_WHERELAYOUT, True, "ellipsis", [], "With a non-US keyboard layout, Groove Basin's keyboard shortcuts do not work for keys that are not at the same position as on QWERTY.")
    rec(GROOVEBASIN, [gb1, (U, F_WHERELAYOUT + " " + gbq)], "Same for the \"?\" key.", True, "ellipsis", [], "Groove Basin's \"?\" shortcut doesn't work with an AZERTY keyboard either.")
    rec(GROOVEBASIN, [gb1, (U, F_WHERELAYOUT)], T_AZERTYSLASH, False, SAME, [], None, qsrc=SURFINGKEYS)

    rc1 = (U, "Keyboard layout wrong in keyboard shortcuts")
    rcq = "When settings keyboard shortcuts, if you have an AZERTY keyboard, it will display the QWERTY character."
    rec(OPENRCT2, [rc1], rcq, True, "ellipsis", [], "When setting keyboard shortcuts in OpenRCT2 with an AZERTY keyboard, it displays the QWERTY character.")
    rec(OPENRCT2, [rc1, (U, rcq)], T_PEP8, False, OTHER, [], None, qsrc=PROJECTQ)

    bn1 = (U, "Failure to map keys for non-qwerty layout. I'm following the suggested configuration for AZERTY layouts here")
    bnq = "Unfortunately, it doesn't work."
    rec(BUGN, [bn1], bnq, True, "pronoun", ["it"], "bug.n's suggested configuration for AZERTY layouts doesn't work.")
    rec(BUGN, [bn1, (U, bnq + " I'm using Windows 11 and the latest development version of bug.n.")], "I'm having the same problem with the latest release", True, "ellipsis", [], "bug.n's suggested AZERTY hotkey configuration also fails for me with the latest release.")
    rec(BUGN, [bn1], T_ANSICN, False, OTHER, [], None, qsrc=CHARDET)

    ah1 = (U, "Compatibility AZERTY")
    rec(ANGHOTKEYS, [ah1, (U, "Thanks for this lib, it's awesome!")], "I just wonder if there is any way of making the shortcuts compatible with others distributions as AZERTY.", True, "ellipsis", [], "Is there any way of making angular-hotkeys shortcuts compatible with other keyboard layouts such as AZERTY?")
    rec(ANGHOTKEYS, [ah1], T_FROMSCRATCH, False, SAME, [], None, qsrc=FROMSCRATCH)

    zd1 = (U, "Some keyboard shortcuts don't work on non-QWERTY keyboards")
    zdq = "I can't use zed, just because any important shortcuts don't work."
    rec(ZEDAPP, [zd1], zdq, True, "ellipsis", [], "I can't use Zed on my AZERTY keyboard because important shortcuts don't work.")
    rec(ZEDAPP, [zd1], F_WHERELAYOUT, True, "ellipsis", [], "With a non-US keyboard layout, Zed's keyboard shortcuts do not work for keys that are not at the same position as on QWERTY.", qsrc=GROOVEBASIN)
    rec(ZEDAPP, [zd1, (U, zdq)], T_USAWEEK, False, OTHER, [], None, qsrc=PERIODIC)

    sw1 = (U, "Add support for non-QWERTY layouts (e.g. AZERTY)")
    swq = "<kbd>Cmd</kbd> + <kbd>Q</kbd> and <kbd>Cmd</kbd> + <kbd>W</kbd> do not work on an AZERTY layout, as both <kbd>Q</kbd> and <kbd>W</kbd> are in different positions in comparison to a QWERTY layout."
    swq2 = "That also affects the \"Open settings by pressing comma while the picker is open\" functionality."
    swa = "Fixed in the next release. The picker now reads the key from the active layout, so ⌘W, ⌘Q, ⌘H and comma land on the same keys they do everywhere else on AZERTY."
    rec(SWITCH, [sw1], swq, True, "ellipsis", [], "In switch, Cmd + Q and Cmd + W do not work on an AZERTY layout, because Q and W are in different positions than on QWERTY.")
    rec(SWITCH, [sw1, (U, swq), (U, swq2), (A, swa)], "Fixed in 0.3.16.", True, "ellipsis", [], "switch's AZERTY shortcut problem is fixed in 0.3.16.")
    rec(SWITCH, [sw1, (U, swq)], T_ONELINE, False, OTHER, [], None, qsrc=NOTEPADS)

    sf1 = (U, "Surfingkeys does not work with my \"AZERTY\" keyboad layout. I am using an \"AZERTY\" (french) keyboard layout and the mappings do not work the way they should.")
    sfq = "The search bar does not appear when I press SHIFT + \":\" but it appears when I press \":\""
    sfa = (A, "I pushed a fix on `dev` branch, could you try it by loading an unpacked extension?")
    sfb = "Hi, I also use an AZERTY keyboard and the issue is still present today."
    # In its own thread, and still a trap: a general fact about AZERTY (trimmed after "e.g. ").
    rec(SURFINGKEYS, [sf1], T_AZERTYSLASH, False, SAME, [], None)
    rec(SURFINGKEYS, [sf1, (U, T_AZERTYSLASH)], sfq, True, "ellipsis", [], "On an AZERTY keyboard, Surfingkeys' search bar does not appear when I press SHIFT + \":\" (i.e. \"/\"), but it appears when I press \":\".")
    rec(SURFINGKEYS, [sf1, (U, T_AZERTYSLASH + " " + sfq), sfa, (U, sfb + " It's also behaving exactly the same way in cVim.")], "I suspect non-qwerty layouts don't work at all.", True, "ellipsis", [], "I suspect non-QWERTY layouts don't work at all in Surfingkeys.")

    yo1 = (U, "Support non-QWERTY keyboard layouts")
    yoq = "The shortcut menu doesn't support non-QWERTY keyboards (such as the French AZERTY or German QWERTZ layout) when adding keys to actions, the keys deviate from the actual keys."
    yoq2 = "For example, on a QWERTZ layout ö is seem as ; and ä as \"."
    rec(YOMIKIRU, [yo1], yoq, True, "ellipsis", [], "Yomikiru's shortcut menu doesn't support non-QWERTY keyboards such as AZERTY or QWERTZ: when adding keys to actions, the names deviate from the actual keys.")
    rec(YOMIKIRU, [yo1, (U, yoq)], yoq2, True, "ellipsis", [], "In Yomikiru's shortcut menu on a QWERTZ layout, ö is shown as ; and ä as \".")
    rec(YOMIKIRU, [yo1, (U, yoq)], T_2025W52, False, OTHER, [], None, qsrc=PERIODIC)

    # ---- trailing whitespace and the final newline ----
    mk1 = (U, "Trim whitespace on save. Thanks for the great editor!")
    mkq = "As a super bonus ensuring there's a single newline at the end of the file would be great, too."
    rec(MARKER, [mk1], F_TRIM, True, "ellipsis", [], "Could Marker offer an option to trim trailing whitespace on save?")
    rec(MARKER, [mk1, (U, F_TRIM)], mkq, True, "ellipsis", [], "It would also be great if Marker ensured a single newline at the end of the file on save.")
    rec(MARKER, [mk1], T_POSIXLINE, False, SAME, [], None, qsrc=AZLE)

    vb1 = (U, "To add a single trailing newline at the end of the file when stripping whitespace")
    rec(VIMBW, [vb1], "strip_whitelines_at_eof=2", True, "ellipsis", [], "In vim-better-whitespace, `strip_whitelines_at_eof=2` adds a single trailing newline at the end of the file when stripping whitespace.")
    rec(VIMBW, [vb1], F_TRIM, True, "ellipsis", [], "Could vim-better-whitespace offer an option to trim whitespace on save?", qsrc=MARKER)
    rec(VIMBW, [vb1], T_RUNTIME, False, SAME, [], None, qsrc=ISLISHUDE)

    # ---- line numbers in the gutter ----
    ba1 = (U, "Add a configurable line-number gutter to the note editor")
    baq = "The `line_numbers` config accepts `absolute`, `relative`, or `off` (default `absolute`)."
    rec(BASALT, [ba1], "Show a line-number gutter while editing a note.", True, "ellipsis", [], "basalt should show a line-number gutter while editing a note.")
    rec(BASALT, [ba1, (U, "Show a line-number gutter while editing a note.")], baq, True, "ellipsis", [], "basalt's `line_numbers` config accepts `absolute`, `relative`, or `off` (default `absolute`).")
    rec(BASALT, [ba1], T_LINESESSENTIAL, False, SAME, [], None, qsrc=MINGA)

    tx1 = (U, "Relative Line Numbering [Feature Request]. This is a feature request for relative line numbering.")
    txq = "This would be awesome for VIM verical movement/command 🙏"
    rec(TENX600, [tx1], F_RELATIVE, True, "ellipsis", [], "10x could have a settings option to choose between absolute (default) and relative line numbers.")
    rec(TENX600, [tx1, (U, F_RELATIVE), (U, txq)], "done (1.0.177)", True, "ellipsis", [], "Relative line numbering is done in 10x 1.0.177.")
    rec(TENX600, [tx1, (U, F_RELATIVE)], T_VIMDIFF, False, SAME, [], None, qsrc=GORM)

    mg1 = (A, "No more permanent numbers in the gutter.")
    mgq = "You don't really need to see the numbers at all times in the gutter, if you want to know the line number you're in you can use the `airline` bar in the bottom"
    rec(MAGUS, [mg1, (A, mgq)], "Why try to do what mouse-dependant editors do?", True, "ellipsis", [], "Why should magus show permanent line numbers in the gutter, as mouse-dependent editors do?")
    rec(MAGUS, [mg1, (A, mgq)], T_LINESESSENTIAL, False, SAME, [], None, qsrc=MINGA)

    sh1 = (U, "Add a line-number gutter: off, relative, absolute")
    shq = "Relative numbers read `0` at the cursor's own line and count outward both ways; absolute numbers the source line, 1-indexed."
    rec(SHOIN, [sh1], shq, True, "ellipsis", [], "In Shoin's line-number gutter, relative numbers read `0` at the cursor's line and count outward both ways; absolute numbers show the source line, 1-indexed.")
    rec(SHOIN, [sh1, (U, shq)], "Only the row a line starts on gets a number — a wrapped continuation stays blank.", True, "ellipsis", [], "In Shoin's line-number gutter, only the row a line starts on gets a number; a wrapped continuation stays blank.")
    rec(SHOIN, [sh1], F_RELATIVE, True, "ellipsis", [], "Shoin could have a settings option to choose between absolute (default) and relative line numbers.", qsrc=TENX600)

    mi1 = (A, "Users can see line numbers alongside buffer content")
    # In its own thread, and still a trap: a general claim about line numbers.
    rec(MINGA, [mi1, (A, "The editor does not display line numbers.")], T_LINESESSENTIAL, False, SAME, [], None)
    rec(MINGA, [mi1, (A, "The editor does not display line numbers. " + T_LINESESSENTIAL)], "Every modern editor shows them by default.", True, "pronoun", ["them"], "Every modern editor shows line numbers by default.")
    rec(MINGA, [mi1, (A, "The editor does not display line numbers. " + T_LINESESSENTIAL + " Every modern editor shows them by default.")], "Implemented in 3014f49", True, "ellipsis", [], "Line numbers alongside buffer content are implemented in Minga in commit 3014f49.")

    bi1 = (A, "Relative line numbering (add toggles)")
    biq = "Relative line numbering feature has been proposed and added, but later commented out temporarily."
    rec(BISCUIT, [bi1], biq, True, "ellipsis", [], "Biscuit's relative line numbering was proposed and added, but later commented out temporarily.")
    rec(BISCUIT, [bi1, (A, biq)], "Added in #420 by @nkapila6", True, "ellipsis", [], "Biscuit's relative line numbering toggle was added in #420 by @nkapila6.")
    rec(BISCUIT, [bi1], T_CROFT, False, OTHER, [], None, qsrc=CROFT)

    # ---- the cursor line ----
    xn1 = (U, "Color: Highlight Cursor Line")
    xnq = "I didn't find any option to change the color of the `highlighted` current cursor line."
    rec(XNEDIT, [xn1], xnq, True, "ellipsis", [], "I didn't find any option in XNEdit to change the colour of the highlighted current cursor line.")
    rec(XNEDIT, [xn1, (U, xnq)], "ahhh... I didn't spot it - but yeah this solves the issue.", True, "pronoun", ["it", "this", "the issue"], "I hadn't spotted XNEdit's cursor-line colour option, but it solves my issue.")
    rec(XNEDIT, [xn1], T_DEC28, False, OTHER, [], None, qsrc=DATEUTIL1529)

    no1 = (U, "No current line highlighting. Hi. Thanks for bringing this awesome theme to `vim/neovim`")
    noq = "Just installed it and now the current line isn't highlighted anymore even though I have `set cursorline` in `init.vim` file"
    rec(NIGHTOWL, [no1], noq, True, "pronoun", ["it"], "After installing night-owl.vim the current line isn't highlighted anymore, even though I have `set cursorline` in `init.vim`.")
    rec(NIGHTOWL, [no1, (U, noq)], "Any workaround?", True, "ellipsis", [], "Is there any workaround for night-owl.vim not highlighting the current line with `set cursorline`?")
    rec(NIGHTOWL, [no1, (U, noq)], T_WINCRLF, False, OTHER, [], None, qsrc=IUAP)

    ka1 = (U, "add cursor_(line|column) highlighters")
    rec(KAKOUNE, [ka1], "You can now do that using line and column highlighter", True, "pronoun", ["that"], "In Kakoune you can now highlight the cursor line and column using the line and column highlighters.")
    rec(KAKOUNE, [ka1], T_ATOMCASE, False, OTHER, [], None, qsrc=DATACURATOR)

    vf1 = (U, "highlight cursor line")
    rec(VIMFILER, [vf1], "Is there possibility to highlight entire cursor line?", True, "ellipsis", [], "Is it possible to highlight the entire cursor line in vimfiler?")
    rec(VIMFILER, [vf1], T_EVERY56, False, OTHER, [], None, qsrc=DATEUTIL1529)

    rn1 = (U, "Implement custom foreground/background color for current line")
    rec(RELNUM, [rn1], "Added a configuration option for the current cursor line's foreground and background colors", True, "ellipsis", [], "Added a configuration option to relativenumber for the current cursor line's foreground and background colours.")
    rec(RELNUM, [rn1], T_W52W53, False, OTHER, [], None, qsrc=BRYNTUM)

    li1 = (U, "[config] add option to set cursor line highlight colour (passive)")
    rec(LILLY, [li1], "Is there possibility to highlight entire cursor line?", True, "ellipsis", [], "Is it possible to highlight the entire cursor line in lilly?", qsrc=VIMFILER)
    rec(LILLY, [li1], T_0830, False, OTHER, [], None, qsrc=AMAZINGTP)

    # ---- match case in find & replace ----
    sr1 = (A, "Add Case-Sensitive and Whole Word Search Options")
    rec(SKETCHFR, [sr1], "While searching, having the ability to choose whole word, case-sensitive or both as search options would allow users to refine their search results", True, "ellipsis", [], "In the Sketch find-and-replace plugin, choosing whole-word, case-sensitive or both as search options would let users refine their search results.")
    rec(SKETCHFR, [sr1], F_MATCHCASE, True, "ellipsis", [], "The Sketch find-and-replace plugin's Find & Replace should add a \"match case\" option.", qsrc=HYPERAUDIO)
    rec(SKETCHFR, [sr1], T_ATOMCASE, False, SAME, [], None, qsrc=DATACURATOR)

    fo1 = (U, "Add case sensitive and whole word toggleable search options")
    foq = "Toggle search options via keyboard shortcut when search boxes are open (Alt + C / Alt + W by default like VSCode)"
    rec(FOCUS, [fo1], foq, True, "ellipsis", [], "In Focus, toggle the case-sensitive and whole-word search options with a keyboard shortcut while the search box is open (Alt + C / Alt + W by default, like VS Code).")
    rec(FOCUS, [fo1, (U, foq)], "Toggle via mouse click on the \"buttons\" is not implemented.", True, "ellipsis", [], "Toggling Focus's case-sensitive and whole-word search options by clicking the buttons is not implemented.")
    rec(FOCUS, [fo1, (U, foq)], T_W1START, False, OTHER, [], None, qsrc=ANALOGCLOCK)

    dc1 = (U, "Find and Replace is not Case-sensitive")
    dcq = "Ideally I think there should be an option to find either (e.g. a match case tick box / button)- as you might not know what case the value you are searching for is in."
    # In its own thread, and still a trap: names Atom and states a fact about it.
    rec(DATACURATOR, [dc1, (U, "@louisjasek Should Find and Replace be case-sensitive?"), (A, dcq)], T_ATOMCASE, False, SAME, [], None)
    rec(DATACURATOR, [dc1, (U, "@louisjasek Should Find and Replace be case-sensitive?"), (A, dcq + " " + T_ATOMCASE)], "The default is case insensitive.", True, "ellipsis", [], "Atom's find and replace is case-insensitive by default.")
    rec(DATACURATOR, [dc1, (U, "@louisjasek Should Find and Replace be case-sensitive?"), (A, dcq + " " + T_ATOMCASE + " The default is case insensitive.")], "Find is not case sensitive", True, "ellipsis", [], "Data Curator's Find is not case-sensitive.")

    ic1 = (A, "3 new find & replace options")
    rec(ICECODER, [ic1], "There are 3 common find and replace options that are often useful which we should look to implement", True, "ellipsis", [], "ICEcoder should implement three common, often useful find and replace options: Match Case, Whole Word and Regex.")
    rec(ICECODER, [ic1], F_MATCHCASE, True, "ellipsis", [], "ICEcoder's Find & Replace should add a \"match case\" option.", qsrc=HYPERAUDIO)
    rec(ICECODER, [ic1], T_W53VALID, False, OTHER, [], None, qsrc=DATEUTIL1236)

    ha1 = (U, F_MATCHCASE)
    haq = "For find-as-you-type that's the right default."
    haq2 = "For Replace All it isn't, because `replaceMark()` (`js/find-replace.js`) substitutes the replacement text verbatim, so the original casing is discarded."
    rec(HYPERAUDIO, [ha1], "Search is unconditionally case-insensitive.", True, "ellipsis", [], "Hyperaudio Lite Editor's search is unconditionally case-insensitive.")
    rec(HYPERAUDIO, [ha1, (U, "Search is unconditionally case-insensitive. " + haq + " " + haq2)], "Searching `polish` matches `Polish`.", True, "ellipsis", [], "In Hyperaudio Lite Editor, searching `polish` matches `Polish`.")
    rec(HYPERAUDIO, [ha1], T_ISOMONSUN, False, OTHER, [], None, qsrc=BRYNTUM)

    # ---- 24-hour clock ----
    nw1 = (U, "Add an option for 24H time format")
    nwa = "I think we use `<input type=\"time\">` which uses the browser's default."
    rec(NEWDLE, [nw1], "I think it would be useful to havea setting for a user to use 24H time format instead of AM/PM format.", True, "ellipsis", [], "It would be useful for newdle to have a user setting to use the 24-hour time format instead of AM/PM.")
    rec(NEWDLE, [nw1, (U, "I think it would be useful to havea setting for a user to use 24H time format instead of AM/PM format.")], nwa, True, "ellipsis", [], "newdle uses `<input type=\"time\">`, which uses the browser's default time format.")
    rec(NEWDLE, [nw1], T_TIMECOP, False, SAME, [], None, qsrc=TIMECOP)

    tb1 = (U, "Introduce configuration option for 24h time format")
    rec(TIDBYT, [tb1], "Default is AM/PM, as before", True, "ellipsis", [], "In the Tidbyt app's new time-format option, the default stays AM/PM, as before.")
    rec(TIDBYT, [tb1], F_24H, True, "ellipsis", [], "A setting in the Tidbyt app for choosing between AM/PM and the 24-hour clock would be handy.", qsrc=LOCALISETIME)
    rec(TIDBYT, [tb1], T_DAYLIGHTQ, False, SAME, [], None, qsrc=DAYLIGHT)

    lt1 = (U, "AM/PM to 24 clock")
    rec(LOCALISETIME, [lt1], F_24H, True, "ellipsis", [], "A setting in localisetime for choosing between AM/PM and the 24-hour clock would be handy.")
    rec(LOCALISETIME, [lt1, (U, F_24H)], "That seems very reasonable, so I have added support for this in 1.40.5.", True, "pronoun", ["That", "this"], "localisetime 1.40.5 adds a setting to choose between AM/PM and the 24-hour clock.")
    rec(LOCALISETIME, [lt1, (U, F_24H)], T_0830, False, SAME, [], None, qsrc=AMAZINGTP)

    dd1 = (U, "Time format use 24 hours")
    rec(DAEDALOS, [dd1], "Do not show PM.", True, "ellipsis", [], "daedalOS's clock should use the 24-hour format and not show PM.")
    rec(DAEDALOS, [dd1, (U, "Do not show PM.")], T_DENMARK, False, SAME, [], None, qsrc=DAYLIGHT)

    at1 = (U, "Do we have an option to configure 24 hpur format?")
    atq = "I need to set the time picker format (12 or 24 hour format) using a configuration. Is there any option available?"
    ata = (A, "Unfortunately, this option is not available now. I am going to make a card for this to create, seems requests are so high.")
    atb = "The display of the time in the input field doesn't make sense to have 24 hour format also with AM or PM identifier."
    rec(AMAZINGTP, [at1], atq, True, "ellipsis", [], "Is there an option in amazing-time-picker to set the time picker format (12 or 24 hour) by configuration?")
    rec(AMAZINGTP, [at1, (U, atq), ata], "That's a deal breaker for our app :(", True, "pronoun", ["That"], "amazing-time-picker having no 24-hour format option is a deal breaker for our app.")
    # In its own thread, and still a trap: a general fact about clock times (trimmed after "eg. ").
    rec(AMAZINGTP, [at1, (U, atq), ata, (U, atb)], T_0830, False, SAME, [], None)

    tc1 = (U, "[Feature request] Option for 24 hour time")
    tcq = "What I would like: use 24 hour as the default time format for all instances of time."
    tca = "Hi JellyJoe198, could you please assign me the work of this project ?"
    # In its own thread, and still a trap: names Time Cop and describes it in full.
    rec(TIMECOP, [tc1], T_TIMECOP, False, SAME, [], None)
    rec(TIMECOP, [tc1, (U, T_TIMECOP)], tcq, True, "ellipsis", [], "Time Cop should use 24-hour time as the default format everywhere in the app.")
    rec(TIMECOP, [tc1, (U, T_TIMECOP + " " + tcq)], tca, True, "pronoun", ["this project"], "Could I be assigned the work of adding a 24-hour time option to Time Cop?")

    pp1 = (U, "24h support")
    ppq = "Hi, is it possible to configure 24h instead of 12 AM/PM (24h is the most current usage over the world)"
    ppq2 = "I have setted ampm:false but this just remove the field but doesn't switch hour to 24h"
    ppb = "I have just bought the product, it's great, but I was surprised there is no way to completely get rid of 12-hour time format."
    rec(PERIODPICKER, [pp1], ppq, True, "ellipsis", [], "Is it possible to configure periodpicker to use 24h instead of 12h AM/PM?")
    rec(PERIODPICKER, [pp1, (U, ppq + " " + ppq2), (U, ppb), (U, "It works for me now, just forgot the tewelveHoursFormat:false...")], "Please add twelveHoursFormat to the docs...", True, "ellipsis", [], "Please add periodpicker's `twelveHoursFormat` option to its docs.")
    rec(PERIODPICKER, [pp1, (U, ppq)], T_DAYLIGHTQ, False, SAME, [], None, qsrc=DAYLIGHT)

    rd1 = (U, "Can you make 24-hour time selection available for the showTimeInput option?")
    rec(REACTDP, [rd1], "Changing the timeFormat option doesn't appear to do anything", True, "ellipsis", [], "In react-datepicker, changing the `timeFormat` option doesn't appear to change the time input of `showTimeInput`.")
    rec(REACTDP, [rd1], T_TIMECOP, False, SAME, [], None, qsrc=TIMECOP)

    dl1 = (U, "Is there a way to omit AM/PM? I see times like 06:18 AM 18:02 PM")
    dla = "I have added hour format option so you can omit AM/PM by specifying 24h option."
    # In their own thread, and still traps: a general claim about Denmark and a complete question naming daylight.
    rec(DAYLIGHT, [dl1], T_DENMARK, False, SAME, [], None)
    rec(DAYLIGHT, [dl1, (U, T_DENMARK)], T_DAYLIGHTQ, False, SAME, [], None)
    rec(DAYLIGHT, [dl1, (U, T_DENMARK + " " + T_DAYLIGHTQ)], dla, True, "ellipsis", [], "I have added an hour format option to daylight so you can omit AM/PM by specifying the 24h option.")

    # ---- first day of the week ----
    y1 = (U, "How to show the first day of the week as Monday？ I want to show the first day of the week as Monday.")
    rec(BYCAL121, [y1], "But I see the demo is sunday.", True, "ellipsis", [], "But bootstrap-year-calendar's demo starts the week on Sunday.")
    rec(BYCAL121, [y1], T_MANYCOUNTRIES, False, SAME, [], None, qsrc=CALJS)

    y2 = (U, "Do you support setting up the first day of the week？")
    y2q = "Hello, I want to ask if this control supports Monday as the first day of the week."
    rec(BYCAL201, [y2], y2q, True, "pronoun", ["this control"], "Does bootstrap-year-calendar support Monday as the first day of the week?")
    rec(BYCAL201, [y2, (U, y2q)], "Found an undocumented param: weekStart, and works just fine!", True, "ellipsis", [], "bootstrap-year-calendar has an undocumented `weekStart` parameter that sets the first day of the week and works fine.")
    rec(BYCAL201, [y2, (U, y2q)], T_GERMANY, False, SAME, [], None, qsrc=METROUI)

    pg1 = (U, "Set Monday as first day of week")
    pga = "Unfortunately, Setting to starting day feature are not supported. But i list up this feature and will be updated within few days."
    pgb = "In this version, `week` option are give `Starting day of week` by the number (0 is Sunday ~ 6 is Saturday)."
    rec(PGCAL, [pg1, (U, "Hey, is it possible to make a Monday as a starting day of a week?"), (A, pga), (U, "Thaks a lot!"), (A, pgb)], "EX) week: 1 means Monday first", True, "ellipsis", [], "In pg-calendar, `week: 1` makes Monday the first day of the week.")
    rec(PGCAL, [pg1], T_ISOMONDAY, False, SAME, [], None, qsrc=RICAL)

    ri1 = (U, "Allow weeks to start on Monday")
    ria = (A, "There is :)")
    # In its own thread, and still a trap: a general claim about calendars (the next sentence of the same message).
    rec(RICAL, [ri1, (U, F_MONDAY)], T_MONDAYWORLD, False, SAME, [], None)
    rec(RICAL, [ri1, (U, F_MONDAY + " " + T_MONDAYWORLD)], "There is :)", True, "ellipsis", [], "There is a setting in react-infinite-calendar to start the week on Monday.")
    rec(RICAL, [ri1, (U, F_MONDAY + " " + T_MONDAYWORLD), ria, (U, "Doh!  I should have read the manual more carefully. Sorry")], "Shouldn't Monday be the default?", True, "ellipsis", [], "Shouldn't Monday be react-infinite-calendar's default first day of the week?")
    rec(RICAL, [ri1, (U, F_MONDAY + " " + T_MONDAYWORLD), ria, (U, "Shouldn't Monday be the default?"), (A, "I don't think there really is a right or wrong answer to that question.")], T_ISOMONDAY, False, SAME, [], None)

    mu1 = (U, "Week starts with Monday.")
    # In its own thread, and still a trap: a (mistaken) general claim about Germany and America.
    rec(METROUI, [mu1, (U, "Your week starts with sunday.")], T_GERMANY, False, SAME, [], None)
    rec(METROUI, [mu1, (U, "Your week starts with sunday. " + T_GERMANY)], "Please read docs", True, "ellipsis", [], "Please read Metro UI's calendar docs on the week start option.")
    rec(METROUI, [mu1], T_ISO53, False, SAME, [], None, qsrc=DATEFNS)

    bc1 = (U, "Start week from Monday. Hello, in the current view each week of the calendar starts with a Sunday.")
    bcq = "is it possible to start the week from Mondays (as in `ncal -M`) ?"
    rec(BUDGIECAL, [bc1], bcq, True, "ellipsis", [], "Is it possible for the Budgie calendar applet to start the week on Monday, as `ncal -M` does?")
    rec(BUDGIECAL, [bc1, (U, bcq)], "I'm not sure, I cant take a look", True, "ellipsis", [], "I'm not sure whether the Budgie calendar applet can start the week on Monday.")
    rec(BUDGIECAL, [bc1, (U, bcq)], T_MANYCOUNTRIES, False, SAME, [], None, qsrc=CALJS)

    nt1 = (U, "希望日历能设置从周一或者周日作为第一天")
    rec(NAIVETAB, [nt1], "目前为周一为第一天，经常看错，😂", True, "ellipsis", [], "NaiveTab 的日历目前以周一为第一天，我经常看错。")
    rec(NAIVETAB, [nt1, (U, "目前为周一为第一天，经常看错，😂")], "感谢反馈，已记录在需求池内，会随着v1.7发布🤩", True, "ellipsis", [], "NaiveTab 日历设置一周第一天的需求已记录，会随 v1.7 发布。")
    rec(NAIVETAB, [nt1], T_ANSICN, False, OTHER, [], None, qsrc=CHARDET)

    bs1 = (U, "How to use Monday as a first day of the week?")
    rec(BSCAL, [bs1], "Is there an any option?", True, "ellipsis", [], "Is there any option in bootstrap-calendar to use Monday as the first day of the week?")
    rec(BSCAL, [bs1], T_MONDAYWORLD, False, SAME, [], None, qsrc=RICAL)

    cj1 = (U, "add a new option 'startWeekMonday'")
    cjq = "Hi, thanks for the work done. I add an option for specifying the first day of the week."
    # In its own thread, and still a trap: a general claim about weeks.
    rec(CALJS, [cj1, (U, cjq)], T_MANYCOUNTRIES, False, SAME, [], None)
    rec(CALJS, [cj1, (U, cjq + " " + T_MANYCOUNTRIES)], "Hi, I added the StartWeek parameter to indicate the day of the week.", True, "ellipsis", [], "I added a StartWeek parameter to calendar-js to indicate the first day of the week.")
    rec(CALJS, [cj1, (U, cjq + " " + T_MANYCOUNTRIES), (U, "Hi, I added the StartWeek parameter to indicate the day of the week.")], "The parameter takes a string with the name of the day.", True, "pronoun", ["The parameter"], "calendar-js's StartWeek parameter takes a string with the name of the day.")

    kz1 = (U, "How to make month start from Monday ?")
    kza = "This information is in the README."
    rec(KIZCAL, [kz1], kza, True, "pronoun", ["This information"], "How to make the month start on Monday in kizitonwose/Calendar is in its README.")
    rec(KIZCAL, [kz1, (A, kza)], "You can configure the first day of the week when you call `setup()`", True, "ellipsis", [], "In kizitonwose/Calendar you configure the first day of the week when you call `setup()`.")
    rec(KIZCAL, [kz1], T_GERMANY, False, SAME, [], None, qsrc=METROUI)

    wx1 = (U, "请问可以设置成周一是一周的起始日期吗，现在是周日是一周的开始")
    wxa = "现在的话还不行，这两天重新设计会加上这个设计"
    rec(WXCAL, [wx1], wxa, True, "ellipsis", [], "wx-calendar 现在还不能设置周一为一周的起始日期，重新设计时会加上。")
    rec(WXCAL, [wx1, (A, wxa), (U, "感恩大佬！！！如果完成了烦请告知一声，能给我带来很大帮助~~~~")], "2.0已提交，可以设置周开始星期了", True, "ellipsis", [], "wx-calendar 2.0 已提交，可以设置一周从星期几开始。")

    # ---- ANSI code pages ----
    ch1 = (U, "detect wrong ON windows")
    rec(CHARDET, [ch1], "testfile.GB2312.cs is the RIGHT.", True, "ellipsis", [], "Of my chardet outputs, the file decoded as GB2312 (testfile.GB2312.cs) is the right one, so chardet's detection is wrong.")
    # In its own thread, and still a trap: a general claim about ANSI (trimmed after its first clause).
    rec(CHARDET, [ch1, (U, "testfile.GB2312.cs is the RIGHT.")], T_ANSICN, False, SAME, [], None)
    rec(CHARDET, [ch1], T_WINPOSIX, False, OTHER, [], None, qsrc=VAULTWARDEN)

    na1 = (U, "ANSI-encoded file cannot be opened properly. I have a text document with ANSI encoding (Windows-1252). It contains the following characters: — … ü ä")
    naq = "When I open it in Notepad++ I get strange characters in these places."
    naa = "Do you have discovered the options in the settings dialog, third category? Try \"UTF-8 without BOM\" together with the indented checkbox."
    rec(NPP888, [na1], naq, True, "pronoun", ["it", "these places"], "When I open my Windows-1252 text document in Notepad++, I get strange characters in place of — … ü ä.")
    rec(NPP888, [na1, (U, naq)], naa, True, "ellipsis", [], "For Notepad++ showing strange characters in an ANSI (Windows-1252) file, try \"UTF-8 without BOM\" with the indented checkbox in the third category of the settings dialog.")

    # ---- second round: ISO week numbers ----
    ac1 = (U, "53rd week of year?")
    acb = (U, "me too.. 53 .. we are still on 2020 :-(")
    rec(ANALOGCLOCK, [ac1, (U, "Maybe it happens only in New Year day?"), acb], "I am following (ISO 8601).", True, "ellipsis", [], "analogclock's week number follows ISO 8601.")
    # In its own thread, and still traps: two general facts about ISO weeks (the next sentences of the same message).
    rec(ANALOGCLOCK, [ac1, (U, "Maybe it happens only in New Year day?"), acb, (A, "I am following (ISO 8601).")], T_2020W53, False, SAME, [], None)
    rec(ANALOGCLOCK, [ac1, (U, "Maybe it happens only in New Year day?"), acb, (A, "I am following (ISO 8601). " + T_2020W53)], T_W1START, False, SAME, [], None)
    rec(ANALOGCLOCK, [ac1], T_USAWEEK, False, SAME, [], None, qsrc=PERIODIC)

    ct1 = (U, "[BUG] Week numbering is one off")
    cta = (A, "@ZachTheDev by enabling the ISO week number option this will correctly display the week number.")
    ctq = "Thanks! I just found that. Is this just an odd year where there happens to be 53 Sundays?"
    rec(CARETTAB, [ct1], "Today (12/26) the week number says it is Week 53.", True, "ellipsis", [], "Today (12/26) CaretTab's week number says it is week 53.")
    rec(CARETTAB, [ct1, (U, "Today (12/26) the week number says it is Week 53."), cta, (U, ctq)], "It depends on which day is set as the first day of the week.", True, "pronoun", ["It"], "Whether CaretTab's default week numbering reaches week 53 depends on which day is set as the first day of the week.")
    rec(CARETTAB, [ct1], T_ISOW1, False, SAME, [], None, qsrc=PERIODIC)

    df1 = (U, "fix(parseISO): reject ISO week 53 in 52-week years")
    dfq = "This affects every 52-week year, including 2014, 2017, 2018, 2019, 2021, 2022, 2025, and so on."
    # In its own thread, and still a trap: the ISO rule stated in full.
    rec(DATEFNS, [df1], T_ISO53, False, SAME, [], None)
    rec(DATEFNS, [df1, (U, dfq + " " + T_ISO53)], "Week 53 of a genuine 53-week year such as 2020 still parses correctly.", True, "ellipsis", [], "With the fix, date-fns' parseISO still parses week 53 of a genuine 53-week year such as 2020 correctly.")
    rec(DATEFNS, [df1], T_DEC28, False, SAME, [], None, qsrc=DATEUTIL1529)

    du1 = (U, "fix(isoparser): reject week 53 for years with only 52 ISO weeks")
    rec(DATEUTIL1529, [du1], "This is tracked in issue #1236.", True, "pronoun", ["This"], "dateutil's isoparser accepting week 53 in 52-week years is tracked in issue #1236.")
    # In its own thread, and still traps: general facts about ISO weeks.
    rec(DATEUTIL1529, [du1, (U, "This is tracked in issue #1236.")], T_EVERY56, False, SAME, [], None)
    rec(DATEUTIL1529, [du1, (U, "This is tracked in issue #1236. " + T_EVERY56)], T_DEC28, False, SAME, [], None)
    rec(DATEUTIL1529, [du1], T_2025W52, False, SAME, [], None, qsrc=PERIODIC)

    dv1 = (U, "dateutil accepts none-existent week 53. Year 2021 has only 52 weeks")
    dvq = "Question: why was this design decision taken?"
    rec(DATEUTIL1236, [dv1], dvq, True, "pronoun", ["this design decision"], "Why does dateutil's isoparse accept a non-existent week 53 such as 2021-W53?")
    # In its own thread, and still a trap: a general claim about ISO week 53.
    rec(DATEUTIL1236, [dv1, (U, dvq)], T_W53VALID, False, SAME, [], None)
    rec(DATEUTIL1236, [dv1, (U, dvq), (A, T_W53VALID)], "Week 53 may indeed exist, but for the year 2021", True, "correction", [], "Week 53 may exist in some ISO years, but not in 2021, so dateutil should reject 2021-W53.")
    rec(DATEUTIL1236, [dv1, (U, dvq)], T_ISOMONSUN, False, SAME, [], None, qsrc=BRYNTUM)

    tt1 = (U, "The ISO week-numbering is wrong for the last days of a year")
    ttq = "According to the specification (http://en.wikipedia.org/wiki/ISO_8601#Week_dates) this line localDate.get(WeekFields.ISO.weekOfYear()) should return '1' for Monday 29 December 2008, but it return '53'."
    rec(THREETEN, [tt1], ttq, True, "ellipsis", [], "In threetenbp, localDate.get(WeekFields.ISO.weekOfYear()) returns 53 for Monday 29 December 2008 instead of the ISO week 1.")
    rec(THREETEN, [tt1], T_W52W53, False, SAME, [], None, qsrc=BRYNTUM)
    rec(THREETEN, [tt1, (U, ttq)], T_WINPOSIX, False, OTHER, [], None, qsrc=VAULTWARDEN)

    br1 = (U, "[BUG] Last week of 2025 gets week number 53. Incorrect week number for last week of 2025")
    bra = (A, "Well, after discussion with @ExtAnimal, and looking up online, here's what I understand about this issue. The week calculation is done according to ISO Week Date system.")
    rec(BRYNTUM, [br1], "Also, all week numbers for 2026 are +1 off.", True, "ellipsis", [], "In Bryntum SchedulerPro with the En locale, all week numbers for 2026 are also one too high.")
    # In its own thread, and still traps: general facts about ISO weeks.
    rec(BRYNTUM, [br1, (U, "Also, all week numbers for 2026 are +1 off."), bra], T_ISOMONSUN, False, SAME, [], None)
    rec(BRYNTUM, [br1, (U, "Also, all week numbers for 2026 are +1 off."), (A, bra[1] + " " + T_ISOMONSUN)], T_W52W53, False, SAME, [], None)

    pn1 = (U, "ISO week numbers are calculated incorrectly in last week of the year. I'm using Periodic Notes 0.0.17 installed from \"Community Plugins\" menu in Obsidian Settings.")
    pnq = "There's something off with how it calculates this week's number and this week's year."
    pnb = "I believe the weak numbers are US and not ISO."
    # In its own thread, and still traps: dates of an ISO week, and the US and ISO rules for week 1.
    rec(PERIODIC, [pn1, (U, pnq)], T_2025W52, False, SAME, [], None)
    rec(PERIODIC, [pn1, (U, pnq + " " + T_2025W52)], pnb, True, "ellipsis", [], "I believe Periodic Notes' week numbers are US week numbers, not ISO.")
    rec(PERIODIC, [pn1, (U, pnq + " " + T_2025W52), (U, pnb)], T_USAWEEK, False, SAME, [], None)
    rec(PERIODIC, [pn1, (U, pnq + " " + T_2025W52), (U, pnb + " " + T_USAWEEK)], T_ISOW1, False, SAME, [], None)

    # ---- what CR, LF and CRLF are ----
    iu1 = (U, "扫盲CRLF、CR、LF都是什么鬼？")
    rec(IUAP, [iu1], T_CRDEF, False, WHAT, [], None)
    rec(IUAP, [iu1, (U, T_CRDEF)], T_WINCRLF, False, SAME, [], None)
    rec(IUAP, [iu1], T_FIXEDWIDTH, False, OTHER, [], None, qsrc=BEVRY)

    cy1 = (U, "[18/4/25]LF与CRLF")
    rec(CLYDE, [cy1], T_WINNR, False, SAME, [], None)
    rec(CLYDE, [cy1], T_NEWLINEOS, False, SAME, [], None, qsrc=ISLISHUDE)

    ld1 = (U, "CRLF is \\n or \\r\\n?")
    ldq = "It seems like we have two different definitions, is that accurate? If so which is preferred?"
    rec(LDPL, [ld1], ldq, True, "ellipsis", [], "LDPL's source seems to have two different definitions of CRLF (`\\n` in ldpl_lib.cpp and `\\r\\n` in ldpl.cpp); is that accurate, and which is preferred?")
    rec(LDPL, [ld1], T_CRDEF, False, WHAT, [], None, qsrc=IUAP)

    ir1 = (U, "Change CRLF to LF")
    rec(IRCNET, [ir1], "Fix the incident with all those CR's before all the LF's", True, "pronoun", ["those CR's"], "Fix the stray CR characters before all the LFs in IRCnet ircd's files.")
    rec(IRCNET, [ir1], T_CRLFQ, False, WHAT, [], None, qsrc=LDPL)
    rec(IRCNET, [ir1], T_2020W53, False, OTHER, [], None, qsrc=ANALOGCLOCK)

    vl1 = (U, "换行")
    rec(VIDEOLIST, [vl1], T_LFDEF, False, WHAT, [], None)
    rec(VIDEOLIST, [vl1], T_CRLFQ, False, WHAT, [], None, qsrc=LDPL)

    il1 = (U, "趣谈、浅析CRLF和LF")
    rec(ISLISHUDE, [il1], T_NEWLINEOS, False, SAME, [], None)
    rec(ISLISHUDE, [il1, (U, T_NEWLINEOS)], T_RUNTIME, False, SAME, [], None)
    rec(ISLISHUDE, [il1], T_WINCRLF, False, SAME, [], None, qsrc=IUAP)

    # ---- the final newline ----
    az1 = (U, "Add final newline to generated candid")
    # In its own thread, and still a trap: the POSIX definition of a line (quote markers left out).
    rec(AZLE, [az1], T_POSIXLINE, False, SAME, [], None)
    rec(AZLE, [az1, (U, T_POSIXLINE)], "With that in mind, this updates our candid output to include a final newline character.", True, "pronoun", ["that", "this"], "Because POSIX defines a line as ending with a newline, this pull request makes Azle's generated candid output end with a final newline character.")
    rec(AZLE, [az1], T_TEXTNEWLINE, False, SAME, [], None, qsrc=GORM)

    gm1 = (U, "Lines should be terminated by a newline character")
    rec(GITMOJI, [gm1], T_POSIXLINE, False, SAME, [], None, qsrc=AZLE)
    rec(GITMOJI, [gm1], F_FINALNL, True, "ellipsis", [], "gitmoji-cli's files need a newline at the end, based on the POSIX standard.", qsrc=GRADCAM)
    rec(GITMOJI, [gm1], T_W1START, False, OTHER, [], None, qsrc=ANALOGCLOCK)

    gc1 = (U, "newline at the end based on POSIX standard")
    rec(GRADCAM, [gc1], F_FINALNL, True, "ellipsis", [], "pytorch-grad-cam's files need a newline at the end, based on the POSIX standard.")
    rec(GRADCAM, [gc1], T_VIMDIFF, False, SAME, [], None, qsrc=GORM)

    vw1 = (U, "add missing eol at eof (POSIX compliance)")
    vwq = "Yes and it does: $ echo -n \"not a line\" >text.txt $ cat text.txt |wc -l 0"
    vwb = "If you would have read my last comment fully, you would read that I'm not fully against it, but okay 😉 ."
    # In its own thread, and still a trap: a general claim about Windows and POSIX.
    rec(VAULTWARDEN, [vw1, (U, vwq)], T_WINPOSIX, False, SAME, [], None)
    rec(VAULTWARDEN, [vw1, (U, vwq + " " + T_WINPOSIX)], "This means LF on Unix and CRLF on Windows (and I think there was another newline definition for another OS).", True, "pronoun", ["This"], "POSIX's newline character means LF on Unix and CRLF on Windows.")
    rec(VAULTWARDEN, [vw1, (U, vwq + " " + T_WINPOSIX)], vwb, True, "pronoun", ["my last comment", "it"], "I'm not fully against adding a final newline to Vaultwarden's files, as my last comment said.")
    # In its own thread, and still a trap: a general claim about files (the same message, trimmed).
    rec(VAULTWARDEN, [vw1, (U, vwq + " " + T_WINPOSIX), (A, vwb)], T_BYTESTREAM, False, SAME, [], None)

    ml1 = (U, "Enforce files end with a new line to fulfill POSIX standard of a line")
    rec(MINTLAYER, [ml1], F_FINALNL, True, "ellipsis", [], "Mintlayer's files need a newline at the end, based on the POSIX standard.", qsrc=GRADCAM)
    rec(MINTLAYER, [ml1], T_BYTESTREAM, False, SAME, [], None, qsrc=VAULTWARDEN)
    rec(MINTLAYER, [ml1], T_SPACESBYTES, False, OTHER, [], None, qsrc=MINETEST)

    cs2 = (U, "fix: add final newline character to text files")
    csq2 = "This makes text files compliant to POSIX which requires every line of a text file to end with a newline character"
    rec(CHEATSHEETS, [cs2], csq2, True, "pronoun", ["This"], "Adding a final newline character to the cheat-sheets text files makes them compliant with POSIX, which requires every line of a text file to end with a newline.")
    rec(CHEATSHEETS, [cs2], T_WINNR, False, SAME, [], None, qsrc=CLYDE)

    go1 = (U, "Add newline to end of file")
    # In its own thread, and still traps: general claims about text files and Vim.
    rec(GORM, [go1], T_TEXTNEWLINE, False, SAME, [], None)
    rec(GORM, [go1, (U, T_TEXTNEWLINE)], "This is defined by the POSIX standard.", True, "pronoun", ["This"], "That text files must end with a newline is defined by the POSIX standard.")
    rec(GORM, [go1, (U, T_TEXTNEWLINE + " This is defined by the POSIX standard.")], T_VIMDIFF, False, SAME, [], None)

    yi1 = (U, "yi does not insert a newline on save")
    yiq = "this is a pretty common feature of text editors, it makes sure that a lot of common tools such as `cat` behave properly."
    yia = "Is it a default on any editor? Pretty sure emacs doesn't do this unless you set it up."
    rec(YI, [yi1], yiq, True, "pronoun", ["this", "it"], "Inserting a final newline on save is a common feature of text editors that makes tools such as `cat` behave properly; yi should do it.")
    rec(YI, [yi1, (U, yiq), (A, yia)], "On vim, yes afaiaa", True, "ellipsis", [], "Vim inserts a final newline on save by default, as far as I am aware.")
    rec(YI, [yi1, (U, yiq)], T_TEXTNEWLINE, False, SAME, [], None, qsrc=GORM)

    # ---- tabs or spaces ----
    bv1 = (U, "Tabs vs. Spaces")
    bvq = "The rationale is that tab widths may (and will) vary between developers, depending upon how one's editor is configured."
    # In its own thread, and still traps: general claims about indentation.
    rec(BEVRY, [bv1], T_STYLEGUIDES, False, SAME, [], None)
    rec(BEVRY, [bv1, (U, T_STYLEGUIDES)], bvq, True, "ellipsis", [], "Style guides suggest spaces over tabs because tab widths vary between developers, depending on how each editor is configured.")
    rec(BEVRY, [bv1, (U, T_STYLEGUIDES + " " + bvq)], T_FIXEDWIDTH, False, SAME, [], None)
    rec(BEVRY, [bv1, (U, T_STYLEGUIDES + " " + bvq + " " + T_FIXEDWIDTH)], "I noticed that src/documents/index.html.eco uses tabs. What is your stance on this debate?", True, "pronoun", ["this debate"], "src/documents/index.html.eco in the static site generators website uses tabs; what is the project's stance on tabs vs spaces?")

    mj1 = (U, "space and tabs both used for indent. We have mixed of tabs and spaces.")
    mjq = "I can fix it but would like to know what is the correct/expected style?"
    mja = (A, "I'm voting for 2 spaces but we need more input from the rest of the devs.")
    rec(MEANJS, [mj1], mjq, True, "pronoun", ["it"], "I can fix the mixed tabs and spaces in generator-meanjs, but what is the correct indentation style?")
    rec(MEANJS, [mj1, (U, mjq), mja, (U, "I like tabs each 2 spaces.")], "not tabs, spaces.", True, "correction", [], "generator-meanjs should be indented with 2 spaces, not tabs of 2 spaces.")
    rec(MEANJS, [mj1, (U, mjq)], T_STYLEGUIDES, False, SAME, [], None, qsrc=BEVRY)

    cg1 = (U, "Why 2 spaces for tabs? This is relatively minor, but since **2 spaces** is in bold, it seems to imply that you should strictly use only 2 spaces for indents.")
    rec(COFFEESG, [cg1], "Or should the style guide be changed to say \"2 or 4 spaces per indentation level\"?", True, "ellipsis", [], "Should the CoffeeScript style guide be changed to say \"2 or 4 spaces per indentation level\"?")
    rec(COFFEESG, [cg1], T_PEP8, False, SAME, [], None, qsrc=PROJECTQ)
    rec(COFFEESG, [cg1], T_LFDEF, False, OTHER, [], None, qsrc=VIDEOLIST)

    cm1 = (U, "Tabs to (4) spaces")
    rec(CUMULUS, [cm1], "Really! :) I just tabified everything.", True, "ellipsis", [], "Really? I just converted everything in CumulusMX to tabs.")
    rec(CUMULUS, [cm1, (A, "Really! :) I just tabified everything.")], "If that's the style for this project, ok :-)", True, "pronoun", ["that", "this project"], "If tabs are CumulusMX's indentation style, that's fine with me.")
    rec(CUMULUS, [cm1], T_FIXEDWIDTH, False, SAME, [], None, qsrc=BEVRY)

    cc1 = (U, "Tabs & Spaces, Oh my...")
    rec(CONCRETE, [cc1], "Looks like some files are indented with 2 tabs while others are 4 spaces?", True, "ellipsis", [], "Some files in concrete5 seem to be indented with 2 tabs while others use 4 spaces?")
    rec(CONCRETE, [cc1, (U, "Looks like some files are indented with 2 tabs while others are 4 spaces?")], "Are we switching over to 4 spaces?", True, "ellipsis", [], "Is concrete5 switching its indentation over to 4 spaces?")
    rec(CONCRETE, [cc1], T_SPACESBYTES, False, SAME, [], None, qsrc=MINETEST)

    mt1 = (U, "Tabs or spaces?")
    rec(MINETEST, [mt1, (U, "We need to decide which one we want to use.")], F_TABSVOTE, True, "ellipsis", [], "I vote for spaces for indentation in jma-capturetheflag.")
    rec(MINETEST, [mt1, (U, "We need to decide which one we want to use. " + F_TABSVOTE)], "I vote for tabs.", True, "ellipsis", [], "I vote for tabs for indentation in jma-capturetheflag.")
    # In its own thread, and still a trap: a general claim about indentation (the same comment, later).
    rec(MINETEST, [mt1, (U, "We need to decide which one we want to use. " + F_TABSVOTE), (U, "I vote for tabs.")], T_SPACESBYTES, False, SAME, [], None)

    pq1 = (U, "Tabs being mixed with spaces")
    rec(PROJECTQ, [pq1], "Many files in the project have spaces hidden amongst the tabs.", True, "ellipsis", [], "Many files in ProjectQ have spaces hidden amongst the tabs.")
    # In its own thread, and still a trap: a fact about PEP 8 (trimmed after "Given that " and before ", we should probably switch to spaces.").
    rec(PROJECTQ, [pq1, (U, "Many files in the project have spaces hidden amongst the tabs.")], T_PEP8, False, SAME, [], None)
    rec(PROJECTQ, [pq1], T_STYLEGUIDES, False, SAME, [], None, qsrc=BEVRY)

    kt1 = (U, "Find a consensus on how to indent code")
    ktq = "Currently we have a mix of different indentation styles in goobi-production: tabs versus blanks, different indent width (4, 8, maybe others)."
    # Second reader's adjudication: the sentence names its subject (goobi-production) in full, as Time Cop's "Currently: ..." does: a trap.
    rec(KITODO, [kt1], ktq, False, SAME, [], None)
    rec(KITODO, [kt1, (U, ktq)], "We should find a consensus for new / modified code, maybe also for existing code.", True, "ellipsis", [], "Kitodo should find a consensus on indentation for new and modified code, and maybe for existing code.")
    rec(KITODO, [kt1], T_MAKEFILE, False, SAME, [], None, qsrc=SUBETHA)

    xi1 = (U, "Tabs vs. Spaces")
    xiq = "There's very few cases where 2x or 4x spaces are used for indentation, when almost the entire file uses tabs."
    rec(EXTRACTXISO, [xi1], xiq, True, "ellipsis", [], "extract-xiso uses 2 or 4 spaces for indentation in a very few places, when almost the entire file uses tabs.")
    rec(EXTRACTXISO, [xi1, (U, xiq)], "It should be made consistent.", True, "pronoun", ["It"], "extract-xiso's indentation should be made consistent.")
