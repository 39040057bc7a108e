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

# ---- relative times ("2 hours ago") or absolute timestamps ----
REFINED = GH + "refined-github/refined-github/issues/47"
TWTXT = GH + "buckket/twtxt/issues/90"
DREAMWIDTH = GH + "dreamwidth/dreamwidth/issues/3277"
SENGI = GH + "NicolasConstant/sengi/issues/592"
HEYXYZ = GH + "slymnoyann/hey.xyz/pull/1137"
INFRAHUB = GH + "opsmill/infrahub/issues/2440"
UNION = GH + "unionlabs/union/pull/2314"
# ---- showing the password (the eye icon) ----
HAMCLOCK = GH + "openhamclock/hamclock/pull/407"
CREDEBL = GH + "credebl/studio/pull/75"
MYPLANET = GH + "open-learning-exchange/myplanet/issues/536"
YADGAH = GH + "Yadgah/Yadgah/pull/144"
BRUIN = GH + "bruin-data/bruin-vscode/pull/175"
# ---- auto-closing brackets ----
JSFIDDLE = GH + "jsfiddle/jsfiddle-users/issues/1402"
MANCY = GH + "princejwesley/Mancy/issues/81"
YARN = GH + "blurymind/YarnClassic/pull/217"
JANUS = GH + "carlhuda/janus/issues/41"

# ---- iOS Safari zooming into inputs under 16px ----
FACECAMP = GH + "andyet/face.camp/issues/35"
ASSEMBLED = GH + "assembledhq/143/pull/598"
FRIENDICA5668 = GH + "friendica/friendica/pull/5668"
A11YFAILS = GH + "5t3ph/a11y-fails/issues/3"
ALPHAGOV = GH + "alphagov/smart-answers/issues/2859"
SURVEYLIB = GH + "surveyjs/survey-library/issues/7285"
SWISSPOST = GH + "swisspost/design-system/issues/7820"
KEEPER = GH + "ridafkih/keeper.sh/pull/182"
FORUMMAGNUM = GH + "ForumMagnum/ForumMagnum/pull/12608"
DSCHECKLIST = GH + "ardakaracizmeli/design-system-checklist/issues/11"
MAZZA = GH + "zmazza-mtech/mazza-finance-app/issues/86"
# ---- infinite scroll or pages ----
POPCORN = GH + "popcorn-time/popcorn-app/pull/278"
INFJEKYLL = GH + "tobiasahlin/infinite-jekyll/issues/13"
# ---- a copy button on code blocks ----
KRATOS = GH + "KratosMultiphysics/Documentation/pull/20"
CHIRUN = GH + "chirun-ncl/chirun/issues/189"
CAKE = GH + "cake-build/website/pull/1126"
MODERNIST = GH + "pages-themes/modernist/issues/29"
DONEJS = GH + "donejs/donejs/issues/694"
# ---- unread counts in the favicon or tab title ----
FRIENDICA8683 = GH + "friendica/friendica/issues/8683"
COMMAFEED = GH + "Athou/commafeed/pull/846"
JABBR367 = GH + "JabbR/JabbR/issues/367"
JABBR832 = GH + "JabbR/JabbR/issues/832"
SIMPLIFY = GH + "leggett/simplify/issues/744"
MAILFLOW = GH + "maathimself/mailflow/issues/22"
ROBIN = GH + "vartan/robin-grow/issues/134"
GETBB = GH + "get-bb/bb/pull/119"
DRIPDRIP = GH + "cgrinds/dripdripdrop/issues/14"

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
T_EMAIL = "I don't think I've ever looked at the time I've received an email."
T_RELNICE = "Relative timestamps are nice, when the timestamp is not that long ago."
T_24HBETTER = "24h time is probably better for avoiding \"reading too quickly\" issues."
T_EYEWHY = "Eye icon is to allow the user to see the actual characters of the password they are typing, rather than showing them as bullets."
T_BTD = "What’s more, one feature I like from the Better TweetDeck browser plugin is the ability to define a secondary timestamp for posts older than 24h."
T_MANCY = "When I type `[`, Mancy will automatically add a `]`."
T_IOS16 = "iOS zooms in when input controls are focused and have less than 16px font"
T_SAFARIPAGE = "iOS Safari zooms the page when focusing a form field whose computed font-size is below 16px."
T_SAFARI16 = "IOS Safari zooms inputs which font size is lower than 16px."
T_BIGGERFONT = "A bigger font-size also increases the (line-)height of input fields and thus their surface area – making them easier targets for touch or pointer interactions."
T_SAFARIVIEW = "When focusing elements on iOS Safari, it will zoom the viewport."
T_DEFAULT16 = "If the `font-size` is lower that 16px (the default in many browsers) the interface will zoom."
T_SAFARI15 = "If the font-size of an <input> is 16px or larger, Safari on iOS will focus into the input normally."
T_KEEPER = "iOS Safari auto-zooms when an input with a font-size below 16px is tapped"
T_FORUMM = "iOS Safari zooms the viewport when a focused input/textarea/select has a font-size below 16px."
T_IOSDEVICES = "iOS devices zoom into text inputs if they use a font size lesser than 16px."
T_INFSCROLL = "Infinite Scroll is much more intuitive, right?!"
T_CHIRUN = "A copy button (add to clipboard) in code blocks would be a really nice feature to aid with copying code out of Chirun and into software"
T_GMAILICON = "Gmail has a toggle in its Advanced Settings that is called \"Unread message icon\", which shows how many unread messages are in your Primary Inbox through the favicon"
T_JABBRPIN = "When JabbR is in a pinned tab in Chrome, the unread messages count becomes invisible, because it's in the title."
# Need the thread's project (follow-ups after a thread they fit):
F_KIBFIX = "Changed KB to KiB so it correctly fits a 1024 power."
F_INSETTINGS = "Would it be possible to change this in the settings ?"
F_BOTHSEP = "Must support always dots and commas."
F_OPALCALC = "OpalCalc do this, and it is very useful"
F_TOGGLE = "there is already a toggle button for this"
F_TRASHOPTION = "I think at least an option not to permanently delete files but moving them to trash bin should be presented."
F_UPCOMING = "The upcoming version 2.8 solves this issue."
F_HOVER = "It would be good to have the absolute timestamp visible, without having to hover over it."
F_DISABLEIT = "I would like a way to disable this."
F_LGTM = "LGTM!"
F_AGREE = "i agree this is usefull"


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
    lend(FILESIZE, [fs1, fs2], T_INFSCROLL, OTHER, POPCORN)
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
    lend(MUI, [mu1], T_IOSDEVICES, OTHER, DSCHECKLIST)

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
    lend(TEAMMATES, [tm1], T_JABBRPIN, OTHER, JABBR832)

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
    lend(TRUNKPLAYER, [tp1, tp2], T_GMAILICON, OTHER, SIMPLIFY)

    li1 = (U, "Set date format DD/MM/YYYY", "u1")
    rec(LINNOVATE, [li1], "Search over all the dates that appear in the app, and change to DD/MM/YYYY format those that are still in the default format", True, "ellipsis", [], "Search over all the dates that appear in the linnovate root app and change those still in the default format to DD/MM/YYYY.", author="u1")
    lend(LINNOVATE, [li1], T_SAFARIVIEW, OTHER, ALPHAGOV)

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
    # In its own thread, and still a trap: a complete statement about FUSE-T (as df16's SciTE sentence).
    rec(FUSEEXT2, [fe1, (A, feq + " " + T_NFDMOST, "u2")], "If you use FUSE-T, you can specify whether to use NFC by `-o nfc`.", False, SAME, [], None, author="u3")

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

    # ---- relative times ("2 hours ago") or absolute timestamps ----
    rg1 = (U, "Timestamps instead of relative time. Just an idea, but it's more useful to me to see the actual date and time when something occurred. The home feed simplifying it to \"2 hours ago\" might as well say \"two episodes of House ago\"-- I'm an adult, I want the real time!", "u1")
    rg2 = (U, "Maybe it can be relative up until an hour?\n\nAm I alone on this one?", "u1")
    rg3 = (A, "I don't care about the exact time, I like the '2 hours ago', because it gives me a rough estimation.", "u2")
    rg4 = (U, "I think if you want super minimal, that makes sense. For me, my day is pretty connected to what happens on GitHub, so having a reference to when things occur is important.", "u1")
    rg5 = (A, "I'm trying to understand this. What exact value do you get from the time? Someone commented something 2 hours ago or 4 hours. How does it make a difference?", "u3")
    rec(REFINED, [rg1], "Maybe it can be relative up until an hour?", True, "pronoun", ["it"], "Maybe refined-github's home feed times could be relative up until an hour, then absolute?", author="u1")
    rec(REFINED, [rg1, rg2], rg3[1], True, "ellipsis", [], "I don't care about the exact time in GitHub's home feed; I like '2 hours ago' because it gives me a rough estimate.", author="u2")
    # In its own thread, and still a trap: a complete statement about e-mail.
    rec(REFINED, [rg1, rg2, rg3, rg4, rg5], T_EMAIL, False, SAME, [], None, author="u3")

    tx1 = (U, "Display absolute time instead of relative time. The relative time format displayed by twtxt (“2 hours ago”) makes it harder to comprehend the timeline.", "u1")
    txq = "First, it is relative not to the current time (when the user is reading the text), but to the time when the command was invoked."
    rec(TWTXT, [tx1], txq, True, "pronoun", ["it"], "twtxt's relative time is relative not to when the user reads the text but to when the command was invoked.", author="u1")
    rec(TWTXT, [tx1, (U, txq + " Second, it has a very low resolution. I therefore propose displaying the time always in an absolute form, taking the user's timezone into account.", "u1")], ":+1: I like that.\nMaybe we can make it configurable if someone really want to use the relative times.", True, "pronoun", ["that", "it"], "I like twtxt always showing absolute times; maybe it could be configurable for those who want relative times.", author="u2")
    lend(TWTXT, [tx1], T_RELNICE, SAME, INFRAHUB)

    dw1 = (U, "change /admin/recent_comments to use absolute timestamps instead of relative timestamps", "u1")
    dw2 = (U, "The output on /admin/recent_comments shows relative timestamps (\"2.5 hours ago\") instead of absolute.", "u1")
    dw3 = (U, "Since someone mentioned grabbing this: noting that seeing it again made me realize I actually have changed my mind and would like them both ways, both absolute and relative. I would like that to be:\n\n2024-12-04 0103 UTC (66.0 hr ago) in @dw-news\n\n(I do not have a strong opinion on 24h time vs 12h time, but", "u1")
    rec(DREAMWIDTH, [dw1, dw2], "They should be absolute, in UTC.", True, "pronoun", ["They"], "Dreamwidth's /admin/recent_comments timestamps should be absolute, in UTC.", author="u1")
    # In its own thread, and still a trap: a general claim about the 24-hour clock (the sentence's opening is the turn before).
    rec(DREAMWIDTH, [dw1, (U, dw2[1] + " They should be absolute, in UTC.", "u1"), dw3], T_24HBETTER, False, SAME, [], None, author="u1")
    lend(DREAMWIDTH, [dw1], T_EMAIL, SAME, REFINED)

    sg1 = (U, "Add option for absolute timestamps on posts", "u1")
    sgq = "Right now, all post timestamps are relative (“20m”, “20d”, etc.)."
    rec(SENGI, [sg1], sgq, True, "ellipsis", [], "Right now, all of Sengi's post timestamps are relative (20m, 20d, etc.).", author="u1")
    # In its own thread, and still a trap: a complete statement about Better TweetDeck ("What's more" as §2's "also").
    rec(SENGI, [sg1, (U, sgq + " It’s true that we can see absolute timestamps (e.g., 2:45 AM) if we hover our cursor over the relative timestamp, but I think it would be convenient if there were an option to replace relative timestamps with absolute timestamps directly.", "u1")], T_BTD, False, SAME, [], None, author="u1")
    rec(SENGI, [sg1], F_HOVER, True, "pronoun", ["it"], "It would be good to have Sengi's absolute post timestamps visible, without having to hover over them.", qsrc=INFRAHUB, author=None)

    hx1 = (U, "feat: show time ago timestamp under message tile (#947)", "u1")
    hxq = "On /messages page, change from showing absolute datetime for a message, to showing \"x days/hours/minutes ago\"."
    rec(HEYXYZ, [hx1], hxq, True, "ellipsis", [], "On hey.xyz's /messages page, messages now show \"x days/hours/minutes ago\" instead of an absolute datetime.", author="u1")
    rec(HEYXYZ, [hx1, (U, hxq + "\nAlso added a title attribute so that the absolute datetime is shown when hovering mouse over the \"x ago\" label.", "u1")], "@bigint If you think that the hovering feature was a good addition, I can add it to other places as well.", True, "pronoun", ["the hovering feature", "it"], "@bigint if showing the absolute datetime on hover over hey.xyz's \"x ago\" labels is a good addition, I can add it to other places as well.", author="u1")
    lend(HEYXYZ, [hx1], T_24HBETTER, SAME, DREAMWIDTH)

    in1 = (U, "feature: show absolute timestamps in the UI", "u1")
    inq = "In multiple places in the UI, we show relative timestamps (1 minute ago, 5 minutes ago, 6 days ago)"
    in2 = (U, inq + ": branch selector, branch list view, proposed change list view, proposed detailed view. If you hover over the timestamp you get an absolute timestamp. " + F_HOVER, "u1")
    rec(INFRAHUB, [in1], inq, True, "ellipsis", [], "In multiple places in the Infrahub UI, relative timestamps are shown (1 minute ago, 5 minutes ago, 6 days ago).", author="u1")
    # In its own thread, and still a trap: a general claim about relative timestamps.
    rec(INFRAHUB, [in1, in2], T_RELNICE, False, SAME, [], None, author="u1")
    rec(INFRAHUB, [in1, in2, (U, T_RELNICE, "u1")], "When the timestamp is multiple days or longer ago it is not that useful anymore.", True, "pronoun", ["it"], "When a timestamp is multiple days old or more, a relative timestamp is not that useful anymore.", author="u1")

    uo1 = (U, "fix(app): show absolute time rather than relative", "u1")
    rec(UNION, [uo1], F_HOVER, True, "pronoun", ["it"], "It would be good to have the absolute timestamp visible in the union app, without having to hover over it.", qsrc=INFRAHUB, author=None)
    lend(UNION, [uo1], T_BTD, SAME, SENGI)

    # ---- showing the password (the eye icon) ----
    hc1 = (U, "Add toggleable eye icon to password fields in Setup and askPasswd", "u1")
    hcq = "Implements an 'eye' visibility toggle icon on the right side of password fields so users can see what they are typing instead of only seeing asterisks (`*`), with asterisks remaining the default."
    rec(HAMCLOCK, [hc1], hcq, True, "ellipsis", [], "The HamClock pull request adds an eye visibility toggle on the right of password fields so users can see what they type instead of asterisks, which stay the default.", author="u1")
    rec(HAMCLOCK, [hc1, (U, hcq, "u1")], "Replaced the bottom `Show`/`Hide` button with an eye icon placed directly to the right of the password text line.", True, "ellipsis", [], "In HamClock's password dialog the bottom Show/Hide button is replaced with an eye icon to the right of the password line.", author="u1")
    lend(HAMCLOCK, [hc1], T_EYEWHY, SAME, CREDEBL)

    cd1 = (U, "Fix: visibility eye icon on password field bug", "u1")
    rec(CREDEBL, [cd1], "Resolved visibility eye icon on password field bug.", True, "ellipsis", [], "The CREDEBL studio pull request resolves the visibility eye icon bug on the password field.", author="u1")
    # In its own thread, and still a trap: what an eye icon is for.
    rec(CREDEBL, [cd1, (U, "Resolved visibility eye icon on password field bug.", "u1")], T_EYEWHY, False, SAME, [], None, author="u1")
    lend(CREDEBL, [cd1], T_KEEPER, OTHER, KEEPER)

    mp1 = (U, "Toggle password visibility icon", "u1")
    rec(MYPLANET, [mp1], "We need to toggle icon of password visibility.", True, "ellipsis", [], "myPlanet needs to toggle the icon of its password visibility button.", author="u1")
    rec(MYPLANET, [mp1, (U, "We need to toggle icon of password visibility.", "u1")], "Right now it does toggle password field but icon does not change.", True, "pronoun", ["it"], "Right now myPlanet's visibility button toggles the password field but its icon does not change.", author="u1")
    lend(MYPLANET, [mp1], T_EYEWHY, SAME, CREDEBL)

    yg1 = (U, "Resolve #130: Add \"Eye\" icon to password field in login page", "u1")
    yg2 = "- Added an eye icon to the password field, allowing users to toggle between showing/hiding the password."
    ygq = "Set the icon color to black and positioned it at the end of the input field (left side in RTL)."
    rec(YADGAH, [yg1, (U, yg2, "u1")], ygq, True, "pronoun", ["the icon", "it"], "Yadgah's login eye icon is black and positioned at the end of the password field (left side in RTL).", author="u1")
    rec(YADGAH, [yg1, (U, yg2 + "\n- " + ygq + "\n- Utilized Bootstrap Icons for the eye icon.", "u1")], "@Abulfadl-Ahmadi - Perfect eye icon implementation—thanks for the clean UX enhancement!", True, "ellipsis", [], "@Abulfadl-Ahmadi thanks for the clean eye icon implementation on Yadgah's login password field.", author="u2")
    lend(YADGAH, [yg1], T_RELNICE, OTHER, INFRAHUB)

    bn1 = (U, "Add Eye Icon to Toggle Password Visibility", "u1")
    rec(BRUIN, [bn1], "This PR introduces a visibility toggle feature for password input fields", True, "pronoun", ["This PR"], "The bruin-vscode pull request introduces a visibility toggle for password input fields.", author="u1")
    lend(BRUIN, [bn1], T_APFS, OTHER, RNR)

    # ---- auto-closing brackets ----
    jf1 = (U, "Disable automatic closing ), } or ]. When one enters a \"(\", “{\" or \"[\", a closing ), } or ] is added automatically.", "u1")
    jfq = "Nice feature! But if you don't use it in your life outside jsfiddle, it's somewhat disturbing."
    rec(JSFIDDLE, [jf1], jfq, True, "pronoun", ["it"], "JSFiddle's automatic closing brackets are nice, but disturbing if you don't use the feature outside JSFiddle.", author="u1")
    rec(JSFIDDLE, [jf1, (U, jfq + "\n\nIs there a possibility to disable it? (i didn't find anything in the settings panel that can do that)", "u1")], "Currently it's not possible, but looks like an easy one to implement. Will have a look into it.", True, "pronoun", ["it", "one"], "Disabling automatic closing brackets in JSFiddle is currently not possible but looks easy to implement.", author="u2")
    lend(JSFIDDLE, [jf1], T_MANCY, SAME, MANCY)

    mn1 = (U, "Ability to disable auto-closing characters", "u1")
    mn2 = (U, T_MANCY + "\n" + F_DISABLEIT, "u1")
    # In its own thread, and still a trap: names Mancy and what it does in full.
    rec(MANCY, [mn1], T_MANCY, False, SAME, [], None, author="u1")
    rec(MANCY, [mn1, mn2], "For example, when I type `['a','b','c']`, I end up with `['a','b','c']]`", True, "ellipsis", [], "In Mancy, typing `['a','b','c']` ends up as `['a','b','c']]` because of auto-closing characters.", author="u1")
    rec(MANCY, [mn1, mn2, (U, "For example, when I type `['a','b','c']`, I end up with `['a','b','c']]`. I would consider leaving it enabled if it could intelligently recognize when I'm typing a character it has already auto-closed and not duplicate.", "u1")], "master branch has preference to disable it.", True, "pronoun", ["it"], "Mancy's master branch has a preference to disable auto-closing characters.", author="u2")

    ya1 = (U, "Implement way to disable automatic closing bracket creation", "u1")
    yaq = "Before brackets and quotation marks would always close themselves after typing the opening bracket/quotation mark. This PR adds a new setting which can disable that behaviour."
    rec(YARN, [ya1], yaq, True, "pronoun", ["This PR", "that behaviour"], "Yarn Classic's brackets and quotation marks always closed themselves; the pull request adds a setting to disable that.", author="u1")
    rec(YARN, [ya1, (U, yaq, "u1")], "Nice work! Thank you  for implementing this :)", True, "pronoun", ["this"], "Thank you for implementing the setting to disable automatic closing brackets in Yarn Classic.", author="u2")
    lend(YARN, [ya1], T_CHIRUN, OTHER, CHIRUN)

    ja1 = (U, "Auto bracket closing feature", "u1")
    jaq = "Hi, I am running into a bug with the automatic insertion of closing quotes, parenthesis, and braces."
    rec(JANUS, [ja1], jaq, True, "ellipsis", [], "Hi, I am running into a bug with Janus's automatic insertion of closing quotes, parentheses and braces.", author="u1")
    rec(JANUS, [ja1, (U, jaq + " Vim won't let me insert a bracket where I need to. It actually deletes it as soon as I type it.", "u1")], "I would like to turn this functionality off, but I can't find where you have enabled it.", True, "pronoun", ["this functionality", "it"], "I would like to turn off Janus's automatic bracket closing, but I can't find where it is enabled.", author="u1")
    rec(JANUS, [ja1], F_DISABLEIT, True, "pronoun", ["this"], "I would like a way to disable Janus's automatic bracket closing.", qsrc=MANCY, author=None)
    lend(JANUS, [ja1, (U, jaq, "u1")], T_MANCY, SAME, MANCY)

    # ---- iOS Safari zooming into inputs under 16px ----
    fc1 = (U, "Make small text at least 16px", "u1")
    # In its own thread, and still a trap: a general claim about iOS.
    rec(FACECAMP, [fc1], T_IOS16, False, SAME, [], None, author="u1")
    lend(FACECAMP, [fc1], T_FORUMM, SAME, FORUMMAGNUM)

    as1 = (U, "Stop iOS Safari auto-zoom on input focus", "u1")
    asq = "The session input (and other inputs) inherit text-xs (12px), which triggered the zoom and pushed the composer out of view."
    # In its own thread, and still a trap: a general claim about iOS Safari.
    rec(ASSEMBLED, [as1], T_SAFARIPAGE, False, SAME, [], None, author="u1")
    rec(ASSEMBLED, [as1, (U, T_SAFARIPAGE, "u1")], asq, True, "ellipsis", ["the zoom"], "In assembledhq/143 the session input and other inputs inherit text-xs (12px), which made iOS Safari zoom and push the composer out of view.", author="u1")
    rec(ASSEMBLED, [as1, (U, T_SAFARIPAGE + " " + asq, "u1")], "Force inputs/textareas/selects to 16px under 640px to suppress the zoom while leaving desktop typography untouched.", True, "ellipsis", ["the zoom"], "assembledhq/143 forces inputs, textareas and selects to 16px under 640px to suppress iOS Safari's zoom while leaving desktop typography untouched.", author="u1")

    fr1 = (U, "[frio] Prevent Safari iOS input zoom", "u1")
    fr2 = (U, "Part of #2800\n\n" + T_SAFARI16 + " Forcing the font-size to 16px prevents a pesky zoom.", "u1")
    frq = "Isn't 16px a bit large? How does it look on a normal desktop screen?"
    # In its own thread, and still a trap: a general claim about iOS Safari.
    rec(FRIENDICA5668, [fr1, (U, "Part of #2800", "u1")], T_SAFARI16, False, SAME, [], None, author="u1")
    rec(FRIENDICA5668, [fr1, fr2], frq, True, "ellipsis", ["it"], "Isn't 16px a bit large for Friendica's frio inputs? How does it look on a normal desktop screen?", author="u2")
    rec(FRIENDICA5668, [fr1, fr2, (A, frq, "u2"), (A, "I hope that @MrPetovan had checked that this hasn't gut any noticeable influence.", "u3")], "The display isn't changed on desktop, and it's only 2px bigger from the base font size at 14px, so the change isn't noticeable even on mobile.", True, "pronoun", ["it", "the change"], "Friendica frio's 16px input font doesn't change the desktop display and is only 2px bigger than the 14px base font, so it isn't noticeable even on mobile.", author="u1")

    af1 = (U, "Small font-size of inputs causes mobile Safari to zoom in on :focus", "u1")
    afq = "Inputs need at least a font-size of 16px to prevent this from happening."
    rec(A11YFAILS, [af1], afq, True, "pronoun", ["this"], "Inputs need at least a 16px font size to keep mobile Safari from zooming in on focus.", author="u1")
    # In its own thread, and still a trap: a general claim ("also", §2 rule 1).
    rec(A11YFAILS, [af1, (U, afq, "u1")], T_BIGGERFONT, False, SAME, [], None, author="u1")
    rec(A11YFAILS, [af1, (U, afq + " " + T_BIGGERFONT, "u1")], "Fix implemented, thanks for calling this out!", True, "pronoun", ["this"], "The fix for a11y-fails' small input font size (16px) is implemented; thanks for calling it out.", author="u2")

    ag1 = (U, "Unwanted zoom behaviour on inputs iOS Safari", "u1")
    ag2 = (U, T_SAFARIVIEW + "\n\nIf the inputs text size is not too small (like in GOV.UK Elements) this behaviour does not happen.\n\nRecommend we update these inputs to the new patterns.", "u1")
    agq = "What do you mean by \"if the inputs text size is not too small\"? Why would this behaviour be different in GOV.UK Elements?"
    # In its own thread, and still a trap: a general claim about iOS Safari.
    rec(ALPHAGOV, [ag1], T_SAFARIVIEW, False, SAME, [], None, author="u1")
    rec(ALPHAGOV, [ag1, ag2], agq, True, "pronoun", ["this behaviour"], "Why would iOS Safari's zoom on inputs not happen with GOV.UK Elements, whose input text size is not too small?", author="u2")
    # Second reader's adjudication: the opener's answer to "What do you mean by ...?" leaves the thread's browser (iOS Safari) unsaid, and
    # without it the claim is wrong (desktop browsers do not zoom): it needs the history (§2 rule 1), a follow-up. Lent, it stays a trap.
    rec(ALPHAGOV, [ag1, ag2, (A, agq, "u2")], T_DEFAULT16, True, "ellipsis", [], "On iOS Safari, if an input's `font-size` is lower than 16px (the default in many browsers), the interface zooms when the input is focused.", author="u1")

    sl1 = (U, "Increase the font size for input if its less than 16px in iOS Safari.", "u1")
    # In its own thread, and still a trap: a general claim about Safari on iOS.
    rec(SURVEYLIB, [sl1], T_SAFARI15, False, SAME, [], None, author="u1")
    rec(SURVEYLIB, [sl1, (U, T_SAFARI15, "u1")], "But as soon as the font-size is 15px or less, the viewport will zoom into that input.", True, "pronoun", ["that input"], "But as soon as an input's font size is 15px or less, Safari on iOS zooms the viewport into it.", author="u1")

    sp1 = (U, "[bug]: iOS zooms in on input fields. When focusing input fields, browser zooms in a little, hiding the right boundary of the input field. The reason is that the font size is below 16px (14px).", "u1")
    spq = "Should we use 16px font size for inputs on mobile?"
    rec(SWISSPOST, [sp1], spq, True, "ellipsis", [], "Should the Swiss Post design system use a 16px font size for inputs on mobile?", author="u1")
    rec(SWISSPOST, [sp1, (U, spq, "u1"), (A, "**Resolution**\nImplement 16px font size on mobile", "u2"), (A, "Solution: Set Default Size Label & Value on Mobile Breakpoint to 16px.", "u3")], "Clarification: It only affects the input/value. The label can remain <16 since it does not cause the bug.", True, "pronoun", ["It", "it", "the bug"], "The 16px mobile font size in the Swiss Post design system only affects the input value; the label can stay under 16px since it does not cause iOS's zoom.", author="u4")
    lend(SWISSPOST, [sp1], T_BIGGERFONT, SAME, A11YFAILS)

    ke1 = (U, "fix: ensure all interactive elements use 16px font to prevent mobile …", "u1")
    # In its own thread, and still a trap: a general claim about iOS Safari.
    rec(KEEPER, [ke1], T_KEEPER, False, SAME, [], None, author="u1")
    lend(KEEPER, [ke1], T_SAFARI15, SAME, SURVEYLIB)

    fm1 = (U, "Prevent iOS Safari auto-zoom on focused form inputs", "u1")
    fmq = "Several inputs were sized 13-15px, causing the page to zoom when tapped on mobile."
    # In its own thread, and still a trap: a general claim about iOS Safari.
    rec(FORUMMAGNUM, [fm1], T_FORUMM, False, SAME, [], None, author="u1")
    rec(FORUMMAGNUM, [fm1, (U, T_FORUMM, "u1")], fmq, True, "ellipsis", [], "Several ForumMagnum inputs were sized 13-15px, causing the page to zoom when tapped on mobile.", author="u1")
    rec(FORUMMAGNUM, [fm1, (U, T_FORUMM + " " + fmq, "u1")], "Bump these to 16px at mobile breakpoints so desktop visuals are unchanged.", True, "pronoun", ["these"], "ForumMagnum bumps its 13-15px inputs to 16px at mobile breakpoints so desktop visuals are unchanged.", author="u1")

    dc1 = (U, "Content: Input text zooming in iOS", "u1")
    # In its own thread, and still a trap: a general claim about iOS devices.
    rec(DSCHECKLIST, [dc1], T_IOSDEVICES, False, SAME, [], None, author="u1")
    rec(DSCHECKLIST, [dc1, (U, T_IOSDEVICES, "u1")], "Let's mention this in the input text component checklist.", True, "pronoun", ["this"], "Let's mention iOS zooming into inputs under 16px in the design system checklist's input text component.", author="u1")

    mz1 = (U, "16px input sweep so iOS stops auto-zooming", "u1")
    rec(MAZZA, [mz1], "Sweep every input, select and textarea for a computed font size below 16px", True, "ellipsis", [], "Sweep every input, select and textarea of the mazza finance app for a computed font size below 16px.", author="u1")
    lend(MAZZA, [mz1], T_SAFARI16, SAME, FRIENDICA5668)
    lend(MAZZA, [mz1], T_KEEPER, SAME, KEEPER)

    # ---- infinite scroll or pages ----
    pc1 = (U, "Infinite Scroll Pagination", "u1")
    pc2 = (U, T_INFSCROLL + " (and seems that the normal pagination was fixed with about 5 pages or something)\n\nSo this is just what I did:\n- I removed the code related with the normal pagination (sorry about that but I had to :)\n- I added the (simple but powerful) logic for the infinite scroll pagination", "u1")
    # In its own thread, and still a trap: a general claim about infinite scroll.
    rec(POPCORN, [pc1], T_INFSCROLL, False, SAME, [], None, author="u1")
    rec(POPCORN, [pc1, pc2], "Great, can't wait to have this merged to the branch!", True, "pronoun", ["this"], "Great, can't wait to have Popcorn Time's infinite scroll pagination merged to the branch!", author="u2")
    rec(POPCORN, [pc1, pc2, (U, "Great, can't wait to have this merged to the branch!", "u2"), (U, "@wsyms :+1:", "u1"), (U, "Original issue in #62, great job!", "u3"), (U, "can't wait", "u4"), (A, "That was a great contribution. Thanks a lot for resolving #62!", "u5")], "I tried it out now, it looks really nice! (y)\n\nFor me it only loads 100 movies though? :)", True, "pronoun", ["it"], "I tried Popcorn Time's infinite scroll and it looks nice, but it only loads 100 movies for me.", author="u3")

    ij1 = (A, "Use Jekyll's pagination feature to load posts", "u1")
    rec(INFJEKYLL, [ij1], "This would reduce the number of requests that fire as you scroll, and would enable you to configure Infinite Jekyll through without touching the code (only your Jekyll setup.)", True, "pronoun", ["This"], "Using Jekyll's pagination to load posts would reduce the requests Infinite Jekyll fires as you scroll, and let you configure it through your Jekyll setup without touching the code.", author="u1")
    lend(INFJEKYLL, [ij1], T_DEFAULT16, OTHER, ALPHAGOV)

    # ---- a copy button on code blocks ----
    kr1 = (U, "Add a copy to clipboard button to code blocks", "u1")
    krq = "This PR adds a 'Copy to Clipboard' button to code blocks. This allows to easily copy code snippets."
    rec(KRATOS, [kr1], krq, True, "pronoun", ["This PR", "This"], "The Kratos documentation pull request adds a Copy to Clipboard button to code blocks to copy code snippets easily.", author="u1")
    rec(KRATOS, [kr1, (U, krq, "u1")], "Nice!!! thx", True, "ellipsis", [], "Nice, thanks for the copy-to-clipboard button on the Kratos documentation's code blocks.", author="u2")
    lend(KRATOS, [kr1], T_INFSCROLL, OTHER, POPCORN)

    cn1 = (U, "Copy to clipboard button for code blocks", "u1")
    # In its own thread, and still a trap: a complete request naming Chirun.
    rec(CHIRUN, [cn1], T_CHIRUN, False, SAME, [], None, author="u1")
    rec(CHIRUN, [cn1, (U, T_CHIRUN, "u1")], F_AGREE, True, "pronoun", ["this"], "I agree a copy button on Chirun's code blocks is useful.", qsrc=DONEJS, author=None)

    ck1 = (U, "(GH-1124) Add button to copy code block to clipboard", "u1")
    ck2 = (U, "Add button to copy code blocks to clipboard. Fixes #1124", "u1")
    rec(CAKE, [ck1, ck2], F_LGTM, True, "ellipsis", [], "The Cake website pull request adding a copy-to-clipboard button to code blocks looks good to me.", author="u2")
    rec(CAKE, [ck1, ck2, (A, F_LGTM, "u2")], "@pascalberger your changes have been merged, thanks for your contribution 👍", True, "pronoun", ["your changes"], "@pascalberger the Cake website's copy-to-clipboard button for code blocks is merged; thanks for your contribution.", author="u2")
    lend(CAKE, [ck1], T_BIGGERFONT, OTHER, A11YFAILS)

    md1 = (U, "Clipboard Button", "u1")
    rec(MODERNIST, [md1], "Can anyone tell my how to get a clipboard button on the code blocks ?", True, "ellipsis", [], "How do I get a clipboard button on the code blocks of the Modernist GitHub Pages theme?", author="u1")
    lend(MODERNIST, [md1], T_CHIRUN, SAME, CHIRUN)

    dj1 = (U, "Add a \"Copy\" button to guides", "u1")
    djq = "When stepping through the guides, it would be useful to be able to copy the text of a code block into the clipboard with a simple button."
    rec(DONEJS, [dj1], djq, True, "ellipsis", [], "When stepping through the DoneJS guides, it would be useful to copy a code block's text to the clipboard with a simple button.", author="u1")
    rec(DONEJS, [dj1, (U, djq + "  I found this utility which seems pretty nifty: https://clipboardjs.com/", "u1")], F_AGREE, True, "pronoun", ["this"], "I agree a copy button for code blocks in the DoneJS guides is useful.", author="u2")
    lend(DONEJS, [dj1], T_IOS16, OTHER, FACECAMP)

    # ---- unread counts in the favicon or tab title ----
    fi1 = (U, "[feature request] add indicator for and number of unread messages and notifications to favicon / browser tab title. Currently it is not possible to see at a glace at the browser tab whether a new message or notification has been received.", "u1")
    fiq = "Yep, I’ve been meaning to add this for a while, thanks for writing a feature request."
    rec(FRIENDICA8683, [fi1], fiq, True, "pronoun", ["this"], "I've been meaning to add an unread indicator to Friendica's favicon and tab title for a while.", author="u2")
    rec(FRIENDICA8683, [fi1, (A, fiq, "u2")], "Adding the number to the tab title is easy.", True, "ellipsis", ["the number"], "Adding Friendica's unread count to the browser tab title is easy.", author="u2")
    lend(FRIENDICA8683, [fi1], T_GMAILICON, SAME, SIMPLIFY)

    cf1 = (U, "Use tinycon to display unread article count", "u1")
    cfq = "This PR uses Tinycon to replace the unread count in the tab title with a favicon badge"
    rec(COMMAFEED, [cf1], cfq, True, "pronoun", ["This PR"], "The CommaFeed pull request uses Tinycon to replace the unread count in the tab title with a favicon badge.", author="u1")
    rec(COMMAFEED, [cf1, (U, cfq + ". I've tested this in Firefox (works), Chrome (works), and Safari 10 (doesn't work, falls back to displaying unread count in tab title).", "u1")], "Looks good, thank you!", True, "ellipsis", [], "CommaFeed's Tinycon favicon badge looks good, thank you!", author="u2")
    lend(COMMAFEED, [cf1], T_JABBRPIN, SAME, JABBR832)

    jb1 = (U, "Favicon badge count for unread chats", "u1")
    rec(JABBR367, [jb1], "Simple number overlayed on the favicon with a number appended to the title as a fallback", True, "ellipsis", [], "JabbR could overlay a simple unread number on the favicon, with the number appended to the title as a fallback.", author="u1")
    lend(JABBR367, [jb1], T_SAFARIPAGE, OTHER, ASSEMBLED)

    jc1 = (U, "Favicon/tab title doesn't show unread messages when pinned in Chrome", "u1")
    # In its own thread, and still a trap: names JabbR and what happens in full.
    rec(JABBR832, [jc1], T_JABBRPIN, False, SAME, [], None, author="u1")
    rec(JABBR832, [jc1, (U, T_JABBRPIN, "u1")], "Note that gmail seems to get around this by putting the unread message count in the favicon", True, "pronoun", ["this"], "Gmail gets around pinned tabs hiding the unread count by putting the unread message count in the favicon.", author="u1")

    sm1 = (U, "Feature Request: Show unread message count in Favicon", "u1")
    sm2 = (U, T_GMAILICON + ". Unfortunately, currently having this feature turned on in Gmail overrides Simplify's \"Use solid-color Gmail favicon\" feature, so there's no way to use both in tandem.", "u1")
    # In its own thread, and still a trap: a complete statement about Gmail.
    rec(SIMPLIFY, [sm1], T_GMAILICON, False, SAME, [], None, author="u1")
    rec(SIMPLIFY, [sm1, sm2], "Thanks for the detailed request -- unfortunately I wasn't able to combine these features.", True, "pronoun", ["these features"], "Unfortunately Simplify couldn't combine Gmail's unread message icon with its solid-color Gmail favicon.", author="u2")

    ma1 = (U, "Unread Mail Count. I would like to have an unread mail counter displayed on the browser tab.", "u1")
    maq = "Hey, there should already be an unread mail counter in the browser tab title. What browser are you using?"
    rec(MAILFLOW, [ma1], maq, True, "ellipsis", [], "mailflow should already show an unread mail counter in the browser tab title; which browser are you using?", author="u2")
    rec(MAILFLOW, [ma1, (A, maq, "u2"), (U, "You are correct. What I actually meant, is an unread mail count overlayed on top of the fav icon", "u1")], "Added, available now in source, will be in next release.", True, "ellipsis", [], "An unread mail count on mailflow's favicon is added in source and will be in the next release.", author="u2")
    lend(MAILFLOW, [ma1], T_DEFAULT16, OTHER, ALPHAGOV)

    rb1 = (U, "Count of messages in favicon only for channel. The favicon changes according count of messages in whele chat, there should bu option to show only count in your channel.", "u1")
    rec(ROBIN, [rb1], "Maybe special favicon for mentions too", True, "ellipsis", [], "Maybe robin-grow could show a special favicon for mentions too.", author="u1")
    rec(ROBIN, [rb1, (U, "Maybe special favicon for mentions too", "u1")], "I think this is a good idea, does anyone know how the tab notification/favicon stuff works?", True, "pronoun", ["this"], "Showing only your channel's message count in robin-grow's favicon is a good idea; does anyone know how its favicon notification works?", author="u2")
    lend(ROBIN, [rb1], T_SAFARIPAGE, OTHER, ASSEMBLED)

    gb1 = (U, "Add unread favicon indicator", "u1")
    # In its own thread, and still a trap: the pull request's summary names bb and what it adds in full (as df16's croft description).
    rec(GETBB, [gb1], "Add an unread favicon badge that composes with bb's dev/light/dark and custom-color favicon variants", False, SAME, [], None, author="u1")
    rec(GETBB, [gb1], F_LGTM, True, "ellipsis", [], "The bb pull request adding an unread favicon indicator looks good to me.", qsrc=CAKE, author=None)
    lend(GETBB, [gb1], T_IOS16, OTHER, FACECAMP)

    dd1 = (A, "Add unread count on favicon", "u1")
    rec(DRIPDRIP, [dd1], "I've had a few requests for unread count on favicon, especially for folks who pin tabs. Will investigate", True, "ellipsis", [], "I've had a few requests for an unread count on dripdripdrop's favicon, especially from people who pin tabs; will investigate.", author="u1")
    lend(DRIPDRIP, [dd1], T_FORUMM, OTHER, FORUMMAGNUM)
