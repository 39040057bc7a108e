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
SAFE = GH + "5afe/safe/issues/230"
RSENSE = GH + "engaging-computing/rSENSE/issues/883"
MEETINGCARDS = GH + "stephenwalker78/meeting-cards/issues/9"
PLUNKER = GH + "filearts/plunker_www/issues/22"
USERACTIVITY = GH + "KrauseFx/user.activity/pull/3"
BLUESKY = GH + "bluesky-social/social-app/issues/2279"
# ---- print stylesheets and page breaks ----
ALPS = GH + "adventistchurch/alps/issues/510"
COUCHDB = GH + "oreilly/couchdb-guide/issues/280"
YETICOLD = GH + "JWWeatherman/yeticold/issues/98"
LOCALWIKI = GH + "localwiki/localwiki/issues/766"
WEBFUND = GH + "RubenVerborgh/WebFundamentals/pull/19"
HSGSHELL = GH + "HistoryAtState/hsg-shell/pull/226"
INTERNETNL = GH + "internetstandards/Internet.nl/issues/1558"
ONS = GH + "ONSdigital/design-system/issues/2625"
# ---- list order: alphabetical sorting, newest first ----
ANEMONE = GH + "astronautlevel2/Anemone3DS/issues/33"
INTERSECT = GH + "AscensionGameDev/Intersect-Engine/issues/615"
LINUXDL = GH + "sxiii/linux-downloader/issues/5"
DUVIZ = GH + "soxofaan/duviz/issues/25"
AKHQ = GH + "tchiotludo/akhq/issues/28"
WEB3STORAGE = GH + "web3-storage/web3.storage/pull/1295"
PROSEO = GH + "dlr-eoc/prosEO/issues/263"
CORDAPI = GH + "SeedCompany/cord-api-v3/issues/1893"
SWAG = GH + "swapagarwal/swag-for-dev/pull/345"
DAFFODIL = GH + "graycoreio/daffodil/issues/3573"
COMFLOWY = GH + "6174/comflowyspace/issues/122"
ZESTY = GH + "zesty-io/design-system/issues/105"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df20 threads, each placed after at most two other df20 histories of the same area ----
# data export
E_CHARTS = "Exporting to CSV allows users to create their own graphical statistics charts."
E_NATIVE = "Doesn't excel open .csv files natively on windows?"
E_ISO = "When open output UTF-8 CSV file by excel, if the UTF-8 CSV is lack of BOM header , Excel will identify CSV as ISO-8858-1 encoding."
E_SEPARATOR = "When I specific the separator, excel discard the encoding of the file."
# undo
U_GMAIL = "Usually the apps that use a SnackBar (gmail etc) don't use a delete confirmation dialog box."
# undo and redo
R_COMMON = "It is quite common to use `CTRL + Y` instead of `CTRL + SHIFT + Z` to redo an action."
R_WINDOWS = "A common keyboard shortcut for Redo in the Windows world is Ctrl + Y."
R_SOMEPROGRAMS = "Some programs use Ctrl+Y, others use Ctrl+Shift+Z."
R_SOMEEDITORS = "On some editors, the redo shortcut is mapped to Ctrl+Shift+Z"
R_BROWSERS = "Browsers usually support both Ctrl+Y and Ctrl+Shift+Z in e.g., input elements."
R_ADOBE = "Adobe products use Ctrl+Shift+Z for Redo, which is much faster and more ergonomic."
R_WIKI = "In most Microsoft Windows applications, the keyboard shortcut for the undo command is `Ctrl+Z` or `Alt+Backspace`, and the shortcut for redo is `Ctrl+Y` or `Ctrl+Shift+Z`."
# print
P_BREAK = "`break-inside` and `break-after` can be set to `avoid` for headers and/or tables and to `page` for certain sections."
# list order
S_LOCATE = "Often it can be easier to locate a specific option when they are sort by alphanumeric."
S_ALPHA = "For some use cases it can be handy to sort alphabetically"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

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
    rec(MEGALODON, [mg1, mg2], "This is only for clearing one notification, clearing all notifications should stay a confirmation dialog.", True, "pronoun", ["This"], "The undo snackbar I suggest for megalodon is only for clearing one notification; clearing all notifications should keep its confirmation dialog.", author="u1")
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
    rec(INFINITYREDDIT, [ir1, (U, irq + "\nKeyboard will be automatically hidden while the snackbar is visible and again shown after snackbar is dismissed.", "u1")], "Thank you.", True, "ellipsis", [], "Thank you for the undo snackbar for recent search deletions in Infinity for Reddit.", author="u2")

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
    lend(LINUXDL, [lx1], S_ALPHA, SAME, DUVIZ)

    dv1 = (A, "option to sort alphabetically", "u1")
    rec(DUVIZ, [dv1], "Sorting is now from large to small", True, "ellipsis", [], "duviz currently sorts its entries from large to small, not alphabetically.", author="u1")

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
    rec(IMHEX, [ih1x, (U, R_SOMEEDITORS + "\n\n" + ihq, "u1")], "Thanks!", True, "ellipsis", [], "Thanks for adding Ctrl+Shift+Z as a redo shortcut to ImHex!", author="u2")

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

    sf1 = (A, "Allow QR code enlargement", "u1")
    rec(SAFE, [sf1], "This feature will allow users to make their QR code bigger if that's required for scanning.", True, "pronoun", ["This feature"], "Allowing QR code enlargement in the Safe app will let users make their QR code bigger when scanning requires it.", author="u1")

    rs1 = (U, "QR code too small to scan on my phone", "u1")
    rec(RSENSE, [rs1], "My phone (Galaxy S4) has a real hard time trying to scan the QR code", True, "ellipsis", ["the QR code"], "My Galaxy S4 has a really hard time scanning rSENSE's QR code.", author="u1")

    mc1 = (U, "Add a QR code", "u1")
    rec(MEETINGCARDS, [mc1], "Show a QR code on my end that I can hold up to the screen, so everyone else in my video call can scan it and get a link to https://www.seethinkdo.it/meeting-cards.", True, "ellipsis", [], "Meeting Cards could show a QR code that I hold up to the camera so everyone in my video call can scan it and get the link to the app.", author="u1")

    pn1 = (U, "QR Code to preview on mobile device", "u1")
    rec(PLUNKER, [pn1], "The \"preview in separate window\" works great for testing code on a mobile device.  It would be awesome to have a QR code I could easily scan on the screen to quickly open that window on the phone.", True, "ellipsis", ["that window"], "Plunker's \"preview in separate window\" works well for testing on a mobile device; a QR code on screen to open that preview window on the phone would be awesome.", author="u1")

    ua1 = (U, "Added QR code when on desktop", "u1")
    rec(USERACTIVITY, [ua1], "I've added a QR code to scan with your phone so you don't have to type in the complete URL.", True, "ellipsis", ["the complete URL"], "This pull request adds a QR code to the user.activity page on desktop so you can open it on your phone without typing the complete URL.", author="u1")

    bs1 = (A, "QR code generator for sharing profiles (and maybe other links)", "u1")
    rec(BLUESKY, [bs1], "Would be pretty neat if we could generate QR codes for sharing. Might be useful for any link really, but profiles are an obvious choice", True, "ellipsis", [], "It would be neat if the Bluesky app could generate QR codes for sharing, useful for any link but especially profiles.", author="u1")

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
    lend(LOCALWIKI, [lw1], R_BROWSERS, OTHER, SPROTTY)

    wf1 = (U, "Print stylesheet. Added a stylesheet for media=\"print\" to allow printing the presentations from the browser.", "u1")
    wf2 = (A, "Hi @Dromin, thanks for this pull request.\n\nIs printing currently broken for you?\nPrinting should work in outline mode (not yet in full-screen); the CSS for that is part of the template.\n\nWould this stylesheet also make it work when full screen is enabled?", "u2")
    wfq = "I must confess I didn't think to test it in outline mode. I just took a look, and it does work, but I think there are a few issues:\n- No border around the slides, making the slides harder to separate visually\n- Slides can be 'split' in two when a page break occurs in the middle of a slide"
    rec(WEBFUND, [wf1, wf2], wfq, True, "pronoun", ["it"], "I didn't test printing the WebFundamentals slides in outline mode; it works, but with no border around the slides and with slides split in two at page breaks.", author="u1")
    wf4 = (U, "Note: I just tested it in Chrome (I'm a Firefox user) and my stylesheet does change the way the slides are printed in Chrome. Currently they print in landscape mode, one slide per page, while my stylesheet will make it print in portrait mode, two slides per page.", "u1")
    wfq2 = "Thanks for the clarification. I'll need to think a bit about this. There's also value in the \"one slide per page\" approach, as you can then always fit a different number of slides per page using the printing dialog"
    rec(WEBFUND, [wf1, wf2, (U, wfq + "\n\nMy stylesheet would make it work in fullscreen mode and also adds borders and prevents page breaks in the middle of a slide.", "u1"), wf4], wfq2, True, "pronoun", ["the clarification", "this", "the \"one slide per page\" approach"], "Printing the WebFundamentals slides one per page in landscape, as now, also has value over the pull request's two per page in portrait, since the print dialog can then fit any number of slides per page.", author="u2")
    lend(WEBFUND, [wf1, wf2], P_BREAK, SAME, INTERNETNL)

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

    w3q = "Actually I noticed that although the order of the sort dropdown options were changed, the default sort was not `newest` (even though `newest` appeared first). Resolved that in the commit above."
    rec(WEB3STORAGE, [(U, "fix: Default sort by should be newest to oldest. fixes https://github.com/web3-storage/web3.storage/issues/1185", "u1")], w3q, True, "pronoun", ["the sort dropdown options", "that"], "Although this pull request changed the order of web3.storage's sort dropdown options, the default sort was not newest; that is resolved in the latest commit.", author="u2")

    ps1 = (A, "GUI: change order sort default", "u1")
    psq = "Currently, the oldest orders are shown first by default."
    rec(PROSEO, [ps1], psq, True, "ellipsis", [], "Currently the prosEO GUI shows the oldest orders first by default.", author="u1")
    rec(PROSEO, [ps1, (A, psq + " Usually, the newest orders are the most relevant. I propose to change the default sorting direction.", "u1")], "Released under prosEO 2.1.0.", True, "ellipsis", [], "The prosEO GUI's new default sort direction, newest orders first, is released in prosEO 2.1.0.", author="u1")
    lend(PROSEO, [ps1], S_ALPHA, SAME, DUVIZ)

    ca1 = (A, "Posts | New Default Order", "u1")
    caq = "Change the default order of Posts from `oldest at top` to `most-recent` at top."
    rec(CORDAPI, [ca1], caq, True, "ellipsis", [], "Change the CORD API's default order of posts from oldest at the top to most recent at the top.", author="u1")
    rec(CORDAPI, [ca1, (A, caq, "u1")], "PR verified successfully. The changes made now change the default order of posts and display them from the \"most recent\" posts at top and displays them in descending order based on when they were created.", True, "ellipsis", ["The changes made"], "The pull request for the CORD API's default post order is verified: posts now show most recent first, in descending order of creation.", author="u2")

    sw1 = (U, "set default sorting to newest first. Set selected value to true for `Newest First` option so that \"Newest First\" is selected on page load. Kept current list order in place. Please advise if something else is needed.", "u1")
    rec(SWAG, [sw1], "Ah shit, there's already a PR for this. Closing mine. Sorry!!", True, "pronoun", ["this", "mine"], "There is already a pull request for making swag-for-dev's default sort newest first, so I'm closing mine.", author="u1")
    lend(SWAG, [sw1], S_LOCATE, SAME, ZESTY)

    df1x = (A, "[FEAT] Default order sorting to newest first", "u1")
    rec(DAFFODIL, [df1x], "This behavior actually already exists but I added a test to cover it.", True, "pronoun", ["This behavior", "it"], "Daffodil's customer orders already default to newest first; I added a test to cover it.", author="u1")

    cf1 = (U, "Sorting after creation should be from newest to oldest? We follow up with support for the sorting feature?", "u1")
    rec(COMFLOWY, [cf1], "Changed default behavior to make sure the newest in the front", True, "ellipsis", [], "Comflowy's default order now puts the newest workflows first.", author="u2")
    lend(COMFLOWY, [cf1], S_ALPHA, SAME, DUVIZ)

    zs1 = (A, "Select alphanumeric sorting", "u1")
    # In its own thread, and still a trap: a general claim about sorted options.
    rec(ZESTY, [zs1], S_LOCATE, False, SAME, [], None, author="u1")
    zsq = "Display an A-Z sort icon on the top of a select dropdown. When clicked would toggle between ascending and descending alpah numeric sort."
    rec(ZESTY, [zs1, (A, S_LOCATE + " Because if you know the text value of the option you are looking for scanning to find it becomes easier. e.g. Lists of months, states, etc.", "u1")], zsq, True, "ellipsis", [], "Zesty's select dropdown could show an A-Z sort icon at the top that toggles between ascending and descending alphanumeric sort.", author="u1")
    rec(ZESTY, [zs1, (A, S_LOCATE + " Because if you know the text value of the option you are looking for scanning to find it becomes easier. e.g. Lists of months, states, etc.\n\n" + zsq, "u1")], "Once clicked if it then toggles between asc/dsc how could someone return to the default order? Third click?", True, "pronoun", ["it", "the default order"], "If Zesty's A-Z sort icon toggles between ascending and descending once clicked, how could someone return the select dropdown to its default order: a third click?", author="u1")
