"""df12 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- proxies: SOCKS5 ----
PXVIEW = GH + "alphasp/pxview/issues/116"
STACKS = GH + "zelestcarlyone/stacks/issues/43"
RSBOT = GH + "myildirimofficial/RSBot/issues/548"
PIPEPIPE = GH + "InfinityLoop1308/PipePipe/issues/830"
SWITCHY = GH + "FelisCatus/switchy/issues/15"
TUBEARCH = GH + "tubearchivist/tubearchivist/issues/778"
PACPROXY = GH + "williambailey/pacproxy/issues/5"
PROXYTOGGLE = GH + "theappbusiness/android-proxy-toggle/issues/41"
TUNSOCKS = GH + "russdill/tunsocks/issues/20"
TOKIOSOCKS = GH + "sticnarf/tokio-socks/issues/34"
TUN2SOCKS = GH + "xjasonlyu/tun2socks/issues/497"
GOSOCKS = GH + "armon/go-socks5/issues/40"
SHINYSOCKS = GH + "jgaa/shinysocks/issues/5"
# ---- windows on several monitors ----
IMAGEGLASS = GH + "d2phap/ImageGlass/issues/49"
O3DE = GH + "o3de/o3de/issues/8137"
GCS = GH + "richardwilkes/gcs/issues/906"
WCP = GH + "milgra/wcp/issues/4"
SUBLIME = GH + "sublimehq/sublime_text/issues/1099"
DOUBLECMD = GH + "doublecmd/doublecmd/issues/1032"
VSPPT = GH + "microsoft/VS-PPT/issues/134"
TABTOWINDOW = GH + "acarabott/tabToWindow/issues/8"
POPUP = GH + "emvaized/open-in-popup-window-extension/issues/8"
# ---- system tray and global hotkeys ----
QOWNNOTES = GH + "pbek/QOwnNotes/issues/1324"
TAUON = GH + "Taiko2k/Tauon/issues/40"
TWEETZ = GH + "mike-ward/tweetz-desktop/issues/13"
RBTRAY = GH + "benbuck/rbtray/issues/74"
CHATBOX = GH + "chatboxai/chatbox/issues/154"
TEXTGRAB = GH + "TheJoeFin/Text-Grab/issues/155"
DEADBEEF = GH + "DeaDBeeF-Player/deadbeef/issues/385"
TRAYMD = GH + "rabfulton/TrayMD/issues/2"
MINTRAYR = GH + "nmaier/mintrayr/issues/152"
# ---- tray icons under GNOME (AppIndicator) ----
PORTMASTER = GH + "safing/portmaster-ui/issues/242"
SYNCGTK = GH + "kozec/syncthing-gtk/issues/534"
DASHPANEL = GH + "home-sweet-gnome/dash-to-panel/issues/280"
TODOIST = GH + "krydos/todoist-linux/issues/21"
REMMINA = GH + "FreeRDP/Remmina/issues/570"
UNITE = GH + "hardpixel/unite-shell/issues/49"
# ---- picture-in-picture ----
SKYTUBE = GH + "SkyTubeTeam/SkyTube/issues/1092"
CELLULOID = GH + "celluloid-player/celluloid/issues/787"
HORIZON = GH + "Aqu1tain/stremio-horizon/issues/13"
FLIX = GH + "flixclusiveorg/Flixclusive/issues/115"
VIDEOREACT = GH + "video-react/video-react/issues/448"
MIMASU = GH + "DatL4g/Mimasu-Extension/issues/25"
WEBLO = GH + "ycngmn/Weblo/issues/31"
DENEB = GH + "lordfriend/Deneb/issues/185"
VIMEO = GH + "vimeo/player.js/issues/708"
MEDIACTRL = GH + "tnychn/media-controller-extension/issues/3"
MEDIACHROME = GH + "muxinc/media-chrome/issues/1073"
VJSRECORD = GH + "collab-project/videojs-record/issues/478"
BROADCAST = GH + "Glimesh/broadcast-box/issues/577"
PIPANY = GH + "boryssey/picture-in-picture-anything/issues/3"
HTML5VIDEO = GH + "Freshman-tech/custom-html5-video/issues/32"
# ---- PDF export ----
HAROOPAD = GH + "rhiokim/haroopad/issues/600"
OCTARINE = GH + "rajatkulkarni95/octarine-feedback/issues/172"
TOLARIA = GH + "refactoringhq/tolaria/issues/416"
NOTES = GH + "nuttyartist/notes/issues/539"
WECHAT = GH + "LC044/WeChatMsg/issues/356"
OBSPANDOC = GH + "OliverBalfour/obsidian-pandoc/issues/164"
MPP = GH + "atom-community/markdown-preview-plus/issues/57"
MPE = GH + "shd101wyy/markdown-preview-enhanced/issues/1249"
PANDOCPLOT = GH + "LaurentRDC/pandoc-plot/issues/11"
NOTEKIT = GH + "blackhole89/notekit/issues/53"
GHOSTWRITER = GH + "KDE/ghostwriter/issues/106"
GITIT = GH + "jgm/gitit/issues/514"
# ---- CSV export and Excel ----
ANGLERS = GH + "cohenadair/anglers-log/issues/94"
OBSSHEETS = GH + "divamgupta/obsidian-spreadsheets/issues/5"
NYC = GH + "mntnr/name-your-contributors/issues/27"
COMPASS = GH + "DSPaul/COMPASS/issues/83"
GANTT = GH + "bardsoftware/ganttproject/issues/1554"
SQLPAGE = GH + "sqlpage/SQLPage/issues/528"
PLEX2CSV = GH + "ukdtom/plex2csv.bundle/issues/139"
S7 = GH + "enlyze/S7-Project-Explorer/issues/4"
# ---- QR codes and barcodes ----
SSLSOCKS = GH + "comp500/SSLSocks/issues/22"
LDAPSYNC = GH + "weisserd/LDAP-Sync/issues/16"
NEM = GH + "NemProject/NEMiOSApp/issues/126"
QRSCAN = GH + "juliuscanute/qr_code_scanner/issues/481"
NATIVEQR = GH + "roman-yerin/native_qr/issues/3"
XRAYFA = GH + "Q7DF1/XrayFA/issues/389"
SUBBOOST = GH + "SubBoost/subboost/issues/89"
# ---- screen readers ----
NVDA9255 = GH + "nvaccess/nvda/issues/9255"
NVDA13832 = GH + "nvaccess/nvda/issues/13832"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df12 threads, placed after another df12 thread ----
# Name their subject, or ask nothing of any project (traps wherever they go):
Q_GNOME326 = "GNOME 3.26 removed the default tray icon support."
Q_GNOMEGONE = "Gnome removed support for tray and appindicators some versions ago."
Q_LEGACYAPI = "The legacy tray API is going away."
Q_TRAYG3 = "Tray app icons don't show in Gnome 3 by default."
Q_X11TRAY = "the X11 tray is deprecated."
Q_APPIND = "Ubuntu is maintaining the extension \"Appindicator\" upstream as Gnome removed the legacy tray."
Q_LIBAPPIND = "The libappindicator package in Debian is unmaintained / orphaned."
Q_REMMINA = "Remmina systray feature is placed in the notification area."
Q_MDN = "According to MDN, the PiP API is not yet supported in Firefox."
Q_FFOWN = "Firefox has their own system for picture in picture and has no support for Picture-in-Picture_API"
Q_FF153 = "btw Firefox implemented picture-in-picture API in 153 release."
Q_FF151 = "We added support for the Document Picture-in-Picture API in Firefox 151"
Q_FF71 = "Firefox 71 on Windows and 72 on MacOS and Linux now supports PnP"
Q_FFSAYS = "According to Firefox, PiP is now supported"
Q_SOCKSUDP = "SOCKS5 supports proxying UDP."
Q_SOCKS4 = "Socks4 only support USERID auth."
Q_DANTE = "It turns out Dante/socksify support UDP, but I haven't quite gotten mosh to work yet."
Q_UDPWRAP = "Is there anything like proxychains or tsocks that would support wrapping and forwarding an application using UDP over the SOCKS5 proxy?"
Q_SOCAT = "It looks like socat has only recently acquired SOCKS5 support"
Q_GCS = "When GCS starts, if no recorded position has been saved from a previous session, it selects what the system has designated as the \"primary\" monitor and sets its window to fill that display's usable area."
Q_WINPOS = "every single window remembers it's last position, so if you move the main application window to another screen, all the sub windows will open on the \"wrong\" monitor."
Q_NVDACOM = "Could you please run the COM Registration Fixing tool from the tools under the NVDA menu?"
Q_LDAPQR = "It would be great to configure LDAP-Sync by scanning a QR code"
Q_EXCELBOM = "Excel expects a BOM to indicate UTF-8 encoding."
Q_UNICODEBOM = "BOM is not recommended by unicode.org, and who am I to argue with them ;-)"
Q_PANDOCALT = "Alternatively, pandoc can use ConTeXt or wkhtmltopdf to create a PDF."
Q_FEDORA = "Fedora 34 now carries NoteKit (with cLaTeXMath chopped off) in it's repos."
# Need the thread's project (follow-ups after a thread they fit):
F_PROXYAPP = "Could you please add a proxy setting to the app so that we can use the SOCKS5 proxy?"
F_SOCKSV5 = "Could you enable SOCKS v5 support ?"
F_SOCK5FEAT = "Could you add a feature to support SOCK5 proxy?"
F_SOCKS5ALSO = "Can you also support Socks5 proxy in addition to Socks4?"
F_LIBUDP = "It'd be nice if this library supported it."
F_DOESIT = "Could you be so kind as to tell me does it support UDP sockets or not?"
F_TRAY = "Do you plan to add Minimize to tray option?"
F_KEYBOARD = "It would be nice to control that with the keyboard."
F_SECOND = "I second the request to have a keyboard mechanism to restore windows."
F_MOVEON = "So it has been about a year since we discussed this feature. Can we move it forward or close it, please?"
F_PDF = "Would you please add the PDF export ?"
F_PDFREC = "It is recommended to add the ability to export to PDF"
F_NEEDTOO = "i need too....."
F_FINANCE = "I'd be willing to support financially for this."
F_CSV = "import and export to csv would be fantastic"
F_CSVCOOL = "CSV exporting would be a cool feature."
F_BOMOPT = "Can we add an option for users to choose between `UTF-8` or `UTF-8 BOM`?"
F_EXCELSIDE = "Yes I agree that the problem is on Excel side."
F_CERTQR = "It would be great to import a cert by scanning a QR code"
F_QRCN = "希望添加一个二维码扫描的功能，便于导入其他设备"
F_BARCODE = "i would like to request  add feature to scan barcodes."
F_PIPREQ = "I would like to request picture-in-picture."
F_PIPBUTTON = "i think it would be great if there is a button to go into picture in picture mode."
F_PIPLIKE = "Similar to how it works with YouTube premium or Firefox when you watch a video."
F_PIPCOMP = "Is there any picture in picture component?"
F_HIDEBTN = "what do you think about hiding the button if the PIP web API is unavailable?"
F_TOFIREFOX = "Perhaps you're interested in adding it to Firefox?"
F_WORKAROUND = "Is there a workaround / hack to this issue?"
F_ALSOEXT = "I have also the problem with external monitor."
F_WHICHMON = "How can i choose which monitor the window appears on, or preferably appear on the currently focused monitor?"
F_ONLYPROG = "Oddly enough, this is the only program that does it."
F_ANYONE = "Does anyone know what's going on?"
F_TRIED = "Thanks for the suggestion. I tried doing this, but it did not resolve the problem."
F_WOULDTHIS = "would this allow me to export/save to pdf?"
F_ODT = "Maybe I need to go to ODT as an intermediate format."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER = "trap_same_domain_new_topic", "trap_other"

    # ---- proxies ----
    px1 = (U, "[Feature request] SOCKS5 Proxy Support")
    rec(PXVIEW, [px1], F_PROXYAPP, True, "ellipsis", [], "Could you please add a proxy setting to the PxView app so that we can use a SOCKS5 proxy?")
    rec(PXVIEW, [px1, (U, F_PROXYAPP)], Q_SOCKSUDP, False, SAME, [], None, qsrc=TOKIOSOCKS)
    rec(PXVIEW, [px1, (U, F_PROXYAPP)], Q_FF71, False, OTHER, [], None, qsrc=HTML5VIDEO)

    st1 = (U, "SOCKS proxy support. Support SOCKS proxies.")
    stq = "can be done by installing requests with SOCKS support `requests[socks]` in requirements.txt"
    rec(STACKS, [st1], stq, True, "ellipsis", [], "SOCKS proxy support in stacks can be done by installing requests with SOCKS support (`requests[socks]`) in its requirements.txt.")
    rec(STACKS, [st1, (U, stq)], Q_SOCKS4, False, SAME, [], None, qsrc=TUN2SOCKS)
    rec(STACKS, [st1, (U, stq)], Q_LIBAPPIND, False, OTHER, [], None, qsrc=UNITE)

    rs1 = (U, "Socks5 Proxy support [Feature request]")
    rec(RSBOT, [rs1], F_SOCKS5ALSO, True, "ellipsis", [], "Can RSBot also support a SOCKS5 proxy in addition to SOCKS4?")
    rec(RSBOT, [rs1, (U, F_SOCKS5ALSO)], Q_UDPWRAP, False, SAME, [], None, qsrc=TUNSOCKS)
    rec(RSBOT, [rs1, (U, F_SOCKS5ALSO)], Q_GNOMEGONE, False, OTHER, [], None, qsrc=SYNCGTK)

    pp1 = (U, "[Feature request] SOCKS5/h proxy support. As the title says.")
    ppa = (A, "No plan.")
    rec(PIPEPIPE, [pp1, ppa], F_MOVEON, True, "pronoun", ["this feature"], "It has been about a year since SOCKS5/h proxy support in PipePipe was discussed; can it be moved forward or closed?", qsrc=TWEETZ)
    rec(PIPEPIPE, [pp1, ppa], Q_SOCKSUDP, False, SAME, [], None, qsrc=TOKIOSOCKS)
    rec(PIPEPIPE, [pp1, ppa], F_PIPREQ, True, "ellipsis", [], "I would like to request picture-in-picture in PipePipe.", qsrc=SKYTUBE)

    sw1 = (U, "SOCKS support")
    rec(SWITCHY, [sw1], F_SOCKSV5, True, "ellipsis", [], "Could you enable SOCKS v5 support in Switchy?")
    rec(SWITCHY, [sw1, (U, F_SOCKSV5)], Q_SOCAT, False, SAME, [], None, qsrc=TUNSOCKS)

    ta1 = (U, "[Feature Request]: socks5 proxy suplort")
    rec(TUBEARCH, [ta1], F_SOCKSV5, True, "ellipsis", [], "Could you enable SOCKS v5 proxy support in Tube Archivist?", qsrc=SWITCHY)
    rec(TUBEARCH, [ta1], Q_SOCKS4, False, SAME, [], None, qsrc=TUN2SOCKS)
    rec(TUBEARCH, [ta1], F_PIPBUTTON, True, "ellipsis", [], "It would be great if Tube Archivist's player had a button to go into picture-in-picture mode.", qsrc=CELLULOID)
    rec(TUBEARCH, [ta1], Q_REMMINA, False, OTHER, [], None, qsrc=REMMINA)

    pc1 = (U, "[Feature Request] support forwarding to a SOCKS5 proxy")
    pcq = "This would be a huge gain for browsers without PAC support to use socks5 proxy."
    rec(PACPROXY, [pc1], pcq, True, "pronoun", ["This"], "Forwarding to a SOCKS5 proxy in pacproxy would be a huge gain: browsers without PAC support could use a SOCKS5 proxy.")
    rec(PACPROXY, [pc1, (U, pcq)], Q_DANTE, False, SAME, [], None, qsrc=TUNSOCKS)

    pt1 = (U, "Could you add a feature to support SOCK5 proxy?")
    rec(PROXYTOGGLE, [pt1], F_CERTQR, True, "ellipsis", [], "It would be great if Android Proxy Toggle could import a certificate by scanning a QR code.", qsrc=SSLSOCKS)
    rec(PROXYTOGGLE, [pt1], Q_SOCKSUDP, False, SAME, [], None, qsrc=TOKIOSOCKS)
    rec(PROXYTOGGLE, [pt1], F_QRCN, True, "ellipsis", [], "希望 Android Proxy Toggle 添加一个二维码扫描的功能，便于导入其他设备", qsrc=SUBBOOST)

    tu1 = (U, "SOCKS5 UDP usage. Is there anything like proxychains or tsocks that would support wrapping and forwarding an application using UDP over the SOCKS5 proxy? I can't seem to find anything that supports this. What about a flag like -L for UDP?")
    # In its own thread, and still a trap: names Dante/socksify and UDP in full.
    rec(TUNSOCKS, [tu1], Q_DANTE, False, SAME, [], None)
    rec(TUNSOCKS, [tu1], F_LIBUDP, True, "pronoun", ["this library", "it"], "It would be nice if tunsocks supported UDP over SOCKS5.", qsrc=TOKIOSOCKS)

    tk1 = (U, "Feature request: SOCKS5 UDP support")
    tkq2 = F_LIBUDP
    # In its own thread, and still a trap: a general claim about the protocol.
    rec(TOKIOSOCKS, [tk1], Q_SOCKSUDP, False, SAME, [], None)
    rec(TOKIOSOCKS, [tk1, (U, Q_SOCKSUDP)], tkq2, True, "pronoun", ["this library", "it"], "It would be nice if tokio-socks supported SOCKS5 UDP proxying.")
    rec(TOKIOSOCKS, [tk1, (U, Q_SOCKSUDP), (U, tkq2)], Q_SOCAT, False, SAME, [], None, qsrc=TUNSOCKS)
    rec(TOKIOSOCKS, [tk1, (U, Q_SOCKSUDP), (U, tkq2)], Q_NVDACOM, False, OTHER, [], None, qsrc=NVDA9255)

    t2 = (U, "Socks4")
    # In its own thread, and still a trap: a general claim about SOCKS4.
    rec(TUN2SOCKS, [t2], Q_SOCKS4, False, SAME, [], None)
    rec(TUN2SOCKS, [t2, (U, Q_SOCKS4)], F_SOCKS5ALSO, True, "ellipsis", [], "Can tun2socks also support a SOCKS5 proxy in addition to SOCKS4?", qsrc=RSBOT)
    rec(TUN2SOCKS, [t2, (U, Q_SOCKS4)], F_DOESIT, True, "pronoun", ["it"], "Does tun2socks support UDP sockets or not?", qsrc=SHINYSOCKS)

    gs1 = (U, "does this support UDP ? or tcp only")
    gsa = (A, "It seems the answer is not support UDP.")
    rec(GOSOCKS, [gs1, gsa], F_LIBUDP, True, "pronoun", ["this library", "it"], "It would be nice if go-socks5 supported UDP.", qsrc=TOKIOSOCKS)
    rec(GOSOCKS, [gs1, gsa], Q_SOCAT, False, SAME, [], None, qsrc=TUNSOCKS)

    sh1 = (U, "UDP support (SOCKS5). I'm very impressed with your SOCKS proxy implementation. I tried to run it but it looks like UDP sockets don't work.")
    rec(SHINYSOCKS, [sh1], F_DOESIT, True, "pronoun", ["it"], "Does shinysocks support UDP sockets or not?")
    rec(SHINYSOCKS, [sh1, (U, F_DOESIT)], Q_DANTE, False, SAME, [], None, qsrc=TUNSOCKS)
    rec(SHINYSOCKS, [sh1, (U, F_DOESIT)], Q_UDPWRAP, False, SAME, [], None, qsrc=TUNSOCKS)

    # ---- windows on several monitors ----
    ig1 = (U, "Multi-Monitor Support. After moving ImageGlass to a monitor attached to a laptop, closing ImageGlass, disconnecting the external monitor, and reopening ImageGlass it fails to load in the primary monitor and fails to respond to Win+Left arrow to move it to visible space.")
    iga = (A, "Hi @staticninja Thanks for your report!")
    rec(IMAGEGLASS, [ig1, iga], F_WORKAROUND, True, "pronoun", ["this issue"], "Is there a workaround for ImageGlass opening off-screen after the external monitor it was last on is disconnected?", qsrc=SUBLIME)
    rec(IMAGEGLASS, [ig1, iga], Q_GCS, False, SAME, [], None, qsrc=GCS)
    rec(IMAGEGLASS, [ig1, iga], F_TRAY, True, "ellipsis", [], "Do you plan to add a minimize-to-tray option to ImageGlass?", qsrc=TAUON)

    o31 = (U, "In multi-monitor setup, windows can open on a different monitor from expected (Windows 10). For example, I just spent about 30 seconds thinking the editor had stalled, because the new level dialog had opened on my second monitor.")
    o3q = "Not sure if this is a problem more related to Windows or O3DE."
    o3a = (A, "@greerdv , can you provide detailed repro steps( probably with the tools that give you trouble). Otherwise, it might be hard to pinpoint the issue")
    rec(O3DE, [o31], o3q, True, "pronoun", ["this"], "Is O3DE's dialogs opening on an unexpected monitor in a multi-monitor setup a Windows problem or an O3DE problem?")
    rec(O3DE, [o31, (U, o3q), o3a], Q_WINPOS, False, SAME, [], None, qsrc=VSPPT)
    rec(O3DE, [o31, (U, o3q), o3a], F_ONLYPROG, True, "pronoun", ["this", "it"], "Oddly enough, the O3DE editor is the only program that opens its windows on an unexpected monitor.", qsrc=GCS)

    gc1 = (U, "Multi-monitor has it spawn in a nonexistant monitor. I run 4 monitors (I am a streamer), and when I boot up GCS, it always seems to default to an upper left screen that does not exist.")
    gca = (A, "Odd. Sounds like your system is reporting incorrect display positions if what you say is the case. What platform are you running (Windows/macOS/Linux)?")
    gcq = "Windows 10."
    rec(GCS, [gc1, gca], gcq, True, "ellipsis", [], "GCS spawns its window on a nonexistent monitor on Windows 10, with 4 monitors.")
    rec(GCS, [gc1, gca, (U, gcq)], F_ONLYPROG, True, "pronoun", ["this", "it"], "Oddly enough, GCS is the only program that spawns on a nonexistent monitor.")
    rec(GCS, [gc1, gca, (U, gcq)], Q_WINPOS, False, SAME, [], None, qsrc=VSPPT)
    rec(GCS, [gc1, gca, (U, gcq)], Q_GNOME326, False, OTHER, [], None, qsrc=PORTMASTER)

    wc1 = (U, "Open on currently focused monitor. I have a laptop and an external monitor. At the moment the window only appears on my laptop monitor.")
    wca = (A, "Hi, it is on the to-do list, I will add the feature soon.")
    rec(WCP, [wc1], F_WHICHMON, True, "ellipsis", [], "How can I choose which monitor the wcp window appears on, or make it appear on the currently focused monitor?")
    rec(WCP, [wc1, (U, F_WHICHMON), wca], F_MOVEON, True, "pronoun", ["this feature"], "It has been about a year since opening wcp on the focused monitor was discussed; can it be moved forward or closed?", qsrc=TWEETZ)
    rec(WCP, [wc1, (U, F_WHICHMON), wca], Q_GCS, False, SAME, [], None, qsrc=GCS)

    su1 = (U, "New window might open on the wrong monitor. When opening a new window, the window appears always on the main screen. Additionally, when the main screen is on the right of the screen where the currently active Sublime window is, the new window opens at the left top corner of the main screen.")
    suq = "This same behavior occurs on Mac OS X El Capitan v10.11.3 using Sublime Text 2."
    rec(SUBLIME, [su1], suq, True, "pronoun", ["This same behavior"], "Sublime Text 2 on Mac OS X El Capitan 10.11.3 also opens new windows on the main screen instead of the active window's monitor.")
    rec(SUBLIME, [su1, (U, suq)], F_WORKAROUND, True, "pronoun", ["this issue"], "Is there a workaround for Sublime Text opening new windows on the wrong monitor?")
    rec(SUBLIME, [su1, (U, suq)], Q_WINPOS, False, SAME, [], None, qsrc=VSPPT)

    dc1 = (U, "DC opens on the wrong display in a multi monitor config. DC opening in FHD laptop with 4K external monitor as Joined display. Although laptop is the Primary mionitor (left on screenshot), DC opens in external monitor (right).")
    dca = (A, "Problem 1 DC each time opens in external monitor. Workaround: start with script to move window back to laptop monitor each time it starts.")
    dcq = F_ALSOEXT
    rec(DOUBLECMD, [dc1, dca], dcq, True, "ellipsis", [], "I also have the problem of Double Commander opening on the external monitor.")
    rec(DOUBLECMD, [dc1, dca], F_WHICHMON, True, "ellipsis", [], "How can I choose which monitor Double Commander's window appears on, or make it appear on the currently focused monitor?", qsrc=WCP)
    rec(DOUBLECMD, [dc1, dca], Q_GCS, False, SAME, [], None, qsrc=GCS)
    rec(DOUBLECMD, [dc1, dca], Q_X11TRAY, False, OTHER, [], None, qsrc=TAUON)

    vs1 = (U, "Double-click to maximize windows does not work on Multiple Monitors. I have a laptop with one additional monitor (which is my main monitor). When I have Visual Studio maxed on the monitor and click to maximize a file it opens on the other monitor(laptop)")
    vsa = (A, "Works fine for me (Windows 10). It could be that Windows has remembered the position of your additional fullscreen VS window from the last time you have used it (possibly without the additional monitor). Try moving the extra window to the \"correct\" monitor, close it and try again.")
    vsq = "Did not worked for me, even after restart windows / restart VS / Open VS on the correct monitor."
    # In its own thread, and still a trap: a general claim about Windows multi-monitor setups.
    rec(VSPPT, [vs1, vsa], Q_WINPOS, False, SAME, [], None)
    rec(VSPPT, [vs1, vsa], vsq, True, "ellipsis", [], "Moving the window to the correct monitor did not fix maximizing files in Visual Studio (Productivity Power Tools) opening on the other monitor, even after restarting Windows and VS.")
    rec(VSPPT, [vs1, vsa], F_TRIED, True, "pronoun", ["this", "it"], "Moving Visual Studio's extra window to the correct monitor did not resolve files maximizing on the wrong monitor.", qsrc=NVDA9255)

    tw1 = (U, "Doesn't work on a second monitor, only primary. If chrome is open in a secondary monitor and the shortcut is performed, then both new windows are split but moved to the primary window.")
    twq = "need to check for multiple monitors."
    rec(TABTOWINDOW, [tw1], twq, True, "ellipsis", [], "tabToWindow needs to check for multiple monitors.")
    rec(TABTOWINDOW, [tw1, (U, twq)], F_TOFIREFOX, True, "pronoun", ["it"], "Perhaps you're interested in making tabToWindow available for Firefox?", qsrc=PIPANY)
    rec(TABTOWINDOW, [tw1, (U, twq)], Q_WINPOS, False, SAME, [], None, qsrc=VSPPT)

    po1 = (U, "Popup opens on wrong monitor. I have two monitors. When Firefox is on the primary monitor, it works just fine, but when Firefox is on the secondary monitor, the popup always opens on the primary monitor")
    poa = (A, "Thanks for report! Unfortunately, I don't have multi-monitor setup to test. 1) Is your secondary monitor located to the left or to the right of the primary monitor? 2) What happens if you change popup location to \"Bottom left\" or \"Bottom right\"?")
    poq1 = "1. My Primary monitor is on the right, and my **secondary monitor** is on the **left**."
    poq2 = "2. If I change the location to \"Bottom left\", the popup window opens in the bottom left corner of my primary monitor."
    poa2 = (A, "Hm, that's weird. In given setup, at least the \"Bottom left\" option should work correctly and open on the secondary monitor. Maybe some window manager on your computer overrides the screen placement and forces new windows to open on primary monitor?")
    poq3 = "No, I don't have any window manager installed"
    rec(POPUP, [po1, poa], poq1, True, "position", ["1."], "In my setup for the Open in Popup Window extension, the primary monitor is on the right and the secondary monitor is on the left.")
    rec(POPUP, [po1, poa, (U, poq1)], poq2, True, "position", ["2."], "If I set the Open in Popup Window extension's popup location to \"Bottom left\", the popup opens in the bottom left corner of my primary monitor, not the secondary one.")
    rec(POPUP, [po1, poa, (U, poq1), (U, poq2), poa2], poq3, True, "ellipsis", [], "No window manager is installed on my computer that could force the Open in Popup Window extension's popups onto the primary monitor.")
    rec(POPUP, [po1, poa], Q_FFSAYS, False, OTHER, [], None, qsrc=VJSRECORD)

    # ---- system tray and global hotkeys ----
    qo1 = (U, "Feature request: hotkey to activate/iconify to/from tray. It would be nice it QOwnNotes had a configurable hotkey that would activate/iconify QOwnNotes to from the tray")
    qoa = (A, "Thank you for your kind words. I guess we are talking about #44 or #1241, right? Can you please head over to those issues.")
    qoa2 = (A, "You may want to test https://github.com/pbek/QOwnNotes/issues/44, @uffejakobsen")
    qoq = "Thanks for the heads up - but that was not really what I was asking for - but it is a good start :-) I was requesting a global hotkey that would unhide/hide the whole application and noting more :-)"
    qoa3 = (A, "I guess we needed global shortcut support first, right? :grin:")
    qoq2 = "Yes, I guess that would be the easiest way to make it work :grin:"
    rec(QOWNNOTES, [qo1, qoa, qoa2], qoq, True, "correction", [], "I would like QOwnNotes to have a configurable global hotkey that hides and unhides the whole application, nothing more.")
    rec(QOWNNOTES, [qo1, qoa, qoa2, (U, qoq), qoa3], qoq2, True, "pronoun", ["that", "it"], "Is global shortcut support the easiest way to make a show/hide hotkey for QOwnNotes work?")
    rec(QOWNNOTES, [qo1, qoa, qoa2, (U, qoq)], Q_X11TRAY, False, SAME, [], None, qsrc=TAUON)
    rec(QOWNNOTES, [qo1, qoa, qoa2, (U, qoq)], Q_SOCKS4, False, OTHER, [], None, qsrc=TUN2SOCKS)

    tn1 = (U, "[Feature Request] Minimize to tray option")
    tna = (A, "As with the global hotkeys, the X11 tray is deprecated. So I don't think its worthwhile supporting.")
    rec(TAUON, [tn1], F_TRAY, True, "ellipsis", [], "Do you plan to add a minimize-to-tray option to Tauon Music Box?")
    rec(TAUON, [tn1, (U, F_TRAY), tna], Q_GNOME326, False, SAME, [], None, qsrc=PORTMASTER)
    rec(TAUON, [tn1, (U, F_TRAY), tna], Q_LIBAPPIND, False, SAME, [], None, qsrc=UNITE)

    tz1 = (U, "Feature request: Minimize to system tray. I have a feature request: it would be nice to have a possibility to minimize the application into the system tray, plus to have some keyboard shortcut (ideally configurable) to show/hide the window.")
    tza = (A, "An interesting idea. I'm not keen on it. I'll have to think on it for a while.")
    tzq = F_MOVEON
    rec(TWEETZ, [tz1, tza], tzq, True, "pronoun", ["this feature"], "It has been about a year since minimizing Tweetz Desktop to the system tray was discussed; can it be moved forward or closed?")
    rec(TWEETZ, [tz1, tza], Q_TRAYG3, False, SAME, [], None, qsrc=TODOIST)
    rec(TWEETZ, [tz1, tza], F_SECOND, True, "ellipsis", [], "I second the request for a keyboard shortcut to restore the Tweetz Desktop window from the tray.", qsrc=RBTRAY)

    rb1 = (U, "Feature request : Assign individual shortcuts to restore and send applications to and from the tray. This would be useful if there are a few programs that you use frequently and want them running in the background.")
    rbq = "Or maybe just a simpler version of this would be shortcut like Ctrl+Win+Alt+Up to restore all the minimized apps."
    rba = (A, "Adding hotkeys for individual applications sounds like more complexity than I personally plan to add to RBTray, but if you would like to put together a proposal or pull request on how to implement this, I'd be happy to discuss it with you.")
    rec(RBTRAY, [rb1], rbq, True, "pronoun", ["this"], "As a simpler version of per-application tray shortcuts, could RBTray have one shortcut like Ctrl+Win+Alt+Up to restore all minimized apps?")
    rec(RBTRAY, [rb1, (U, rbq), rba], F_SECOND, True, "ellipsis", [], "I second the request for a keyboard mechanism in RBTray to restore windows from the tray.")
    rec(RBTRAY, [rb1, (U, rbq), rba], Q_LEGACYAPI, False, SAME, [], None, qsrc=DASHPANEL)
    rec(RBTRAY, [rb1, (U, rbq), rba], Q_UDPWRAP, False, OTHER, [], None, qsrc=TUNSOCKS)

    cb1 = (U, "[Feature] A global shortcut to show/hide it to tray. I'm so addicted to chatbox that I keep it on my desktop all the time. I want this feature: It can hide in the system tray and can be summoned to the desktop as soon as I press a shortcut.")
    cba = (A, "Try cmd+` on Mac or ctrl+` on Windows, this shortcut was added a long time ago.")
    cbq = "On Win 10 this only minimizes the app. It does not hide itself in the system tray, which is much better for apps that you want to have at the ready all day."
    rec(CHATBOX, [cb1, cba], cbq, True, "pronoun", ["this", "the app"], "On Windows 10, Chatbox's ctrl+` shortcut only minimizes the app; it does not hide it in the system tray.")
    rec(CHATBOX, [cb1, cba], F_PROXYAPP, True, "ellipsis", [], "Could you please add a proxy setting to Chatbox so that we can use a SOCKS5 proxy?", qsrc=PXVIEW)
    rec(CHATBOX, [cb1, cba, (U, cbq)], Q_TRAYG3, False, SAME, [], None, qsrc=TODOIST)

    tg1 = (U, "Feature Request: Tray w/o Shortcuts. Could we get an option to keep Text-Grab running in the background so that it can stay in the System Tray, while not having the hotkeys applied?")
    tga = (A, "Could relate to #138, add more control over global shortcut keys.")
    rec(TEXTGRAB, [tg1, tga], Q_X11TRAY, False, SAME, [], None, qsrc=TAUON)
    rec(TEXTGRAB, [tg1, tga], F_PDFREC, True, "ellipsis", [], "It is recommended to add the ability to export Text-Grab's text to PDF.", qsrc=OCTARINE)

    db1 = (U, "Add (un)minimize to tray to global shortcuts.")
    dbq1 = "Currently yo must use the mouse to do that."
    dbq2 = F_KEYBOARD
    rec(DEADBEEF, [db1], dbq1, True, "pronoun", ["that"], "Currently you must use the mouse to minimize DeaDBeeF to the tray or restore it.")
    rec(DEADBEEF, [db1, (U, dbq1)], dbq2, True, "pronoun", ["that"], "It would be nice to minimize DeaDBeeF to the tray and restore it with a global keyboard shortcut.")
    rec(DEADBEEF, [db1, (U, dbq1), (U, dbq2)], Q_GNOMEGONE, False, SAME, [], None, qsrc=SYNCGTK)

    tm1 = (U, "Hotkeys. Hello! First of all, thank you for the wonderful app. It would be great if you could add the option to close the window (or hide it in the tray) with a hotkey, such as ESC, but it would also be nice if this could be easily configured.")
    tma = (A, "Good idea, will add that today.")
    tma2 = (A, "I have added the escape key to minimise back to the system tray feature. Doing global hotkeys inside of the application would be tricky in this case due to differences in X11/Wayland.")
    rec(TRAYMD, [tm1, tma, tma2], F_KEYBOARD, True, "pronoun", ["that"], "It would be nice to show TrayMD's window again from the tray with a global keyboard shortcut.", qsrc=DEADBEEF)
    rec(TRAYMD, [tm1, tma, tma2], Q_LEGACYAPI, False, SAME, [], None, qsrc=DASHPANEL)
    rec(TRAYMD, [tm1, tma, tma2], Q_DANTE, False, OTHER, [], None, qsrc=TUNSOCKS)

    mt1 = (U, "Add \"hidden\" tray icon with hotkey to show main window. I would really like a hidden tray feature, and a hotkey to show main window.")
    mta = (A, "That would require a global hotkey, meaning a global keyboard \"listener\", and those are pretty restricted in Windows and pretty bug prone on top of that, so now, I won't be making this feature myself.")
    rec(MINTRAYR, [mt1, mta], F_SECOND, True, "ellipsis", [], "I second the request for a keyboard mechanism in MinTrayR to restore windows from the tray.", qsrc=RBTRAY)
    rec(MINTRAYR, [mt1, mta], Q_APPIND, False, SAME, [], None, qsrc=UNITE)

    # ---- tray icons under GNOME ----
    pm1 = (A, "FAQ: Where is the tray icon / app indicator in GNOME? GNOME 3.26 removed the default tray icon support. You'll need to install an extension that adds support for status / app indicators.")
    rec(PORTMASTER, [pm1], F_TRIED, True, "pronoun", ["this", "it"], "I installed an AppIndicator extension for Portmaster's tray icon in GNOME, but it did not resolve the problem.", qsrc=NVDA9255)
    rec(PORTMASTER, [pm1], Q_LIBAPPIND, False, SAME, [], None, qsrc=UNITE)

    sg1 = (U, "App Indicator Gone in GNOME Shell 3.34.1. After upgrade to GNOME Shell 3.34.1 (Manjaro 18.1), there is no indicator for the app in the top bar. It was working in 3.32.")
    sga = (A, "Gnome removed support for tray and appindicators some versions ago. This is not bug, but feature of Gnome -_- Anyway, I'm guessing you have some extension that restores appindicator support, which got broken in update.")
    rec(SYNCGTK, [sg1, sga], F_ANYONE, True, "ellipsis", [], "Does anyone know why Syncthing-GTK's app indicator is gone after upgrading to GNOME Shell 3.34.1?", qsrc=OBSPANDOC)
    rec(SYNCGTK, [sg1, sga], Q_APPIND, False, SAME, [], None, qsrc=UNITE)
    rec(SYNCGTK, [sg1, sga], Q_REMMINA, False, SAME, [], None, qsrc=REMMINA)

    dp1 = (U, "[Feature Request] Option to show legacy trays in Gnome 3.26")
    dpa = (A, "The legacy tray API is going away. I recommend this extension to add status indicators to your panel: https://extensions.gnome.org/extension/615/appindicator-support/")
    dpq = "But this doesn't work on me. Can you please give example for this on dash-to-panel?"
    rec(DASHPANEL, [dp1, dpa], dpq, True, "pronoun", ["this"], "The AppIndicator Support extension doesn't work for me; can you give an example of using it with dash-to-panel?")
    rec(DASHPANEL, [dp1, dpa], Q_TRAYG3, False, SAME, [], None, qsrc=TODOIST)

    td1 = (A, "The app is not showing up in Tray on Gnome 3")
    tda = (A, "Tray app icons don't show in Gnome 3 by default. This Gnome extension fixed the problem for me. See also this question on Ask Ubuntu.")
    rec(TODOIST, [td1, tda], Q_GNOME326, False, SAME, [], None, qsrc=PORTMASTER)
    rec(TODOIST, [td1, tda], F_PDFREC, True, "ellipsis", [], "It is recommended to add the ability to export to PDF to Todoist for Linux.", qsrc=OCTARINE)

    rm1 = (U, "provide Gnome 3 indicator. Remmina systray feature is placed in the notification area. It's a really nice feature, but in my humble opinion a Gnome indicator should be more practicable.")
    rma = (A, "We know that. In the meanwhile, for Gnome Shell under ubuntu and other distributions with canonical's libappindicator support (Fedora), you can install this Gnome Shell extension: Gnome Shell appindicator support")
    rmq = "Thanks. The app indicator works fine!"
    rec(REMMINA, [rm1, rma], rmq, True, "ellipsis", [], "Thanks, Remmina's indicator works fine with the Gnome Shell appindicator support extension.")
    rec(REMMINA, [rm1, rma], Q_GNOMEGONE, False, SAME, [], None, qsrc=SYNCGTK)
    rec(REMMINA, [rm1, rma], F_PROXYAPP, True, "ellipsis", [], "Could you please add a proxy setting to Remmina so that we can use a SOCKS5 proxy?", qsrc=PXVIEW)

    un1 = (U, "[Suggestion] Use Appindicator instead of own tray icon implementation. I guess it's easier to implement an upstream solution then maintaining your own and TopIcons Plus is unmaintained, which I think is the inspiration for your solution.")
    rec(UNITE, [un1], Q_APPIND, False, SAME, [], None)
    rec(UNITE, [un1], Q_LEGACYAPI, False, SAME, [], None, qsrc=DASHPANEL)

    # ---- picture-in-picture ----
    sk1 = (U, "REQUEST: picture-in-picture")
    ska = (A, "Duplicate of #763")
    rec(SKYTUBE, [sk1], F_PIPREQ, True, "ellipsis", [], "I would like to request picture-in-picture in SkyTube.")
    rec(SKYTUBE, [sk1, (U, F_PIPREQ), ska], F_PIPLIKE, True, "pronoun", ["it"], "I would like SkyTube's picture-in-picture to work like it does in YouTube Premium or Firefox when you watch a video.", qsrc=MIMASU)
    rec(SKYTUBE, [sk1, (U, F_PIPREQ), ska], Q_MDN, False, SAME, [], None, qsrc=MEDIACTRL)

    ce1 = (U, "[feature request] picture in picture mode")
    ceq = F_PIPBUTTON
    ceq2 = "basically just a small window (without titlebar) that you can drag around and stays on top."
    rec(CELLULOID, [ce1], ceq, True, "ellipsis", [], "It would be great if Celluloid had a button to go into picture-in-picture mode.")
    rec(CELLULOID, [ce1, (U, ceq)], ceq2, True, "ellipsis", [], "Celluloid's picture-in-picture mode would basically be a small window without a titlebar that you can drag around and that stays on top.")
    rec(CELLULOID, [ce1, (U, ceq), (U, ceq2)], Q_FFOWN, False, SAME, [], None, qsrc=MEDIACHROME)
    rec(CELLULOID, [ce1, (U, ceq), (U, ceq2)], F_FINANCE, True, "pronoun", ["this"], "I'd be willing to support a picture-in-picture mode for Celluloid financially.", qsrc=OBSSHEETS)

    hz1 = (A, "feat: Picture-in-Picture mode. Add Picture-in-Picture support so users can keep watching in a floating mini-player while browsing the app or other windows.")
    rec(HORIZON, [hz1], F_PIPBUTTON, True, "ellipsis", [], "It would be great if Stremio Horizon had a button to go into picture-in-picture mode.", qsrc=CELLULOID)
    rec(HORIZON, [hz1], Q_FF153, False, SAME, [], None, qsrc=BROADCAST)
    rec(HORIZON, [hz1], Q_NVDACOM, False, OTHER, [], None, qsrc=NVDA9255)

    fl1 = (U, "Picture-in-picture (PiP) mode. A Picture-in-picture (PiP) mode for videos would be a very nice addition to the features that this app offers.")
    fla = (A, "Wdym for videos? The app has a PiP mode")
    flq = "omg I was looking for the button, never tried to switch to other app while the video is playing, mb sorry 😅."
    rec(FLIX, [fl1, fla], flq, True, "pronoun", ["the button"], "I was looking for a PiP button in Flixclusive and never tried switching to another app while a video plays; sorry, the PiP mode exists.")
    rec(FLIX, [fl1, fla, (U, flq)], Q_MDN, False, SAME, [], None, qsrc=MEDIACTRL)

    vr1 = (U, "Picture in Picture")
    vrq2 = "I want to make sure before I create this functionality by myself."
    rec(VIDEOREACT, [vr1], F_PIPCOMP, True, "ellipsis", [], "Is there a picture-in-picture component in video-react?")
    rec(VIDEOREACT, [vr1, (U, F_PIPCOMP)], vrq2, True, "pronoun", ["this functionality"], "I want to make sure video-react has no picture-in-picture component before I build one myself.")
    rec(VIDEOREACT, [vr1, (U, F_PIPCOMP), (U, vrq2)], Q_FF153, False, SAME, [], None, qsrc=BROADCAST)
    rec(VIDEOREACT, [vr1, (U, F_PIPCOMP), (U, vrq2)], F_HIDEBTN, True, "pronoun", ["the button"], "What do you think about video-react hiding its picture-in-picture button when the PiP web API is unavailable?", qsrc=BROADCAST)

    mi1 = (U, "[Feature Request] Picture-in-picture. Okay... So I don't know how difficult this will be or if it's possible at all, but Picture-in-picture would be a great feature for this application.")
    rec(MIMASU, [mi1], F_PIPLIKE, True, "pronoun", ["it"], "Picture-in-picture in Mimasu should work like it does in YouTube Premium or Firefox when you watch a video.")
    rec(MIMASU, [mi1, (U, F_PIPLIKE)], Q_FF71, False, SAME, [], None, qsrc=HTML5VIDEO)

    we1 = (U, "A Picture-In-Picture Mode Feature. A PIP mode will be good to enable the app media shortcuts like that of YouTube be cropped into that form instead of just having the sound in the background.")
    weq = "Also when I try to make a youtube video into a full screen it doesn't work."
    rec(WEBLO, [we1], weq, True, "ellipsis", [], "Also, making a YouTube video full screen in Weblo doesn't work.")
    rec(WEBLO, [we1, (U, weq)], Q_FFSAYS, False, SAME, [], None, qsrc=VJSRECORD)
    rec(WEBLO, [we1, (U, weq)], F_PIPLIKE, True, "pronoun", ["it"], "Weblo's PiP mode should work like it does in YouTube Premium or Firefox when you watch a video.", qsrc=MIMASU)

    de1 = (U, "Feature request: picture-in-picture mode. https://w3c.github.io/picture-in-picture/")
    dea = (A, "It looks like a similar feature we have but can be used over tabs and applications. This may be useful. I will evaluate how our current architecture can fit into the spec. But since I have to deal with other higher priority things, this won't come to reality very soon.")
    rec(DENEB, [de1, dea], Q_MDN, False, SAME, [], None, qsrc=MEDIACTRL)

    vm1 = (U, "enterpictureinpicture event and getPictureInPicture method on Firefox. The player should send a enterpictureinpicture event when entering into this mode on Firefox. No event is returned when entering into PIP with Firefox self integreted button and the method getPictureInPicture cant detect if the player is a Pip (it sent false each time)")
    vma = (A, "This is because Firefox doesn't yet support the Picture-in-Picture APIs.")
    rec(VIMEO, [vm1, vma], Q_FF151, False, SAME, [], None, qsrc=PIPANY)
    rec(VIMEO, [vm1, vma], F_HIDEBTN, True, "pronoun", ["the button"], "What do you think about the Vimeo player hiding its picture-in-picture button when the PiP web API is unavailable?", qsrc=BROADCAST)
    rec(VIMEO, [vm1, vma], Q_FFSAYS, False, SAME, [], None, qsrc=VJSRECORD)

    mc1 = (U, "PiP support would be great!")
    mca = (A, "According to MDN, the PiP API is not yet supported in Firefox. There's nothing I can do until they implement the API. :(")
    rec(MEDIACTRL, [mc1, mca], Q_FF153, False, SAME, [], None, qsrc=BROADCAST)
    rec(MEDIACTRL, [mc1, mca], F_TOFIREFOX, True, "pronoun", ["it"], "Perhaps you're interested in adding PiP support to the Media Controller extension for Firefox?", qsrc=PIPANY)
    rec(MEDIACTRL, [mc1, mca], Q_FF151, False, SAME, [], None, qsrc=PIPANY)
    rec(MEDIACTRL, [mc1, mca], Q_APPIND, False, OTHER, [], None, qsrc=UNITE)

    mh1 = (U, "Firefox doesn't support Pip as chrome. Firefox has their own system for picture in picture and has no support for Picture-in-Picture_API for this the MediaPipButton doesn't have any effect.")
    mha = (A, "This can be closed because we do detect that the PiP API is not supported and users have the option to hide the button.")
    rec(MEDIACHROME, [mh1, mha], Q_FF71, False, SAME, [], None, qsrc=HTML5VIDEO)
    rec(MEDIACHROME, [mh1, mha], F_PIPCOMP, True, "ellipsis", [], "Is there a picture-in-picture component in Media Chrome?", qsrc=VIDEOREACT)

    vj1 = (U, "[Question] Adding PiP into Firefox now its supported? According to Firefox, PiP is now supported: https://support.mozilla.org/en-US/kb/about-picture-picture-firefox")
    vjq = "Will PiP be added for Firefox in 4.0?"
    vja = (A, "no Firefox doesn't support the API that Chrome uses. There is no API at all, just a blue button added to every video.")
    rec(VJSRECORD, [vj1], vjq, True, "ellipsis", [], "Will videojs-record 4.0 add picture-in-picture support for Firefox?")
    rec(VJSRECORD, [vj1, (U, vjq), vja], Q_FF151, False, SAME, [], None, qsrc=PIPANY)

    bb1 = (U, "Picture-in-picture button in player bar not useful in Firefox. The picture-in-picture mode button doesn't do anything on Firefox. Clicking on it does nothing but log an error since Firefox doesn't implement the HTMLVideoElement requestPictureInPicture API.")
    bba = (A, "Thank you for the suggestion. btw Firefox implemented picture-in-picture API in 153 release. But I implemented hiding the button because it still useful for mobile.")
    rec(BROADCAST, [bb1], F_HIDEBTN, True, "pronoun", ["the button"], "What do you think about Broadcast Box hiding its picture-in-picture button when the PiP web API is unavailable?")
    rec(BROADCAST, [bb1, (U, F_HIDEBTN), bba], Q_MDN, False, SAME, [], None, qsrc=MEDIACTRL)
    rec(BROADCAST, [bb1, (U, F_HIDEBTN), bba], Q_FFOWN, False, SAME, [], None, qsrc=MEDIACHROME)

    pa1 = (U, "Consider supporting Firefox. We added support for the Document Picture-in-Picture API in Firefox 151, see bug 2006594. Speaking for myself, your extension looks useful.")
    paq = F_TOFIREFOX
    paa = (A, "Thanks @vinhill! Nice to see Firefox supporting this, will try to find some time to work on this soon")
    rec(PIPANY, [pa1], paq, True, "pronoun", ["it"], "Perhaps you're interested in making the Picture-in-Picture Anything extension available for Firefox?")
    rec(PIPANY, [pa1, (U, paq), paa], Q_FFOWN, False, SAME, [], None, qsrc=MEDIACHROME)

    hv1 = (U, "Firefox now supports PnP. Firefox 71 on Windows and 72 on MacOS and Linux now supports PnP; however the code we use to check if the browser supports it doesn't detect it.")
    hva = (A, "From what I understand, Firefox does not use the Picture-in-Picture API that's why the code does not work. With their implementation, you don't need to do anything to add PnP support to your video (works automatically), and it cannot be disabled either (unlike in Chrome).")
    rec(HTML5VIDEO, [hv1, hva], Q_FF153, False, SAME, [], None, qsrc=BROADCAST)
    rec(HTML5VIDEO, [hv1, hva], F_PIPCOMP, True, "ellipsis", [], "Is there a picture-in-picture component in the custom HTML5 video player?", qsrc=VIDEOREACT)

    # ---- PDF export ----
    ha1 = (U, "PDF export support. This is a feature request.")
    haq = F_PDF
    rec(HAROOPAD, [ha1], haq, True, "ellipsis", [], "Would you please add PDF export to Haroopad?")
    rec(HAROOPAD, [ha1, (U, haq)], F_NEEDTOO, True, "ellipsis", [], "I need PDF export in Haroopad too.")
    rec(HAROOPAD, [ha1, (U, haq)], Q_PANDOCALT, False, SAME, [], None, qsrc=GHOSTWRITER)

    oc1 = (U, "Export PDF. It is recommended to add the ability to export to PDF")
    oca = (A, "Duplicate of #116 Please use the search to see if existing tickets are open.")
    rec(OCTARINE, [oc1, oca], F_NEEDTOO, True, "ellipsis", [], "I need PDF export in Octarine too.", qsrc=HAROOPAD)
    rec(OCTARINE, [oc1, oca], Q_FEDORA, False, SAME, [], None, qsrc=NOTEKIT)

    to1 = (U, "I hope to add a PDF export function")
    toa = (A, "Thanks for the request! This is already tracked on Canny. We're moving feature requests to Canny so people can vote and help prioritize them. Please add your vote there, and feel free to vote for any other favorites too.")
    rec(TOLARIA, [to1, toa], F_NEEDTOO, True, "ellipsis", [], "I need PDF export in Tolaria too.", qsrc=HAROOPAD)
    rec(TOLARIA, [to1, toa], Q_PANDOCALT, False, SAME, [], None, qsrc=GHOSTWRITER)

    nt1 = (A, "PDF export. Many people requested a feature to allow exporting one or multiple notes to PDF file. Allow exporting in different styles. Export to pdf an entire folder, multiple selections of notes, or just a single note.")
    rec(NOTES, [nt1], F_WOULDTHIS, True, "pronoun", ["this"], "Would the planned PDF export in the Notes app let me save a note as PDF?", qsrc=MPP)
    rec(NOTES, [nt1], Q_FEDORA, False, SAME, [], None, qsrc=NOTEKIT)
    rec(NOTES, [nt1], Q_REMMINA, False, OTHER, [], None, qsrc=REMMINA)

    wx1 = (U, "增加到处PDF选项[Request] 发现身边人还挺多有导出PDF的需求，更方便阅读，希望作者能跟进下这个功能哈")
    wxa = (A, "可以自行word转pdf")
    rec(WECHAT, [wx1, wxa], Q_PANDOCALT, False, SAME, [], None, qsrc=GHOSTWRITER)
    rec(WECHAT, [wx1, wxa], F_QRCN, True, "ellipsis", [], "希望 WeChatMsg 添加一个二维码扫描的功能，便于导入其他设备", qsrc=SUBBOOST)

    op1 = (U, "No export as pdf option. I installed pandoc and other options like 'epub' and 'latex' show up. But I didn't find the export as pdf option.")
    opq = F_ANYONE
    rec(OBSPANDOC, [op1], opq, True, "ellipsis", [], "Does anyone know why the Obsidian Pandoc plugin shows no Export as PDF option although pandoc is installed?")
    rec(OBSPANDOC, [op1, (U, opq)], F_ODT, True, "ellipsis", [], "Maybe I need to export to ODT as an intermediate format instead of PDF with the Obsidian Pandoc plugin.", qsrc=MPE)
    rec(OBSPANDOC, [op1, (U, opq)], Q_PANDOCALT, False, SAME, [], None, qsrc=GHOSTWRITER)

    mp1 = (A, "Pandoc PDF rendering. If pandoc is enabled, we should support a `render PDF with pandoc` on rightclick option.")
    mpq = F_WOULDTHIS
    mpa = (A, "If you have pandoc installed and latex on your PC, as pandoc uses latex for pdf rendering, you should be able to save it as pdf, but this feature is not implemented yet.")
    rec(MPP, [mp1], mpq, True, "pronoun", ["this"], "Would a 'render PDF with pandoc' option in Markdown Preview Plus let me export or save to PDF?")

    me1 = (U, "Can't export PDF with PanDoc. In VS Code I select `pandoc` to try and export PDF and get Error: pdflatex not found. Please select a different --pdf-engine or install pdflatex. I don't want another PDF engine, PanDoc should just export my file, please help!")
    mea = (A, "It's not clear - is `pdflatex` found in your path?")
    meq = "No, I don't have that installed, and no way to get it on Centos 8 I am afraid."
    rec(MPE, [me1, mea], meq, True, "pronoun", ["that", "it"], "pdflatex is not installed, and I cannot get it on CentOS 8 to export PDF with pandoc from Markdown Preview Enhanced.")
    rec(MPE, [me1, mea, (U, meq)], F_ODT, True, "ellipsis", [], "Maybe I need to go to ODT as an intermediate format to get a PDF from Markdown Preview Enhanced.")

    pl1 = (U, "Support PDF output. I was unable to produce a PDF with replaced graphs in the current version. However the html output worked really good. It would be nice to have the option to export PDFs with the filter")
    pla = (A, "Creating PDF documents is already possible; this is controlled by `pandoc`. If this doesn't work, it might be because you don't have all the prerequisites that `pandoc` needs. You will need a LaTeX toolchain.")
    rec(PANDOCPLOT, [pl1, pla], F_ODT, True, "ellipsis", [], "Maybe I need to go to ODT as an intermediate format to get a PDF with pandoc-plot's figures.", qsrc=MPE)

    nk1 = (U, "[Feature request] Export note to pdf or html document")
    nka = (A, "Just committed something that adds an export button to the app menu. You can currently choose between the same rendered markdown format that you get if you copypaste into another program, and piping it into pandoc (which needs to be installed) to get a PDF.")
    nkq = "Since I'm using fedora, i'll wait for the copr repo to be updated as well to try out this update."
    rec(NOTEKIT, [nk1, nka], nkq, True, "pronoun", ["this update"], "I'm on Fedora, so I'll wait for NoteKit's COPR repository to be updated to try the PDF/HTML export.")
    # In its own thread, and still a trap: names Fedora 34 and NoteKit in full.
    rec(NOTEKIT, [nk1, nka, (U, nkq)], Q_FEDORA, False, SAME, [], None)
    rec(NOTEKIT, [nk1, nka], F_WOULDTHIS, True, "pronoun", ["this"], "Would NoteKit's new export button let me save a note as PDF?", qsrc=MPP)

    gw1 = (U, "Allow for more Pandoc PDF export modes. According to the Pandoc site: Alternatively, pandoc can use ConTeXt or wkhtmltopdf to create a PDF. I didn't want to install lots of Latex packages so I tried installing wkhtmltopdf (very small one). I found that Ghostwriter won't use it. It only wants pdf2latex for pandoc.")
    gwq = "Adding support for this feature of Pandoc would be nice, and I think it would be trivial to implement."
    rec(GHOSTWRITER, [gw1], gwq, True, "pronoun", ["this feature", "it"], "Supporting pandoc's ConTeXt and wkhtmltopdf PDF engines in ghostwriter would be nice and, I think, trivial to implement.")
    rec(GHOSTWRITER, [gw1, (U, gwq)], Q_FEDORA, False, SAME, [], None, qsrc=NOTEKIT)

    gi1 = (U, "Cannot export to PDF. Exporting to PDF results in the response: `Server error: ExitFailure 97` And the log entry: `gitit: Could not find data file templates/default.latex`")
    gia = (A, "Try `cabal install pandoc`. These are pandoc data files. If you built gitit on another machine, they might not be present on the machine you're using.")
    giq = "After pandoc was installed, I'm now getting following error: `! LaTeX Error: File `url.sty' not found.`"
    rec(GITIT, [gi1, gia], giq, True, "ellipsis", [], "After installing pandoc, gitit's PDF export now fails with `! LaTeX Error: File `url.sty' not found.`")

    # ---- CSV export and Excel ----
    an1 = (A, "Export data to spreadsheet. User suggested 6 times. Export data to a spreadsheet format, such as CSV.")
    rec(ANGLERS, [an1], F_BOMOPT, True, "ellipsis", [], "Can Anglers' Log add an option for users to choose between UTF-8 and UTF-8 with BOM for its CSV export?", qsrc=SQLPAGE)
    rec(ANGLERS, [an1], Q_EXCELBOM, False, SAME, [], None, qsrc=S7)

    os1 = (U, "Export to csv. Thanks for the plugin, it's very useful! Would be nice to have an ability to export spreadsheet into csv")
    os2 = (U, "Thank you so much for the plugin! Yes exporting to csv would be really helpful. I'd be willing to support financially for this.")
    osq = F_CSV
    rec(OBSSHEETS, [os1, os2], osq, True, "ellipsis", [], "CSV import and export in the Obsidian Spreadsheets plugin would be fantastic.")
    rec(OBSSHEETS, [os1, os2, (U, osq)], Q_UNICODEBOM, False, SAME, [], None, qsrc=PLEX2CSV)

    ny1 = (A, "Allow exporting to csv. Right now, this exports only to JSON.")
    nyq = F_CSVCOOL
    rec(NYC, [ny1], nyq, True, "ellipsis", [], "CSV exporting in name-your-contributors would be a cool feature.")
    rec(NYC, [ny1, (A, nyq)], Q_EXCELBOM, False, SAME, [], None, qsrc=S7)

    cp1 = (A, "Export to Excel/spreadsheet/csv. Add new export option: spreadsheet. Extends the existing export functionality.")
    rec(COMPASS, [cp1], F_CSV, True, "ellipsis", [], "CSV import and export in COMPASS would be fantastic.", qsrc=OBSSHEETS)
    rec(COMPASS, [cp1], Q_UNICODEBOM, False, SAME, [], None, qsrc=PLEX2CSV)

    ga1 = (U, "BOM of CSV. Could you add BOM message of CSV file when exporting? Because MS Excel open csv in local language encoding instead of UTF-8 by default, it is really inconvenient.")
    gaa = (A, "Thanks. The next major update will export directly to Excel files, but perhaps this can be published earlier. Some background links: https://en.wikipedia.org/wiki/Byte_order_mark#UTF-8")
    gaq = F_EXCELSIDE
    rec(GANTT, [ga1, gaa], gaq, True, "ellipsis", [], "I agree that the problem with GanttProject's CSV export lacking a BOM is on Excel's side.")
    rec(GANTT, [ga1, gaa, (U, gaq)], Q_UNICODEBOM, False, SAME, [], None, qsrc=PLEX2CSV)

    sq1 = (U, "csv component: Excel opens CSV files with garbled characters. My CSV file contains Chinese characters, but when I open it in Excel, garbled characters appear. When the encoding of the CSV file is changed from `UTF-8` to `UTF-8 BOM`, the display in Excel is normal.")
    sqq = F_BOMOPT
    sqa = (A, "I'll see if we can add support for BOM to the CSV component. In the meantime, you should be able to load the original CSV (without BOM) in excel by using `Data > Get Data > From File > From Text/CSV`")
    rec(SQLPAGE, [sq1], sqq, True, "ellipsis", [], "Can SQLPage's CSV component add an option for users to choose between UTF-8 and UTF-8 with BOM?")
    rec(SQLPAGE, [sq1, (U, sqq), sqa], F_EXCELSIDE, True, "ellipsis", [], "I agree that the garbled characters in SQLPage's CSV files are a problem on Excel's side.", qsrc=GANTT)
    rec(SQLPAGE, [sq1, (U, sqq), sqa], Q_EXCELBOM, False, SAME, [], None, qsrc=S7)

    px1b = (U, "Option to add a BOM (Byte Order Marker) to the exported file. Would it be possible to add the option to generate the CSV as a UTF8-BOM? It would make it easier at least for Excel users since Excel believes the file is in ANSI when the UTF8 file is without a BOM.")
    pxa = (A, "Even though I feel your pain here, BOM is not recommended by unicode.org, and who am I to argue with them ;-) As such, I'll not go down that path. But when said, I'm working on native xlsx output as well.")
    pxq = "OK, I understand. I knew it was not recommended, that why I asked if it could be added as an option you had to manually turn on in the settings."
    rec(PLEX2CSV, [px1b, pxa], pxq, True, "correction", [], "Could Plex2CSV add UTF-8 BOM output as an option that is off by default and has to be turned on manually in the settings?")
    rec(PLEX2CSV, [px1b, pxa], Q_EXCELBOM, False, SAME, [], None, qsrc=S7)

    s71 = (A, "Output the CSV in UTF-8 with BOM. While LibreOffice Calc and Google Sheets have no problems importing our created CSV files, Excel expects a BOM to indicate UTF-8 encoding. Otherwise, it uses the system encoding and mangles all special characters/umlauts.")
    rec(S7, [s71], Q_UNICODEBOM, False, SAME, [], None, qsrc=PLEX2CSV)

    # ---- QR codes and barcodes ----
    ss1 = (U, "Feature Request: QR code scanner")
    ssq = F_CERTQR
    rec(SSLSOCKS, [ss1], ssq, True, "ellipsis", [], "It would be great to import a certificate into SSLSocks by scanning a QR code.")
    rec(SSLSOCKS, [ss1, (U, ssq)], Q_LDAPQR, False, SAME, [], None, qsrc=LDAPSYNC)
    rec(SSLSOCKS, [ss1, (U, ssq)], F_BARCODE, True, "ellipsis", [], "I would like to request a barcode-scanning feature in SSLSocks.", qsrc=NATIVEQR)

    ld1 = (U, "Feature Request: Add Account by QR-Code Scanning. first of all a Thanks for your awesome work, i use it every day! In case you have a little bit time and fun... here is a short feature request:")
    # In its own thread, and still a trap: names LDAP-Sync and the QR code in full.
    rec(LDAPSYNC, [ld1], Q_LDAPQR, False, SAME, [], None)
    rec(LDAPSYNC, [ld1], F_CERTQR, True, "ellipsis", [], "It would be great to import a certificate into LDAP-Sync by scanning a QR code.", qsrc=SSLSOCKS)

    nm1 = (U, "Please allow importing the QR accounts from regular QR scan function. once in the dashboard a person can press QR and then press scan, but if trying to scan an import account QR at that point a confusing error happens. It is better to just let it import accounts from that scan too.")
    nma = (A, "Fixed in Version 2 Build 20")
    rec(NEM, [nm1, nma], F_BARCODE, True, "ellipsis", [], "I would like to request a barcode-scanning feature in the NEM iOS app.", qsrc=NATIVEQR)
    rec(NEM, [nm1, nma], Q_LDAPQR, False, SAME, [], None, qsrc=LDAPSYNC)

    qs1 = (U, "[FEATURE] add support to import and scan photos from the device. please if you can add support to import and scan photos from the device thanks")
    rec(QRSCAN, [qs1], Q_LDAPQR, False, SAME, [], None, qsrc=LDAPSYNC)

    nq1 = (U, "Requesting barcode scanning feature")
    rec(NATIVEQR, [nq1], F_BARCODE, True, "ellipsis", [], "I would like to request a barcode-scanning feature in native_qr.")

    xr1 = (A, "[Feature request] Scan QR code to add Subscription. Use ScanQRScreen to scan the QR code and add the subscription link.")
    rec(XRAYFA, [xr1], Q_SOCKSUDP, False, SAME, [], None, qsrc=TOKIOSOCKS)
    rec(XRAYFA, [xr1], F_SOCK5FEAT, True, "ellipsis", [], "Could you add a feature to XrayFA to support a SOCKS5 proxy?", qsrc=PROXYTOGGLE)

    sb1 = (U, "如图所示，希望添加一个二维码扫描的功能，便于导入其他设备")
    rec(SUBBOOST, [sb1], F_SOCK5FEAT, True, "ellipsis", [], "Could you add a feature to SubBoost to support a SOCKS5 proxy?", qsrc=PROXYTOGGLE)
    rec(SUBBOOST, [sb1], Q_LDAPQR, False, SAME, [], None, qsrc=LDAPSYNC)

    # ---- screen readers ----
    nv1 = (U, "NVDA does not announce any control including button, textbox rather group box on tab key. When tab key pressed, NVDA does not announce anything e.g., button text. In same PC it was working before.")
    nva = (A, "Could you please run the COM Registration Fixing tool from the tools under the NVDA menu?")
    nvq = F_TRIED
    nva2 = (A, "@HK12345678 which application are you trying to use? Is this issue still occuring with NVDA 2020.1?")
    rec(NVDA9255, [nv1, nva], nvq, True, "pronoun", ["this", "it"], "Running NVDA's COM Registration Fixing tool did not fix NVDA not announcing controls on the tab key.")
    rec(NVDA9255, [nv1, nva, (U, nvq), nva2], F_WORKAROUND, True, "pronoun", ["this issue"], "Is there a workaround for NVDA not announcing any control on the tab key?", qsrc=SUBLIME)

    nw1 = (U, "Unavailable error message from Screen reader for ANY Button click at the moment. While triggering any button screen reader reading with error message \"unavailable\".")
    nwa = (A, "Please provide a minimal reproducible HTML example using CodePen or similar tool. Without a MWE this issue cannot be progressed.")
    nwq = "we are using JSON to create the card, is it fine if we share JSON example along with screen recording of the repro ?"
    rec(NVDA13832, [nw1, nwa], nwq, True, "ellipsis", [], "Our adaptive cards are created from JSON; is it fine to share a JSON example and a screen recording instead of an HTML example for the NVDA 'unavailable' button issue?")
    rec(NVDA13832, [nw1, nwa], Q_NVDACOM, False, SAME, [], None, qsrc=NVDA9255)
