"""df14 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- drag and drop to open files ----
DISFR = GH + "AlissaSabre/disfr/issues/21"
WALKSNAIL = GH + "avsaase/walksnail-osd-tool/issues/9"
VPKEDIT = GH + "craftablescience/VPKEdit/issues/176"
ACEGUI = GH + "daisy/ace-gui/issues/66"
FONTGOGGLES = GH + "justvanrossum/fontgoggles/issues/15"
HEXFIEND = GH + "HexFiend/HexFiend/pull/9"
SMXTOOLS = GH + "alliedmodders/smxtools/pull/4"
COTEDITOR = GH + "coteditor/CotEditor/issues/709"
# ---- spell checking and dictionaries ----
SEB = GH + "SafeExamBrowser/seb-win-refactoring/issues/788"
TYPORA = GH + "typora/typora-issues/issues/513"
GOLDEN = GH + "GoldenCheetah/GoldenCheetah/issues/313"
DIALECT = GH + "dialect-app/dialect/issues/413"
BOTBUILDER = GH + "BotBuilderCommunity/botbuilder-community-dotnet/issues/8"
TYPST = GH + "typst/webapp-issues/issues/448"
AMD = GH + "chrisknepper/android-messages-desktop/issues/74"
SYNEDIT = GH + "SynEdit/SynEdit/issues/173"
SPELLCHECK = GH + "couzteau/SpellCheck/issues/20"
HANGUPS = GH + "tdryer/hangups/issues/154"
UBTOUCH = GH + "ubports/ubuntu-touch/issues/758"
PDFBULLETS = GH + "AF-VCD/pdf-bullets/issues/49"
AIRMSG = GH + "airmessage/airmessage-android/issues/57"
MSTEAMS = GH + "karmainside/ms-teams-linux/issues/9"
AKASHA = GH + "AKASHAorg/Community/issues/307"
ZAPZAP = GH + "rafatosta/zapzap/issues/60"
# ---- portable mode and where settings live ----
SHADERGLASS = GH + "mausimus/ShaderGlass/issues/150"
BATTERY = GH + "tarcode-apps/BatteryMode/issues/43"
TWINKLE = GH + "xanderfrangos/twinkle-tray/issues/944"
KEYNSTROKE = GH + "Phaiax/Key-n-Stroke/issues/95"
OMNYSSH = GH + "timhartmann7/omnyssh/issues/93"
FRESH = GH + "sinelaw/fresh/issues/3274"
FAMISTUDIO = GH + "BleuBleu/FamiStudio/issues/75"
PATHCOPY = GH + "clechasseur/pathcopycopy/issues/71"
HDT = GH + "HearthSim/Hearthstone-Deck-Tracker/issues/850"
WINLAUNCH = GH + "jensroth-git/WinLaunch/issues/11"
MDMONSTER = GH + "RickStrahl/MarkdownMonster/issues/300"
AVRDUDESS = GH + "ZakKemble/AVRDUDESS/issues/33"
CAPTURA = GH + "MathewSachin/Captura/issues/438"
PICVIEW = GH + "Ruben2776/PicView/issues/106"
CHAMPIONIFY = GH + "dustinblackman/Championify/issues/213"
NETMGR = GH + "BornToBeRoot/NETworkManager/issues/163"
# ---- keeping the screen on (wake locks) ----
AWAL = GH + "hardillb/AndroidWebAutoLaunch/issues/8"
LIMBO = GH + "limboemu/limbo/issues/112"
NATURALHOUR = GH + "forrestguice/NaturalHour/issues/48"
JUICESSH = GH + "Sonelli/juicessh-performancemonitor/issues/2"
TOC2 = GH + "thetwom/toc2/issues/2"
WIFIANALYZER = GH + "VREMSoftwareDevelopment/WiFiAnalyzer/issues/187"
EVERYDOOR = GH + "Zverik/every_door/issues/166"
GETBACK = GH + "ruleant/getback_gps/issues/163"
CCGT = GH + "pterodactylus42/ccgt/issues/10"
KEEPSCREENON = GH + "elastic-rock/KeepScreenOn/issues/41"
GPSTEST = GH + "barbeau/gpstest/issues/16"
OPSU = GH + "fluddokt/opsu/issues/2"
# ---- font ligatures ----
MICRO = GH + "micro-editor/micro/issues/954"
FLUENT = GH + "felixse/FluentTerminal/issues/806"
SYNEDITLIG = GH + "TurboPack/SynEdit/pull/34"
# ---- screenshots under Wayland ----
SCREENCLOUD = GH + "olav-st/screencloud/issues/257"
SCREENEAT = GH + "NISH1001/ScreenEat/issues/25"
SHOTS33 = GH + "binjospookie/--shots/issues/33"
SHOTS38 = GH + "binjospookie/--shots/issues/38"
VOVA = GH + "vova616/screenshot/issues/22"
DEEPIN = GH + "martyr-deepin/deepin-screenshot/issues/29"
PYSCREENSHOT = GH + "ponty/pyscreenshot/pull/46"
# ---- automatic update checks ----
TCLOCK = GH + "White-Tiger/T-Clock/issues/31"
LAMPRAY = GH + "CHollingworth/Lampray/pull/82"
FANCTL1395 = GH + "Rem0o/FanControl.Releases/issues/1395"
FANCTL1816 = GH + "Rem0o/FanControl.Releases/issues/1816"
RUNEMGR = GH + "RuneManager/RuneManager/issues/4"
MOBIFLIGHT = GH + "MobiFlight/MobiFlight-Connector/issues/849"
CS2 = GH + "FN-FAL113/cs2-server-picker/issues/63"
FXSOUND = GH + "fxsound2/fxsound-app/issues/172"
MACSFAN = GH + "crystalidea/macs-fan-control/issues/104"
AXELCHAT = GH + "3dproger/AxelChat/issues/270"
# ---- undo for deletions ----
HEADI = GH + "MrReSc/Headi/issues/10"
SCMAP = GH + "AnthorNet/SC-InteractiveMap/issues/256"
COCOAREST = GH + "mmattozzi/cocoa-rest-client/issues/147"
ENCOUNTER = GH + "encounterplus/encounterplus/issues/261"
RSSBANDIT = GH + "RssBandit/RssBandit/issues/1736"
DAVECAD = GH + "lexbailey/DaveCAD/issues/2"
CREEDFLOW = GH + "fatihkan/creedflow/issues/164"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df14 threads, placed after another df14 thread ----
# Name their subject, or ask nothing of any project (traps wherever they go):
T_LIGFONT = "Font ligatures don't require the editor to do anything special, as they're part of the font itself."
T_LIGENGINES = "Do you know which font rendering engines support ligatures?"
T_LIGVSCODE = "Many editors have support for Font Ligatures, the most common one being Visual Studio Code w/ Fira Code."
T_LIGEDITORS = "most modern source code editors include support for font ligatures for special glyphs in fonts like FiraCode, Cascadia, Delugia, etc."
T_WAYSECURE = "By design, Wayland is a lot more secure than X11 and does not allow one application to capture the content of other applications' windows"
T_GNOMESHOT = "gnome-screenshot is the only tool that worked for me running GNOME Shell on Wayland."
T_GNOMESLOW = "gnome-screenshot takes more than 1s to take a screenshot."
T_XWAYLAND = "I guess regular X apps go through XWayland"
T_LIGHTDM = "Pretty sure LightDM is still using X, but changing to GDM uses Wayland."
T_OLED = "keeping screen on with a static image for extended period can potentially cause screen burn-in on devices with OLED screen."
T_APPCHECK = "I don't think there is a way for an app to check if another one is running."
T_VSCODEPORT = "In vs code to enable portable mode all is need to do is just create data folder in program root folder."
T_OBSPORT = "In obs all is need to do is just create file named obs_portable_mode.txt."
T_MULTIPROFILE = "Keeping settings in AppData is required for multi-profile PCs."
T_EXPORTPORT = "Usually, the standard way to allow portability is to export current settings."
T_SQUIRREL = "With the Squirrels update system, the local path will change on each update"
T_FULLYPORT = "Ideally, fully portable tools write to the local app folder (usually to a subfolder like _\\data_ or similar) and nowhere else."
T_TRULYPORT = "I believe that a truly portable version should not write outside its program folder."
T_HOWPORT = "How do other apps do differentiate between portable and non-portable mode?"
T_ASPELL = "The GNU Aspell libraries and dictionaries are available and it supports something like 50 different languages."
T_HUNSPELL = "On Debian, `Hunspell` dictionaries are system-wide, not individually installed for every app."
T_LIBSPELLING = "`libspelling` will use the dictionaries installed locally, that usually means English and you local language."
T_ENCHANT = "`ibspelling` uses `Enchant`, which uses whatever `Hunspell` or `Aspell` dictionaries that the user has installed."
T_FORCEUPD = "forcing automatic update checks is unacceptable for a utility that otherwise shouldn't use the internet."
# Need the thread's project (follow-ups after a thread they fit):
F_DNDMAIN = "Add support to drag and drop files in the main window to open them."
F_DNDWHEN = "Open the file when drag and drop in the window when no other files is currently opened."
F_PORTCONSIDER = "Would you consider adding a portable mode, so that settings are saved in the executable's root directory, instead of in appdata?"
F_PORTSECOND = "Second this for Windows portable."
F_PORTGREAT = "It would be great to have a Portable Version / Mode where all settings and configuration is written to the same folder as the `exe`."
F_PORTTXT = "Maybe enabled by checking if a portable.txt file is present?"
F_SPELLUK = "It seems to be US English, would it please be possible to add UK English as well?"
F_SPELLDICT = "We would also need such feature, or at least the possibility to add dictionaries"
F_SPELLMORE = "Could it be possible to install more dictionaries for spell check ?"
F_SPELLUNDER = "It would be good if misspelled words could at least be underlined."
F_SPELLRED = "Add spell check feature with red line under misspelled words. Thanks!"
F_SPELLAVAIL = "it would be great if spell checking would be available."
F_KEEPACTIVE = "Could you make the screen keep active while using the app?"
F_KEEPSLEEP = "Maybe it will be cool idea to add like time between when it shouldnt enter the sleep mode too."
F_KEEPHANDS = "It would be useful for handsfree uses to have (an option for?) the screen to stay on while in the app."
F_UPDDISABLE = "Please add an option to disable automatic update check."
F_UPDMANUAL = "Add a menu option to manually check for updates."
F_UPDSTARTUP = "Would it be possible to include an option to disable checking for new updates when starting the application with windows?"
F_UNDODEL = "An undo action for deleted items would be nice."
F_UNDOREDO = "There needs to be a suitable undo and redo feature!"
F_WAYSAME = "Got the same error on Wayland. Works when I switch to Xorg."
F_ANYUPDATES = "Any updates?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, HOW = "trap_same_domain_new_topic", "trap_other", "trap_fresh_how"

    # ---- drag and drop ----
    di1 = (U, "RFE: add drag and drop opening. It would be nice if you could add support for drag-and-drop opening of files, so that one does not need to navigate to the folder where the XLIFF file is located manually using the OS's file browser.")
    diq = "I also found that I could not drag and drop an XLIFF file onto the Disfr icon to open a file -- that would be nice to have, too."
    dia = (A, "Thank you for the request.  I believe drag-and-drop to the main app window and to the app icon are two independent features.  I'm splitting two into two separate issues.")
    # In its own thread, and still a trap: names Disfr, its icon and the file type in full ("too" adds, it points at nothing).
    rec(DISFR, [di1], diq, False, SAME, [], None)
    rec(DISFR, [di1, (U, diq), dia], F_DNDWHEN, True, "ellipsis", [], "Could disfr open a file dropped on its window when no other file is currently open?", qsrc=VPKEDIT)
    rec(DISFR, [di1, (U, diq), dia], T_LIGEDITORS, False, OTHER, [], None, qsrc=SYNEDITLIG)

    ws1 = (A, "Open files by dropping them on the window")
    rec(WALKSNAIL, [ws1], F_DNDMAIN, True, "ellipsis", [], "Could walksnail-osd-tool add support to drag and drop files in its main window to open them?", qsrc=SMXTOOLS)
    rec(WALKSNAIL, [ws1], T_XWAYLAND, False, OTHER, [], None, qsrc=SCREENCLOUD)
    rec(WALKSNAIL, [ws1], F_PORTCONSIDER, True, "ellipsis", [], "Would you consider adding a portable mode to walksnail-osd-tool, so that settings are saved in the executable's root directory instead of in AppData?", qsrc=SHADERGLASS)

    vp1 = (U, "Open the file when drag and drop in")
    vpa = (A, "Duplicate of #159, will be in the next release before end of this month")
    rec(VPKEDIT, [vp1], F_DNDWHEN, True, "ellipsis", [], "Could VPKEdit open a file dragged and dropped into its window when no other file is currently open?")
    rec(VPKEDIT, [vp1, (U, F_DNDWHEN), vpa], F_PORTGREAT, True, "ellipsis", [], "It would be great if VPKEdit had a portable version/mode where all settings and configuration are written to the same folder as the exe.", qsrc=FRESH)
    rec(VPKEDIT, [vp1, (U, F_DNDWHEN), vpa], T_GNOMESLOW, False, OTHER, [], None, qsrc=PYSCREENSHOT)

    ac1 = (U, "On Mac dragging a file into App does not work. When I drag an EPUB onto the ACE Logo on the App a + sign appears as if it will accept the file and start processing it, but once I let go, nothing happens.")
    acq = "I figured out what I need to do in order to get this drop feature to work.  It seems I need to move the cursor around the app a bit before the screen goes light gray in the app allowing for the successful drop of the EPUB."
    acq2 = "I think this should be looked at still as folks won't know to shake the mouse in order to have it successfully drop into the app."
    rec(ACEGUI, [ac1], acq, True, "pronoun", ["this drop feature", "the app"], "To get dropping an EPUB onto Ace (ace-gui) to work on a Mac, I need to move the cursor around the app window until it goes light gray.")
    rec(ACEGUI, [ac1, (U, acq)], acq2, True, "pronoun", ["this", "it", "the app"], "Ace (ace-gui)'s drag and drop on a Mac should still be looked at: users won't know to shake the mouse to get an EPUB to drop into the app.")
    rec(ACEGUI, [ac1, (U, acq)], T_WAYSECURE, False, OTHER, [], None, qsrc=PYSCREENSHOT)

    fg1 = (A, "Open menu doesn't work. You currently can only drop files onto the app icon.")
    rec(FONTGOGGLES, [fg1], F_DNDMAIN, True, "ellipsis", [], "Could FontGoggles add support to drag and drop files in its main window to open them?", qsrc=SMXTOOLS)
    rec(FONTGOGGLES, [fg1], T_LIGENGINES, False, SAME, [], None, qsrc=MICRO)
    rec(FONTGOGGLES, [fg1], T_LIGVSCODE, False, SAME, [], None, qsrc=FLUENT)
    rec(FONTGOGGLES, [fg1], T_LIGEDITORS, False, SAME, [], None, qsrc=SYNEDITLIG)

    hf1 = (U, "Drag and drop into window to open files. This patch adds the feature of opening files by dragging them to the application window.")
    hfq = "The behaviour is similar to dragging a file into the application icon."
    rec(HEXFIEND, [hf1], hfq, True, "pronoun", ["The behaviour"], "Hex Fiend opening a file dragged onto its window behaves like dragging a file onto its application icon.")
    rec(HEXFIEND, [hf1, (U, hfq)], T_LIGEDITORS, False, OTHER, [], None, qsrc=SYNEDITLIG)
    rec(HEXFIEND, [hf1, (U, hfq)], F_UNDODEL, True, "ellipsis", [], "An undo action for deleted items in Hex Fiend would be nice.", qsrc=HEADI)
    rec(HEXFIEND, [hf1], T_LIGVSCODE, False, OTHER, [], None, qsrc=FLUENT)

    sx1 = (U, "Add file drag and drop support")
    rec(SMXTOOLS, [sx1], F_DNDMAIN, True, "ellipsis", [], "Add support to smxtools to drag and drop files in its main window to open them.")
    rec(SMXTOOLS, [sx1, (U, F_DNDMAIN)], T_OBSPORT, False, OTHER, [], None, qsrc=TWINKLE)
    rec(SMXTOOLS, [sx1], T_LIGENGINES, False, OTHER, [], None, qsrc=MICRO)

    ce1 = (U, "Option to open the file on File Drop")
    ceq = "my bad. just drop the files onto dock icon"
    rec(COTEDITOR, [ce1], ceq, True, "correction", [], "To open a file on drop in CotEditor, drop the files onto its dock icon.")
    rec(COTEDITOR, [ce1, (U, ceq)], T_LIGFONT, False, SAME, [], None, qsrc=MICRO)
    rec(COTEDITOR, [ce1, (U, ceq)], T_LIGVSCODE, False, SAME, [], None, qsrc=FLUENT)

    # ---- spell checking ----
    sb1 = (U, "Multiple Languages Spell Check. We want our students to be able to use a spell check in Dutch, French and German. Add multiple language options instead of only English.")
    sba = (A, "See also #502.")
    rec(SEB, [sb1, sba], F_SPELLUK, True, "pronoun", ["It"], "Safe Exam Browser's spell check seems to be US English; could UK English be added as well?")
    rec(SEB, [sb1, sba, (U, F_SPELLUK)], F_SPELLDICT, True, "pronoun", ["such feature"], "We would also need multiple-language spell check in Safe Exam Browser, or at least the possibility to add dictionaries.")
    rec(SEB, [sb1, sba, (U, F_SPELLUK)], T_HUNSPELL, False, SAME, [], None, qsrc=DIALECT)

    ty1 = (U, "Multiple language support for spell check")
    tyq = "Currently only English is supported. :disappointed:"
    rec(TYPORA, [ty1], F_SPELLMORE, True, "ellipsis", [], "Could it be possible to install more dictionaries for Typora's spell check?")
    rec(TYPORA, [ty1, (U, F_SPELLMORE)], tyq, True, "ellipsis", [], "Typora's spell check currently supports only English.")
    rec(TYPORA, [ty1, (U, F_SPELLMORE)], T_ASPELL, False, SAME, [], None, qsrc=GOLDEN)
    rec(TYPORA, [ty1, (U, F_SPELLMORE)], T_LIBSPELLING, False, SAME, [], None, qsrc=DIALECT)

    gc1 = (U, "Spell Check. Add spell checking to the information tab and maybe interval names too")
    gca = (A, "This might be a bit hard especially to support multiple languages, but would be a really neat feature. It would need a custom dictionary that supported common power cycling terms like CP, FTP, TSS, BikeScore.")
    gcq = "It might not be that difficult."
    rec(GOLDEN, [gc1, gca], gcq, True, "pronoun", ["It"], "Adding multi-language spell checking to GoldenCheetah might not be that difficult.")
    # In its own thread, and still a trap: the next sentence names Aspell and states a general fact.
    rec(GOLDEN, [gc1, gca, (U, gcq)], T_ASPELL, False, SAME, [], None)
    rec(GOLDEN, [gc1, gca], T_ENCHANT, False, SAME, [], None, qsrc=DIALECT)

    dl1 = (U, "Check spelling of input text. Input text is not checked for spelling mistakes. Could you please support that?")
    dla = (A, "I've considered this before but we would want check spelling for the selected language, and `libspelling` will use the dictionaries installed locally, that usually means English and you local language.")
    dla2 = (A, "But anyway, I guess It would still be nice to have check spelling for English and the user local language.")
    dlq = "I don't think you support specific languages explicitly."
    dla3 = (A, "@Amr-Ibra yeah, we're just talking about how our ideal spell checking implementation would work, where we would like spell checking for every language that can be selected in the input without having the user to install additional packages.")
    # In their own thread, and still traps: each names libspelling, Enchant or Hunspell and states a fact about it.
    rec(DIALECT, [dl1], T_LIBSPELLING, False, SAME, [], None)
    rec(DIALECT, [dl1, dla, dla2], dlq, True, "pronoun", ["you"], "I don't think Dialect supports specific spell-checking languages explicitly.")
    rec(DIALECT, [dl1, dla, dla2, (U, dlq)], T_ENCHANT, False, SAME, [], None)
    rec(DIALECT, [dl1, dla, dla2, (U, dlq + " " + T_ENCHANT), dla3], T_HUNSPELL, False, SAME, [], None)

    bb1 = (U, "Spell Check Middleware for other languages. How do I make the Spell Check to use swedish dictionary?")
    bba = (A, "I'll look at this later today 👍")
    bbq = "Swedish is supported"
    rec(BOTBUILDER, [bb1, bba], bbq, True, "ellipsis", [], "Swedish is supported by the spell-check service behind the Bot Builder Community Spell Check middleware.")
    rec(BOTBUILDER, [bb1, bba], T_ASPELL, False, SAME, [], None, qsrc=GOLDEN)
    rec(BOTBUILDER, [bb1, bba], F_SPELLUK, True, "pronoun", ["It"], "The Bot Builder Community Spell Check middleware seems to be US English; could UK English be added as well?", qsrc=SEB)

    tp1 = (U, "Display a hint when spell checking is not available in the current language")
    tpq = "When a language doesn't have a dictionary for spell checking (such as German, see #334 ), make it clear to the user that spell checking is not availiable in the currently selected language."
    rec(TYPST, [tp1], tpq, True, "ellipsis", [], "When a language has no spell-checking dictionary in the Typst web app (such as German), the app should make clear that spell checking is not available in the selected language.")
    rec(TYPST, [tp1, (U, tpq)], T_HUNSPELL, False, SAME, [], None, qsrc=DIALECT)
    rec(TYPST, [tp1, (U, tpq)], T_FORCEUPD, False, OTHER, [], None, qsrc=FXSOUND)

    am1 = (U, "Feature Request: add spellcheck functionality. As a user I would like to have incorrectly spelled words underlined and offer suggestions to correctly spelled words.")
    ama = (A, "Hi @jbforth4 , thank you for reporting this! It took a long time, but the app now has spellchecking as of v0.8.0 (#124 )")
    amq = "The spell check is great, but it is very difficult to see when using dark mode. Can the color of the underline be lighter when in dark mode for more contrast?"
    rec(AMD, [am1, ama], amq, True, "ellipsis", [], "Android Messages Desktop's spell-check underline is hard to see in dark mode; can it be lighter in dark mode for more contrast?")
    rec(AMD, [am1, ama, (U, amq)], T_LIBSPELLING, False, SAME, [], None, qsrc=DIALECT)
    rec(AMD, [am1, ama, (U, amq)], T_LIGHTDM, False, OTHER, [], None, qsrc=SHOTS33)

    se1 = (U, "Feature Request: Underline for Spell Checker. I made a spell checker app however I can't find a way to underline incorrect words as seen in the image.")
    seq = "Is this feature already available? If not, it would be great if this could be added."
    sea = (A, "See https://github.com/jrathlev/SynEdit-Spell-Checker/blob/master/SynEditSpell.pas of how this can be done.")
    seq2 = "Thank you pyscripter! You are hero of my day!!!"
    rec(SYNEDIT, [se1], seq, True, "pronoun", ["this feature", "this"], "Is underlining misspelled words already available in SynEdit? If not, it would be great if it could be added.")
    rec(SYNEDIT, [se1, (U, seq), sea], seq2, True, "ellipsis", [], "Thank you pyscripter for pointing to SynEditSpell.pas for underlining misspelled words in SynEdit!")
    rec(SYNEDIT, [se1, (U, seq), sea], T_LIGEDITORS, False, SAME, [], None, qsrc=SYNEDITLIG)
    rec(SYNEDIT, [se1, (U, seq)], T_LIGVSCODE, False, SAME, [], None, qsrc=FLUENT)

    sc1 = (U, "Identify misspelled words. Please add a way for SpellCheck to detect and automatically underline misspelled words similar to Word Doc.")
    scq = "The reason why this is useful is half the time I don't even know if I misspelled a word and I think that would make this feature more handy."
    rec(SPELLCHECK, [sc1], scq, True, "pronoun", ["this", "that", "this feature"], "Having the SpellCheck extension automatically underline misspelled words would be useful: half the time I don't know I misspelled a word.")
    rec(SPELLCHECK, [sc1, (U, scq)], T_ENCHANT, False, SAME, [], None, qsrc=DIALECT)
    rec(SPELLCHECK, [sc1, (U, scq)], F_SPELLMORE, True, "ellipsis", [], "Could it be possible to install more dictionaries for the SpellCheck extension?", qsrc=TYPORA)

    hg1 = (U, "[Feature Request] Spellcheck. At the moment, there is no way to verify and correct spelling within hangups.")
    hgq = "This is essential for people like me, who stopped learning to spell once we got our first computer."
    rec(HANGUPS, [hg1], F_SPELLUNDER, True, "ellipsis", [], "It would be good if hangups could at least underline misspelled words.")
    rec(HANGUPS, [hg1, (U, F_SPELLUNDER)], hgq, True, "pronoun", ["This"], "Spell checking in hangups is essential for people who stopped learning to spell once they got their first computer.")
    rec(HANGUPS, [hg1, (U, F_SPELLUNDER)], T_ASPELL, False, SAME, [], None, qsrc=GOLDEN)

    ub1 = (U, "System wide Spell Check")
    ubq = "Their should be an option to spell check, meaning that a user could fix their spellings when sending texts, or writing documents, or what ever other task which requires typing."
    rec(UBTOUCH, [ub1], ubq, True, "ellipsis", [], "Ubuntu Touch should have a system-wide spell-check option so users can fix their spelling when sending texts, writing documents or doing any other typing.")
    rec(UBTOUCH, [ub1, (U, ubq)], T_HUNSPELL, False, SAME, [], None, qsrc=DIALECT)
    rec(UBTOUCH, [ub1, (U, ubq)], T_APPCHECK, False, OTHER, [], None, qsrc=KEEPSCREENON)

    pb1 = (U, "Spell check")
    rec(PDFBULLETS, [pb1], F_SPELLRED, True, "ellipsis", [], "Add a spell-check feature to pdf-bullets with a red line under misspelled words.")
    rec(PDFBULLETS, [pb1], T_LIBSPELLING, False, SAME, [], None, qsrc=DIALECT)

    ai1 = (U, "No spell check underlines. Misspelled words are not underlined in red only in AirMessage. I can still tap on misspelled words for spelling suggestions but it's easy to miss misspelled words without the underline.")
    aiq = "System spell check is enabled and spell check works in other apps."
    aia = (A, "Thank you for reporting this! Spell check will be working properly in the next major release:")
    rec(AIRMSG, [ai1], aiq, True, "ellipsis", [], "System spell check is enabled and works in other apps, but AirMessage for Android does not underline misspelled words.")
    rec(AIRMSG, [ai1, (U, aiq), aia], T_HUNSPELL, False, SAME, [], None, qsrc=DIALECT)
    rec(AIRMSG, [ai1, (U, aiq), aia], F_KEEPACTIVE, True, "ellipsis", [], "Could AirMessage keep the screen active while the app is in use?", qsrc=TOC2)

    mt1 = (U, "Misspelling Underline. Underlining of misspellings is missing from this application. Should be included for speedy business communications.")
    mtq = "Hi, @izk8. This project is no longer maintained."
    rec(MSTEAMS, [mt1], mtq, True, "pronoun", ["This project"], "ms-teams-linux is no longer maintained.")
    rec(MSTEAMS, [mt1], F_SPELLUNDER, True, "ellipsis", [], "It would be good if ms-teams-linux could at least underline misspelled words.", qsrc=HANGUPS)
    rec(MSTEAMS, [mt1, (A, mtq)], T_ENCHANT, False, SAME, [], None, qsrc=DIALECT)

    ak1 = (U, "Feature request; spell checking")
    akq = "Otherwise you have to copy it in some other app that supports it first and then copy it back or have spelling errors/typos."
    rec(AKASHA, [ak1], F_SPELLAVAIL, True, "ellipsis", [], "It would be great if spell checking were available in AKASHA.")
    rec(AKASHA, [ak1, (U, F_SPELLAVAIL)], akq, True, "pronoun", ["it"], "Without spell checking in AKASHA you have to copy your text into another app that supports it and copy it back, or live with spelling errors and typos.")
    rec(AKASHA, [ak1, (U, F_SPELLAVAIL)], T_LIBSPELLING, False, SAME, [], None, qsrc=DIALECT)

    zz1 = (A, "Spellchecker. The support for spelling depends on a list defined in spellchecker.py.")
    zzq = "Gradually I will add more languages, but your collaboration will be welcome."
    rec(ZAPZAP, [zz1], zzq, True, "ellipsis", [], "ZapZap's maintainer will gradually add more spell-checking languages, and contributions are welcome.")
    rec(ZAPZAP, [zz1, (A, zzq)], F_SPELLUK, True, "pronoun", ["It"], "ZapZap's spell checker seems to be US English; could UK English be added as well?", qsrc=SEB)
    rec(ZAPZAP, [zz1, (A, zzq)], T_ASPELL, False, SAME, [], None, qsrc=GOLDEN)

    # ---- portable mode ----
    sg1 = (U, "Portable mode")
    sga = (A, "Hm there's some settings in the registry also, only the default profile is a file in AppData, so I'd need to store those in a file as well.")
    rec(SHADERGLASS, [sg1], F_PORTCONSIDER, True, "ellipsis", [], "Would you consider adding a portable mode to ShaderGlass, so that settings are saved in the executable's root directory instead of in AppData?")
    rec(SHADERGLASS, [sg1, (U, F_PORTCONSIDER)], F_PORTTXT, True, "ellipsis", [], "ShaderGlass's portable mode could be enabled by checking whether a portable.txt file is present.")
    rec(SHADERGLASS, [sg1, (U, F_PORTCONSIDER + " " + F_PORTTXT), sga], T_MULTIPROFILE, False, SAME, [], None, qsrc=CHAMPIONIFY)
    rec(SHADERGLASS, [sg1, (U, F_PORTCONSIDER + " " + F_PORTTXT), sga], T_VSCODEPORT, False, SAME, [], None, qsrc=TWINKLE)

    bm1 = (U, "Portable? I started using this great program not long ago, using the portable version. However, I cannot understand how the program manages to save its settings - no config files have appeared near the exe file.")
    bmq = "How does the program do this?"
    bma = (A, "@Agych The settings are actually saved in the registry along the path `HKEY_CURRENT_USER\\SOFTWARE\\Battery Mode\\`.")
    bmq2 = "To transfer settings you can use `Settings` -> `File` -> `Export settings to file` and `Import settings from file`."
    rec(BATTERY, [bm1], bmq, True, "pronoun", ["the program", "this"], "How does Battery Mode's portable version save its settings when no config file appears next to the exe?")
    rec(BATTERY, [bm1, (U, bmq), bma], bmq2, True, "ellipsis", [], "To transfer Battery Mode's settings, use Settings -> File -> Export settings to file and Import settings from file.")
    rec(BATTERY, [bm1, (U, bmq), bma], T_EXPORTPORT, False, SAME, [], None, qsrc=CHAMPIONIFY)
    rec(BATTERY, [bm1, (U, bmq), bma], T_FULLYPORT, False, SAME, [], None, qsrc=CAPTURA)

    tw1 = (U, "Portable mode and settings location. I did not install program by exe installer, but just unpacked it via 7zip and ran. With process monitor I found out, that the program stores settings in %appdata%\\twinkle-tray\\. I really like programs with portable mode.")
    twq = "So it is almost already behave portable I suppose, but there should be an opportunity to change the default settings location and may be temp folder location."
    twa = (A, "I never got around to updating the wiki, but running `npm run portable` should build a portable version that uses relative files instead of files in %APPDATA%.")
    rec(TWINKLE, [tw1], twq, True, "pronoun", ["it"], "Twinkle Tray almost behaves as portable already, but there should be a way to change its default settings location and maybe its temp folder location.")
    # In their own thread, and still traps: how VS Code and OBS do it, each named in full.
    rec(TWINKLE, [tw1, (U, twq)], T_VSCODEPORT, False, SAME, [], None)
    rec(TWINKLE, [tw1, (U, twq), (U, T_VSCODEPORT)], T_OBSPORT, False, SAME, [], None)
    rec(TWINKLE, [tw1, (U, twq), twa], F_PORTSECOND, True, "ellipsis", [], "I second the request for a Windows portable build of Twinkle Tray.", qsrc=OMNYSSH)

    kn1 = (U, "Portable version - how to save settings.json file to Key-n-Stroke.exe folder? Is it possible to save `settings.json` file to folder, where `Key-n-Stroke.exe` is stored, so the app would be portable?")
    kna = (A, "Hi. Yes, I think that would be a very good addition.")
    kna2 = (A, "Hi. Yes, I think that would be a very good addition. How do other apps do differentiate between portable and non-portable mode? Auto detection of the settings file next to the executable? A program parameter? A special program version designed for portable mode?")
    knq = "For me, detection of the settings file next to the executable would be fine."
    knq2 = "App has many settings. I need to copy them from one PC to another, from one user to another."
    # In its own thread, and still a trap: a general how-to about other apps, asked by the maintainer.
    rec(KEYNSTROKE, [kn1, kna], T_HOWPORT, False, HOW, [], None)
    rec(KEYNSTROKE, [kn1, kna2], knq, True, "ellipsis", [], "For Key-n-Stroke's portable mode, detecting the settings file next to the executable would be fine.")
    rec(KEYNSTROKE, [kn1, kna2, (U, knq)], knq2, True, "ellipsis", [], "Key-n-Stroke has many settings, and I need to copy them from one PC to another and from one user to another.")
    rec(KEYNSTROKE, [kn1, kna2, (U, knq)], T_FULLYPORT, False, SAME, [], None, qsrc=CAPTURA)

    om1 = (U, "[Feature request] Portable version. Portable mode refers to settings/keys/etc to be saved as files in the same location as the executable.")
    rec(OMNYSSH, [om1], F_PORTSECOND, True, "ellipsis", [], "I second the request for a Windows portable version of omnyssh.")
    rec(OMNYSSH, [om1, (U, F_PORTSECOND)], T_TRULYPORT, False, SAME, [], None, qsrc=NETMGR)
    rec(OMNYSSH, [om1, (U, F_PORTSECOND)], T_GNOMESHOT, False, OTHER, [], None, qsrc=PYSCREENSHOT)
    rec(OMNYSSH, [om1], T_FULLYPORT, False, SAME, [], None, qsrc=CAPTURA)

    fr1 = (U, "Portable Mode for Windows")
    rec(FRESH, [fr1], F_PORTGREAT, True, "ellipsis", [], "It would be great for the fresh editor to have a portable version/mode where all settings and configuration are written to the same folder as the exe.")
    rec(FRESH, [fr1, (U, F_PORTGREAT)], T_SQUIRREL, False, SAME, [], None, qsrc=CHAMPIONIFY)
    rec(FRESH, [fr1, (U, F_PORTGREAT)], T_LIGFONT, False, OTHER, [], None, qsrc=MICRO)

    fs1 = (U, "Feature Request - True portable mode. The portable binary for Windows doesn't store user settings (FamiStudio.ini) in the same folder as the executable, which limits the use cases for the portable version (eg: you can't take your settings with you when using the program off of an USB drive).")
    fsq = "This could be handled by checking for a blank \"portable.txt\" file in the app's root folder, and if it's present, change the \"FamiStudio.ini\" location so it is stored alongside the executable."
    fsa = (A, "Not a bad suggestion. Ill make a note of that for the next version. Thanks!")
    rec(FAMISTUDIO, [fs1], fsq, True, "pronoun", ["This", "the app's"], "FamiStudio's true portable mode could check for a blank portable.txt file in its root folder and, if present, store FamiStudio.ini alongside the executable.")
    rec(FAMISTUDIO, [fs1, (U, fsq), fsa], T_OBSPORT, False, SAME, [], None, qsrc=TWINKLE)
    rec(FAMISTUDIO, [fs1, (U, fsq), fsa], F_UPDDISABLE, True, "ellipsis", [], "Please add an option to FamiStudio to disable its automatic update check.", qsrc=TCLOCK)
    rec(FAMISTUDIO, [fs1, (U, fsq), fsa], T_HOWPORT, False, HOW, [], None, qsrc=KEYNSTROKE)

    pc1 = (U, "Settings are getting saved to the program files folder. Should they not get written to the `%appdata%` folder?")
    pca = (A, "Settings are actually getting saved to the registry, not in any folder. Are you talking about the default save location when exporting settings perhaps?")
    pcq = "Oh. I see. I just saw the `PathCopyCopySettings` file in there and thought it was the settings themselves."
    pcq2 = "Just when I'm here, are there any plans to have a portable version of this?"
    rec(PATHCOPY, [pc1, pca], pcq, True, "pronoun", ["in there", "it"], "The PathCopyCopySettings file in Path Copy Copy's program folder is not its settings, which are in the registry.")
    rec(PATHCOPY, [pc1, pca, (U, pcq)], pcq2, True, "pronoun", ["this"], "Are there any plans to have a portable version of Path Copy Copy?")
    rec(PATHCOPY, [pc1, pca, (U, pcq)], T_MULTIPROFILE, False, SAME, [], None, qsrc=CHAMPIONIFY)
    rec(PATHCOPY, [pc1, pca, (U, pcq), (U, pcq2)], T_OBSPORT, False, SAME, [], None, qsrc=TWINKLE)

    hd1 = (U, "Make it portable. Hello, I really like this program it's awesome. But I'd love even more if the program could save all the data from %appdata% to a folder inside the folder where the program already is.")
    hda = (A, "In `optons > tracker > settings` disable `Save config in AppData` and `Save data in AppData`")
    hdq = "Thanks, I'm sorry for the trouble. I was trying that, but I probably didn't test it right."
    rec(HDT, [hd1, hda], hdq, True, "pronoun", ["that", "it"], "I had tried disabling Hearthstone Deck Tracker's 'Save config in AppData' and 'Save data in AppData' options, but probably didn't test it right.")
    rec(HDT, [hd1, hda, (U, hdq), (A, "Got it working now? :) No trouble!")], "Yes, thank you so much.", True, "ellipsis", [], "Yes, Hearthstone Deck Tracker now keeps its config and data in its own folder.")
    rec(HDT, [hd1, hda], T_TRULYPORT, False, SAME, [], None, qsrc=NETMGR)
    rec(HDT, [hd1], T_OBSPORT, False, SAME, [], None, qsrc=TWINKLE)

    wl1 = (U, "make app portable. add an option to save settings in WinLaunch Folder not %appdata%")
    wlq = "Normal way to implement this is to add a commandline option to specify datafolder."
    wlq2 = "Then usually someone over at portableapps.com makes a portable \"installer\" that uses above option to streamline all."
    rec(WINLAUNCH, [wl1], wlq, True, "pronoun", ["this"], "The normal way to make WinLaunch portable is a command-line option that specifies its data folder.")
    rec(WINLAUNCH, [wl1, (U, wlq)], wlq2, True, "pronoun", ["above option"], "Usually someone at portableapps.com then makes a portable installer for WinLaunch that uses its data-folder command-line option.")
    rec(WINLAUNCH, [wl1, (U, wlq)], T_EXPORTPORT, False, SAME, [], None, qsrc=CHAMPIONIFY)

    mm1 = (U, "Portable version should not use %APPDATA%. The portable version should not use the Windows %APPDATA% directory, because the program is then no longer so portable.")
    mma = (A, "Well I don't agree, but you can configure Markdown Monster to do what you want to do.")
    mmq = "Nonetheless, the program still creates and uses the %APPDATA% subdirectory!"
    rec(MDMONSTER, [mm1, mma], mmq, True, "pronoun", ["the program"], "Even configured as suggested, Markdown Monster still creates and uses its %APPDATA% subdirectory.")
    rec(MDMONSTER, [mm1, mma], T_FULLYPORT, False, SAME, [], None, qsrc=CAPTURA)
    rec(MDMONSTER, [mm1, mma, (U, mmq)], T_SQUIRREL, False, SAME, [], None, qsrc=CHAMPIONIFY)

    av1 = (A, "Portable version still uses AppData folder for saving settings")
    avq = "Portable version should use the programs own folder instead."
    rec(AVRDUDESS, [av1], avq, True, "ellipsis", [], "AVRDUDESS's portable version should save its settings in the program's own folder instead of AppData.")
    rec(AVRDUDESS, [av1, (A, avq)], T_TRULYPORT, False, SAME, [], None, qsrc=NETMGR)
    rec(AVRDUDESS, [av1, (A, avq)], T_OLED, False, OTHER, [], None, qsrc=LIMBO)
    rec(AVRDUDESS, [av1], T_VSCODEPORT, False, SAME, [], None, qsrc=TWINKLE)

    ca1 = (U, "PLASE store the settings into app path on portable version. if i lost my settings when moving to another pc or just put it into my usb stick, it's not portable at all!")
    caq = "now it stores into `%AppData%\\Captura`."
    cref = (A, "For reference: #376")
    cam = (A, "As you may see from #376, starting from the next release, Settings will be stored in the local app folder by default for portable builds.")
    cau = (U, "downloaded the portable version, read all the bug reports, created a \"Settings\" folder where captura.exe resides, still settings files are created here: C:\\Users\\%username%\\AppData\\Roaming\\Captura")
    caq3 = "How to make this software truly portable by writing nothing outside the \"Captura-Portable\" folder?"
    rec(CAPTURA, [ca1], caq, True, "pronoun", ["it"], "Captura's portable version currently stores its settings in %AppData%\\Captura.")
    # In its own thread, and still a trap: a general claim about portable tools.
    rec(CAPTURA, [ca1, (U, caq), cref], T_FULLYPORT, False, SAME, [], None)
    rec(CAPTURA, [ca1, (U, caq), cref, (A, T_FULLYPORT), cam, cau], caq3, True, "pronoun", ["this software"], "How can Captura be made truly portable, writing nothing outside its Captura-Portable folder?")
    rec(CAPTURA, [ca1, (U, caq)], T_HOWPORT, False, HOW, [], None, qsrc=KEYNSTROKE)

    pv1 = (U, "v1.8.5 - Settings portable version are stored in AppData\\Local\\Ruben2776\\PicView_Url_[xxx]\\[current version number]. I use the portable version of PicView, but the settings are stored in `AppData\\Local\\Ruben2776\\PicView_Url_bumtkfjopwgc21z54cosoujltxf5kvsr\\[current version number]`.")
    pvq = "Ans when I update the program with a new version, the stored settings are ignored and a new subfolder with the current version number is created instead."
    pvq2 = "Is it possible to save the settings portable?"
    pva = (A, "It is possible to change the settings to be portable and I'm looking into implementing it in a future release.")
    pva2 = (A, "@TheDutchJewel In version 2.2 and later, settings are now stored in a .json file in the PicView/config directory, making it portable.")
    rec(PICVIEW, [pv1], pvq, True, "pronoun", ["the program", "the stored settings"], "When the portable PicView is updated to a new version, its stored settings are ignored and a new AppData subfolder with the new version number is created.")
    rec(PICVIEW, [pv1, (U, pvq)], pvq2, True, "pronoun", ["it", "the settings"], "Is it possible for PicView to save its settings portably?")
    rec(PICVIEW, [pv1, (U, pvq), (U, pvq2)], T_SQUIRREL, False, SAME, [], None, qsrc=CHAMPIONIFY)
    rec(PICVIEW, [pv1, (U, pvq)], T_VSCODEPORT, False, SAME, [], None, qsrc=TWINKLE)
    rec(PICVIEW, [pv1, (U, pvq), (U, pvq2), pva, pva2], "Nice, thank you!", True, "ellipsis", [], "Thank you for storing PicView's settings in PicView/config to make it portable!")

    ch1 = (U, "[Portability] Settings saved to .exe directory. Self-explainatory, instead of saving to \"\\user\\current\\AppData\\Roaming\\Championify\", save to \"./\"")
    chq = "Is there a problem if, instead of %APPDATA%\\Roaming, settings are saved to \"./Settings\"?"
    # In their own thread, and still traps: a helper's two general claims about portability.
    rec(CHAMPIONIFY, [ch1], T_EXPORTPORT, False, SAME, [], None)
    rec(CHAMPIONIFY, [ch1, (A, T_EXPORTPORT)], T_MULTIPROFILE, False, SAME, [], None)
    rec(CHAMPIONIFY, [ch1, (A, T_EXPORTPORT + " " + T_MULTIPROFILE), (U, "I cannot understand your point clearly.")], chq, True, "ellipsis", [], "Is there a problem if Championify saves its settings to ./Settings instead of %APPDATA%\\Roaming?")
    rec(CHAMPIONIFY, [ch1, (A, T_EXPORTPORT + " " + T_MULTIPROFILE), (U, "I cannot understand your point clearly. " + chq)], T_SQUIRREL, False, SAME, [], None)

    nw1 = (U, "Portable Version. The portable version really saves configuration in 'Settings.xml' file in 'Settings' sub-folder inside program folder. But 'user.config' is saved in AppData:")
    nwq = "What about saving 'user.config' file next to 'Settings.xml' file in 'Settings' sub-folder?"
    nwa = (A, "There are a few settings saved in `%localappdata%`, but these are machine specific.")
    # In its own thread, and still a trap: a general claim about portable versions.
    rec(NETMGR, [nw1], T_TRULYPORT, False, SAME, [], None)
    rec(NETMGR, [nw1, (U, T_TRULYPORT)], nwq, True, "ellipsis", [], "Could NETworkManager's portable version save user.config next to Settings.xml in its Settings sub-folder?")
    rec(NETMGR, [nw1, (U, T_TRULYPORT + " " + nwq), nwa], T_VSCODEPORT, False, SAME, [], None, qsrc=TWINKLE)

    # ---- keeping the screen on ----
    aw1 = (U, "Prevent sleep mode. Hey, its there a way to add option to prevent display sleep mode?")
    awa = (A, "It should be possible to take the Wake Lock.")
    awq = "Actually it might just need the `FLAG_KEEP_SCREEN_ON` flag setting"
    rec(AWAL, [aw1, awa], awq, True, "pronoun", ["it"], "Preventing display sleep in AndroidWebAutoLaunch might just need the FLAG_KEEP_SCREEN_ON flag set.")
    rec(AWAL, [aw1, awa, (A, awq)], F_KEEPSLEEP, True, "ellipsis", [], "It would be a cool idea for AndroidWebAutoLaunch to let you set a time window during which it shouldn't enter sleep mode.")
    rec(AWAL, [aw1, awa, (A, awq)], T_OLED, False, SAME, [], None, qsrc=LIMBO)

    li1 = (U, "Option to acquire wakelock. It would be very useful to be able to acquire wakelock to prevent CPU from going sleep when the screen is off.")
    liq = "This is a much-needed alternative to keeping screen on via developer option, because keeping screen on with a static image for extended period can potentially cause screen burn-in on devices with OLED screen."
    rec(LIMBO, [li1], liq, True, "pronoun", ["This"], "Acquiring a wakelock in Limbo is a much-needed alternative to keeping the screen on via developer options, since a static image on an OLED screen can burn in.")
    rec(LIMBO, [li1], T_APPCHECK, False, SAME, [], None, qsrc=KEEPSCREENON)
    rec(LIMBO, [li1], F_KEEPHANDS, True, "ellipsis", [], "It would be useful for hands-free use to have an option for the screen to stay on while in Limbo.", qsrc=GETBACK)

    nh1 = (U, "Feature: wakelock. I'd like to use this app as a bedside clock...")
    nhq = "The next version will include an option to keep the screen on when the app is full-screen."
    nhq2 = "In the meantime you might try using the \"daydream\" (screensaver)."
    rec(NATURALHOUR, [nh1], nhq, True, "pronoun", ["The next version", "the app"], "The next version of Natural Hour will include an option to keep the screen on when it is full-screen.")
    rec(NATURALHOUR, [nh1, (A, nhq)], nhq2, True, "ellipsis", [], "Until Natural Hour can keep the screen on, try its daydream (screensaver) for a bedside clock.")
    rec(NATURALHOUR, [nh1, (A, nhq)], T_OLED, False, SAME, [], None, qsrc=LIMBO)

    js1 = (U, "Prevent Device from Sleeping")
    jsq = "How about adding WAKE_LOCK permission and keeping device screen from sleeping or dimming while the plugin is running?"
    rec(JUICESSH, [js1], jsq, True, "pronoun", ["the plugin"], "How about adding the WAKE_LOCK permission to the JuiceSSH performance monitor plugin to keep the screen from sleeping or dimming while it runs?")
    rec(JUICESSH, [js1, (U, jsq)], T_APPCHECK, False, SAME, [], None, qsrc=KEEPSCREENON)
    rec(JUICESSH, [js1, (U, jsq)], T_GNOMESLOW, False, OTHER, [], None, qsrc=PYSCREENSHOT)

    tc1 = (U, "Keep screen on. Hi, nice app! I have one feature request.")
    tca = (A, "Thanks for the suggestion, will look into it.")
    tcq = "I added an option in the settings which allows to keep the screen on. Note, that this is not enabled by default."
    rec(TOC2, [tc1], F_KEEPACTIVE, True, "ellipsis", [], "Could Toc2 keep the screen active while the app is in use?")
    rec(TOC2, [tc1, (U, F_KEEPACTIVE), tca], tcq, True, "ellipsis", [], "Toc2 now has a settings option to keep the screen on; it is not enabled by default.")
    rec(TOC2, [tc1, (U, F_KEEPACTIVE), tca], T_OLED, False, SAME, [], None, qsrc=LIMBO)

    wa1 = (A, "Keep screen on. Allow user to keep screen on while running the application.")
    waq = "This feature will be available in the next release."
    rec(WIFIANALYZER, [wa1], waq, True, "pronoun", ["This feature"], "Keeping the screen on while running WiFiAnalyzer will be available in its next release.")
    rec(WIFIANALYZER, [wa1], T_APPCHECK, False, SAME, [], None, qsrc=KEEPSCREENON)
    rec(WIFIANALYZER, [wa1], F_UPDMANUAL, True, "ellipsis", [], "Add a menu option to WiFiAnalyzer to manually check for updates.", qsrc=RUNEMGR)

    ed1 = (U, "Add toggle to keep screen on. Would it be possible to add an option in the settings to keep the screen on at all times?")
    edq = "I know it kills battery, but I think it's useful for a survey app."
    edm = (A, "A phone can be unlocked with a single button, and the app will still be at the front.")
    edq2 = "Not every phone is configured like that."
    edq3 = "FWIW, StreetComplete has such an option."
    rec(EVERYDOOR, [ed1], edq, True, "pronoun", ["it"], "Keeping the screen on in Every Door kills battery, but it is useful for a survey app.")
    rec(EVERYDOOR, [ed1, (U, edq), edm], edq2, True, "pronoun", ["like that"], "Not every phone is configured so that a single button unlocks it with Every Door still at the front.")
    rec(EVERYDOOR, [ed1, (U, edq), edm, (U, edq2)], edq3, True, "pronoun", ["such an option"], "StreetComplete has an option to keep the screen on, as requested for Every Door.")
    rec(EVERYDOOR, [ed1, (U, edq)], T_GNOMESLOW, False, OTHER, [], None, qsrc=PYSCREENSHOT)

    gb1 = (U, "keep screen on while in app")
    rec(GETBACK, [gb1], F_KEEPHANDS, True, "ellipsis", [], "It would be useful for hands-free use to have an option for the screen to stay on while in Getback GPS.")
    rec(GETBACK, [gb1, (U, F_KEEPHANDS)], "P.S. Thanks for the awesome app! :-)", True, "pronoun", ["the awesome app"], "Thanks for the awesome Getback GPS app!")
    rec(GETBACK, [gb1, (U, F_KEEPHANDS)], T_LIGHTDM, False, OTHER, [], None, qsrc=SHOTS33)

    cg1 = (U, "Keep Screen On While App Open. Hi, wondering what your thoughts are on keeping the device's screen from turning off while the app is active (i.e. without forcing the user to edit the global device display settings).")
    cgq = "From reading this doc, it seems like it should be doable by editing an XML layout file."
    cgq2 = "If this sounds like a feature you'd like to add, would you like me to try to test it locally and submit a PR?"
    rec(CCGT, [cg1], cgq, True, "pronoun", ["this doc", "it"], "Keeping the screen on while ccgt is active seems doable by editing an XML layout file, going by Android's wake-lock documentation.")
    rec(CCGT, [cg1, (U, cgq)], cgq2, True, "pronoun", ["this", "it"], "Would the ccgt maintainer like me to test a keep-screen-on option locally and submit a PR?")
    rec(CCGT, [cg1, (U, cgq + " " + cgq2)], T_ENCHANT, False, OTHER, [], None, qsrc=DIALECT)

    ks1 = (U, "Keep Screen On whenever an app is in foreground. I would like to request a feature: Could it be possible to keep the screen on whenever an app is foreground?")
    ksq = "This would be a fairly significant privacy concern."
    ksq2 = "Therefore, I don't think the feature can be implemented."
    # In its own thread, and still a trap: a general claim about Android apps (trimmed after "I have checked the documentation and").
    rec(KEEPSCREENON, [ks1], T_APPCHECK, False, SAME, [], None)
    rec(KEEPSCREENON, [ks1, (A, T_APPCHECK)], ksq, True, "pronoun", ["This"], "An Android app checking whether another app is running would be a fairly significant privacy concern.")
    rec(KEEPSCREENON, [ks1, (A, T_APPCHECK + " " + ksq)], ksq2, True, "pronoun", ["the feature"], "KeepScreenOn cannot keep the screen on whenever a chosen app is in the foreground.")

    gp1 = (A, "Add option to keep the screen on during app execution. Feature requested by a user:")
    gpq = "Favourite since day one    neet update but i still miss keep screen awake when in app / obtaining fix in options or ticker :-)"
    rec(GPSTEST, [gp1], gpq, True, "ellipsis", [], "GPSTest has been a favourite since day one, but I still miss an option to keep the screen awake in the app while obtaining a fix.")
    rec(GPSTEST, [gp1], T_XWAYLAND, False, OTHER, [], None, qsrc=SCREENCLOUD)
    rec(GPSTEST, [gp1], F_KEEPSLEEP, True, "ellipsis", [], "It would be a cool idea for GPSTest to let you set a time window during which it shouldn't enter sleep mode.", qsrc=AWAL)

    op1 = (U, "Add keep screen on to opsu!. Not really bug but more of a feature request:")
    opq = "Allow screen on as long the app is running."
    opq2 = "Without this, watching autoplay will require me to keep the screen awake"
    opa = (A, "Hopefully this works on the lastest version.")
    rec(OPSU, [op1], opq, True, "ellipsis", [], "opsu! should keep the screen on as long as the app is running.")
    rec(OPSU, [op1, (U, opq)], opq2, True, "pronoun", ["this"], "Without a keep-screen-on option in opsu!, watching autoplay requires me to keep the screen awake myself.")
    rec(OPSU, [op1, (U, opq + " " + opq2), opa], "Yeah its fixed \\:D/", True, "pronoun", ["its"], "Yes, opsu! keeping the screen on is fixed in the latest version.")

    # ---- font ligatures ----
    mi1 = (U, "Support for font's with ligatures. Ligature support for fonts such as FiraCode or Hasklig")
    miq = "Is this not down to the terminal emulator itself, as opposed to micro?"
    miq2 = "Well the editor would need to display the respective characters @jackwilsdon"
    miq3 = "I just changed my terminal font to Fira Code and it worked out of the box."
    miq5 = "I use st as my terminal and dwm as my window manager, is there a way I could get ligatures to work?"
    rec(MICRO, [mi1], miq, True, "pronoun", ["this"], "Isn't ligature support for fonts like FiraCode down to the terminal emulator rather than the micro editor?")
    rec(MICRO, [mi1, (A, miq)], miq2, True, "pronoun", ["the editor", "the respective characters"], "The micro editor would need to display the ligature characters of fonts like FiraCode.")
    # In their own thread, and still traps: a general claim about ligatures, a general question, and a complete question naming st and dwm.
    rec(MICRO, [mi1, (A, miq), (U, miq2)], T_LIGFONT, False, SAME, [], None)
    rec(MICRO, [mi1, (A, miq), (U, miq2), (A, T_LIGFONT)], miq3, True, "pronoun", ["it"], "After I changed my terminal font to Fira Code, ligatures in micro worked out of the box.")
    rec(MICRO, [mi1, (A, miq), (U, miq2), (A, T_LIGFONT + " " + miq3)], T_LIGENGINES, False, SAME, [], None)
    rec(MICRO, [mi1, (A, miq), (U, miq2), (A, T_LIGFONT + " " + miq3), (U, T_LIGENGINES)], miq5, False, SAME, [], None)

    fl1 = (U, "Font Ligature Support")
    flq = "Having an option for FT to use Font Ligatures would be amazing, or optionally allow a theme to use ligatures."
    fla = (A, "Duplicate of #72")
    # In their own thread, and still traps: a claim naming VS Code, and a request naming FT (FluentTerminal).
    rec(FLUENT, [fl1], T_LIGVSCODE, False, SAME, [], None)
    rec(FLUENT, [fl1, (U, T_LIGVSCODE)], flq, False, SAME, [], None)
    rec(FLUENT, [fl1, (U, T_LIGVSCODE + " " + flq), fla], F_ANYUPDATES, True, "ellipsis", [], "Are there any updates on font ligature support in FluentTerminal?", qsrc=SCREENCLOUD)
    rec(FLUENT, [fl1, (U, T_LIGVSCODE + " " + flq), fla], T_LIGFONT, False, SAME, [], None, qsrc=MICRO)

    sl1 = (U, "[Font Ligatures support added] Added Option (eoShowLigatures) that allows ExtTextOut to use font's ligatures")
    slq = "I just tested only on Windows using ExtTextOutW, hopefully it can be integrated and/or modified for better usability like disabling it for selected areas, on caret line, etc."
    # In its own thread, and still a trap: a general claim about code editors (trimmed after "I don't know if this is something you would like, but").
    rec(SYNEDITLIG, [sl1], T_LIGEDITORS, False, SAME, [], None)
    rec(SYNEDITLIG, [sl1, (U, T_LIGEDITORS)], slq, True, "pronoun", ["it"], "SynEdit's eoShowLigatures option was tested only on Windows with ExtTextOutW; hopefully it can be integrated or changed, e.g. disabled for selected areas or on the caret line.")
    rec(SYNEDITLIG, [sl1, (U, T_LIGEDITORS + " " + slq), (A, "Thanks!")], T_LIGENGINES, False, SAME, [], None, qsrc=MICRO)
    rec(SYNEDITLIG, [sl1, (U, T_LIGEDITORS + " " + slq), (A, "Thanks!")], T_LIGFONT, False, SAME, [], None, qsrc=MICRO)

    # ---- screenshots under Wayland ----
    cl1 = (U, "All screenshots are black on GNOME 3.22. All screenshots I make are black screens, totally unusable. Seems like it is related to GNOME using wayland by default since 3.22.")
    cla = (A, "Are you using Wayland?")
    clq = "I do. I guess regular X apps go through XWayland, can be because of XWayland bug.. not sure."
    clq3 = "Anyway i am more interested in getting Screencloud working on Wayland. Are there any plans?"
    rec(SCREENCLOUD, [cl1, cla], clq, True, "ellipsis", [], "I am using Wayland; ScreenCloud's black screenshots may come from an XWayland bug, since regular X apps go through XWayland.")
    rec(SCREENCLOUD, [cl1, cla, (U, clq)], F_ANYUPDATES, True, "ellipsis", [], "Are there any updates on ScreenCloud taking black screenshots under Wayland?")
    # In its own thread, and still a trap: names Screencloud and Wayland; "Are there any plans?" points inside the message.
    rec(SCREENCLOUD, [cl1, cla, (U, clq), (U, F_ANYUPDATES), (U, "@lamehost I believe guy from blog post just switched back to Xorg"), (U, "@NighTurs thanks. For the records: it works.")], clq3, False, SAME, [], None)
    rec(SCREENCLOUD, [cl1, cla], T_WAYSECURE, False, SAME, [], None, qsrc=PYSCREENSHOT)
    rec(SCREENCLOUD, [cl1, cla, (U, clq)], T_LIGHTDM, False, SAME, [], None, qsrc=SHOTS33)

    et1 = (A, "Issue With Wayland. @tnagorra is there any way we can get screenshot in wayland mode? It seems we don't quite get actie window.")
    etq = "Yes, it's a well known issue. I don't think Gdk has the same api for wayland"
    rec(SCREENEAT, [et1], etq, True, "pronoun", ["it"], "ScreenEat not getting the active window under Wayland is a well-known issue; Gdk doesn't have the same API on Wayland.")
    rec(SCREENEAT, [et1, (A, etq)], T_GNOMESHOT, False, SAME, [], None, qsrc=PYSCREENSHOT)
    rec(SCREENEAT, [et1, (A, etq)], T_LIGHTDM, False, SAME, [], None, qsrc=SHOTS33)

    s31 = (U, "Not working using Gnome and Wayland. Run a Linux Gnome desktop using Wayland instead of X. Just get a black screeen")
    s3q = "FWIW I think this is a Wayland problem rather than a --shots issue, but logging it here just in case others are wondering...."
    s3a = (A, "@CHBMB thank you for your investigation!")
    s3u = (U, "I've tried a fresh reinstall of my OS using LightDM and that works so even more sure now the issue is Wayland.")
    s3q3 = "So with the move towards Wayland as the desktop protocol on Linux, will --shots work in the future?"
    s3q4 = "Or has this been closed as you don't intend to support Wayland?"
    s3q5 = "Are you going to support Wayland which soon is becoming the replacement for Xorg?"
    rec(SHOTS33, [s31], s3q, True, "pronoun", ["this", "it"], "I think --shots' black screenshots on GNOME under Wayland are a Wayland problem rather than a --shots issue.")
    # In their own thread, and still traps: a claim about LightDM and GDM, and a question naming --shots and Wayland.
    rec(SHOTS33, [s31, (U, s3q)], T_LIGHTDM, False, SAME, [], None)
    rec(SHOTS33, [s31, (U, s3q + " " + T_LIGHTDM), s3a, s3u], s3q3, False, SAME, [], None)
    rec(SHOTS33, [s31, (U, s3q + " " + T_LIGHTDM), s3a, s3u, (U, s3q3)], s3q4, True, "pronoun", ["this", "you"], "Has the --shots Wayland issue been closed because --shots doesn't intend to support Wayland?")
    rec(SHOTS33, [s31, (U, s3q + " " + T_LIGHTDM), s3a, s3u, (U, s3q3 + " " + s3q4)], s3q5, True, "pronoun", ["you"], "Is --shots going to support Wayland, which is becoming the replacement for Xorg?")

    s81 = (U, "black image on Wayland. Unable to use --shots on  Wayland")
    rec(SHOTS38, [s81], "Sorry, repeated issue", True, "ellipsis", [], "Sorry, the --shots black-image-on-Wayland issue is a duplicate.")
    rec(SHOTS38, [s81], F_WAYSAME, True, "ellipsis", [], "I got the same black image from --shots on Wayland; it works when I switch to Xorg.", qsrc=VOVA)
    rec(SHOTS38, [s81], T_XWAYLAND, False, SAME, [], None, qsrc=SCREENCLOUD)
    rec(SHOTS38, [s81], T_GNOMESHOT, False, SAME, [], None, qsrc=PYSCREENSHOT)

    vv1 = (U, "Capture failes on Ubuntu 21.04 (which has Wayland per default). This is the error that is returned: `BadMatch {NiceName: Match, Sequence: 1, BadValue: 569, MinorOpcode: 0, MajorOpcode: 73}`")
    vvq = "Worked with Xephyr display on Wayland"
    vvq3 = "Same here. Also failing on Fedora 37.."
    rec(VOVA, [vv1], F_WAYSAME, True, "ellipsis", [], "I got the same BadMatch error from vova616/screenshot on Wayland; it works when I switch to Xorg.")
    rec(VOVA, [vv1, (U, F_WAYSAME)], vvq, True, "ellipsis", [], "vova616/screenshot capture worked with a Xephyr display on Wayland.")
    rec(VOVA, [vv1, (U, F_WAYSAME), (U, vvq)], vvq3, True, "ellipsis", [], "vova616/screenshot capture also fails on Fedora 37 under Wayland.")
    rec(VOVA, [vv1, (U, F_WAYSAME), (U, vvq)], T_WAYSECURE, False, SAME, [], None, qsrc=PYSCREENSHOT)
    rec(VOVA, [vv1], T_GNOMESLOW, False, SAME, [], None, qsrc=PYSCREENSHOT)

    dp1 = (U, "Wayland compatibility issue: screen turns black when taking screenshot. Something really unusual happens when I start Deepin. It blacks out the screen on which I invoked it. My secondary screen remains in a normal state. The screen clears up when I exit the screenshot tool.")
    rec(DEEPIN, [dp1], F_WAYSAME, True, "ellipsis", [], "deepin-screenshot also blacks out my screen on Wayland; it works when I switch to Xorg.", qsrc=VOVA)
    rec(DEEPIN, [dp1], T_GNOMESHOT, False, SAME, [], None, qsrc=PYSCREENSHOT)
    rec(DEEPIN, [dp1], T_XWAYLAND, False, SAME, [], None, qsrc=SCREENCLOUD)
    rec(DEEPIN, [dp1], T_WAYSECURE, False, SAME, [], None, qsrc=PYSCREENSHOT)

    py1 = (U, "Plugin for gnome-screenshots (supports Wayland). I've created plugin that wraps gnome-screenshot tool.")
    # In their own thread, and still traps: each names gnome-screenshot or Wayland and states a fact about it.
    rec(PYSCREENSHOT, [py1], T_GNOMESHOT, False, SAME, [], None)
    rec(PYSCREENSHOT, [py1, (U, T_GNOMESHOT)], T_WAYSECURE, False, SAME, [], None)
    rec(PYSCREENSHOT, [py1, (U, T_GNOMESHOT + " " + T_WAYSECURE)], T_GNOMESLOW, False, SAME, [], None)

    # ---- automatic update checks ----
    tk1 = (U, "Option to disable automatic update check")
    tka = (A, "you can already do so when an update was found.. or simply create the setting manually as described in other issues.")
    rec(TCLOCK, [tk1], F_UPDDISABLE, True, "ellipsis", [], "Please add an option to T-Clock to disable its automatic update check.")
    rec(TCLOCK, [tk1, (U, F_UPDDISABLE), tka], T_FORCEUPD, False, SAME, [], None, qsrc=FXSOUND)
    rec(TCLOCK, [tk1, (U, F_UPDDISABLE), tka], F_UPDMANUAL, True, "ellipsis", [], "Add a menu option to T-Clock to manually check for updates.", qsrc=RUNEMGR)

    lp1 = (U, "feat: Add configuration for disabling automatic update check and add a a button for manual checks. Added an option to disable the automatic check for updates when the application starts.")
    lpq = "For some users (such as myself), this removes (what I would consider) unnecessary network traffic."
    lpq2 = "I haven't tested this, but it could also technically provide a slight improvement in the startup time when disabled, as this check was done prior to displaying the UI."
    rec(LAMPRAY, [lp1], lpq, True, "pronoun", ["this"], "For some users, disabling Lampray's automatic update check removes unnecessary network traffic.")
    rec(LAMPRAY, [lp1, (U, lpq)], lpq2, True, "pronoun", ["this", "it", "this check"], "Disabling Lampray's update check could slightly improve its startup time, since the check ran before the UI was displayed.")
    rec(LAMPRAY, [lp1, (U, lpq)], T_FORCEUPD, False, SAME, [], None, qsrc=FXSOUND)

    fc1 = (U, "[Feature Request] Option to disable checking for new updates on startup")
    fca = (A, "You can, kinda.")
    fcq = "If you want to stay at a specific version, when the update popup shows up, there is a checkbox at the bottom."
    rec(FANCTL1395, [fc1], F_UPDSTARTUP, True, "pronoun", ["the application"], "Would it be possible for Fan Control to include an option to disable checking for new updates when it starts with Windows?")
    rec(FANCTL1395, [fc1, (U, F_UPDSTARTUP), fca], fcq, True, "ellipsis", [], "To stay on a specific Fan Control version, tick the checkbox at the bottom of its update popup.")

    fd1 = (U, "[Feature Request] Option to disable automatic update check on startup. I am aware of the previous similar request in which you stated: \"You can, kinda.\"")
    fdq = "The problem is in corporate/institutional/etc environments where the app is behind a firewall which blocks its outgoing connections."
    fda = (A, "There's a setting now to disable automatic updates. Youc an close this issue. Cheers!")
    fdq2 = "@Rem0o So, the problem described in the OP persists???"
    rec(FANCTL1816, [fd1], fdq, True, "pronoun", ["The problem", "the app"], "Fan Control's update popup checkbox does not help in corporate or institutional environments where the app sits behind a firewall that blocks its outgoing connections.")
    rec(FANCTL1816, [fd1, (U, fdq), fda], fdq2, True, "pronoun", ["the problem described in the OP"], "Does Fan Control, behind a firewall that blocks its update check, still keep filling its log with errors despite the new setting?")
    rec(FANCTL1816, [fd1, (U, fdq)], T_FORCEUPD, False, SAME, [], None, qsrc=FXSOUND)

    rm1 = (A, "Option to disable automatic update checking. Some people may not care, not matter how non-intrusive it is.")
    rmq = "Add an option to disable checking for new versions on startup, store in a config file."
    rec(RUNEMGR, [rm1], rmq, True, "ellipsis", [], "Add an option to RuneManager to disable checking for new versions on startup, stored in a config file.")
    rec(RUNEMGR, [rm1, (A, rmq)], F_UPDMANUAL, True, "ellipsis", [], "Add a menu option to RuneManager to manually check for updates.")
    rec(RUNEMGR, [rm1, (A, rmq + " " + F_UPDMANUAL)], "Finally done. File > Options > Disable update check", True, "ellipsis", [], "RuneManager's update check can now be disabled under File > Options > Disable update check.")

    mf1 = (U, "Option to disable automatic update dialog on program startup. Being asked to update every time the program is launched (especially if the user wants to remain on their current version) is annoying.")
    mfq = "The user should have the option to enable or disable automatic update checks."
    mfq2 = "A \"do not ask me again\" check box if the user declines the update."
    rec(MOBIFLIGHT, [mf1], mfq, True, "ellipsis", [], "MobiFlight Connector's users should have the option to enable or disable automatic update checks.")
    rec(MOBIFLIGHT, [mf1, (U, mfq)], mfq2, True, "ellipsis", [], "An alternative for MobiFlight Connector: a 'do not ask me again' checkbox when the user declines the update.")
    rec(MOBIFLIGHT, [mf1, (U, mfq)], T_SQUIRREL, False, SAME, [], None, qsrc=CHAMPIONIFY)

    cs1 = (U, "Option to disable version checker on startup. Since I read changelogs and update all of my software manually, I always disable automatic update checks on startup.")
    csa = "Hello alexitx, I'll try making this check optional, thanks for reaching this out."
    rec(CS2, [cs1], csa, True, "pronoun", ["this check"], "The cs2-server-picker maintainer will try making its startup version check optional.")
    rec(CS2, [cs1, (A, csa)], "Should be released in a moment", True, "ellipsis", [], "The optional version check in cs2-server-picker should be released in a moment.")
    rec(CS2, [cs1, (A, csa), (A, "Should be released in a moment"), (A, "Released on v2.2.1 Have fun!")], F_UPDMANUAL, True, "ellipsis", [], "Add a menu option to cs2-server-picker to manually check for updates.", qsrc=RUNEMGR)

    fx1 = (U, "Options for start with windows and auto update check. Can you add options to enable or disable in settings, start with windows, auto or manual update checks")
    fxq = "We can already enable or disable them other ways but I think it would be better if you give users options in app."
    fxa = "Automatic update is done through Task Scheduler."
    rec(FXSOUND, [fx1], fxq, True, "pronoun", ["them"], "FxSound's start-with-Windows and update checks can already be toggled in other ways, but options in the app would be better.")
    # In its own thread, and still a trap: a general claim (trimmed after "agreed,").
    rec(FXSOUND, [fx1, (U, fxq)], T_FORCEUPD, False, SAME, [], None)
    rec(FXSOUND, [fx1, (U, fxq), (U, T_FORCEUPD)], fxa, True, "ellipsis", [], "FxSound's automatic update is done through Task Scheduler.")

    mc1 = (U, "program checks for update even if option is unchecked. the 'Check for updates automatically' is unchecked, yet program does check and report an update is available.")
    mcq = "the 'Check for updates automatically' option is located on the Check for updates dialog; this is NOT user friendly."
    mcq2 = "In order to turn it OFF, you have to first check for an update in order to get the dialog to pop up."
    mcq3 = "The option should be on the PReferences window."
    rec(MACSFAN, [mc1], mcq, True, "ellipsis", [], "Macs Fan Control's 'Check for updates automatically' option is on the Check for updates dialog, which is not user friendly.")
    rec(MACSFAN, [mc1, (U, mcq)], mcq2, True, "pronoun", ["it", "the dialog"], "To turn off Macs Fan Control's automatic update check you first have to check for an update to get its dialog.")
    rec(MACSFAN, [mc1, (U, mcq + " " + mcq2)], mcq3, True, "pronoun", ["The option"], "Macs Fan Control's 'Check for updates automatically' option should be in its Preferences window.")
    rec(MACSFAN, [mc1, (U, mcq)], T_MULTIPROFILE, False, OTHER, [], None, qsrc=CHAMPIONIFY)

    ax1 = (U, "Add the ability to disable automatic check for updates")
    rec(AXELCHAT, [ax1], F_UPDMANUAL, True, "ellipsis", [], "Add a menu option to AxelChat to manually check for updates.", qsrc=RUNEMGR)
    rec(AXELCHAT, [ax1], T_EXPORTPORT, False, OTHER, [], None, qsrc=CHAMPIONIFY)
    rec(AXELCHAT, [ax1], F_UPDSTARTUP, True, "pronoun", ["the application"], "Would it be possible for AxelChat to include an option to disable checking for new updates when it starts with Windows?", qsrc=FANCTL1395)

    # ---- undo for deletions ----
    he1 = (A, "Undo action for deleted items")
    rec(HEADI, [he1], F_UNDODEL, True, "ellipsis", [], "An undo action for deleted items in Headi would be nice.")
    rec(HEADI, [he1, (A, F_UNDODEL)], T_LIGENGINES, False, OTHER, [], None, qsrc=MICRO)

    sm1 = (U, "Feature Request: Add option to undo after deleting. Other actions such as rotating or moving buildings give you an option to undo them, but deleting does not give you such an option")
    smq = "PS: i just lost about an hour of work because i could not undo an accidental deletion of 7000+ items :)"
    sma = "Cannot make any promises on that one as undo are very complicated, and you also need to keep all objects and connection in memory."
    rec(SCMAP, [sm1], smq, True, "ellipsis", [], "I lost about an hour of work in the Satisfactory interactive map because I could not undo an accidental deletion of 7000+ items.")
    rec(SCMAP, [sm1, (U, smq)], sma, True, "pronoun", ["that one"], "Undo after deleting in the Satisfactory interactive map cannot be promised: undo is very complicated and needs all objects and connections kept in memory.")
    rec(SCMAP, [sm1, (U, smq)], F_UNDOREDO, True, "ellipsis", [], "The Satisfactory interactive map needs a suitable undo and redo feature.", qsrc=DAVECAD)

    cr1 = (U, "Feature request/idea: Allow undo of deletion of saved requests. It should be possible to undo deletion of saved requests.")
    crq = "I just deleted most of my saved requests because the focus was in the wrong place and I hit backspace a couple of times, and right now it's not possible to get them back."
    crq2 = "It's no big deal but it would be nice if such an action wasn't fatally destructive in that way."
    rec(COCOAREST, [cr1], crq, True, "pronoun", ["them"], "I deleted most of my saved requests in CocoaRestClient by hitting backspace with the focus in the wrong place, and they cannot be recovered.")
    rec(COCOAREST, [cr1, (U, crq)], crq2, True, "pronoun", ["such an action", "in that way"], "It would be nice if deleting saved requests in CocoaRestClient weren't fatally destructive.")
    rec(COCOAREST, [cr1, (U, crq)], T_HOWPORT, False, OTHER, [], None, qsrc=KEYNSTROKE)

    en1 = (U, "Undo Feature. Currently, the Undo button will undo an add or change, but not a delete.")
    enq = "It would be nice to enable the Undo button to undo deletes as well, just returning the map to its previous state."
    rec(ENCOUNTER, [en1], enq, True, "pronoun", ["the Undo button"], "It would be nice if EncounterPlus's Undo button also undid deletes, returning the map to its previous state.")
    rec(ENCOUNTER, [en1, (U, enq), (A, "done")], "My hero!", True, "ellipsis", [], "Thanks for making EncounterPlus's Undo button undo deletes!")
    rec(ENCOUNTER, [en1, (U, enq)], T_HOWPORT, False, OTHER, [], None, qsrc=KEYNSTROKE)

    rb1 = (U, "Add undelete (undo) command. Add Undo command to Edit menu to allow undelete of items")
    rec(RSSBANDIT, [rb1], F_UNDODEL, True, "ellipsis", [], "An undo action for deleted items in RSS Bandit would be nice.", qsrc=HEADI)
    rec(RSSBANDIT, [rb1], T_EXPORTPORT, False, OTHER, [], None, qsrc=CHAMPIONIFY)

    dc1 = (A, "Undo and redo")
    rec(DAVECAD, [dc1], F_UNDOREDO, True, "ellipsis", [], "DaveCAD needs a suitable undo and redo feature.")
    rec(DAVECAD, [dc1, (A, F_UNDOREDO)], T_MULTIPROFILE, False, OTHER, [], None, qsrc=CHAMPIONIFY)

    cf1 = (A, "[Feature] Undo/Redo Support. Add undo/redo support for destructive actions.")
    cfq = "Destructive actions (delete project, reject review, cancel task) are irreversible."
    rec(CREEDFLOW, [cf1], cfq, True, "ellipsis", [], "In CreedFlow, destructive actions (delete project, reject review, cancel task) are irreversible.")
    rec(CREEDFLOW, [cf1, (A, cfq)], F_UNDODEL, True, "ellipsis", [], "An undo action for deleted items in CreedFlow would be nice.", qsrc=HEADI)
    rec(CREEDFLOW, [cf1, (A, cfq)], T_TRULYPORT, False, OTHER, [], None, qsrc=NETMGR)
