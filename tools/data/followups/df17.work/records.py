"""df17 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- file sizes: KB or KiB, 1000 or 1024 ----
FILESIZE = GH + "synw/filesize/issues/4"
EXAILE = GH + "exaile/exaile/pull/28"
FPV = GH + "brunnerh/file-properties-viewer/issues/10"
CELESTE = GH + "ProjectCeleste/Celeste.Launcher/pull/31"
FPA = GH + "ForumPostAssistant/FPA/issues/83"
IHMCIF = GH + "ihmwg/IHMCIF/issues/36"
SEASIDE = GH + "SeasideSt/Seaside/issues/135"
PRISM = GH + "Raival-e/Prism-File-Explorer/issues/163"
CABOLABS = GH + "ppazos/cabolabs-ehrserver/issues/936"
# ---- the decimal separator: comma or dot ----
VUECURRENCY = GH + "dm4t2/vue-currency-input/issues/71"
UI5 = GH + "UI5/webcomponents/issues/6434"
ANGNUM = GH + "epeschier/angular-numeric-directive/issues/1"
VUENUM = GH + "fengyuanchen/vue-number-input/issues/15"
MUI = GH + "mui/material-ui/issues/44749"
RCINPUT = GH + "react-component/input-number/issues/685"
SURVEYJS = GH + "surveyjs/survey-creator/issues/1307"
PRIMENG = GH + "primefaces/primeng/issues/11308"
LIBREPCB = GH + "LibrePCB/LibrePCB/pull/1523"
NUMARA = GH + "bornova/numara-calculator/issues/185"
# ---- straight and curly ("smart") quotes ----
HPNOFP = GH + "IntermittentlyRupert/hpnofp-ebook/issues/10"
LEO = GH + "leo-editor/leo-editor/issues/949"
SIERRA = GH + "foone/SierraDeathGenerator/issues/43"
DFEBAT = GH + "DFE-Digital/bat-design-history/pull/1516"
CHANGEQUOTES = GH + "colinta/SublimeChangeQuotes/issues/34"
# ---- date formats: DD/MM/YYYY or MM/DD/YYYY ----
WYGIWYH = GH + "eitchtee/WYGIWYH/issues/50"
FPP = GH + "FalconChristmas/fpp/issues/1377"
TASKNOTES = GH + "callumalpass/tasknotes/issues/1373"
TEAMMATES = GH + "TEAMMATES/teammates/issues/3873"
TWILIGHT = GH + "DS-Homebrew/TWiLightMenu/issues/2009"
TRUNKPLAYER = GH + "ScanOC/trunk-player/issues/90"
LINNOVATE = GH + "linnovate/root/issues/1419"

# ---- Windows' 260-character path limit (MAX_PATH) ----
UNSIS = GH + "jimpark/unsis/issues/29"
PLATZI = GH + "OscarDogar/Platzi-Download/issues/85"
LADDERR = GH + "Luffier/ladderr/issues/7"
SYSTRAY = GH + "Hofknecht/SystemTrayMenu/issues/80"
CRCCHECK = GH + "starmessage/CrcCheckCopy/issues/9"
BURP = GH + "grke/burp/issues/807"
MYFILESX = GH + "Neolyon0101/MyFilesXProject/issues/2"
SYSINFO = GH + "GuillaumeGomez/sysinfo/issues/267"
WJAKOB = GH + "wjakob/filesystem/pull/23"
# ---- Unicode file names on macOS (NFC and NFD) ----
RENPY = GH + "renpy/renpy/pull/2327"
GOCRYPTFS = GH + "rfjakob/gocryptfs/pull/992"
SHELF = GH + "unmade/shelf-back/issues/50"
RNR = GH + "ismaelgv/rnr/issues/31"
FUSEEXT2 = GH + "alperakcan/fuse-ext2/issues/1"
MACFSEVENTS = GH + "malthe/macfsevents/pull/27"
# ---- hidden files (dotfiles) ----
MOTUZ = GH + "FredHutch/motuz/issues/173"
EDTOFFLINE = GH + "digidem/edt-offline/issues/37"
VISIT = GH + "visit-dav/visit/issues/1061"
# ---- the trash (recycle bin) instead of deleting ----
MOLE = GH + "tw93/Mole/issues/439"
SPACEDRIVE = GH + "spacedriveapp/spacedrive/pull/2318"
AHKDOCS = GH + "AutoHotkey/AutoHotkeyDocs/pull/683"
CAPFRAMEX = GH + "CXWorld/CapFrameX/issues/87"
TUIFI = GH + "GiorgosXou/TUIFIManager/issues/39"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df17 threads, each placed after at most two other df17 histories ----
# Name their subject, or ask nothing of any project (traps wherever they go):
T_KIB = "1024 B = 1 kibibyte (KiB), not 1 kilobyte (KB)."
T_FINDER = "OS X Finder reportedly uses the decimal unit (kB, dividing by 1000) for file sizes."
T_EXPLORER = "Windows Explorer writes KB and divides by 1024, which is all sorts of wrong."
T_UBUNTU = "Ubuntu requires at least the decimal unit (kB, 1000) to be used by default for file sizes."
T_KIBDEF = "KiB = 1024 bytes (standard unit)"
T_KBDEF = "1 KB is 1000 bytes\n1 KiB is 1024 bytes"
T_SIK = "k is the international system unit prefix for x1000."
T_KISK = "Technically K is equals to Ki prefix."
T_DECBIN = "Decimal units KB, MB, GB are based on 1000\nBinary units KiB, MiB, GiB are based on 1024"
T_BROWSERLANG = "Currently, browsers honors the language of the HTML element in which the input resides."
T_RCGERMAN = "Currently, if I enter `0,5` in German notation, input-number converts the number to the integer `5`, which is almost never what you want."
T_SMARTQ = "Many apps support so-called smart quotes, converting straight single/double quotes into curly quotes in the desired direction, depending on context."
T_MAXPATH = "Microsoft Windows has a MAX_PATH limit of ~256 characters"
T_LONGPATHREG = "To fix the Windows MAX_PATH limit of 256/260 characters, enable Win32 long paths via the Registry Editor or Group Policy."
T_MAXPATHDEF = "The maximum length for a path (file name and its directory route) — also known as MAX_PATH — has been defined by 260 characters."
T_EXTLEN = "The Windows API has many functions that also have Unicode versions to permit an extended-length path for a maximum total path length of 32,767 characters."
T_EXPLORER255 = "The standard explorer limit is 255 characters in the full folder path."
T_WINPREFIX = "For a long time, Windows actually supported longer paths, but using a strange `\\\\?\\` prefix for backwards compatibility."
T_HFSNFD = "Some environments (especially macOS on HFS+ filesystem) will automatically normalize filenames to a customized version of NFD"
T_APFS = "While APFS supports both NFC and NFD, many macOS APIs and applications automatically convert filenames to NFD."
T_NFDMOST = "Most macOS applications expect and work with Normalization Form D (NFD)."
T_CYRNFD = "On macOS the letter 'й' is represented using NFD."
T_HFSUTF8MAC = "The Mac OS X has the HFS+ file system that used file paths in UTF-8-MAC encoding."
T_FILEDELETE = "I used FileDelete and thought the file would go to the recycle bin."
T_DELSTRESS = "As Brodie Robertson mentioned in his video, I think completely deleting files is not intuitive and makes deleting files unnecessarily stressful."
# Need the thread's project (follow-ups after a thread they fit):
F_KIBFIX = "Changed KB to KiB so it correctly fits a 1024 power."
F_INSETTINGS = "Would it be possible to change this in the settings ?"
F_BOTHSEP = "Must support always dots and commas."
F_OPALCALC = "OpalCalc do this, and it is very useful"
F_TOGGLE = "there is already a toggle button for this"
F_TRASHOPTION = "I think at least an option not to permanently delete files but moving them to trash bin should be presented."
F_UPCOMING = "The upcoming version 2.8 solves this issue."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- file sizes: KB or KiB, 1000 or 1024 ----
    fs1 = (U, T_KIB + " The divider should be set to `1000`, which would make the current sizes valid, or the terms used should be updated to those in the binary set (KiB, MiB, GiB).", "u1")
    fs2 = (A, "但是这个是显示给普通用户看的，而不是给计算机科学家看的。", "u2")
    fs3 = (U, "It does not matter who it is shown to. The measurements are invalid.", "u1")
    fs4 = (A, "在普通用户眼里是不太能分清两者区别的，更习惯用KB。", "u2")
    rec(FILESIZE, [fs1], fs2[1], True, "pronoun", ["这个"], "但是 filesize 的文件大小是显示给普通用户看的，而不是给计算机科学家看的。", author="u2")
    rec(FILESIZE, [fs1, fs2, fs3, fs4], "In that case, the divisor should be changed to 1000, not kept at 1024.", True, "pronoun", ["that case", "the divisor"], "If filesize keeps showing KB to ordinary users, its divisor should be changed to 1000, not kept at 1024.", author="u1")
    lend(FILESIZE, [fs1, fs2], T_SMARTQ, OTHER, LEO)
    lend(FILESIZE, [fs1], T_FINDER, SAME, EXAILE)

    ex1 = (U, "Use unambiguous kiB instead of kB. Backdraw: the kiB unit is less known by users.", "u1")
    ex2 = (A, "@sjohannes you're familiar with gio, do you know what size is returned by query_info? I'm confused why it would have a comment of 1000 next to it if it were really 1024. A cursory test on my computer shows that it does indeed return the actual file size, and doesn't mess with the byte count.", "u2")
    exq = "get_size() returns file size in bytes. I divided it by 1000 (arbitrarily rounding down) to get the size in kilobytes. So the current unit (kB) is correct."
    rec(EXAILE, [ex1, ex2], exq, True, "pronoun", ["it", "the current unit"], "In Exaile, gio's get_size() returns the file size in bytes, which I divided by 1000 to get kilobytes, so Exaile's current unit (kB) is correct.", author="u3")
    # In its own thread, and still traps: general claims about Finder and Explorer (from a list after "So the question is which one to use.").
    rec(EXAILE, [ex1, ex2, (A, exq + " So the question is which one to use.", "u3")], T_FINDER, False, SAME, [], None, author="u3")
    rec(EXAILE, [ex1, ex2, (A, exq + " So the question is which one to use. " + T_FINDER + " " + T_UBUNTU, "u3")], T_EXPLORER, False, SAME, [], None, author="u3")

    fp1 = (U, "[Feature Request] support display file size using KiB format. KiB is different from KB. Programer use KiB more often.", "u1")
    rec(FPV, [fp1], "Released in v.1.1.0.", True, "ellipsis", [], "Displaying file sizes in KiB is released in file-properties-viewer v1.1.0.", author="u2")
    rec(FPV, [fp1, (A, "Released in v.1.1.0.", "u2")], "To change the display, set:\n```json\n\"filePropertiesViewer.sizeMode\": \"kibi\",\n```", True, "pronoun", ["the display"], "To show file sizes in KiB in file-properties-viewer, set \"filePropertiesViewer.sizeMode\": \"kibi\".", author="u2")
    lend(FPV, [fp1], T_KIB, SAME, FILESIZE)

    cl1 = (U, "Fix wrong file size units", "u1")
    rec(CELESTE, [cl1], F_KIBFIX, True, "pronoun", ["it"], "Changed Celeste Launcher's file size unit from KB to KiB so it correctly fits a 1024 power.", author="u1")
    # In its own thread, and still a trap: a definition of the unit.
    rec(CELESTE, [cl1, (U, F_KIBFIX + " KB = 1000 bytes", "u1")], T_KIBDEF, False, WHAT, [], None, author="u1")
    lend(CELESTE, [cl1], T_UBUNTU, SAME, EXAILE)

    fa1 = (U, "Consistent use of (abbreviated) number forms. The source contains references to \"KiB\" , \"MiB\" and \"GiB\".  These abbreviations are not in common/conventional use.", "u1")
    faq = "Recommend changing all \"KiB\" to \"KB\", \"MiB\" to \"MB\" and \"GiB\" to \"GB\""
    fa2 = (A, "We calculate using 1024 (not 1000), hence the the use of standard KiB, MiB & GiB designations.", "u2")
    fa3 = (U, "old school - 1024 - i understand rounding things up but thats just being lazy", "u3")
    rec(FPA, [fa1], faq, True, "ellipsis", [], "Recommend changing all KiB to KB, MiB to MB and GiB to GB in the Forum Post Assistant source.", author="u1")
    rec(FPA, [fa1, (U, faq, "u1"), fa2, fa3], "It's the difference between techie math and salespersons math.", True, "pronoun", ["It"], "Using 1024 (KiB) rather than 1000 (KB) in FPA is the difference between techie math and salespersons math.", author="u2")
    lend(FPA, [fa1, (U, faq, "u1")], T_SIK, SAME, CABOLABS)

    ih1 = (U, "Units for ihm_external_files.file_size_kb? The dictionary is unclear what the units are for `ihm_external_files.file_size_kb`.", "u1")
    ihq = "Are \"kilobytes\" old-style (1024 bytes) or new-style (1000 bytes)?"
    ih2 = (U, ihq + " If the former, it would be clearer to say \"kibibytes\". Either way the multiplier should be stated in the dictionary so it's clear.", "u1")
    rec(IHMCIF, [ih1], ihq, True, "ellipsis", [], "Are the kilobytes of IHMCIF's ihm_external_files.file_size_kb old-style (1024 bytes) or new-style (1000 bytes)?", author="u1")
    rec(IHMCIF, [ih1, ih2], "Maybe making it ihm_external_files.file_size in bytes would be better.", True, "pronoun", ["it"], "Maybe renaming IHMCIF's ihm_external_files.file_size_kb to ihm_external_files.file_size, in bytes, would be better.", author="u2")
    lend(IHMCIF, [ih1], T_BROWSERLANG, OTHER, UI5)

    se1 = (U, "WAFileSizePrinter does not respect SI norm", "u1")
    # In its own thread, and still a trap: the two units' definitions.
    rec(SEASIDE, [se1], T_KBDEF, False, WHAT, [], None, author="u1")
    rec(SEASIDE, [se1], F_KIBFIX, True, "pronoun", ["it"], "Changed Seaside's WAFileSizePrinter unit from KB to KiB so it correctly fits a 1024 power.", qsrc=CELESTE, author=None)
    lend(SEASIDE, [se1, (U, T_KBDEF, "u1")], T_RCGERMAN, OTHER, RCINPUT)

    pr1 = (U, "[BUG?] \"kB\" must NOT mean 1024 bytes!", "u1")
    prq = "Please consider using \"KiB\" instead of \"kB\" when displaying binary-calculated file sizes, as \"kB\" implies decimal (1000 bytes) per international standards."
    rec(PRISM, [pr1], prq, True, "ellipsis", [], "Please consider using KiB instead of kB in Prism File Explorer when displaying binary-calculated file sizes, as kB implies 1000 bytes per international standards.", author="u1")
    rec(PRISM, [pr1], F_KIBFIX, True, "pronoun", ["it"], "Changed Prism File Explorer's file size unit from kB to KiB so it correctly fits a 1024 power.", qsrc=CELESTE, author=None)
    lend(PRISM, [pr1, (U, prq, "u1")], T_EXPLORER, SAME, EXAILE)

    cb1 = (U, "All places that show KB as usage unit, do calculations based on 1000 not 1024", "u1")
    cbq = "Now we are showing Decimal units and doing 1024-based calculations."
    # In its own thread, and still traps: the units' definitions and the prefix claim.
    rec(CABOLABS, [cb1], T_DECBIN, False, WHAT, [], None, author="u1")
    rec(CABOLABS, [cb1, (U, T_DECBIN, "u1")], cbq, True, "ellipsis", [], "cabolabs EHRServer now shows decimal units (KB, MB, GB) but does 1024-based calculations.", author="u1")
    rec(CABOLABS, [cb1, (U, T_DECBIN + "\n\n" + cbq, "u1")], T_KISK, False, SAME, [], None, author="u1")
    lend(CABOLABS, [cb1], T_KIB, SAME, FILESIZE)

    # ---- the decimal separator: comma or dot ----
    vc1 = (U, "Allow the numpad dot to be used for countries using decimal comma. For example, when typing 15.79 on the numpad when the nl-NL locale is being used, the dot key is being ignored because the locale uses the decimal comma.", "u1")
    vcq = "It would be better if this key input would transform into a comma."
    rec(VUECURRENCY, [vc1], vcq, True, "pronoun", ["this key input"], "It would be better if vue-currency-input turned the numpad dot into a comma for locales using the decimal comma.", author="u1")
    rec(VUECURRENCY, [vc1, (U, vcq, "u1")], "Sorry, but you will have to use the decimal separator of the configured locale.", True, "ellipsis", [], "Sorry, but in vue-currency-input you will have to use the decimal separator of the configured locale.", author="u2")
    lend(VUECURRENCY, [vc1], T_BROWSERLANG, SAME, UI5)

    ui1 = (U, "Input: Decimal Separator. I'm using the Input component to write numbers with decimal places. The problem is that the decimal separator is a \"comma\" and I need a \"dot\".", "u1")
    uiq = "Is there a way to do this already? If not, can you please add a property for the decimal separator?"
    rec(UI5, [ui1], uiq, True, "pronoun", ["this"], "Is there a way to make the UI5 Input component use a dot as the decimal separator? If not, can you add a property for the decimal separator?", author="u1")
    # In its own thread, and still a trap: a general claim about browsers.
    rec(UI5, [ui1, (U, uiq, "u1")], T_BROWSERLANG, False, SAME, [], None, author="u2")
    rec(UI5, [ui1, (U, uiq, "u1"), (A, T_BROWSERLANG + " The \"comma\" / \"dot\" character is based on the locale code.", "u2")], "Please make sure you have set your browser to a locale which uses \"dot\" as decimal point.", True, "ellipsis", [], "To get a dot as the decimal separator in the UI5 Input component, make sure your browser is set to a locale which uses the dot as decimal point.", author="u2")

    an1 = (U, "Add comma separator. Hi! How i can add comma to numeric input?", "u1")
    anq = "Hi, the comma or dot separators are read from the $locale like this:\n```js\nvar decimalSeparator = $locale.NUMBER_FORMATS.DECIMAL_SEP;\nvar groupSeparator = $locale.NUMBER_FORMATS.GROUP_SEP;\n```"
    rec(ANGNUM, [an1], anq, True, "ellipsis", [], "In angular-numeric-directive the comma or dot separators are read from Angular's $locale (NUMBER_FORMATS.DECIMAL_SEP and GROUP_SEP).", author="u2")
    rec(ANGNUM, [an1, (A, anq, "u2")], "If you don't want the current locale to be used then these have to be changed. Either hard coded or added as a parameter.", True, "pronoun", ["these"], "If you don't want angular-numeric-directive to use the current locale, its decimal and group separators have to be changed, either hard coded or added as a parameter.", author="u2")
    lend(ANGNUM, [an1], T_RCGERMAN, SAME, RCINPUT)

    vn1 = (U, "Decimal precision seperator. How to change decimal precision seperator dot (.) to comma (,)?", "u1")
    vnq = "This component uses the native `<input type=\"number\">` element for inputting and it does not support comma as the decimal precision separator."
    rec(VUENUM, [vn1], vnq, True, "pronoun", ["This component", "it"], "vue-number-input uses the native <input type=\"number\"> element, which does not support comma as the decimal separator.", author="u2")
    rec(VUENUM, [vn1, (A, vnq, "u2")], "it should use it. because every country have their own cultures... why you closed the issue without my opinion?", True, "pronoun", ["it", "the issue"], "vue-number-input should support the comma decimal separator, because every country has its own conventions; why was the issue closed without my opinion?", author="u1")
    lend(VUENUM, [vn1], T_SMARTQ, OTHER, LEO)

    mu1 = (U, "Number Input - Allow to configure the decimal separator. When the Number Input support decimal numbers in future, it would be nice to control the separator.", "u1")
    muq = "E.g. by an optional property \"separator: string\" which allows to choose a own separator based on the websites locale."
    rec(MUI, [mu1], muq, True, "ellipsis", [], "MUI's Number Input could let you control the decimal separator by an optional property \"separator: string\" chosen from the website's locale.", author="u1")
    rec(MUI, [mu1, (U, muq, "u1")], "If not set it could determine the separator by the browser settings.", True, "pronoun", ["it"], "If MUI Number Input's separator property is not set, it could determine the decimal separator from the browser settings.", author="u1")
    lend(MUI, [mu1], T_KIB, OTHER, FILESIZE)

    rc1 = (U, "Multiple decimal separators. In many applications, it would make sense to accept more than one decimal separators and \"normalize\" it to the current locale.", "u1")
    rcq = "This is what Unity does, for instance. You can either use `,` or `.`, and it will auto-convert it to `.`."
    rec(RCINPUT, [rc1], rcq, True, "pronoun", ["This", "it"], "Unity accepts more than one decimal separator: you can use `,` or `.`, and it auto-converts to `.`.", author="u1")
    # In its own thread, and still a trap: names input-number and what it does in full.
    rec(RCINPUT, [rc1, (U, rcq, "u1")], T_RCGERMAN, False, SAME, [], None, author="u1")
    rec(RCINPUT, [rc1, (U, rcq + " " + T_RCGERMAN, "u1")], "Just learned that if I set my browser to German, it works as expected.", True, "pronoun", ["it"], "Just learned that if I set my browser to German, rc-input-number handles `0,5` as expected.", author="u1")

    sj1 = (U, "Input number decimal separator. How the decimal separator can be defined based on the locale of the browser.", "u1")
    sjq = "Currently it only supports dot (.), When I enter one with comma (,) the value is lost."
    rec(SURVEYJS, [sj1], sjq, True, "pronoun", ["it", "one"], "Currently SurveyJS's number input only supports a dot decimal separator; when I enter a number with a comma the value is lost.", author="u1")
    rec(SURVEYJS, [sj1, (U, sjq, "u1")], "Could you tell me where did you change separator?", True, "ellipsis", [], "Where did you change the decimal separator in SurveyJS Creator?", author="u2")
    rec(SURVEYJS, [sj1, (U, sjq, "u1")], F_OPALCALC, True, "pronoun", ["this"], "OpalCalc accepts both comma and dot as decimal separators, as SurveyJS could, and it is very useful.", qsrc=NUMARA, author=None)

    pg1 = (U, "[p-inputNumber] Possibility of dots and commas in inputNumber regardless of [locale] property. I want to allow user to put decimal number into <p-inputNumber> with comma ',' and dots '.'.", "u1")
    rec(PRIMENG, [pg1], F_BOTHSEP, True, "ellipsis", [], "PrimeNG's p-inputNumber must always support both dots and commas as decimal separators.", author="u1")
    rec(PRIMENG, [pg1, (U, F_BOTHSEP, "u1")], "same problem here. i would like to have the possibility to add both types of decimals separators (\",\" or \".\") and to be interpreted accordingly to the locale used. thanks!", True, "ellipsis", [], "Same problem here: I would like PrimeNG's p-inputNumber to accept both comma and dot decimal separators, interpreted according to the locale used.", author="u2")
    lend(PRIMENG, [pg1], T_FINDER, OTHER, EXAILE)

    lp1 = (U, "Always accept decimal point as separator in input fields", "u1")
    lpq = "Especially in Germany one would expect the decimal point \".\" should be usable as the decimal separator even though officially it would be the comma."
    rec(LIBREPCB, [lp1], lpq, True, "ellipsis", [], "Especially in Germany one would expect LibrePCB's input fields to accept the decimal point as the decimal separator even though officially it would be the comma.", author="u1")
    rec(LIBREPCB, [lp1, (U, lpq, "u1")], "Thus now always accepting the decimal point *in addition* to the locale-dependent decimal separator.", True, "ellipsis", [], "LibrePCB's input fields now always accept the decimal point in addition to the locale-dependent decimal separator.", author="u1")
    rec(LIBREPCB, [lp1], F_BOTHSEP, True, "ellipsis", [], "LibrePCB's input fields must always support both dots and commas as decimal separators.", qsrc=PRIMENG, author=None)
    lend(LIBREPCB, [lp1, (U, lpq, "u1")], T_DECBIN, OTHER, CABOLABS)

    nu1 = (U, "Accept both comma and dot as decimal separator. If I choose locale with comma as decimal separator (e.g. Russian), comma still is not accepted as input.", "u1")
    nu2 = (U, "Suggestion: please, accept **both comma and dot as the same decimal separator** in this case. It will be possible to paste numbers from different sources (local with comma or foreign with dot) and always get the correct answer.", "u1")
    nu3 = (A, "Hi @Vanav,\nThis one is a tricky one and I have gone back and forth couple times on this.  We removed this feature in v6 because it caused inconsistencies in the user experience (see #112).", "u2")
    # Names OpalCalc, yet "this" points back at the suggestion: a follow-up.
    rec(NUMARA, [nu1, nu2], F_OPALCALC, True, "pronoun", ["this"], "OpalCalc accepts both comma and dot as the same decimal separator, and it is very useful.", author="u1")
    rec(NUMARA, [nu1, nu2, (U, F_OPALCALC, "u1"), nu3], "That is sad to hear. I can accept incorrect tooltips, not a big deal, if parser accepts both separators.", True, "pronoun", ["That"], "It's sad that Numara removed accepting both separators in v6; I can accept incorrect tooltips if the parser accepts both separators.", author="u1")
    lend(NUMARA, [nu1], T_KISK, OTHER, CABOLABS)

    # ---- straight and curly ("smart") quotes ----
    hp1 = (U, "Move to curly quotes. Use `‘ ’ “ ”` (curly quotes) for quotes and apostrophes instead of `' \"` (straight quotes) like we do now.", "u1")
    hpq = "That could be a very big job, or else an error-prone one if done using an automatic search and replace."
    rec(HPNOFP, [hp1], hpq, True, "pronoun", ["That"], "Moving the hpnofp ebook to curly quotes could be a very big job, or else an error-prone one if done with an automatic search and replace.", author="u2")
    rec(HPNOFP, [hp1, (A, hpq, "u2")], "Agreed, and I'd also want to do #11 first, or adding future chapters will be a pain.", True, "ellipsis", [], "Agreed that moving the hpnofp ebook to curly quotes is a big job, and I'd also want to do #11 first, or adding future chapters will be a pain.", author="u1")
    lend(HPNOFP, [hp1], T_SMARTQ, SAME, LEO)

    le1 = (A, "Support \"smart quotes\"", "u1")
    le2 = "Rev 383f20c completes the work, for now.  Please reopen if improvements are desired."
    # In its own thread, and still a trap: a general claim about apps.
    rec(LEO, [le1], T_SMARTQ, False, SAME, [], None, author="u1")
    rec(LEO, [le1, (A, T_SMARTQ, "u1")], le2, True, "pronoun", ["the work"], "Rev 383f20c completes Leo's smart quotes support, for now; please reopen if improvements are desired.", author="u1")
    rec(LEO, [le1, (A, T_SMARTQ, "u1"), (A, le2, "u1")], "The present code converts a straight quote (single or double) to an opening curly quote if the cursor is at the start of a line or if a blank or tab precedes the cursor.", True, "ellipsis", [], "Leo's present smart-quotes code converts a straight quote to an opening curly quote if the cursor is at the start of a line or after a blank or tab.", author="u1")

    si1 = (U, "Automatically straighten curly quotes", "u1")
    siq = "I forgot that my iPad automatically inputs quotes and apostrophes as their curly equivalent, so fonts that support [straight] quotes and apostrophes leave blank spaces where they should be."
    rec(SIERRA, [si1], siq, True, "ellipsis", [], "My iPad inputs curly quotes and apostrophes, so SierraDeathGenerator fonts that only support straight ones leave blank spaces where they should be.", author="u1")
    rec(SIERRA, [si1, (U, siq, "u1")], "Apparently, you could also set `spellcheck=\"false\"` on the input box, and it forces straight ones to be entered.", True, "pronoun", ["the input box", "straight ones"], "Setting spellcheck=\"false\" on SierraDeathGenerator's input box forces straight quotes to be entered on an iPad.", author="u1")
    lend(SIERRA, [si1], T_EXPLORER, OTHER, EXAILE)

    db1 = (U, "Fix curly quotes", "u1")
    dbq = "This PR attempts to replace straight quotes with curly (a.k.a. ‘smart’) quotes."
    rec(DFEBAT, [db1], dbq, True, "pronoun", ["This PR"], "This bat-design-history pull request attempts to replace straight quotes with curly (smart) quotes.", author="u1")
    rec(DFEBAT, [db1, (U, dbq + " Not all quotes have been changed.", "u1")], "Most double quotes still need to be carefully considered - they cannot be replaced in bulk since front matter and Nunjucks components use straight quotes.", True, "ellipsis", [], "Most double quotes in bat-design-history still need careful consideration: they cannot be replaced in bulk since front matter and Nunjucks components use straight quotes.", author="u1")
    lend(DFEBAT, [db1], T_UBUNTU, OTHER, EXAILE)

    co1 = (U, "Feature request for Smart Curly Quotes. It'd be awesome if a selection could swap quotes with curly quotes.", "u1")
    coq = "What you say seems possible currently and is a matter of configuration. Maybe there is something more to it -- can you provide an example?"
    co3 = (U, "My usual use-case is editing Markdown and JSON files for Cloudflare Apps. I often have to insert these smart quotes manually afterward. Selecting the inner quote contents and making them curly could streamline this up quite a bit", "u1")
    co4 = (A, "ah, I see now. This requires support for different start/end quote characters - a feature that is not yet implemented, sorry.", "u2")
    rec(CHANGEQUOTES, [co1], coq, True, "pronoun", ["What you say", "it"], "Swapping a selection's quotes with curly quotes in SublimeChangeQuotes seems possible currently as a matter of configuration; can you provide an example?", author="u2")
    rec(CHANGEQUOTES, [co1, (A, coq, "u2"), co3, co4], "I took a look at the code, it would not be easy to have this feature without a major refactor.", True, "pronoun", ["the code", "this feature"], "Supporting different start/end (curly) quote characters in SublimeChangeQuotes would not be easy without a major refactor.", author="u3")
    lend(CHANGEQUOTES, [co1], T_KBDEF, OTHER, SEASIDE)

    # ---- date formats: DD/MM/YYYY or MM/DD/YYYY ----
    wy1 = (U, "Date notation. Where I live we write the date as dd/mm/yyyy.", "u1")
    rec(WYGIWYH, [wy1], F_INSETTINGS, True, "pronoun", ["this"], "Would it be possible to change WYGIWYH's date notation to dd/mm/yyyy in the settings?", author="u1")
    rec(WYGIWYH, [wy1, (U, F_INSETTINGS, "u1")], "Currently no, as the date format is inferred from the locale, but yes, you should be able to, slight oversight on my part.", True, "ellipsis", [], "WYGIWYH currently infers the date format from the locale, so it can't be changed in the settings, but it should be.", author="u2")
    lend(WYGIWYH, [wy1], T_KIBDEF, OTHER, CELESTE)

    fp1b = (U, "Date format displayed on main page - DD/MM/YYYY", "u1")
    fpq = "does it not allow one to change this via locale perhaps? from Uk/Canadian format of DD/MM/YYYY to the US format of MM/DD/YYYY"
    rec(FPP, [fp1b], fpq, True, "pronoun", ["it", "this"], "Does FPP not allow changing the main page's date format via locale, from the UK/Canadian DD/MM/YYYY to the US MM/DD/YYYY?", author="u1")
    rec(FPP, [fp1b, (U, fpq, "u1")], "Found the setting .. ignore.", True, "ellipsis", [], "I found FPP's setting for the main page's date format; ignore this issue.", author="u1")
    rec(FPP, [fp1b], F_INSETTINGS, True, "pronoun", ["this"], "Would it be possible to change FPP's main-page date format in the settings?", qsrc=WYGIWYH, author=None)

    tn1 = (U, "[FR]: Add YYYY/MM/DD and DD/MM/YYYY formats for dates. I cannot find any settings on time settings and it continues to use a default of MM/DD/YYYY.", "u1")
    tnq = "Thanks for reporting this @AleMunin. You should be able to change the way dates appear by updating your locale (in the \"General\" settings tab)."
    rec(TASKNOTES, [tn1], tnq, True, "pronoun", ["this"], "You should be able to change the way TaskNotes shows dates by updating your locale in the General settings tab.", author="u2")
    rec(TASKNOTES, [tn1, (A, tnq, "u2")], "I have my locale set to en-GB (British English), which should be using the `DD/MM/YYYY` format. It doesn't seem to be working, however.", True, "pronoun", ["It"], "My TaskNotes locale is set to en-GB, which should use DD/MM/YYYY, but changing the locale doesn't change TaskNotes' date format.", author="u3")

    tm1 = (U, "The current date format can be misleading to US users. e.g. 08.06.2015 can be interpreted as Aug 6th.", "u1")
    tmq = "This is because some Americans tend to read it as DDMMYYYY and some as MMDDYYYY at high proportions."
    rec(TEAMMATES, [tm1], tmq, True, "pronoun", ["This", "it"], "TEAMMATES' date format 08.06.2015 is misleading because some Americans read it as DDMMYYYY and some as MMDDYYYY.", author="u2")
    rec(TEAMMATES, [tm1, (A, tmq + "\n\nLower cost solution: at date fields / inputs, clearly state at the label DDMMYYYY", "u2")], "May be use a more universal format such as '08 Aug 2015' ?", True, "ellipsis", [], "Maybe TEAMMATES could use a more universal date format such as '08 Aug 2015'?", author="u1")
    lend(TEAMMATES, [tm1], T_BROWSERLANG, OTHER, UI5)

    tw1 = (U, "Add a setting for displaying the date as DD/MM instead of MM/DD. Some users may prefer using the DD/MM date format.", "u1")
    twq = "Add this as a setting, similar to the 12/24 hour setting. It would follow the console region by default, but can be changed manually."
    rec(TWILIGHT, [tw1], twq, True, "pronoun", ["this", "It"], "Add a DD/MM date setting to TWiLight Menu++, like the 12/24 hour setting, following the console region by default but changeable manually.", author="u1")
    rec(TWILIGHT, [tw1, (U, twq, "u1")], "There is sorta already the ability to change this as most European languages besides English use `%d/%m` in their translations", True, "pronoun", ["this"], "TWiLight Menu++ can sort of already show DD/MM, as most European languages besides English use `%d/%m` in their translations.", author="u2")
    lend(TWILIGHT, [tw1], T_SIK, OTHER, CABOLABS)

    tp1 = (U, "Changing Date from mm/dd/yyyy to dd/mm/yyy. Is the date format hard coded?", "u1")
    tp2 = (U, "How does on change it? I've set timezone and tried USE_I18N  & USE_L10N", "u1")
    tp3 = (A, "@dreinhold if we updated radio/models.py to read the string format from a setting would that work?", "u2")
    rec(TRUNKPLAYER, [tp1], "How does on change it?", True, "pronoun", ["it"], "How does one change trunk-player's date format from mm/dd/yyyy to dd/mm/yyyy?", author="u1")
    rec(TRUNKPLAYER, [tp1, tp2, tp3], "@RadioTechGuy yes that would work out good. Then people can put whatever they want in the format.", True, "pronoun", ["that", "the format"], "Reading trunk-player's date string format from a setting would work; then people can put whatever date format they want.", author="u3")
    lend(TRUNKPLAYER, [tp1, tp2], T_KIB, OTHER, FILESIZE)

    li1 = (U, "Set date format DD/MM/YYYY", "u1")
    rec(LINNOVATE, [li1], "Search over all the dates that appear in the app, and change to DD/MM/YYYY format those that are still in the default format", True, "ellipsis", [], "Search over all the dates that appear in the linnovate root app and change those still in the default format to DD/MM/YYYY.", author="u1")
    lend(LINNOVATE, [li1], T_RCGERMAN, OTHER, RCINPUT)

    # ---- Windows' 260-character path limit (MAX_PATH) ----
    un1 = (U, "cannot support long path over 260 characters", "u1")
    # In its own thread, and still a trap: names NSIS and what it shows in full.
    rec(UNSIS, [un1], "When a file's full path name is over 260 characters, NSIS will show \"File: failed opening file...\"", False, SAME, [], None, author="u1")
    rec(UNSIS, [un1], F_UPCOMING, True, "pronoun", ["this issue"], "The upcoming version 2.8 of unsis solves its failure on paths over 260 characters.", qsrc=CRCCHECK, author=None)
    lend(UNSIS, [un1], T_HFSNFD, OTHER, RENPY)

    pl1 = (A, "Validar el path cuando sea muy grande", "u1")
    # In its own thread, and still traps: general claims about Windows.
    rec(PLATZI, [pl1], T_MAXPATH, False, SAME, [], None, author="u1")
    rec(PLATZI, [pl1, (A, T_MAXPATH, "u1")], T_LONGPATHREG, False, SAME, [], None, author="u1")
    rec(PLATZI, [pl1, (A, T_MAXPATH, "u1"), (A, T_LONGPATHREG, "u1")], "This allows paths up to roughly 32,000 characters.", True, "pronoun", ["This"], "Enabling Win32 long paths allows Windows paths up to roughly 32,000 characters.", author="u1")

    la1 = (U, "Maximum path character limit bug", "u1")
    laq = "It is not possible to open a file or directory for a path that exceeds 259 characters in length."
    rec(LADDERR, [la1], laq, True, "ellipsis", [], "ladderr cannot open a file or directory whose path exceeds 259 characters.", author="u1")
    rec(LADDERR, [la1, (U, laq + " This is specifically a limitation of explorer.exe not accepting longer paths.", "u1")], "Edit: Turns out this is a double issue. `WScript.Shell .Run` also imposes a character length limit of its own.", True, "pronoun", ["this"], "ladderr's long-path bug is a double issue: besides explorer.exe, `WScript.Shell .Run` also imposes a character length limit of its own.", author="u1")
    lend(LADDERR, [la1], T_MAXPATHDEF, SAME, SYSTRAY)

    st1 = (A, "[Feature] Max Path 260", "u1")
    st2 = (A, T_MAXPATHDEF + " But with the latest Windows 10 Insider preview, Microsoft is giving users the ability to increase the limit.", "u1")
    # In its own thread, and still a trap: the limit's definition.
    rec(SYSTRAY, [st1], T_MAXPATHDEF, False, SAME, [], None, author="u1")
    rec(SYSTRAY, [st1, st2], "fixed this that it not crashes", True, "pronoun", ["this"], "Fixed SystemTrayMenu so that it does not crash on paths over 260 characters.", author="u1")
    rec(SYSTRAY, [st1, st2, (A, "fixed this that it not crashes", "u1")], "most issues were solved trough change to .net core", True, "ellipsis", [], "Most of SystemTrayMenu's long-path issues were solved through the change to .NET Core.", author="u1")

    cc1 = (A, "Under Windows, paths longer than 255 characters are not read", "u1")
    ccq = "Files whose full path is more than 225 characters might not be read by the utility."
    rec(CRCCHECK, [cc1], ccq, True, "pronoun", ["the utility"], "Files whose full path is more than 225 characters might not be read by CrcCheckCopy.", author="u1")
    rec(CRCCHECK, [cc1, (A, ccq, "u1")], F_UPCOMING, True, "pronoun", ["this issue"], "The upcoming version 2.8 of CrcCheckCopy solves its failure to read long paths.", author="u1")
    lend(CRCCHECK, [cc1], T_EXPLORER255, SAME, MYFILESX)

    bu1 = (U, "\"Unknown error\" when trying to backup files with path length >260 characters", "u1")
    buq = "When backing up Windows filesystems with path names that exceed 260 characters, it will throw an “Unknown error” like this (sic):"
    rec(BURP, [bu1], buq, True, "pronoun", ["it", "this"], "When burp backs up Windows filesystems with path names over 260 characters, it throws an \"Unknown error\".", author="u1")
    rec(BURP, [bu1, (U, buq, "u1")], "This seems to correspond to the 260-character-limitation imposed by ``MAX_PATH``", True, "pronoun", ["This"], "burp's \"Unknown error\" on long paths seems to correspond to the 260-character limitation imposed by MAX_PATH.", author="u1")
    lend(BURP, [bu1], T_EXTLEN, SAME, SYSINFO)

    mf1 = (U, "Please add path largest 255 chars in path", "u1")
    mf2 = (U, T_EXPLORER255 + "\nAll partition formats do not have this restriction. And also the operating system does not have this restriction. Only the standard Windows Explorer has a restriction.\nI would love to use your browser.", "u1")
    mfq = "@korenevskiy this feature could be problematic (I think), due to some file APIs that my files-x use might have some validations in order to prevent create files or folder with it."
    # In its own thread, and still a trap: a general claim about Explorer.
    rec(MYFILESX, [mf1], T_EXPLORER255, False, SAME, [], None, author="u1")
    rec(MYFILESX, [mf1, mf2], mfq, True, "pronoun", ["this feature", "it"], "Supporting paths over 255 characters in MyFilesX could be problematic, since some file APIs it uses may validate against creating such files or folders.", author="u2")
    rec(MYFILESX, [mf1, mf2, (A, mfq, "u2")], "I have been decided that I will not  do this", True, "pronoun", ["this"], "I have decided that MyFilesX will not support paths over 255 characters.", author="u2")

    sy1 = (U, "MAX_PATH is not actually the maximum path length on windows. in the code for getting windows exe path: MAX_PATH [...] is defined as 260 characters", "u1")
    sy2 = (U, T_EXTLEN + " Apparently, if path is longer than 260 characters it will just be returned in a truncated version by default...", "u1")
    syq = "Oh wo. That's pretty bad... Thanks for pointing it out! Interested into sending a fix? :)"
    # In its own thread, and still a trap: quoted documentation about the Windows API.
    rec(SYSINFO, [sy1], T_EXTLEN, False, SAME, [], None, author="u1")
    rec(SYSINFO, [sy1, sy2], syq, True, "pronoun", ["That", "it"], "sysinfo truncating Windows exe paths longer than 260 characters is pretty bad; would you send a fix?", author="u2")
    rec(SYSINFO, [sy1, sy2, (A, syq, "u2")], "uhhh to be honest not really.. looks like fixing that is a pretty deep dive, since it only works when a property in the \"application manifest\" (what even is that?) is changed.", True, "pronoun", ["that", "it"], "Fixing sysinfo's truncated long Windows paths looks like a deep dive, since long paths only work when a property in the application manifest is changed.", author="u1")

    wj1 = (U, "Support long file names under Windows", "u1")
    wjq = "Previously, this header only supported up to MAX_PATH=260 characters long paths under Windows."
    wj2 = (U, wjq + " " + T_WINPREFIX + " This PR adds support for this prefix, expanding the maximum path length on Windows to 32767.", "u1")
    rec(WJAKOB, [wj1], wjq, True, "pronoun", ["this header"], "Previously, wjakob/filesystem's header only supported paths up to MAX_PATH=260 characters under Windows.", author="u1")
    # In its own thread, and still a trap: a general claim about Windows.
    rec(WJAKOB, [wj1, (U, wjq, "u1")], T_WINPREFIX, False, SAME, [], None, author="u1")
    rec(WJAKOB, [wj1, wj2], "Wow, that's insane.. so ugly! What were they thinking?", True, "pronoun", ["that", "they"], "Windows needing a strange `\\\\?\\` prefix for long paths is insane and ugly; what were Microsoft thinking?", author="u2")

    # ---- Unicode file names on macOS (NFC and NFD) ----
    rp1 = (U, "Normalize unicode to NFC", "u1")
    rpq = "This will allow those files to be found, even if the filesystem is normalization sensitive."
    # In its own thread, and still a trap: a general claim about macOS (trimmed before "(see also …)").
    rec(RENPY, [rp1], T_HFSNFD, False, SAME, [], None, author="u1")
    rec(RENPY, [rp1, (U, T_HFSNFD, "u1")], rpq, True, "pronoun", ["This", "those files"], "Normalizing unicode to NFC lets Ren'Py find files whose names macOS normalized to NFD, even on a normalization-sensitive filesystem.", author="u1")
    rec(RENPY, [rp1, (U, T_HFSNFD + " " + rpq, "u1")], "Thank you, Apple. /s\n\nThanks! Merged.", True, "ellipsis", [], "Thanks, the Ren'Py pull request normalizing unicode file names to NFC is merged.", author="u2")

    gc1 = (A, "macos: normalize unicode file names: store as NFC, read as NFD", "u1")
    gcq = "This commit resolves #850 by addressing Unicode normalization mismatches on macOS between NFC (used by CLI tools) and NFD (used by GUI apps)."
    rec(GOCRYPTFS, [gc1], gcq, True, "pronoun", ["This commit"], "The gocryptfs commit storing file names as NFC and reading them as NFD resolves #850, the normalization mismatch on macOS between NFC (CLI tools) and NFD (GUI apps).", author="u1")
    rec(GOCRYPTFS, [gc1, (A, gcq, "u1")], "Forward mode on MacOS now enforces NFC for storage but presents NFD", True, "ellipsis", [], "gocryptfs's forward mode on macOS now enforces NFC for storage but presents NFD.", author="u1")
    lend(GOCRYPTFS, [gc1], T_APFS, SAME, RNR)

    sh1 = (A, "Problem with NFD and NFC forms", "u1")
    # In its own thread, and still a trap: a general claim about macOS.
    rec(SHELF, [sh1], T_CYRNFD, False, SAME, [], None, author="u1")
    rec(SHELF, [sh1, (A, T_CYRNFD, "u1")], "However, since browser uses NFC some files cannot be accessed. We need to normalize file names before storing it to the database", True, "ellipsis", [], "Since the browser uses NFC, some files in shelf cannot be accessed; shelf needs to normalize file names before storing them in the database.", author="u1")
    lend(SHELF, [sh1], T_MAXPATH, OTHER, PLATZI)

    rn1 = (U, "Support Unicode Normalization Forms", "u1")
    rn2 = "NFC and NFD are particularly beneficial for macOS users."
    rec(RNR, [rn1], rn2, True, "ellipsis", [], "Supporting NFC and NFD in rnr would particularly benefit macOS users.", author="u1")
    # In its own thread, and still a trap: a general claim about APFS and macOS.
    rec(RNR, [rn1, (U, rn2, "u1")], T_APFS, False, SAME, [], None, author="u1")
    rec(RNR, [rn1, (U, rn2 + " " + T_APFS + "\n\nNFKC and NFKD are useful for compatibility purposes.", "u1")], "Thanks for the suggestion, I need to take a closer look to that information. Maybe, it can be added as subcommand, similar to current subcommand `to-ascii`.", True, "pronoun", ["the suggestion", "that information", "it"], "Unicode normalization could maybe be added to rnr as a subcommand, similar to the current `to-ascii` subcommand.", author="u2")

    fe1 = (A, "umlaut (äöü) does not work", "u1")
    feq = "For the record: This seems to be mostly a problem with filesystems which contain filenames using UTF-8 in Normalization Form C (NFC)."
    rec(FUSEEXT2, [fe1], feq, True, "pronoun", ["This"], "fuse-ext2's umlaut problem seems to come mostly from filesystems whose file names use UTF-8 in Normalization Form C (NFC).", author="u2")
    # In its own thread, and still a trap: a general claim about macOS applications.
    rec(FUSEEXT2, [fe1, (A, feq, "u2")], T_NFDMOST, False, SAME, [], None, author="u2")
    rec(FUSEEXT2, [fe1, (A, feq + " " + T_NFDMOST, "u2")], "If you use FUSE-T, you can specify whether to use NFC by `-o nfc`.", True, "ellipsis", [], "To read NFC file names from an ext2 filesystem on macOS, FUSE-T lets you specify NFC with `-o nfc`.", author="u3")

    mc1 = (U, "supports UTF-8-MAC(NFD)", "u1")
    mc2 = (U, T_HFSUTF8MAC + "\n\nThe UTF-8-MAC is not same as UTF-8.\nThe UTF-8 is encoded by Normalization Form C.\nThe UTF-8-MAC is encoded by Normalization Form D.", "u1")
    # In its own thread, and still a trap: a general claim about HFS+.
    rec(MACFSEVENTS, [mc1], T_HFSUTF8MAC, False, SAME, [], None, author="u1")
    rec(MACFSEVENTS, [mc1, mc2], "These differences will be a problem in Japanese/other file name.", True, "pronoun", ["These differences"], "The differences between UTF-8 (NFC) and UTF-8-MAC (NFD) will be a problem for Japanese and other file names in macfsevents.", author="u1")
    lend(MACFSEVENTS, [mc1], T_FILEDELETE, OTHER, AHKDOCS)

    # ---- hidden files (dotfiles) ----
    mo1 = (U, "Option to show hidden (dotfiles) on NFS shares", "u1")
    moq = "Should be an advanced option, but this would be useful for several cases."
    rec(MOTUZ, [mo1], moq, True, "pronoun", ["this"], "Showing hidden dotfiles on NFS shares in Motuz should be an advanced option, but would be useful for several cases.", author="u1")
    rec(MOTUZ, [mo1, (U, moq, "u1")], F_TOGGLE, True, "pronoun", ["this"], "Motuz already has a toggle button for showing hidden dotfiles.", author="u2")
    lend(MOTUZ, [mo1], T_CYRNFD, OTHER, SHELF)

    ed1 = (U, "Filebrowser: should hide dotfiles by default", "u1")
    rec(EDTOFFLINE, [ed1], F_TOGGLE, True, "pronoun", ["this"], "edt-offline's Filebrowser already has a toggle button for hiding dotfiles.", qsrc=MOTUZ, author=None)
    lend(EDTOFFLINE, [ed1], T_DELSTRESS, SAME, TUIFI)

    vi1 = (U, "Add \"Hide dot files\" option to File Open dialog.", "u1")
    viq = "When I browse my home directory at LC there are tons of directories with dot at the start of the name."
    rec(VISIT, [vi1], viq, True, "ellipsis", [], "When I browse my home directory at LC in VisIt's File Open dialog there are tons of directories whose names start with a dot.", author="u1")
    rec(VISIT, [vi1, (U, viq + " These are mainly config directories for various programs and I'd rather not see them. I want an option in the File Open dialog that lets me hide the dot files.", "u1")], "I'd apply the hide behavior to both files and directories.", True, "ellipsis", ["the hide behavior"], "VisIt's File Open dialog should hide dot files and dot directories alike.", author="u1")
    lend(VISIT, [vi1], T_NFDMOST, OTHER, FUSEEXT2)

    # ---- the trash (recycle bin) instead of deleting ----
    ml1 = (U, "[FEATURE] moving cleaned files to trash can instead of directly removing", "u1")
    rec(MOLE, [ml1], F_TRASHOPTION, True, "ellipsis", [], "I think Mole should at least offer an option to move cleaned files to the trash instead of permanently deleting them.", author="u1")
    rec(MOLE, [ml1, (U, F_TRASHOPTION + "\n\nWe must be able to choose between removing and moving to trash.", "u1")], "@tw93 Please review my PR.", True, "ellipsis", [], "@tw93 please review my pull request adding a move-to-trash option to Mole.", author="u2")
    lend(MOLE, [ml1], T_FILEDELETE, SAME, AHKDOCS)

    sd1 = (U, "[ENG-1365] Move to Trash", "u1")
    rec(SPACEDRIVE, [sd1], "You can now send files to the OS-specific version of Trash/Recycle without having them permanently deleted, although that option still exists.", True, "ellipsis", ["that option"], "In Spacedrive you can now send files to the OS trash/recycle bin instead of deleting them permanently, though permanent deletion still exists.", author="u1")
    rec(SPACEDRIVE, [sd1], F_TRASHOPTION, True, "ellipsis", [], "I think Spacedrive should at least offer an option to move files to the trash instead of permanently deleting them.", qsrc=MOLE, author=None)
    lend(SPACEDRIVE, [sd1], T_WINPREFIX, OTHER, WJAKOB)

    ah1 = (U, "Clarify that FileDelete permanently deletes", "u1")
    ah2 = (U, T_FILEDELETE + " I only learned that FileDelete permanently deleted the file when I learned FileRecycle existed.\n\nFileRecycle mentions that it may permanently delete the file if it's not possible to recycle, yet FileDelete has no mention of the word permanent.", "u1")
    # In its own thread, and still a trap: a complete statement naming FileDelete.
    rec(AHKDOCS, [ah1], T_FILEDELETE, False, SAME, [], None, author="u1")
    rec(AHKDOCS, [ah1, ah2], "Clarifying this will prevent a lot of people from making the same mistake.", True, "pronoun", ["this", "the same mistake"], "Clarifying in the AutoHotkey docs that FileDelete permanently deletes will prevent a lot of people from thinking files go to the recycle bin.", author="u1")
    lend(AHKDOCS, [ah1], T_DELSTRESS, SAME, TUIFI)

    cx1 = (U, "Move files to recycle bin instead of deleting them", "u1")
    rec(CAPFRAMEX, [cx1], "In case of accidental deletion of record files", True, "ellipsis", [], "CapFrameX should move record files to the recycle bin in case of accidental deletion.", author="u1")
    lend(CAPFRAMEX, [cx1], T_EXPLORER255, OTHER, MYFILESX)
    lend(CAPFRAMEX, [cx1, (U, "In case of accidental deletion of record files", "u1")], T_LONGPATHREG, OTHER, PLATZI)

    tu1 = (U, "Move file to trash instead of deleting", "u1")
    tuq = "I think a good solution for this would be to instead move the files to ~/.local/share/Trash/ (and the equivalent on other platforms)."
    # In its own thread, and still a trap: a general opinion about deleting files.
    rec(TUIFI, [tu1], T_DELSTRESS, False, SAME, [], None, author="u1")
    rec(TUIFI, [tu1, (U, T_DELSTRESS, "u1")], tuq, True, "pronoun", ["this", "the files"], "I think TUIFIManager should move deleted files to ~/.local/share/Trash/ (and the equivalent on other platforms) instead of deleting them.", author="u1")
    rec(TUIFI, [tu1, (U, T_DELSTRESS + " " + tuq, "u1")], "Nevermind just saw this was implemented already after I last looked lol", True, "pronoun", ["this"], "Never mind, moving files to the trash was already implemented in TUIFIManager.", author="u1")
