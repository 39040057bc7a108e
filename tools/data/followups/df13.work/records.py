"""df13 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Fitting data aimed at the detector's studied misses of the eighth pass: feature wishes and bug
reports asked inside a thread with the project left unsaid; follow-ups by ellipsis after histories
of user turns only or maintainer turns only ("Same for me.", "Same issue with macOS 12.7 ...");
issue-opening-style posts that are follow-ups inside their thread, and the same shape naming its
own product lent to another thread of the area, where it stands alone; definitional statements and
questions about a named technology inside a same-area thread. See `df13.decisions.md`."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- casting to Chromecast ----
UNWATCHED = GH + "fer0n/Unwatched/issues/156"
IINA = GH + "iina/iina/issues/1023"
TERRARIUM = GH + "NitroXenon/Terrarium-Public/issues/2"
NODECAST = GH + "technomancer702/nodecast-tv/issues/38"
WATCHED = GH + "watchedcom/watched-js/issues/41"
AVIEW = GH + "aviewdevs/aview/issues/8"
HEADSET = GH + "headsetapp/headset-electron/issues/19"
PHONOGRAPH = GH + "kabouzeid/phonograph-issue-tracker/issues/167"
STREAMUS = GH + "MeoMix/StreamusChromeExtension/issues/106"
STREAMY159 = GH + "streamyfin/streamyfin/issues/159"
STREAMY344 = GH + "streamyfin/streamyfin/issues/344"
TEMPO = GH + "CappielloAntonio/tempo/issues/300"
RETRO = GH + "RetroMusicPlayer/RetroMusicPlayer/issues/1740"
POPCORN = GH + "popcorn-official/popcorn-android/issues/167"
BUTTER = GH + "butterproject/butter-android/issues/82"
MACSTROP = GH + "RJVB/macstrop/issues/63"
CLIFLIX = GH + "fabiospampinato/cliflix/issues/12"
HYPERION = GH + "abrenoch/hyperion-android-grabber/issues/162"
STREMIO = GH + "Stremio/stremio-bugs/issues/967"
# ---- Vim key bindings ----
TERMSCP = GH + "veeso/termscp/issues/192"
CODEEDIT = GH + "CodeEditApp/CodeEdit/issues/1599"
EMUDEVZ = GH + "afska/emudevz/issues/21"
UNION = GH + "socketsupply/unionstudio.app/issues/18"
HASKELLDO = GH + "theam/haskell-do/issues/38"
SETZER = GH + "cvfosammmm/Setzer/issues/168"
MINDFORGER = GH + "dvorka/mindforger/issues/1410"
OCTO = GH + "davidmyersdev/octo/issues/60"
OBSJUP = GH + "MaelImhof/obsidian-jupyter/issues/75"
JVB = GH + "lambdalisue/jupyter-vim-binding/issues/16"
VSCJUP = GH + "microsoft/vscode-jupyter/issues/7004"
VSCODEVIM = GH + "VSCodeVim/Vim/issues/4156"
# ---- dark mode ----
TYPEDOC = GH + "google/typedoc-neo-theme/issues/76"
MDN = GH + "mdn/sprints/issues/1236"
JETTHEME = GH + "jettheme/core/issues/19"
MEDIATOR = GH + "dirkfabisch/mediator/issues/91"
TYPE = GH + "ahmadajmi/type/issues/9"
FETCHIT = GH + "tharunbirla/FetchIt/issues/14"
MYNOTE = GH + "terrylinooo/mynote/issues/34"
RABBY = GH + "RabbyHub/Rabby/issues/581"
OPENWRT = GH + "hagaygo/OpenWrtManager/issues/7"
BOOKMARKS = GH + "cadeyrn/bookmarks-organizer/issues/206"
# ---- Flatpak and Flathub ----
OHMYGIT = GH + "git-learning-game/oh-my-git/issues/197"
LINCITY = GH + "lincity-ng/lincity-ng/issues/33"
FILECMD = GH + "VioletGiraffe/file-commander/issues/287"
WIRE = GH + "wireapp/wire-desktop/issues/424"
ESPANSO = GH + "espanso/espanso/issues/386"
GUFW = GH + "costales/gufw/issues/18"
PHOTINI = GH + "jim-easterbrook/Photini/issues/345"
SIOYEK = GH + "ahrm/sioyek/issues/163"
OPENTV = GH + "Fredolx/open-tv/issues/22"
SUNFLOWER = GH + "MeanEYE/Sunflower/issues/521"
REVPDF = GH + "Pawandeep-prog/revpdf-release/issues/31"
# ---- broken after a macOS update ----
GLANCE = GH + "jonnyoo/glance/issues/36"
CURSOR = GH + "cursor/cursor/issues/427"
LATEST269 = GH + "mangerlahn/Latest/issues/269"
LATEST248 = GH + "mangerlahn/Latest/issues/248"
FINDERSB = GH + "robperc/FinderSidebarEditor/issues/12"
EQMAC = GH + "bitgapp/eqMac/issues/356"
SIDECAR = GH + "Ocasio-J/SidecarLauncher/issues/9"
IAVRO = GH + "torifat/iAvro/issues/20"
QUICKREC = GH + "lihaoyun6/QuickRecorder/issues/295"
# ---- broken Windows builds ----
TSMUXER = GH + "justdan96/tsMuxer/issues/335"
LETOS4684 = GH + "pawelsalawa/letos/issues/4684"
LETOS4743 = GH + "pawelsalawa/letos/issues/4743"
WINJUMP = GH + "widavies/WinJump/issues/43"
SNEED = GH + "Sneeds-Feed-and-Seed/sneedacity/issues/258"
GITWIN = GH + "git-for-windows/git/issues/627"
GITEXT = GH + "gitextensions/gitextensions/pull/3317"
KONA = GH + "kevinlawler/kona/issues/607"
# ---- cannot log in ----
NSUPDATE = GH + "nsupdate-info/nsupdate.info/issues/320"
STAYTUS = GH + "adamcooke/staytus/issues/409"
FREEDOMAIN = GH + "DigitalPlatDev/FreeDomain-Issues/issues/30"
LIBRARIKA = GH + "Librarika/Issues/issues/125"
VALKYRIES = GH + "DavePearcey/ValkyriesFall-Public/issues/63"
SHINE = GH + "ukwa/shine/issues/46"

# Threads that only lend a question: the rest of each is no exchange, or one the part's rows already cover.
QUESTION_ONLY: tuple[str, ...] = (MACSTROP, HEADSET, STREAMY344, OCTO, MYNOTE, GUFW, IAVRO, GITWIN, KONA, STAYTUS, VALKYRIES)

# ---- the bank: real questions from df13 threads, placed after another df13 thread of the same area ----
# Name their subject (traps wherever they go):
T_HEADSET = "Please add chromecast support. Terrific job with headset, So lets it go further with Chromecast support."
T_VLC = "Cannot use Chromecast with VLC"
T_STREAMY = "I've just started using Streamyfin and connected to my local Jellyfin server, but I don't seem to be able to start casting to a Chromecast -- the Cast button in the top-right does nothing (I'd expect the next step to be selecting the target device)."
T_MINDFORGER = "Hey, I'd like to give mindforger a try, however Vim keybindings are really important to my writing. I was excited to see there are vim keybindings for the editor, however after turning them on in the settings, they don't work"
T_OBSIDIAN = "Obsidian offers the `Vim key bindings` editor setting, which allows the user to use Vim key bindings inside of the file editor."
T_CODEMIRROR = "I believe Jupyter and Obsidian both use CodeMirror under the hood"
T_OCTO = "For a lot of developers, vim key bindings are ingrained muscle memory that is sorely missed when not available. It'd be nice if Octo could support \"vim\" and other keymappings like Emacs and Sublime."
T_MDN = "Dark mode for MDN. why there is no dark mode?"
T_TREND = "It's been a programmers' trend to use dark theme in IDE etc., and websites such as stackoverflow.com has introduced built-in dark mode support."
T_GUFW = "Flatpak is a technology for building, distributing, installing and running applications – primarily targeted at the Linux desktop and desktop applications."
T_FLATHUB = "Flathub is a build and distribution platform for Linux apps, packaged in a way that makes them portable and running on all major distributions."
T_OHMYGIT = "Flatpak is a Linux distribution medium that most Linux users use!"
T_ESPANSO = "I'm not very familiar with flatpak, I'm wondering whether it sandboxes applications as snap does"
T_IAVRO = "Doesn't work with macOS Sierra. I have updated my mac to the latest release. iAvro stopped working in it. This issue needs to be fixed."
T_QUICKREC = "Upgraded to macOS 27 \"Golden Gate\" and found that the QuickRecorder menu bar controls don't work anymore; you click them but they don't do anything."
T_EQMAC = "eqMac not loading on MacOS 10.15.6"
T_GITWIN = "Git for windows crashed in Windows 10 latest build (14251.1000)"
T_KONA = "Hello and thank you for creating Kona. I'd like to report that the Oct 9, 2020 Windows build may be broken."
T_STAYTUS = "I'm not able to log in to Staytus. Hey, I'm pressing the \"login\" button, but it won't let me in. Could you please help me?"
# Need the thread's project (the project is left unsaid):
F_IINA = "Will Chrome Cast be supported in the future?"
F_NODECAST = "Any plans for supper google Chromecast or AirPlay ?"
F_PHONO = "Can you add chromecast streaming support directly from app"
F_TERRA = "Can I help implement chromecast support natively?"
F_STREAMY = "Mine worked until today, now it does the same"
F_RETRO = "Same problem, Samsung A24, the device casts from other apps no problem."
F_TERMSCP = "I just want to ask whether you plan to have support for Vim key bindings."
F_CODEEDIT = "Is support for vi keybindings / modal editing planned?"
F_SETZER = "Any chance of vim-like keybinds for us stubborn vim users?"
F_EMUDEVZ = "I'd love if there were simple vim bindings for the editor views"
F_TYPE = "do you have any plans to add support for dark mode on OSX?"
F_FETCHIT = "Any chance that you could add in a dark mode option? The current color scheme is way too white and gives me a headache."
F_JETTHEME = "can you guys add dark mode?"
F_PHOTINI = "Is it possible to offer a flathub/flatpak package?"
F_OPENTV = "Would you consider putting this on flathub?"
F_SUNFLOWER = "Maybe it'll be a good idea to release as flatpak package at flathub?"
F_FINDERSB = "Does this still work on macOS 15.6 and 26 beta?"
F_SIDECAR = "Can you please adjust the program to be compliant with macOS Sequoia? Thanks!"
F_LATEST = "Same issue with macOS 12.7 on October 9, 2023."
F_CURSOR = "Hey! Does the latest version work on MacOS 10.13?"
F_SNEED = "The problem is still relevant!"
F_GITEXT = "I still have the issue with master (1abdf3325fd02f61d1ecd44afc2cd43843262500) on Windows 10 build 14946."
F_LETOS = "The latest build from the github page does not run on Windows 11."
F_VALKYRIES = "My account won’t log in it just reloads to the login page"
F_LIBRARIKA = "why can not I log on to login iam putting in the right password."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME = "trap_same_domain_new_topic"

    # ---- casting to Chromecast ----
    u1 = (U, "Support chromecast. Adding support for chromecast would be greatly appreciated. If it were part of the premium I would definitely pay.")
    u2 = (A, "I currently don't have any plans to add chromecast support, sorry.")
    rec(UNWATCHED, [u1, u2], T_STREAMY, False, TRAP_SAME, [], None, qsrc=STREAMY344)
    rec(UNWATCHED, [u1, u2], F_IINA, True, "ellipsis", [], "Will Chromecast be supported in Unwatched in the future?", qsrc=IINA)
    rec(UNWATCHED, [u1], T_HEADSET, False, TRAP_SAME, [], None, qsrc=HEADSET)

    i1 = (U, "Chrome Cast supported. " + F_IINA)
    i2 = (A, "We'll do some research later when basic functions are stable enough. Duplicate with #126, etc.")
    rec(IINA, [i1, i2], "Ok,I know. Please close it, thank you.", True, "pronoun", ["it"], "OK, I understand that Chromecast support in IINA is a duplicate; please close this issue.")
    rec(IINA, [i1, i2], F_NODECAST, True, "ellipsis", [], "Are there any plans for IINA to support Google Chromecast or AirPlay?", qsrc=NODECAST)
    rec(IINA, [i1, i2], T_HEADSET, False, TRAP_SAME, [], None, qsrc=HEADSET)

    t1 = (U, "Chromecast support natively. Hey Great job with the app! " + F_TERRA + " Thanks, Ahhlun")
    rec(TERRARIUM, [t1], "And he's done it.", True, "pronoun", ["he", "it"], "NitroXenon has implemented native Chromecast support in Terrarium.")
    rec(TERRARIUM, [t1, (U, "And he's done it."), (A, "And gonna add subtitles support in next version. :)")], T_STREAMY, False, TRAP_SAME, [], None, qsrc=STREAMY344)

    n1 = (U, "[FEAT] Chromecast Support. " + F_NODECAST)
    rec(NODECAST, [n1], F_PHONO, True, "ellipsis", [], "Can you add Chromecast streaming support directly from the nodecast-tv app?", qsrc=PHONOGRAPH)
    rec(NODECAST, [n1], T_HEADSET, False, TRAP_SAME, [], None, qsrc=HEADSET)
    rec(NODECAST, [n1], T_STREAMY, False, TRAP_SAME, [], None, qsrc=STREAMY344)

    w1 = (U, "Chromecast support. I don't have a problem with your application which I find great but rather a suggestion. It would be nice to be able to add chromecast support.")
    w2 = (A, "We are working on it and hope to release such a feature within the next weeks. Duplicate of #9")
    rec(WATCHED, [w1, w2], F_TERRA, True, "ellipsis", [], "Can I help implement native Chromecast support in WATCHED?", qsrc=TERRARIUM)
    rec(WATCHED, [w1, w2], T_STREAMY, False, TRAP_SAME, [], None, qsrc=STREAMY344)

    av1 = (U, "Chrome Cast Support. You mentioned a stack of planned developments in your Google play listing, such as support for Google tv and Android tv sticks, cloud syncing of playlists, better resolution and tablet support. One thing I would love is Chrome cast support (especially as the resolution improves).")
    rec(AVIEW, [av1], F_IINA, True, "ellipsis", [], "Will Chromecast be supported in aView in the future?", qsrc=IINA)
    rec(AVIEW, [av1], T_HEADSET, False, TRAP_SAME, [], None, qsrc=HEADSET)

    p1 = (U, "[Request] Add Chromecast support. " + F_PHONO)
    rec(PHONOGRAPH, [p1, (A, "#18")], F_NODECAST, True, "ellipsis", [], "Are there any plans for Phonograph to support Google Chromecast or AirPlay?", qsrc=NODECAST)

    s1 = (U, "Chromecast support. I look forward to this feature. I hope it comes to fruition sooner than later.")
    rec(STREAMUS, [s1], "Looking forward to this as well. I'd be happy to help with some UAT when the time comes. Currently non-rooted Chromecast.", True, "ellipsis", [], "I'm also looking forward to Chromecast support in Streamus and would be happy to help test it; I have a non-rooted Chromecast.")
    rec(STREAMUS, [s1], F_PHONO, True, "ellipsis", [], "Can you add Chromecast streaming support directly from the Streamus extension?", qsrc=PHONOGRAPH)

    y1 = (U, "Chromecast Button Not Doing Much. When I try to cast media, the chromecast button appears, and lights up in response to touches, but doesn't do anything else, no list of  chromecast targets, etc. It seems like this works for most people, am I missing something like a setup step?")
    y2 = (U, F_STREAMY)
    rec(STREAMY159, [y1], F_STREAMY, True, "ellipsis", [], "Streamyfin's Chromecast button worked for me until today; now it also lights up but does nothing.")
    rec(STREAMY159, [y1, y2], "Same for me.", True, "ellipsis", [], "Streamyfin's Chromecast button does nothing for me too.")
    rec(STREAMY159, [y1, y2, (U, "Same for me."), (A, "Could you guys also share your device information @kendoka15 @pixyze ?")], "I also noticed that the app doesn't chromecast anymore - but for me (iPhone 15) it opens the ExpandedController, and then just spins", True, "ellipsis", [], "Streamyfin no longer casts to Chromecast for me either: on an iPhone 15 it opens the ExpandedController and then just spins.")
    rec(STREAMY159, [y1], F_RETRO, True, "ellipsis", [], "Same problem with Streamyfin's Chromecast button on a Samsung A24; the device casts from other apps without problem.", qsrc=RETRO)

    te1 = (U, "[BUG] - No cast button. I've downloaded the APK from github with Obtainium to get the version with casting, as I understood the F-Droid version does not include the proprietary code. But I still don't see a cast button on the top of the UI. Has casting been removed for both versions?")
    te2 = (U, "You probably need to have remembered and active devices for cast button to appear")
    te3 = (A, "No, the functionality is still present on the version of the app downloaded from Github. I don't know if GrapheneOS can affect this, but the functionality is still there.")
    te4 = (U, "I'm running stock Samsung android, have downloaded v3.9.0 via Obtanium from GitHub releases, have casted to my Chromecast devices from other apps before, and still I don't see a \"cast\" button.")
    rec(TEMPO, [te1, te2, te3], te4[1], True, "ellipsis", [], "Tempo v3.9.0 from GitHub releases shows no cast button on my stock Samsung Android, though other apps cast to my Chromecast devices.")
    rec(TEMPO, [te1, te2, te3, te4], "Ah, never mind me: the Cast button appears on the \"home\" screen of the app, not on the track playback screen.", True, "ellipsis", [], "Tempo's Cast button appears on the app's home screen, not on the track playback screen.")

    r1 = (U, "Chromecast option not displayed. With the music player launched there is no button displayed to Chromecast audio despite two Chromecast speakers being available in other apps.")
    rec(RETRO, [r1], F_RETRO, True, "ellipsis", [], "Retro Music Player shows no Chromecast button for me either, on a Samsung A24, though the device casts from other apps.")
    rec(RETRO, [r1], F_STREAMY, True, "ellipsis", [], "Retro Music Player's Chromecast button worked for me until today; now it is missing too.", qsrc=STREAMY159)

    po1 = (U, "fix(ChromeCast): stream option not available. Provide cast through Chrome Cast 2. The option isn't visible, on the upper right corner of the main view on the app.")
    rec(POPCORN, [po1], "same here, running mobile-armeabi-v7a-release-0.2.9.apk cast button doesn't appear for Chromecast, even though other apps cast fine.", True, "ellipsis", [], "Popcorn Time for Android 0.2.9 (mobile-armeabi-v7a-release-0.2.9.apk) doesn't show the cast button for Chromecast either, even though other apps cast fine.")
    rec(POPCORN, [po1], F_RETRO, True, "ellipsis", [], "Same problem with Popcorn Time's missing Chromecast button on a Samsung A24; the device casts from other apps without problem.", qsrc=RETRO)

    b1 = (U, "Chromecast missed. App Version:  0.2.8 Android version:  6.0.1 Expected behaviour: chromecast button appears when a chromecast is abaible on the network Actual behaviour: cant see the chromecast button")
    rec(BUTTER, [b1], F_STREAMY, True, "ellipsis", [], "Butter's Chromecast button worked for me until today; now it is missing too.", qsrc=STREAMY159)
    rec(BUTTER, [b1], F_RETRO, True, "ellipsis", [], "Same problem with Butter's missing Chromecast button on a Samsung A24; the device casts from other apps without problem.", qsrc=RETRO)

    # ---- Vim key bindings ----
    v1 = (U, "Vim bindings. Hi, " + F_TERMSCP + " Thank you.")
    v2 = (A, "No, I've got no plans about this")
    v3 = (U, "Is it currently possible to remap the default keybindings?")
    rec(TERMSCP, [v1, v2], v3[1], True, "ellipsis", [], "Is it currently possible to remap termscp's default keybindings?")
    rec(TERMSCP, [v1, v2, v3], "even if i ask really nicely?", True, "ellipsis", [], "Would you add Vim key bindings to termscp if I asked really nicely?")
    rec(TERMSCP, [v1, v2], T_MINDFORGER, False, TRAP_SAME, [], None, qsrc=MINDFORGER)
    rec(TERMSCP, [v1, v2], T_OCTO, False, TRAP_SAME, [], None, qsrc=OCTO)

    c1 = (U, "vi keybindings / modal editing support? " + F_CODEEDIT)
    c2 = (A, "Closing this as a duplicate of #306. Thanks for bringing it up! We're looking into adding Vim support to CodeEdit")
    rec(CODEEDIT, [c1, c2], "Great to hear this is planned, as this looks like a very promising project!", True, "pronoun", ["this"], "Great to hear Vim support is planned for CodeEdit, as CodeEdit looks like a very promising project!")
    rec(CODEEDIT, [c1, c2], T_MINDFORGER, False, TRAP_SAME, [], None, qsrc=MINDFORGER)
    rec(CODEEDIT, [c1, c2], F_SETZER, True, "ellipsis", [], "Any chance of vim-like keybindings in CodeEdit for us stubborn vim users?", qsrc=SETZER)

    e1 = (U, "Vim Support. " + F_EMUDEVZ)
    rec(EMUDEVZ, [e1], T_OCTO, False, TRAP_SAME, [], None, qsrc=OCTO)
    rec(EMUDEVZ, [e1], F_TERMSCP, True, "ellipsis", [], "Do you plan to have support for Vim key bindings in emudevz?", qsrc=TERMSCP)

    un1 = (U, "Vim keybinding support. Would be awesome to be able to support basic Vim keybindings. An alternative would be to allow manually modifying keybindings for certain actions.")
    un2 = (U, "It looks as though the editor library you're using supports Vim keybindings. This looks to be the case of allowing a configuration option to change between binding modes.")
    rec(UNION, [un1], un2[1], True, "pronoun", ["you"], "The editor library Union Studio uses (CodeMirror) supports Vim keybindings, so Union Studio would only need a configuration option to switch binding modes.")
    rec(UNION, [un1, un2], "I'm a vim user, also this would be trivial to add. Perhaps an item under the `Options` menu.", True, "pronoun", ["this"], "I'm a vim user, and a Vim keybinding mode would be trivial to add to Union Studio, perhaps as an item under the Options menu.")
    rec(UNION, [un1], T_MINDFORGER, False, TRAP_SAME, [], None, qsrc=MINDFORGER)

    h1 = (U, "Vim Keybindings. I would love it if the vim keybindings were available as at least an option. I've given this a look and its there on my fork, we just need to add one file which will make it work.")
    rec(HASKELLDO, [h1], T_OCTO, False, TRAP_SAME, [], None, qsrc=OCTO)
    rec(HASKELLDO, [h1], F_CODEEDIT, True, "ellipsis", [], "Is support for vi keybindings / modal editing planned in haskell-do?", qsrc=CODEEDIT)

    se1 = (U, "Vim-like editor keybind support. " + F_SETZER)
    se2 = (A, "I think it would be a lot of work to make it as good as the real thing, so probably not, at least not at this point, sorry.")
    rec(SETZER, [se1, se2], T_MINDFORGER, False, TRAP_SAME, [], None, qsrc=MINDFORGER)
    rec(SETZER, [se1, se2], T_OCTO, False, TRAP_SAME, [], None, qsrc=OCTO)
    rec(SETZER, [se1, se2], F_EMUDEVZ, True, "ellipsis", [], "I'd love it if Setzer had simple vim bindings for the editor views.", qsrc=EMUDEVZ)

    mf1 = (U, "Vim keybindings not working. " + T_MINDFORGER + " Are there any extra steps I need to do to activate it?")
    mf2 = (U, "Similar experience on a fresh build off the AUR on Manjaro. I can't seem to find any error messages to help me diagnose either.")
    mf3 = (A, "@santiyounger @ladydascalie it's ashaming - I planned to support Vim keybinding, however, I never implemented it and option somehow alived from early days up until today. I removed the option in 4ee151c - I will add it back once it will be ready.")
    rec(MINDFORGER, [mf1], mf2[1], True, "ellipsis", [], "MindForger's Vim keybindings don't work for me either, on a fresh build from the AUR on Manjaro, and I can't find any error messages to diagnose it.")
    rec(MINDFORGER, [mf1, mf2, mf3], "thanks for the update, keep us posted if you manage to implement i", True, "ellipsis", [], "Thanks for the update; please keep us posted if you manage to implement Vim keybindings in MindForger.")

    # ---- dark mode ----
    d1 = (U, "Dark Mode Support. Will there be a support for dark mode in this theme?")
    d2 = (A, "It's not something that I had made any plans to work on, as I haven't assessed the work versus need. I would accept a pull request that would do it.")
    rec(TYPEDOC, [d1, d2], T_MDN, False, TRAP_SAME, [], None, qsrc=MDN)
    rec(TYPEDOC, [d1, d2], T_TREND, False, TRAP_SAME, [], None, qsrc=MYNOTE)
    rec(TYPEDOC, [d1], F_FETCHIT, True, "ellipsis", [], "Any chance that you could add a dark mode option to typedoc-neo-theme? The current color scheme is way too white and gives me a headache.", qsrc=FETCHIT)

    j1 = (U, "Request: Dark Mode. " + F_JETTHEME)
    rec(JETTHEME, [j1], T_MDN, False, TRAP_SAME, [], None, qsrc=MDN)
    rec(JETTHEME, [j1], F_TYPE, True, "ellipsis", [], "Do you have any plans to add dark mode support on OSX to JetTheme?", qsrc=TYPE)

    me1 = (U, "Support for dark mode. Love this theme - any plans for adding support for dark mode? Dark Reader works great on this theme and it looks really great in dark mode!")
    me2 = (A, "I currently not using the theme anymore, therefore I don't plan to add any features.")
    rec(MEDIATOR, [me1, me2], T_TREND, False, TRAP_SAME, [], None, qsrc=MYNOTE)
    rec(MEDIATOR, [me1, me2], F_JETTHEME, True, "ellipsis", [], "Can you add dark mode to the Mediator theme?", qsrc=JETTHEME)

    ty1 = (U, "Dark mode support. Hi, " + F_TYPE)
    ty2 = (A, "Hey @mkdeak No plans for dark mode support in the near future, but anyone is welcome to contribute.")
    rec(TYPE, [ty1, ty2], T_MDN, False, TRAP_SAME, [], None, qsrc=MDN)
    rec(TYPE, [ty1, ty2], F_FETCHIT, True, "ellipsis", [], "Any chance that you could add a dark mode option to the Type theme? The current color scheme is way too white and gives me a headache.", qsrc=FETCHIT)

    f1 = (U, "Dark mode? " + F_FETCHIT + " Thanks for your consideration.")
    f2 = (A, "Thank you for your feedback @ootlorg! I was already planning to update the theme settings in a major update, so I’ll definitely consider adding a dark mode option.")
    rec(FETCHIT, [f1, f2], "Also systemdetected", True, "ellipsis", [], "Please also make FetchIt's dark mode follow the system setting.")
    rec(FETCHIT, [f1, f2, (U, "Also systemdetected")], "Please give us dark mode.", True, "ellipsis", [], "Please give FetchIt a dark mode.")
    rec(FETCHIT, [f1, f2], T_TREND, False, TRAP_SAME, [], None, qsrc=MYNOTE)

    ra1 = (U, "Implementation of Dark Mode. This request is for adding a dark mode setting in the browser apps. My initial reason for filing this request, was because the white letters on a light blue background make it harder to read than when the colors are more pronounced.")
    rec(RABBY, [ra1, (A, "close since dark mode has supported")], T_MDN, False, TRAP_SAME, [], None, qsrc=MDN)
    rec(RABBY, [ra1], F_TYPE, True, "ellipsis", [], "Do you have any plans to add dark mode support to Rabby on OSX?", qsrc=TYPE)

    ow1 = (A, "Add dark mode support. Few users requested on google play")
    ow2 = (A, "added preliminary support in 1.05")
    rec(OPENWRT, [ow1, ow2], T_TREND, False, TRAP_SAME, [], None, qsrc=MYNOTE)
    rec(OPENWRT, [ow1, ow2], F_TYPE, True, "ellipsis", [], "Do you have any plans to add dark mode support to OpenWrtManager on OSX?", qsrc=TYPE)

    bo1 = (A, "dark mode support. There was a request on AMO to provide dark mode support. This should be easy to do, so let's do this in the next feature update.")
    rec(BOOKMARKS, [bo1], "Just wanted to say, the new v4.1.0 dark mode colored version looks so sickkkk :heart_eyes: :thumbsup:", True, "ellipsis", [], "The new dark mode in Bookmarks Organizer v4.1.0 looks great.")

    md1 = (U, T_MDN)
    md2 = (A, "Thanks for filing. This request comes up from time to time (see e.g. https://bugzilla.mozilla.org/show_bug.cgi?id=1427452) but unless something has changed, we're not planning to support a dark mode in MDN. Pinging @atopal anyway just to confirm that this is still the position (and to register this request).")
    rec(MDN, [md1, md2], "Yes, confirming that we don't have plans for a dark mode at this time.", True, "ellipsis", [], "Confirming that MDN has no plans for a dark mode at this time.")

    # ---- Flatpak and Flathub ----
    l1 = (U, "Add support for Flatpak packages")
    l2 = (U, "Looks like yet another replacement for Autopackage. Is it better than AppImage?")
    rec(LINCITY, [l1], l2[1], True, "pronoun", ["it"], "Flatpak looks like yet another replacement for Autopackage. Is Flatpak better than AppImage?")
    rec(LINCITY, [l1, l2, (U, "Yes")], "Flatpack is better than snap, but in this instance - not nesescarily better than appimage.  Flatpak is sandboxed, and more centralized.  It's still one build that runs anywhere", True, "ellipsis", [], "Flatpak is better than Snap, but for LinCity-NG not necessarily better than AppImage: Flatpak is sandboxed and more centralized, and it's still one build that runs anywhere.")
    rec(LINCITY, [l1], T_GUFW, False, TRAP_SAME, [], None, qsrc=GUFW)
    rec(LINCITY, [l1], T_ESPANSO, False, TRAP_SAME, [], None, qsrc=ESPANSO)

    fc1 = (U, "Support flatpak.")
    fc2 = (A, "Hello, thanks for your suggestion. I might look into flatpak, but is there something wrong with the Appimage package that's already provided for download? Does it not work for you?")
    rec(FILECMD, [fc1, fc2], T_FLATHUB, False, TRAP_SAME, [], None, qsrc=SIOYEK)
    rec(FILECMD, [fc1], F_SUNFLOWER, True, "ellipsis", [], "Maybe it would be a good idea to release File Commander as a flatpak package on Flathub?", qsrc=SUNFLOWER)

    wi1 = (U, "Flatpak package for Linux users. Please provide a flatpak package for Linux users (http://flatpak.org/). Flatpak is currently taking off as a 3rd-party package format supported on many distros.")
    wi2 = (A, "@grafenhofer could you please elaborate what advantage(s) will Flatpack packages provide comparing to the AppImage ones which are [already available](https://wire.com/download/) today?")
    rec(WIRE, [wi1, wi2], "I have to admit, that I know too little about AppImage to make a fair comparison.", True, "ellipsis", [], "I know too little about AppImage to compare it fairly with Flatpak for Wire Desktop.")
    rec(WIRE, [wi1, wi2], T_OHMYGIT, False, TRAP_SAME, [], None, qsrc=OHMYGIT)
    rec(WIRE, [wi1], T_ESPANSO, False, TRAP_SAME, [], None, qsrc=ESPANSO)

    es1 = (U, "Request for flatpak. Really nice project and definitely what I was looking for. I'm opening a request for a flatpak packages (which could be published on flathub) as an alternative to Snap.")
    es2 = (A, "Hey @ploum, Thank you for the feedback! I'll make sure to investigate it further. Do you have any experience with flatpak packages?")
    es3 = (U, "Unfortunately, I tried and was very bad at it. In short, it looks like the only thing to do is to create a manifest (and some administrative tasks with github).")
    rec(ESPANSO, [es1, es2, es3], T_ESPANSO, False, TRAP_SAME, [], None)
    rec(ESPANSO, [es1], F_PHOTINI, True, "ellipsis", [], "Is it possible to offer a Flathub/Flatpak package of espanso?", qsrc=PHOTINI)
    rec(ESPANSO, [es1, es2], T_FLATHUB, False, TRAP_SAME, [], None, qsrc=SIOYEK)

    ph1 = (U, "Feature request: flathub/flatpak package. " + F_PHOTINI)
    rec(PHOTINI, [ph1], T_GUFW, False, TRAP_SAME, [], None, qsrc=GUFW)
    rec(PHOTINI, [ph1], F_OPENTV, True, "pronoun", ["this"], "Would you consider putting Photini on Flathub?", qsrc=OPENTV)

    si1 = (U, "Asking permission to publish sioyek on flathub. " + T_FLATHUB + " I'm volunteering to make a flatpak for _sioyek_ to be published in https://flathub.org/. we'd like to know **if you are not against distributing it on Flathub in general**.")
    si2 = (A, "Yes, you can absolutely distribute it on flathub. And thanks for your work.")
    rec(SIOYEK, [si1], si2[1], True, "pronoun", ["it"], "Yes, you can distribute sioyek on Flathub.")
    rec(SIOYEK, [si1, si2], "Thanks!, it's now published: https://flathub.org/apps/details/com.github.ahrm.sioyek so now it's easier to try sioyek in Linux no matter the distribution.", True, "pronoun", ["it"], "The sioyek flatpak is now published on Flathub (https://flathub.org/apps/details/com.github.ahrm.sioyek), so it's easier to try sioyek on any Linux distribution.")

    ot1 = (U, "Flatpak? " + F_OPENTV + " If you don't want to that's cool, but I didn't see any requests so I figured I would ask.")
    ot2 = (A, "I will release a flatpak this week as we are finally reaching 1.0")
    ot3 = (A, "I'm a bit overwhelmed, if you have experience with flatpak I would appreciate if you or someone else contribute a manifest.")
    rec(OPENTV, [ot1, ot2, ot3], T_OHMYGIT, False, TRAP_SAME, [], None, qsrc=OHMYGIT)
    rec(OPENTV, [ot1, ot2, ot3], T_GUFW, False, TRAP_SAME, [], None, qsrc=GUFW)

    su1 = (U, "Flatpak support. Hello! " + F_SUNFLOWER + " Thank you!")
    su2 = (A, "It's in consideration. Some good contributors submitted examples to make Sunflower into flatpak. I need to find time to submit it to one of the official hubs.")
    rec(SUNFLOWER, [su1, su2], T_FLATHUB, False, TRAP_SAME, [], None, qsrc=SIOYEK)
    rec(SUNFLOWER, [su1, su2], T_ESPANSO, False, TRAP_SAME, [], None, qsrc=ESPANSO)

    rp1 = (U, "Feature request: Flatpak/Flathub package. First thank you for the great work. Is it possible to publish a flatpak package on flathub? Flathub offers a nicer user experience compared to appimages, an would allow RevPDF to reach much more people.")
    rp2 = (A, "I tried creating a PR in flathub for revpdf but it was rejected, I will try again after some time, when the app get more improved and stable.")
    rec(REVPDF, [rp1, rp2], "Ah okay, thanks a lot! So shall we keep the issue open until the PR is accepted?", True, "ellipsis", [], "Should we keep the RevPDF Flathub issue open until the Flathub PR is accepted?")
    rec(REVPDF, [rp1, rp2], T_OHMYGIT, False, TRAP_SAME, [], None, qsrc=OHMYGIT)
    rec(REVPDF, [rp1, rp2], T_GUFW, False, TRAP_SAME, [], None, qsrc=GUFW)

    og1 = (U, "Make a Flatpak. " + T_OHMYGIT)
    rec(OHMYGIT, [og1], "Not most, normal packages like rpm, tarbals and plain zip work fine.", True, "ellipsis", [], "Most Linux users don't use Flatpak; normal packages like rpm, tarballs and plain zip work fine for oh-my-git.")

    # ---- broken after a macOS update ----
    g1 = (U, "Not working on macOS 27. It worked perfectly on macOS 26 (Tahoe), but it’s completely broken on macOS 27 (Golden Gate).")
    g2 = (U, "For me its working perfectly fine on macOS 27 @mazbah229")
    rec(GLANCE, [g1], g2[1], True, "ellipsis", [], "For me Glance is working perfectly fine on macOS 27.")
    rec(GLANCE, [g1, g2], "Yes, after restarting the app, it's working now.", True, "ellipsis", [], "After restarting Glance, it's working on macOS 27 now.")
    rec(GLANCE, [g1], T_QUICKREC, False, TRAP_SAME, [], None, qsrc=QUICKREC)
    rec(GLANCE, [g1], T_IAVRO, False, TRAP_SAME, [], None, qsrc=IAVRO)

    cu1 = (U, "MacOS 10.13 not supported")
    rec(CURSOR, [cu1], F_CURSOR, True, "ellipsis", [], "Does the latest version of Cursor work on macOS 10.13?")
    rec(CURSOR, [cu1], T_EQMAC, False, TRAP_SAME, [], None, qsrc=EQMAC)
    rec(CURSOR, [cu1], T_IAVRO, False, TRAP_SAME, [], None, qsrc=IAVRO)
    rec(CURSOR, [cu1], T_QUICKREC, False, TRAP_SAME, [], None, qsrc=QUICKREC)

    la1 = (U, "MacOS Version 12.6.8 (21G725) causes \"Latest Version 0.9 (935)\" to not find itself at boot and provides Finder a  -80 Error message on the Desktop.")
    la2 = (A, "Thanks for your report! Did you add Latest to the apps that should launch at boot time?")
    rec(LATEST269, [la1, la2], F_LATEST, True, "ellipsis", [], "Latest still fails to find itself at boot with a -80 error after updating to macOS 12.7 (October 9, 2023).")
    lb1 = (U, "com.max-langer.latest. Latest version: 0.9")
    lb2 = (A, "Is this by any chance an app you downloaded via TestFlight?")
    lb3 = (U, "No, a pkg file")
    lb4 = (U, "Hello, same problems for me since the last update : on some independent games, which sounds normal, but also on well known apps libre Calibre or FileZilla.")
    rec(LATEST248, [lb1, lb2, lb3], lb4[1], True, "ellipsis", [], "Since the last update of Latest I get the same com.max-langer.latest error on some independent games and also on well-known apps like Calibre or FileZilla.")
    rec(LATEST248, [lb1, lb2, lb3, lb4], "Confirming that I am having this same issue on my M1 MacBook Air (recently purchased) running Ventura 13.4.1, but not on my 2014 MBP running Big Sur 11.7.8. So it may be an issue with the OS?", True, "pronoun", ["this same issue"], "I have Latest's com.max-langer.latest error on my M1 MacBook Air running Ventura 13.4.1 but not on my 2014 MacBook Pro running Big Sur 11.7.8; could it be an issue with the OS?")

    fs1 = (U, "Does this still work on macOS 15.6 and 26 beta? It doesn’t seem to do anything and no errors either. I think it doesn’t because of depreciated apis, however, someone swears its working on macOS 15.6 and even macOS 26 beta.")
    rec(FINDERSB, [fs1], T_QUICKREC, False, TRAP_SAME, [], None, qsrc=QUICKREC)
    rec(FINDERSB, [fs1], T_EQMAC, False, TRAP_SAME, [], None, qsrc=EQMAC)

    eq0 = (U, T_EQMAC)
    eq1 = (A, "I am triaging & trying to fix all open issues before release of eqMac v1.0.0. Excuse the wait. This would be closely related to previous issues: #328, #339, #349. Bear with me on this")
    eq2 = (A, "Thanks for being patient with me. I have just released v1.0.0. You can download it here: https://github.com/bitgapp/eqMac/releases/tag/v1.0.0 Or from the website: https://eqmac.app Could you please let me know if this issue is still present. Thanks again.")
    eq3 = (U, "I’ll download today and start working with it - thanks for such amazing software!")
    rec(EQMAC, [eq0, eq1, eq2], eq3[1], True, "ellipsis", [], "I'll download eqMac v1.0.0 today and try it.")
    rec(EQMAC, [eq0, eq1, eq2, eq3, (A, "Closing this issue as this has been long solved, thank you!")], "But it didn't work for me.", True, "ellipsis", [], "eqMac v1.0.0 still doesn't load for me on macOS 10.15.6.")

    sc1 = (U, "Not working on macOS Sequoia. " + F_SIDECAR)
    sc2 = (A, "I am on Sequoia 15.1 and it still works.")
    rec(SIDECAR, [sc1], sc2[1], True, "pronoun", ["it"], "SidecarLauncher still works on macOS Sequoia 15.1.")
    rec(SIDECAR, [sc1, sc2], T_IAVRO, False, TRAP_SAME, [], None, qsrc=IAVRO)
    rec(SIDECAR, [sc1, sc2], F_FINDERSB, True, "pronoun", ["this"], "Does SidecarLauncher still work on macOS 15.6 and the macOS 26 beta?", qsrc=FINDERSB)
    rec(SIDECAR, [sc1, sc2], F_CURSOR, True, "ellipsis", [], "Does the latest version of SidecarLauncher work on macOS 10.13?", qsrc=CURSOR)

    q1 = (U, "BUG: menu bar controls not responding on macOS 27. " + T_QUICKREC + " Please update the app for the new OS")
    rec(QUICKREC, [q1], "I'm experiencing the same problem on macOS 27. I don't expect the developer to fix it, as this repository hasn't seen any updates for more than a year.", True, "ellipsis", [], "QuickRecorder's menu bar controls don't respond for me on macOS 27 either; I don't expect a fix, as the repository hasn't been updated for more than a year.")

    # ---- broken Windows builds ----
    ts1 = (U, "Windows Build Broken Since 8/31/2020. I just tried the x64 version of the Windows nightly builds and working backwards from the most current version it took till the 8/31/2020 build before it would run on my Windows 10 Machine. All of the ones more recent than that would not do anything.")
    ts2 = (A, "@antgiant there has been three commits pushed on 02/09, after the 31/8 nightly release and before the 02/09 nightly. Can you please try each, and advise which version crashes your PC.")
    rec(TSMUXER, [ts1, ts2], "There have been no meaningful changes to the build scripts or the Docker container that could influence the build. For the record, the latest builds work fine on my Windows 10 machine, both x86 and x64.", True, "ellipsis", [], "There have been no meaningful changes to tsMuxer's build scripts or Docker container; the latest tsMuxer Windows builds work fine on my Windows 10 machine, both x86 and x64.")
    rec(TSMUXER, [ts1, ts2], T_GITWIN, False, TRAP_SAME, [], None, qsrc=GITWIN)
    rec(TSMUXER, [ts1, ts2], T_KONA, False, TRAP_SAME, [], None, qsrc=KONA)
    rec(TSMUXER, [ts1], F_SNEED, True, "ellipsis", [], "The broken tsMuxer Windows nightly builds are still a problem!", qsrc=SNEED)

    le1 = (U, "Windows builds seem to have failed for the last 3 weeks. It looks like the windows builds have failed to produce a usable output for the past 3 weeks or so.")
    rec(LETOS4684, [le1], "Thank you for fixing this, Pawel.  I was able to download the latest build (3.4.4) from the latest windows build.  However, I find that issue 4685 is not fixed yet in this build.  So, CTE's still don't work, but no worries.", True, "pronoun", ["this"], "Thanks for fixing SQLiteStudio's Windows builds; the latest build (3.4.4) downloads, but issue 4685 is not fixed in it, so CTEs still don't work.")
    rec(LETOS4684, [le1], T_GITWIN, False, TRAP_SAME, [], None, qsrc=GITWIN)
    lt1 = (U, "Latest nightly build does not run on Windows 11. " + F_LETOS + " A task appears on the task manager, but no window is created, and it is not possible to use the software.")
    lt2 = (U, "As a follow-up I can confirm that the build of last week seems to work fine.  So, release build #295 works fine, but release build #296 does not.")
    rec(LETOS4743, [lt1], lt2[1], True, "ellipsis", [], "SQLiteStudio's Windows build from last week works on Windows 11: release build #295 works, but release build #296 does not.")
    lt_rest = [(A, "Indeed there is a problem with this build. I will look into it."), (A, "It looks that whatever the issue was, it was temporary and it looks to be good now. I've re-built it from master a moment ago and this one runs for me (while the previous one did not - just like for you)."), (A, "I will wait up to a day for your confirmation before finally closing this. Then I guess I will prepare 3.4.4 release.")]
    rec(LETOS4743, [lt1, lt2, *lt_rest], "Yes, confirmed that this build work", True, "pronoun", ["this build"], "Confirmed: SQLiteStudio's rebuilt Windows nightly from master runs on Windows 11.")

    wj1 = (U, "Can't seem to work since windows 11 last update")
    wj_all = [wj1, (U, "I've replicated this issue once, but was not able to repeatedly replicate it again for the video. Please try opening the solution: And rebuilding the project:"), (A, "Have you guys had any luck getting this to work?"), (U, "Hey, I kind of got busy and was not able to progress this troubleshooting any further. I tried to take another shot, but wasn't able to replicate the build failing even when setting everything up from 0 in windows sandbox.")]
    rec(WINJUMP, wj_all, "Is there anything I can work with?", True, "ellipsis", [], "Is there anything I can work with to get WinJump working again after the latest Windows 11 update?")
    rec(WINJUMP, [wj1], T_KONA, False, TRAP_SAME, [], None, qsrc=KONA)
    rec(WINJUMP, [wj1], F_GITEXT, True, "ellipsis", [], "I still have the WinJump issue with master (1abdf3325fd02f61d1ecd44afc2cd43843262500) on Windows 10 build 14946.", qsrc=GITEXT)

    sn1 = (U, "the windows builds broke again. how does it keep happening")
    rec(SNEED, [sn1], F_SNEED, True, "ellipsis", [], "The broken sneedacity Windows builds are still a problem!")
    rec(SNEED, [sn1, (U, F_SNEED), (U, "this tbh")], "How is this STILL HAPPENING WHAT", True, "pronoun", ["this"], "How are the sneedacity Windows builds still broken?")
    rec(SNEED, [sn1], T_GITWIN, False, TRAP_SAME, [], None, qsrc=GITWIN)
    rec(SNEED, [sn1], F_LETOS, True, "ellipsis", [], "The latest sneedacity Windows build from the GitHub page does not run on Windows 11.", qsrc=LETOS4743)

    ge1 = (U, "Build issue on Windows10 preview and anniversary. Can some one test it on other versions of windows such as windows7, windows8? I have been using it for couple of month without problem on windows 10 preview 14316 and the nonpreview version.")
    ge2 = (U, "It works great for me on Windows 10 build 14915. Thanks!")
    rec(GITEXT, [ge1], ge2[1], True, "pronoun", ["It"], "Git Extensions' Windows 10 build fix works great for me on Windows 10 build 14915.")
    rec(GITEXT, [ge1, ge2, (A, "I don't have this issue 😕")], F_GITEXT, True, "ellipsis", [], "I still have the Git Extensions build issue with master (1abdf3325fd02f61d1ecd44afc2cd43843262500) on Windows 10 build 14946.")
    rec(GITEXT, [ge1], T_KONA, False, TRAP_SAME, [], None, qsrc=KONA)

    # ---- cannot log in ----
    ns1 = (U, "Can't login. I am having trouble both logging in, and reseting my password. I have tried to reset my password a couple of times, but it's still not letting me log in. Is anyone else having this same issue?")
    ns2 = (A, "so, you got the passwort reset email and followed the link?")
    rec(NSUPDATE, [ns1, ns2], "My mistake, I have been logging in with my email address, instead of username.", True, "ellipsis", [], "My nsupdate.info login failed because I was logging in with my email address instead of my username.")
    rec(NSUPDATE, [ns1, ns2], T_STAYTUS, False, TRAP_SAME, [], None, qsrc=STAYTUS)
    rec(NSUPDATE, [ns1], F_VALKYRIES, True, "ellipsis", [], "My nsupdate.info account won't log in; it just reloads to the login page.", qsrc=VALKYRIES)

    fd1 = (U, "The account can't be logged in")
    fd2 = (A, "How can I reproduce this pls?")
    fd3 = (A, "Problem still exists?")
    rec(FREEDOMAIN, [fd1, fd2, fd3], "If this no longer a problem I'll close this", True, "pronoun", ["this"], "If the FreeDomain account login problem no longer exists, I'll close the issue.")
    rec(FREEDOMAIN, [fd1, fd2, fd3], T_STAYTUS, False, TRAP_SAME, [], None, qsrc=STAYTUS)
    rec(FREEDOMAIN, [fd1, fd2], F_LIBRARIKA, True, "ellipsis", [], "Why can't I log in to my DigitalPlat FreeDomain account? I am putting in the right password.", qsrc=LIBRARIKA)

    li1 = (U, "cannot login. " + F_LIBRARIKA)
    rec(LIBRARIKA, [li1], "thanks but I finally login. so cancelle this bug request. thanks", True, "pronoun", ["this bug request"], "I finally logged in to Librarika, so cancel my login bug request.")
    rec(LIBRARIKA, [li1], T_STAYTUS, False, TRAP_SAME, [], None, qsrc=STAYTUS)

    sh1 = (U, "Login issues. Two of the group have reported difficulties logging in, which I have replicated.  They are Gareth Millward and Saskia Huc-Hepher.  Could @kinmanli check it out ?")
    rec(SHINE, [sh1], T_STAYTUS, False, TRAP_SAME, [], None, qsrc=STAYTUS)
    rec(SHINE, [sh1], F_VALKYRIES, True, "ellipsis", [], "My Shine account won't log in; it just reloads to the login page.", qsrc=VALKYRIES)

    # ---- added to bring the part near half standalone: more same-area traps and own-thread follow-ups ----
    rec(PHONOGRAPH, [p1, (A, "#18")], T_VLC, False, TRAP_SAME, [], None, qsrc=MACSTROP)
    rec(STREAMUS, [s1], T_VLC, False, TRAP_SAME, [], None, qsrc=MACSTROP)
    rec(TEMPO, [te1, te2, te3], T_VLC, False, TRAP_SAME, [], None, qsrc=MACSTROP)

    cl1 = (U, "Freezing when playing to chromecast. Tv starts, video plays for like 2 seconds, then audio & video freezes and never starts again even though the download continues and finishes. Same thing with any movie I select, download speed is high and good router with close distance (no walls) used.. How to fix this?")
    cl2 = (A, "Unfortunately I don't have a chromecast for testing this. Does streaming it to VLC work? cliflix uses [webtorrent-cli](https://github.com/webtorrent/webtorrent-cli) under the hood for streaming to chromecast. This is most probably a problem with webtorrent-cli itself.")
    rec(CLIFLIX, [cl1, cl2], "Oh yes, VLC works perfectly, really cool!", True, "ellipsis", [], "Streaming from cliflix to VLC works perfectly; only Chromecast freezes.")
    rec(CLIFLIX, [cl1, cl2], T_VLC, False, TRAP_SAME, [], None, qsrc=MACSTROP)

    hy1 = (U, "New CCWGTV - Video stutter. Anyone tried it with the Chromecast with Google TV? Kodi 1080p is ok, but 4k content as well as any Youtube content, video stutters a lot. Too demanding on the CPU?")
    hy2 = (U, "I see the same as you, a lot of stuttering when grabbing is enabled.")
    hy3 = (U, "I have 2 ccwgtv devices and neither one has any stuttering issues. I don't use kodi I use syncler and I also don't use the normal youtube app I use smart youtube. So it may be an incompatibility with the apps you're using possibly.")
    rec(HYPERION, [hy1], hy2[1], True, "ellipsis", [], "With the Hyperion grabber on a Chromecast with Google TV, I also see a lot of stuttering when grabbing is enabled.")
    rec(HYPERION, [hy1, hy2, hy3], "If it's anything useful, I can add another datapoint. Also have a CCwGTV connected to a 4k TV and get completely unusable stuttering when playing Youtube at any resolution. Works perfectly fine on Plex however.", True, "ellipsis", [], "Another datapoint for the Hyperion grabber on a Chromecast with Google TV: on a 4K TV, YouTube stutters unusably at any resolution, while Plex works fine.")

    st1 = (U, "Casting does not work. When casting to chrome cast, my stream starts, but on my Mac it still says it Is loading. then after a while the cast stops. the same problem occurs on my windows laptop")
    rec(STREMIO, [st1, (A, "DLNA casting is no longer being maintained")], "what so casting is no more?", True, "ellipsis", [], "Does that mean Stremio no longer supports casting at all?")

    rec(CODEEDIT, [c1, c2], T_CODEMIRROR, False, TRAP_SAME, [], None, qsrc=OBSJUP)
    rec(UNION, [un1], T_CODEMIRROR, False, TRAP_SAME, [], None, qsrc=OBSJUP)
    rec(EMUDEVZ, [e1], T_OBSIDIAN, False, TRAP_SAME, [], None, qsrc=OBSJUP)
    rec(EMUDEVZ, [e1], T_CODEMIRROR, False, TRAP_SAME, [], None, qsrc=OBSJUP)
    rec(HASKELLDO, [h1], T_OBSIDIAN, False, TRAP_SAME, [], None, qsrc=OBSJUP)

    ob1 = (A, "[Long-Term] Support Vim keybinds. " + T_OBSIDIAN + " Thing is, those key bindings do not currently work in the embedded Jupyter instances of the plugin, or at least the Jupyter setting is not synced with the Obsidian's one. " + T_CODEMIRROR + ", so this might actually be easier than one might think.")
    rec(OBSJUP, [ob1], "I need that", True, "pronoun", ["that"], "I need Vim key bindings in obsidian-jupyter's embedded Jupyter instances.")

    jv1 = (U, "not working properly in code cells. Hi and thanks for this awesome project. While it works well for me in (large) markdown cells, it doesn't really work in code cells, e.g. I cannot even execute them with `<alt>+<enter>` or `<shift>+<enter>`. Should these vim bindings also work in code cells?")
    jv2 = (A, "Both should work. I recently update the code of jupyter-vim-binding so make sure you are using the latest one and let me know the detail of the issue (version of everything, insert mode or normal mode or command mode or whatever)")
    rec(JVB, [jv1, jv2], "After the update, it works. Thank you very much for this awesome project!", True, "ellipsis", [], "After updating jupyter-vim-binding, its Vim bindings work in code cells.")
    rec(JVB, [jv1, jv2], T_OBSIDIAN, False, TRAP_SAME, [], None, qsrc=OBSJUP)

    vj1 = (U, "How to switch back to prior Jupyter Notebook interface? The new Jupyter Notebook interface (native interactive) is unusable with Vim. Changing between the normal and insert mode in Vim in each cell becomes extremely messy because pressing Esc change to mode to moving between cells. Is there any way to disable the new native interactive or disable the Vim Extension only in Jupyter Notebook (.ipynb files)?")
    vj2 = (A, "Dupe of #6997.")
    vj3 = (A, "To work around this problem, you can remap the keybinding for Notebook: Stop Editing Cell from something other than escape. However we will be looking into better VIM support in the interactive window in the near term.")
    rec(VSCJUP, [vj1, vj2, vj3], "Thanks for the workaround but the Jupyter Notebook with Vim keybindings is still extremely hard to use. I resolved to temporarily use a Jupyter Lab server.", True, "ellipsis", [], "Even with the remapped Stop Editing Cell keybinding, Jupyter notebooks in VS Code with Vim keybindings are still extremely hard to use, so I'm temporarily using a JupyterLab server.")
    rec(VSCJUP, [vj1, vj2, vj3], T_OBSIDIAN, False, TRAP_SAME, [], None, qsrc=OBSJUP)

    vv1 = (U, "Jupyter notebook mode. The october update of vscode brought a nice feature where jupyter notebooks run directly inside vscode, see https://code.visualstudio.com/docs/python/jupyter-support. Unfortunatly, vim mode is completely off when opening a .ipynb file.")
    rec(VSCODEVIM, [vv1], "As far as I know, we have no control over this. Please file an issue with the VSCode team.", True, "pronoun", ["this"], "VSCodeVim has no control over Vim mode in VS Code's Jupyter notebooks; please file an issue with the VS Code team.")
    rec(VSCODEVIM, [vv1], T_CODEMIRROR, False, TRAP_SAME, [], None, qsrc=OBSJUP)

    rec(PHOTINI, [ph1], T_FLATHUB, False, TRAP_SAME, [], None, qsrc=SIOYEK)
    rec(SIOYEK, [si1, si2], T_OHMYGIT, False, TRAP_SAME, [], None, qsrc=OHMYGIT)
    rec(OPENTV, [ot1, ot2, ot3], T_ESPANSO, False, TRAP_SAME, [], None, qsrc=ESPANSO)
    rec(FINDERSB, [fs1], T_IAVRO, False, TRAP_SAME, [], None, qsrc=IAVRO)
    rec(EQMAC, [eq0, eq1, eq2], T_QUICKREC, False, TRAP_SAME, [], None, qsrc=QUICKREC)
    rec(QUICKREC, [q1], T_EQMAC, False, TRAP_SAME, [], None, qsrc=EQMAC)
    rec(LATEST269, [la1, la2], T_EQMAC, False, TRAP_SAME, [], None, qsrc=EQMAC)
    rec(WINJUMP, [wj1], T_GITWIN, False, TRAP_SAME, [], None, qsrc=GITWIN)
