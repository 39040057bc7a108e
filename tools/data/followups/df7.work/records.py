"""df7 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Fitting data aimed at the detector's known weakness (self-contained questions asked inside a
same-domain thread, and follow-ups without pronouns); see `df7.decisions.md`."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- Spotify clients: podcasts and lyrics ----
SPOT384 = GH + "xou816/spot/issues/384"
SPOT226 = GH + "xou816/spot/issues/226"
SPT47 = GH + "Rigellute/spotify-tui/issues/47"
SPT122 = GH + "Rigellute/spotify-tui/issues/122"
SPT1032 = GH + "Rigellute/spotify-tui/issues/1032"
SWAG = GH + "SwagLyrics/SwagLyrics-For-Spotify/issues/2868"
SPOTIFYD = GH + "Spotifyd/spotifyd/issues/707"
CSL13 = GH + "tomakino/CSLyric/issues/13"
CSL29 = GH + "tomakino/CSLyric/issues/29"
HALO = GH + "XFEstudio/HaloPixelToolBox/issues/18"
# ---- YouTube downloaders: playlists, audio, thumbnails ----
YTDL13514 = GH + "ytdl-org/youtube-dl/issues/13514"
YTDL27806 = GH + "ytdl-org/youtube-dl/issues/27806"
YTDL1499 = GH + "ytdl-org/youtube-dl/issues/1499"
DVD = GH + "yausername/dvd/issues/50"
YTLOCAL = GH + "user234683/youtube-local/issues/61"
SHAKED = GH + "shaked6540/YoutubePlaylistDownloader/issues/86"
YTWEB = GH + "sooros5132/yt-dlp-web/issues/27"
DOWNLINE = GH + "stefnotch/downline/issues/8"
VIDDL = GH + "Unrud/video-downloader/issues/30"
DUPES = GH + "yafp/media-dupes/issues/11"
# ---- torrent clients and the *arr apps: download clients per indexer ----
ELECTORRENT = GH + "tympanix/Electorrent/issues/184"
RAD2266 = GH + "Radarr/Radarr/issues/2266"
RAD920 = GH + "Radarr/Radarr/issues/920"
RAD476 = GH + "Radarr/Radarr/issues/476"
SON3804 = GH + "Sonarr/Sonarr/issues/3804"
SON2912 = GH + "Sonarr/Sonarr/issues/2912"
SCRYER = GH + "scryer-media/scryer/issues/128"
READARR = GH + "Readarr/Readarr/issues/1693"
# ---- screenshots and remote desktop under Wayland ----
ESCROTUM = GH + "Roger/escrotum/issues/50"
SCROT = GH + "resurrecting-open-source-projects/scrot/issues/201"
SHUTTER = GH + "shutter-project/shutter/issues/187"
RD56 = GH + "rustdesk/rustdesk/issues/56"
RD448 = GH + "rustdesk/rustdesk/issues/448"
RD91 = GH + "rustdesk/rustdesk/issues/91"
RD330 = GH + "rustdesk/rustdesk/issues/330"
RDPRO = GH + "rustdesk/rustdesk-server-pro/issues/455"
UBU = GH + "ubuntu/ubuntu-release-notes/issues/135"
# ---- terminals and prompts: key bindings, fonts, icons ----
ZJ326 = GH + "zellij-org/zellij/issues/326"
ZJ2026 = GH + "zellij-org/zellij/issues/2026"
WEZ2742 = GH + "wezterm/wezterm/issues/2742"
WEZ654 = GH + "wezterm/wezterm/issues/654"
TERMITE = GH + "thestinger/termite/issues/507"
STAR5652 = GH + "starship/starship/issues/5652"
STAR2818 = GH + "starship/starship/issues/2818"
DUCK = GH + "theRubberDuckiee/dev-environment-files/issues/1"
# ---- file managers: image previews ----
RANGER3014 = GH + "ranger/ranger/issues/3014"
RANGER2692 = GH + "ranger/ranger/issues/2692"
UEBERZUG = GH + "seebye/ueberzug/issues/116"
CODRIVER = GH + "RickyDane/CoDriver/issues/116"
ALLMYTOES = GH + "Sonico98/allmytoes.yazi/issues/1"
FZFFM = GH + "sc0ttj/fzf-filemanager/issues/2"
WISP = GH + "wisp-gg/frontend/issues/338"
# ---- notes, references, read-it-later ----
TGSYNC = GH + "soberhacker/obsidian-telegram-sync/issues/236"
LOCALBACKUP = GH + "velviagris/obsidian-local-backup/issues/83"
BBT = GH + "retorquere/zotero-better-bibtex/issues/534"
WBAND = GH + "wallabag/android-app/issues/489"
WB6776 = GH + "wallabag/wallabag/issues/6776"
WB2480 = GH + "wallabag/wallabag/issues/2480"
# ---- Home Assistant integrations, webhooks ----
IOHA = GH + "rogro82/io.homeassistant/issues/16"
KNX = GH + "XKNX/knx-integration/issues/41"
APSYSTEMS = GH + "skelgaard/homeassistant-apsystems/issues/19"
ASKOHEAT = GH + "toggm/askoheat/issues/151"
GANYMEDE = GH + "Zibbp/ganymede/issues/64"
# ---- networking and boot media ----
TS11302 = GH + "tailscale/tailscale/issues/11302"
TS1551 = GH + "tailscale/tailscale/issues/1551"
VT16 = GH + "ventoy/Ventoy/issues/16"
VT709 = GH + "ventoy/Ventoy/issues/709"
VT439 = GH + "ventoy/Ventoy/issues/439"
VTB8 = GH + "ventoy/backend/issues/8"
RC1384 = GH + "rclone/rclone/issues/1384"
RC5371 = GH + "rclone/rclone/issues/5371"
GOOBY = GH + "TechPerplexed/Gooby/issues/111"
# ---- emulators and controllers, Steam/Proton ----
RYU1470 = GH + "Ryujinx/Ryujinx/issues/1470"
RYU3423 = GH + "Ryujinx/Ryujinx/issues/3423"
RYU4487 = GH + "Ryujinx/Ryujinx/issues/4487"
YUZU = GH + "yuzu-emu/yuzu/issues/7412"
RETROBAT = GH + "RetroBat-Official/retrobat/issues/221"
RYUMIRROR = GH + "ryujinx-mirror/ryujinx/issues/86"
VSL11707 = GH + "ValveSoftware/steam-for-linux/issues/11707"
VSL5803 = GH + "ValveSoftware/steam-for-linux/issues/5803"
GLD = GH + "Y0URD34TH/Project-GLD/issues/26"
WOMBAT = GH + "WombatFromHell/OriginSteamOverlayLauncher/issues/71"
# ---- browsers and Discord mods: tabs, workspaces, themes ----
ZEN1775 = GH + "zen-browser/desktop/issues/1775"
ZEN237 = GH + "zen-browser/desktop/issues/237"
ZEN238 = GH + "zen-browser/desktop/issues/238"
ZEN701 = GH + "zen-browser/desktop/issues/701"
ZEN14399 = GH + "zen-browser/desktop/issues/14399"
VCPR899 = GH + "Vencord/plugin-requests/issues/899"
VCPR921 = GH + "Vencord/plugin-requests/issues/921"
VCPR344 = GH + "Vencord/plugin-requests/issues/344"
VEN1650 = GH + "Vendicated/Vencord/issues/1650"
VEN3671 = GH + "Vendicated/Vencord/issues/3671"

# Threads that only lend a question: the rest of each is no exchange, or none a df7 question fits.
QUESTION_ONLY: tuple[str, ...] = (YTDL1499, RAD476, SON2912, VT439, ZEN238, ZEN14399, VCPR921, VSL5803, RYU4487, WB2480)

# ---- the bank: real questions from df7 threads, placed after another df7 thread ----
# Name their subject (traps wherever they go):
Q_SPEED = "Spotify's podcast player supports setting the playback speed (which works when I'm, for example, listening on my phone), but playback by spotifyd isn't affected."
Q_YTDLPL = "i used youtube-dl awhile back to download a playlist of videos and extract audio.  It worked great.  Im trying do use it again and for some reason i only get the first video of the playlist. youtube-dl -cit --extract-audio http://www.youtube.com/watch?v=e0LZiTPTsxc i figure its probably a problem with youtube urls?  any ideas?"
Q_YTDLTHUMB = "I've just noticed that Loader.to has some sort of way to include the youtube thumbnail into the mp3 file. Is there some sort of command-line option that can also that can do the same for YT-DL?"
Q_RADIMPORT = "Would be nice to just have Radarr import existing Sonarr Indexers+Download Client+Connect.."
Q_SONARRAPI = "Sonarr add download client and indexer over the API"
Q_RDWAYLAND = "Rustdesk-Wayland unattended access fixable? After moving to 26.04 where Wayland is default, remote access using Rustdesk have been a pain. Unattended access is no longer viable because Wayland has a 1 hour timer for each session, and a user must be able to have physical access to the computer in order to grant this temporary access. Is there any way we can remedy this?"
Q_RDLOGOUT = "Can I connect to remote desktop without loging out local user(session) with RustDesk?"
Q_STARSHIP = "Though i have nerd fonts installed & added in config, Starship doesn't show icons in vscode integrated terminal"
Q_ZJQUIT = "Zellij is not respecting the config file where I comment out Ctrl+q line. Zellij will still quit on Ctrl+q"
Q_RANGERALT = "Hi there folks, is there maybe an alternative to Ranger that supports Image Preview in the terminal?"
Q_UEBERZUG = "ueberzug seems to be out of pypi.org Not able to get it using pip Any other tools which gives same result as ueberzug ?"
Q_VTSB = "Any way to get Ventoy to boot with Secure Boot enabled"
Q_VTHOW = "How does Ventoy manage Secure boot on devices. Do I need to disable secure boot first?"
Q_RCHANG = "Is there currently an issue with rclone? If I try to mount a remote (either GD or ACD) it just hangs, with no error message."
Q_PS3 = "The common ps3 joystick has enough buttons and axes to emulate the switch controller Is it possible to map it on Ryujinx?"
Q_PROTON = "[Feature Request] Allow proton even on games distributing Linux version"
Q_ZENH = "Im switching from chrome browser to Zen browser, i want horizontal tabs in it, i don't wanna learn vertical tabs i don't like it, please add horizzontal tabs mode in zen browser."
Q_SERVERTHEMES = "Hiya! Is it possible to add this plugin to Vencord? https://betterdiscord.app/plugin/ServerThemes"
Q_WBPOCKET = "It Will be great to sync all the article saved in Pocket of the User to be read later using the Wallabag ."
Q_RDTITLE = "Rustdesk-Wayland unattended access fixable?"
Q_RANGERTITLE = "Ranger Alternative with Image Preview"
Q_STARTITLE = "starship doesn't show icons in vscode terminal"
Q_ZENTITLE = "Please add horizontal tabs in Zen browser."
Q_STEAMPLAY = "Enable steam-play/proton by default for all games on all steam client Linux installs"
Q_WBTITLE = "Sync with the Pocket App to save all Article in Wallabag"
Q_RCTITLE = "rclone mount no longer working"
# Need the thread's project (follow-ups after a thread they fit):
F_PODCAST = "Is there any technical limitation preventing podcasts from being shown ?"
F_LYRSCREEN = "Adding a new screen that shows the lyrics of the song that is being played would be fantastic. Could be accessed through ^L."
F_MUSIXMATCH = "Any possibility in integrate musixmatch?"
F_NOSPOTIFY = "没有spotify支持？"
F_PLAYLIST = "Is it possible to download playlists with this?"
F_AUDIOPL = "what settings exactly do I need to use to download a playlist to audio files?"
F_ONEFILE = "Im looking for the jpg thumbnail and mp3 files to download as ONE. Is this possible?"
F_ASSIGN = "Is it possible to assign a download client to a specific Indexer ?"
F_WAYLAND = "Is wayland supported?"
F_OBS = "What about looking through obs-studio code? It can stream video on the wayland"
F_VPS = "If I have a ubuntu VPS, is it possible to have this software running 24/7 allowing someone to access remotely from anywhere?"
F_ACTIVATE = "I have confirmed that I have installed \"Nerd Fonts\" but do not know how to activate it"
F_UNATT = "How do I connect to an unattended remote computer?"
F_UNBIND = "Is there a way to UNBIND keys that I don't find in the documentation? Or would this be a possible feature?"
F_TUNED = "Is this a config setting that can be tuned?"
F_THUMBS = "Just a feature request. Most file managers allow you to see a small bit of a picture in the file manager itself, could you add that capability?"
F_MOBILE = "Can a user or ideally the developer themself confirm that there is no problem using this platform in an obsidian vault that's also accessed via the mobile (android) client?"
F_ENERGY = "Can you add that this can be added to the energy dashboard ?"
F_PINBOARD = "Feature request to have the ability to import bookmarks from pinboard.in. There are importers for read it later services but not any for bookmarking services."
F_DIGITAL = "It would be nice to be able to map digital buttons from a controller to directions of an analog stick for example with arcade style controllers."
F_LINUX = "What would it take to get this on Linux? Ubuntu or greater."
F_PINWS = "If possible, pls could we have an option to have tabs be pinned per Workspace, rather than all Workspaces?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME, TRAP_OTHER, TRAP_PRON = "trap_same_domain_new_topic", "trap_other", "trap_self_contained_pronoun"

    # ---- Spotify clients: podcasts and lyrics ----
    p1 = (U, "podcast support. Hello, Thanks for a great project! This is the only stable and reliable way to listen to Spotify on aarch64 devices like Pinebook Pro. I enjoy it really really much. However, I couldn't find a way to listen to spotify podcasts yet. I'd really love seeing podcast support in this project")
    pa = (A, "Either way, I don't think it's a good fit for Spot, a music app, to also play podcasts - while, yes, Spotify does it, it provides a sub-par experience and imho, it makes more sense to provide a more focused UX.")
    p2 = (U, "Well, the app description is \"Native Spotify client for the GNOME\". People wait to Spot what Spotify offers, and it's not just music.")
    pa2 = (A, "Well, in that case it should be changed on the repo side as well.")
    p_all = [p1, pa, p2, pa2]
    rec(SPOT384, p_all, F_PODCAST, True, "ellipsis", [], "Is there any technical limitation preventing podcasts from being shown in Spot, the GNOME Spotify client?")
    rec(SPOT384, p_all, Q_SPEED, False, TRAP_SAME, [], None, qsrc=SPOTIFYD)
    rec(SPOT384, [p1, pa], F_LYRSCREEN, True, "ellipsis", [], "Adding a new screen to Spot that shows the lyrics of the song that is being played would be fantastic; it could be accessed through ^L.", qsrc=SPT1032)

    l1 = (U, "[Feature] Lyrics using Musixmatch API (or other). Hello, First of all, thanks for this clean and sleek UI. Really glad to be able to use a good looking GTK app I would be great to be able to get the lyrics of the currently playing song (for example using the Musixmatch API)")
    la = (A, "You can use an application like `osdlyrics`. It finds out what is currently playing through MPRIS and displays synced lyrics. In my opinion, the music player itself should not need to handle this.")
    la2 = (A, "Hi there! Thanks for the kind words :) I'd agree with @ondras12345 I'd rather not have to implement this myself -- feels like it's beyond the scope of making a simple Spotify client!")
    l_all = [l1, la, la2]
    rec(SPOT226, l_all, F_LYRSCREEN, True, "ellipsis", [], "Adding a new screen to Spot that shows the lyrics of the song that is being played would be fantastic; it could be accessed through ^L.", qsrc=SPT1032)
    rec(SPOT226, l_all, F_PODCAST, True, "ellipsis", [], "Is there any technical limitation preventing podcasts from being shown in Spot, the GNOME Spotify client?", qsrc=SPOT384)
    rec(SPOT226, l_all, Q_SPEED, False, TRAP_SAME, [], None, qsrc=SPOTIFYD)

    t1 = (U, "Podcast support. Hey, podcasts don't seem to appear. Although playlists of podcasts do, trying to enter them doesn't do anything.")
    tq = "Am I right in thinking the aren't supported right now or have I just misconfigured something?"
    ta = (A, "Ah good point. Searching for podcasts is not yet implement - need to figure out where to put the results! In addition, the view for your Library Podcasts is also not yet implemented.")
    tq2 = "So I discovered podcasts won't play on spotifyd at all. It's super weird you can start it playing on e.g. your phone, then try to switch device and it will fail. Or you can switch to your spotifyd device from another client (e.g. phone) and whilst playing a song will work, when you try play a podcast it just doesn't."
    t_all = [t1, (U, tq), ta]
    rec(SPT47, [t1], tq, True, "ellipsis", [], "Am I right in thinking podcasts aren't supported in spotify-tui right now, or have I just misconfigured something?")
    # In its own thread, and still a trap: a report about spotifyd (the author adds "Not related I know").
    rec(SPT47, t_all, tq2, False, TRAP_SAME, [], None)
    rec(SPT47, t_all, Q_SPEED, False, TRAP_SAME, [], None, qsrc=SPOTIFYD)
    rec(SPT47, t_all, F_MUSIXMATCH, True, "ellipsis", [], "Is there any possibility of integrating Musixmatch lyrics into spotify-tui?", qsrc=SPT122)

    b1 = (U, "Song lyrics. Back when I started using Spotify, they had a collaboration with some service that provides lyrics for songs, including the timings and such. However, due to some dumb reason, they stopped collaborating and lyrics were completely removed from Spotify. I'd love to see spotify-tui providing this feature.")
    ba = (A, "Spotify is still somewhat collaborating with **Genius**, a service which provides lyrics and insights for a huge collection of songs. On the mobile app they provide insight to the currently playing song. I have never had problems finding lyrics using it. Since Genius does provide an [API](https://docs.genius.com/#/getting-started-h1), it might be a good candidate for integrating lyrics into spotify-tui.")
    rec(SPT122, [b1, ba], F_MUSIXMATCH, True, "ellipsis", [], "Is there any possibility of integrating Musixmatch, rather than Genius, for song lyrics in spotify-tui?")
    rec(SPT122, [b1, ba], Q_SPEED, False, TRAP_SAME, [], None, qsrc=SPOTIFYD)
    rec(SPT122, [b1, ba], F_PODCAST, True, "ellipsis", [], "Is there any technical limitation preventing podcasts from being shown in spotify-tui?", qsrc=SPOT384)

    ly1 = (U, "Lyrics support. " + F_LYRSCREEN)
    lya = (A, "as an alternative you can use [sptlrx](https://github.com/raitonoberu/sptlrx), also terminal based but only shows lyrics")
    rec(SPT1032, [ly1, lya], F_PODCAST, True, "ellipsis", [], "Is there any technical limitation preventing podcasts from being shown in spotify-tui?", qsrc=SPOT384)
    rec(SPT1032, [ly1, lya], Q_RANGERTITLE, False, TRAP_OTHER, [], None, qsrc=RANGER3014)

    w1 = (U, "Add suport for spotifyd. I don't use the original spotify app neither the web app on chrome. I prefer using cli apps like spotify-tui with spotifyd daemon running in the background. That's why i'm asking to add support for spotifyd.")
    wa = (A, "I'd love to add support for spotifyd/spotify-tui to swaglyrics for sure. The way this can be done is getting the song and artist info from spotifyd if it is exposed. I will look into the repos to figure out if this is possible, then I can work on adding it to [SwSpotify](https://swaglyrics.dev/SwSpotify) which is the cross platform library we use to get the currently playing song/artist.")
    rec(SWAG, [w1, wa], F_MUSIXMATCH, True, "ellipsis", [], "Is there any possibility of integrating Musixmatch as a lyrics source in SwagLyrics?", qsrc=SPT122)
    rec(SWAG, [w1, wa], Q_RDTITLE, False, TRAP_OTHER, [], None, qsrc=UBU)

    sd1 = (U, "Support playback speed for podcasts. " + Q_SPEED + " This is a great feature to have, since people have very different comprehension needs and podcasts have different talking speeds as well.")
    sd2 = (U, "It is still a valid feature request, I think. I just haven't had time myself to look into it, nor has anyone else been interested in it.")
    sdq = "Why was that issue closed as completed?"
    rec(SPOTIFYD, [sd1, sd2, (U, "Ping")], sdq, True, "pronoun", ["that issue"], "Why was the spotifyd feature request to support playback speed for podcasts (issue #707) closed as completed?")
    rec(SPOTIFYD, [sd1, sd2], Q_STARTITLE, False, TRAP_OTHER, [], None, qsrc=STAR2818)

    c1 = (U, F_NOSPOTIFY + " spotify用户震怒！")
    ca = (A, "没有条件适配（悲）")
    cq = "作者这边没有什么条件呢？"
    ca2 = (A, "没有spotify会员帐号")
    cq2 = "可以借作者一个账号用"
    rec(CSL29, [c1, ca], cq, True, "ellipsis", [], "CSLyric 的作者缺少什么条件来适配 Spotify？")
    rec(CSL29, [c1, ca, (U, cq), ca2], cq2, True, "ellipsis", [], "可以借给 CSLyric 的作者一个 Spotify 会员账号，用来适配 Spotify。")
    rec(CSL29, [c1, ca], Q_ZENTITLE, False, TRAP_OTHER, [], None, qsrc=ZEN14399)

    c13 = (U, "求适配spotify，现在这个软件很多歌词了，求适配一下")
    rec(CSL13, [c13], F_MUSIXMATCH, True, "ellipsis", [], "Is there any possibility of integrating Musixmatch as a lyrics source in CSLyric?", qsrc=SPT122)

    h1 = (U, "[Feature] Spotify歌词支持. 你好我是歪果仁，习惯用歪果应用如spotify、youtube music、apple music 已经有好多年的音乐列表在spotify，一时换成网易播放器有点困难（其实是懒惰）")
    rec(HALO, [h1], "添加spotify支持", True, "ellipsis", [], "希望 HaloPixelToolBox 添加 Spotify 歌词支持。")
    rec(HALO, [h1], F_NOSPOTIFY, True, "ellipsis", [], "HaloPixelToolBox 没有 Spotify 支持吗？", qsrc=CSL29)
    rec(HALO, [h1], Q_ZENH, False, TRAP_OTHER, [], None, qsrc=ZEN14399)

    # ---- YouTube downloaders: playlists, audio, thumbnails ----
    y1 = (U, "Adding thumbnail to mp3 file. youtube-dl  --extract-audio -i --audio-format mp3 --audio-quality 0 --no-part --no-mtime --embed-thumbnail --add-metadata https://www.youtube.com/playlist/761AB0FC7 -v --postprocessor-args \"-id3v2_version 3\" This is whats read out...... When its downloaded they are 2 seperate files one jpg and one mp3. I want the thumbnail to be on the mp3. whats the resolution?")
    ya = (A, "This command does exactly what you are asking.")
    y_all = [y1, (U, F_ONEFILE), ya]
    rec(YTDL13514, [y1], F_ONEFILE, True, "ellipsis", [], "I'm looking for youtube-dl to download the jpg thumbnail and the mp3 file as ONE file (the thumbnail embedded in the mp3). Is this possible?")
    rec(YTDL13514, y_all, Q_YTDLTHUMB, False, TRAP_SAME, [], None, qsrc=YTDL27806)
    rec(YTDL13514, y_all, F_PLAYLIST, True, "pronoun", ["this"], "Is it possible to download whole playlists with youtube-dl (with --extract-audio and --embed-thumbnail)?", qsrc=DVD)

    z1 = (U, "Commandline Option to include YT Thumbnail in downloaded mp3. Hello all! So I've recently made a simple bash script to download YT videos using youtube-dl. Before that , I used a site called \"loader.to to do it. " + Q_YTDLTHUMB + " My current commandline options are ```--geo-bypass --add-metadata -f 37/22/18/best -x --audio-format \"mp3\" -o %(title)s.%(ext)s```")
    za = (A, "```--embed-thumbnail                Embed thumbnail in the audio as cover art``` Read FAQ.")
    rec(YTDL27806, [z1, za], Q_YTDLPL, False, TRAP_SAME, [], None, qsrc=YTDL1499)
    rec(YTDL27806, [z1, za], F_ONEFILE, True, "ellipsis", [], "With youtube-dl's --embed-thumbnail, can the jpg thumbnail and the mp3 file be downloaded as ONE file?", qsrc=YTDL13514)

    d1 = (U, "How to download playlist? " + F_PLAYLIST)
    da = (A, "I tried this in the command mode and it seems to work. Make sure the target directory exists. ```-o /sdcard/Download/youtubedl-android/%(title)s.%(ext)s -i -f mp4 --yes-playlist \"https://www.youtube.com/watch?v=7Vy8970q0Xc&list=PLwJ2VKmefmxpUJEGB1ff6yUZ5Zd7Gegn2\"```")
    rec(DVD, [d1, da], F_AUDIOPL, True, "ellipsis", [], "What settings exactly do I need to use in dvd (the youtubedl-android app) to download a playlist to audio files?", qsrc=SHAKED)
    rec(DVD, [d1, da], Q_YTDLPL, False, TRAP_SAME, [], None, qsrc=YTDL1499)
    rec(DVD, [d1, da], F_ONEFILE, True, "ellipsis", [], "Is it possible for dvd (the youtubedl-android app) to download the jpg thumbnail and the mp3 file as ONE file?", qsrc=YTDL13514)

    yl1 = (U, "Feature request : playlist download. It would be nice to have a way to download a complete playlist like we can do with one video, you choose the quality, audio only, video only or both, and then it downloads everything. I have my music playlist in youtube-local but it's long as hell to download one music by one.")
    yla = (A, "It's a complex feature, so since I have limited time at the moment, I added an option to export the playlist as a list of video urls as a temporary workaround. Then, you can use the youtube-dl `-a` option to specify the file containing the list of urls. This issue can be left open, so it can be addressed fully at a later date")
    rec(YTLOCAL, [yl1, yla], Q_YTDLPL, False, TRAP_SAME, [], None, qsrc=YTDL1499)
    rec(YTLOCAL, [yl1, yla], Q_WBTITLE, False, TRAP_OTHER, [], None, qsrc=WBAND)
    rec(YTLOCAL, [yl1, yla], F_ONEFILE, True, "ellipsis", [], "Is it possible for youtube-local to download the jpg thumbnail and the mp3 file as ONE file?", qsrc=YTDL13514)

    s1 = (U, "No video, audio only when downloading a playlist. trying to get a playlist to download, seems only audio is getting through. https://www.youtube.com/playlist?list=PL5BwB5wUDXk3k6EA0-IOIgw8d8VEM_AEQ Otherwise its working perfectly )")
    sq = F_AUDIOPL + " In the settings for each download I see sections General, Video, Audio, Playlist and Filter. In none of them do I see an option to disable video downloading, or disable combining audio with video."
    rec(SHAKED, [s1], sq, True, "ellipsis", [], "What settings exactly do I need to use in YoutubePlaylistDownloader to download a playlist to audio files only? In the settings for each download I see sections General, Video, Audio, Playlist and Filter, but no option to disable video downloading or disable combining audio with video.")
    rec(SHAKED, [s1], Q_YTDLTHUMB, False, TRAP_SAME, [], None, qsrc=YTDL27806)
    rec(SHAKED, [s1], F_ONEFILE, True, "ellipsis", [], "Is it possible for YoutubePlaylistDownloader to download the jpg thumbnail and the mp3 file as ONE file?", qsrc=YTDL13514)

    yw1 = (U, "Download a playlist ,cannot apply audio only. When url is a video, I selected audio only, and the result downloaded is as expected. But the url is a playlist, even if I selected audio only, the result downloaded is still a video.")
    rec(YTWEB, [yw1], Q_WBTITLE, False, TRAP_OTHER, [], None, qsrc=WBAND)
    rec(YTWEB, [yw1], F_AUDIOPL, True, "ellipsis", [], "What settings exactly do I need to use in yt-dlp-web to download a playlist to audio files?", qsrc=SHAKED)

    dl1 = (U, "Download Playlists from YouTube. If the users enters the name of a (YouTube) playlist, the whole playlist shall be available for download. Including usual features like selection the resolution or audio only.")
    dl2 = (U, "It turns out that is already possible to download playlist, using the link to the playlist overview (e.g. [https://www.youtube.com/playlist?list=PLdggsxkcyomUtgbE0R7f_uRCLECXb8aCk](https://www.youtube.com/playlist?list=PLdggsxkcyomUtgbE0R7f_uRCLECXb8aCk) )")
    dlq = "However, it's a common use case to copy the link to a video including also the playlist from which is currently playing (e.g. [https://www.youtube.com/watch?v=__TBMV3HA8c&list=PLdggsxkcyomUtgbE0R7f_uRCLECXb8aCk](https://www.youtube.com/watch?v=__TBMV3HA8c&list=PLdggsxkcyomUtgbE0R7f_uRCLECXb8aCk) It this case, the user shall be asked, if they what to download only the video or the complete playlist."
    rec(DOWNLINE, [dl1, dl2], dlq, True, "ellipsis", [], "In Downline, when the user pastes the link to a video that also includes the playlist it is playing from, the user should be asked whether to download only the video or the complete playlist.")
    rec(DOWNLINE, [dl1, dl2], F_AUDIOPL, True, "ellipsis", [], "What settings exactly do I need to use in Downline to download a YouTube playlist to audio files?", qsrc=SHAKED)
    rec(DOWNLINE, [dl1, dl2], Q_YTDLTHUMB, False, TRAP_SAME, [], None, qsrc=YTDL27806)

    v1 = (U, "Doesn't work with that particular YouTube playlist. Hi, Usually video-downloader works flawlessly on YouTube, even inside playlists where I got the choice to grab one track or the whole playlist. For some reason, I couldn't download the audio with video-downloader on any track of that playlist : https://www.youtube.com/watch?v=SIT-8sjl97c&list=RDSIT-8sjl97c&index=1 Note that it works without the playlist, i.e. : https://www.youtube.com/watch?v=SIT-8sjl97c I'm using latest Flatpak version.")
    va = (A, "This is a bug in youtube-dl. Please report the issue at https://github.com/ytdl-org/youtube-dl/issues.")
    rec(VIDDL, [v1, va], Q_YTDLPL, False, TRAP_SAME, [], None, qsrc=YTDL1499)
    rec(VIDDL, [v1, va], Q_YTDLTHUMB, False, TRAP_SAME, [], None, qsrc=YTDL27806)
    rec(VIDDL, [v1, va], F_AUDIOPL, True, "ellipsis", [], "What settings exactly do I need to use in video-downloader to download a YouTube playlist to audio files?", qsrc=SHAKED)

    du1 = (A, "youtube-dl flags: add --embed-thumbnail for audio. add --embed-thumbnail for audio")
    dua = (A, "this is only valid for format mp3 seems to break with wav & m4a")
    rec(DUPES, [du1, dua], F_PLAYLIST, True, "pronoun", ["this"], "Is it possible to download playlists with media-dupes?", qsrc=DVD)
    rec(DUPES, [du1, dua], Q_STEAMPLAY, False, TRAP_OTHER, [], None, qsrc=VSL11707)

    # ---- torrent clients and the *arr apps: download clients per indexer ----
    e1 = (U, "choose download location. Hi, when i download a torrent, can i choose download folder location? or move after it download a torrent?")
    ea = (A, "Torrents will download in the default directory. That means, there are no advanced options when adding a torrent. If this is a feature in qBittorrent Web UI, then Electorrent would also be able to implement that feature.")
    eq = "Yes that's a feature that is already present in qBittorrent Web UI but it isn't supported on electorrent right now"
    eq2 = "i see on torrentq.js data.save_path and that's maybe folder location right?"
    ea2 = (A, "Yes and no. That is the save location, yes, but it is information coming from the api and not something you can chose or edit. If you wish to have a look at the implementation have a look at https://github.com/tympanix/node-qbittorrent")
    eq3 = "https://github.com/qbittorrent/qBittorrent/wiki/WebUI-API-(qBittorrent-4.1)#add-new-torrent specifies that the parameter `savepath` can be used. Now it should be possible to specify the location."
    e_all = [e1, ea, (U, eq), (U, eq2), ea2]
    rec(ELECTORRENT, [e1, ea], eq, True, "ellipsis", [], "Choosing the download folder when adding a torrent is a feature already present in qBittorrent Web UI, but it isn't supported in Electorrent right now.")
    rec(ELECTORRENT, [e1, ea, (U, eq)], eq2, True, "ellipsis", [], "In Electorrent's torrentq.js, is data.save_path the torrent's download folder location?")
    rec(ELECTORRENT, e_all, eq3, True, "ellipsis", [], "qBittorrent's WebUI API (add new torrent) specifies that the parameter `savepath` can be used, so it should now be possible for Electorrent to let the user specify the download location.")
    rec(ELECTORRENT, e_all, Q_SONARRAPI, False, TRAP_SAME, [], None, qsrc=SON2912)

    r1 = (U, "[Feature Request] use multiple download clients depending on indexer. Could you add a way to direct an Indexer to use a specific download client? Example, UseNet Indexer downloads use NZBGet download client and another Indexer uses Deluge download client.")
    ra = (A, "Torrent indexers already use a torrent client while usenet indexers use a usenet client.")
    rq = "This would be useful to have different torrent indexers using different torrent clients. It’s a feature I’ve been silently hoping to see."
    rq2 = "I'd also really like to see this feature. Is there any workaround? I want to have one transmission instance for seeding private stuff forever and another for deleting public stuff after I reach my ratio."
    rec(RAD2266, [r1, ra], rq, True, "ellipsis", [], "It would be useful for Radarr to let different torrent indexers use different torrent clients; it's a feature I've been silently hoping to see.")
    rec(RAD2266, [r1, ra, (U, rq)], rq2, True, "pronoun", ["this feature"], "I'd also really like Radarr to let an indexer use a specific download client. Is there any workaround? I want one Transmission instance for seeding private stuff forever and another for deleting public stuff after I reach my ratio.")
    rec(RAD2266, [r1, ra, (U, rq)], Q_SONARRAPI, False, TRAP_SAME, [], None, qsrc=SON2912)
    rec(RAD2266, [r1, ra, (U, rq), (U, rq2)], Q_RADIMPORT, False, TRAP_SAME, [], None, qsrc=RAD476)

    r9 = (U, "[Feature request]Download Client / Indexer affinity. " + F_ASSIGN + " This would allow using a VPN or external downloaders for some torrent trackers but not others.")
    r9a = (A, "Please use feathub, add there if it's not already posted there.")
    rec(RAD920, [r9, r9a], Q_SONARRAPI, False, TRAP_SAME, [], None, qsrc=SON2912)
    rec(RAD920, [r9, r9a], Q_RADIMPORT, False, TRAP_SAME, [], None, qsrc=RAD476)

    so1 = (U, "Designate indexers to certain download clients. would like to be able to assign public torrent indexers to use my local download client instead of preferred seedbox download client. I think you could still keep the current ranking system in place for the download clients, but offer an ability to override / change from default on a per indexer basis.")
    soa = (A, "Dupe of https://github.com/Sonarr/Sonarr/issues/1215")
    rec(SON3804, [so1, soa], Q_RADIMPORT, False, TRAP_SAME, [], None, qsrc=RAD476)
    rec(SON3804, [so1, soa], F_ASSIGN, True, "ellipsis", [], "Is it possible in Sonarr to assign a download client to a specific indexer?", qsrc=RAD920)

    sc1 = (U, "[Feature]: Indexer => Download client routing. I want to be able to link an indexer to a specific downloader. For example I have a private indexer I am part of which needs my torrent client to seed, which makes it so I cannot delete the files after they are done. Therefore I have two different torrent downloaders where one is for the private indexer and the other is for the other public indexers")
    sca = (A, "Interesting use case.  I'll have to think about how i thread that from indexer => download client in a way that is reusable. I'm curious how you currently manage this w/your stack?  Are you sonarr+prowlarr?")
    scq = "Right now I have fully moved to Scryer, but I did use prowlarr + Sonarr/Radarr + 2x instances of qBittorrent + SabNZB"
    scq2 = "In sonarr and Radarr you can edit an indexer to only put downloads to a certain downloader, when you enabled advanced configuration"
    rec(SCRYER, [sc1, sca], scq, True, "ellipsis", [], "Before moving fully to Scryer, I routed indexers to download clients with prowlarr + Sonarr/Radarr + 2x instances of qBittorrent + SabNZB.")
    # A statement inside the thread that names its subjects in full (what Sonarr and Radarr do): a trap, borderline.
    rec(SCRYER, [sc1, sca, (U, scq)], scq2, False, TRAP_SAME, [], None)
    rec(SCRYER, [sc1, sca], Q_SONARRAPI, False, TRAP_SAME, [], None, qsrc=SON2912)
    rec(SCRYER, [sc1, sca], F_ASSIGN, True, "ellipsis", [], "Is it possible in Scryer to assign a download client to a specific indexer?", qsrc=RAD920)

    rr1 = (U, "\"Select and specify which download client is used for grabs from this indexer\" feature similar to sonarr/radarr. I use separate clients for private and public trackers, and at the moment it isn't possible to distinguish between them using Readarr.")
    rra = (A, "Duplicate of https://github.com/Readarr/Readarr/issues/1485")
    rec(READARR, [rr1, rra], Q_RADIMPORT, False, TRAP_SAME, [], None, qsrc=RAD476)
    rec(READARR, [rr1, rra], F_ASSIGN, True, "ellipsis", [], "Is it possible in Readarr to assign a download client to a specific indexer?", qsrc=RAD920)

    # ---- screenshots and remote desktop under Wayland ----
    es1 = (U, "Add support for Wayland. I used this tool all the time in i3, and I recently moved to Sway and noticed that the screenshots taken are completely black. That's when I realized escrotum only supports X. It would be nice to have support for Wayland though since it is getting more mainstream lately.")
    esa = (A, "This will need a major rewrite, because this tool depends on X apis")
    esq = "Oh ok... so is that for version 2.0?"
    rec(ESCROTUM, [es1, esa], esq, True, "pronoun", ["that"], "Is the major rewrite of escrotum for Wayland support (away from X APIs) planned for version 2.0?")
    rec(ESCROTUM, [es1, esa], F_OBS, True, "ellipsis", [], "For escrotum's Wayland support, what about looking through obs-studio's code? It can stream video on Wayland.", qsrc=RD56)
    rec(ESCROTUM, [es1, esa, (U, esq)], Q_RDWAYLAND, False, TRAP_SAME, [], None, qsrc=UBU)

    sr1 = (U, "Wayland support. " + F_WAYLAND)
    sra = (A, "No, see #194")
    rec(SCROT, [sr1, sra], F_OBS, True, "ellipsis", [], "For Wayland support in scrot, what about looking through obs-studio's code? It can stream video on Wayland.", qsrc=RD56)
    rec(SCROT, [sr1, sra], Q_WBPOCKET, False, TRAP_OTHER, [], None, qsrc=WBAND)
    rec(SCROT, [sr1, sra], Q_RDWAYLAND, False, TRAP_SAME, [], None, qsrc=UBU)

    sh1 = (U, "Selection button inactive (was: Shutter does not work in Wayland). Running Gnome 3.18 and Gnome Shell as the new Wayland Compositor, shutter doesn't work. I.e. it's only creating a screenshot of the shutter logo in a distorted way. I don't if that's something that can be fixed easily, but it seems Wayland (security) related. Otherwise thanks for this outstanding screenshot tool!")
    shq = "Confirmed, though I'm not sure whether it's the Shutter logo I'm seeing. This is related to the security in Wayland, which prevents applications from seeing other application's viewports. Gnome-screenshot manages, so it must be possible in some way. I'm just not sure what API is being used."
    rec(SHUTTER, [sh1], shq, True, "ellipsis", [], "Shutter not working on GNOME Wayland is related to Wayland's security, which prevents applications from seeing other applications' viewports; gnome-screenshot manages, so which API could Shutter use to take screenshots on Wayland?")
    rec(SHUTTER, [sh1, (U, shq)], F_OBS, True, "ellipsis", [], "For Shutter on Wayland, what about looking through obs-studio's code? It can stream video on Wayland.", qsrc=RD56)
    rec(SHUTTER, [sh1, (U, shq)], Q_RDWAYLAND, False, TRAP_SAME, [], None, qsrc=UBU)

    w56 = (U, "Wayland support")
    w56a = (A, "https://github.com/obv-mikhail/InputBot but have to run in root")
    w56b = (U, "I'm not sure if it fits here, but I've used the backend-vnc for Wayland in one of the project (https://gitlab.freedesktop.org/wayland/weston/-/merge_requests/362) and it worked quite well.")
    w56_all = [w56, w56a, (U, F_OBS), w56b]
    rec(RD56, [w56, w56a], F_OBS, True, "ellipsis", [], "For RustDesk's Wayland support, what about looking through obs-studio's code? It can stream video on Wayland.")
    rec(RD56, w56_all, "Any update on Wayland support?", True, "ellipsis", [], "Any update on RustDesk's Wayland support?")
    rec(RD56, w56_all, Q_RDWAYLAND, False, TRAP_SAME, [], None, qsrc=UBU)

    u1 = (U, F_UNATT + " The current connection seems to be that after a remote connection is initiated, the remote computer needs to confirm and allow the connection. How to connect if no one is at the remote computer to be connected?")
    ua = (A, "Can not you see password input dialog?")
    rec(RD448, [u1, ua], Q_RDLOGOUT, False, TRAP_SAME, [], None, qsrc=RD330)
    rec(RD448, [u1, ua], Q_RANGERTITLE, False, TRAP_OTHER, [], None, qsrc=RANGER3014)
    rec(RD448, [u1, ua], F_VPS, True, "pronoun", ["this software"], "If I have an Ubuntu VPS, is it possible to have RustDesk running 24/7 allowing someone to access it remotely from anywhere?", qsrc=RD91)

    vp1 = (U, "Can I run this on VPS? " + F_VPS)
    vpq = "If so then how does the security aspect work? For example username + password, someone can try brute force it? is it possible to have something like: if more than 3 tries are wrong then ip is banned?"
    vpa = (A, "I guess you will get \"No display\" or some other error, because there is no active X session.")
    vpq2 = "What if I install ubuntu or ubuntu with desktop environment? can you please tell me if sessions expire or I can just leave the software to run on boot? it would be a great solution if it just works with no interaction forever."
    rec(RD91, [vp1], vpq, True, "ellipsis", [], "If RustDesk can run 24/7 on an Ubuntu VPS for remote access, how does its security work: can someone brute-force the username and password, and can an IP be banned after more than 3 wrong tries?")
    rec(RD91, [vp1, (U, vpq), vpa], vpq2, True, "ellipsis", [], "If I install Ubuntu with a desktop environment on the VPS, do RustDesk sessions expire, or can I just leave RustDesk to run on boot with no interaction?")
    rec(RD91, [vp1, (U, vpq), vpa], Q_RDLOGOUT, False, TRAP_SAME, [], None, qsrc=RD330)

    lo1 = (U, "Connect to remote desktop without loging out local user(session). " + Q_RDLOGOUT + " This is important feauture for me. If so, i will dive into it. Thanks.")
    rec(RD330, [lo1], F_UNATT, True, "ellipsis", [], "How do I connect with RustDesk to an unattended remote computer?", qsrc=RD448)
    rec(RD330, [lo1], Q_RDTITLE, False, TRAP_SAME, [], None, qsrc=UBU)

    pr1 = (U, "Feature: add funktion to Connect without Password. we have Rustdesk Pro for our company and need the function that we can connect without a password when no one is logged in yet, i.e. in the Linux login screen.")
    prq = "The whole thing should be able to be set in the server, e.g. only group administrators are allowed to do this."
    rec(RDPRO, [pr1], prq, True, "ellipsis", [], "Connecting without a password when no one is logged in yet (at the Linux login screen) should be configurable in the RustDesk Pro server, e.g. so that only group administrators are allowed to do it.")
    rec(RDPRO, [pr1], F_UNATT, True, "ellipsis", [], "How do I connect with RustDesk Pro to an unattended remote computer?", qsrc=RD448)
    rec(RDPRO, [pr1], Q_RDLOGOUT, False, TRAP_SAME, [], None, qsrc=RD330)

    ub1 = (U, "Rustdesk-Wayland unattended access fixable? After moving to 26.04 where Wayland is default, remote access using Rustdesk have been a pain. Unattended access is no longer viable because Wayland has a 1 hour timer for each session, and a user must be able to have physical access to the computer in order to grant this temporary access. After 1 hour, there will no longer be a request token. Hence, if one is away, there will be no remote access.")
    rec(UBU, [ub1], "Is there any way we can remedy this?", True, "pronoun", ["this"], "Is there any way to remedy RustDesk unattended access on Ubuntu 26.04, where Wayland's 1-hour session timer needs a user with physical access to grant each temporary access?")
    rec(UBU, [ub1], Q_RDLOGOUT, False, TRAP_SAME, [], None, qsrc=RD330)
    rec(UBU, [ub1], F_OBS, True, "ellipsis", [], "For RustDesk unattended access under Wayland, what about looking through obs-studio's code? It can stream video on Wayland.", qsrc=RD56)

    # ---- terminals and prompts: key bindings, fonts, icons ----
    z326 = (U, "Ctrl-p is already a key combo in bash. I'm used to using ctrl-p to get the previous line of input in bash. Now in zellij, that key combination brings up pane-related options instead. It may be tough to go against this muscle memory, so I would like to suggest an alternative key binding for pane things, for example alt-p.")
    z326a = (A, "It's able to make your own keybinds [through a config file](https://zellij.dev/documentation/keybindings.html). Try modify `example/default.yaml` and run `zellij --config example/default.yaml` for a quick taste.")
    z326b = (A, "Also, if you don't want to modify keys, you can use `ctrl-g` to lock the interface and then all keys (except another ctrl-g) will pass through to the terminal.")
    z326_all = [z326, z326a, z326b]
    z326q2 = "I already comment out this following part which activates Pane mode in my config.kdl file ```    // shared_except \"pane\" \"locked\" {\n    //     bind \"Ctrl p\" { SwitchToMode \"Pane\"; }\n    // }``` But `Ctrl-p` still activate the Pane mode, so as other bindings such as Resize/Session/Scroll/... modes"
    rec(ZJ326, z326_all, "default alt+p for the mac people might be an issue.", True, "ellipsis", [], "A default alt+p key binding for Zellij's pane mode might be an issue for Mac users.")
    rec(ZJ326, z326_all, z326q2, True, "ellipsis", [], "I commented out the part of my Zellij config.kdl that binds Ctrl p to Pane mode, but Ctrl-p still activates Pane mode, as do the other bindings such as Resize/Session/Scroll modes.")
    rec(ZJ326, z326_all, F_UNBIND, True, "ellipsis", [], "Is there a way to unbind Zellij's default keys that I don't find in the documentation? Or would this be a possible feature?", qsrc=WEZ2742)
    rec(ZJ326, z326_all, Q_STARSHIP, False, TRAP_SAME, [], None, qsrc=STAR2818)

    zq1 = (U, "Unable to disable Quit on Ctrl+q. " + Q_ZJQUIT + " I use micro text editor which uses the same shortcut to quit  and  I wouldn't want Zellij to quit on Ctrl+q.")
    zqa = (A, "Have you tried clearing the default keybindings? Globally you can do this with `keybinds clear-defaults=true { ... }`")
    rec(ZJ2026, [zq1], F_UNBIND, True, "ellipsis", [], "Is there a way to unbind Zellij's Ctrl+q quit key that I don't find in the documentation? Or would this be a possible feature?", qsrc=WEZ2742)
    rec(ZJ2026, [zq1, zqa], Q_STARSHIP, False, TRAP_SAME, [], None, qsrc=STAR2818)

    wz1 = (U, "Way to remove key bindings. The only thing preventing me using WezTerm as my daily driver is the inability to get it to work with my preferred TMux configuration. I use the following across all terminals (snippet from .tmux.conf): `bind -n M-Left  select-pane -L` `bind -n M-Right select-pane -R` `bind -n M-Up    select-pane -U` `bind -n M-Down  select-pane -D` This conflicts with the WezTerm mappings for pane navigation. But since I prefer to use TMux for window and tab navigation, I would need to UNMAP these key bindings in WezTerm to get that to work.")
    wza = (A, "You can use `action = 'DisableDefaultAssignment'`.")
    wz_all = [wz1, (U, F_UNBIND), wza]
    rec(WEZ2742, [wz1], F_UNBIND, True, "ellipsis", [], "Is there a way in WezTerm to unbind default key bindings (such as the pane navigation ones) that I don't find in the documentation? Or would this be a possible feature?")
    rec(WEZ2742, wz_all, Q_ZJQUIT, False, TRAP_SAME, [], None, qsrc=ZJ2026)
    rec(WEZ2742, wz_all, Q_STARTITLE, False, TRAP_SAME, [], None, qsrc=STAR2818)

    w6 = (U, "Right Angle(>) followed by minus (-) sign doesn't look as expected. When browsing a `yaml` file, I noticed that the following contiguous characters `>-` don't look as expected when compared to `kitty` terminal.")
    w6b = (U, "I noticed that when typing `>` followed by the minus sign(`-`) `wezterm` automatically converts/renders the symbol:")
    w6a = (A, "That's a ligature defined by the font.  You can disable the use of ligatures if you prefer; this section in the docs has more information: https://wezfurlong.org/wezterm/config/font-shaping.html")
    rec(WEZ654, [w6, w6b], F_TUNED, True, "pronoun", ["this"], "Is wezterm automatically rendering `>` followed by `-` as one symbol a config setting that can be tuned?")
    rec(WEZ654, [w6, w6b, (U, F_TUNED), w6a], Q_STARSHIP, False, TRAP_SAME, [], None, qsrc=STAR2818)
    rec(WEZ654, [w6, w6b, (U, F_TUNED), w6a], F_ACTIVATE, True, "ellipsis", [], "I have installed Nerd Fonts but do not know how to activate them in WezTerm.", qsrc=STAR5652)

    tm1 = (U, "Enabling/disabling bindings. Pretty self explanatory, but some keybinds (eg C-Tab) conflict with the stuff I want in my tmux/vim config and I am wondering is it possible to disable them? Thanks in advance.")
    tma = (A, "There is no such functionality yet, neither do we have a way to configure the keybinding. I think this feature should be implemented with the configurable keybindings.")
    tmq = "Even a prefix option would be very well-suited. Also, loving the terminal."
    tma2 = (A, "Prefix option, what should that be?")
    tmq2 = "Similar to Ctrl+B in tmux"
    tmq3 = "Is this supported? I'm looking for a way to either disable or remap a keybinding. Frankly I wouldn't mind disabling all of them since I'm just using Tmux."
    rec(TERMITE, [tm1, tma], tmq, True, "ellipsis", [], "Even a prefix option for termite's key bindings would be very well-suited.")
    rec(TERMITE, [tm1, tma, (U, tmq), tma2], tmq2, True, "ellipsis", [], "The prefix option for termite's key bindings should be similar to Ctrl+B in tmux.")
    rec(TERMITE, [tm1, tma, (U, tmq), tma2, (U, tmq2)], tmq3, True, "pronoun", ["this"], "Is disabling or remapping termite's key bindings supported? I'm looking for a way to either disable or remap a keybinding; I wouldn't mind disabling all of them since I'm just using tmux.")
    rec(TERMITE, [tm1, tma], Q_ZJQUIT, False, TRAP_SAME, [], None, qsrc=ZJ2026)
    rec(TERMITE, [tm1, tma], F_UNBIND, True, "ellipsis", [], "Is there a way to unbind termite's keys that I don't find in the documentation? Or would this be a possible feature?", qsrc=WEZ2742)
    rec(TERMITE, [tm1, tma, (U, tmq), tma2, (U, tmq2)], Q_STARTITLE, False, TRAP_SAME, [], None, qsrc=STAR2818)

    st1 = (U, "Use \"Nerd Font Symbols Preset\" without ICONS")
    sta = (A, "Hello JQiue, the preset “Nerd Font Symbols” is explicitly meant to use symbols from “Nerd Fonts”. As the name implies, it needs a “Nerd Font” to be installed and activated. There are two other presets, that would fit your requirements: 1. [No Nerd Fonts Preset](https://starship.rs/presets/no-nerd-font.html) 2. [Plain Text Symbols Preset](https://starship.rs/presets/plain-text.html) Therefore, I don't consider this a bug.")
    rec(STAR5652, [st1, sta], F_ACTIVATE, True, "ellipsis", [], "I have installed Nerd Fonts for Starship's Nerd Font Symbols preset (fish on Windows 10) but do not know how to activate the Nerd Font.")
    rec(STAR5652, [st1, sta], Q_ZJQUIT, False, TRAP_SAME, [], None, qsrc=ZJ2026)
    rec(STAR5652, [st1, sta], Q_STARTITLE, False, TRAP_SAME, [], None, qsrc=STAR2818)

    s28 = (U, Q_STARTITLE + ". " + Q_STARSHIP)
    s28a = (A, "It seems you may not be using a [Nerd Fonts] font, in your vscode terminal. It can be set by setting `terminal.integrated.fontFamily` to the name of an installed Nerd Fonts font.")
    rec(STAR2818, [s28, s28a], F_ACTIVATE, True, "ellipsis", [], "I have installed Nerd Fonts but do not know how to activate them for Starship in the VS Code integrated terminal.", qsrc=STAR5652)
    rec(STAR2818, [s28, s28a], Q_ZJQUIT, False, TRAP_SAME, [], None, qsrc=ZJ2026)

    dk1 = (U, "Broken icons in the `starship.toml`. It seems that something went wrong with the icons in the `starship.toml` file. In the video, the icons are displayed as expected but in the file, it looks odd.")
    dk2 = (U, "I can confirm it's the same issue for me. I'm on an M2 MacBook air.")
    dkq = "Same happens to me! Also, the semicircle on the left side of the screen looks a little weird to me."
    rec(DUCK, [dk1, dk2], dkq, True, "ellipsis", [], "The broken icons in this dev-environment-files starship.toml happen to me too. Also, the semicircle on the left side of the screen looks a little weird to me.")
    rec(DUCK, [dk1, dk2], Q_STARSHIP, False, TRAP_SAME, [], None, qsrc=STAR2818)
    rec(DUCK, [dk1, dk2, (U, dkq)], F_ACTIVATE, True, "ellipsis", [], "I have installed Nerd Fonts but do not know how to activate them for the icons in this starship.toml.", qsrc=STAR5652)

    # ---- file managers: image previews ----
    ra1 = (U, Q_RANGERTITLE + ". " + Q_RANGERALT + " I've been looking for a solution but I've seen many Issues open asking for Ranger devs to support Image Previews since 2016 and also 2023 and I would assume they don't care as I haven't found a solution and they haven't added it. I stopped using window managers and I'm going the Terminal way with Sway.")
    raa = (A, "Yazi - Blazing Fast Terminal File Manager -> https://github.com/sxyazi/yazi I u love programming: LF -> https://github.com/gokcehan/lf")
    rec(RANGER3014, [ra1, raa], Q_UEBERZUG, False, TRAP_SAME, [], None, qsrc=RANGER2692)
    rec(RANGER3014, [ra1, raa], F_THUMBS, True, "ellipsis", [], "Most file managers let you see a small bit of a picture in the file manager itself: could you add that capability to ranger?", qsrc=CODRIVER)

    rg1 = (U, "Preview image not showing")
    rga = (A, "ueberzug is not the only choice for having an image preview, and it is not universal... The dependencies for ranger are kept minimal to have the basics functionalities easy to install with a large amount of configuration : this gives a very large panel of choice (hardware, OS, Display Server, Desktop / Window Manager, Terminal Emulator, Multiplexer, Shell, themes, ... and all the ecosystem : finders, Documents previews, etc.) for the user, and as preferences may vary, deciding what is *default* is prone to flamewars :fire:")
    rga2 = (A, "Apparentely, [ueberzug](https://github.com/seebye/ueberzug) was close due to a harassment. That is pretty sad because that was the best solution for GNU/Linux environment with XDG session type `X11`. I recommend you to find `ueberzug` whether someone out there restart the project.")
    # In its own thread, and still a trap: it names ueberzug and asks for tools like it, which needs nothing of ranger.
    rec(RANGER2692, [rg1, rga], Q_UEBERZUG, False, TRAP_SAME, [], None)
    rec(RANGER2692, [rg1, rga, (U, Q_UEBERZUG), rga2], Q_RANGERALT, False, TRAP_SAME, [], None, qsrc=RANGER3014)

    ue1 = (U, "Image previewing using ueberzug does not immediately work in Ranger, Vifm (Vifmimg) with Fish + any terminal. I've been running into a strange issue that I've been trying to debug for hours, but without much luck at all. What happens is both Ranger (using the standard ueberzug preview config.) and Vifm (using Vifmimg) do not immediately* show a file preview when 'hovering' over it with the selection; normally, of course, it should display the file preview immediately after the file is selected.")
    rec(UEBERZUG, [ue1], Q_RANGERALT, False, TRAP_SAME, [], None, qsrc=RANGER3014)
    rec(UEBERZUG, [ue1], F_TUNED, True, "pronoun", ["this"], "Is ueberzug's image preview not showing immediately in Ranger and Vifm under Fish a config setting that can be tuned?", qsrc=WEZ654)

    cd1 = (U, "Cant view images in the file manager. " + F_THUMBS)
    cda = (A, "Hey @T9Air, this should be already available. If I understand you correctly, you want a image preview in the directory panel? Maybe you need to enable it in the settings:")
    cda2 = (A, "This is disabled by default, because it's a performance penalty if the file explorer hast to render images. Maybe I should enable it by default? What do you think about that @T9Air?")
    cdq = "It would probably be better if it were enabled by default, as most file explorers do have it enabled."
    rec(CODRIVER, [cd1, cda, cda2], cdq, True, "pronoun", ["it"], "It would probably be better if CoDriver's image preview in the directory panel were enabled by default, as most file explorers have it enabled.")
    rec(CODRIVER, [cd1, cda, cda2], Q_RANGERALT, False, TRAP_SAME, [], None, qsrc=RANGER3014)
    rec(CODRIVER, [cd1, cda, cda2, (U, cdq)], Q_UEBERZUG, False, TRAP_SAME, [], None, qsrc=RANGER2692)

    am1 = (U, "doesn't preview .jpg and some .png's")
    ama = (A, "Turns out this is a [known yazi bug](https://discord.com/channels/1136203602898194542/1136203604076802092/1228022647384703037) (links to a message on yazi's Discord server). It should get fixed in the near future, but until then, prefer defining your preloaders / previewers manually rather than using `prepend_preloaders` and `prepend_previewers` in your config file.")
    rec(ALLMYTOES, [am1, ama], Q_UEBERZUG, False, TRAP_SAME, [], None, qsrc=RANGER2692)
    rec(ALLMYTOES, [am1, ama], Q_RANGERALT, False, TRAP_SAME, [], None, qsrc=RANGER3014)

    fz1 = (A, "[feature] file previews. File previews are unfinished. Only a tiny list of file types are checked for previewing, and many of the preview commands used need fixing. Image previews rely on a `w3mimg.sh` script, which is a terrible wrapper to `w3mimgdisplay` I made.")
    rec(FZFFM, [fz1], Q_UEBERZUG, False, TRAP_SAME, [], None, qsrc=RANGER2692)
    rec(FZFFM, [fz1], F_THUMBS, True, "ellipsis", [], "Most file managers let you see a small bit of a picture in the file manager itself: could you add that capability to fzf-filemanager?", qsrc=CODRIVER)

    wi1 = (U, "Web File Management - Preview Images within Panel. When a client clicks on the link that leads to the image file they want to view, they should be able to preview the image instead of the current action, which shows the file's data, which often isn't needed or useful. _This feature is end-user requested feature._")
    rec(WISP, [wi1], F_THUMBS, True, "ellipsis", [], "Most file managers let you see a small bit of a picture in the file manager itself: could you add that capability to WISP's web file manager?", qsrc=CODRIVER)
    rec(WISP, [wi1], Q_RANGERTITLE, False, TRAP_SAME, [], None, qsrc=RANGER3014)

    # ---- notes, references, read-it-later ----
    tg1 = (U, "Obsidian Mobile. Currently it is not possible to enable the plugin on Obsidian Mobile. It would be great to be able to sync the messages on Mobile too, to avoid merging issues (syncing) if the messages are embedded into a file which is frequently edited.")
    tga = (A, "Its stated literally on top of readme: \"This plugin is only available for desktops and would never be available on mobile platforms.\" 😅")
    rec(TGSYNC, [tg1, tga], F_MOBILE, True, "pronoun", ["this platform"], "Can a user or the developer of Obsidian Telegram Sync confirm there is no problem using it in an Obsidian vault that is also accessed via the mobile (Android) client?", qsrc=LOCALBACKUP)
    rec(TGSYNC, [tg1, tga], Q_WBTITLE, False, TRAP_OTHER, [], None, qsrc=WBAND)

    lb1 = (U, "Mobile Support? I am just starting out with Obsidian and it's vast landscape of plugins. This plugin is an official recommendation on https://help.obsidian.md/backup , but I couldn't find a hint if it works on all platforms.")
    lbq2 = "https://github.com/Vinzent03/obsidian-git?tab=readme-ov-file#-mobile-support-%EF%B8%8F--experimental as the alternative explicitly advises against doing so."
    rec(LOCALBACKUP, [lb1], F_MOBILE, True, "pronoun", ["this platform"], "Can a user or the developer of Obsidian Local Backup confirm there is no problem using the plugin in an Obsidian vault that is also accessed via the mobile (Android) client?")
    rec(LOCALBACKUP, [lb1, (U, F_MOBILE)], lbq2, True, "ellipsis", [], "obsidian-git, the alternative to Obsidian Local Backup, explicitly advises against using it in a vault also accessed from the mobile client (https://github.com/Vinzent03/obsidian-git?tab=readme-ov-file#-mobile-support-%EF%B8%8F--experimental).")
    rec(LOCALBACKUP, [lb1, (U, F_MOBILE), (U, lbq2), (A, "Not yet.")], Q_WBPOCKET, False, TRAP_OTHER, [], None, qsrc=WBAND)

    bb1 = (U, "zotero uses wrong citation key when exporting tot bibtex file. Even though in the Zotero interface the correct key is displayed (fokkema1993), after exporting my library to .bib file, it uses the default Zotero scheme (fokkema_seismic_1993). Other settings are also ignored. E.g. the 'fields to omit for export' option is also not working with input 'note' (the note field still appearts in the bibtex file).")
    bba = (A, "Can you try clearing your cache in the Better BibTeX Advanced preferences and try again?")
    bbq = (U, "I didn't realize I was able to select Better Bibtex when exporting ><. Sorry for bothering you! Everything is working fine now.")
    bba2 = (A, "Oh, right, you exported using \"BibTeX\"? That's the stock Zotero BibTeX exporter.")
    bbq2 = "Yes, I somehow assumed BBT would 'overwrite' the default bibtex features of zotero, but being able to choose between default zotero and BBT in this way is actually pretty good!"
    rec(BBT, [bb1, bba, bbq, bba2], bbq2, True, "ellipsis", [], "Yes, I exported with Zotero's stock BibTeX exporter: I assumed Better BibTeX would overwrite Zotero's default BibTeX export, but being able to choose between Zotero's default and Better BibTeX is actually pretty good.")
    rec(BBT, [bb1, bba], Q_WBPOCKET, False, TRAP_OTHER, [], None, qsrc=WBAND)

    wb1 = (U, Q_WBTITLE + ". " + Q_WBPOCKET)
    wba = (A, "You can import your data from Pocket inside wallabag through the server and anyway it wouldn't be doable here.")
    rec(WBAND, [wb1, wba], F_PINBOARD, True, "ellipsis", [], "Feature request for wallabag to be able to import bookmarks from pinboard.in: there are importers for read-it-later services but not any for bookmarking services.", qsrc=WB2480)

    wc1 = (U, "[Request] Allow import from pocket HTML export. Hi, could you please allow the import of pocket export HTML file as available here : https://getpocket.com/export Thank you")
    wca = (A, "Hello @zenalien. I forgot this kind of export from Pocket. (in 2013, we could import it in wallabag, formerly `poche` 😊 ). I will add this import thanks to this pull request https://github.com/wallabag/wallabag/pull/6761 which adds HTML Import.")
    wca2 = (A, "@zenalien I already added the Pocket HTML import in my current pull request. So it will be available in 2.7.0.")
    rec(WB6776, [wc1, wca, wca2], F_PINBOARD, True, "ellipsis", [], "Feature request for wallabag to be able to import bookmarks from pinboard.in: there are importers for read-it-later services but not any for bookmarking services.", qsrc=WB2480)
    rec(WB6776, [wc1, wca, wca2], Q_WBPOCKET, False, TRAP_SAME, [], None, qsrc=WBAND)
    rec(WB6776, [wc1, wca, wca2], Q_WBTITLE, False, TRAP_SAME, [], None, qsrc=WBAND)

    # ---- Home Assistant integrations, webhooks ----
    io1 = (U, "No updates when searching with the sensor option. Hi, If I try to add a binary sensor everything works fine, if I choose the option sensor then nothing seems to happen?")
    ioa = (A, "For the sensors you have to make a config for it first in Home Assistant. [Section Compounds in the readme ](https://github.com/rogro82/io.homeassistant#compounds)")
    rec(IOHA, [io1, ioa], F_ENERGY, True, "pronoun", ["this"], "Can you make the sensors of io.homeassistant usable in the Home Assistant energy dashboard?", qsrc=APSYSTEMS)
    rec(IOHA, [io1, ioa], Q_RDTITLE, False, TRAP_OTHER, [], None, qsrc=UBU)

    kn1 = (U, "Request: Add sensor entity from project screen. Since the integration already seems to know very well what sensors are presented; Can someone please create a button to add it as a sensor without using yaml? Willing to buy some beers for someone to spend their Christmas break on it ;)")
    kna = (A, "Well, I don't say \"no\" to some beer 🍻 It's already waiting for review though. https://github.com/home-assistant/core/pull/158498")
    rec(KNX, [kn1, kna], F_ENERGY, True, "pronoun", ["this"], "Can the KNX integration's sensors be added to the Home Assistant energy dashboard?", qsrc=APSYSTEMS)
    rec(KNX, [kn1, kna], Q_VTHOW, False, TRAP_OTHER, [], None, qsrc=VT439)

    ap1 = (U, F_ENERGY)
    apa = (A, "what are you having problems with with this ? where do you want it to show up that it doesn't ?")
    rec(APSYSTEMS, [ap1, apa], Q_STEAMPLAY, False, TRAP_OTHER, [], None, qsrc=VSL11707)

    ak1 = (U, "Add Energy Dashboard Support. It would be nice to be able to add Power Usage to the Dashboard to monitor how much of the electricity it used. Currently it doesnt expose anything select-able in the first dropdown menu, but the 2nd dropdown menu has the Power Usage select-able. I went through the guide of what to check if it does not show up, but i was not able to figure it out.")
    aka = (A, "Thanks for reporting this. You can achieve this by defining a new helper in homeassistant based on the [Integral integration](https://www.home-assistant.io/integrations/integration/)")
    rec(ASKOHEAT, [ak1, aka], F_ENERGY, True, "pronoun", ["this"], "Can you make askoheat's power usage addable to the Home Assistant energy dashboard directly?", qsrc=APSYSTEMS)
    rec(ASKOHEAT, [ak1, aka], Q_RCHANG, False, TRAP_OTHER, [], None, qsrc=RC1384)

    ga1 = (U, "Webhook Configurability. If possible, I'd like to see more configuration available to the user for webhooks. Ideally they'd be fully customizable, but I understand that it'd be difficult to design a user-friendly method.")
    gaq = "- Add a webhook call for when stream recordings begin/a channel is detected as live. The webhooks currently implemented are archival completion and task failures."
    rec(GANYMEDE, [ga1], gaq, True, "ellipsis", [], "Could Ganymede add a webhook call for when stream recordings begin or a channel is detected as live? The webhooks currently implemented are archival completion and task failures.")
    rec(GANYMEDE, [ga1], Q_ZENTITLE, False, TRAP_OTHER, [], None, qsrc=ZEN14399)

    # ---- networking and boot media ----
    ts1 = (U, "Exit node on demand. I would like an equivalent of VPN on demand but who enable or disable exit node (exit node on demand) I need to have tailscale always on but when I’m in a trusted network the need of exit node disappear) and doing it manually can expose to leak when I will forget to enable it one day")
    tsa = (A, "Current solution would be to use a travel router like a GL.iNet. Whenever Tailscale + Custom Exit Node are enabled, it will stay enabled always when you connect to it. If you're worried about a leak, you should probably be using a travel router anyway.")
    tsq = "Thanks but I would prefer to stick to app updates from glinet to Tailscale are quite late and security features must be up to date in my threat model"
    tsa2 = (A, "Understood. That's fair. They are quite behind.")
    tsq2 = "Not only in Wi-Fi, also have the option to keep exit node on demand while on 4G/5G and maybe enable it while roaming may be useful too"
    rec(TS11302, [ts1, tsa], tsq, True, "ellipsis", [], "I would prefer to stick to the Tailscale app for exit node on demand rather than a GL.iNet travel router: GL.iNet's Tailscale updates are quite late and security features must be up to date in my threat model.")
    rec(TS11302, [ts1, tsa, (U, tsq), tsa2], tsq2, True, "ellipsis", [], "Tailscale's exit node on demand should work not only on Wi-Fi: an option to keep the exit node on demand on 4G/5G, and maybe enable it while roaming, may be useful too.")
    rec(TS11302, [ts1, tsa, (U, tsq), tsa2], Q_RCHANG, False, TRAP_OTHER, [], None, qsrc=RC1384)

    t51 = (U, "Tailscale interfering with incoming connections (with exit nodes). Looks like the exit node functionality is causing problems. I also advertise an additional route on the exit node (192.168.31.0/24) so the internet network can be access for machines to use the exit note. If I disable this route - my connection problems disappear. Interestingly - the machine in question isn't setup to be using the exit note...")
    t5a = (A, "Exit nodes were initially designed for the use-case of being out and about, like on a public Wi-Fi network which is not entirely trusted. When the exit node is active, access to the local LAN is blocked. In 1.12 a selection was added in the Exit node menu to Allow local LAN access. I suspect this will resolve the problem.")
    rec(TS1551, [t51, t5a], tsq2, True, "ellipsis", [], "Tailscale's exit node should have an on-demand option not only on Wi-Fi: keeping the exit node on demand on 4G/5G, and maybe enabling it while roaming, may be useful too.", qsrc=TS11302)
    rec(TS1551, [t51, t5a], Q_VTSB, False, TRAP_OTHER, [], None, qsrc=VT16)
    rec(TS1551, [t51, t5a], Q_RDTITLE, False, TRAP_OTHER, [], None, qsrc=UBU)

    vt1 = (U, Q_VTSB + ". This could be useful when using Ventoy for creating a rescue drive for a single or specific group of machines.")
    vt2 = (U, "https://github.com/ValdikSS/Super-UEFIinSecureBoot-Disk Maybe port the patches to Ventoy?")
    vta = (A, "Hi, it looks like ventoy can be based directly on its binary. I will try it. Thank you!")
    vta2 = (A, "I have received some report about uefi boot error just like \"Linpus lite boot failed\" no matter secure boot enabled or disabled. Any ideas?")
    rec(VT16, [vt1, vt2, vta, vta2], "lenovo laptops?", True, "ellipsis", [], "Do the Ventoy UEFI boot error reports like \"Linpus lite boot failed\" come from Lenovo laptops?")
    rec(VT16, [vt1, vt2, vta], Q_VTHOW, False, TRAP_SAME, [], None, qsrc=VT439)

    v71 = (U, "Can`t boot anything. 64gb flash, NTFS, MBR, Secure boot 1. placed vhd plugin in right folder it don`t show my win10x64.vhd file (in root) 2. trying to boot win10 2009x32.iso trinity.iso kvrt.iso all give errors: What I do wrong?")
    v7a = (A, "1. Are you  sure you turn on the `secure boot support` option when install Ventoy? You can give me the log.txt 2. I don't known trinity.iso and kvrt.iso  but win10 2009x32.iso obviously doesn't support UEFI64, you should test win10 2009x64.iso")
    v7q = "So we can`t have universal flash drive to boot win10 x32 and win10x 64 installations?"
    v7a2 = (A, "Your computer now is in UEFI64 BIOS mode. In this mode, win10x32 can not be installed. It's not ventoy's limitation it's windows' limitation. You can change your BIOS to Legacy BIOS mode. In this mode you can install both win10x32 and win10x64.")
    v7_all = [v71, v7a, (U, v7q), v7a2]
    rec(VT709, [v71, v7a], v7q, True, "ellipsis", [], "So can't we have a universal Ventoy flash drive to boot both Windows 10 x32 and x64 installations (in UEFI64 mode)?")
    rec(VT709, v7_all, Q_VTSB, False, TRAP_SAME, [], None, qsrc=VT16)
    rec(VT709, v7_all, Q_VTHOW, False, TRAP_SAME, [], None, qsrc=VT439)

    vb1 = (U, "secure boot option does not work with some distrobutions. I checked the secure boot option on the setup app and i see the lock icon on the ventoy created file. however, after assigning a key for the secure boot for the USB, the ventoy page is shown to choose the desired distro. however, it does not work for the following distroes: Kali, Ubunto, PopOs (all latest versions)")
    vba = (A, "Can these ISO files boot OK if you disable secure boot option in your BIOS?")
    vbq = "yes, they all work fine when i disable the secure boot, but when i enable it, and assign the key with the blue screen and `vntyefi` select thing, only fedora works."
    rec(VTB8, [vb1, vba], vbq, True, "ellipsis", [], "Yes, the Kali, Ubuntu and Pop!_OS ISOs all boot fine from Ventoy when I disable Secure Boot, but when I enable it and enroll the key (the blue screen, `vntyefi`), only Fedora works.")
    rec(VTB8, [vb1, vba, (U, vbq)], Q_VTSB, False, TRAP_SAME, [], None, qsrc=VT16)
    rec(VTB8, [vb1, vba, (U, vbq)], Q_VTHOW, False, TRAP_SAME, [], None, qsrc=VT439)

    rc1 = (U, "can not mount GoogleDrive with Root: node=/, err=<nil>")
    rca = (A, "No error messages? The mount is just not created? Can you please include more of what the bug report issue template asks, e.g. rclone version, command line, more from the log output if possible..")
    rca2 = (A, "Please use the forums for help on how to use rclone. https://forum.rclone.org/ The Help and Support template is what you are looking for.")
    rec(RC5371, [rc1, rca, rca2], Q_RCHANG, False, TRAP_SAME, [], None, qsrc=RC1384)
    rec(RC5371, [rc1, rca, rca2], Q_RCTITLE, False, TRAP_SAME, [], None, qsrc=RC1384)
    rec(RC5371, [rc1, rca, rca2], Q_VTSB, False, TRAP_OTHER, [], None, qsrc=VT16)

    go1 = (U, "Mounted google cloud service instead of goolgle drive...can it be fixed? So I first want to say thank you for this amazing project.  Its been awesome playing with it the past few days and learning the ins and outs of it.  However I just realized I made a big mistake I created a google could service mount in rclone instead of google drive.")
    goq = "I've also noticed that it seems that my mounted rclone drive is actually being stored on my local hard drive."
    rec(GOOBY, [go1], goq, True, "ellipsis", [], "With Gooby, I've also noticed that my mounted rclone drive seems to actually be stored on my local hard drive.")
    rec(GOOBY, [go1, (U, goq)], Q_RCTITLE, False, TRAP_SAME, [], None, qsrc=RC1384)
    rec(GOOBY, [go1, (U, goq)], Q_RCHANG, False, TRAP_SAME, [], None, qsrc=RC1384)

    # ---- emulators and controllers, Steam/Proton ----
    ry1 = (U, "Map general joystick. The common ps3 joystick has enough buttons and axes to emulate the switch controller")
    ryq = "Is it possible to map it on Ryujinx? Bhy now the option is to map the joystick to keyboard to bypass keyboard input."
    rec(RYU1470, [ry1], ryq, True, "pronoun", ["it"], "Is it possible to map a common PS3 joystick on Ryujinx to emulate the Switch controller? For now the option is to map the joystick to the keyboard.")
    rec(RYU1470, [ry1, (U, ryq)], F_DIGITAL, True, "ellipsis", [], "It would be nice to be able to map digital buttons from a controller to directions of an analog stick in Ryujinx, for example with arcade style controllers.", qsrc=RYU4487)

    yz1 = (U, "Add support to rotate inputs by 90 degrees counter-clockwise. It would be very useful to add support to the above mentioned feature. Because if you want to emulate a single joy con (e.g. the left one) by using a DS4 / XBOX controller you awkwardly have to physically rotate your controller in your hands by 90 degrees to correctly use the single joy con in games they require it. (e.g. Super Mario Party). Yes, you can remap all the buttons by 90 degrees. Unfortunately, you cannot remap every direction of the analog sticks.")
    yza = (A, "This sounds pretty useful indeed. As an additional feature, correctly translating motion would also be nice. On the hand, \"invert axis\" should be functioning properly, that sounds like a separate bug.")
    yzq = "With some trial and error by editing an input config it now works: `lstick\\default=false lstick=\"axis_x:1,engine:sdl,invert_x:-,port:0,guid:030000005e0400008e02000000007801,range:0.950000,pad:0,threshold:0.500000,axis_y:0,deadzone:0.150000\"` But it would still be better to have an extra button in settings."
    rec(RYU1470, [ry1, (U, ryq)], Q_PROTON, False, TRAP_OTHER, [], None, qsrc=VSL5803)
    rec(YUZU, [yz1, yza], yzq, True, "ellipsis", [], "Rotating a single Joy-Con's stick input by 90 degrees in yuzu now works by editing the input config (lstick with axis_x:1, axis_y:0, invert_x), but it would still be better to have an extra button in yuzu's settings.")
    rec(YUZU, [yz1, yza], Q_PS3, False, TRAP_PRON, [], None, qsrc=RYU1470)

    rk1 = (U, "Feature Request: The ability to configure Hotkeys. -The ability to add and configure hotkeys. - Been looking for the ability to configure hotkeys but can't find it anywhere in the RyuJinx menus. - Trying to configure a PS5 controller with the PS Logo being used to exit the emulator but no way exists to configure any hotkeys, let alone one on controller.")
    rka = (A, "How should it work with multiple controllers? If you have 2 PS5 controllers connected, would you expect the button press to trigger the configured action on both controllers, or just on the one you configured?")
    rec(RYU3423, [rk1, rka], Q_PS3, False, TRAP_PRON, [], None, qsrc=RYU1470)
    rec(RYU3423, [rk1, rka], F_DIGITAL, True, "ellipsis", [], "It would be nice to be able to map digital buttons from a controller to directions of an analog stick in Ryujinx, for example with arcade style controllers.", qsrc=RYU4487)
    rec(RYU3423, [rk1, rka], Q_PROTON, False, TRAP_OTHER, [], None, qsrc=VSL5803)

    rb1 = (U, "Ryujinx controller mapping scrambled for DirectInput gamepads. There is a bug in RetroBat's `emulatorLauncher.exe` controller mapping generator for Ryujinx. When using legacy DirectInput gamepads (such as **Logitech Dual Action** or **Logitech F310** in **D** mode), the button mapping generated in Ryujinx's `Config.json` is completely scrambled.")
    rec(RETROBAT, [rb1], Q_PS3, False, TRAP_PRON, [], None, qsrc=RYU1470)
    rec(RETROBAT, [rb1], F_DIGITAL, True, "ellipsis", [], "It would be nice if RetroBat's Ryujinx controller mapping could map digital buttons from a controller to directions of an analog stick, for example with arcade style controllers.", qsrc=RYU4487)

    rm1 = (U, "[Bug]Controller Input Configuration does not work properly. Currently, when you connect the controller and play any game, it works correctly, regardless of the number of controllers you connect. The issue/bug arises when you try to change the button mappings. The problem is that the changes are not saved correctly.")
    rec(RYUMIRROR, [rm1], Q_PS3, False, TRAP_PRON, [], None, qsrc=RYU1470)
    rec(RYUMIRROR, [rm1], F_DIGITAL, True, "ellipsis", [], "It would be nice to be able to map digital buttons from a controller to directions of an analog stick in this Ryujinx mirror, for example with arcade style controllers.", qsrc=RYU4487)

    sl1 = (U, Q_STEAMPLAY + ". At this point valve you have done an amazing job making windows games work on Linux through proton, I think it's time that you enable steam-play for all other titles by default on all steam Linux installs so a new user does not get confused on why they can't play their windows games ootb")
    sl2 = (U, "It would be great, after all, it's enabled by Default on the steamdeck.")
    sla = (A, "Hello @polluxau, my understanding is that support for running games with Proton is unofficial and unofficial options can't be enabled by default. The feature request at #7234 is a plausible way forward. Closing in favor of the older feature request.")
    rec(VSL11707, [sl1, sl2, sla], Q_PROTON, False, TRAP_SAME, [], None, qsrc=VSL5803)

    gl1 = (U, "Steam Deck (linux) support. Add linux support, which is basically Steam Deck support, you could use flatpak or appimage. Make an option in settings to select which game to use which version of proton you want, the option to enable gamemode or fsr,etc...")
    gla = (A, "some time ago i started making the version for linux but i stoped because some things, its in the plans to have a linux version but i think but it will take a while")
    rec(GLD, [gl1, gla], Q_PROTON, False, TRAP_SAME, [], None, qsrc=VSL5803)
    rec(GLD, [gl1, gla], F_LINUX, True, "pronoun", ["this"], "What would it take to get Project-GLD on Linux (Ubuntu or greater)?", qsrc=WOMBAT)
    rec(GLD, [gl1, gla], Q_STEAMPLAY, False, TRAP_SAME, [], None, qsrc=VSL11707)

    wo1 = (U, "Linux Version. Linux users are in desperate need of something like this. I've tried to install with proton and WINE, but no luck.")
    rec(WOMBAT, [wo1], F_LINUX, True, "pronoun", ["this"], "What would it take to get OriginSteamOverlayLauncher on Linux (Ubuntu or greater)?")
    rec(WOMBAT, [wo1, (U, F_LINUX)], Q_STEAMPLAY, False, TRAP_SAME, [], None, qsrc=VSL11707)

    # ---- browsers and Discord mods: tabs, workspaces, themes ----
    zn1 = (U, "Workspaces Don't Crossover to New Windows. IDK if this is a bug, but it feels like one, so I will post here. When you have multiple workspaces, and then open a second window, the workspaces exist in the second window but any tabs that exist in the workspace are not there. They can only be accessed via the window that was opened first.")
    zna = (A, "This isn't a bug... Workspaces don't ensure that open tabs stay persistent in the same workspace across multiple windows... new windows behave like they would in stock Firefox and other browsers. 😃")
    znq = "It may be how Firefox handles them but the \"other browsers\" thing is at least untrue when it comes to Vivaldi. But if this is the way it is, that's okay. It seems odd that you can then never use two workspaces at the same time, sort of dilutes the usefulness imho."
    zna2 = (A, "You can use two workspaces at the same time, in separate windows, just tabs aren't carried over from one window to another.")
    zn_all = [zn1, zna, (U, znq), zna2]
    rec(ZEN1775, [zn1, zna], znq, True, "ellipsis", [], "Zen's workspace tabs not carrying over to new windows may be how Firefox handles them, but not Vivaldi; it seems odd that you can then never use two Zen workspaces at the same time, which dilutes their usefulness.")
    rec(ZEN1775, zn_all, Q_ZENH, False, TRAP_SAME, [], None, qsrc=ZEN14399)
    rec(ZEN1775, zn_all, F_PINWS, True, "ellipsis", [], "If possible, could Zen have an option to have tabs pinned per workspace rather than in all workspaces?", qsrc=ZEN238)
    rec(ZEN1775, zn_all, Q_ZENTITLE, False, TRAP_SAME, [], None, qsrc=ZEN14399)

    z71 = (U, "Need capability to move tabs from one Workspace to another. Atm i've not been able to find an elegant way to move _existing_ tabs in [eg] `Workspace A`, to `Workspace B`, etc. I would like to be able to do this by **dragging & dropping, &/or via RMB context-menu** option.")
    z72 = (U, "yes please, I'm also missing the ability to move tabs between workspaces. thanks.")
    z7a = (A, "Good new! Literally just implemented this. I'm releasing the new version right now!")
    rec(ZEN237, [z71, z72, z7a], F_PINWS, True, "ellipsis", [], "If possible, could Zen have an option to have tabs pinned per workspace rather than in all workspaces?", qsrc=ZEN238)
    rec(ZEN237, [z71, z72, z7a], Q_ZENH, False, TRAP_SAME, [], None, qsrc=ZEN14399)
    rec(ZEN237, [z71, z72, z7a], Q_SERVERTHEMES, False, TRAP_PRON, [], None, qsrc=VCPR921)

    z01 = (U, "Ability to select multiple workspaces at the same time. Sometimes users may have to switch between tabs from different workspaces frequently. Instead of having to repeatedly switch workspaces or breaking ones finely crafted grouping, it would be a great feature to be able to select multiple workspaces at once.")
    z0a = (A, "This issue should be discussed further. You can view and continue the discussion here: https://github.com/zen-browser/desktop/discussions/757")
    rec(ZEN701, [z01, z0a], F_PINWS, True, "ellipsis", [], "If possible, could Zen have an option to have tabs pinned per workspace rather than in all workspaces?", qsrc=ZEN238)
    rec(ZEN701, [z01, z0a], Q_ZENH, False, TRAP_SAME, [], None, qsrc=ZEN14399)
    rec(ZEN701, [z01, z0a], Q_ZENTITLE, False, TRAP_SAME, [], None, qsrc=ZEN14399)

    vc1 = (U, "\"Toggle theme\" button. Manually going in and disabling all of your themes is a bit of a hassle. Having a button that will quickly allow you to toggle all of your active themes would work great when you need to quickly take a screenshot but don't want your bright white or anime covered theme showing.")
    vca = (A, "Oh, I remember wondering if that existed 🤔 If it's just about temporarily turning off theme links and QuickCSS, I could have a look at it, but I'm not sure where I would put the button to trigger it 😅")
    vca2 = (A, "Put all your online themes in the QuickCSS editor as imports, enable VencordToolbox and click on the cat to quickly enable/disable your themes")
    rec(VCPR899, [vc1, vca, vca2], Q_SERVERTHEMES, False, TRAP_PRON, [], None, qsrc=VCPR921)

    v51 = (U, "[Feature Request] A button to quickly disable Vencord. In the settings there would be a button to quickly disable or enable Vencord (**plugins + theme**), for example if we want to take a screenshot without showing that we use Vencord. If we can configure a **shortcut** to disable or enable Vencord it would be even better !")
    v5a = (A, "not possible")
    rec(VEN1650, [v51, v5a], Q_SERVERTHEMES, False, TRAP_PRON, [], None, qsrc=VCPR921)

    v31 = (U, "[Feature Request] Themes enabled switcher to vencord toolbox. Add a \"Themes enabled\" boolean to the vencord toolbox so we can easily disable themes. Use case: - I want to screenshot a message to send it to someone but my themes are enabled. I don't want them to know I use vencord since there are people _that actually report you for this_. The quick switcher in the toolbox would make it so much easier.")
    v3a = (A, "I mean there is literally a quickcss toggle in the toolbox context menu, I don't know why you would want to go to the settings instead Also, pretty sure feature requests are closed")
    v3q = "I have stuff in quickcss I don't want to turn off, but could be a great idea. This is just a QoL request so I'm not looking for methods to do it differently, but thanks. Also, pretty sure core feature requests are open and plugin requests are closed. Correct me if I'm wrong"
    rec(VEN3671, [v31, v3a], v3q, True, "ellipsis", [], "The Vencord toolbox quickcss toggle doesn't fit, since I have stuff in QuickCSS I don't want to turn off; a \"Themes enabled\" switch is just a QoL request. Also, I think Vencord core feature requests are open and only plugin requests are closed.")
    rec(VEN3671, [v31, v3a, (U, v3q)], Q_SERVERTHEMES, False, TRAP_PRON, [], None, qsrc=VCPR921)

    v41 = (U, "Theme Browser. A plugin that lets you view and download themes from betterdiscord. Pretty much just ThemeRepo but for Vencord. Ideally this plugin would have a search function and let you sort themes by things like downloads.")
    v4a = (A, "This would probably not be implemented as a *plugin* but instead as a tab inside of the existing themes menu. Also, there would probably have to be some Vencord themes repo too, and this would probably be used instead of the CSS snippets channel.")
    v4q = "Should I make a feature request on the Vencord repository then?"
    rec(VCPR344, [v41, v4a], v4q, True, "ellipsis", [], "Should I make the BetterDiscord theme browser request as a feature request on the Vencord repository instead of a plugin request?")
    rec(VCPR344, [v41, v4a, (U, v4q)], Q_RANGERTITLE, False, TRAP_OTHER, [], None, qsrc=RANGER3014)
