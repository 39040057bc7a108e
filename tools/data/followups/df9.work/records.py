"""df9 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Fitting data aimed at the detector's known weakness (self-contained questions asked after a
same-domain thread, follow-ups without pronouns), like df7 and df8, from repositories whose
owner starts with a digit or a-m; see `df9.decisions.md`."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- clipboard managers: Wayland, image history ----
ULCLIP20 = GH + "friday/ulauncher-clipboard/issues/20"
ULCLIP21 = GH + "friday/ulauncher-clipboard/pull/21"
CLIPMENU = GH + "cdown/clipmenu/issues/52"
CLIPSTER = GH + "mrichar1/clipster/issues/53"
BEMENU = GH + "Cloudef/bemenu/issues/294"
GALACLIP = GH + "elementary/gala/issues/2167"
CB2F = GH + "clipboard2file/clipboard2file/issues/29"
CLIPWIN = GH + "DoumanAsh/clipboard-win/issues/39"
FLUENT = GH + "adirh3/Fluent-Search/issues/1285"
# ---- tiling window managers (macOS, KWin) and multiple monitors ----
YABAI265 = GH + "asmvik/yabai/issues/265"
YABAI2309 = GH + "asmvik/yabai/issues/2309"
YABAI76 = GH + "asmvik/yabai/issues/76"
KWM = GH + "koekeishiya/kwm/issues/610"
GRID87 = GH + "lingtjien/Grid-Tiling-Kwin/issues/87"
GRID108 = GH + "lingtjien/Grid-Tiling-Kwin/issues/108"
GRID43 = GH + "lingtjien/Grid-Tiling-Kwin/issues/43"
KWT253 = GH + "kwin-scripts/kwin-tiling/issues/253"
KWT227 = GH + "kwin-scripts/kwin-tiling/issues/227"
KZONES = GH + "gerritdevriese/kzones/issues/106"
KROHN = GH + "anametologin/krohnkite/issues/168"
ESJEON = GH + "esjeon/krohnkite/issues/20"
RWIND = GH + "Metaxal/rwind/issues/13"
SLATE = GH + "jigish/slate/issues/213"
REDDWALL = GH + "matthewbauer/reddwall/issues/8"
MACEMU = GH + "emaculation/macemu/issues/14"
ANVIL = GH + "beachio/anvilformac/issues/11"
MATRIX = GH + "monroewilliams/MatrixDownload/issues/13"
GALA788 = GH + "elementary/gala/issues/788"
# ---- git TUIs and GUIs: custom pagers, interactive rebase, stash ----
LG2300 = GH + "jesseduffield/lazygit/issues/2300"
LG3971 = GH + "jesseduffield/lazygit/issues/3971"
LG1771 = GH + "jesseduffield/lazygit/issues/1771"
LG3235 = GH + "jesseduffield/lazygit/issues/3235"
LG190 = GH + "jesseduffield/lazygit/issues/190"
LAZYJJ = GH + "Cretezy/lazyjj/issues/59"
DELTA = GH + "dandavison/delta/pull/1273"
GITUI2032 = GH + "gitui-org/gitui/issues/2032"
GITUI32 = GH + "gitui-org/gitui/issues/32"
GITUI1425 = GH + "gitui-org/gitui/issues/1425"
GITUI3 = GH + "gitui-org/gitui/issues/3"
GHD = GH + "desktop/desktop/issues/2304"
GF = GH + "jorio/gitfourchette/issues/14"
TIG = GH + "jonas/tig/issues/367"
GITTYUP = GH + "Murmele/Gittyup/issues/420"
GIRT = GH + "MitMaro/git-interactive-rebase-tool/issues/577"
# ---- video players: subtitles, hardware decoding ----
MPVNET = GH + "mpvnet-player/mpv.net/issues/392"
WASM = GH + "brianhvo02/libmpv-wasm/issues/13"
MPVEX = GH + "marlboro-advance/mpvEx/issues/179"
MPCHC = GH + "clsid2/mpc-hc/issues/3852"
MPCQT = GH + "mpc-qt/mpc-qt/issues/1039"
IJK = GH + "bilibili/ijkplayer/issues/162"
CINE = GH + "diegopvlk/Cine/issues/42"
# ---- RSS readers: syncing with FreshRSS / Miniflux ----
MRRSS = GH + "DevXDojo/MrRSS/issues/333"
NOM = GH + "guyfedwards/nom/issues/3"
RSSGUARD = GH + "martinrotter/rssguard/issues/1704"
FRESH = GH + "FreshRSS/FreshRSS/issues/3530"
# ---- screen recording: system audio on macOS ----
SCREENITY = GH + "alyssaxuu/screenity/issues/144"
FFSC = GH + "cytopia/ffscreencast/issues/28"
LVT = GH + "loyinglin/LearnVideoToolBox/issues/4"
# ---- terminal emulators: font ligatures ----
TERMINOLOGY = GH + "borisfaure/terminology/issues/132"
TERMONAD = GH + "cdepillabout/termonad/issues/85"
TYM = GH + "endaaman/tym/issues/79"
TERMINATOR = GH + "gnome-terminator/terminator/issues/543"
LXT = GH + "lxde/lxterminal/issues/89"
ELTERM = GH + "elementary/terminal/issues/72"
TABBY = GH + "Eugeny/tabby/issues/51"
HASKLIG = GH + "i-tu/Hasklig/issues/46"
ST = GH + "LukeSmithxyz/st/issues/139"
GUAKE = GH + "Guake/guake/issues/2244"
TILIX = GH + "gnunn1/tilix/issues/807"
HELIX = GH + "helix-editor/helix/issues/3018"

# Threads that only lend a question: the rest of each is no exchange, or one the part's rows already cover.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real questions from df9 threads, placed after another df9 thread ----
# Name their subject (traps wherever they go):
Q_CLIPSTER = "Currently clipster fails on wayland (wm: sway). The stacktrace reports that libwnck is \"designed to work under X11 only\"."
Q_BEMENU = "Bemenu just use wl-clipboard but wayland have some other clipboard managers like wayclip who is used in some distros like the kiss linux repo."
Q_CLIPWINTITLE = "clipboard-win not add copy image to copy history"
Q_GALACLIP = "I am currently using CopyQ as a clipboard manager. However, elementary OS does not support accessing the clipboard directly in Wayland."
Q_YABAISPAN = "Is it possible to have a window spanning multiple displays in yabai?"
Q_KZONES = "With kwin's native tiling in a multi monitor setup, windows on the edge of one screen can be moved to the next screen using keyboard shortcuts. Can this behavior be replicated for kzones's \"Move active window...\" shortcuts?"
Q_YABAIRULE = "Does this already exist? ``` chunkc tiling::rule --owner Finder --state float ```"
Q_GALAWS = "This is the only feature missing from elementary in my opinion, everything else is pretty much perfect. Separate work-spaces for separate displays ( for multi monitor setup) for example how mac OSX implements it."
Q_GITUIPAGER = "Git pagers like delta make diffs easier to view - it would be nice if gitui allowed you to provide the pager you want."
Q_LAZYJJ = "I have delta configured as `ui.pager` in my jj config. Is there some way to configure lazyjj to use that too?"
Q_LGPAGER = "It seems that the `pager` setting is not respected when using `lazygit`."
Q_GITUIRB = "Im always frustrated when I have to quit `gitui` and fall back to command line git to do interactive rebase, ie `git rebase -i <hash>`"
Q_TIG = "It would be nice to have interactive rebase script opened inside tig with features similar to main view, i.e. diff of selected commit."
Q_GITTYUP = "The ability to perform an interactive rebase would be a nice-to-have. It's easy enough to just open a terminal and do this. But can we add this as an action that can performed in Gittyup?"
Q_GHDSTASH = "As nice as GitHub Desktop's \"magic stash\" was it didn't cover all my git stash use cases… I still found myself using command line git too often (to store/apply stashes)…"
Q_MPVNET = "I just streamed this file with mpv.net and for some reason, the player displays none of the included subtitles tracks."
Q_MPCHC = "For the same video, VLC and MPV can display subtitiles, But MPC-HC can not display subtitles."
Q_MPCQT = "MPC-QT doesn't seem to turn on Hardware Decoding by default... ?"
Q_RSSGUARD = "Also cross-platform RSS guard have a good stability/functionality (it crashed only on first run), but it have slow syncing (tested w/ freshrss)"
Q_SCREENITY = "I can't seem to get screenity to record computer audio."
Q_LVT = "MacOS怎么做到录制系统声音，实时录制播放？"
Q_TERMINOLOGY = "Can we have suppor for ligaturized fonts in terminology like in kitty ?"
Q_TERMINATOR = "Will terminator ever consider picking up ligature support?"
Q_ST = "Is it possible to enable font ligatures in the \"st\"? And if it's possible, how to accomplish that?"
Q_TILIX = "Is there a way to use fonts that have ligatures, like Fira Code in terminix? Right now It doesn't display certain characters like =, > and < ."
Q_LXT = "I see that QTerminal supports ligatures, but LXTermimal does not."
Q_TERMONAD = "What would be necessary for us to add ligature support to termonad? e.g. for the font PragmataPro"
Q_TABBY = "I use FiraCode font which has some nice ligatures. Would be great if they worked in Terminus."
Q_HASKLIG = "So I'd really like xfce4-terminal support since I use neovim inside of it and would really like hasklig."
# Need the thread's project (follow-ups after a thread they fit):
F_WAYLANDWISH = "Wish: native Wayland support"
F_ULWAYLAND = "Any chance of it working it wayland, now that wl-clipboard is working and fully functional ?"
F_IMGHIST = "Is it possible so that it checks your clipboard history for images, this would be good as I copy stuff a lot."
F_IMGPLUGIN = "Allow the Clipboard plugin to capture, preview, and paste images (such as screenshots or copied image files) directly from the search interface, matching the current text-handling experience."
F_FLOATALL = "Is there a way to make all windows floating by default except windows from apps in a list?"
F_TILEFLOAT = "is there a way to tile windows in a space with the \"float\" layout? adding manage=on rules does not seem to work"
F_THROW = "I would love the ability to \"throw\" windows to other screens as is currently possible with multiple monitors."
F_MULTIMON = "Is it possible to add support for multiple monitors?  Or is this an issue for me individually?"
F_MONOSX = "I'd love to see multiple monitor support in OS X."
F_FOCUSSCREEN = "What i would really like is for the focus to go beyond one screen."
F_DRAGDROP = "Right now I drag the window manually across screens and then I tile it via the Retile shortcut. Not so simple."
F_IRB = "Support for interactive rebase"
F_IRBLIST = "Ability to have a list of commit that I can act upon (squash, reword etc…)"
F_IRBWORKFLOW = "We use interactive rebase a lot to clean up branches, and doing so is a requirement for our workflow. This is the only feature missing that I think is of significant value to me"
F_DSF = "Would also like to see diff-so-fancy used in diff views"
F_DELTAPAGER = "Using delta as the pager"
F_SUBMODULE = "I set delta as the pager, with following config, it will not display log of submodule"
F_SUBSWASM = "The player recognize the subtitles embedded within the video and they show in the menu. However, the subtitles are not being displayed in the video."
F_HWDEFAULT = "I noticed the hardware decoding setting is turned off by default and I had to turn it on, which I find surprising."
F_HWQ = "Hardware Acceleration (why disabled by default?)"
F_FRESHSYNC = "The ability to sync rss feeds with FreshRSS."
F_MINIFLUX = "Miniflux support if possible, or a google reader api support."
F_SYNCDEV = "would it be possible to add a sync capability to allow syncing subscriptions and read articles between devices?"
F_SYSAUDIO = "I would like record system audio (i.e. audio coming out of the speakers and no microphone audio). Is this possible?"
F_LIGCERTAIN = "Certain terminal emulators have the ability to show ligatures in supported fonts."
F_LIGGUAKE = "I don't know if it's possible utilizing VTE, but is there a way to utilize font ligatures?"
F_LIGNOWAY = "Currently there is no way to enable ligatures for monospaced fonts with them"
F_LIGTHIS = "Would it be possible to add this functionality to this terminal as well?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME, TRAP_OTHER, TRAP_PRON = "trap_same_domain_new_topic", "trap_other", "trap_self_contained_pronoun"

    # ---- clipboard managers: Wayland, image history ----
    u1 = (U, "On wayland. " + F_ULWAYLAND + " really looking forward to this")
    ua = (A, "I don't use Wayland. If others want to support Wayland they can look at the clipboard manager code. Copy one of them and adapt the code to work for Wayland, then make a pull request. The API is pretty simple.")
    rec(ULCLIP20, [u1, ua], Q_CLIPSTER, False, TRAP_SAME, [], None, qsrc=CLIPSTER)
    rec(ULCLIP20, [u1, ua], Q_BEMENU, False, TRAP_SAME, [], None, qsrc=BEMENU)
    rec(ULCLIP20, [u1, ua], F_IMGHIST, True, "ellipsis", [], "Is it possible for the Ulauncher clipboard extension to check the clipboard history for images?", qsrc=CB2F)

    p1 = (U, "clipboard support for wayland. #20 I have added support for clipman which is a fairly basic clipboard manager for wayland")
    pa = (A, "Awesome @kushraj :) I haven't tested it but the code looks clean, and you also added it to the readme. Nice work!")
    rec(ULCLIP21, [p1, pa], Q_GALACLIP, False, TRAP_SAME, [], None, qsrc=GALACLIP)
    rec(ULCLIP21, [p1, pa], F_IMGPLUGIN, True, "ellipsis", [], "Allow the Ulauncher clipboard extension to capture, preview and paste images (screenshots, copied image files), like it handles text.", qsrc=FLUENT)

    c1 = (U, F_WAYLANDWISH + ". It would nice to able to interact with the clipboard directly on Wayland, without the need to run XWayland to proxy traffic through an X  server. The Sway window manager is Wayland-native, and has already implemented a CLI to get the clipboard contents from Wayland.")
    ca = (A, "I'm unlikely to implement this, I'm afraid, for a few reasons: - Lack of desire, I personally don't run Wayland (yet) and don't need this - Lack of people actively testing this code path - Tying this to a particular window manager is less than ideal - clipmenu is for X, if we're going to make one for wayland let's just make it run on native wayland")
    cq = "Looks like [clipman](https://github.com/yory8/clipman) is the same idea, but for Wayland."
    rec(CLIPMENU, [c1, ca], cq, True, "ellipsis", [], "clipman (https://github.com/yory8/clipman) looks like the same idea as clipmenu, but for Wayland.")
    rec(CLIPMENU, [c1, ca], Q_CLIPSTER, False, TRAP_SAME, [], None, qsrc=CLIPSTER)
    rec(CLIPMENU, [c1, ca], Q_GALACLIP, False, TRAP_SAME, [], None, qsrc=GALACLIP)
    rec(CLIPMENU, [c1, ca], F_IMGHIST, True, "ellipsis", [], "Is it possible for clipmenu to check the clipboard history for images?", qsrc=CB2F)

    s1 = (U, "Support Wayland. " + Q_CLIPSTER + " I fear this is going to be difficult to fix. If I understand correctly, wayland makes getting data from other windows very difficult (for security reasons).")
    s2 = (U, "It's really bad, actually: [In Wayland, the clipboard manager has to be part of the compositor.](https://bugzilla.gnome.org/show_bug.cgi?id=775905#c1)")
    sa = (A, "Thanks for raising this - I've been mostly trying to ignore it :) My reading up on this (along with your Gnome bug report) makes it clear that this is a complicated migration. As such there's a possibility that moving to Wayland might be a 'start again' kind of operation, rather than an update to the current app.")
    rec(CLIPSTER, [s1, s2, sa], Q_BEMENU, False, TRAP_SAME, [], None, qsrc=BEMENU)
    rec(CLIPSTER, [s1, s2, sa], Q_CLIPWINTITLE, False, TRAP_SAME, [], None, qsrc=CLIPWIN)
    rec(CLIPSTER, [s1, s2, sa], F_IMGPLUGIN, True, "ellipsis", [], "Allow clipster to capture, preview and paste images (screenshots, copied image files), like it handles text.", qsrc=FLUENT)

    b1 = (U, "Add other clipboard manager options. " + Q_BEMENU + " So will be a good idea to support other clipboard managers since we have some options in wayland.")
    rec(BEMENU, [b1], Q_GALACLIP, False, TRAP_SAME, [], None, qsrc=GALACLIP)
    rec(BEMENU, [b1], F_WAYLANDWISH, True, "ellipsis", [], "Wish: native Wayland support in bemenu.", qsrc=CLIPMENU)

    g1 = (U, "Lacks support for manipulating the clipboard directly in Wayland. Some Wayland compositors may not provide clipboard access protocol for apps, this is the case at least for the latest Ubuntu releases and consequently the systems that use it as a base. " + Q_GALACLIP + " To solve this, install **wl-clipboard**.")
    rec(GALACLIP, [g1], Q_CLIPSTER, False, TRAP_SAME, [], None, qsrc=CLIPSTER)
    rec(GALACLIP, [g1], Q_CLIPWINTITLE, False, TRAP_SAME, [], None, qsrc=CLIPWIN)

    i1 = (U, "[Feature] Image Clipboard History. " + F_IMGHIST + " A bit like Opera/ Opera GX.")
    rec(CB2F, [i1], "Looks like a duplicate of #27 So I'll close it.", True, "ellipsis", [], "This clipboard2file image clipboard history request looks like a duplicate of #27, so I'll close it.")
    rec(CB2F, [i1], Q_CLIPWINTITLE, False, TRAP_SAME, [], None, qsrc=CLIPWIN)
    rec(CB2F, [i1], Q_BEMENU, False, TRAP_SAME, [], None, qsrc=BEMENU)

    w1 = (U, Q_CLIPWINTITLE + ". When i add to copy but when i `win + v` it not show in there")
    wa = (A, "This is a wrapper for a more high level API Can you elaborate more on your problem? Do you miss only images in clipboard history? Text/html is always ok? I generally would prefer to avoid adding overhead of history unless it is absolutely necessary")
    rec(CLIPWIN, [w1, wa], Q_GALACLIP, False, TRAP_SAME, [], None, qsrc=GALACLIP)
    rec(CLIPWIN, [w1, wa], F_IMGHIST, True, "ellipsis", [], "Is it possible for clipboard-win to check the clipboard history for images?", qsrc=CB2F)

    f1 = (U, "Image Support for Clipboard Plugin. Hi, Currently, the clipboard manager is highly efficient but appears to be limited to text-based history. I would love to see this functionality expanded to support images. **Proposed Feature:** " + F_IMGPLUGIN)
    rec(FLUENT, [f1], Q_CLIPSTER, False, TRAP_SAME, [], None, qsrc=CLIPSTER)
    rec(FLUENT, [f1], Q_CLIPWINTITLE, False, TRAP_SAME, [], None, qsrc=CLIPWIN)
    rec(FLUENT, [f1], F_WAYLANDWISH, True, "ellipsis", [], "Wish: native Wayland support in Fluent Search's clipboard plugin.", qsrc=CLIPMENU)

    # ---- tiling window managers (macOS, KWin) and multiple monitors ----
    y1 = (U, "Allow windows to span multiple displays. I see from the readme that you need to enable the \"Displays have separate spaces\" option. Unfortunately the only way to have a single window spanning multiple monitors in vanilla macOS is to disable this setting. " + Q_YABAISPAN + " My guess would be that this is something macOS would have to add support for.")
    ya = (A, "This is simply not feasible.")
    rec(YABAI265, [y1, ya], Q_KZONES, False, TRAP_SAME, [], None, qsrc=KZONES)
    rec(YABAI265, [y1, ya], Q_GALAWS, False, TRAP_SAME, [], None, qsrc=GALA788)
    rec(YABAI265, [y1, ya], F_THROW, True, "ellipsis", [], "I would love the ability in yabai to \"throw\" windows to other spaces, as is currently possible with multiple monitors.", qsrc=SLATE)

    t1 = (U, "tile certain windows in float layout. i've realized that there are more apps i don't want to tile than ones that i do, and there does not seem to be an option to tile only specific apps " + F_TILEFLOAT + " scoured through issues and documentation, did not find solution")
    rec(YABAI2309, [t1], "yup, this works, thanks!", True, "ellipsis", [], "Yes, the suggested yabai way to tile only specific windows in a float-layout space works, thanks!")
    rec(YABAI2309, [t1], Q_YABAIRULE, False, TRAP_SAME, [], None, qsrc=YABAI76)
    rec(YABAI2309, [t1], Q_KZONES, False, TRAP_SAME, [], None, qsrc=KZONES)
    rec(YABAI2309, [t1], F_FLOATALL, True, "ellipsis", [], "Is there a way in yabai to make all windows floating by default except windows from apps in a list?", qsrc=GRID87)

    r1 = (U, "set certain window to float mode. " + Q_YABAIRULE)
    ra = (U, "previously answered already yabai -m rule --add app=SomeName manage=off")
    rec(YABAI76, [r1, ra], Q_YABAISPAN, False, TRAP_SAME, [], None, qsrc=YABAI265)
    rec(YABAI76, [r1, ra], Q_GALAWS, False, TRAP_SAME, [], None, qsrc=GALA788)

    k1 = (U, "[Master] Ignore some/all applications for tiling? Please forgive me if this is an ignorant question, I'm a new user. Is it possible to disable auto-tiling for all windows and just use the app for the focus-follows-mouse feature?")
    ka = (A, "if you set the tiling mode to `float`, no tiling will happen.")
    rec(KWM, [k1, ka], "Thank you that did the trick.  Much appreciated", True, "ellipsis", [], "Thank you, setting kwm's tiling mode to float did the trick.")
    rec(KWM, [k1, ka], Q_YABAIRULE, False, TRAP_SAME, [], None, qsrc=YABAI76)
    rec(KWM, [k1, ka], F_FLOATALL, True, "ellipsis", [], "Is there a way in kwm to make all windows floating by default except windows from apps in a list?", qsrc=GRID87)

    gr1 = (U, F_FLOATALL + " Hi I want to tile only terminal windows and web browsers. Every other window should be floating by default, because I find it annoying when a popup opens tiled and its size is wrong.")
    gra = (A, "Currently you can't do that exactly, but there is a `tile` checkbox in the settings that you can use. If you toggle that off, all clients will start floating and then you can tile whatever client you want after that on demand. Does that suit your need? (if not I could make a small patch)")
    grq = "Can we make floating windows not always-on-top?"
    rec(GRID87, [gr1, gra], grq, True, "ellipsis", [], "Can Grid-Tiling-Kwin make floating windows not always-on-top?")
    rec(GRID87, [gr1, gra, (U, grq)], Q_YABAIRULE, False, TRAP_SAME, [], None, qsrc=YABAI76)
    rec(GRID87, [gr1, gra], Q_KZONES, False, TRAP_SAME, [], None, qsrc=KZONES)

    m1 = (U, "Move Next Desktop/Screen not working properly when using 3 monitors. When using 3 monitors, for 2 of them it works fine. On my leftmost monitor, when I try to move to the next screen, it will change virtual desktops instead. Furthermore, it would be great to have a shortcut to only move to the next screen")
    ma = (A, "The `Grid-Tiling: Move Next Desktop/Screen` (and previous) shortcuts prioritize screens over virtual desktops. For more fine control you can use the default KWin shortcuts `Window One Desktop to the *Left/Right*` and `Window to *Next/Previous* Screen`. The latter one should be the one you're looking for")
    mq = "\"Window to *Next/Previous* Screen\" doesn't work, since when I try to resize the window after changing its screen, it will snap back to the original screen."
    rec(GRID108, [m1, ma], mq, True, "ellipsis", [], "KWin's \"Window to Next/Previous Screen\" doesn't work with Grid-Tiling-Kwin: when I resize the window after changing its screen, it snaps back to the original screen.")
    rec(GRID108, [m1, ma], Q_YABAISPAN, False, TRAP_SAME, [], None, qsrc=YABAI265)
    rec(GRID108, [m1, ma], F_FOCUSSCREEN, True, "ellipsis", [], "With Grid-Tiling-Kwin I would like the focus shortcuts to go beyond one screen.", qsrc=KROHN)

    n1 = (U, "Suggestion: Moving Focus. Is it possible to surface shortcut commands for moving focus to the next/previous window? Previously, I had mapped move focus in i3, or in tmux/vim to a hotkey plus h,j,k,l and it would be dynamite if I could do the same in KDE.")
    na = (A, "If you mean changing the currently active window with global shortcuts, I think this section in the README is what you're looking for? (These are provided by default by KWin itself) > set shortcuts `Switch To Window *Left/Up/Down/Right*` to `Meta+Alt+*Left/Up/Down/Right*`")
    rec(GRID43, [n1, na], "Doh! You’re absolutely correct, I’m not sure how I missed that.", True, "ellipsis", [], "You're right that KWin's Switch To Window Left/Up/Down/Right shortcuts from the Grid-Tiling-Kwin README do it; I'm not sure how I missed that.")
    rec(GRID43, [n1, na], Q_KZONES, False, TRAP_SAME, [], None, qsrc=KZONES)
    rec(GRID43, [n1, na], F_DRAGDROP, True, "ellipsis", [], "Right now with Grid-Tiling-Kwin I drag windows manually across screens and then retile them; not so simple.", qsrc=KZONES)

    kw1 = (U, "[Feature Request] Enable floating for spesific application. The title pretty much says it all. Is it possible to implement this feature so that for example my drop down terminal(tdrop with alacritty) avoid being tiled?")
    kwa = (A, "Please do see the options. It's been implemented for years.")
    kwq = "The thing is, the floating part will need to be triggered at the run time of the command, and not something that you press a key for."
    rec(KWT253, [kw1, kwa], kwq, True, "pronoun", ["the floating part"], "In kwin-tiling, floating my drop-down terminal needs to happen when the command runs, not by pressing a key.")
    rec(KWT253, [kw1, kwa, (U, kwq)], Q_YABAIRULE, False, TRAP_SAME, [], None, qsrc=YABAI76)
    rec(KWT253, [kw1, kwa], F_TILEFLOAT, True, "ellipsis", [], "Is there a way in kwin-tiling to tile windows while the layout floats everything, since adding rules does not seem to work?", qsrc=YABAI2309)

    kf1 = (U, "Focus next/previous tile across screen. I have a total of 3 windows on a single desktop, 2 of them are on screen A, the last one is one screen B. When triggering shortcut Focus next/previous tile I would like to be able to focus from window 1 to window 2 and then to window 3. But It looks like I'm locked on a single screen")
    kfa = (A, "Hi @Zaraka, we recommend using Plasma task switcher (Settings/Window Management/Task Switcher) and it's key bindings. You can customize the scope (Activity/Desktop/Screen) of considered windows there.")
    rec(KWT227, [kf1, kfa], Q_YABAISPAN, False, TRAP_SAME, [], None, qsrc=YABAI265)
    rec(KWT227, [kf1, kfa], Q_GALAWS, False, TRAP_SAME, [], None, qsrc=GALA788)
    rec(KWT227, [kf1, kfa], F_DRAGDROP, True, "ellipsis", [], "Right now with kwin-tiling I drag windows manually across screens and then retile them; not so simple.", qsrc=KZONES)

    kz1 = (U, "Feature request: Make \"Move active window\" shortcuts work across multiple monitors. " + Q_KZONES + " I don't know if kwin scripts can read the monitor layout")
    rec(KZONES, [kz1], Q_YABAISPAN, False, TRAP_SAME, [], None, qsrc=YABAI265)
    rec(KZONES, [kz1], F_FOCUSSCREEN, True, "ellipsis", [], "With KZones I would like the focus to go beyond one screen.", qsrc=KROHN)
    rec(KZONES, [kz1], F_FLOATALL, True, "ellipsis", [], "Is there a way in KZones to make all windows floating by default except windows from apps in a list?", qsrc=GRID87)

    kr1 = (U, "Feature request: Move focus on windows on another screen. " + F_FOCUSSCREEN + " With two screens, one on the left and one on the right: What i want to do is move the focus from window A to window B by just using the shortcut to go to the window on the right")
    kra = (A, "Try using Kwin keyboard shortcuts: `switch to window to the Left/Right`")
    rec(KROHN, [kr1, kra], "It works! Thank you very much.", True, "pronoun", ["It"], "KWin's switch to window to the Left/Right shortcuts work with krohnkite across screens, thank you.")
    rec(KROHN, [kr1, kra], Q_LVT, False, TRAP_OTHER, [], None, qsrc=LVT)
    rec(KROHN, [kr1, kra], Q_GALAWS, False, TRAP_SAME, [], None, qsrc=GALA788)

    e1 = (U, "Tile layout focus shift. Hi and thanks for this extension, working really solid compared to others. I'd like to ask if there is a way to switch between windows on tile layout, other than alt-tab. It'd be great if customizable shortcuts for \"Focus left\"/\"Focus down\" etc.")
    ea = (U, "@seqizz I believe those are provided by plasma")
    rec(ESJEON, [e1, ea], "Hooly moly, thanks @aerosol I totally missed that. Closing.", True, "ellipsis", [], "Thanks, I missed that Plasma provides focus-left/down shortcuts for krohnkite's tile layout. Closing.")
    rec(ESJEON, [e1, ea], Q_RSSGUARD, False, TRAP_OTHER, [], None, qsrc=FRESH)
    rec(ESJEON, [e1, ea], F_THROW, True, "ellipsis", [], "I would love the ability in krohnkite to \"throw\" windows to other screens.", qsrc=SLATE)

    rw1 = (U, "Float specific windows in tiling mode. Selecting a specific window to have it float above the other windows in a tiling workstation would be amazing. This is a feature in Awesome window manager and it's incredibly useful.")
    rec(RWIND, [rw1], Q_TERMINOLOGY, False, TRAP_OTHER, [], None, qsrc=TERMINOLOGY)
    rec(RWIND, [rw1], F_FLOATALL, True, "ellipsis", [], "Is there a way in rwind to make all windows floating by default except windows from apps in a list?", qsrc=GRID87)

    sl1 = (U, "Support for multiple screens/desktops. " + F_THROW)
    sla = (U, "edit: looks like this has been discussed here https://github.com/jigish/slate/issues/78 sorry, I'm new to OS X and didn't realize they were called spaces!")
    slb = (A, "no worries :) - closing this as it is a duplicate. For the record, spaces support is high on my priority list but it is definitely not an easy problem =/.")
    rec(SLATE, [sl1, sla, slb], Q_SCREENITY, False, TRAP_OTHER, [], None, qsrc=SCREENITY)
    rec(SLATE, [sl1, sla, slb], Q_TABBY, False, TRAP_OTHER, [], None, qsrc=TABBY)
    rec(SLATE, [sl1, sla, slb], F_TILEFLOAT, True, "ellipsis", [], "Is there a way in Slate to tile only some windows in a space whose layout floats, since adding rules does not seem to work?", qsrc=YABAI2309)

    rd1 = (U, "Multiple Monitor Support in OS X? " + F_MONOSX)
    rec(REDDWALL, [rd1], Q_LXT, False, TRAP_OTHER, [], None, qsrc=LXT)
    rec(REDDWALL, [rd1], F_MULTIMON, True, "ellipsis", [], "Is it possible to add support for multiple monitors to reddwall, or is this an issue for me individually?", qsrc=MATRIX)

    me1 = (U, "Video: multiple monitor support. From the original project's `TODO`: > General: > - Video: multiple monitor support No further information is available; it's also possible that this issue has been addressed in the time since that 2007-07-14 revision.")
    rec(MACEMU, [me1], Q_ST, False, TRAP_OTHER, [], None, qsrc=ST)
    rec(MACEMU, [me1], F_MONOSX, True, "ellipsis", [], "I'd love to see multiple monitor support in the macemu emulators on OS X.", qsrc=REDDWALL)

    an1 = (U, "Multi-monitor support doesn't show menu on either display")
    an2 = (U, "A big +1")
    rec(ANVIL, [an1, an2], Q_LXT, False, TRAP_OTHER, [], None, qsrc=LXT)
    rec(ANVIL, [an1, an2], F_MULTIMON, True, "ellipsis", [], "Is it possible to fix Anvil's support for multiple monitors, or is this an issue for me individually?", qsrc=MATRIX)

    mx1 = (U, "Support Mac Studio with multiple monitors? " + F_MULTIMON + "  The screen saver only shows on what is designated as my primary display.")
    rec(MATRIX, [mx1], "macOS 13.5 seems to have cleared this issue for me.  Apologies for jumping the gun.", True, "pronoun", ["this issue"], "macOS 13.5 seems to have fixed the MatrixDownload screen saver showing only on my primary display.")
    rec(MATRIX, [mx1], Q_HASKLIG, False, TRAP_OTHER, [], None, qsrc=HASKLIG)
    rec(MATRIX, [mx1], F_THROW, True, "ellipsis", [], "I would love the ability in the MatrixDownload screen saver to span other screens, as is possible with multiple monitors.", qsrc=SLATE)

    gl1 = (U, "Better workspaces. Greetings from Australia. You guys are doing very good work, keep it up. " + Q_GALAWS)
    gl2 = (U, "Another example of what I'm talking about just in case the one above doesn't make sense.")
    rec(GALA788, [gl1, gl2], "Duplicate of #26", True, "ellipsis", [], "This elementary gala request for separate workspaces per display is a duplicate of #26.")
    rec(GALA788, [gl1, gl2], Q_LVT, False, TRAP_OTHER, [], None, qsrc=LVT)
    rec(GALA788, [gl1, gl2], F_MONOSX, True, "ellipsis", [], "I'd love to see better multiple monitor support in elementary OS's gala.", qsrc=REDDWALL)

    # ---- git TUIs and GUIs: custom pagers, interactive rebase, stash ----
    l1 = (U, "[Windows] Git Delta not working as custom pager. Im trying to use the pager `delta` with this config ``` yml git: paging: useConfig: false colorArg: always pager: delta -s --dark --paging=never ``` but its not working, **Expected behavior** Should have the same behavior when using `git diff` in the terminal")
    l2 = (U, "Isn't this a duplicate of #1453 ?")
    la = (A, "Indeed, thanks")
    rec(LG2300, [l1, l2, la], Q_GITUIPAGER, False, TRAP_SAME, [], None, qsrc=GITUI2032)
    rec(LG2300, [l1, l2, la], F_SUBMODULE, True, "ellipsis", [], "I set delta as lazygit's pager and it does not display the log of a submodule.", qsrc=LG1771)

    l31 = (U, "[Issue] `pager` setting not respected in lazygit configuration. " + Q_LGPAGER + " 1. Edit the `config.yml` file to include the following: ```yaml git: paging: colorArg: always pager: delta --paging=never --line-numbers --hyperlinks ``` **Expected behavior** I would expect lazygit to use `delta` as the pager, showing its output in the right panel.")
    rec(LG3971, [l31], Q_GITUIPAGER, False, TRAP_SAME, [], None, qsrc=GITUI2032)
    rec(LG3971, [l31], F_DSF, True, "ellipsis", [], "I would also like to see diff-so-fancy used in lazygit's diff views.", qsrc=LG190)

    sm1 = (U, "Does not display change log of submodule with delta as custom pager. " + F_SUBMODULE + " ```yml git: paging: colorArg: always pager: delta --dark --paging=never ``` If I change the config to ```yml pager: diff-so-fancy ``` It will display log of submodule correctly.")
    rec(LG1771, [sm1], Q_LGPAGER, False, TRAP_SAME, [], None, qsrc=LG3971)
    rec(LG1771, [sm1], Q_LAZYJJ, False, TRAP_PRON, [], None, qsrc=LAZYJJ)

    pg1 = (U, "$PAGER is overwriting git.paging.pager. I setup a custom pager in the lazygit config and my PAGER environmental variable is overwriting it. ```yml git: paging: useConfig: true colorArg: always pager: delta --color-only --side-by-side ``` **Expected behavior** I expect \"delta\" to be prioritized because of the lazygit config value")
    pga = (A, "Not a bug. You have `useConfig: true` in your config, this explicitly tells lazygit to look at your PAGER variable instead of its own config. Just remove that, and it will work the way you expect.")
    rec(LG3235, [pg1, pga], "Thanks, that was it 👍", True, "pronoun", ["that"], "Thanks, removing useConfig: true from my lazygit paging config fixed delta being overridden by $PAGER.")
    rec(LG3235, [pg1, pga], Q_GITUIPAGER, False, TRAP_SAME, [], None, qsrc=GITUI2032)

    d1 = (U, "Integrating diff-so-fancy as a diff viewer? " + F_DSF + ", will sponsor if you can make it happen somehow.")
    d2 = (U, "While at it,  it would be nice if lazygit respect `.git/config` then fallback to `~/.gitconfig`. I use `core.pager` field to make `git log --patch` prettier.")
    da = (A, "This has now been implemented. See https://github.com/jesseduffield/lazygit/blob/master/docs/Custom_Pagers.md If anybody would like to see changes to the feature, let me know :) closing")
    rec(LG190, [d1, d2, da], Q_LAZYJJ, False, TRAP_PRON, [], None, qsrc=LAZYJJ)
    rec(LG190, [d1, d2, da], F_DELTAPAGER, True, "ellipsis", [], "Using delta as lazygit's pager.", qsrc=LAZYJJ)

    jj1 = (U, F_DELTAPAGER + ". " + Q_LAZYJJ)
    jj2 = (U, "I've just joined the discord server. I'll pick this up on there instead.")
    rec(LAZYJJ, [jj1, jj2], "I'm wondering if this is possible as well?", True, "pronoun", ["this"], "Is it possible to configure lazyjj to use delta, configured as ui.pager in the jj config, as its pager?")
    rec(LAZYJJ, [jj1, jj2], Q_LGPAGER, False, TRAP_SAME, [], None, qsrc=LG3971)
    rec(LAZYJJ, [jj1, jj2], Q_TIG, False, TRAP_SAME, [], None, qsrc=TIG)

    dl1 = (U, "mention `delta.pager` in README. I have `$PAGER` set to `$(which nvim) +Man!`. I spent a few hours googling and debugging, thinking that git had a bug and was preferring `PAGER` over `GIT_PAGER` / `core.pager`, before realizing that `delta` was the program paging to `$PAGER`.")
    dla = (A, "Hi @zdog234 thanks for the discussion here. I'm a bit hesitant to alter things here in case it causes users to start to have problems that aren't currently happening. With `pager = less` it will actually use `less` with less flags taken from `$LESS` I believe.")
    rec(DELTA, [dl1, dla], Q_LGPAGER, False, TRAP_SAME, [], None, qsrc=LG3971)
    rec(DELTA, [dl1, dla], Q_GITUIPAGER, False, TRAP_SAME, [], None, qsrc=GITUI2032)
    rec(DELTA, [dl1, dla], F_SUBMODULE, True, "ellipsis", [], "I set delta as the pager and it will not display the log of a submodule.", qsrc=LG1771)

    gp1 = (U, "Custom git pager / diff view. " + Q_GITUIPAGER + " **Describe the solution you'd like** Allow users to specify the git pager they want to use via the config file. **Describe alternatives you've considered** Lazygit :P")
    gpa = (A, "dupe of #358")
    rec(GITUI2032, [gp1, gpa], Q_LAZYJJ, False, TRAP_PRON, [], None, qsrc=LAZYJJ)
    rec(GITUI2032, [gp1, gpa], F_DSF, True, "ellipsis", [], "I would also like to see diff-so-fancy used in gitui's diff views.", qsrc=LG190)

    ir1 = (U, "Interactive rebase. I'm also using Fork, and the sudden change of policy doesn't really suit me so I was looking for an alternative. The feature I use the most was interactive rebase so here is my feature request :) " + F_IRBLIST)
    ira = (A, "Hi @Geobert thanks for your interest in this project, Interactive Rebase is absolutely on my list of features for the commit log view (#2)")
    irq = "Is there any planned movement on this at all? Really loving gitui, but I need to keep lazygit around as well because it makes rebasing and fixup commits very easy."
    rec(GITUI32, [ir1, ira], irq, True, "pronoun", ["this"], "Is there any planned movement on interactive rebase in gitui? I keep lazygit around because it makes rebasing and fixup commits very easy.")
    rec(GITUI32, [ir1, ira, (U, irq), (A, "It is planned, yes")], Q_TIG, False, TRAP_SAME, [], None, qsrc=TIG)
    rec(GITUI32, [ir1, ira], Q_GITTYUP, False, TRAP_SAME, [], None, qsrc=GITTYUP)

    ie1 = (U, "Interactive rebase made easy. " + Q_GITUIRB + " It would be very nice to have a section/option/window in `gitui` to do interactive rebasing in an easy way.")
    iea = (A, "duplicate of #32 ?")
    rec(GITUI1425, [ie1, iea], "yup it seems so, sorry I didn't see that before posting my FR. Go ahead and close this one if you want to.", True, "ellipsis", [], "Yes, my gitui interactive rebase request duplicates #32; close it if you want to.")
    rec(GITUI1425, [ie1, iea], Q_GITTYUP, False, TRAP_SAME, [], None, qsrc=GITTYUP)
    rec(GITUI1425, [ie1, iea], Q_LGPAGER, False, TRAP_SAME, [], None, qsrc=LG3971)

    st1 = (A, "stashing support. some question need to be solved for this: * does the stashing happen in the status tab? or.. * we will need a new tab for the stash list anyway, is that the place to also save stuff to the stash?")
    st2 = (A, "I think I am going for a two tab approach now")
    stq = "This looks useful!  One thing that would be useful that I don't see above is being able to stash individual lines or hunks rather than full files, like `git stash push --patch` (but with a better UI)."
    rec(GITUI3, [st1, st2], stq, True, "pronoun", ["This"], "gitui's stashing tabs look useful; could it stash individual lines or hunks rather than full files, like `git stash push --patch`?")
    rec(GITUI3, [st1, st2], Q_GHDSTASH, False, TRAP_SAME, [], None, qsrc=GHD)

    hd1 = (U, "Add GUI support for git's \"stash store\" and \"stash apply\" commands. " + Q_GHDSTASH + " So… having \"Store Stash\" and \"Restore Stash\" buttons would be awesome…")
    hda = (A, "@geowar1 thanks for the suggestion! This idea is interesting for the future, but this is beyond the scope of our current roadmap.")
    rec(GHD, [hd1, hda], "How about the \"apply\" flow? Can we choose whether to pop or apply?", True, "ellipsis", [], "For GitHub Desktop's proposed stash support, how about the apply flow: can we choose whether to pop or apply a stash?")
    rec(GHD, [hd1, hda], Q_GITTYUP, False, TRAP_SAME, [], None, qsrc=GITTYUP)
    rec(GHD, [hd1, hda], F_IRB, True, "ellipsis", [], "Support for interactive rebase in GitHub Desktop.", qsrc=GITTYUP)

    gf1 = (U, "Interactive Rebase. " + F_IRBWORKFLOW + ", and I hope you'll consider implementing it, sooner rather than later.")
    gfa = (A, "I use rebase on the command line all the time as well, so I agree it'd be great to have in GitFourchette. I'm focusing on finishing a Blame feature right now; when that's done I'll look at Rebase.")
    rec(GF, [gf1, gfa], Q_TIG, False, TRAP_SAME, [], None, qsrc=TIG)
    rec(GF, [gf1, gfa], Q_GITUIRB, False, TRAP_SAME, [], None, qsrc=GITUI1425)
    rec(GF, [gf1, gfa], F_IRBLIST, True, "ellipsis", [], "In GitFourchette, the ability to have a list of commits I can act upon (squash, reword etc.).", qsrc=GITUI32)

    tg1 = (U, "Feature Request: interactive rebase. Hi. " + Q_TIG + " Even in read-only mode.")
    tga = (A, "I had a plan in mind for that, which consisted of adding a `rebase` view (that implies `--all`), which adds a extra column with related actions for the commits (`p` for pick, `r` for reword, etc.). The hard part is the interaction. Think if a commit didn't apply, how Tig should react?")
    rec(TIG, [tg1, tga], Q_GITUIRB, False, TRAP_SAME, [], None, qsrc=GITUI1425)
    rec(TIG, [tg1, tga], Q_GHDSTASH, False, TRAP_SAME, [], None, qsrc=GHD)
    rec(TIG, [tg1, tga], F_IRBWORKFLOW, True, "ellipsis", [], "We use interactive rebase a lot to clean up branches; it is the only feature missing in tig that matters to us.", qsrc=GF)

    gy1 = (U, "Interactive Rebase. " + Q_GITTYUP + " I don't know much about cpp and desktop development or I would attempt to do this myself.")
    rec(GITTYUP, [gy1], "Discussion: #418", True, "ellipsis", [], "The discussion of interactive rebase in Gittyup is #418.")
    rec(GITTYUP, [gy1], Q_GITUIRB, False, TRAP_SAME, [], None, qsrc=GITUI1425)
    rec(GITTYUP, [gy1], F_IRBLIST, True, "ellipsis", [], "In Gittyup, the ability to have a list of commits I can act upon (squash, reword etc.).", qsrc=GITUI32)

    ri1 = (U, "related: GitUI https://github.com/extrawurst/gitui/issues/32")
    ria = (A, "GitUI is a great project! Unless there is something actionable with this issue, I am going to close.")
    rec(GIRT, [ri1, ria], Q_RSSGUARD, False, TRAP_OTHER, [], None, qsrc=FRESH)
    rec(GIRT, [ri1, ria], Q_BEMENU, False, TRAP_OTHER, [], None, qsrc=BEMENU)
    rec(GIRT, [ri1, ria], F_DELTAPAGER, True, "ellipsis", [], "Using delta as the pager in git-interactive-rebase-tool.", qsrc=LAZYJJ)

    # ---- video players: subtitles, hardware decoding ----
    mn1 = (U, "mpv.net doesn't display subtitles. **Describe the bug** " + Q_MPVNET + " **Expected behavior** I expected the player to display the selected subtitle track.")
    rec(MPVNET, [mn1], Q_MPCHC, False, TRAP_SAME, [], None, qsrc=MPCHC)
    rec(MPVNET, [mn1], Q_MPCQT, False, TRAP_SAME, [], None, qsrc=MPCQT)
    rec(MPVNET, [mn1], F_HWDEFAULT, True, "ellipsis", [], "I noticed mpv.net's hardware decoding setting is off by default and I had to turn it on, which I find surprising.", qsrc=CINE)

    ws1 = (U, "Subtitles are not displayed. " + F_SUBSWASM + " Changing subtitles, or selecting none don't make them appear either.")
    rec(WASM, [ws1], Q_MPVNET, False, TRAP_SAME, [], None, qsrc=MPVNET)
    rec(WASM, [ws1], Q_MPCQT, False, TRAP_SAME, [], None, qsrc=MPCQT)
    rec(WASM, [ws1], F_HWQ, True, "ellipsis", [], "Why is hardware acceleration disabled by default in libmpv-wasm?", qsrc=IJK)

    x1 = (U, "Subtitles Error. I am having issues with subtitles for some video files i mean it's showing subtitles but not as expected i don't know why the same video file is working fine for subtitles on vlc and mx player but i am unable to find out what the actual problem is")
    xa = (A, "Send file telegram @adihtya or mail @ marlboroadvance@zohomail.in")
    rec(MPVEX, [x1, xa], Q_MPCHC, False, TRAP_SAME, [], None, qsrc=MPCHC)
    rec(MPVEX, [x1, xa], F_SUBSWASM, True, "ellipsis", [], "mpvEx recognises the embedded subtitles and lists them in the menu, but they are not displayed in the video.", qsrc=WASM)
    rec(MPVEX, [x1, xa], F_HWDEFAULT, True, "ellipsis", [], "I noticed mpvEx's hardware decoding setting is off by default and I had to turn it on, which I find surprising.", qsrc=CINE)

    h1 = (U, "Do not display subtitles. Hi there, " + Q_MPCHC + " Best regards,")
    ha = (A, "Sample file or Mediainfo of such file.")
    rec(MPCHC, [h1, ha], Q_MPVNET, False, TRAP_SAME, [], None, qsrc=MPVNET)
    rec(MPCHC, [h1, ha], Q_MPCQT, False, TRAP_SAME, [], None, qsrc=MPCQT)
    rec(MPCHC, [h1, ha], F_HWQ, True, "ellipsis", [], "Why is hardware acceleration disabled by default in MPC-HC?", qsrc=IJK)

    q1 = (U, "[Bug] " + Q_MPCQT + " Not sure if that's attended or not. Just wanted to clear out this possible issue here.")
    qa = (A, "This is intended behavior. https://mpv.io/manual/master/#options-hwdec >Hardware decoding is not enabled by default, to keep the out-of-the-box configuration as reliable as possible.")
    rec(MPCQT, [q1, qa], "I personally don't like their approach. But thanks for answering my concern. I'm closing this issue.", True, "pronoun", ["their approach"], "I don't like mpv's approach of not enabling hardware decoding by default, but thanks for answering about MPC-QT.")
    rec(MPCQT, [q1, qa], Q_MPVNET, False, TRAP_SAME, [], None, qsrc=MPVNET)
    rec(MPCQT, [q1, qa], F_SUBSWASM, True, "ellipsis", [], "MPC-QT recognises the embedded subtitles and lists them in the menu, but they are not displayed in the video.", qsrc=WASM)

    j1 = (U, "[QUESTION] " + F_HWQ + " I noticed in the ```config/module-default.sh``` that the hardware acceleration is disabled. I'm wondering if this is a requirement (ie, for h264 videos, I'd like to use hardware acceleration if possible).")
    rec(IJK, [j1], Q_MPCQT, False, TRAP_SAME, [], None, qsrc=MPCQT)
    rec(IJK, [j1], Q_MPCHC, False, TRAP_SAME, [], None, qsrc=MPCHC)

    ci1 = (U, "Enable hardware decoding by default. " + F_HWDEFAULT + " I assume the app should be able to automatically  fall back to software decoding if hardware is not capable. Should this option be turned on by default?")
    cia = (A, "In an ideal world it should be on by default, without a preference actually. But there are a lot of different hardware configurations, and it can fail or not work at all, so to avoid issues out of the box, it's best to keep it off by default.")
    rec(CINE, [ci1, cia], "Fair enough, feel free to close this issue if it is not actionable.", True, "ellipsis", [], "Fair enough about keeping Cine's hardware decoding off by default; feel free to close the issue.")
    rec(CINE, [ci1, cia], Q_MPVNET, False, TRAP_SAME, [], None, qsrc=MPVNET)
    rec(CINE, [ci1, cia], Q_MPCHC, False, TRAP_SAME, [], None, qsrc=MPCHC)

    # ---- RSS readers: syncing with FreshRSS / Miniflux ----
    rr1 = (U, "[FEATURE] 对于使用FreshRSS的情况，除了同步订阅源之外是否可以同步未读，已读和收藏，而非使用本地抓取订阅内容, 这样可以跨平台使用FreshRSS, 提高用户体验。谢谢！")
    rra = (A, "已经完善 FreshRSS 的相关支持，将会随后续的 v1.3.13 版本发布")
    rec(MRRSS, [rr1, rra], Q_RSSGUARD, False, TRAP_SAME, [], None, qsrc=FRESH)
    rec(MRRSS, [rr1, rra], F_MINIFLUX, True, "ellipsis", [], "Miniflux support in MrRSS if possible, or Google Reader API support.", qsrc=NOM)

    no1 = (A, "API integrations. > An essential feature of newsboat for me is FreshRSS syncing (using Google Reader API). > " + F_MINIFLUX + " Add ability to read from external sources.")
    rec(NOM, [no1], Q_RSSGUARD, False, TRAP_SAME, [], None, qsrc=FRESH)
    rec(NOM, [no1], F_SYNCDEV, True, "ellipsis", [], "Would it be possible to add to nom a sync capability for subscriptions and read articles between devices?", qsrc=RSSGUARD)

    rg1 = (U, "[FR]: Add sync capabilities. Hi, " + F_SYNCDEV + " Android app Feeder has introduced something like that.")
    rga = (A, "[Feedly] Google Reader API (Bazqux, FreshRSS, Inoreader, Miniflux, Reedah, The Old Reader and more) Nextcloud News Tiny Tiny RSS")
    rec(RSSGUARD, [rg1, rga], F_FRESHSYNC, True, "ellipsis", [], "The ability to sync RSS Guard's feeds with FreshRSS.", qsrc=FRESH)
    rec(RSSGUARD, [rg1, rga], Q_SCREENITY, False, TRAP_OTHER, [], None, qsrc=SCREENITY)

    fr1 = (U, "[Feature] Update information about native apps. https://github.com/jangernert/FeedReader/ \"This project is no longer activily maintained! I am for quite some time already working on a spiritual successor called NewsFlash.\" " + Q_RSSGUARD)
    fra = (A, "Thanks for the info 👍🏻 Would you please send a PR to update the info in our tables? And let us know about your progress :-)")
    rec(FRESH, [fr1, fra], F_MINIFLUX, True, "ellipsis", [], "Miniflux support if possible, or Google Reader API support, for the native apps FreshRSS lists.", qsrc=NOM)
    rec(FRESH, [fr1, fra], Q_TERMINATOR, False, TRAP_OTHER, [], None, qsrc=TERMINATOR)

    # ---- screen recording: system audio on macOS ----
    sc1 = (U, "can't record computer audio? " + Q_SCREENITY + " e.g. if I have music running in the background, or I'm showing a Youtube clip as part of my recording. The recording picks up my microphone with no problem, but any audio produced by the computer itself doesn't get recorded. Is this expected behavior or is there a setting or something that I'm missing?")
    sca = (A, "If you're on Mac and using the desktop capture option, you will not be able to record your computer audio. I believe in Windows it should work, let me know if that is the case.")
    rec(SCREENITY, [sc1, sca], "Ah, ok. Yes, I'm on a Mac so that's too bad.", True, "ellipsis", [], "I'm on a Mac, so Screenity can't record computer audio with desktop capture; too bad.")
    rec(SCREENITY, [sc1, sca], Q_LVT, False, TRAP_SAME, [], None, qsrc=LVT)
    rec(SCREENITY, [sc1, sca], F_SYSAUDIO, True, "ellipsis", [], "Can Screenity record only system audio (what comes out of the speakers, no microphone)?", qsrc=FFSC)

    ff1 = (U, "Support for system audio (not mic). Test platform: MacBookAir OSX 10.12.6 Sierra " + F_SYSAUDIO)
    ff2 = (U, "I found a workaround. I had to install SoundFlower. Note that you won't be able to actually hear any system audio as it is redirected to the SoundFlower device.")
    rec(FFSC, [ff1, ff2], Q_SCREENITY, False, TRAP_SAME, [], None, qsrc=SCREENITY)
    rec(FFSC, [ff1, ff2], Q_LVT, False, TRAP_SAME, [], None, qsrc=LVT)

    lv1 = (U, Q_LVT)
    rec(LVT, [lv1], Q_SCREENITY, False, TRAP_SAME, [], None, qsrc=SCREENITY)
    rec(LVT, [lv1], F_SYSAUDIO, True, "ellipsis", [], "Can LearnVideoToolBox's examples record only system audio on macOS (what comes out of the speakers, no microphone)?", qsrc=FFSC)

    # ---- terminal emulators: font ligatures ----
    te1 = (U, "Font with ligatures. " + Q_TERMINOLOGY)
    tea = (A, "This is something I'd like to do at some point but it requires to rewrite the `textgrid` widget in EFL.")
    rec(TERMINOLOGY, [te1, tea], "I second this request. It seems to be the only thing holding me back from using Terminology as my default terminal.", True, "pronoun", ["this request"], "I second the request for font ligature support in Terminology; it is the only thing holding me back from using it as my default terminal.")
    rec(TERMINOLOGY, [te1, tea], Q_TERMINATOR, False, TRAP_SAME, [], None, qsrc=TERMINATOR)
    rec(TERMINOLOGY, [te1, tea], Q_ST, False, TRAP_SAME, [], None, qsrc=ST)
    rec(TERMINOLOGY, [te1, tea], F_LIGGUAKE, True, "ellipsis", [], "Is there a way to use font ligatures in Terminology?", qsrc=GUAKE)

    tn1 = (U, "Ligature support. Thanks for this project! " + Q_TERMONAD)
    tn2 = (U, "@cdepillabout Thanks for your response! Unfortunately it seems like VTE does not currently support ligatures: https://bugzilla.gnome.org/show_bug.cgi?id=781597#c10")
    tna = (A, "@bts Ah, that's unfortunate :-\\ I guess I would still suggest opening an issue on the VTE issue tracker (and then posting a link here).")
    rec(TERMONAD, [tn1, tn2, tna], Q_TILIX, False, TRAP_SAME, [], None, qsrc=TILIX)
    rec(TERMONAD, [tn1, tn2, tna], Q_HASKLIG, False, TRAP_SAME, [], None, qsrc=HASKLIG)
    rec(TERMONAD, [tn1, tn2, tna], F_LIGTHIS, True, "pronoun", ["this functionality", "this terminal"], "Would it be possible to add font ligature support to termonad as well?", qsrc=LXT)

    ty1 = (U, "Ligature support. " + F_LIGCERTAIN)
    tya = (A, "tym is based on VTE, and if VTE supports ligature, it would be also available on tym.")
    rec(TYM, [ty1, tya], Q_TERMINOLOGY, False, TRAP_SAME, [], None, qsrc=TERMINOLOGY)
    rec(TYM, [ty1, tya], Q_TABBY, False, TRAP_SAME, [], None, qsrc=TABBY)
    rec(TYM, [ty1, tya], F_LIGNOWAY, True, "ellipsis", [], "Currently there is no way to enable ligatures in tym for monospaced fonts that have them.", qsrc=HELIX)

    tr1 = (U, Q_TERMINATOR + " Ligatures are essential and a game-changing feature for many people who use the terminal especially developers. We could look into using the Harfbuzz library to implement ligatures for Terminator.")
    tra = (A, "Font support is provided by vte, which doesn't support ligatures, and, I'm gonna say, is not likely to in the near future.")
    rec(TERMINATOR, [tr1, tra], Q_ST, False, TRAP_SAME, [], None, qsrc=ST)
    rec(TERMINATOR, [tr1, tra], Q_TERMONAD, False, TRAP_SAME, [], None, qsrc=TERMONAD)
    rec(TERMINATOR, [tr1, tra], F_LIGCERTAIN, True, "ellipsis", [], "Certain terminal emulators can show ligatures in supported fonts; can Terminator?", qsrc=TYM)

    lx1 = (U, "[Feature Request] Ligatures. Hello! Thank you for your work on this project— it has been my terminal of choice for the past year. I see that QTerminal supports ligatures, but LXTermimal does not. " + F_LIGTHIS)
    lxa = (A, "That's a pretty neat feature. Since LXTerminal is based on VTE, this sort of stuff technically needs to be supported by VTE first, then it becomes (relatively) trivial to implement with LXTerminal.")
    rec(LXT, [lx1, lxa], Q_TILIX, False, TRAP_SAME, [], None, qsrc=TILIX)
    rec(LXT, [lx1, lxa], Q_TABBY, False, TRAP_SAME, [], None, qsrc=TABBY)
    rec(LXT, [lx1, lxa], F_LIGNOWAY, True, "ellipsis", [], "Currently there is no way to enable ligatures in LXTerminal for monospaced fonts that have them.", qsrc=HELIX)

    el1 = (U, "Add support for font ligatures. There are many terminal applications (Konsole, macOS's Terminal etc.) that support font ligatures. This is a nice feature because many coding fonts use ligatures to render important coding symbols.")
    ela = (A, "This would defintely be an upstream issue in VTE.")
    rec(ELTERM, [el1, ela], "How do you make a bounty for this?", True, "pronoun", ["this"], "How do you make a bounty for font ligature support in elementary Terminal (upstream in VTE)?")
    rec(ELTERM, [el1, ela], Q_TERMINOLOGY, False, TRAP_SAME, [], None, qsrc=TERMINOLOGY)
    rec(ELTERM, [el1, ela], Q_HASKLIG, False, TRAP_SAME, [], None, qsrc=HASKLIG)

    tb1 = (U, "Feature Request - Support for font ligatures. " + Q_TABBY)
    tb2 = (U, "Allowing use of any font installed on the system would be fantastic")
    tba = (A, "This is now controlled by the `terminal.ligatures` option in `config.yaml`!")
    rec(TABBY, [tb1, tb2, tba], Q_ST, False, TRAP_SAME, [], None, qsrc=ST)
    rec(TABBY, [tb1, tb2, tba], Q_TERMINATOR, False, TRAP_SAME, [], None, qsrc=TERMINATOR)
    rec(TABBY, [tb1, tb2, tba], F_LIGGUAKE, True, "ellipsis", [], "Is there a way to use font ligatures in Tabby?", qsrc=GUAKE)

    hk1 = (U, "xfce4-terminal support? " + Q_HASKLIG + " I've tried the pre-release version and the stable one, and both don't work. So could xfce4-terminal support be added into the Hasklig font?")
    hka = (A, "I can't really add individual application support to Hasklig, either applications support ligatures or not.")
    hkq = "I just found this font called \"monoid\" which also has ligatures http://larsenwork.com/monoid/ and it works with libvte terminals. Is there any way you can implement ligatures into hasklig like that?"
    rec(HASKLIG, [hk1, hka], hkq, True, "ellipsis", [], "The Monoid font has ligatures that work with libvte terminals (xfce4-terminal, gnome-terminal); can Hasklig implement ligatures the way Monoid does?")
    rec(HASKLIG, [hk1, hka], Q_TERMONAD, False, TRAP_SAME, [], None, qsrc=TERMONAD)
    rec(HASKLIG, [hk1, hka], Q_TILIX, False, TRAP_SAME, [], None, qsrc=TILIX)

    lu1 = (U, "Font ligatures in the \"st\" terminal emulator? I have one question about the \"st\" terminal emulator. I know that you don't work on \"st\" development but I thought that this is the best place for a such question. " + Q_ST)
    lua = (U, "as far as I know there is no  patch for it yet")
    rec(ST, [lu1, lua], "Too bad. That would be a really nice feature...", True, "pronoun", ["That"], "Too bad there is no font ligatures patch for st; it would be a really nice feature.")
    rec(ST, [lu1, lua], Q_TERMINOLOGY, False, TRAP_SAME, [], None, qsrc=TERMINOLOGY)
    rec(ST, [lu1, lua], Q_TABBY, False, TRAP_SAME, [], None, qsrc=TABBY)
    rec(ST, [lu1, lua], F_LIGCERTAIN, True, "ellipsis", [], "Certain terminal emulators can show ligatures in supported fonts; can st?", qsrc=TYM)

    gu1 = (U, "Adding Font ligatures. I have checked open and closed issues and haven't really seen anything about it.. " + F_LIGGUAKE)
    gua = (U, "The Guake drop-down terminal is intended to be a terminal-emulator, so system fonts should be set to monospace. By adding font ligatures, we are defeating the purpose of the terminal emulator, and the computer code may no longer be recognized properly.")
    rec(GUAKE, [gu1, gua], Q_TERMONAD, False, TRAP_SAME, [], None, qsrc=TERMONAD)
    rec(GUAKE, [gu1, gua], Q_TILIX, False, TRAP_SAME, [], None, qsrc=TILIX)
    rec(GUAKE, [gu1, gua], F_LIGTHIS, True, "pronoun", ["this functionality", "this terminal"], "Would it be possible to add font ligature support to Guake as well?", qsrc=LXT)

    tx1 = (U, "Font Ligatures. Hello, " + Q_TILIX + " Thanks!")
    txa = (A, "Not possible. It's an upstream issue (VTE widget) the issue is already open since 2011 if I still remember, but nothing was done to fix this...")
    rec(TILIX, [tx1, txa], Q_HASKLIG, False, TRAP_SAME, [], None, qsrc=HASKLIG)
    rec(TILIX, [tx1, txa], F_LIGNOWAY, True, "ellipsis", [], "Currently there is no way to enable ligatures in Tilix for monospaced fonts that have them.", qsrc=HELIX)

    hx1 = (U, "Enable Font Ligatures. #### Request " + F_LIGNOWAY)
    hxa = (A, "FTR, this is something controlled in the terminal emulator. For example, you can configure ligature behavior in Kitty. You also need a font that supports ligatures, for example JetBrains Mono or Hasklig.")
    rec(HELIX, [hx1, hxa], Q_TERMONAD, False, TRAP_SAME, [], None, qsrc=TERMONAD)
    rec(HELIX, [hx1, hxa], Q_TERMINATOR, False, TRAP_SAME, [], None, qsrc=TERMINATOR)
    rec(HELIX, [hx1, hxa], F_LIGCERTAIN, True, "ellipsis", [], "Certain editors and terminal emulators can show ligatures in supported fonts; can Helix?", qsrc=TYM)

    # ---- more paired follow-ups (the thread's product is the missing subject) ----
    rec(CLIPSTER, [s1, s2, sa], F_IMGHIST, True, "ellipsis", [], "Is it possible for clipster to check the clipboard history for images?", qsrc=CB2F)
    rec(CLIPMENU, [c1, ca], F_IMGPLUGIN, True, "ellipsis", [], "Allow clipmenu to capture, preview and paste images (screenshots, copied image files), like it handles text.", qsrc=FLUENT)
    rec(CLIPWIN, [w1, wa], F_IMGPLUGIN, True, "ellipsis", [], "Allow clipboard-win to capture and paste images (screenshots, copied image files), like it handles text.", qsrc=FLUENT)

    rec(KWM, [k1, ka], F_TILEFLOAT, True, "ellipsis", [], "Is there a way in kwm to tile some windows in a space whose tiling mode is float, since adding rules does not seem to work?", qsrc=YABAI2309)
    rec(GRID87, [gr1, gra], F_TILEFLOAT, True, "ellipsis", [], "Is there a way in Grid-Tiling-Kwin to tile some windows while everything else floats, since adding rules does not seem to work?", qsrc=YABAI2309)
    rec(RWIND, [rw1], F_MULTIMON, True, "ellipsis", [], "Is it possible to add support for multiple monitors to rwind?", qsrc=MATRIX)
    rec(SLATE, [sl1, sla, slb], F_MULTIMON, True, "ellipsis", [], "Is it possible to improve Slate's support for multiple monitors, or is this an issue for me individually?", qsrc=MATRIX)
    rec(SLATE, [sl1, sla, slb], F_MONOSX, True, "ellipsis", [], "I'd love to see better multiple monitor support in Slate on OS X.", qsrc=REDDWALL)
    rec(YABAI76, [r1, ra], F_FOCUSSCREEN, True, "ellipsis", [], "With yabai I would like the focus to go beyond one screen.", qsrc=KROHN)
    rec(KWT253, [kw1, kwa], F_FOCUSSCREEN, True, "ellipsis", [], "With kwin-tiling I would like the focus shortcuts to go beyond one screen.", qsrc=KROHN)
    rec(KROHN, [kr1, kra], F_DRAGDROP, True, "ellipsis", [], "Right now with krohnkite I drag windows manually across screens and then retile them; not so simple.", qsrc=KZONES)
    rec(RWIND, [rw1], F_DRAGDROP, True, "ellipsis", [], "Right now with rwind I drag windows manually across screens and then retile them; not so simple.", qsrc=KZONES)
    rec(KWM, [k1, ka], F_THROW, True, "ellipsis", [], "I would love the ability in kwm to \"throw\" windows to other screens.", qsrc=SLATE)

    rec(GHD, [hd1, hda], F_IRBLIST, True, "ellipsis", [], "In GitHub Desktop, the ability to have a list of commits I can act upon (squash, reword etc.).", qsrc=GITUI32)
    rec(TIG, [tg1, tga], F_IRBLIST, True, "ellipsis", [], "In tig, the ability to have a list of commits I can act upon (squash, reword etc.).", qsrc=GITUI32)
    rec(GHD, [hd1, hda], F_IRBWORKFLOW, True, "ellipsis", [], "We use interactive rebase a lot to clean up branches; it is the only feature GitHub Desktop lacks that matters to us.", qsrc=GF)
    rec(LAZYJJ, [jj1, jj2], F_DSF, True, "ellipsis", [], "I would also like to see diff-so-fancy used in lazyjj's diff views.", qsrc=LG190)
    rec(GHD, [hd1, hda], F_DELTAPAGER, True, "ellipsis", [], "Using delta as GitHub Desktop's diff pager.", qsrc=LAZYJJ)

    rec(CINE, [ci1, cia], F_SUBSWASM, True, "ellipsis", [], "Cine recognises the embedded subtitles and lists them in the menu, but they are not displayed in the video.", qsrc=WASM)
    rec(IJK, [j1], F_SUBSWASM, True, "ellipsis", [], "ijkplayer recognises the embedded subtitles, but they are not displayed in the video.", qsrc=WASM)
    rec(MPCHC, [h1, ha], F_HWDEFAULT, True, "ellipsis", [], "I noticed MPC-HC's hardware decoding setting is off by default and I had to turn it on, which I find surprising.", qsrc=CINE)
    rec(WASM, [ws1], F_HWDEFAULT, True, "ellipsis", [], "I noticed libmpv-wasm's hardware decoding is off by default, which I find surprising.", qsrc=CINE)
    rec(MPVNET, [mn1], F_HWQ, True, "ellipsis", [], "Why is hardware acceleration disabled by default in mpv.net?", qsrc=IJK)
    rec(MPVEX, [x1, xa], F_HWQ, True, "ellipsis", [], "Why is hardware acceleration disabled by default in mpvEx?", qsrc=IJK)

    rec(NOM, [no1], F_FRESHSYNC, True, "ellipsis", [], "The ability to sync nom's RSS feeds with FreshRSS.", qsrc=FRESH)
    rec(MRRSS, [rr1, rra], F_SYNCDEV, True, "ellipsis", [], "Would it be possible to add to MrRSS a sync capability for subscriptions and read articles between devices?", qsrc=RSSGUARD)

    rec(TYM, [ty1, tya], F_LIGTHIS, True, "pronoun", ["this functionality", "this terminal"], "Would it be possible to add font ligature support to tym as well?", qsrc=LXT)
    rec(TILIX, [tx1, txa], F_LIGTHIS, True, "pronoun", ["this functionality", "this terminal"], "Would it be possible to add font ligature support to Tilix as well?", qsrc=LXT)
    rec(TERMINATOR, [tr1, tra], F_LIGGUAKE, True, "ellipsis", [], "Is there a way to use font ligatures in Terminator, even if VTE does not support them?", qsrc=GUAKE)
    rec(HELIX, [hx1, hxa], F_LIGGUAKE, True, "ellipsis", [], "Is there a way to use font ligatures in Helix?", qsrc=GUAKE)
    rec(ST, [lu1, lua], F_LIGNOWAY, True, "ellipsis", [], "Currently there is no way to enable ligatures in st for monospaced fonts that have them.", qsrc=HELIX)
    rec(TILIX, [tx1, txa], F_LIGCERTAIN, True, "ellipsis", [], "Certain terminal emulators can show ligatures in supported fonts; can Tilix?", qsrc=TYM)
