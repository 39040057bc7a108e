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
# ---- QR codes for sharing a link ----
SIMPLEQR = GH + "tomfong/simple-qr/issues/85"
SINGLELINK = GH + "singlelink-co/Singlelink/issues/16"
# ---- list order: alphabetical sorting, newest first ----
ANEMONE = GH + "astronautlevel2/Anemone3DS/issues/33"
INTERSECT = GH + "AscensionGameDev/Intersect-Engine/issues/615"
LINUXDL = GH + "sxiii/linux-downloader/issues/5"
DUVIZ = GH + "soxofaan/duviz/issues/25"

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
# list order
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
    rec(INSTAHELPER, [ih1, ih2, (U, "CSV is more versatile in my usecase", "u1")], "Version 0.358 has the radiobuttons to select the export format - XLSX or CSV", True, "ellipsis", [], "InstagramHelper version 0.358 has radio buttons to choose the export format, XLSX or CSV.", author="u2")
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
    rec(VUEJSONCSV, [vj1, vj2], "Great work-around", True, "ellipsis", [], "Setting the delimiter to \";\" and removing `separator-excel=true` is a great workaround for vue-json-csv's lost BOM.", author="u2")
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
    jc3 = (U, "Hi @coston, thanks for the quick reply!\nFrom what I've checked and researched, I don't see any downside. really interesting why it's not the default...", "u1")
    rec(JSONCSV, [jc1, jc2, (A, jcq, "u2"), jc3, (A, "Hey @Royb10, BOM support is available in v2.1.0", "u2")], "Works perfectly, thanks much!", True, "ellipsis", [], "The BOM support in json-to-csv-export v2.1.0 works perfectly, thanks!", author="u1")
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
    rec(ANEMONE, [am1, (U, amq, "u1"), (U, amq2, "u2")], "Duplicate of #14", True, "ellipsis", [], "The request to sort Anemone3DS's list alphabetically is a duplicate of issue #14.", author="u3")
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
