"""df20 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- data export: CSV or Excel (XLSX) downloads, the UTF-8 byte order mark ----
STELLAR = GH + "chatch/stellarexplorer/issues/67"
INSTAHELPER = GH + "OllegK/InstagramHelper/issues/24"
EVIDENCE = GH + "evidence-dev/evidence/issues/2023"
VUEJSONCSV = GH + "Belphemur/vue-json-csv/issues/43"
VCFCONVERT = GH + "thomascube/vcfconvert/issues/11"
JSONCSV = GH + "coston/json-to-csv-export/issues/38"
SPECIFY = GH + "specify/specify7/issues/2739"
PHPMYFAQ = GH + "thorsten/phpMyFAQ/issues/1202"
IATI = GH + "zimmerman-team/IATI.cloud/issues/1622"
NGCSV = GH + "asafdav/ng-csv/issues/28"
UNBESCAPE = GH + "unbescape/unbescape/issues/5"
DOKUSTRUCT = GH + "cosmocode/dokuwiki-plugin-struct/issues/416"
CSVJS = GH + "gkindel/csv-js/issues/7"
HISTORYEXPLORER = GH + "alexarch21/history-explorer-card/issues/74"
DSTAT = GH + "dstat-real/dstat/issues/59"
CSVLINT = GH + "Data-Liberation-Front/csvlint.io/issues/171"
PPS = GH + "y0014984/pps/issues/22"
# ---- undo: Ctrl+Z / redo, and undo snackbars instead of confirmation dialogs ----
WINGS3D = GH + "lingochen/wings3d/issues/23"
MEGALODON = GH + "sk22/megalodon/issues/221"
BUILDMLEARN = GH + "BuildmLearn/BuildmLearn-Toolkit-Android/issues/226"
LINUM = GH + "invest-it/linum/issues/26"
INFINITYREDDIT = GH + "Docile-Alligator/Infinity-For-Reddit/pull/1627"
AUTONUMERIC = GH + "autoNumeric/autoNumeric/issues/738"
GUTENBERG = GH + "WordPress/gutenberg/issues/10325"
PISKEL = GH + "piskelapp/piskel/issues/583"
WORKSHOPCODES = GH + "Mitcheljager/workshop.codes/pull/337"
IMHEX = GH + "WerWolv/ImHex/pull/787"
SPROTTY = GH + "eclipse-sprotty/sprotty/pull/217"
LAPCE = GH + "lapce/lapce/issues/608"
DRAWIO = GH + "jgraph/drawio-desktop/issues/486"
CAMUNDA = GH + "camunda/camunda-modeler/issues/44"
ISAACSGITHUB = GH + "isaacs/github/issues/1541"
MANSHAR = GH + "manshar/manshar/pull/119"
PLOTS2 = GH + "jywarren/plots2/issues/212"
# ---- QR codes for sharing a link ----
SIMPLEQR = GH + "tomfong/simple-qr/issues/85"
SINGLELINK = GH + "singlelink-co/Singlelink/issues/16"
BARCODEWALLET = GH + "macherel/Barcode-Wallet/issues/9"
SYMBOL = GH + "symbol/desktop-wallet/issues/740"
DANTSU = GH + "DantSu/ESCPOS-ThermalPrinter-Android/issues/210"
VOTINGWORKS = GH + "votingworks/vxsuite/issues/7785"
ADMINCH = GH + "admin-ch/CovidCertificate-Management-Service/pull/160"
QRCODEJS = GH + "davidshimjs/qrcodejs/issues/318"
O3LABS = GH + "O3Labs/OzoneWalletIOS/pull/49"
WEWEWE = GH + "wewewe718/QrAndBarcodeScanner/issues/111"
G0DKAR = GH + "g0dkar/qrcode-kotlin/issues/141"
ANGULARXQR = GH + "Cordobo/angularx-qrcode/issues/177"
GRAPHENECAM = GH + "GrapheneOS/Camera/issues/150"
SIMPLEQRCODE = GH + "SimpleSoftwareIO/simple-qrcode/issues/88"
BARCODETOPC = GH + "fttx/barcode-to-pc-server/issues/20"
QRSWIFT = GH + "yannickl/QRCodeReader.swift/issues/88"
SECSCANQR = GH + "Fr4gorSoftware/SecScanQR/issues/200"
SSWREWARDS = GH + "SSWConsulting/SSW.Rewards.Mobile/issues/321"
# ---- print stylesheets and page breaks ----
ALPS = GH + "adventistchurch/alps/issues/510"
COUCHDB = GH + "oreilly/couchdb-guide/issues/280"
YETICOLD = GH + "JWWeatherman/yeticold/issues/98"
LOCALWIKI = GH + "localwiki/localwiki/issues/766"
WEBFUND = GH + "RubenVerborgh/WebFundamentals/pull/19"
HSGSHELL = GH + "HistoryAtState/hsg-shell/pull/226"
INTERNETNL = GH + "internetstandards/Internet.nl/issues/1558"
ONS = GH + "ONSdigital/design-system/issues/2625"
PRINTTHIS = GH + "jasonday/printThis/issues/70"
COOCOOK = GH + "dboehmer/coocook/issues/36"
CENSUS = GH + "censusreporter/censusreporter/pull/115"
DNDQUICKREF = GH + "crobi/dnd5e-quickref/issues/15"
PRINTD = GH + "joseluisq/printd/issues/16"
OPENCERTS = GH + "OpenCerts/opencerts-website/issues/447"
WKHTML = GH + "wkhtmltopdf/wkhtmltopdf/issues/2399"
CKEDITOR = GH + "ckeditor/ckeditor4/issues/3880"
# ---- list order: alphabetical sorting, newest first ----
ANEMONE = GH + "astronautlevel2/Anemone3DS/issues/33"
INTERSECT = GH + "AscensionGameDev/Intersect-Engine/issues/615"
LINUXDL = GH + "sxiii/linux-downloader/issues/5"
DUVIZ = GH + "soxofaan/duviz/issues/25"
AKHQ = GH + "tchiotludo/akhq/issues/28"
PROSEO = GH + "dlr-eoc/prosEO/issues/263"
CORDAPI = GH + "SeedCompany/cord-api-v3/issues/1893"
SWAG = GH + "swapagarwal/swag-for-dev/pull/345"
ZESTY = GH + "zesty-io/design-system/issues/105"
SPECTERDIY = GH + "cryptoadvance/specter-diy/pull/137"
MARKOR = GH + "gsantner/markor/pull/2779"
STACKEDIT = GH + "benweet/stackedit/pull/1497"
SORTLINES = GH + "Tyriar/vscode-sort-lines/issues/101"
BOOKMARKS = GH + "eric-bixby/auto-sort-bookmarks-webext/issues/74"
TAGBAR = GH + "preservim/tagbar/issues/331"
ALPHPETIZE = GH + "foxxyz/sublime_alphpetize/issues/10"
# ---- document wording ----
HOLACRACY = GH + "holacracyone/Holacracy-Constitution/pull/32"

# Every thread above is used as a history except DUVIZ, which only lends S_ALPHA.
QUESTION_ONLY: tuple[str, ...] = (DUVIZ,)

# ---- the bank: real sentences from df20 threads, each placed after at most two other df20 histories of the same area ----
# data export
E_CHARTS = "Exporting to CSV allows users to create their own graphical statistics charts."
E_NATIVE = "Doesn't excel open .csv files natively on windows?"
E_ISO = "When open output UTF-8 CSV file by excel, if the UTF-8 CSV is lack of BOM header , Excel will identify CSV as ISO-8858-1 encoding."
E_SEPARATOR = "When I specific the separator, excel discard the encoding of the file."
# undo
U_GMAIL = "Usually the apps that use a SnackBar (gmail etc) don't use a delete confirmation dialog box."
E_EUROPE = "`;`-separated is common in large parts of Europe - because of the prevalence of commas as a decimal separator, e.g. `50,00`."
E_LOCALE = "The semi-colon will only be used as a field separator in non-English setups, because comma (`,`) is used as a decimal separator."
E_VARIES = "the usual separator for CSV files varies by country."
E_NORDIC = "Nordic versions of ms excel and friends uses ; as separator because , is used for decimals rather than . as in us (which if you ask me as a programmer, is stupid) :)"
E_EUROSTD = "For European countries it is standard to use ';' as a separator."
E_CULTURES = "In some european cultures (at least in french, italian and spanish cultures) the comma is used to separate the numbers with their decimal part."
# undo and redo
R_COMMON = "It is quite common to use `CTRL + Y` instead of `CTRL + SHIFT + Z` to redo an action."
R_WINDOWS = "A common keyboard shortcut for Redo in the Windows world is Ctrl + Y."
R_SOMEPROGRAMS = "Some programs use Ctrl+Y, others use Ctrl+Shift+Z."
R_SOMEEDITORS = "On some editors, the redo shortcut is mapped to Ctrl+Shift+Z"
R_BROWSERS = "Browsers usually support both Ctrl+Y and Ctrl+Shift+Z in e.g., input elements."
R_ADOBE = "Adobe products use Ctrl+Shift+Z for Redo, which is much faster and more ergonomic."
R_WIKI = "In most Microsoft Windows applications, the keyboard shortcut for the undo command is `Ctrl+Z` or `Alt+Backspace`, and the shortcut for redo is `Ctrl+Y` or `Ctrl+Shift+Z`."
# QR codes
Q_BITSIZE = "The size of the bit is directly linked to the size of data you put into your QR Code."
Q_PRINTED = "Error correction is more important for printed QR codes that can be physically damaged."
Q_EXPERIMENTS = "There have been experiments made, that increased error correction leads to scanning problems because the blocks get smaller."
Q_LONGSTRING = "If you do a QR Code with a long string, you will have very small squares, and if you do a QR code with a very short string you will have big squares."
Q_SCHEMES = "Some apps use custom URL schemes to open directly activities."
# print
P_BGDEFAULT = "Background colors and images don't print by default."
P_IGNORE = "Browsers ignore background images and colors while printing."
P_DONTPRINT = "Browsers don't print background colors by default."
P_WEBPAGES = "By default, printing webpages doesn't show background colours"
P_BREAK = "`break-inside` and `break-after` can be set to `avoid` for headers and/or tables and to `page` for certain sections."
# list order
S_LOCATE = "Often it can be easier to locate a specific option when they are sort by alphanumeric."
S_CODEPOINT = "What most people expect from \"case sensitive\" is code-point order, i.e. all uppercase before lowercase: `Apple Banana Cherry Zebra aardvark apple banana cherry`."
S_LOCALECOMPARE = "With `sensitivity: \"case\"`, letters are still compared alphabetically first; case only breaks ties between strings that are otherwise identical."
S_ALPHA = "For some use cases it can be handy to sort alphabetically"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- data export ----
    st1 = (A, "CSV export feature. For main operations / transactions / effects views\nFor account tabs: as above plus payments, offers, ...", "u1")
    stq = "Hi @chatch,\n\nI'm interested in implementing this and quickly want to clarify if I understand the idea correctly: The intention is to add a CSV export button everywhere where it currently is only possible to export JSON by clicking the JSON badge button, correct?"
    rec(STELLAR, [st1], stq, True, "pronoun", ["this", "the idea"], "Is the intention of Stellar Explorer's CSV export feature to add a CSV export button everywhere it is currently only possible to export JSON through the JSON badge button?", author="u2")
    stq2 = "hi @cmichi, great!  \n\nyeah i was thinking anywhere there is a list it would be useful. especially on the account page tabs like payments, trades, effects, etc. people could easily export their transactions.  on other list views it's a nice to have to get the data out in another way."
    rec(STELLAR, [st1, (U, stq, "u2")], stq2, True, "ellipsis", [], "A CSV export button in Stellar Explorer would be useful anywhere there is a list, especially the account page tabs (payments, trades, effects) so people can export their transactions; on other list views it is a nice-to-have.", author="u1")
    lend(STELLAR, [st1, (U, stq, "u2")], E_CHARTS, SAME, PPS)

    ih1 = (U, "Export CSV instead of Excel. Is it possible to export as CSV instead of Excel?", "u1")
    ih2 = (A, "The extension does export only to XLSX.\n\nI have on my todo export to CSV and HTML, but I don't see a significant value in having it. Maybe exporting to CSV will be faster and CSV is easier to consume by other software. What are your benefits in having export CSV?", "u2")
    rec(INSTAHELPER, [ih1], ih2[1], True, "ellipsis", [], "InstagramHelper exports only to XLSX; CSV and HTML export are on the todo list but of little value; what would you gain from a CSV export?", author="u2")
    rec(INSTAHELPER, [ih1, ih2], "CSV is more versatile in my usecase", True, "ellipsis", [], "A CSV export from InstagramHelper would be more versatile than XLSX in my use case.", author="u1")
    lend(INSTAHELPER, [ih1, ih2], E_NATIVE, SAME, EVIDENCE)

    ev1 = (U, "Download as Excel? Currently, the data Downloads links produce CSV files. It would be nice to be able to download Excel (XLSX) files.", "u1")
    evq = "Customers could directly use the downloaded data without having to go through CSV import settings in Excel."
    rec(EVIDENCE, [ev1], evq, True, "ellipsis", [], "With XLSX downloads from Evidence, customers could use the downloaded data directly without going through Excel's CSV import settings.", author="u1")
    # In its own thread, and still a trap: a general question about Excel on Windows.
    rec(EVIDENCE, [ev1, (U, evq, "u1")], E_NATIVE, False, SAME, [], None, author="u2")
    lend(EVIDENCE, [ev1], E_ISO, SAME, VCFCONVERT)

    vj1 = (U, "\"separator-excel=true\" and \"encoding=utf-8\" prevent BOM to work. When trying to export using `separator-excel=true` and encoding set to `encoding=utf-8`, then I have the encoding being set like without BOM.", "u1")
    vj2 = (U, "As a workaround, I've set the delimiter to \";\" and removed `separator-excel=true`.\nI think it's probably an Excel problem more than a \"vue-json-csv\" problem, but I don't know...", "u1")
    rec(VUEJSONCSV, [vj1], vj2[1], True, "ellipsis", [], "As a workaround for vue-json-csv losing the BOM with `separator-excel=true` and `encoding=utf-8`, I set the delimiter to \";\" and removed `separator-excel=true`; it is probably an Excel problem rather than vue-json-csv's.", author="u1")
    vjq = "I dig as deep as a could, and yes, it's an excel issue. I can't do anything about this ..."
    rec(VUEJSONCSV, [vj1, vj2, (U, "Great work-around", "u2"), (U, "Thanks a lot for this, saved my day !", "u3")], vjq, True, "pronoun", ["it", "this"], "The lost UTF-8 BOM when vue-json-csv exports with `separator-excel=true` is an Excel issue; the library can't do anything about it.", author="u4")
    # In its own thread, and still a trap: a general statement about Excel (the maintainer's next sentence).
    rec(VUEJSONCSV, [vj1, vj2, (U, "Great work-around", "u2"), (U, "Thanks a lot for this, saved my day !", "u3"), (A, vjq, "u4")], E_SEPARATOR, False, SAME, [], None, author="u4")

    vc1 = (U, "add BOM in CSV output if encoding is UTF-8", "u1")
    rec(VCFCONVERT, [vc1], E_ISO, False, SAME, [], None, author="u1")
    vcq = "CSV with BOM still can be imported to outlook in my test. The only defect is the first field name will include BOM, but it will not effect the data in first column."
    rec(VCFCONVERT, [vc1, (U, E_ISO + " The Chinese character inside the Excel will unreadable.", "u1")], vcq, True, "ellipsis", ["the first field name", "first column"], "A vcfconvert CSV export with a BOM can still be imported into Outlook in my test; the only defect is that the first field name includes the BOM, which does not affect the first column's data.", author="u1")
    lend(VCFCONVERT, [vc1], E_SEPARATOR, SAME, VUEJSONCSV)

    jc1 = (U, "Issue in export Hebrew text - add UTF-8 BOM to CSV export", "u1")
    jc2 = (U, "Thanks for the great tool!\nI found an issue - The CSV file should be saved as UTF-8 otherwise Excel and other encoding-sensitive applications may show gibberish instead of Hebrew characters.", "u1")
    rec(JSONCSV, [jc1], jc2[1], True, "ellipsis", [], "json-to-csv-export's CSV file should be saved as UTF-8 with a BOM, otherwise Excel and other encoding-sensitive applications may show gibberish instead of Hebrew characters.", author="u1")
    jcq = "Hey @Royb10, thank you for sharing this issue. The default encoding for blob is UTF-8, so we'd only need to add the BOM marker. Seems fine to me. Is there downside to doing this? (i'm wondering why it's not the default)"
    rec(JSONCSV, [jc1, jc2], jcq, True, "pronoun", ["this issue", "this", "it"], "The default encoding of a Blob is UTF-8, so json-to-csv-export would only need to add the BOM marker; is there a downside to adding a UTF-8 BOM to the CSV export, and why isn't it the default?", author="u2")
    lend(JSONCSV, [jc1, jc2], E_NATIVE, SAME, EVIDENCE)

    sp1 = (U, "Export to CSV button on the form", "u1")
    spq = "It would be a nice feature to have a button on a form that would let a user download a pre-configured csv summary of the data displayed - we've been asked if there is a quick way to export data when a user is browsing through collection object forms after running a search."
    rec(SPECIFY, [sp1], spq, True, "ellipsis", [], "It would be nice for Specify 7 forms to have a button that downloads a pre-configured CSV summary of the displayed data, for exporting while browsing collection object forms after a search.", author="u1")
    spq2 = "Is there any way to make the \"Generate Label\u201d button on the Forms to generate a CSV file with the current collection object information instead of a PDF file?"
    rec(SPECIFY, [sp1, (U, spq + "\n\nMaybe this could be added to the meta menu? Seems like a really interesting idea!", "u1")], spq2, True, "ellipsis", ["the Forms"], "Is there a way to make Specify 7's \"Generate Label\" button on forms generate a CSV file with the current collection object's information instead of a PDF?", author="u2")
    lend(SPECIFY, [sp1], E_CHARTS, SAME, PPS)

    pf1 = (U, "Export reports to CSV", "u1")
    pfq = "Add a button that would initiate export to CSV action on report pages like \"Search Statistics\" \"Rating Statistics\" and similar."
    rec(PHPMYFAQ, [pf1], pfq, True, "ellipsis", [], "Add a button to phpMyFAQ's report pages, such as \"Search Statistics\" and \"Rating Statistics\", that exports the report to CSV.", author="u1")
    lend(PHPMYFAQ, [pf1, (U, pfq, "u1")], E_ISO, SAME, VCFCONVERT)

    pp1 = (A, "CSV export button", "u1")
    rec(PPS, [pp1], E_CHARTS, False, SAME, [], None, author="u1")
    rec(PPS, [pp1, (A, E_CHARTS, "u1")], "closed via pull request #66", True, "ellipsis", [], "The CSV export button issue in pps was closed via pull request #66.", author="u1")

    # ---- undo ----
    wi1 = (U, "Feature request: CTRL+Z to Undo", "u1")
    wiq = "Feature request: CTRL+Z to Undo, and CTRL+Y or CTRL+SHIFT+Z for Redo"
    rec(WINGS3D, [wi1], "will write hotkey remapping function soon.", True, "ellipsis", [], "I will soon write a hotkey remapping function for wings3d, which would allow Ctrl+Z for undo and Ctrl+Y or Ctrl+Shift+Z for redo.", author="u2")

    mg1 = (U, "Suggestion: Replace conformation dialog with snackbar with undo action in notifications", "u1")
    mg2 = (U, "This is just a personal opinion so it can safely be ignored, but I think I'd be better, if instead of showing a conformation dialog when deleting a notification you show a snackbar after deleting it, offering an \"undo\" button.", "u1")
    mg3 = (A, "using a snackbar in this project would be revolutionary actually. but, hm, when deleting, i'd have to figure out how to add the (visually) deleted item back (when the undo button is pressed). thanks for the idea, your personal opinion is valued (and correct), definitely considering looking into it!", "u2")
    mg2b = (U, mg2[1] + "\n\nThis is only for clearing one notification, clearing all notifications should stay a confirmation dialog.", "u1")
    mgq = "I am not sure how the notifications are stored / where they are stored, but you could either:\n\n1. Add a delay before actually deleting the Notifications but \"hide\" them visually immediately.\n2. Create a clone of them (with a new id if needed) and then add them back to the database if the \"undo\" button is pressed.\n\nJust ideas!"
    rec(MEGALODON, [mg1, mg2b, mg3], mgq, True, "pronoun", ["the notifications", "them"], "To let megalodon's undo snackbar restore a deleted notification, you could either delay the real deletion while hiding it at once, or clone the notifications and add them back to the database when undo is pressed.", author="u1")
    mgq2 = "Perhaps a bit less revolutionary would be to add an \"Ask before deleting notification\" toggle in the behaviour settings."
    rec(MEGALODON, [mg1, mg2b, mg3, (U, mgq, "u1")], mgq2, True, "ellipsis", [], "Less revolutionary than an undo snackbar, megalodon could add an \"Ask before deleting notification\" toggle to its behaviour settings.", author="u3")
    lend(MEGALODON, [mg1, mg2b, mg3], U_GMAIL, SAME, BUILDMLEARN)

    bm1 = (U, "Show SnackBar after deleting item with a button to UNDO delete.", "u1")
    bm2 = (U, "When the user delete the item by mistake or he/she is in confusion whether he/she kept this item or delete it and suddenly he/she thought to kept that item, so for such case there should be a UNDO option, to restore items.", "u1")
    rec(BUILDMLEARN, [bm1, bm2], "@opticod Should I make a PR for this?", True, "pronoun", ["this"], "Should I make a PR for an undo snackbar after deleting an item in BuildmLearn Toolkit?", author="u1")
    bm3 = (U, "@opticod Should I make a PR for this?", "u1")
    bm4 = (U, "@vishwesh3 \nSuggestion - \nImplementing SnackBar is a great idea.\n" + U_GMAIL + " I this particular app the delete confirmation dialog box is used almost everywhere.", "u2")
    # In its own thread, and still a trap: a general claim about apps with snackbars.
    rec(BUILDMLEARN, [bm1, bm2, bm3], U_GMAIL, False, SAME, [], None, author="u2")
    bmq = "@vishwesh3 :+1: you can proceed. @free4murad is right. You can remove the delete confirmation dialog box and implement snackbar like that in gmail ."
    rec(BUILDMLEARN, [bm1, bm2, bm3, bm4, (U, "@opticod  your review?", "u1")], bmq, True, "ellipsis", [], "You can proceed: remove BuildmLearn Toolkit's delete confirmation dialog and implement an undo snackbar like Gmail's.", author="u3")

    ln1 = (A, "HomeScreenListView: Add snackbar undo option when deleting entries", "u1")
    lnq = "Don't use an AlertDialog - imagine you want to delete 100 entries, what would be more convenient:\n\na - Dismissing a MODAL DIALOG every single damn time when deleting one entry\nb - Ninjaing through the dismissables, only clicking on the \"undo\" option of the snackbar if really needed (e.g. when accidentally deleting 101 entries)"
    rec(LINUM, [ln1], lnq, True, "ellipsis", [], "Linum's home screen list should not use an AlertDialog for deleting entries: with 100 entries to delete, swiping them away with an undo snackbar is more convenient than dismissing a modal dialog every time.", author="u1")
    rec(LINUM, [ln1, (A, lnq, "u1")], "Open for future discussion, closed for now.", True, "ellipsis", [], "The undo snackbar for deleting entries in Linum's home screen list is open for future discussion but closed for now.", author="u1")
    lend(LINUM, [ln1, (A, lnq, "u1")], U_GMAIL, SAME, BUILDMLEARN)

    ir1 = (U, "Snackbar for recent search deletions", "u1")
    irq = "Snackbar is added to allow the user to revert the deletion with undo action.\nThe delete all button still shows a dialogue to confirm the action, then shows the snackbar after deletion."
    rec(INFINITYREDDIT, [ir1], irq, True, "ellipsis", ["the deletion", "The delete all button"], "This pull request adds a snackbar with an undo action after deleting a recent search in Infinity for Reddit; the delete-all button still asks for confirmation and then shows the snackbar.", author="u1")

    # ---- QR codes ----
    sq1 = (U, "Add ability to share (url, etc.) with this app to generate a QR code", "u1")
    sq2 = (U, "It would be really helpful if, from another app, I could share a link and choose to share it with this app to generate a QR code", "u1")
    rec(SIMPLEQR, [sq1, sq2], "This feature is a good idea and under development now.\n\nThanks for your comment.", True, "pronoun", ["This feature"], "Sharing a link from another app to Simple QR to generate a QR code is a good idea and under development now.", author="u2")
    rec(SIMPLEQR, [sq1, sq2, (A, "This feature is a good idea and under development now.\n\nThanks for your comment.", "u2")], "This feature has been implemented in v5.1.0.", True, "pronoun", ["This feature"], "Sharing a link from another app to Simple QR to generate a QR code has been implemented in v5.1.0.", author="u2")

    sl1 = (A, "QR Code Generation for Links", "u1")
    slq = "Add basic QR code functionality to dashboard profile view share. Moved to #114."
    rec(SINGLELINK, [sl1], slq, True, "ellipsis", [], "Add basic QR code generation to Singlelink's dashboard profile view share; the work moved to #114.", author="u1")
    rec(SINGLELINK, [sl1, (A, slq, "u1"), (A, "@NavidK0", "u1")], "Bumping to urgent, requested by both enterprise/smb platform clients.", True, "ellipsis", [], "Singlelink's QR code generation for profile links is bumped to urgent: both enterprise and SMB platform clients requested it.", author="u2")

    # ---- list order ----
    am1 = (U, "Sort list s alphabetical order", "u1")
    amq = "I do not know if it was already suggested, you could sort the list alphabetically."
    rec(ANEMONE, [am1], amq, True, "ellipsis", ["the list"], "You could sort Anemone3DS's theme list alphabetically.", author="u1")
    amq2 = "Make Key_R sort and unsort the list again maybe?"
    rec(ANEMONE, [am1, (U, amq, "u1")], amq2, True, "ellipsis", ["the list"], "Maybe the R key could toggle Anemone3DS's list between sorted alphabetically and unsorted?", author="u2")
    lend(ANEMONE, [am1, (U, amq, "u1")], S_ALPHA, SAME, DUVIZ)

    is1 = (U, "Option to alphabetize", "u1")
    isq = "Would be beneficial to be able to sort lists by alphabet"
    rec(INTERSECT, [is1], isq, True, "ellipsis", [], "It would be beneficial to be able to sort the Intersect Engine editor's lists alphabetically.", author="u1")
    rec(INTERSECT, [is1, (U, isq, "u1")], "Does not follow new issue templates.", True, "ellipsis", [], "The Intersect Engine request to sort lists alphabetically does not follow the new issue templates.", author="u2")

    lx1 = (U, "sort alphabetically", "u1")
    lxq = "sort distro list alphabetically\n\nfor easier finding\n\n(inside ... based columns)"
    rec(LINUXDL, [lx1], lxq, True, "ellipsis", [], "Sort linux-downloader's distro list alphabetically, inside its \"... based\" columns, to make distros easier to find.", author="u1")
    rec(LINUXDL, [lx1, (U, lxq, "u1")], "This could be an extra option flag. Could be implemented :)", True, "pronoun", ["This"], "Sorting linux-downloader's distro list alphabetically could be an extra option flag; it could be implemented.", author="u2")


    # ---- undo and redo: shortcuts ----
    an1 = (U, "Add `CTRL + Y` shortcut for Redo", "u1")
    # In its own thread, and still a trap: a general claim about redo shortcuts.
    rec(AUTONUMERIC, [an1], R_COMMON, False, SAME, [], None, author="u1")
    rec(AUTONUMERIC, [an1, (U, R_COMMON + "\nIn fact, it seems to be _more_ common: https://defkey.com/what-means/ctrl-y vs https://defkey.com/what-means/ctrl-shift-z", "u1")], "Redo can only be triggered via `CTRL + SHIFT + Z`", True, "ellipsis", [], "In autoNumeric, redo can currently only be triggered via Ctrl+Shift+Z.", author="u1")
    lend(AUTONUMERIC, [an1], R_ADOBE, SAME, DRAWIO)
    lend(WINGS3D, [wi1, (U, wiq, "u1")], R_COMMON, SAME, AUTONUMERIC)

    gu1 = (U, "Consider adding Ctrl + Y as redo keyboard shortcut", "u1")
    rec(GUTENBERG, [gu1], R_WINDOWS, False, SAME, [], None, author="u1")
    guq = "Currently the editor is using Ctrl + Shift + Z, another common keyboard shortcut, without having Ctrl + Y."
    rec(GUTENBERG, [gu1, (U, R_WINDOWS, "u1")], guq, True, "ellipsis", ["the editor"], "Currently the Gutenberg block editor uses Ctrl+Shift+Z for redo, without also having Ctrl+Y.", author="u1")
    gu2 = (U, R_WINDOWS + " " + guq + "\n\nIdeally if we could support both Ctrl + Y, and Ctrl + Shift + Z, that would be awesome.", "u1")
    rec(GUTENBERG, [gu1, gu2], "I had to search this out after trying Ctrl+Y and having it fail.  This is definitely the expected keybind, versus Ctrl+Shift+Z.", True, "pronoun", ["this", "it", "This"], "I had to search for Gutenberg's redo shortcut after Ctrl+Y failed; Ctrl+Y is definitely the expected keybinding, not Ctrl+Shift+Z.", author="u2")

    pk1 = (U, "Redo button", "u1")
    pk2 = (U, "Sometimes i just press the wrong button or I undo because I do not remember what have I done and then I can't redo. Well it is just that.", "u1")
    pkq = "The redo shortcut should be CTRL / CMD + Y (or SHIFT + CTRL / CMD + Z)\n\nIs that what you were looking after?"
    rec(PISKEL, [pk1, pk2], pkq, True, "pronoun", ["that"], "Piskel's redo shortcut is Ctrl/Cmd+Y (or Shift+Ctrl/Cmd+Z); is that the redo you were looking for?", author="u2")
    rec(PISKEL, [pk1, pk2, (A, pkq, "u2")], "Much better thanks, and great use of shift for an opposite effect.", True, "ellipsis", [], "Piskel's redo shortcut is much better, thanks; Shift for the opposite effect of undo is a great choice.", author="u1")
    lend(PISKEL, [pk1, pk2], R_WINDOWS, SAME, GUTENBERG)

    wk1 = (U, "Add Ctrl+Shift+Z as a shortcut for redoing the last action in the Editor", "u1")
    # In its own thread, and still a trap: a general statement about programs.
    rec(WORKSHOPCODES, [wk1], R_SOMEPROGRAMS, False, SAME, [], None, author="u1")
    rec(WORKSHOPCODES, [wk1, (U, R_SOMEPROGRAMS, "u1")], "I say: why not both?", True, "pronoun", ["both"], "Why not support both Ctrl+Y and Ctrl+Shift+Z for redo in the workshop.codes editor?", author="u1")
    rec(WORKSHOPCODES, [wk1, (U, R_SOMEPROGRAMS + " I say: why not both?", "u1")], "Sure, why not!", True, "ellipsis", [], "Sure, the workshop.codes editor can support both Ctrl+Y and Ctrl+Shift+Z for redo.", author="u2")

    ih1x = (U, "add Ctrl+Shift+Z shortcut to redo", "u1")
    rec(IMHEX, [ih1x], R_SOMEEDITORS, False, SAME, [], None, author="u1")
    ihq = "I think it would be great to support both shortcuts (the other one being Ctrl+Y)"
    rec(IMHEX, [ih1x, (U, R_SOMEEDITORS, "u1")], ihq, True, "pronoun", ["both shortcuts", "the other one"], "I think it would be great for ImHex to support both Ctrl+Shift+Z and Ctrl+Y for redo.", author="u1")

    sy1 = (U, "Redo with CrtlCmd+Y. Consider Ctrl+Y as redo keyboard shortcut.", "u1")
    # In its own thread, and still a trap: a general claim about browsers.
    rec(SPROTTY, [sy1], R_BROWSERS, False, SAME, [], None, author="u1")
    syq = "This seems to be OS-specific. On Mac OS, `Cmd+Y` opens the browser history.\n\nWhat OS are you using?"
    rec(SPROTTY, [sy1, (U, R_BROWSERS, "u1")], syq, True, "pronoun", ["This"], "Ctrl/Cmd+Y as Sprotty's redo shortcut seems OS-specific: on macOS, Cmd+Y opens the browser history. What OS are you using?", author="u2")
    sy3 = (U, "I'm using Windows. There `Ctrl+Z` / `Ctrl+Y` are the key combinations for Undo / Redo. Before sprotty I didn't even know you can use `Ctrl+Shift+Z`, too. The shortcut to open the browser history on Windows is `Ctrl+H`.", "u1")
    syq2 = "Then I'd propose that the additional combination should not be used for Mac OS. You can use this utility function to detect the OS."
    rec(SPROTTY, [sy1, (U, R_BROWSERS, "u1"), (A, syq, "u2"), sy3], syq2, True, "pronoun", ["the additional combination", "this utility function"], "Since Cmd+Y opens the browser history on macOS, Sprotty's additional Ctrl+Y redo combination should not be used on macOS; a utility function can detect the OS.", author="u2")

    lp1 = (U, "Request: Ctrl+Y for redo", "u1")
    lpq = "Currently, only Ctrl+Shift+Z works for redo. Other editors (also) allow Ctrl+Y for the same thing."
    rec(LAPCE, [lp1], lpq, True, "ellipsis", [], "Currently only Ctrl+Shift+Z works for redo in Lapce; other editors also allow Ctrl+Y.", author="u1")
    rec(LAPCE, [lp1, (U, lpq, "u1")], "Hope someone adds this soon, super handy doing Ctrl+Y instead of Ctrl+Shift+Z", True, "pronoun", ["this"], "I hope someone adds Ctrl+Y for redo to Lapce soon; it is super handy compared with Ctrl+Shift+Z.", author="u2")
    lend(LAPCE, [lp1, (U, lpq, "u1")], R_SOMEPROGRAMS, SAME, WORKSHOPCODES)

    dr1 = (U, "Add a `Ctrl+Shift+Z` key shortcut to Redo (similar as `Ctrl+Y`). May I ask if it's possible to add a shortcut of `Ctrl+Shift+Z` combination for Redo functionality?  \nSome may find the `Ctrl+Y` shortcut quite discomfort to use.", "u1")
    rec(DRAWIO, [dr1], "Where is this standard?", True, "pronoun", ["this standard"], "Where is Ctrl+Shift+Z for redo a standard shortcut?", author="u2")
    dr3 = (U, "Assuming I understood the question correctly, please check the following:\n- <https://defkey.com/what-means/ctrl-shift-z>;\n- <https://en.wikipedia.org/wiki/Table_of_keyboard_shortcuts>;\n- <https://developer.mozilla.org/en-US/docs/Tools/Keyboard_shortcuts#source_editor>.\n\n> " + R_WIKI, "u3")
    drh = [dr1, (A, "Where is this standard?", "u2"), dr3]
    rec(DRAWIO, drh, "I too would appreciate this option!", True, "pronoun", ["this option"], "I too would appreciate a Ctrl+Shift+Z redo shortcut in draw.io desktop.", author="u4")
    # In its own thread, and still a trap: a general claim about Adobe's shortcut.
    rec(DRAWIO, drh + [(U, "I too would appreciate this option!", "u4")], R_ADOBE, False, SAME, [], None, author="u4")

    cm1 = (A, "Add Ctrl+Y keyboard shortcut for redo", "u1")
    rec(CAMUNDA, [cm1], "`CTRL+Y` and `(CTRL|CMD)+SHIFT+Z` should work on Windows and Mac.", True, "ellipsis", [], "Both Ctrl+Y and Ctrl/Cmd+Shift+Z should work for redo in the Camunda Modeler on Windows and Mac.", author="u1")
    lend(CAMUNDA, [cm1], R_WIKI, SAME, DRAWIO)

    # ---- lost work: drafts and autosave ----
    ig1 = (U, "Release notes - lost drafts", "u1")
    ig2 = (U, "I often create release notes in the Release notes section.\n\nWhen drafting release notes, if I close a tab then all unsaved changes are lost.\n\nThere is no:\n\n- Warning before closing the tab that unsaved changes will be lose", "u1")
    igq = "Does _undo close tab_ also bring an empty text box?"
    rec(ISAACSGITHUB, [ig1, ig2], igq, True, "ellipsis", [], "Does reopening a closed tab (undo close tab) also bring back an empty text box for GitHub's release notes draft?", author="u2")
    rec(ISAACSGITHUB, [ig1, ig2, (U, igq, "u2")], "It does bring the content back", True, "pronoun", ["It"], "Reopening the closed tab does bring back the content of the GitHub release notes draft.", author="u1")
    lend(ISAACSGITHUB, [ig1, ig2], R_WIKI, SAME, DRAWIO)

    ms1 = (A, "Autosave articles every 5 seconds as drafts to avoid loss of data", "u1")
    rec(MANSHAR, [ms1], "This is one of our top requested feature and one of the biggest frustration the users are facing when they mistakenly close the tab or navigate away from the page!", True, "pronoun", ["This"], "Autosaving Manshar articles as drafts is one of the top requested features: users are frustrated when they mistakenly close the tab or navigate away from the page.", author="u1")
    lend(MANSHAR, [ms1], R_BROWSERS, SAME, SPROTTY)

    pl1 = (U, "Autosave Research notes", "u1")
    rec(PLOTS2, [pl1], "I started a research note (and it was long, grandiose and solved all of the problems in the world) and before I actually published the note, I mistakenly closed the browser tab.  I guess that means all is lost?  Is it possible to have an autosave feature? Thanks.", True, "ellipsis", ["the note"], "I mistakenly closed the browser tab before publishing a long research note on Public Lab; is everything lost, and could research notes be autosaved?", author="u1")

    # ---- QR codes ----
    bw1 = (U, "QR code very tiny. I'm trying to get my corona code loaded however it's very tiny and uses only a small part of the (big) fenix 6x screen. Can we maximize the picture?", "u1")
    bwq = "I've tried #7 but this doesn't help. What does help (a little bit) is selecting v2 but it's still unscanable. Can we fix this?"
    rec(BARCODEWALLET, [bw1], bwq, True, "pronoun", ["this", "it"], "Issue #7 doesn't help with Barcode Wallet's tiny QR code on the fenix 6x; selecting v2 helps a little but it is still unscannable. Can this be fixed?", author="u1")
    bwq2 = "I suppose your QR code is too big if you hold the up.\nThis is because if you increase the size of each square (from 1 pixel wide to 2 pixels on your QR code), the size of the QR code will double."
    rec(BARCODEWALLET, [bw1, (U, bwq, "u1")], bwq2, True, "pronoun", ["your QR code", "This"], "Barcode Wallet's QR code stays small because it would be too big at the next size: going from 1 to 2 pixels per square doubles the QR code's size.", author="u2")

    sb1 = (U, "QR code is too small to scan. Even though there's plenty of unused space in this screen, the QR code is too small and my phone fails to scan it.", "u1")
    sbq = "It works on my phone without any issue. However it's good idea to think about make it a little bigger or give option to present bigger version on layer."
    rec(SYMBOL, [sb1], sbq, True, "pronoun", ["It", "it"], "The Symbol desktop wallet's QR code scans on my phone without issue, but it is a good idea to make it a little bigger or offer a bigger version in a layer.", author="u2")
    rec(SYMBOL, [sb1, (A, sbq, "u2")], "@segfaultxavi address QR has now bigger size. Please check when you will have a time.\nFor me it works fine.", True, "ellipsis", [], "The Symbol desktop wallet's address QR code is now bigger; please check when you have time.", author="u2")







    # ---- print stylesheets ----
    al1 = (A, "Print Stylesheets", "u1")
    al2 = (A, "We need to add print style sheets to the system. These would be basic sheets that make sure the images get printed, margins are correct for articles, menus and Sabbath column hidden, and footer simple.", "u1")
    alq = "@designerbrent - just want to confirm with you that you want this to be global for all content? Thanks."
    rec(ALPS, [al1, al2], alq, True, "pronoun", ["this"], "Should the ALPS print stylesheets be global for all content?", author="u2")
    rec(ALPS, [al1, al2, (A, alq, "u2")], "Yes.", True, "ellipsis", [], "Yes, the ALPS print stylesheets should be global for all content.", author="u1")
    lend(ALPS, [al1, al2], P_BREAK, SAME, INTERNETNL)

    cd1 = (A, "Print stylesheet should work", "u1")
    cdq = "At the moment, we have a print stylesheet but it doesn't seem to work."
    rec(COUCHDB, [cd1], cdq, True, "pronoun", ["it"], "The CouchDB guide has a print stylesheet, but it doesn't seem to work.", author="u1")
    rec(COUCHDB, [cd1, (A, cdq, "u1")], "We can come back to this later.", True, "pronoun", ["this"], "We can come back to the CouchDB guide's broken print stylesheet later.", author="u1")
    lend(COUCHDB, [cd1, (A, cdq, "u1")], P_BREAK, SAME, INTERNETNL)

    yc1 = (A, "The page breaks on the printed pages seem to be messed up", "u1")
    ycq = "Attempt to print the page and look at the page preview."
    rec(YETICOLD, [yc1], ycq, True, "ellipsis", ["the page", "the page preview"], "To see Yeticold's messed-up page breaks, print the page and look at the print preview.", author="u1")
    rec(YETICOLD, [yc1, (A, ycq, "u1")], "Fixed", True, "ellipsis", [], "The page breaks on Yeticold's printed pages are fixed.", author="u2")

    lw1 = (A, "Minor possible print CSS fix", "u1")
    rec(LOCALWIKI, [lw1], "Requested by Japan team: they often print out material to hand to people in person, and they have noticed that images are sometimes broken along page breaks, which makes it awkward to look at.", True, "ellipsis", [], "LocalWiki's Japan team, who often print material to hand out, noticed that images in printed pages are sometimes broken across page breaks.", author="u1")
    lend(LOCALWIKI, [lw1], P_DONTPRINT, SAME, DNDQUICKREF)

    wf1 = (U, "Print stylesheet. Added a stylesheet for media=\"print\" to allow printing the presentations from the browser.", "u1")
    wf2 = (A, "Hi @Dromin, thanks for this pull request.\n\nIs printing currently broken for you?\nPrinting should work in outline mode (not yet in full-screen); the CSS for that is part of the template.\n\nWould this stylesheet also make it work when full screen is enabled?", "u2")
    wfq = "I must confess I didn't think to test it in outline mode. I just took a look, and it does work, but I think there are a few issues:\n- No border around the slides, making the slides harder to separate visually\n- Slides can be 'split' in two when a page break occurs in the middle of a slide"
    rec(WEBFUND, [wf1, wf2], wfq, True, "pronoun", ["it"], "I didn't test printing the WebFundamentals slides in outline mode; it works, but with no border around the slides and with slides split in two at page breaks.", author="u1")
    wf4 = (U, "Note: I just tested it in Chrome (I'm a Firefox user) and my stylesheet does change the way the slides are printed in Chrome. Currently they print in landscape mode, one slide per page, while my stylesheet will make it print in portrait mode, two slides per page.", "u1")
    wfq2 = "Thanks for the clarification. I'll need to think a bit about this. There's also value in the \"one slide per page\" approach, as you can then always fit a different number of slides per page using the printing dialog"
    rec(WEBFUND, [wf1, wf2, (U, wfq + "\n\nMy stylesheet would make it work in fullscreen mode and also adds borders and prevents page breaks in the middle of a slide.", "u1"), wf4], wfq2, True, "pronoun", ["the clarification", "this", "the \"one slide per page\" approach"], "Printing the WebFundamentals slides one per page in landscape, as now, also has value over the pull request's two per page in portrait, since the print dialog can then fit any number of slides per page.", author="u2")
    lend(WEBFUND, [wf1, wf2], P_BGDEFAULT, SAME, PRINTTHIS)

    hs1 = (U, "Add print css. * Hide navigation elements, footer, sidebars, ribbon and breadcrumb\n* Reduce font-sizes\n* Reduce image sizes\n* Display links only as anchor texts marked with underscores\n* Hide `<object>` elements", "u1")
    hs2 = (U, "**Open issues:**\nThere is a strange bug, possibly a layout directive coming from ODD, which is overriding my CSS styles for page-breaks, that causes a page break pages that contain class `#content-container` right before the `<h1>`.", "u1")
    rec(HSGSHELL, [hs1], hs2[1], True, "ellipsis", ["my CSS styles"], "An open issue in the hsg-shell print CSS pull request: a strange bug, possibly a layout directive from ODD, overrides the page-break styles and causes a page break right before the `<h1>` on pages with `#content-container`.", author="u1")
    rec(HSGSHELL, [hs1, hs2, (U, "I opened an issue for the bug:\nhttps://github.com/eXistSolutions/hsg-shell/issues/227\n\nPlease review this PR and merge it.", "u1")], "This is really looking great! I tested a wide selection of pages on the site, and it performed really well.", True, "pronoun", ["This", "it"], "The hsg-shell print CSS pull request looks great: tested on a wide selection of the site's pages, it performed really well.", author="u2")

    nl1 = (A, "Improve print CSS styles", "u1")
    rec(INTERNETNL, [nl1], "Improve print CSS styles in terms of page breaks.", True, "ellipsis", [], "Improve Internet.nl's print CSS styles in terms of page breaks.", author="u1")
    # In its own thread, and still a trap: a general statement about CSS properties.
    rec(INTERNETNL, [nl1, (A, "Improve print CSS styles in terms of page breaks.", "u1")], P_BREAK, False, SAME, [], None, author="u1")

    on1 = (U, "When printing pages elements are broken by page breaks", "u1")
    rec(ONS, [on1], "Currently when printing a page there is a chance that page breaks could happen within an element when the content is longer than a page", True, "ellipsis", [], "Currently, when printing a page built with the ONS design system, page breaks can happen inside an element whose content is longer than a page.", author="u1")

    # ---- list order: newest first ----
    ak1 = (U, "Default Sort Order", "u1")
    akq = "We've tried changing the default sort order from \"Oldest\" to \"Newest\" in the code and updated the tests, but it still defaults to Oldest when viewing topics.\n\nWhat would be the best way to get a \"Newest\" sort order available please?"
    rec(AKHQ, [ak1], akq, True, "ellipsis", ["it"], "We changed AKHQ's default sort order from Oldest to Newest in the code and tests, but it still defaults to Oldest when viewing topics; what is the best way to get a Newest sort order?", author="u1")
    akq2 = "The reason that the default sort in OLDEST is because NEWEST is slower than OLDEST.\nNEWEST fetch partition per partition, OLDEST can fetch all partition in 1 fetch."
    rec(AKHQ, [ak1, (U, akq, "u1"), (U, "As a workaround for now, in topicsList.ftl we've added;\n\nadding \" ?sort=NEWEST \" to line 73", "u1")], akq2, True, "ellipsis", ["the default sort"], "AKHQ's default sort is Oldest because Newest is slower: Newest fetches partition by partition, while Oldest fetches all partitions in one fetch.", author="u2")
    lend(AKHQ, [ak1, (U, akq, "u1")], S_LOCATE, SAME, ZESTY)


    ps1 = (A, "GUI: change order sort default", "u1")
    psq = "Currently, the oldest orders are shown first by default."
    rec(PROSEO, [ps1], psq, True, "ellipsis", [], "Currently the prosEO GUI shows the oldest orders first by default.", author="u1")
    rec(PROSEO, [ps1, (A, psq + " Usually, the newest orders are the most relevant. I propose to change the default sorting direction.", "u1")], "Released under prosEO 2.1.0.", True, "ellipsis", [], "The prosEO GUI's new default sort direction, newest orders first, is released in prosEO 2.1.0.", author="u1")

    ca1 = (A, "Posts | New Default Order", "u1")
    caq = "Change the default order of Posts from `oldest at top` to `most-recent` at top."
    rec(CORDAPI, [ca1], caq, True, "ellipsis", [], "Change the CORD API's default order of posts from oldest at the top to most recent at the top.", author="u1")
    rec(CORDAPI, [ca1, (A, caq, "u1")], "PR verified successfully. The changes made now change the default order of posts and display them from the \"most recent\" posts at top and displays them in descending order based on when they were created.", True, "ellipsis", ["The changes made"], "The pull request for the CORD API's default post order is verified: posts now show most recent first, in descending order of creation.", author="u2")

    sw1 = (U, "set default sorting to newest first. Set selected value to true for `Newest First` option so that \"Newest First\" is selected on page load. Kept current list order in place. Please advise if something else is needed.", "u1")
    rec(SWAG, [sw1], "Ah shit, there's already a PR for this. Closing mine. Sorry!!", True, "pronoun", ["this", "mine"], "There is already a pull request for making swag-for-dev's default sort newest first, so I'm closing mine.", author="u1")
    lend(SWAG, [sw1], S_LOCATE, SAME, ZESTY)



    zs1 = (A, "Select alphanumeric sorting", "u1")
    # In its own thread, and still a trap: a general claim about sorted options.
    rec(ZESTY, [zs1], S_LOCATE, False, SAME, [], None, author="u1")
    zsq = "Display an A-Z sort icon on the top of a select dropdown. When clicked would toggle between ascending and descending alpah numeric sort."
    rec(ZESTY, [zs1, (A, S_LOCATE + " Because if you know the text value of the option you are looking for scanning to find it becomes easier. e.g. Lists of months, states, etc.", "u1")], zsq, True, "ellipsis", [], "Zesty's select dropdown could show an A-Z sort icon at the top that toggles between ascending and descending alphanumeric sort.", author="u1")
    rec(ZESTY, [zs1, (A, S_LOCATE + " Because if you know the text value of the option you are looking for scanning to find it becomes easier. e.g. Lists of months, states, etc.\n\n" + zsq, "u1")], "Once clicked if it then toggles between asc/dsc how could someone return to the default order? Third click?", True, "pronoun", ["it", "the default order"], "If Zesty's A-Z sort icon toggles between ascending and descending once clicked, how could someone return the select dropdown to its default order: a third click?", author="u1")

    # ---- QR codes: density and error correction ----
    ds1 = (U, "Is there any way to increase QR Code \"density\"", "u1")
    ds2 = (U, "I'm making the qr code a bit bigger, size 50 \nbut the qr code generated is a bit .. \"not dense\" (like in screenshot)\nsorry I do not know what it is called\nis there any setting to make it more \"dense\" ?", "u1")
    ds3 = (U, "Hello I am sorry for late reply \n\nwhat I mean is I want the QR code to have more \"bits\" \nhere is the example, the right one is the QR Code generated by this library \nI want to make the QR code to be like the left one \nis there any setting to make it more \"dense\" like that", "u1")
    # In its own thread, and still a trap: a general statement about QR codes (the generic "your").
    rec(DANTSU, [ds1, ds2, ds3], Q_BITSIZE, False, SAME, [], None, author="u2")
    ds4 = (A, Q_BITSIZE + "\n" + Q_LONGSTRING + "  What string do you put in your QR code ?", "u2")
    dsq = "a has string like this \n\n`oKRXmG1neqGG2zp`\n\nis there any way to artificially force it? :S"
    rec(DANTSU, [ds1, ds2, ds3, ds4], dsq, True, "pronoun", ["it"], "My QR code's string is short (`oKRXmG1neqGG2zp`); is there any way to artificially force ESCPOS-ThermalPrinter-Android to print a denser QR code?", author="u1")
    rec(DANTSU, [ds1, ds2, ds3, ds4, (U, dsq, "u1")], "add fake chars to have a constant string length.", True, "ellipsis", [], "To get a denser QR code from ESCPOS-ThermalPrinter-Android, add fake characters to the string so it has a constant length.", author="u2")

    vw1 = (A, "SHV QR codes can be dense and don't always scan easily on all devices", "u1")
    vwq = "We can likely decrease QR code density by decreasing the error correction level."
    rec(VOTINGWORKS, [vw1], vwq, True, "ellipsis", [], "We can likely make VxSuite's SHV QR codes less dense by decreasing their error correction level.", author="u1")
    # In its own thread, and still a trap: a general claim about printed QR codes.
    rec(VOTINGWORKS, [vw1, (A, vwq, "u1")], Q_PRINTED, False, SAME, [], None, author="u1")
    rec(VOTINGWORKS, [vw1, (A, vwq + " " + Q_PRINTED, "u1")], "For a QR code rendered on a high fidelity screen, less relevant.", True, "ellipsis", [], "Error correction is less relevant for a QR code rendered on a high-fidelity screen, such as VxSuite's SHV QR codes.", author="u1")

    ac1 = (U, "Reduce density of QR code by lowering error correction from \"Q\" to \"M\"", "u1")
    rec(ADMINCH, [ac1], "This change improves scan performance on mobile phones (especially on low-end Android phones).", True, "pronoun", ["This change"], "Lowering the COVID certificate QR code's error correction from Q to M improves scan performance on mobile phones, especially low-end Android phones.", author="u1")
    lend(ADMINCH, [ac1], Q_PRINTED, SAME, VOTINGWORKS)

    qj1 = (U, "Defaulting to EC Level H is probably a bad choice", "u1")
    rec(QRCODEJS, [qj1], Q_EXPERIMENTS, False, SAME, [], None, author="u1")
    rec(QRCODEJS, [qj1, (U, Q_EXPERIMENTS, "u1")], "its probably better to use another one as default", True, "pronoun", ["another one"], "It is probably better for qrcodejs to default to an error correction level other than H.", author="u1")
    lend(QRCODEJS, [qj1], Q_LONGSTRING, SAME, DANTSU)

    o3q = "The input correction level was set to low, so there was less room for error on scans. By increasing this level to high, we are able to get faster and more reliant scans, and retain the O3 logo in the middle with no alteration."
    rec(O3LABS, [(A, "Update QR code quality", "u1")], o3q, True, "ellipsis", ["The input correction level", "this level"], "The O3 wallet's QR code error correction level was low; raising it to high gives faster, more reliable scans and keeps the O3 logo in the middle intact.", author="u1")
    lend(O3LABS, [(A, "Update QR code quality", "u1")], Q_BITSIZE, SAME, DANTSU)

    ww1 = (U, "specifying the error correction level for the QR code", "u1")
    wwq = "add the ability to specify how much redundant information you need to add to the QR code to protect the image. Now all images are created with a low level of error correction without the ability to change it."
    rec(WEWEWE, [ww1], wwq, True, "ellipsis", ["the QR code"], "Add to QrAndBarcodeScanner the ability to choose how much redundant information a generated QR code carries; currently all are created with a low error correction level that cannot be changed.", author="u1")
    rec(WEWEWE, [ww1, (U, wwq, "u1")], "please add information about the error correction level to the information about the scanned image.", True, "ellipsis", ["the scanned image"], "Please show the error correction level in QrAndBarcodeScanner's information about a scanned QR code.", author="u1")
    lend(WEWEWE, [ww1, (U, wwq, "u1")], Q_EXPERIMENTS, SAME, QRCODEJS)

    gk1 = (U, "QR Code images are large, unnecessarily complex, and not well detected", "u1")
    gkq = "I'm not sure this is a bug, but I've noticed that the QR codes generated by this library are more complex than the ones generated by zxing. They're also not easily detected."
    rec(G0DKAR, [gk1], gkq, True, "pronoun", ["this", "this library"], "The QR codes generated by qrcode-kotlin are more complex than zxing's and not as easily detected; is that a bug?", author="u1")
    gkq2 = "I don't know if this is related to the issue but this look suspiciously to me: Why the `qrCodeProcessor` does not use `errorCorrectionLevel` and forces `ErrorCorrectionLevel.VERY_HIGH`?"
    rec(G0DKAR, [gk1, (U, gkq + "\n\n1. What's the reason for all the extra bits?\n2. The `qrcode-kotlin` image is not as easily detected.", "u1")], gkq2, True, "pronoun", ["this", "the issue"], "Could qrcode-kotlin's overly complex QR codes come from `qrCodeProcessor` ignoring `errorCorrectionLevel` and forcing `ErrorCorrectionLevel.VERY_HIGH`?", author="u2")
    lend(G0DKAR, [gk1], Q_LONGSTRING, SAME, DANTSU)

    # ---- print: background colours ----
    pt1 = (U, "Don't show background color?", "u1")
    ptq = "First thanks for your package.\nIt don't show `background-color:r ed` (but show in normal page)"
    rec(PRINTTHIS, [pt1], ptq, True, "ellipsis", ["It"], "printThis doesn't show `background-color: red` in the printout, though the normal page shows it.", author="u1")
    # In its own thread, and still a trap: a general statement about printing.
    rec(PRINTTHIS, [pt1, (U, ptq, "u1")], P_BGDEFAULT, False, SAME, [], None, author="u2")
    rec(PRINTTHIS, [pt1, (U, ptq, "u1"), (A, P_BGDEFAULT, "u2")], "It is a printer option your users could change, but you absolutely can't count on your users knowing or doing that. The alternative is to designate specific colors in the print CSS, removing background colors and changing font colors.", True, "pronoun", ["It", "that", "The alternative"], "Printing background colours is a printer option users could change, but you can't count on them doing so; instead, set specific colours in the print CSS for printThis, removing background colours and changing font colours.", author="u2")

    cc1 = (A, "Gray background of prepared ingredients in print view of day is not printed", "u1")
    rec(COOCOOK, [cc1], P_IGNORE, False, SAME, [], None, author="u1")
    rec(COOCOOK, [cc1, (A, P_IGNORE, "u1")], "How to print the print view without the green background of the program but with any type of markup of the prepared ingredients?", True, "ellipsis", ["the print view", "the prepared ingredients"], "How can Coocook's print view of a day mark the prepared ingredients without relying on a background colour that isn't printed?", author="u1")
    lend(COOCOOK, [cc1], P_WEBPAGES, SAME, CENSUS)

    ce1 = (U, "Ensure graphs show up in print. Backporting a quick hack we added at a request from a user that ensures bar and column graphs show up when the profile page is printed.", "u1")
    rec(CENSUS, [ce1], P_WEBPAGES, False, SAME, [], None, author="u1")
    ceq = "This doesn't use nice colours or use separate colours for grouped charts, but it's a start."
    rec(CENSUS, [ce1, (U, P_WEBPAGES + " so the graphs don't show up.", "u1")], ceq, True, "pronoun", ["This", "it"], "The Census Reporter print fix for graphs doesn't use nice colours or separate colours for grouped charts, but it's a start.", author="u1")

    dq1 = (U, "Icons not visible when printed. Thanks for the cards, but we can't see the icons when we print them out. The icons are transparent images with white pictures. And the background colors for the icons seem to be lost when printed.", "u1")
    rec(DNDQUICKREF, [dq1], "Did you turn on the printing of background images?", True, "ellipsis", [], "Did you turn on the printing of background images when printing the D&D 5e quick reference cards?", author="u2")
    rec(DNDQUICKREF, [dq1, (A, "Did you turn on the printing of background images?", "u2")], P_DONTPRINT, False, SAME, [], None, author="u2")
    rec(DNDQUICKREF, [dq1, (A, "Did you turn on the printing of background images? " + P_DONTPRINT, "u2")], "Ah, thanks for the tip. I turned on that option and now I can see the images.", True, "pronoun", ["the tip", "that option"], "After turning on the browser's printing of background images, I can now see the icons on the printed D&D 5e quick reference cards.", author="u1")

    pd1 = (U, "Background colors do not show up. Background colors for elements such as div do not show up. Was able to reproduce this in the playground as well", "u1")
    rec(PRINTD, [pd1], "It has nothing to do with `Printd` but with your styles.", True, "pronoun", ["It", "your styles"], "Background colours not showing up when printing with Printd has nothing to do with Printd but with your styles.", author="u2")
    lend(PRINTD, [pd1], P_IGNORE, SAME, COOCOOK)

    oc1 = (A, "Force background graphics when printing", "u1")
    rec(OPENCERTS, [oc1], "Can try https://developer.mozilla.org/en-US/docs/Web/CSS/color-adjust", True, "ellipsis", [], "To force background graphics when printing OpenCerts certificates, try the CSS `color-adjust` property (https://developer.mozilla.org/en-US/docs/Web/CSS/color-adjust).", author="u1")
    lend(OPENCERTS, [oc1], P_DONTPRINT, SAME, DNDQUICKREF)

    wh1 = (U, "option to skip background graphics as in chrome browser. Is there a way I could get pdfs using --print-media-type but without including the background colors as in chrome > printing console?", "u1")
    whq = "Maybe the `--no-background` option will help you out here?"
    rec(WKHTML, [wh1], whq, True, "ellipsis", [], "Would wkhtmltopdf's `--no-background` option give PDFs without background colours when using `--print-media-type`?", author="u2")
    rec(WKHTML, [wh1, (A, whq, "u2")], "Yea it worked. Thanks!", True, "pronoun", ["it"], "wkhtmltopdf's `--no-background` option worked to skip background colours, thanks!", author="u1")
    lend(WKHTML, [wh1], P_BGDEFAULT, SAME, PRINTTHIS)

    ck1 = (A, "Background color is not preserved by 'Print' plugin. Background color for text and cell are preserved. Actual result: Background color is lost.", "u1")
    ckq = "I updated issue title and description as it turned out that it also concerns text background color."
    rec(CKEDITOR, [ck1], ckq, True, "pronoun", ["it"], "The CKEditor 4 Print plugin also loses text background colour, not only table cell background colour.", author="u1")
    rec(CKEDITOR, [ck1, (A, ckq, "u1")], "It is more complex issue as it depends on the browser (and print settings) too.", True, "pronoun", ["It", "it"], "CKEditor 4's Print plugin losing background colours is a more complex issue, since it also depends on the browser and its print settings.", author="u2")
    lend(YETICOLD, [yc1], P_IGNORE, SAME, COOCOOK)
    lend(ONS, [on1], P_WEBPAGES, SAME, CENSUS)

    # ---- list order: natural sort ----
    sd1x = (U, "Sorting files", "u1")
    sdq = "1.txt, 2.txt, 3.txt instead of \n2.txt, 3.txt, 1.txt ... \n\nIt's not natsort, but better than a random? representation."
    rec(SPECTERDIY, [sd1x], sdq, True, "ellipsis", [], "This pull request sorts Specter-DIY's file list as 1.txt, 2.txt, 3.txt instead of 2.txt, 3.txt, 1.txt; not natural sort, but better than a random order.", author="u1")
    lend(SPECTERDIY, [sd1x], S_ALPHA, SAME, DUVIZ)

    mk1 = (U, "Makes natural sort order default for file names, closes #2734", "u1")
    mkq = "Implemented natural numeric sort order in the file picker as the default sorting option."
    rec(MARKOR, [mk1], mkq, True, "ellipsis", ["the file picker"], "This pull request makes natural numeric sort order the default sorting option in Markor's file picker.", author="u1")
    rec(MARKOR, [mk1, (U, mkq, "u1")], "Hello @Hill134Z ,\n\nthank you - I tried this and the filename sorting looked good to me\n\nMerging", True, "pronoun", ["this", "the filename sorting"], "I tried the natural sort order pull request for Markor's file picker and the filename sorting looked good; merging.", author="u2")
    lend(MARKOR, [mk1], S_LOCALECOMPARE, SAME, BOOKMARKS)

    se1 = (U, "Use natural sorting for explorer file nodes. I order my files by prepending a number.\n```\n1. Filename\n2. Filename\n10. Filename\n20. Filename\n```", "u1")
    seq = "The default collation does not use the `numeric` option, so my files get ordered like this:\n```\n1. Filename\n10. Filename\n2. Filename\n20. Filename\n```"
    rec(STACKEDIT, [se1], seq, True, "ellipsis", ["The default collation", "my files"], "StackEdit's explorer sorts with a collation that does not use the `numeric` option, so files numbered 1, 2, 10, 20 are ordered 1, 10, 2, 20.", author="u1")
    rec(STACKEDIT, [se1, (U, seq, "u1")], "This PR updates the explorer sorting to fix into the most common use-case.", True, "pronoun", ["This PR"], "This pull request updates StackEdit's explorer sorting to use natural sorting, the most common use case.", author="u1")


    # ---- data export: the CSV separator ----
    ia1 = (U, "CSV appears to be semi-colon separated? Using the https://test-datastore.iatistandard.org/api/activities/?format=csv&fields=descriptions,title,transaction_types endpoint generates a file which is semi-colon rather than comma separated.", "u1")
    iaq = "This does not open elegantly in Excel on Mac, and is likely to create some confusion for users anticipating comma separated."
    rec(IATI, [ia1], iaq, True, "pronoun", ["This"], "The IATI datastore's semicolon-separated CSV does not open elegantly in Excel on Mac and will likely confuse users expecting comma-separated values.", author="u1")
    ia2 = (U, ia1[1] + "\n\n" + iaq, "u1")
    # In its own thread, and still a trap: a general claim about Europe (cut after "Though also:").
    rec(IATI, [ia2], E_EUROPE, False, SAME, [], None, author="u2")
    ia3 = (U, "Though also: " + E_EUROPE + " So changing the delimiter, while fixing this issue for some locales, will break for others.\n\nIt sounds like this is one option: adding `sep=;` to the first line before the CSV output - I just found out about this! It's unclear whether it's an Excel-specific feature, though.", "u2")
    rec(IATI, [ia2, ia3], "In the post you linked, `rfc4180` is cross referenced and mentions no such thing as a `sep=`, so I guess that's only for convenience really.", True, "pronoun", ["the post you linked", "that"], "RFC 4180, cross-referenced in the Super User post about `sep=;`, mentions no `sep=` line, so that line is probably only an Excel convenience.", author="u3")

    nc1 = (U, "European Excel wants Semicolon-Separated-Files.", "u1")
    nc2 = (U, "Thanks for very helpful little project!\n\nI just ran into Excel not opening the CSV file, bur displaying it as plain text.\nTurns out that _european_ version of Excel want Comma-Separated-Files to be _Semicolon-Separated-Files_ instead.   0_o\n\nMaybe we can add as default or as an option 'sep=,' to the first line of the file to fix this thing.", "u1")
    ncq = "I had the same problem and solved this by adding a decimal-separator option; #77"
    rec(NGCSV, [nc1, nc2], ncq, True, "pronoun", ["the same problem", "this"], "I had the same problem with European Excel and ng-csv's comma-separated files and solved it by adding a decimal-separator option (#77).", author="u2")
    rec(NGCSV, [nc1, nc2, (U, ncq, "u2")], "Great, thanks! I'll have this closed once i've viewed #77", True, "pronoun", ["this"], "Thanks; I'll close the ng-csv issue about European Excel once I've looked at #77.", author="u1")
    lend(NGCSV, [nc1, nc2], E_LOCALE, SAME, UNBESCAPE)

    ub1 = (A, "Fix description of MSExcel compatible CSVs", "u1")
    # In its own thread, and still a trap: a general statement about locales.
    rec(UNBESCAPE, [ub1], E_LOCALE, False, SAME, [], None, author="u1")
    rec(UNBESCAPE, [ub1, (A, E_LOCALE, "u1")], "But in English setups (and in the RFC standard), comma is the standard field separator.", True, "ellipsis", [], "In English setups of Excel (and in the RFC standard), the comma is the standard CSV field separator.", author="u1")

    dk1 = (U, "CSV-export with semicolon instead of comma", "u1")
    rec(DOKUSTRUCT, [dk1], E_VARIES, False, SAME, [], None, author="u1")
    dk2 = (U, "Hi,\n\n" + E_VARIES + " For example, in the German Office version commas are not interpreted directly, because here the semicolon is defined as separator. Therefore a country-dependent configuration would be useful", "u1")
    dkq = "Thank your for your feature request. However, we won't implement it. Every software that imports csv-data should be able to handle comma separated values (csv)."
    rec(DOKUSTRUCT, [dk1, dk2], dkq, True, "pronoun", ["your feature request", "it"], "The DokuWiki struct plugin won't implement a semicolon or country-dependent CSV separator: any software importing CSV should handle comma-separated values.", author="u2")
    rec(DOKUSTRUCT, [dk1, dk2, (A, dkq + "\nLibreOffice offers a dialog that lets you select the separator when opening `.csv` files and I would expect MS Office to do something similar.", "u2")], "The german MS-Excel doesn't import this !!!!", True, "pronoun", ["this"], "The German Microsoft Excel doesn't import the DokuWiki struct plugin's comma-separated CSV export correctly.", author="u1")
    # A topic shift after the rejection: a general statement from another thread of the area.
    lend(DOKUSTRUCT, [dk1, dk2, (A, dkq, "u2")], E_SEPARATOR, SAME, VUEJSONCSV)

    cj1 = (U, "Support for ; separation", "u1")
    rec(CSVJS, [cj1], E_NORDIC, False, SAME, [], None, author="u1")
    rec(CSVJS, [cj1, (U, "Hi\n\nThanks for making csv-js\n\n" + E_NORDIC, "u1")], "What do you think of allowing customization of which separator to use?", True, "ellipsis", [], "What do you think of allowing csv-js users to customise which separator to use?", author="u1")

    he1 = (U, "Add possibility of selecting separator in .csv exported file", "u1")
    he2 = (U, "Default option for exporting .csv file is using ',' separator.", "u1")
    rec(HISTORYEXPLORER, [he1, he2], E_EUROSTD, False, SAME, [], None, author="u1")
    he3 = (U, he2[1] + " " + E_EUROSTD + " This cause problems when for example ms excel is used for browsing exported data.", "u1")
    rec(HISTORYEXPLORER, [he1, he3], "Good suggestion.", True, "ellipsis", [], "Selecting the separator for history-explorer-card's CSV export is a good suggestion.", author="u2")
    rec(HISTORYEXPLORER, [he1, he3, (A, "Good suggestion.", "u2")], "Added to V1.0.28. See readme for details under the CSV section.", True, "ellipsis", [], "A choice of separator for history-explorer-card's CSV export was added in v1.0.28; see the readme's CSV section.", author="u2")

    dt1 = (A, "Should Dstat CSV output actually be semicolon or comma separated ?", "u1")
    dt2 = (A, "Currently we use a comma as separator for the CSV output, and when implementing I thought that made most sense. However a semicolon is less common to be used inside the output/string as a comma.\n\nBesides a comma is used in Europa as a radix point, rather than the dot. And therefore the default separator used by Excel/LibreOffice is configured to be a semicolon.", "u1")
    rec(DSTAT, [dt1, dt2], "What do you think ?", True, "ellipsis", [], "Should Dstat's CSV output use a semicolon or a comma as separator, what do you think?", author="u1")
    rec(DSTAT, [dt1, dt2, (A, "What do you think ?\n\nChanging might have impact to people already processing it with a comma.", "u1")], "comma by default is fine, configurable is even better (like cut/paste commands)\n--delimeter \";\" (\",\" is the default)", True, "ellipsis", [], "A comma by default is fine for Dstat's CSV output, and a configurable delimiter option (like `--delimiter \";\"` in cut/paste) is even better.", author="u2")
    lend(DSTAT, [dt1], E_VARIES, SAME, DOKUSTRUCT)

    cl1 = (U, "Recommandation of the \",\" as a separator, an issue for some cultures?", "u1")
    cl2 = (U, "First of all, thank you for the great job!\n\nIn the \"about\" page -- http://csvlint.io/about -- you recommand that \"column names and fields are separated by commas\".", "u1")
    rec(CSVLINT, [cl1, cl2], E_CULTURES, False, SAME, [], None, author="u1")
    rec(CSVLINT, [cl1, (U, cl2[1] + "\n" + E_CULTURES + "\nIn the UK you write 23.78% while in France, for exemple, we generally write 23,78%.", "u1")], "For that reason I'm asking myself if the semi-comma is not a better recommandation?", True, "pronoun", ["that reason"], "Since French, Italian and Spanish use the decimal comma, should csvlint.io recommend the semicolon rather than the comma as CSV separator?", author="u1")
    lend(CSVLINT, [cl1], E_NORDIC, SAME, CSVJS)
    lend(UNBESCAPE, [ub1], E_EUROSTD, SAME, HISTORYEXPLORER)

    # ---- QR codes: opening a scanned link ----
    ax1 = (U, "Is possible to auto redirect to the given url?", "u1")
    axq = "Please let me know if possible and how to add those options within it."
    rec(ANGULARXQR, [ax1], axq, True, "pronoun", ["those options", "it"], "Can angularx-qrcode make a scanned QR code redirect automatically to its URL, and how would I add that option?", author="u1")
    rec(ANGULARXQR, [ax1, (U, axq, "u1")], "@karthik-sciera \n\nyou can do this only, if you develop a QR Code reader app and include this feature within your app.", True, "pronoun", ["this", "this feature"], "Automatic redirection to a QR code's URL is possible only in a QR code reader app you develop yourself, not in angularx-qrcode, which only generates codes.", author="u2")
    lend(ANGULARXQR, [ax1, (U, axq, "u1")], Q_SCHEMES, SAME, GRAPHENECAM)

    gc1 = (U, "QR scanner doesn't linkify custom URL schemes correctly. 1. Scan e.g. https://fdroid.emersion.fr/\n2. The text `fdroidrepos://fdroid.emersion.fr/\u2026` is recognized, but isn't properly linkified.", "u1")
    rec(GRAPHENECAM, [gc1], Q_SCHEMES, False, SAME, [], None, author="u1")
    gc2 = (U, gc1[1] + "\n\n" + Q_SCHEMES + " For instance, `fdroidrepos://` directly adds a new F-Droid repo.", "u1")
    rec(GRAPHENECAM, [gc2], "added in #297", True, "ellipsis", [], "Linkifying custom URL schemes in GrapheneOS Camera's QR scanner was added in #297.", author="u2")

    sq1x = (U, "[Feature Request] URL helper", "u1")
    sqq = "If you scan an url from a device it shows the URL instead of opening directly the URL on your default browser."
    rec(SIMPLEQRCODE, [sq1x], sqq, True, "ellipsis", [], "When a device scans a URL QR code made with simple-qrcode, it shows the URL instead of opening it directly in the default browser.", author="u1")
    rec(SIMPLEQRCODE, [sq1x, (U, sqq, "u1")], "It works properly", True, "correction", ["It"], "simple-qrcode's URL QR codes do work properly; the feature request was a mistake.", author="u1")

    bp1 = (U, "Automatically open QR Code url on PC's browser ?", "u1")
    bpq = "So, I think this is not available right now but we will be glad if there could be an option to automatically open scanned QR code URL on PC.\nThis would avoid the need to open new tab + point mouse cursor in address bar."
    rec(BARCODETOPC, [bp1], bpq, True, "pronoun", ["this", "This"], "Could Barcode to PC add an option to open a scanned QR code's URL automatically in the PC's browser, so one need not open a tab and paste it?", author="u1")
    rec(BARCODETOPC, [bp1, (U, bpq, "u1")], "Will work on that", True, "pronoun", ["that"], "I will work on an option in Barcode to PC to open scanned QR code URLs automatically in the PC's browser.", author="u2")
    lend(BARCODETOPC, [bp1], Q_SCHEMES, SAME, GRAPHENECAM)

    qs1 = (U, "Open URL when scanned", "u1")
    qsq = "I want the url to open when i'm scanning QR url code.\nCan someone help me with this?"
    rec(QRSWIFT, [qs1], qsq, True, "ellipsis", ["this"], "How can I make QRCodeReader.swift open the URL when I scan a QR code containing a URL?", author="u1")
    rec(QRSWIFT, [qs1, (U, qsq, "u1")], "You should take a look at the `UIApplication` API.", True, "ellipsis", [], "To open a scanned URL from QRCodeReader.swift, use `UIApplication`'s open API.", author="u2")
    lend(QRSWIFT, [qs1], Q_BITSIZE, SAME, DANTSU)

    ss1 = (U, "QR-Codes starting with \"URL:\"", "u1")
    ssq = "I ran into QR codes which encode urls like this:\n`URL:https://...`\nI don't think this is normal but it would be nice if we would handle this nicely.\nCurrently opening this in the browser will lead to a useless google search."
    rec(SECSCANQR, [ss1], ssq, True, "ellipsis", [], "SecScanQR should handle QR codes that encode URLs as `URL:https://...`; opening them in the browser now leads to a useless Google search.", author="u1")
    rec(SECSCANQR, [ss1, (U, ssq, "u1")], "implemented in current dev version and will be available with the next version", True, "ellipsis", [], "Handling QR codes whose URLs start with `URL:` is implemented in SecScanQR's dev version and will be in the next release.", author="u2")
    lend(SECSCANQR, [ss1], Q_EXPERIMENTS, SAME, QRCODEJS)

    sw1x = (A, "Mobile | Add deep linking. 1.\tRegister a custom URL scheme (sswrewards://\u2026)\n2.\tUpdate QR codes to begin with this URL scheme", "u1")
    rec(SSWREWARDS, [sw1x], "The goal is to enable users to scan a QR code with their device camera, and have it open the app and register the points automatically.", True, "ellipsis", ["The goal", "the app"], "The goal of SSW Rewards' deep linking is that scanning a QR code with the device camera opens the app and registers the points automatically.", author="u1")
    lend(SSWREWARDS, [sw1x], Q_PRINTED, SAME, VOTINGWORKS)

    # ---- list order: case ----
    sl1x = (U, "Case insensitive sort.", "u1")
    slq = "I have the following list of strings:\n\n```\nc\na\nB\n```\n\nWhen I sort them using the plugin, I get the following list:\n\n```\nB\na\nc\n```\n\nI wish Sort Lines to have an option to make sort case insensitive"
    # A trap in its own thread (second reader's adjudication): it names Sort Lines itself, so
    # "the plugin" resolves inside the message (rules 1-2) and the title adds nothing it needs.
    rec(SORTLINES, [sl1x], slq, False, SAME, [], None, author="u1")
    rec(SORTLINES, [sl1x, (U, slq, "u1")], "Sorry, my bad. I miss the docs.", True, "correction", [], "Sort Lines already has a case-insensitive sort; I missed it in the docs.", author="u1")
    lend(SORTLINES, [sl1x, (U, slq, "u1")], S_CODEPOINT, SAME, BOOKMARKS)

    bk1 = (U, "\"Case Insensitive\" has no effect", "u1")
    bkq = "Whether enabling or disabling the \"Case Insensitive\" option, bookmarks are sorted without regard to their case."
    rec(BOOKMARKS, [bk1], bkq, True, "ellipsis", [], "Whether AutoSort Bookmarks' \"Case Insensitive\" option is on or off, bookmarks are sorted without regard to case.", author="u1")
    rec(BOOKMARKS, [bk1, (U, bkq, "u1")], "The option does work, but only in a very narrow sense.", True, "pronoun", ["The option"], "AutoSort Bookmarks' \"Case Insensitive\" option does work, but only in a very narrow sense.", author="u2")
    rec(BOOKMARKS, [bk1, (U, bkq, "u1"), (A, "The option does work, but only in a very narrow sense. The comparator calls `localeCompare` with `sensitivity: caseInsensitive ? \"base\" : \"case\"`. " + S_LOCALECOMPARE + " So the checkbox only changes the relative order of titles that differ *solely* by case.", "u2")], S_CODEPOINT, False, SAME, [], None, author="u2")

    tb1 = (U, "Case-independent sort", "u1")
    tbq = "I am working in \"C\" locale, if it matters\nNames are sorted with upper-case letters first and lower-case letters last\nIs there any way to configure a case-independent sort?"
    rec(TAGBAR, [tb1], tbq, True, "ellipsis", [], "In the C locale Tagbar sorts names with upper-case letters first; is there a way to configure a case-independent sort?", author="u1")
    rec(TAGBAR, [tb1, (U, tbq, "u1")], "I guess this can be closed now that #333 is merged.", True, "pronoun", ["this"], "The Tagbar issue about case-independent sorting can be closed now that #333 is merged.", author="u2")
    lend(TAGBAR, [tb1], S_CODEPOINT, SAME, BOOKMARKS)

    ap1 = (U, "Sort lowercase before uppercae", "u1")
    rec(ALPHPETIZE, [ap1], "Not sure what the default should be, but I'd appreciate to be able to sort lowercase before uppercase methods.\n\na,b,A,B => a,b,A,B", True, "ellipsis", ["the default"], "I'd like Alphpetize to be able to sort lowercase methods before uppercase ones (a, b, A, B).", author="u1")
    lend(ALPHPETIZE, [ap1], S_LOCALECOMPARE, SAME, BOOKMARKS)

    # ---- more lent traps, each from a thread of the same area (each sentence lent at most twice) ----
    lend(IATI, [ia2, ia3], E_CULTURES, SAME, CSVLINT)
    lend(CSVJS, [cj1], E_EUROPE, SAME, IATI)
    lend(HISTORYEXPLORER, [he1, he3], E_VARIES, SAME, DOKUSTRUCT)
    lend(PLOTS2, [pl1], R_ADOBE, SAME, DRAWIO)
    lend(INFINITYREDDIT, [ir1, (U, irq, "u1")], R_COMMON, SAME, AUTONUMERIC)
    lend(LAPCE, [lp1], R_WINDOWS, SAME, GUTENBERG)
    lend(IMHEX, [ih1x, (U, R_SOMEEDITORS + "\n\n" + ihq, "u1")], R_SOMEPROGRAMS, SAME, WORKSHOPCODES)
    lend(CAMUNDA, [cm1, (A, "`CTRL+Y` and `(CTRL|CMD)+SHIFT+Z` should work on Windows and Mac.", "u1")], R_SOMEEDITORS, SAME, IMHEX)

    # ---- document wording: which of two sentences (the part's ordinal follow-ups) ----
    hc1 = (U, "add linebreak in 1.4. Experimenting with creating individual pull requests for individual changes (requiring much branching). Very simple change for starters - more complex ones coming up", "u1")
    hcq = "I don't understand the reason/logic for this line break, vs. the standard used elsewhere in the document - it seems the second sentence goes very well with the prior and adds to it directly, and elsewhere when that's the case we kept as one paragraph.  To accept, I'd need to understand the logic of this and why it's consistent with standard used in the rest of the doc."
    rec(HOLACRACY, [hc1], hcq, True, "position", ["this line break", "the second sentence", "the prior", "this"], "Why add a line break in section 1.4 of the Holacracy Constitution? Its second sentence goes well with the first and adds to it directly, and elsewhere such sentences stay one paragraph; to accept the change I need its logic and how it is consistent with the rest of the document.", author="u2")
    rec(HOLACRACY, [hc1, (A, hcq, "u2")], "Ah, yes, I see your meaning, and you are correct: the two sentences must stand together. The first one alone without the second directly with it is not useful.", True, "position", ["the two sentences", "The first one", "the second"], "The two sentences of section 1.4 of the Holacracy Constitution must stay together: the first is not useful without the second directly after it.", author="u1")
