"""df15 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- autosave and crash recovery ----
NOTETASK = GH + "plaintool/notetask/issues/115"
MX = GH + "vibery-studio/mx/issues/41"
MARKTEXT971 = GH + "marktext/marktext/issues/971"
PINE = GH + "lukakerr/Pine/issues/80"
CIDER = GH + "oatear/cider/issues/158"
PHOENIX = GH + "phcode-dev/phoenix/issues/408"
STRONGDMM = GH + "SpaiR/StrongDMM/issues/75"
NP2MOD93 = GH + "XhmikosR/notepad2-mod/issues/93"
NOTEPAD3 = GH + "rizonesoft/Notepad3/issues/1665"
SUBCOMP = GH + "maxrd2/SubtitleComposer/issues/113"
# ---- atomic saves (temporary file, rename, fsync) ----
XI = GH + "xi-editor/xi-editor/issues/918"
JUSTWRITE = GH + "MawCeron/justwrite/issues/3"
MARKTEXT4852 = GH + "marktext/marktext/pull/4852"
WFA = GH + "npm/write-file-atomic/issues/32"
MU = GH + "mu-editor/mu/pull/208"
EONIL13 = GH + "Eonil/Editor/issues/13"
EONIL14 = GH + "Eonil/Editor/issues/14"
CUDA = GH + "Alexey-T/CudaText/issues/3136"
THOT = GH + "cmpilato/thotkeeper/issues/8"
PICK = GH + "bndw/pick/pull/55"
# ---- natural sort order ----
COPYPARTY = GH + "9001/copyparty/issues/637"
SPACEFM = GH + "IgnorantGuru/spacefm/issues/37"
MC1860 = GH + "MidnightCommander/mc/issues/1860"
MC3031 = GH + "MidnightCommander/mc/issues/3031"
HTML4V = GH + "mtli/HTML4Vision/issues/9"
SUPERFILE = GH + "yorukot/superfile/issues/962"
CAMROLL = GH + "kollerlukas/Camera-Roll-Android-App/issues/98"
NOMACS1655 = GH + "nomacs/nomacs/issues/1655"
RENAMECLI = GH + "jhotmann/node-rename-cli/issues/233"
# ---- recently opened folders ----
FOLDERSPOPUP = GH + "JnLlnd/FoldersPopup/issues/27"
ANNO = GH + "reunanen/anno/issues/11"
NOMACS825 = GH + "nomacs/nomacs/issues/825"
MARKTEXT1609 = GH + "marktext/marktext/issues/1609"
MARKTEXT1892 = GH + "marktext/marktext/issues/1892"
# ---- word wrap ----
RUSTPAD = GH + "ekzhang/rustpad/issues/62"
MLE = GH + "adsr/mle/issues/93"
TEXTPAD = GH + "maxistar/TextPad/issues/179"
GBUILDER = GH + "chergert/gnome-builder/issues/63"
TEAMSQL = GH + "TeamSQL/desktop-app/issues/76"
CODEIT = GH + "codeitcodes/codeit/issues/182"
GUIGUTS = GH + "DistributedProofreaders/guiguts-py/issues/1608"
IFM = GH + "misterunknown/ifm/issues/19"
# ---- remembering the zoom level ----
HEYNOTE = GH + "heyman/heynote/issues/25"
ZEAL = GH + "zealdocs/zeal/issues/1335"
NP2MOD220 = GH + "XhmikosR/notepad2-mod/issues/220"
CONEMU = GH + "ConEmu/ConEmu/issues/952"
ZETTLR = GH + "Zettlr/Zettlr/issues/1507"
BOOSTNOTE = GH + "BoostIO/BoostNote-Legacy/issues/2089"
MINBROWSER = GH + "minbrowser/min/issues/372"
TUTANOTA = GH + "tutao/tutanota/pull/2938"
# ---- muting notification sounds ----
VIGILANTE = GH + "FunkyMuse/Vigilante/issues/242"
CHITCHAT99 = GH + "stonesam92/ChitChat/issues/99"
CHITCHAT120 = GH + "stonesam92/ChitChat/issues/120"
JANGOUTS = GH + "jangouts/jangouts/issues/69"
ENSICHAT = GH + "Nutomic/ensichat/issues/6"
BATTMON = GH + "mamolinux/battery-monitor/issues/4"
TOPNOTIFY = GH + "SamsidParty/TopNotify/issues/46"
YAKYAK = GH + "yakyak/yakyak/issues/405"
# ---- Do Not Disturb ----
FITNOTIF = GH + "abhijitvalluri/fitnotifications/issues/19"
FOSDEM = GH + "cbeyls/fosdem-companion-android/issues/53"
MINDFUL = GH + "kmac/mindfulnotifier/issues/21"
PEBBLE = GH + "coredevices/PebbleOS/pull/1772"
NOTIFU = GH + "ixe013/notifu/issues/8"
GOODTIME = GH + "adrcotfas/goodtime/issues/240"
COSMIC = GH + "pop-os/cosmic-epoch/issues/784"
TIMEDSILENCE = GH + "newhinton/Timed-Silence/issues/20"
AGENTNOTIF = GH + "777genius/agent-notifications/issues/135"

# ---- more: notification channels, hard/soft wrap, natural sort on Windows ----
RNPUSH = GH + "zo0r/react-native-push-notification/issues/1966"
FLN732 = GH + "MaikuB/flutter_local_notifications/issues/732"
FLN2027 = GH + "MaikuB/flutter_local_notifications/issues/2027"
AMIGA = GH + "amiga-mui/texteditor/issues/27"
CUTEMARKED = GH + "cloose/CuteMarkEd/issues/137"
ACE = GH + "ajaxorg/ace/issues/4087"
GITBUTLER = GH + "gitbutlerapp/gitbutler/pull/9375"
EXPPP = GH + "derceg/explorerplusplus/issues/46"
WINFILE = GH + "schinagl/winfile/pull/15"
LHAFORGE = GH + "Claybird/lhaforge/issues/40"
OBS = GH + "obsproject/obs-studio/pull/12577"
MPVPL = GH + "jonniek/mpv-playlistmanager/pull/128"
WX = GH + "wxWidgets/wxWidgets/issues/22054"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df15 threads, each placed after at most two other df15 histories ----
# Name their subject, or ask nothing of any project (traps wherever they go):
T_RISKYSAVE = "automatic saving directly to the original file can also be risky, as users may accidentally save unwanted changes without noticing."
T_RECOVSAFER = "Recovery files are safer because they only help restore work after a crash, power outage, or other unexpected shutdown, while leaving the original file untouched."
T_RECOVBETTER = "I think a recovery mechanism would be a better solution than autosave."
T_AUTOSAVEIMP = "Autosave is an important feature of edit/write software that prevents users from losing written content for a variety of reasons."
T_MEMSAVER = "Chrome has introduced memory-saver feature, which just unloads a browser tab without warning and may lead to customer losing data after some inactivity."
T_LOWSPEC = "In low to medium spec machines, there is a probability of browser crashing (at random) on extended use."
T_BSOD = "the days of Windows crashes (and BSoDs) are history (Win XP and before) -  aren't they ?"
T_NOTEPAD3 = "If Notepad3 had an auto-save feature, especially for unsaved documents, I would have only lost probably 40% of what I did."
T_MOSTEDITORS = "What most editors do is to write the file first to a temporary path, and then move this file to the final path with `mv` or similar."
T_VIMSAVE = "how does vim save files?"
T_RENAMEDUR = "`rename(2)` is atomic in the namespace (a reader sees old-or-new, never a half-written target), but it is not ordered with respect to data durability."
T_ZEROFILL = "After a power loss you can end up with the new directory entry (rename committed to the journal) pointing at an inode whose data blocks were never flushed — i.e. a full-length zero-filled file."
T_PYW = "Using the \"w\" mode on python erases the file before it starts writing, so if anything goes wrong during this operation the previous content of the file is lost."
T_ATOMICDEF = "Atomic save creates a temp file, save there, erase original, and moves the temp file to the original location."
T_NPPBACKUP = "Notepad++ has a automatic backup feature (time scheduled) and a backup-on-save feature."
T_THOT = "When overwriting an existing datafile, ThotKeeper should first write to a temporary file, then rename into place so that errors at write time will, at most, lose edits made only since the last successful Save."
T_RENAMEATOMIC = "Rename is an atomic operation."
T_LEXSTANDARD = "Lexicographical sort is standard, and the default options for most file managers."
T_SPFLEX = "SPF uses lexicographical sorting, which compares strings character-by-character and not numerically"
T_MCNUMBERS = "I've noticed when Midnight Commander sorts filenames alphabetically, it treats numbers specially as to sort filenames \"a1\", \"a3\" and \"a20\" in this order"
T_MCCHECKBOX = "Please, add a checkbox for Sort Order called \"Use natural sort order\", which will force MC to take numbers into account."
T_HTMLLINES = "Very long HTML lines where there is a lot of markup can be awkward to edit"
T_ZETTLRRESET = "After closing and re-opening Zettlr, the zoom setting is completely reset."
T_CHROMIUMZOOM = "electron started to exhibit chromiums' zoom factor retention which is saved in electron.app.getPath('userData')/Preferences"
T_HANGOUTS = "In Hangouts, there's an option to mute notifications for 1 hr, 8 hrs, 24 hrs..."
T_ANDROID8 = "Starting with Android 8.0, the vibration and sound of the notifications are not controlled by the app itself"
T_EVENTFLAG = "Apple doesn't document what is EventFlagSilent if its the focus mode, or the silent switch hardware"
T_INFOCUS = "INFocusStatus only return a boolean saying if a focus mode is enable or not, but does't specific what focus mode (sleep,work,silence etc)"
T_SOUNDCHANNEL = "sound is tied to a notification channel as this is how the native Android APIs work"
T_WINFILE = "Introduce naturalCompare into the sorting algorithms so that Winfile behaves as Explorer when it comes to sorting filenames in a directory"
T_NATDEF = "Natural sort means sorting by numerical value."
T_ALPHASORT = "Alphabetical sort arranges numbers like this: 1 < 10 < 11 < 2 < 3."
T_NATEXPLORER = "The natural sort is what Windows explorer uses under the hood when you sort by name or use `ls -v` on unix."
T_MSAPI = "Microsoft does not open source the sorting algorithm, but does provide the API, see StrCmpLogicalW."
T_CASESENS = "What operating systems use case-sensitive sorting for filenames by default?"
T_WXSTRCMP = "`wxGenericFileCtrl` uses `wxStrcmp()` to compare names of folders and files for sorting its content"
T_HARDWRAP = "I think hard word wrapping is a useful feature."
T_MUIDEFAULT = "The autodocs say that `MUIV_TextEditor_WrapMode_HardWrap` is the default but that contradicts my tests."
# Need the thread's project (follow-ups after a thread they fit):
F_AUTOSAVEGREAT = "Would be great if an autosave feature would be implemented."
F_BSODBACKUP = "Is there any sort of backup during windows crash (BSoD etc.) ?"
F_RECOVER = "Automatically recover unsaved content if the app crashes or is force-quit unexpectedly."
F_AUTOSAVEN = "Add an option to perform auto saving every N minutes."
F_WRAPEDGE = "Should be an option to wrap long lines when it reach the edge of the window."
F_WRAPTOOLONG = "Wrap lines in the editor when they get too long."
F_WRAPNICE = "A word wrap option would be a nice add for the editor."
F_WRAPUSERS = "Users should be able to enable wordwrap in the editor."
F_SOFTWRAP = "It would be great if there was an option to soft wrap in the editor."
F_ZOOMSESSIONS = "Would it be possible to save the zoom level across sessions?"
F_RESETZOOM = "Could we also get a \"Reset Zoom\" function to go along with persistent zoom levels?"
F_ZOOMLAUNCH = "the zoom level is lost on the next launch, so I have to zoom it again."
F_NPZOOM = "Whenever I close the program, it forgets the zoom level I was on."
F_MUTEOPTION = "It'd be nice to have an option to mute the notification sound."
F_MUTEWHOLE = "Is there a way to mute the whole app?"
F_SILENT = "In particular, it would be good to be able to make the notifications silent."
F_SOUNDALL = "Notifications play sound all the time."
F_NUMBERSBEST = "When sorting files by filename, it does not seem to handle numbers the best."
F_RECENTDIRS = "Either a \"Recent Directories\" list in the File menu or a \"Close Directory\" option in the File menu."
F_REMEMBERDIRS = "Remember recently opened folders"
F_DNDIGNORE = "The application ignores systemwide silent / do not disturb mode."
F_DNDSOUND = "Is it possible to not produce any sound when system Do Not Disturb mode is ON?"
F_TEMPWHERE = "Where are the temporary files saved?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, HOW, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_how", "trap_fresh_what"

    # ---- autosave and crash recovery ----
    nt1 = (U, "Recover Unsaved Changes After Crash. Autosaving could be implemented with interval 1-5-10 munutes (by user's choice). Sometimes I forget to press Ctrl+S.")
    nta = (A, "But the application already reminds you to save unsaved changes when closing it ? I'm also planning to add a Save button directly to the main form for quicker access.")
    ntq = "I mean blackout comes suddenly. 🌚"
    nta2 = (A, "That's a fair point.")
    ntq2 = "It should be optional, not by default, to prevent unwanted changes etc."
    rec(NOTETASK, [nt1, nta], ntq, True, "correction", [], "Notetask should recover unsaved changes after a sudden blackout, not only remind me to save when closing.")
    # In its own thread, and still a trap: a general claim about autosave (trimmed after "That's a fair point. However, ").
    rec(NOTETASK, [nt1, nta, (U, ntq), nta2], T_RISKYSAVE, False, SAME, [], None)
    rec(NOTETASK, [nt1, nta, (U, ntq), (A, "That's a fair point. However, " + T_RISKYSAVE), (U, ntq2)], T_RECOVBETTER, False, SAME, [], None)
    rec(NOTETASK, [nt1, nta], T_MOSTEDITORS, False, SAME, [], None, qsrc=XI)

    mx1 = (U, "feat: crash recovery — restore unsaved content")
    rec(MX, [mx1], F_RECOVER, True, "ellipsis", [], "mx should automatically recover unsaved content if the app crashes or is force-quit unexpectedly.")
    rec(MX, [mx1, (U, F_RECOVER)], T_RECOVSAFER, False, SAME, [], None, qsrc=NOTETASK)
    rec(MX, [mx1], T_HANGOUTS, False, OTHER, [], None, qsrc=YAKYAK)

    mk1 = (U, "Autosave. Autosave is an important feature of edit/write software that prevents users from losing written content for a variety of reasons.")
    mka = (A, "We already have an auto save feature under `File -> Auto Save`. I think we should improve this feature to support a save delay.")
    mkq = "If you can't make a stable editor maybe enable this by default?"
    mkq2 = "I just had it crash on me and lose an hour's worth of work."
    rec(MARKTEXT971, [(U, "Autosave")], T_AUTOSAVEIMP, False, SAME, [], None)
    rec(MARKTEXT971, [mk1, mka], mkq, True, "pronoun", ["this"], "If Mark Text can't be made stable, could its auto save be enabled by default?")
    rec(MARKTEXT971, [mk1, mka, (U, mkq)], mkq2, True, "pronoun", ["it"], "Mark Text just crashed on me and I lost an hour's worth of work.")

    pn1 = (U, "Autosave")
    pnq = "I just experienced a crash which meant I lost a lost of edits to a document."
    rec(PINE, [pn1], F_AUTOSAVEGREAT, True, "ellipsis", [], "It would be great if an autosave feature were implemented in Pine.")
    rec(PINE, [pn1, (U, F_AUTOSAVEGREAT)], pnq, True, "ellipsis", [], "Pine just crashed and I lost a lot of edits to a document.")
    rec(PINE, [pn1, (U, F_AUTOSAVEGREAT)], T_NPPBACKUP, False, SAME, [], None, qsrc=CUDA)
    rec(PINE, [pn1], T_ZETTLRRESET, False, OTHER, [], None, qsrc=ZETTLR)

    cd1 = (U, "Random crash whole work unsaved LOST! I would suggest to create an option for AUTO SAVE as soon as possible.")
    cdq = "I've experienced a massive lost of work, several times, after forgetting to save and the application crashed."
    rec(CIDER, [cd1], cdq, True, "ellipsis", [], "I've lost a massive amount of work in Cider several times after forgetting to save when the application crashed.")
    rec(CIDER, [cd1, (U, cdq)], F_BSODBACKUP, True, "ellipsis", [], "Is there any sort of backup in Cider during a Windows crash (BSoD etc.)?", qsrc=NOTEPAD3)
    rec(CIDER, [cd1], T_ZEROFILL, False, SAME, [], None, qsrc=MARKTEXT4852)

    ph1 = (U, "auto-save feature. Please consider adding an auto-save feature.")
    phq = "triggering save automatically (may be every 2 minutes  )"
    rec(PHOENIX, [ph1], T_LOWSPEC, False, SAME, [], None)
    rec(PHOENIX, [ph1, (U, T_LOWSPEC)], phq, True, "ellipsis", [], "Phoenix Code's auto-save should trigger a save automatically, maybe every 2 minutes.")
    # In its own thread, and still a trap: names Chrome's memory saver and states a fact (trimmed after "This has become a bug as ").
    rec(PHOENIX, [ph1, (U, T_LOWSPEC + " " + phq)], T_MEMSAVER, False, SAME, [], None)

    sd1 = (U, "Feature Request: Auto Saving / Crash recovery")
    sdq = "A much-needed feature that would definitely save the world from certain destruction."
    rec(STRONGDMM, [sd1], sdq, True, "ellipsis", [], "Auto saving / crash recovery is a much-needed feature for StrongDMM.")
    rec(STRONGDMM, [sd1, (U, sdq)], F_AUTOSAVEN, True, "ellipsis", [], "Add an option to StrongDMM to perform auto saving every N minutes.", qsrc=SUBCOMP)
    rec(STRONGDMM, [sd1, (U, sdq)], T_THOT, False, SAME, [], None, qsrc=THOT)
    rec(STRONGDMM, [sd1], T_RENAMEDUR, False, SAME, [], None, qsrc=MARKTEXT4852)

    n2a1 = (U, "Auto-save support. it would be really nice to have some type of auto-save support especially for instances that have not even been saved to a file at all yet.")
    n2q = "I too hope to see this feature eventually make it to notepad2-mod."
    n2q2 = "I need a way to restore unsaved documents upon system crash/restart."
    n2a = (A, "No patch no joy, sorry.")
    rec(NP2MOD93, [n2a1], n2q, True, "pronoun", ["this feature"], "I too hope auto-save support eventually makes it into notepad2-mod.")
    rec(NP2MOD93, [n2a1, (U, n2q)], n2q2, True, "ellipsis", [], "I need a way in notepad2-mod to restore unsaved documents upon a system crash or restart.")
    rec(NP2MOD93, [n2a1, (U, n2q), (U, n2q2), n2a], T_VIMSAVE, False, HOW, [], None, qsrc=XI)

    np1 = (U, "Is there any autosave option?")
    npa = (A, "It has that low priority, cause the days of Windows crashes (and BSoDs) are history (Win XP and before) -  aren't they ?")
    rec(NOTEPAD3, [np1], F_BSODBACKUP, True, "ellipsis", [], "Is there any sort of backup in Notepad3 during a Windows crash (BSoD etc.)?")
    rec(NOTEPAD3, [np1, (U, F_BSODBACKUP)], T_BSOD, False, SAME, [], None)
    rec(NOTEPAD3, [np1, (U, F_BSODBACKUP), npa], T_NOTEPAD3, False, SAME, [], None)
    rec(NOTEPAD3, [np1, (U, F_BSODBACKUP), npa], T_PYW, False, SAME, [], None, qsrc=MU)

    sc1 = (A, "Add crash recovery, auto save timer option. Add feature to save undo history to temp file. Once app closes this file is deleted.")
    scq = "Very usefull, although it never happened to me, but i have the tendency to use ctrl s frequently"
    scq2 = "I've lost almost an hour of work. If this feature was enabled... this could be avoided."
    rec(SUBCOMP, [sc1], F_AUTOSAVEN, True, "ellipsis", [], "Add an option to Subtitle Composer to perform auto saving every N minutes.")
    rec(SUBCOMP, [sc1, (A, F_AUTOSAVEN), (U, scq), (U, "Recently, my computer turns off by lack of eletricity.")], scq2, True, "pronoun", ["this feature", "this"], "I lost almost an hour of work in Subtitle Composer when my computer lost power; crash recovery would have avoided it.")
    rec(SUBCOMP, [sc1, (A, F_AUTOSAVEN)], T_RECOVBETTER, False, SAME, [], None, qsrc=NOTETASK)

    # ---- atomic saves ----
    xi1 = (A, "Atomic save. Currently, we save files in place.")
    xiq = "This is potentially dangerous; if there is a panic or a power failure while we're overwriting a file, we risk destroying user data."
    rec(XI, [xi1], xiq, True, "pronoun", ["This"], "xi-editor saving files in place is potentially dangerous: a panic or power failure while overwriting a file risks destroying user data.")
    # In its own thread, and still a trap: a general claim about editors.
    rec(XI, [xi1, (A, xiq)], T_MOSTEDITORS, False, SAME, [], None)
    rec(XI, [xi1, (A, xiq + " " + T_MOSTEDITORS)], "I'd like to take this!", True, "pronoun", ["this"], "I'd like to implement atomic save in xi-editor.")
    rec(XI, [xi1, (A, xiq)], T_RENAMEATOMIC, False, SAME, [], None, qsrc=PICK)

    jw1 = (A, "Save() does not fsync before renaming. The README promises atomic saves, and the target audience is a battery-powered writerdeck, which is exactly the machine that loses power mid-sentence.")
    jwq = "Fix: `f.Sync()` on the temporary file before the rename."
    jwq2 = "Syncing the containing directory afterwards closes the remaining window; take it if it stays cheap."
    rec(JUSTWRITE, [jw1], jwq, True, "ellipsis", [], "To fix justwrite's Save(), call `f.Sync()` on the temporary file before the rename.")
    rec(JUSTWRITE, [jw1, (A, jwq)], jwq2, True, "pronoun", ["the remaining window", "it"], "In justwrite's Save(), syncing the containing directory after the rename closes the remaining power-loss window, if it stays cheap.")
    rec(JUSTWRITE, [jw1, (A, jwq)], T_RENAMEDUR, False, SAME, [], None, qsrc=MARKTEXT4852)
    rec(JUSTWRITE, [jw1], T_ATOMICDEF, False, SAME, [], None, qsrc=EONIL13)

    mp1 = (U, "fix(desktop): save files atomically to prevent data loss on crash")
    mpa = (A, "Thanks for tackling this. The temp-file + `rename` change genuinely fixes the application-crash case (process killed while the OS keeps running).")
    mpq = "But I don't think it robustly fixes the power-loss / OS-reboot case the linked issues actually describe."
    mpq2 = "Neither `outputFile` nor `rename` calls `fsync`/`fdatasync`."
    rec(MARKTEXT4852, [mp1, mpa], mpq, True, "pronoun", ["it"], "The Mark Text atomic-save pull request does not robustly fix the power-loss / OS-reboot case the linked issues describe.")
    rec(MARKTEXT4852, [mp1, (A, mpa[1] + " " + mpq)], mpq2, True, "ellipsis", [], "In the Mark Text atomic-save pull request, neither `outputFile` nor `rename` calls `fsync`/`fdatasync`.")
    # In its own thread, and still traps: general facts about rename(2) and power loss.
    rec(MARKTEXT4852, [mp1, (A, mpa[1] + " " + mpq + " " + mpq2)], T_RENAMEDUR, False, SAME, [], None)
    rec(MARKTEXT4852, [mp1, (A, mpa[1] + " " + mpq + " " + mpq2 + " " + T_RENAMEDUR)], T_ZEROFILL, False, SAME, [], None)

    wf1 = (U, "What means \"atomic\" in this context? I'd like to understand better what means \"atomic\" in this context.")
    wfa = (A, "It writes your data to a temporary file and then renames the file.")
    rec(WFA, [wf1], "It writes your data to a temporary file and then renames the file.", True, "pronoun", ["It"], "write-file-atomic writes your data to a temporary file and then renames the file.")
    rec(WFA, [wf1, wfa], "This avoids halfway written files under their final name in case your program is suddenly stopped", True, "pronoun", ["This"], "Writing to a temporary file and renaming it, as write-file-atomic does, avoids halfway-written files under their final name when a program is suddenly stopped.")
    rec(WFA, [wf1], T_ATOMICDEF, False, SAME, [], None, qsrc=EONIL13)

    mu1 = (U, "Add safe file write. this PR would introduce a safer way to write files that could would prevent data loss when issues arise during file writing.")
    mua = (U, "this PR introduces a the AtomicFile class to write to a temporary file and replace the original on file close.")
    rec(MU, [mu1], T_PYW, False, SAME, [], None)
    rec(MU, [mu1, (U, T_PYW), mua], F_TEMPWHERE, True, "ellipsis", [], "Where does Mu's safe file write save its temporary files?")
    rec(MU, [mu1, (U, T_PYW), mua], T_NPPBACKUP, False, SAME, [], None, qsrc=CUDA)

    eo1 = (A, "Current editing content disappears when saving by pressing Command+S")
    eoq = "It was due to \"atomic save\" of file."
    eoq2 = "Removed \"atomic\" operation, and now the editor save files in-place. This is somewhat dangerous, so I need to implement this atomic save behaviour using out-repository locations."
    rec(EONIL13, [eo1], eoq, True, "pronoun", ["It"], "Editing content disappearing on Command+S in Eonil's Editor was due to its atomic save of the file.")
    rec(EONIL13, [eo1, (A, eoq)], T_ATOMICDEF, False, SAME, [], None)
    rec(EONIL13, [eo1, (A, eoq + " " + T_ATOMICDEF)], eoq2, True, "pronoun", ["the editor", "This"], "Eonil's Editor now saves files in place instead of atomically, which is somewhat dangerous, so atomic save using out-of-repository locations is still to be implemented.")

    e14 = (A, "Implement atomic save with temp file at out-repository location.")
    rec(EONIL14, [e14], "It would be good to use user-temp directory.", True, "ellipsis", [], "Eonil's Editor should use the user temp directory for its atomic-save temporary file.")
    rec(EONIL14, [e14], T_VIMSAVE, False, HOW, [], None, qsrc=XI)

    cu1 = (A, "option \"atomic_save\"? @dinkumoil do you know how to better code this? I left TODO mark.")
    cuq = "I can guess what it is and I think that it takes a lot of effort I have no time to spend for."
    cuq2 = "So why should we need such a feature in _CudaText_?"
    rec(CUDA, [cu1], cuq, True, "pronoun", ["it", "it"], "I can guess what an atomic_save option in CudaText is, but it takes a lot of effort I have no time for.")
    rec(CUDA, [cu1, (U, cuq)], cuq2, True, "pronoun", ["such a feature"], "Why would CudaText need an atomic save feature?")
    # In its own thread, and still a trap: names Notepad++ and states a fact about it.
    rec(CUDA, [cu1, (U, cuq + " " + cuq2)], T_NPPBACKUP, False, SAME, [], None)
    rec(CUDA, [cu1, (U, cuq)], T_EVENTFLAG, False, OTHER, [], None, qsrc=PEBBLE)

    th1 = (U, "Make datafile write atomic")
    # In its own thread, and still a trap: names ThotKeeper and its datafile in full.
    rec(THOT, [th1], T_THOT, False, SAME, [], None)
    rec(THOT, [th1], F_TEMPWHERE, True, "ellipsis", [], "Where would ThotKeeper save the temporary files of an atomic datafile write?", qsrc=MU)

    pk1 = (U, "Save safe file atomatically, i.e. write new safe to temporary file, thenrename this file")
    pkq = "Currently, if there is a power outtage (or similar) during the write process, the safe can be destroyed."
    rec(PICK, [pk1], T_RENAMEATOMIC, False, SAME, [], None)
    rec(PICK, [pk1, (U, T_RENAMEATOMIC + " So either the safe is updated, or it is not.")], pkq, True, "ellipsis", [], "Currently in pick, a power outage during the write process can destroy the safe.")
    rec(PICK, [pk1], T_ZEROFILL, False, SAME, [], None, qsrc=MARKTEXT4852)

    # ---- natural sort order ----
    cp1 = (U, "Sort By Filename (Including Numbers)")
    cpq = "should be sorted like so Ep 1 Ep 2 Ep 3 Ep 12 Ep 23 Ep 123"
    rec(COPYPARTY, [cp1], F_NUMBERSBEST, True, "pronoun", ["it"], "When copyparty sorts files by filename, it does not handle numbers well.")
    rec(COPYPARTY, [cp1, (U, F_NUMBERSBEST + " create a numarical list of files like so \"Ep 23\" \"Ep 123\" \"Ep 2\" \"Ep 1\" \"Ep 3\" \"Ep 12\"")], cpq, True, "ellipsis", [], "copyparty should sort files named Ep 1, Ep 2, Ep 3, Ep 12, Ep 23, Ep 123 in that numeric order.")
    rec(COPYPARTY, [cp1, (U, F_NUMBERSBEST)], T_MCNUMBERS, False, SAME, [], None, qsrc=MC1860)
    rec(COPYPARTY, [cp1], T_NOTEPAD3, False, OTHER, [], None, qsrc=NOTEPAD3)

    sf1 = (U, "No \"natural ordering\" for \"Sort|Name\"")
    rec(SPACEFM, [sf1], F_NUMBERSBEST, True, "pronoun", ["it"], "When SpaceFM sorts files by filename, it does not handle numbers well.", qsrc=COPYPARTY)
    rec(SPACEFM, [sf1], T_SPFLEX, False, SAME, [], None, qsrc=SUPERFILE)

    m1a = (U, "Unwanted natural sorting of numbers in file panels")
    m1q = "As a reference, FAR Manager sorts like everything else too."
    # In its own thread, and still a trap: names Midnight Commander and describes its sort in full.
    rec(MC1860, [m1a], T_MCNUMBERS, False, SAME, [], None)
    rec(MC1860, [m1a, (U, T_MCNUMBERS)], m1q, True, "ellipsis", [], "FAR Manager, like nearly everything else and unlike Midnight Commander, sorts \"a1\", \"a20\", \"a3\" plainly.")
    rec(MC1860, [m1a, (U, T_MCNUMBERS)], T_LEXSTANDARD, False, SAME, [], None, qsrc=SUPERFILE)

    m3a = (U, "Implement natural sort order for files listings. Currently, if you have these files in a directory 1 2 3 10 20 then MC will show them this way: 1 10 2 20 3 4")
    m3q = "That is correct when comparing/sorting strings according to ASCII, but normally people expect natural sort order."
    m3q2 = "BTW PHP4/5 has a function for it"
    rec(MC3031, [m3a], m3q, True, "pronoun", ["That"], "Midnight Commander's listing order 1, 10, 2, 20, 3 is correct for ASCII string sorting, but people normally expect natural sort order.")
    # In its own thread, and still a trap: names MC and its Sort Order dialog in full.
    rec(MC3031, [m3a, (U, m3q)], T_MCCHECKBOX, False, SAME, [], None)
    rec(MC3031, [m3a, (U, m3q + " " + T_MCCHECKBOX)], m3q2, True, "pronoun", ["it"], "PHP 4/5 has a natural sort function (natsort).")
    rec(MC3031, [m3a, (U, m3q)], T_SPFLEX, False, SAME, [], None, qsrc=SUPERFILE)

    hv1 = (U, "Sorting order might be off. `sorted()` will return the wrong order since it's numerical sort and not natural sort. So `list(range(101))` will be something like `[0, 1, 10, 100, 11]` etc..")
    hvq = "This could easily be resolved by using `natsorted` from the the `natsort` package."
    hva = (A, "While it's true that `sorted()` may return the undesired results, it might be preferable to keep it consistent with standard system utilities (e.g., `ls` or Windows File Explorer) to avoid unexpected outcomes.")
    hvq2 = "As a workaround, the filenames can be zero-padded (e.g., 000103.jpg)."
    rec(HTML4V, [hv1], hvq, True, "pronoun", ["This"], "HTML4Vision's file ordering could be fixed by using `natsorted` from the `natsort` package instead of `sorted()`.")
    rec(HTML4V, [hv1, (U, hvq), hva], hvq2, True, "ellipsis", [], "As a workaround for HTML4Vision's sort order, the image filenames can be zero-padded (e.g., 000103.jpg).")
    rec(HTML4V, [hv1, (U, hvq), hva], T_LEXSTANDARD, False, SAME, [], None, qsrc=SUPERFILE)

    su1 = (U, "Allow natural_sort as sort option. The numbers don't order correctly after 9")
    suq = "I did some research and think that SPF uses lexicographical sorting, which compares strings character-by-character and not numerically"
    sua = (A, "Lexicographical sort is standard, and the default options for most file managers. This is not a bug. This is how we intended it to be.")
    suq2 = "But, implementing option to provide natural sort to the users is a good idea."
    # In their own thread, and still traps: each names SPF or states a general fact (the first trimmed before "I did some research and think that").
    rec(SUPERFILE, [su1], T_SPFLEX, False, SAME, [], None)
    rec(SUPERFILE, [su1, (U, suq)], T_LEXSTANDARD, False, SAME, [], None)
    rec(SUPERFILE, [su1, (U, suq), sua], suq2, True, "ellipsis", [], "Implementing an option for natural sort in superfile is a good idea.")
    rec(SUPERFILE, [su1, (U, suq), sua, (A, suq2)], "Perhaps we could have a config `natural_sort = true`.", True, "ellipsis", [], "superfile could have a config option `natural_sort = true`.")

    cr1 = (U, "Incorrect sorting by filename, when file have \"only numerical\" name")
    rec(CAMROLL, [cr1], "When sorting folder with files with numerical name (gallery or pictureset, with filenames like \"1.jpg\" or \"20300.png\"), order on current build is: [0.jpg, 1.jpg, 10.jpg, 2.jpg, 20.jpg, 21.jpg, 3.jpg, 5.jpg, 9.jpg]", True, "ellipsis", [], "When Camera Roll sorts a folder of numerically named files, the current build orders them 0.jpg, 1.jpg, 10.jpg, 2.jpg, 20.jpg, ….")
    rec(CAMROLL, [cr1], T_MCCHECKBOX, False, SAME, [], None, qsrc=MC3031)
    rec(CAMROLL, [cr1], F_NUMBERSBEST, True, "pronoun", ["it"], "When Camera Roll sorts files by filename, it does not handle numbers well.", qsrc=COPYPARTY)

    nm1 = (U, "File sorting by name is incorrect. When there is large number of files with numbers and letters, their order may differ from \"natural sort\".")
    nmq = "The file that should be first — 1_Burk.ppm — is 1999th, 2_Burk.ppm is 23rd."
    rec(NOMACS1655, [nm1], nmq, True, "ellipsis", [], "When nomacs sorts my files by filename, 1_Burk.ppm comes 1999th and 2_Burk.ppm 23rd instead of first and second.")
    rec(NOMACS1655, [nm1, (U, nmq)], T_MCNUMBERS, False, SAME, [], None, qsrc=MC1860)
    rec(NOMACS1655, [nm1], F_REMEMBERDIRS, True, "ellipsis", [], "nomacs should remember recently opened folders.", qsrc=ANNO)

    rn1 = (U, "natural sort. I have a list of files like this: test1.txt test10.txt test2.txt ... I want to rename them to document_01.txt document_02.txt")
    rnq = "But I can't sort the files in a way that test10.txt is the last file."
    rec(RENAMECLI, [rn1], rnq, True, "ellipsis", [], "With node-rename-cli I can't sort the files test1.txt … test10.txt so that test10.txt comes last.")
    rec(RENAMECLI, [rn1, (U, rnq)], "Add support for --sort natural", True, "ellipsis", [], "Add support for a `--sort natural` option to node-rename-cli.")
    rec(RENAMECLI, [rn1, (U, rnq)], T_LOWSPEC, False, OTHER, [], None, qsrc=PHOENIX)

    # ---- recently opened folders ----
    fp1 = (A, "List of recent folders opened with the current application")
    rec(FOLDERSPOPUP, [fp1], "See directfolders", True, "ellipsis", [], "For FoldersPopup's list of recent folders opened with the current application, see DirectFolders.")
    rec(FOLDERSPOPUP, [fp1, (A, "See directfolders")], T_RISKYSAVE, False, OTHER, [], None, qsrc=NOTETASK)
    rec(FOLDERSPOPUP, [fp1], F_RECENTDIRS, True, "ellipsis", [], "FoldersPopup could have either a \"Recent Directories\" list in the File menu or a \"Close Directory\" option in the File menu.", qsrc=NOMACS825)

    an1 = (U, "Remember recently opened folders")
    rec(ANNO, [an1], F_RECENTDIRS, True, "ellipsis", [], "anno could have either a \"Recent Directories\" list in the File menu or a \"Close Directory\" option in the File menu.", qsrc=NOMACS825)
    rec(ANNO, [an1], T_RENAMEATOMIC, False, OTHER, [], None, qsrc=PICK)

    nr1 = (U, "A way to easily see my recently opened folders. I can't easily see a list of my recently opened folders.")
    nrq = "The only way I can figure out how to do it is to close and reopen the program so that I can reload the initial screen."
    nra = (U, "If this is implemented, _please_ do so by making the list of recents portable and isolated from the main configuration file, and/or able to be disabled")
    rec(NOMACS825, [nr1], nrq, True, "pronoun", ["it", "the program"], "The only way I can see my recently opened folders in nomacs is to close and reopen it to reload the initial screen.")
    rec(NOMACS825, [nr1, (U, nrq)], F_RECENTDIRS, True, "ellipsis", [], "nomacs could have either a \"Recent Directories\" list in the File menu or a \"Close Directory\" option in the File menu.")
    rec(NOMACS825, [nr1, (U, nrq + " " + F_RECENTDIRS), nra], T_AUTOSAVEIMP, False, OTHER, [], None, qsrc=MARKTEXT971)

    mq1 = (A, "Quick open recent opened files and folders. Now we have quick open files in the opened folder and opened tabs. I also recommend a quick open files/folders which you are recently opened.")
    mqq = "Two options: The first one integrates into the quick open panel, and the panel is called up via the `CtrlOrCmd + p` shortcut. The second option, through other shortcuts, such as vscode, `control + r`, brings up a new panel to search for recently opened files and folders."
    rec(MARKTEXT1609, [mq1], "Because the list in the `file` -> `open recent` can only show a few files/folders, and some files are not in the list.", True, "ellipsis", [], "Mark Text needs quick open for recent files and folders because its File > Open Recent list shows only a few files/folders and some files are missing from it.")
    rec(MARKTEXT1609, [mq1, (A, mqq)], "I prefer the second option.", True, "position", ["the second option"], "For quick open of recent files and folders in Mark Text, I prefer a separate shortcut such as `control + r` that brings up a new search panel.")
    rec(MARKTEXT1609, [mq1, (A, mqq)], T_THOT, False, OTHER, [], None, qsrc=THOT)

    mr1 = (U, "\"Recent Folders\" in the file menu, in addition to the current  \"Open Recent\" files. Easier to work with folders of files, currently the user has to navigate back to the folder each time they re-open the app.")
    mra = (A, "@sfjohansson Do you mean add `Recent Folders` in the file menu, Instead of mixing with recent files?")
    mrq = "Exactly, so we have two options in the drop-down menu, one for ”Recent Files” and one for “Recent Folders”."
    rec(MARKTEXT1892, [mr1, mra], mrq, True, "ellipsis", [], "Mark Text's File menu should have two separate entries, Recent Files and Recent Folders.")
    rec(MARKTEXT1892, [mr1, mra, (U, mrq)], "Thanks, we'll optimize this in next versions.", True, "pronoun", ["this"], "Mark Text will add separate Recent Files and Recent Folders menus in its next versions.")
    rec(MARKTEXT1892, [mr1, mra, (U, mrq)], T_MEMSAVER, False, OTHER, [], None, qsrc=PHOENIX)

    # ---- word wrap ----
    rp1 = (U, "Editor: word wrap option")
    rec(RUSTPAD, [rp1], F_WRAPNICE, True, "ellipsis", [], "A word wrap option would be a nice addition to Rustpad's editor.")
    rec(RUSTPAD, [rp1, (U, F_WRAPNICE)], "Yes please.  Very big omission in a text editor.", True, "ellipsis", [], "Yes please: the missing word wrap option is a very big omission in Rustpad's text editor.")
    rec(RUSTPAD, [rp1, (U, F_WRAPNICE)], T_HTMLLINES, False, SAME, [], None, qsrc=GUIGUTS)

    ml1 = (U, "Feature Request: Soft Line Wrapping to not cover next lines. sometimes the line-wrapping covering up the next few lines can be rather irksome.")
    mlq = "It would be preferable to have an option such that long lines are *always* wrapped, so that for all lines on screen they are wrapped regardless of if the cursor is on them."
    mla = "Proper word wrap is definitely on the roadmap."
    rec(MLE, [ml1], mlq, True, "ellipsis", [], "mle should have an option so that long lines are always soft-wrapped, whether or not the cursor is on them.")
    rec(MLE, [ml1, (U, mlq)], mla, True, "ellipsis", [], "Proper word wrap is definitely on mle's roadmap.")
    rec(MLE, [ml1, (U, mlq)], T_MOSTEDITORS, False, SAME, [], None, qsrc=XI)

    tp1 = (U, "Add a way to turn word wrap on and off")
    tpq = "Yes. Was going to submit the same request. Will require horizontal scrolling."
    tpq2 = "Skimming some source code in the editor, I just need to see the beginnings of lines, not broken up by having the ends of long lines interspersed."
    rec(TEXTPAD, [tp1], tpq, True, "ellipsis", [], "Turning word wrap off in TextPad will require horizontal scrolling.")
    rec(TEXTPAD, [tp1, (U, tpq)], tpq2, True, "ellipsis", [], "When skimming source code in TextPad's editor I only need to see the beginnings of lines, without the ends of long lines wrapped in between.")
    rec(TEXTPAD, [tp1, (U, tpq)], T_AUTOSAVEIMP, False, SAME, [], None, qsrc=MARKTEXT971)

    gb1 = (U, "Add an option to wrap long lines")
    rec(GBUILDER, [gb1], F_WRAPEDGE, True, "ellipsis", [], "GNOME Builder should have an option to wrap long lines when they reach the edge of the window.")
    rec(GBUILDER, [gb1, (U, F_WRAPEDGE)], T_HTMLLINES, False, SAME, [], None, qsrc=GUIGUTS)
    rec(GBUILDER, [gb1, (U, F_WRAPEDGE)], T_RISKYSAVE, False, OTHER, [], None, qsrc=NOTETASK)

    ts1 = (U, "Adding word-wrap option to the editor.")
    rec(TEAMSQL, [ts1], F_WRAPUSERS, True, "ellipsis", [], "TeamSQL users should be able to enable word wrap in its editor.")
    rec(TEAMSQL, [ts1, (U, F_WRAPUSERS)], T_LOWSPEC, False, OTHER, [], None, qsrc=PHOENIX)
    rec(TEAMSQL, [ts1], F_SOFTWRAP, True, "ellipsis", [], "It would be great if TeamSQL had an option to soft wrap in its editor.", qsrc=IFM)

    ci1 = (U, "Line wrapping")
    rec(CODEIT, [ci1], F_WRAPTOOLONG, True, "ellipsis", [], "codeit should wrap lines in its editor when they get too long.")
    rec(CODEIT, [ci1, (U, F_WRAPTOOLONG)], T_BSOD, False, OTHER, [], None, qsrc=NOTEPAD3)
    rec(CODEIT, [ci1], F_WRAPNICE, True, "ellipsis", [], "A word wrap option would be a nice addition to codeit's editor.", qsrc=RUSTPAD)

    gg1 = (U, "Consider whether to add a \"Wrap long HTML lines\" feature")
    ggq = "Explicit \"Wrap long HTML lines\" feature, which would do similar to the thing done after index generation, crudely breaking HTML lines when they get too long, but avoiding breaking tags."
    # In its own thread, and still a trap: a general claim about HTML lines (cut before ", particularly in an editor such as Guiguts").
    rec(GUIGUTS, [gg1], T_HTMLLINES, False, SAME, [], None)
    rec(GUIGUTS, [gg1, (U, T_HTMLLINES)], ggq, True, "ellipsis", [], "One option for Guiguts: an explicit \"Wrap long HTML lines\" feature that crudely breaks HTML lines when too long, like after index generation, without breaking tags.")
    rec(GUIGUTS, [gg1, (U, T_HTMLLINES + " " + ggq)], "After further discussions in forums, this has not been requested", True, "pronoun", ["this"], "After forum discussions, a \"Wrap long HTML lines\" feature in Guiguts has not been requested.")

    if1 = (U, "Minor Feature Request: Word wrapping (option) in text ediitor")
    ifa = (A, "I added a simple checkbox to do this. I'll add a little editor menu later.")
    rec(IFM, [if1], F_SOFTWRAP, True, "ellipsis", [], "It would be great if IFM had an option to soft wrap in its editor.")
    rec(IFM, [if1, (U, F_SOFTWRAP)], "Maybe at window width or maybe at some column width.", True, "ellipsis", [], "IFM's editor could soft wrap at the window width or at some column width.")
    rec(IFM, [if1, (U, F_SOFTWRAP), ifa], T_RECOVSAFER, False, OTHER, [], None, qsrc=NOTETASK)

    # ---- remembering the zoom level ----
    hn1 = (A, "Store and restore browser zoom level (like we do for window size)")
    rec(HEYNOTE, [hn1], "solved this with font settings in #33", True, "pronoun", ["this"], "Storing and restoring Heynote's zoom level was solved with the font settings in #33.")
    rec(HEYNOTE, [hn1, (U, "solved this with font settings in #33")], "When I now try this, the zoom level is persisted between restarts.", True, "pronoun", ["this"], "When I try it now, Heynote persists the zoom level between restarts.")
    rec(HEYNOTE, [hn1], T_CHROMIUMZOOM, False, SAME, [], None, qsrc=TUTANOTA)

    ze1 = (U, "Persist the zoom level for the document browser. The default font size is a little bit small for me, so I need to zoom in.")
    zeq = "It would be great if the level is saved and gets automatically applied upon next launch."
    rec(ZEAL, [ze1], F_ZOOMLAUNCH, True, "ellipsis", [], "Zeal's document browser zoom level is lost on the next launch, so I have to zoom in again.")
    rec(ZEAL, [ze1, (U, F_ZOOMLAUNCH)], zeq, True, "pronoun", ["the level"], "It would be great if Zeal saved the document browser's zoom level and applied it automatically on the next launch.")
    rec(ZEAL, [ze1, (U, F_ZOOMLAUNCH)], T_ZETTLRRESET, False, SAME, [], None, qsrc=ZETTLR)

    nz1 = (U, "Retain zoom setting from session to session")
    rec(NP2MOD220, [nz1], F_NPZOOM, True, "ellipsis", [], "When I close notepad2-mod it forgets the zoom level I was on.")
    rec(NP2MOD220, [nz1, (U, F_NPZOOM)], "In my case, for instance, I always have to zoom twice to be a convenient font size for reading.", True, "ellipsis", [], "I always have to zoom notepad2-mod twice to get a convenient font size for reading.")
    rec(NP2MOD220, [nz1, (U, F_NPZOOM)], T_CHROMIUMZOOM, False, OTHER, [], None, qsrc=TUTANOTA)

    ce1 = (U, "Feature: Save zoom level between instances. I often set the zoom level down a notch or two; however, restarting ConEmu resets this zoom level, which has the side effect of changing the window size.")
    ceq = "Please, leave this feature (ability to zoom _temporary_) alone."
    cea = "@Ashkin This is by design. If you want to save font changes - change font in settings."
    rec(CONEMU, [ce1], ceq, True, "pronoun", ["this feature"], "Please leave ConEmu's temporary zoom as it is.")
    rec(CONEMU, [ce1, (U, ceq)], cea, True, "pronoun", ["This"], "ConEmu resetting the zoom level on restart is by design; to keep font changes, change the font in its settings.")

    zt1 = (U, "Font zoom is forgotten on restart")
    ztq = "For those of us with eye damage who require a large font size, this essentially means reconfiguring the app on every start."
    zta = (U, "Not a perfect fix, but I think you can set a persistent font size via some custom CSS")
    # In its own thread, and still a trap: names Zettlr and states what it does in full.
    rec(ZETTLR, [zt1], T_ZETTLRRESET, False, SAME, [], None)
    rec(ZETTLR, [zt1, (U, T_ZETTLRRESET)], ztq, True, "pronoun", ["this", "the app"], "For people with eye damage who need a large font, Zettlr forgetting its font zoom means reconfiguring it on every start.")
    rec(ZETTLR, [zt1, (U, T_ZETTLRRESET + " " + ztq), zta], "In 2.0 you will be able to mitigate this by setting an explicit font size for the editor in the settings.", True, "pronoun", ["this"], "In Zettlr 2.0 the forgotten zoom can be mitigated by setting an explicit editor font size in the settings.")

    bn1 = (U, "[Feature Request] Save zoom level across sessions")
    rec(BOOSTNOTE, [bn1], F_ZOOMSESSIONS, True, "ellipsis", [], "Would it be possible for Boostnote to save the zoom level across sessions?")
    rec(BOOSTNOTE, [bn1, (U, F_ZOOMSESSIONS)], F_RESETZOOM, True, "ellipsis", [], "Could Boostnote also get a \"Reset Zoom\" function to go along with persistent zoom levels?")

    mb1 = (U, "Zoom settings should be remembered between page loads")
    rec(MINBROWSER, [mb1], "On Linux is the same - page zoom reset to default when refreshing page.", True, "ellipsis", [], "On Linux too, Min resets the page zoom to default when the page is refreshed.")
    rec(MINBROWSER, [mb1], T_MEMSAVER, False, SAME, [], None, qsrc=PHOENIX)

    tu1 = (U, "add override of electrons' per-url zoom factor retention")
    tuq = "this conflicts with our own zoom handling logic."
    # In its own thread, and still a trap: a general fact about Electron.
    rec(TUTANOTA, [tu1], T_CHROMIUMZOOM, False, SAME, [], None)
    rec(TUTANOTA, [tu1, (U, T_CHROMIUMZOOM)], tuq, True, "pronoun", ["this"], "Electron's per-URL zoom factor retention conflicts with Tutanota's own zoom handling logic.")
    rec(TUTANOTA, [tu1, (U, T_CHROMIUMZOOM + " " + tuq)], "also reduces the step size of scale adjustment from 10% to 5%.", True, "ellipsis", [], "The Tutanota zoom pull request also reduces the scale adjustment step from 10% to 5%.")

    # ---- muting notification sounds ----
    vg1 = (U, "Mute notification sound? I love the pop up telling me the camera is in use. Is it possible to turn off the notification sound though?")
    vga = "You can disable the notification in settings, but you won't receive notification..."
    rec(VIGILANTE, [vg1], vga, True, "ellipsis", [], "In Vigilante you can disable the notification in settings, but then you won't receive it at all.")
    rec(VIGILANTE, [vg1, (A, vga)], "Like an option to disable sound when notification is sent to you?", True, "ellipsis", [], "Are you asking for Vigilante to add an option to disable the sound when a notification is sent?")
    rec(VIGILANTE, [vg1, (A, vga)], T_ANDROID8, False, SAME, [], None, qsrc=FOSDEM)

    cc1 = (U, "Add option to mute notification sound")
    cca = (A, "See #51.")
    rec(CHITCHAT99, [cc1], F_MUTEOPTION, True, "ellipsis", [], "It would be nice if ChitChat had an option to mute its notification sound.")
    rec(CHITCHAT99, [cc1, (U, F_MUTEOPTION), cca], "Select Notifications from this menu and choose to not have sound", True, "pronoun", ["this menu"], "To mute ChitChat's notification sound, choose Notifications in its menu and select no sound.")
    rec(CHITCHAT99, [cc1, (U, F_MUTEOPTION)], T_HANGOUTS, False, SAME, [], None, qsrc=YAKYAK)

    c2 = (U, "Mute the App")
    c2a = (A, "I think that you're talking about the WhatsApp Web notification tone.")
    rec(CHITCHAT120, [c2], F_MUTEWHOLE, True, "ellipsis", [], "Is there a way to mute the whole ChitChat app?")
    rec(CHITCHAT120, [c2, (U, F_MUTEWHOLE + " I want to recieve the notifications, but without sound."), c2a], "Thanks a lot! That was exactly what i was looking for.", True, "pronoun", ["That"], "Thanks: muting WhatsApp Web's notification tone from its settings in ChitChat was exactly what I was looking for.")
    rec(CHITCHAT120, [c2, (U, F_MUTEWHOLE)], T_INFOCUS, False, SAME, [], None, qsrc=PEBBLE)

    jg1 = (U, "Option to disable the notification. Once you're muted but jangout supposed you are speaking then it will notice you by text and audio, we should have an option can disable it.")
    jgq = "The \"ding\" sound is actually quite annoying after a while :-)"
    rec(JANGOUTS, [jg1], jgq, True, "ellipsis", [], "Jangouts' \"ding\" sound when you speak while muted is quite annoying after a while.")
    rec(JANGOUTS, [jg1, (U, jgq)], "It's problematic especially when you are using different application (like mumble) for audio.", True, "pronoun", ["It"], "Jangouts' muted-speaking notification is problematic especially when another application (like Mumble) handles the audio.")

    en1 = (U, "configure notification sound")
    rec(ENSICHAT, [en1], F_SILENT, True, "ellipsis", [], "In particular, it would be good to be able to make Ensichat's notifications silent.")
    rec(ENSICHAT, [en1, (U, F_SILENT)], "Custom sounds seem like too much effort, but I'll add the silence option.", True, "ellipsis", [], "Custom notification sounds in Ensichat seem like too much effort, but a silence option will be added.")
    rec(ENSICHAT, [en1, (U, F_SILENT)], T_EVENTFLAG, False, SAME, [], None, qsrc=PEBBLE)

    bm1 = (U, "Add option to mute sound notifications")
    rec(BATTMON, [bm1], F_SOUNDALL, True, "ellipsis", [], "Battery Monitor's notifications play a sound all the time.")
    rec(BATTMON, [bm1, (U, F_SOUNDALL)], "Its annoying during movie or other works.", True, "pronoun", ["Its"], "Battery Monitor's notification sound is annoying while watching a movie or working.")

    tn1 = (U, "Mute function plz. It'd be nice to have an option to just flat disable notification sounds.")
    rec(TOPNOTIFY, [tn1], "I'll add this when I have time", True, "pronoun", ["this"], "A mute option for TopNotify's notification sounds will be added when there is time.")
    rec(TOPNOTIFY, [tn1], T_BSOD, False, OTHER, [], None, qsrc=NOTEPAD3)

    yk1 = (U, "Feature Request: Notification Sound Options (mute, change, etc). Can you add a way to mute and/or change the notification sound within the application?")
    yka = "To mute it for some hours, would require to store in that option the date/time of the \"unmute\""
    # In its own thread, and still a trap: names Hangouts and states what it offers.
    rec(YAKYAK, [yk1], T_HANGOUTS, False, SAME, [], None)
    rec(YAKYAK, [yk1, (U, T_HANGOUTS)], yka, True, "pronoun", ["it", "that option"], "Muting YakYak's notifications for some hours would require storing the date/time of the unmute in the mute option.")
    rec(YAKYAK, [yk1, (U, T_HANGOUTS)], F_MUTEWHOLE, True, "ellipsis", [], "Is there a way to mute the whole YakYak app?", qsrc=CHITCHAT120)

    # ---- Do Not Disturb ----
    ft1 = (U, "Feature Request: Prevent notifications if in silent / Do Not Disturb mode")
    fta = "There is already DND setting in the Settings page of the app dealing with the behavior of silent mode/DND mode."
    rec(FITNOTIF, [ft1], F_DNDIGNORE, True, "ellipsis", [], "Fit Notifications ignores the system-wide silent / Do Not Disturb mode.")
    rec(FITNOTIF, [ft1, (U, F_DNDIGNORE)], fta, True, "ellipsis", [], "Fit Notifications already has a DND setting on its Settings page for silent/DND mode behaviour.")
    rec(FITNOTIF, [ft1, (U, F_DNDIGNORE)], T_INFOCUS, False, SAME, [], None, qsrc=PEBBLE)

    fo1 = (U, "Notifications are making noise even at \"do not disturb\" mode. if the notifications are turned on, the app plays sound alarm even in \"do not disturb\" mode.")
    foa = (A, "It may be a bug with your device. My phone is on silent mode all day long and the notifications of the app don't play sound or make the phone vibrate.")
    foq = "Thanks for the quick feedback. I am with Xiaomi A3 Android One phone with Android 9."
    rec(FOSDEM, [fo1, foa], foq, True, "ellipsis", [], "I run the FOSDEM companion app on a Xiaomi A3 Android One phone with Android 9.")
    # In its own thread, and still a trap: a general fact about Android (trimmed after "Thank you for the details.").
    rec(FOSDEM, [fo1, foa, (U, foq)], T_ANDROID8, False, SAME, [], None)
    rec(FOSDEM, [fo1, foa, (U, foq), (A, "Thank you for the details. " + T_ANDROID8)], "So there is nothing the app can do about it.", True, "pronoun", ["it"], "The FOSDEM companion app can do nothing about notification sound in Do Not Disturb mode on Android 8+.")

    mn1 = (U, "Silence notifications when Do not disturb is set. setting Do Not Disturb to Priority Only or Alarms Only does not silence MindfulNotifier (but Total Silence does).")
    mnq = "I tried instead to just disable it with the setting on the main window, but I was surprised to see that this also doesn't have an effect."
    mnq2 = "I just tried to reproduce it and didn't manage though, it might only re-enabled itself after some time..."
    rec(MINDFUL, [mn1], mnq, True, "pronoun", ["it", "this"], "Disabling MindfulNotifier with the setting on its main window also has no effect.")
    rec(MINDFUL, [mn1, (U, mnq)], mnq2, True, "correction", ["it"], "Disabling MindfulNotifier from its main window may work after all; it might only re-enable itself after some time.")
    rec(MINDFUL, [mn1, (U, mnq + " " + mnq2), (A, "I'm on lineage but android 10-based, and I noticed that I'm seeing this as well.")], "Fixed in 1.0.13.", True, "ellipsis", [], "MindfulNotifier not being silenced by Do Not Disturb is fixed in version 1.0.13.")

    pb1 = (U, "RFC: honor the phone's Do Not Disturb on the watch (ANCS silent flag)")
    pbq = "have you test this?"
    pbq2 = "Yes, I came up with a workaround, and I’ve been using firmware for a while now that stops displaying notifications when this flag is set."
    # In their own thread, and still traps: general facts about Apple's APIs.
    rec(PEBBLE, [pb1], T_EVENTFLAG, False, SAME, [], None)
    rec(PEBBLE, [pb1, (A, T_EVENTFLAG + " and not sure that is correctly exposing and working, " + pbq)], pbq2, True, "pronoun", ["this flag"], "I have been running a PebbleOS firmware workaround that stops displaying notifications when the ANCS silent flag is set.")
    rec(PEBBLE, [pb1, (A, T_EVENTFLAG)], T_INFOCUS, False, SAME, [], None)
    rec(PEBBLE, [pb1, (A, T_EVENTFLAG + " " + T_INFOCUS)], "This behavior is identical to that of my Garmin watch.", True, "pronoun", ["This behavior"], "PebbleOS's handling of the ANCS silent flag matches my Garmin watch's.")

    nf1 = (U, "Windows Focus Assist interferes with this app")
    nfq = "On Windows 10 (10.0.19045), this application just momentarily flashes the icon in the system tray but does not display the notification box when Focus Assist is enabled."
    rec(NOTIFU, [nf1], nfq, True, "pronoun", ["this application"], "On Windows 10 (10.0.19045) with Focus Assist enabled, notifu only flashes its tray icon and shows no notification box.")
    rec(NOTIFU, [nf1, (U, nfq)], T_ANDROID8, False, SAME, [], None, qsrc=FOSDEM)

    gt1 = (U, "Disable sound notifications when system Do Not Disturb mode is on. I tried adding Goodtime to exception list in the device settings, so I get notifications when Do Not Distrub mode is on. But these notifications are with sound.")
    gta = "You could disable the notification sound from the app settings or put the phone on vibrate"
    rec(GOODTIME, [gt1], F_DNDSOUND, True, "ellipsis", [], "Is it possible for Goodtime not to produce any sound when the system's Do Not Disturb mode is on?")
    rec(GOODTIME, [gt1, (U, F_DNDSOUND)], gta, True, "ellipsis", [], "You could disable Goodtime's notification sound in its settings or put the phone on vibrate.")
    rec(GOODTIME, [gt1, (U, F_DNDSOUND)], T_MCCHECKBOX, False, OTHER, [], None, qsrc=MC3031)

    co1 = (U, "Don't disturb don't show notification but sounds are played")
    coq = "Currently, notification sound from apps do disturb."
    rec(COSMIC, [co1], "I wish that when I toggle the \"don't disturb\" button, not only notification aren't displayed but all notification sound should be muted", True, "ellipsis", [], "When I toggle COSMIC's Do Not Disturb button, I want notification sounds muted too, not only notifications hidden.")
    rec(COSMIC, [co1, (U, "I wish that all notification sound should be muted, only sound I voluntary play (music, video...) should be played.")], coq, True, "ellipsis", [], "In COSMIC's Do Not Disturb mode, apps' notification sounds currently still disturb.")
    rec(COSMIC, [co1], T_NOTEPAD3, False, OTHER, [], None, qsrc=NOTEPAD3)

    tsi = (U, "Feature Request: Silent mode without Do Not Disturb. I would be nice to have an option to silence your phone without turning on the Do Not Disturb mode.")
    rec(TIMEDSILENCE, [tsi], "I agree. That was what I was initially hoping for when I installed the app.", True, "pronoun", ["That", "the app"], "I agree: silencing the phone without Do Not Disturb is what I hoped Timed Silence would do when I installed it.")
    rec(TIMEDSILENCE, [tsi], T_PYW, False, OTHER, [], None, qsrc=MU)
    rec(TIMEDSILENCE, [tsi], F_DNDIGNORE, True, "ellipsis", [], "Timed Silence ignores the system-wide silent / Do Not Disturb mode.", qsrc=FITNOTIF)

    ag1 = (U, "[Feature]: Don't play sound when computer is in Do not Disturb mode")
    agq = "Integrate with the system DND to prevent sounds from playing."
    agq2 = "Guarding this behind an option disabled by default and available in the settings setup."
    rec(AGENTNOTIF, [ag1], agq, True, "ellipsis", [], "agent-notifications should integrate with the system Do Not Disturb to prevent its sounds from playing.")
    rec(AGENTNOTIF, [ag1, (U, agq)], agq2, True, "pronoun", ["this"], "agent-notifications' Do Not Disturb integration should sit behind an option, disabled by default, in its settings.")
    rec(AGENTNOTIF, [ag1, (U, agq)], T_RECOVBETTER, False, OTHER, [], None, qsrc=NOTETASK)

    # ---- notification channels ----
    rn1 = (U, "Update channel sound/vibration. Is it possible to update sound and vibration after a channel is already created?")
    rec(RNPUSH, [rn1], "The answer is in the Readme, and is: No.", True, "ellipsis", [], "react-native-push-notification cannot update a channel's sound and vibration after the channel is created (see its Readme).")
    rec(RNPUSH, [rn1, (A, "The answer is in the Readme, and is: No.")], "Once created, it's not possible to update this parameter.", True, "pronoun", ["this parameter"], "Once a react-native-push-notification channel is created, its sound/vibration cannot be updated.")
    rec(RNPUSH, [rn1], T_CASESENS, False, WHAT, [], None, qsrc=WX)

    fl1 = (U, "Change sound on the same notification channel id does not works. I wanted to replace old notification sound with a new one, however seems it does not work on the same channel id.")
    fla = (A, "As covered in the docs, things like sound are tied to the channel and cannot be changed once set.")
    rec(FLN732, [fl1], fla[1], True, "ellipsis", [], "In flutter_local_notifications, sound is tied to the Android notification channel and cannot be changed once set.")
    rec(FLN732, [fl1, fla, (U, "Ah i see, thanks for the quick feedback. Really appreciated.")], "@tukangbikinapps - I solved the same thing using dynamic channels.", True, "ellipsis", [], "I changed the notification sound in flutter_local_notifications by using a new channel per sound.")
    rec(FLN732, [fl1, fla], T_NATDEF, False, OTHER, [], None, qsrc=OBS)

    f2 = (U, "Scheduled notification custom sound issue. The issue is the second notification's sound is the same with the oldest one; How to solve the issue")
    # In its own thread, and still a trap: a general fact about Android (trimmed after "you should see that it's mentioned that ").
    rec(FLN2027, [f2], T_SOUNDCHANNEL, False, SAME, [], None)
    rec(FLN2027, [f2, (A, "My guess is if you saw this on Android is that you used the same notification channel.")], "@MaikuB what could be the fix for this", True, "pronoun", ["this"], "How can I give each scheduled flutter_local_notifications notification its own custom sound on Android?")
    rec(FLN2027, [f2], T_WXSTRCMP, False, OTHER, [], None, qsrc=WX)

    # ---- hard and soft wrap ----
    am1 = (U, "MUIV_TextEditor_WrapMode_SoftWrap seems to be the default")
    rec(AMIGA, [am1], T_MUIDEFAULT, False, SAME, [], None)
    rec(AMIGA, [am1, (U, T_MUIDEFAULT)], "Is this a documentation error or a bug?", True, "pronoun", ["this"], "Is the TextEditor.mcc wrap-mode default (soft wrap in practice, hard wrap in the autodocs) a documentation error or a bug?")
    rec(AMIGA, [am1, (U, T_MUIDEFAULT + " Is this a documentation error or a bug?")], "HardWrap is definitely the default value.", True, "ellipsis", [], "HardWrap is definitely TextEditor.mcc's default wrap mode.")

    cm1 = (U, "Hard wrap")
    cmq = "There should be an option to enable it, along with a maximum column option."
    rec(CUTEMARKED, [cm1], T_HARDWRAP, False, SAME, [], None)
    rec(CUTEMARKED, [cm1, (U, T_HARDWRAP)], cmq, True, "pronoun", ["it"], "CuteMarkEd should have an option to enable hard word wrapping, with a maximum column option.")
    rec(CUTEMARKED, [cm1, (U, T_HARDWRAP + " " + cmq)], "Unlike soft word wrap which is already implemented, it inserts a literal newline into the text.", True, "pronoun", ["it"], "Hard word wrap in CuteMarkEd would insert a literal newline into the text, unlike its existing soft wrap.")

    ac1 = (U, "How to enable different types of soft wrapping? I'm trying to activate different soft wrapping types in my editor, as shown in the kitchen sink.")
    rec(ACE, [ac1], "Which method can be used to set the soft wrapping type?", True, "ellipsis", [], "Which Ace editor method sets the soft wrapping type (view, margin or 40 characters)?")
    rec(ACE, [ac1, (U, "Which method can be used to set the soft wrapping type?")], "use `editor.setOption(\"wrap\", 20) // or true or \"printMargin\"`", True, "ellipsis", [], "In Ace, set the soft wrap type with `editor.setOption(\"wrap\", 20)` (or true or \"printMargin\").")
    rec(ACE, [ac1], T_MUIDEFAULT, False, SAME, [], None, qsrc=AMIGA)

    gb2 = (U, "Soft-wrap editor content if hard ruler/wrapping is turned off")
    rec(GITBUTLER, [gb2], F_WRAPTOOLONG, True, "ellipsis", [], "GitButler should wrap lines in its editor when they get too long.", qsrc=CODEIT)
    rec(GITBUTLER, [gb2], T_HARDWRAP, False, SAME, [], None, qsrc=CUTEMARKED)
    rec(GITBUTLER, [gb2], T_SOUNDCHANNEL, False, OTHER, [], None, qsrc=FLN2027)

    # ---- natural sort on Windows ----
    ex1 = (U, "Request: option to use non-\"logical\" sort order. I have a directory with filenames starting with \"18,\" \"19,\" \"1A,\" and \"1B.\"")
    exq = "The \"1A\" and \"1B\" sort before the \"18\" and \"19\" because the number 1 is smaller than 18 or 19."
    rec(EXPPP, [ex1], exq, True, "ellipsis", [], "In Explorer++, files starting with \"1A\" and \"1B\" sort before \"18\" and \"19\" because 1 is smaller than 18 or 19.")
    rec(EXPPP, [ex1, (U, exq + " This is the behaviour of StrCmpLogicalW.")], "I think this could be a worthwhile addition and I'm happy to review a pull request that provides an implementation.", True, "pronoun", ["this"], "An option for non-logical name sorting in Explorer++ could be worthwhile; a pull request implementing it would be reviewed.")
    rec(EXPPP, [ex1, (U, exq)], T_MSAPI, False, SAME, [], None, qsrc=MPVPL)
    rec(EXPPP, [ex1], T_ALPHASORT, False, SAME, [], None, qsrc=OBS)

    wf2 = (U, "Introduce naturalCompare")
    # In its own thread, and still a trap: names Winfile and Explorer in full.
    rec(WINFILE, [wf2], T_WINFILE, False, SAME, [], None)
    rec(WINFILE, [wf2], T_CASESENS, False, SAME, [], None, qsrc=WX)
    rec(WINFILE, [wf2], T_NATEXPLORER, False, SAME, [], None, qsrc=OBS)

    lh1 = (A, "Natural sort in file list")
    rec(LHAFORGE, [lh1], "use StrCmpLogicalW.", True, "ellipsis", [], "LhaForge's file list should use StrCmpLogicalW for natural sort.")
    rec(LHAFORGE, [lh1, (A, "use StrCmpLogicalW.")], T_WINFILE, False, SAME, [], None, qsrc=WINFILE)

    ob1 = (U, "frontend, libobs, plugins: Natural sorting for files, profile and scene names. Applies natural, locale aware sorting when drag&dropping many sources at once and to profile and scene names in menus.")
    # In their own thread, and still traps: general definitions and facts.
    rec(OBS, [ob1], T_NATDEF, False, SAME, [], None)
    rec(OBS, [ob1, (U, "For background: " + T_NATDEF)], T_ALPHASORT, False, SAME, [], None)
    rec(OBS, [ob1, (U, "For background: " + T_NATDEF + " " + T_ALPHASORT + " Natural sort does it this way: 1 < 2 < 3 < 10 < 11.")], T_NATEXPLORER, False, SAME, [], None)
    rec(OBS, [ob1], "For slideshow (mk2) and VLC the files in added directories are cycled using this sorting method instead of an arbitrary order.", True, "pronoun", ["this sorting method"], "In this OBS Studio pull request, the slideshow (mk2) and VLC sources cycle files in added directories in natural sort order instead of an arbitrary order.")

    mp2 = (U, "Use the sorting function `StrCmpLogicalW` provided by the win32 API. The current sorting function `alphanumsort()` is very different from the sorting in Windows Explorer.")
    # In its own thread, and still a trap: a general fact about Microsoft's API (trimmed link target).
    rec(MPVPL, [mp2], T_MSAPI, False, SAME, [], None)
    rec(MPVPL, [mp2, (U, T_MSAPI)], "So if OS is Windows and mpv builds with luaJIT, we can use the win32 API to ensure that the sorting in playlistmanager  is exactly the same as Windows Explorer", True, "ellipsis", [], "On Windows with a LuaJIT mpv build, mpv-playlistmanager can use the win32 StrCmpLogicalW API to sort exactly like Windows Explorer.")
    rec(MPVPL, [mp2, (U, T_MSAPI)], "Thanks!", True, "ellipsis", [], "Thanks for making mpv-playlistmanager sort with StrCmpLogicalW like Windows Explorer!")

    wx1 = (U, "wxFIleCtrl displays its content in wrong order")
    wxq = "This means that sorting is case-sensitive, i.e., all uppercase letters sort before all lowercase letters, e.g., 'Z' goes before 'a'."
    # In their own thread, and still traps: names wxGenericFileCtrl and wxStrcmp in full; a general question.
    rec(WX, [wx1], T_WXSTRCMP, False, SAME, [], None)
    rec(WX, [wx1, (U, T_WXSTRCMP)], wxq, True, "pronoun", ["This"], "wxGenericFileCtrl sorting with wxStrcmp() is case-sensitive: all uppercase letters sort before all lowercase ones, e.g. 'Z' before 'a'.")
    rec(WX, [wx1, (U, T_WXSTRCMP + " " + wxq)], T_CASESENS, False, WHAT, [], None)

    # ---- new bank traps lent to earlier histories ----
    rec(BATTMON, [bm1], T_SOUNDCHANNEL, False, SAME, [], None, qsrc=FLN2027)
    rec(NOMACS1655, [nm1, (U, nmq)], T_WINFILE, False, SAME, [], None, qsrc=WINFILE)
    rec(ANNO, [an1], T_NATDEF, False, OTHER, [], None, qsrc=OBS)
    rec(HTML4V, [hv1], T_NATEXPLORER, False, SAME, [], None, qsrc=OBS)
    rec(SPACEFM, [sf1], T_ALPHASORT, False, SAME, [], None, qsrc=OBS)
    rec(FOLDERSPOPUP, [fp1], T_MSAPI, False, OTHER, [], None, qsrc=MPVPL)
    rec(PICK, [pk1], T_WXSTRCMP, False, OTHER, [], None, qsrc=WX)
    rec(RUSTPAD, [rp1], T_HARDWRAP, False, SAME, [], None, qsrc=CUTEMARKED)
    rec(CODEIT, [ci1], T_MUIDEFAULT, False, SAME, [], None, qsrc=AMIGA)
