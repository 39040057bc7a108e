"""df30 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, twenty-sixth pass): engineering threads in ten areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"

# ==== part 2 (helper cdf2, twenty-sixth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- chord sheets: ChordPro transposition, capo and chord diagrams ----
P2_CP594 = P2_GH + "ChordPro/chordpro/issues/594"
P2_CP593 = P2_GH + "ChordPro/chordpro/issues/593"
P2_CP459 = P2_GH + "ChordPro/chordpro/issues/459"
P2_CP258 = P2_GH + "ChordPro/chordpro/issues/258"
P2_CONCH11 = P2_GH + "sitandr/conchord/issues/11"
P2_CMINI149 = P2_GH + "ptnghia-j/ChordMiniApp/pull/149"
P2_CHARTER8 = P2_GH + "reverentgeek/charter/pull/8"
# ---- Islamic timekeeping: prayer-time angles and the Umm al-Qura Hijri calendar ----
P2_ITL14 = P2_GH + "arabeyes-org/ITL/pull/14"
P2_PYISLAM28 = P2_GH + "abougouffa/pyIslam/issues/28"
P2_GTSPT1 = P2_GH + "GeniusTS/prayer-times/issues/1"
P2_PRAYT8 = P2_GH + "abodehq/Pray-Times/issues/8"
P2_LINECAST106 = P2_GH + "ashuttl/linecast/issues/106"
P2_HIJRI19 = P2_GH + "dralshehri/hijridate/issues/19"
P2_HIJRI26 = P2_GH + "dralshehri/hijridate/issues/26"
P2_MHIJRI40 = P2_GH + "xsoh/moment-hijri/issues/40"
P2_BSHIJRI27 = P2_GH + "balbarak/bootstrap-hijri-datepicker/issues/27"
# ---- Japanese furigana: ruby readings over kanji ----
P2_WAKAN30 = P2_GH + "himselfv/wakan/issues/30"
P2_KURO31 = P2_GH + "hexenq/kuroshiro/issues/31"
P2_KURO12 = P2_GH + "hexenq/kuroshiro/issues/12"
P2_FURIZE2 = P2_GH + "kuanyui/Furiganaize/issues/2"
P2_GENKI105 = P2_GH + "SethClydesdale/genki-study-resources/issues/105"
P2_FMAKER275 = P2_GH + "aiktb/furiganamaker/issues/275"
P2_ASF10 = P2_GH + "jcsirot/anki-simple-furigana/pull/10"
# ---- microtonal tunings: Scala .scl/.kbm files and non-12-tone scales ----
P2_M21_1143 = P2_GH + "cuthbertLab/music21/issues/1143"
P2_TUNEFISH7 = P2_GH + "paynebc/tunefish/issues/7"
P2_HELM94 = P2_GH + "mtytel/helm/issues/94"
P2_CALF163 = P2_GH + "calf-studio-gear/calf/issues/163"
P2_EVERY2 = P2_GH + "vsicurella/everytone-tuner/issues/2"
P2_MERCURY39 = P2_GH + "tmhglnd/mercury/issues/39"
P2_LINGOT59 = P2_GH + "ibancg/lingot/issues/59"
# ---- astrology charts: house systems, ascendants and the sidereal ayanamsa ----
P2_FLAT69 = P2_GH + "flatangle/flatlib/issues/69"
P2_FLAT26 = P2_GH + "flatangle/flatlib/issues/26"
P2_FLAT32 = P2_GH + "flatangle/flatlib/issues/32"
P2_PYSWE74 = P2_GH + "astrorigin/pyswisseph/issues/74"
P2_PYSWE48 = P2_GH + "astrorigin/pyswisseph/issues/48"
P2_MAITREYA115 = P2_GH + "martin-pe/maitreya8/issues/115"
P2_PYJHORA49 = P2_GH + "naturalstupid/PyJHora/issues/49"
P2_SWEPH25 = P2_GH + "timotejroiko/sweph/issues/25"
# ---- LEGO parts: BrickLink colours, known colours and part inventories ----
P2_BSTORE243 = P2_GH + "rgriebl/brickstore/issues/243"
P2_BSTORE778 = P2_GH + "rgriebl/brickstore/issues/778"
P2_BSTORE164 = P2_GH + "rgriebl/brickstore/issues/164"
P2_LEOCAD673 = P2_GH + "leozide/leocad/issues/673"
P2_LEGOART95 = P2_GH + "debkbanerji/lego-art-remix/issues/95"
P2_BINSTR5 = P2_GH + "LasseD/buildinginstructions.js/issues/5"
P2_BSYNC29 = P2_GH + "ZZJHONS/Bricksync/issues/29"
# ---- type design: kerning pairs, kerning groups and spacing ----
P2_KPAIRS11 = P2_GH + "andre-fuchs/kerning-pairs/issues/11"
P2_REGGAE4 = P2_GH + "fontworks-fonts/Reggae/issues/4"
P2_MURECHO4 = P2_GH + "positype/Murecho-Project/issues/4"
P2_APL387_137 = P2_GH + "Dyalog/APL387/issues/137"
P2_UFOSPEC85 = P2_GH + "unified-font-object/ufo-spec/pull/85"
P2_KDUMP6 = P2_GH + "adobe-type-tools/kern-dump/issues/6"
P2_ADVENT8 = P2_GH + "VivaRado/Advent/issues/8"
# ---- needlework: machine-embroidery stitches and cross-stitch floss colours ----
P2_PEMB105 = P2_GH + "CreativeInquiry/PEmbroider/issues/105"
P2_PEMB102 = P2_GH + "CreativeInquiry/PEmbroider/issues/102"
P2_GOXS7 = P2_GH + "lindsaylandry/go-cross-stitch/issues/7"
P2_CSTITCH6 = P2_GH + "kleintom/Cstitch/pull/6"
P2_CSTITCH11 = P2_GH + "kleintom/Cstitch/issues/11"
P2_REDCOL3 = P2_GH + "Coul33t/reduce-colours/issues/3"
P2_REDCOL4 = P2_GH + "Coul33t/reduce-colours/pull/4"
P2_I2P6 = P2_GH + "acrosman/image2pattern/issues/6"
P2_DMC2 = P2_GH + "sharlagelfand/dmc/issues/2"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# chord sheets
P2_C_UKE = "Slightly contrived: if you have `{image src=\"guitar.jpg\"}` and you configure ChordPro for ukulele, would you expect a ukulele image instead?"
P2_C_ABOVE = "I'm used to the handy notation that when cappo is used, you actually display chords played \"above\" it."
P2_C_NEW = "Hi, I'm new to ChordPro and love the goals of the project."
# Islamic timekeeping
P2_I_ISNA = "It has come to my attention that ISNA and the Fiqh council of North America recommend 17.5 degrees instead of 15 for the Fajr angle."
P2_I_ROUND = "Publishers often round Fajr down and Maghrib up for caution"
P2_I_UMMQ = "The Umm al-Qura calendar is a lunar computed civil calendar based on specific astronomical criteria."
P2_I_MOON = "Hijri's date is dependent on the moon."
# furigana
P2_F_AUTO = "It's impossible to always get correct furigana by auto analysis."
P2_F_URAGI = "The 裏 in 裏切る should be assigned うる and the 切 should be assigned ぎ."
P2_F_KUROMOJI = "kuromoji cannot guarantee the correctness of the analysis."
# microtonal tunings
P2_M_SCALA = "_Scala_ can also be used to design new microtonal systems."
P2_M_CONCEPTS = "The music concepts of scale, mode and tuning are somewhat similar to each other depending on the source."
P2_M_AMSYNTH = "For reference, amsynth has a great implementation of microtuning with scala files (scl + kbm)."
P2_M_OPTIONS = "Currently there are a few good options for microtonal scales - \nusually involving a tuning file that the user loads directly into the \ninstrument."
# astrology
P2_A_PRECESS = "The ayanamsa grows at the precession rate, ~50.3″ per year."
P2_A_FIVE = "As per traditional astrology rules, an object is considered to be in a house if it is at a distance of 5º or less of its cusp."
P2_A_PLACIDUS = "The Placidus house system in astrology does not work above 66.5° of latitude because it relies on the division of the celestial sphere based on time (the diurnal arc), which becomes problematic at these high latitudes."
P2_A_DIFF = "Do you know the difference between a planet and an astrology house?"
# LEGO parts
P2_L_NOACCESS = "BrickStore has no access to the \"Known Colors\" data on BrickLink."
P2_L_DECADES = "I don't think BrickLink known colors lists aren't particularly useful \nsince they include colors that were only offered for a limited amount of \ntime many decades ago."
P2_L_PEARL = "BL have introduced 4 new Pearl colours this week, for a specific set of Bionicle parts (part numbers 44138, 44140 & 44807)"
P2_L_FIRSTLY = "Firstly, matching the colors between LEGO and BrickLink confidently is a headache and not always reliable."
# type design
P2_T_ACCENTS = "Most Uppercase with accents need the same kerning as the base glyph."
P2_T_UFO3 = "Groups are assumed to start with `@`, which is not the case in UFO3."
P2_T_GLYPHS = "A lot of glyphs take on their own class though they should be in a more general class like \"H\" or \"O\" (i.e. D/D should instead be H/O)"
P2_T_CLARIFY = "Clarify that kerning groups may be empty"
# needlework
P2_N_SUPPORT = "I am noticing that some commercial embroidery designs fill lay down a support stitch, probably to prevent the fabric from bunching up."
P2_N_309 = "The 309 floss is shown as 86, 74, 74(#564A4A), which is a red near black."
P2_N_TITLE309 = "309(rose dark) floss color is too dark?"


# Every lender is a group of this part (every thread below is used as a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

# ---- CAN bus on Linux: SocketCAN, bitrate, termination and bus-off ----
CANOPEN = GH + "CANopenNode/CANopenNode/issues/319"
CU409 = GH + "linux-can/can-utils/issues/409"
CU83 = GH + "linux-can/can-utils/issues/83"
CU188 = GH + "linux-can/can-utils/issues/188"
TRACTOR = GH + "farm-ng/tractor/issues/11"
NODECAN = GH + "sebi2k1/node-can/issues/49"
YARPCAN = GH + "roboticslab-uc3m/yarp-devices/issues/251"
T18X = GH + "hartkopp/nvidia-t18x-can/issues/1"
SAVVY = GH + "collin80/SavvyCAN/issues/662"
CAN_HAPPY = "To have a \"happy CAN bus\" you need at least TWO CAN bus nodes connected to each other - with an identical bitrate setting and a termination of 2 x 120 Ohms on each side of the CAN bus (= 60 Ohms total)."
CAN_SENT = "Sending on a CAN bus means it received at least by one station on the bus."
CAN_112 = "112500 is not typical for CAN."
CAN_TOPO = "Well actually I think if you CAN run into warning state there is a serious issue on the topology anyhow (stub lengths, termination issues, interference or electrical issues on some nodes)."


def _can(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "CANopen Error", "u1")
    c2 = (U, "Hello, I just started using this package to be able to get more info about my CAN connection. I have 2 motor drivers that I need to connect them to a CAN Bus but the this error pops up:\n```\n./canopend[9886]: CAN Interface \"can0\" changed to \"Bus Off\". Switching to Listen Only mode...\n```", "u1")
    c3 = (U, "So what does this mean? The drivers are terminated by 120 ohms from both sides.", "u1")
    c4 = (A, "baud rates ?\ntry candump", "u2")
    c5 = (U, "Both drivers are set on 112500 and when I used candump there was no output.", "u1")
    rec(CANOPEN, [c1, c2], c3[1], True, "pronoun", ["this", "The drivers"], "What does CANopenNode's 'CAN Interface can0 changed to Bus Off' error mean? My two motor drivers are terminated by 120 ohms from both sides.", author="u1")
    rec(CANOPEN, [c1, c2, c3], c4[1], True, "ellipsis", [], "What baud rates are the motor drivers on the CANopenNode bus set to? Try candump.", author="u2")
    rec(CANOPEN, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Both drivers"], "Both CAN motor drivers are set to 112500 baud, and candump on can0 showed no output.", author="u1")
    rec(CANOPEN, [c1, c2, c3, c4, c5], CAN_112, False, SAME, [], None, author="u2")
    rec(CANOPEN, [c1, c2, c3, c4, c5, (A, CAN_112, "u2")], "You should see something reasonable on candump (or some CAN log) first. See your CAN interface for information.", True, "ellipsis", ["your CAN interface"], "Before using CANopenNode, candump (or some CAN log) should show something reasonable on the motor drivers' bus; see the CAN interface's documentation for the bitrate.", author="u2")
    lend(CANOPEN, [c1, c2], CAN_SENT, SAME, CU83)

    h1 = (U, "candump can0 does not show data", "u1")
    h2 = (U, "I have a computer(ubuntu 20) with CAN interface,and now I need to do CAN interface related development.", "u1")
    h3 = (U, "However, the second terminal has no data output.\n\nI tried using a virtual CAN interface.", "u1")
    h5 = "There is no acknowledge generated by a receiving node and therefore the sending node can not successfully send that CAN frame -> no output in candump ;-)"
    rec(CU409, [h1, h2], h3[1], True, "ellipsis", ["the second terminal"], "After `cansend can0 123#1122334455667788`, the terminal running `candump can0` shows no data; I also tried a virtual CAN interface.", author="u1")
    rec(CU409, [h1, h2, h3], "The second terminal outputs the data\n\nCan anyone help with this？", True, "pronoun", ["The second terminal", "this"], "With vcan0, candump in the second terminal shows the frame sent by cansend, but on the real can0 candump shows nothing; can anyone help?", author="u1")
    rec(CU409, [h1, h2, h3, (U, "The second terminal outputs the data\n\nCan anyone help with this？", "u1")], CAN_HAPPY, False, SAME, [], None, author="u2")
    rec(CU409, [h1, h2, h3, (U, "The second terminal outputs the data\n\nCan anyone help with this？", "u1"), (A, CAN_HAPPY, "u2")], h5, True, "ellipsis", ["that CAN frame"], "With a single node on can0 no receiving node acknowledges the frame sent by cansend, so the sending node cannot send it and candump shows nothing.", author="u2")
    lend(CU409, [h1, h2], CAN_TOPO, SAME, NODECAN)

    m1 = (U, "Should candump show the frames sent while the device is not connected to the bus?", "u1")
    m2 = (U, "I'm using MPC2515 and it is not connected to a CAN bus.", "u1")
    m3 = (U, "But if I use the `loopback on ` option when setting up `can0`, `candump` produces two outputs, which, I assume, correspond to the frame send and the frame received.", "u1")
    rec(CU83, [m1, m2], m3[1], True, "ellipsis", [], "When I set up can0 on an unconnected MCP2515 with `loopback on`, candump produces two outputs, presumably the frame sent and the frame received.", author="u1")
    rec(CU83, [m1, m2, m3], "Is this behaviour normal?", True, "pronoun", ["this behaviour"], "Is it normal that candump shows nothing for frames sent by an MCP2515 not connected to a CAN bus, but shows two copies with `loopback on`?", author="u1")
    rec(CU83, [m1, m2, m3, (U, "Is this behaviour normal?", "u1")], "Yes, `candump` will only show CAN frames that are actually send.", True, "ellipsis", [], "Yes, it is normal: candump only shows CAN frames that are actually sent on the bus.", author="u2")
    lend(CU83, [m1, m2], CAN_112, SAME, CANOPEN)

    e1 = (U, "candump empty", "u1")
    e2 = (U, "Hello, the candump for us is empty when we try to read out can0. Reading out vcan works fine using the same setup and commands. We use canopensocket", "u1")
    e3 = (A, "Hi. I would assume that you have not set up the can0 interface properly (e.g. bitrate, setting the interface to 'up') or that you don't have any traffic on the bus or a missing CAN bus termination.", "u2")
    e4 = (U, "We used it before", "u1")
    e5 = (A, "You used what?", "u2")
    rec(CU188, [e1, e2], e3[1], True, "ellipsis", ["the can0 interface"], "An empty candump on can0 while vcan works probably means the can0 interface is not set up properly (bitrate, set 'up'), there is no traffic on the bus, or the CAN bus termination is missing.", author="u2")
    rec(CU188, [e1, e2, e3], e4[1], True, "pronoun", ["it"], "We used candump on can0 before, with canopensocket.", author="u1")
    rec(CU188, [e1, e2, e3, e4], e5[1], True, "pronoun", ["what"], "What did you use before, with candump on can0?", author="u2")
    rec(CU188, [e1, e2, e3, e4, e5], "Didn't mean to send the response. Sorry. We used candump before. So we thought our issue might be with an update of can_utils.", True, "ellipsis", ["our issue"], "We used candump before, so we thought our empty candump on can0 might come from an update of can-utils.", author="u1")
    lend(CU188, [e1, e2], CAN_TOPO, SAME, NODECAN)

    t1 = (U, "canbus controller errors", "u1")
    t2 = (U, "Currently dealing with canbus issues. I've worked around the issue by having the canbus restart on error:\n```\nip link set can0 type can bitrate 1000000 berr-reporting on one-shot off restart-ms 5\n```", "u1")
    rec(TRACTOR, [t1], t2[1], True, "ellipsis", ["the issue"], "I'm dealing with CAN bus controller errors on the farm-ng tractor and worked around them by restarting the bus on error: `ip link set can0 type can bitrate 1000000 berr-reporting on one-shot off restart-ms 5`.", author="u1")
    rec(TRACTOR, [t1, t2], "dmesg:\n\n```\n[ 6609.247256] mttcan c310000.mttcan can0: Bit1 Error Detected\n[ 6609.448256] mttcan c310000.mttcan can0: entered error warning state\n```", True, "ellipsis", [], "dmesg for the farm-ng tractor's can0 controller errors shows 'mttcan c310000.mttcan can0: Bit1 Error Detected' and 'entered error warning state'.", author="u1")
    lend(TRACTOR, [t1], CAN_HAPPY, SAME, CU409)

    n1 = (U, "messages are not received when can bus gets into warning state", "u1")
    n2 = (U, "When I send a CAN frame and bus gets in warning state (TX err = 119) the `onMessage` callback is not launched. I see tx/rx frames with `candump` but can't handle them with socketcan.", "u1")
    n3 = (U, "My setup is node@0.12.15 + socketcan@2.2.2, hardware is 8devices USB2CAN working under ubuntu12.", "u1")
    n4 = (U, "Same development under windows works as intended.", "u1")
    n6 = "Anyhow, can you confirm a candump running in parallel works while socketcan stopped reporting messages?"
    rec(NODECAN, [n1, n2], n3[1], True, "ellipsis", [], "My setup for node-can's missed messages in CAN warning state is node@0.12.15 + socketcan@2.2.2 with an 8devices USB2CAN under Ubuntu 12.", author="u1")
    rec(NODECAN, [n1, n2, n3], n4[1], True, "ellipsis", ["Same development"], "The same node-can development works as intended under Windows.", author="u1")
    rec(NODECAN, [n1, n2, n3, n4], CAN_TOPO, False, SAME, [], None, author="u2")
    rec(NODECAN, [n1, n2, n3, n4, (A, CAN_TOPO, "u2")], n6, True, "ellipsis", ["socketcan"], "Can you confirm that a candump running in parallel works while node-can's socketcan stopped reporting messages in warning state?", author="u2")
    lend(NODECAN, [n1, n2], CAN_SENT, SAME, CU83)

    y1 = (U, "Create new SocketCAN-capable device", "u1")
    y2 = (U, "Current non-netlink WIP implementation reaches error-passive state on TX upon pressing the emergency button. This fires up at exactly 128 TX errors", "u1")
    y3 = (U, "Then, all subsequent CAN writes fail with:\n\n```\n[ERROR] |rl.CanBusSocket| write() failed: No buffer space available\n```", "u1")
    rec(YARPCAN, [y1, y2], y3[1], True, "ellipsis", [], "After yarp-devices' CanBusSocket reaches error-passive at 128 TX errors, all subsequent CAN writes fail with 'write() failed: No buffer space available'.", author="u1")
    rec(YARPCAN, [y1, y2, y3], "It never goes beyond those 128 TX errors, which means bus-off state (256 errors) is never reached.", True, "pronoun", ["It", "those 128 TX errors"], "yarp-devices' CanBusSocket never goes beyond 128 TX errors after the emergency button, so the bus-off state (256 errors) is never reached.", author="u1")
    lend(YARPCAN, [y1, y2], CAN_TOPO, SAME, NODECAN)

    v1 = (U, "can bus error", "u1")
    v2 = (U, "I have connected the CAN_H/CANL to a vehicle CAN BUS, and then I use the follow command to enable the can controller:\nip link set can0 type can bitrate 500000 dbitrate 2000000 berr-reporting on fd on", "u1")
    v3 = (U, "Sometimes the can bus probably off because of these errors and sometimes it will run well in next inside period of time, no error occured.", "u1")
    rec(T18X, [v1, v2], v3[1], True, "pronoun", ["these errors", "it"], "On the NVIDIA T18x CAN controller connected to a vehicle bus at 500000/2000000 with FD on, the CAN bus sometimes goes bus-off because of errors and sometimes runs well with no error.", author="u1")
    rec(T18X, [v1, v2, v3], "Sorry. Please ask questions on the Linux CAN mailing list or in the NVIDIA forum.\nThis repository is for documentation only.", True, "ellipsis", ["This repository"], "Please ask questions about NVIDIA T18x CAN bus errors on the Linux CAN mailing list or the NVIDIA forum; the nvidia-t18x-can repository is for documentation only.", author="u2")
    lend(T18X, [v1, v2], CAN_112, SAME, CANOPEN)

    s1 = (U, "CANBUS data stops capturing / freezes in Main capture window", "u1")
    s2 = (U, "I can only see a small snippet of data being captured on Savvycan before the counter under \"Total Frames Captured\" freezes.", "u1")
    s3 = (U, "Any suggestions of what I may need to do?", "u1")
    s4 = (U, "I am connecting directly into the OBD2 port and tested the resistance, it showed approximately 40 ohms with the Candue connected. Wondering if this may be the cause.", "u1")
    s5 = (U, "If so, is there a way to switch the termination resistor, so I get the whole connection to 60 ohms?", "u1")
    rec(SAVVY, [s1, s2], s3[1], True, "ellipsis", [], "What should I do when SavvyCAN's 'Total Frames Captured' counter freezes after a small snippet of CAN data?", author="u1")
    rec(SAVVY, [s1, s2, s3], s4[1], True, "pronoun", ["this", "the cause"], "Connected to the OBD2 port, the bus measures about 40 ohms with the EVTV ESP32 Candue attached; could that be why SavvyCAN's capture freezes?", author="u1")
    rec(SAVVY, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the termination resistor", "the whole connection"], "Is there a way to switch off the EVTV ESP32 Candue's termination resistor so the OBD2 CAN connection measures 60 ohms?", author="u1")
    rec(SAVVY, [s1, s2, s3, s4, s5], "Just for reference, I am running SavvyCan on a new laptop with Windows 11.", False, SAME, [], None, author="u1")
    lend(SAVVY, [s1, s2], CAN_HAPPY, SAME, CU409)


# ---- subnormal floats: denormals, flush-to-zero (FTZ) and denormals-are-zero (DAZ) ----
GKL = GH + "IntelLabs/GKL/pull/20"
MUPEN = GH + "mupen64plus/mupen64plus-core/pull/731"
DRONIN = GH + "d-ronin/dRonin/issues/931"
SLEEF = GH + "shibatch/sleef/issues/5"
NODENORM = GH + "Sin-tel/no_denormals/issues/3"
WASMSUB = GH + "WebAssembly/design/issues/148"
RUSTOR251 = GH + "OpenSauce/rustortion/issues/251"
RUSTOR269 = GH + "OpenSauce/rustortion/pull/269"
FZ_FTZ = "When FTZ is set to `true` , very small floating-point numbers (denormals) will be flushed to zero, which increases performance"
FZ_DSP = "Any developer who has spent time with audio DSP hit's the denormal problem pretty quickly."
FZ_NORMAL = "The smallest normal value is about 1e-38."
FZ_X86 = "Denormal floats cost roughly 100x a normal multiply on x86"
FZ_IEEE = "Although it is not mentioned, SLEEF implicitly assumes IEEE 754 compliance."


def _denormals(rec, U, A, lend) -> None:  # noqa: PLR0915
    g1 = (U, "Add support to set and get FTZ", "u1")
    g2 = (U, "Add support to set and get the Flush-To-Zero (FTZ) flag from Java.", "u1")
    rec(GKL, [g1], g2[1], True, "ellipsis", [], "Add support to GKL to set and get the Flush-To-Zero (FTZ) flag from Java.", author="u1")
    rec(GKL, [g1, g2], FZ_FTZ, False, SAME, [], None, author="u1")
    lend(GKL, [g1], FZ_DSP, SAME, WASMSUB)

    m1 = (U, "Disable FTZ (flush to zero) mode for SSE when FS bit is set", "u2")
    m2 = (U, "I don't know how big the (additional) performance penalty would be if its also disabled, so its hard to say.", "u2")
    m3 = (U, "Are there any known games that use a lot of floating point operations?", "u2")
    m4 = (U, "Though looking at the N64 docs I guess the FTZ mode could be tied to the FS bit of the FCR31 register (since it seems to serve the same purpose)?", "u2")
    m5 = (A, "So it sounds like DAZ is disabled when the FS bit is set. I've updated the PR to do the same.", "u1")
    m1 = (U, m1[1], "u1")
    m2, m3, m4 = (A, m2[1], "u2"), (A, m3[1], "u2"), (A, m4[1], "u2")
    m5 = (U, m5[1], "u1")
    rec(MUPEN, [m1, m2], m3[1], True, "ellipsis", [], "Are there any known N64 games that use a lot of floating point operations, to measure the cost of disabling FTZ in mupen64plus?", author="u2")
    rec(MUPEN, [m1, m2, m3], m4[1], True, "elaboration", ["the FTZ mode"], "Looking at the N64 docs, could mupen64plus's SSE FTZ mode be tied to the FS bit of the FCR31 register, since it seems to serve the same purpose?", author="u2")
    rec(MUPEN, [m1, m2, m3, m4], "Fwiw, CEN64 seems to have both modes disabled.", True, "ellipsis", ["both modes"], "For what it's worth, CEN64 seems to have both FTZ and DAZ disabled.", author="u2")
    rec(MUPEN, [m1, m2, m3, m4, (A, "Fwiw, CEN64 seems to have both modes disabled.", "u2")], m5[1], True, "pronoun", ["it", "the same"], "It sounds like DAZ is disabled when the N64 FS bit is set; the mupen64plus PR now disables DAZ when the FS bit is set.", author="u1")
    lend(MUPEN, [m1], FZ_X86, SAME, RUSTOR269)

    d1 = (U, "Should consider using flush-to-zero mode in FPU", "u1")
    d2 = (U, "Currently we don't use flush to zero mode, which means we can get into weird modes handling subnormals that may be very slow / performance may not be deterministic.", "u1")
    d4 = (U, "I don't think there's any quantities that we expect to handle that are smaller than 1e-38.  But various variables may incidentally end up there, and result in very slow FP handling.", "u1")
    rec(DRONIN, [d1], d2[1], True, "ellipsis", [], "dRonin currently doesn't use flush-to-zero mode, so it can get into slow, non-deterministic handling of subnormals.", author="u1")
    rec(DRONIN, [d1, d2], FZ_NORMAL, False, SAME, [], None, author="u1")
    rec(DRONIN, [d1, d2, (U, FZ_NORMAL, "u1")], d4[1], True, "pronoun", ["we", "there"], "dRonin doesn't expect to handle any quantity smaller than 1e-38, but variables may incidentally end up in the subnormal range and cause very slow FP handling.", author="u1")
    lend(DRONIN, [d1], FZ_FTZ, SAME, GKL)

    s1 = (U, "intermediate denormal numbers?", "u1")
    s2 = (U, "I guess denormals can appear in intermediate variables.  But not all architectures support denormal, or denormal can be disabled by user with FTZ flag.  Have we reviewed precision for such cases?", "u1")
    s3 = (A, "Denormals should be treated correctly. Please check the source code for tester2*.c.", "u2")
    s4 = (U, "Just to clarify: even if input `x` is not a denormal number, for example, I guess the following two functions can result different outputs, because denormal numbers can appear during computation.", "u1")
    rec(SLEEF, [s1, s2], s3[1], True, "ellipsis", [], "SLEEF should treat intermediate denormals correctly; see the source code of tester2*.c.", author="u2")
    rec(SLEEF, [s1, s2, s3], s4[1], True, "pronoun", ["the following two functions"], "Even if the input x is not denormal, SLEEF's xsinf(x) with FTZ/DAZ on and with FTZ/DAZ off can give different outputs, because denormals can appear during computation.", author="u1")
    rec(SLEEF, [s1, s2, s3, s4], "Perhaps supporting FTZ/DAZ flags == ON is out of the scope, but to my understanding some architectures don't support denormals at all (ARM Neon?).", True, "ellipsis", [], "Perhaps supporting FTZ/DAZ on is out of SLEEF's scope, but some architectures (ARM Neon?) don't support denormals at all.", author="u1")
    rec(SLEEF, [s1, s2, s3, s4, (U, "Perhaps supporting FTZ/DAZ flags == ON is out of the scope, but to my understanding some architectures don't support denormals at all (ARM Neon?).", "u1")], FZ_IEEE, False, SAME, [], None, author="u2")
    lend(SLEEF, [s1], FZ_NORMAL, SAME, DRONIN)

    n1 = (U, "Denormals aren't flushed on Intel/Linux platform ...", "u1")
    n2 = (U, "I'm on an Intel system with Linux as OS, and I've been playing around with several ways to enable FTZ and DAZ.", "u1")
    n3 = (U, "My expectation would be that the result is zero and y is normal, but the result says something different:", "u1")
    n4 = (U, "Am I missing something here? I've compiled in `--release` mode, is there anything I have to enable/disable explicitly?", "u1")
    n5 = (A, "This can happen due to constant propagation. When running your code I get the same result.", "u2")
    rec(NODENORM, [n1, n2], n3[1], True, "pronoun", ["the result", "y"], "With no_denormals enabled I expected `y = x * 2.0` for `x = 1.0e-40` to be zero and normal, but the result is still subnormal.", author="u1")
    rec(NODENORM, [n1, n2, n3], n4[1], True, "ellipsis", [], "I compiled in --release mode; is there anything I have to enable or disable explicitly for no_denormals to flush denormals on Intel/Linux?", author="u1")
    rec(NODENORM, [n1, n2, n3, n4], n5[1], True, "pronoun", ["This", "your code"], "no_denormals not flushing `1.0e-40 * 2.0` can happen due to constant propagation; running the issue's code gives the same result.", author="u2")
    rec(NODENORM, [n1, n2, n3, n4, n5], "I get the expected result if I use `std::hint::black_box(x) * 2.0`.", True, "ellipsis", ["the expected result"], "With `std::hint::black_box(x) * 2.0` inside no_denormals, the subnormal result is flushed to zero as expected.", author="u2")
    lend(NODENORM, [n1], FZ_X86, SAME, RUSTOR269)

    w1 = (U, "What about subnormals?", "u1")
    w2 = (U, "This is sounding pretty convincing.  Question: is the only available method of battling this slow down to enable FTZ, or are there other tricks that people use also?", "u2")
    w3 = (U, "If it you can't enable FTZ (eg when doing DSP in a Java VM) there are several tricks you can use such as testing for and flushing denormal values explicitly or injecting inaudible noise into filters to keep them out of the denormal range.", "u3")
    rec(WASMSUB, [w1], FZ_DSP, False, SAME, [], None, author="u2")
    rec(WASMSUB, [w1, (U, FZ_DSP, "u2")], "Any exponential decays or IIR filters unless carefully designed exhibit a pretty massive performance hit (at least 10x) once they drop into the denormal range.", False, SAME, [], None, author="u2")
    w1b = (U, FZ_DSP, "u2")
    w1c = (U, "Any exponential decays or IIR filters unless carefully designed exhibit a pretty massive performance hit (at least 10x) once they drop into the denormal range.", "u2")
    rec(WASMSUB, [w1, w1b, w1c], "This is sounding pretty convincing.", True, "pronoun", ["This"], "The argument that audio DSP in WebAssembly needs control over subnormals is sounding pretty convincing.", author="u3")
    rec(WASMSUB, [w1, w1b, w1c, (U, "This is sounding pretty convincing.", "u3")], "Question: is the only available method of battling this slow down to enable FTZ, or are there other tricks that people use also?", True, "pronoun", ["this slow down"], "Is enabling FTZ the only way to battle the denormal slowdown in audio DSP, or are there other tricks people use?", author="u3")
    rec(WASMSUB, [w1, w1b, w1c, (U, "This is sounding pretty convincing.", "u3"), (U, "Question: is the only available method of battling this slow down to enable FTZ, or are there other tricks that people use also?", "u3")], w3[1], True, "ellipsis", [], "Without FTZ (e.g. DSP in a Java VM), tricks against the denormal slowdown include testing for and flushing denormal values explicitly or injecting inaudible noise into filters.", author="u4")
    lend(WASMSUB, [w1], FZ_NORMAL, SAME, DRONIN)

    r1 = (U, "Enable flush-to-zero (FTZ/DAZ) on the real-time audio thread", "u1")
    r2 = (U, "IR cabinet performance on the Raspberry Pi is inconsistent in a way that does **not** track IR length", "u1")
    r3 = (U, "Root cause: **denormal (subnormal) floating-point arithmetic**. There is no global flush-to-zero set anywhere in the codebase (no `FPCR` / `MXCSR` / FTZ setup on the audio thread).", "u1")
    r4 = (U, "On ARM (the Pi), denormal ops without FTZ are ~10-100x slower per operation", "u1")
    rec(RUSTOR251, [r1], r2[1], True, "ellipsis", [], "rustortion's IR cabinet performance on the Raspberry Pi is inconsistent in a way that does not track IR length.", author="u1")
    rec(RUSTOR251, [r1, r2], r3[1], True, "ellipsis", ["the codebase", "the audio thread"], "The root cause of rustortion's inconsistent IR performance is denormal arithmetic: nothing in rustortion sets flush-to-zero (no FPCR/MXCSR/FTZ setup on the audio thread).", author="u1")
    rec(RUSTOR251, [r1, r2, r3], r4[1], False, SAME, [], None, author="u1")
    lend(RUSTOR251, [r1], FZ_IEEE, SAME, SLEEF)

    q1 = (U, "perf(rt): enable FTZ/DAZ on the audio thread and clean up denormal handling", "u1")
    q3 = (U, "The plugin already gets equivalent coverage from nih-plug's `ScopedFtz` — verified in the pinned\nrev.", "u1")
    rec(RUSTOR269, [q1], FZ_X86, False, SAME, [], None, author="u1")
    rec(RUSTOR269, [q1, (U, FZ_X86, "u1")], "and nothing in the repo had ever set\nthe CPU's denormal-control bits", True, "ellipsis", ["the repo"], "Nothing in rustortion had ever set the CPU's denormal-control bits.", author="u1")
    rec(RUSTOR269, [q1, (U, FZ_X86, "u1")], q3[1], True, "ellipsis", ["The plugin"], "rustortion's plugin already gets FTZ coverage equivalent to the new audio-thread helper from nih-plug's `ScopedFtz`, verified in the pinned revision.", author="u1")
    rec(RUSTOR269, [q1, (U, FZ_X86, "u1"), q3], "Worth knowing: **nih-plug sets FTZ but not DAZ**, so the plugin flushes denormal results but\nstill pays full cost on denormal *inputs*", True, "ellipsis", ["the plugin"], "nih-plug sets FTZ but not DAZ, so rustortion's plugin flushes denormal results but still pays full cost on denormal inputs.", author="u1")
    lend(RUSTOR269, [q1], FZ_DSP, SAME, WASMSUB)


# ---- I2C buses: clock stretching, stuck SDA and bus-clear recovery ----
PIXEL = GH + "ajfisher/node-pixel/issues/24"
BNO055 = GH + "ghirlekar/bno055-python-i2c/issues/1"
RPI254 = GH + "raspberrypi/linux/issues/254"
RPI4884 = GH + "raspberrypi/linux/issues/4884"
RPIFW = GH + "raspberrypi/firmware/issues/867"
ESPI2C = GH + "enjoyneering/ESP8266-I2C-Driver/issues/7"
BRZO = GH + "pasko-zh/brzo_i2c/issues/24"
KANFLO = GH + "kanflo/esp-open-rtos-driver-i2c/issues/4"
OPENTITAN = GH + "lowRISC/opentitan/pull/25632"
DS3231 = GH + "GyverLibs/microDS3231/issues/16"
MYNEWT = GH + "apache/mynewt-core/pull/1424"
I2_NINE = "If the data line (SDA) is stuck LOW, the master should send nine clock pulses. The device that held the bus LOW should release it sometime within those nine clocks."
I2_HANG = "Regrettably, I2C devices can hang the bus."
I2_STUCK = "The I2C bus is stuck when a device is in a erroneous mode and keeps the SDA or SCL low."
I2_MASTER = "It is the master’s job to recover\nthe bus and restore control to the main program."
I2_BCM = "The i2c-bcm2835 device driver should be the one used by Raspberry Pi models with a recent version of Raspberry Pi OS (`lsmod | grep i2c`)."
I2_STRETCH = "I2C devices can slow down communication by stretching SCL: During an SCL low phase, any I2C device on the bus may additionally hold down SCL to prevent it to rise high again"
I2_BBB = "The results on other boards like the BeagleBone Black should be better."


def _i2c(rec, U, A, lend) -> None:  # noqa: PLR0915
    p1 = (U, "I2C baudrate issues with Nano backpacks", "u1")
    p2 = (U, "This issue cropped up with Raspberry Pi, and may be specific to that board. Essentially it defaults to a baudrate (100000) that is too fast for the Nano.", "u1")
    p3 = (U, "Is there any way to work around this without modifying the board (Pi) config?", "u1")
    p4 = (U, "Forgot to attach this. The issue is linked to a bug with Raspberry Pi's I2C implementation: http://www.advamation.com/knowhow/raspberrypi/rpi-i2c-bug.html", "u1")
    p5 = (A, "Since this is related to a Broadcom BCM2835 (Pi 1) and BCM2836 (Pi 2) clock stretching hardware bug there's probably not much that can be done about it.", "u2")
    rec(PIXEL, [p1], p2[1], True, "ellipsis", ["This issue"], "node-pixel's I2C baudrate issue with Nano backpacks cropped up on the Raspberry Pi: it defaults to a 100000 baudrate that is too fast for the Nano.", author="u1")
    rec(PIXEL, [p1, p2], "Current workaround is to set the baudrate to 10000 in `/boot/config.txt`.", True, "ellipsis", ["Current workaround"], "The current workaround for node-pixel's Nano backpacks on a Raspberry Pi is to set the I2C baudrate to 10000 in /boot/config.txt.", author="u1")
    rec(PIXEL, [p1, p2], p3[1], True, "pronoun", ["this", "the board"], "Is there any way to work around the Raspberry Pi's too-fast I2C baudrate for node-pixel's Nano backpacks without modifying the Pi's config?", author="u1")
    rec(PIXEL, [p1, p2, p3], p4[1], True, "pronoun", ["The issue"], "node-pixel's Nano backpack I2C baudrate issue is linked to a bug in the Raspberry Pi's I2C implementation: http://www.advamation.com/knowhow/raspberrypi/rpi-i2c-bug.html", author="u1")
    rec(PIXEL, [p1, p2, p3, p4], p5[1], True, "pronoun", ["this"], "Since node-pixel's Nano backpack I2C problem comes from the Broadcom BCM2835/BCM2836 clock stretching hardware bug, there's probably not much to be done about it.", author="u2")
    rec(PIXEL, [p1, p2, p3, p4, p5], I2_BBB, True, "ellipsis", ["The results"], "node-pixel's Nano backpacks over I2C should work better on other boards like the BeagleBone Black than on the Raspberry Pi.", author="u2")

    b1 = (U, "I2C Compatibility?", "u1")
    b2 = (U, "I'm researching the BNO055's I2C compatibility with the Raspberry Pi 3, and Adafruit claims that it [doesn't work at all with the Pi.]", "u1")
    b3 = (U, "You've obviously written code that claims to do the opposite, so I'm curious, how were you able to accomplish this? Have you actually used this code on a Pi, or is it a WIP?", "u1")
    rec(BNO055, [b1], b2[1], False, SAME, [], None, author="u1")
    rec(BNO055, [b1, b2], b3[1], True, "pronoun", ["this", "this code"], "bno055-python-i2c claims the BNO055 works over I2C on a Raspberry Pi; how was that accomplished, and has the code actually been used on a Pi or is it a work in progress?", author="u1")
    rec(BNO055, [b1, b2, b3], I2_STRETCH, False, SELF, [], None, author="u2")
    lend(BNO055, [b1, b2], I2_MASTER, SAME, KANFLO)

    w1 = (U, "I2C Broadcom bug workaround.", "u1")
    w2 = (U, "And now.... add a level shifter and 40cm of extension cable.. Does it work then?", "u2")
    w3 = (U, "I'm not convinced.", "u2")
    w4 = (U, "I'm experiencing issues with SMBus between a Respberry Pi and an ATMEGA 324PA - could these be related to this issue?", "u3")
    rec(RPI254, [w1], w2[1], True, "ellipsis", ["it"], "Does the Raspberry Pi I2C Broadcom bug workaround still work after adding a level shifter and 40cm of extension cable?", author="u2")
    rec(RPI254, [w1, w2], "Chances are that this causes enough delay on the \"up\" side of the waveforms, and all of a sudden, the bug strikes again.", True, "pronoun", ["this", "the bug"], "A level shifter and 40cm of cable probably delay the rising edges enough that the Broadcom I2C clock-stretching bug strikes again despite the workaround.", author="u2")
    rec(RPI254, [w1, w2, w3], w4[1], True, "pronoun", ["these", "this issue"], "Could my SMBus issues between a Raspberry Pi and an ATMEGA 324PA be related to the Broadcom I2C clock-stretching bug?", author="u3")
    rec(RPI254, [w1, w2, w3, w4], "I would have to agree with Broadcom employees.", True, "ellipsis", [], "I agree with the Broadcom employees about the Raspberry Pi I2C clock-stretching bug being restricted to the first half-clock after a byte's final bit.", author="u4")
    lend(RPI254, [w1], I2_HANG, SAME, KANFLO)

    c1 = (U, "I2C clock-stretching bug", "u1")
    c2 = (U, "I just came across this hint now and I quickly tested the option with a Raspberry Pi Zero W connected to an Arduino (ATmega88): after this setting, the communication via I2C hw bus seems stable at 100 KHz by now.", "u2")
    c4 = (U, "could be possible make the similar or any other i2c modification for Rpi3B+ BCM2837B0 for elimination of SDA short pulses?", "u3")
    c5 = (U, "I have problem with reliability of i2c communication with Rpi3B+ when RF interference occured.", "u3")
    rec(RPI4884, [c1], c2[1], True, "pronoun", ["this hint", "the option", "this setting"], "Setting i2c-bcm2835.clk_tout_ms to 0 on a Raspberry Pi Zero W talking to an ATmega88 makes hardware I2C seem stable at 100 kHz.", author="u2")
    rec(RPI4884, [c1, c2], "The default value was [35 milliseconds]", True, "ellipsis", ["The default value"], "The default Raspberry Pi i2c-bcm2835 clock stretch timeout (clk_tout_ms) was 35 milliseconds.", author="u2")
    rec(RPI4884, [c1, c2], c4[1], True, "ellipsis", ["the similar"], "Is a similar I2C modification possible for the Raspberry Pi 3B+ (BCM2837B0) to eliminate short pulses on SDA?", author="u3")
    rec(RPI4884, [c1, c2, c4], c5[1], False, SAME, [], None, author="u3")
    lend(RPI4884, [c1], I2_NINE, SAME, KANFLO)

    f1 = (U, "Raspbian I2C default driver fails since change to kernel 4.9.y", "u1")
    f2 = (U, "I had a I2C connected sensor working fine for more than a year with raspbian jessie and kernel 4.4.y - then i decided to try an update to raspbian stretch 2 weeks ago.\nWith that I2C didn't work anymore.", "u1")
    f3 = (U, "Giving the command line `$ i2cget -y 1 0x48 0x52` results in an invalid byte read (0xFF returned - 0x00 expected).", "u1")
    f4 = (U, "Reducing the baudrate results in a working transfer somewhere at baudrates of 4000 baud.", "u1")
    f5 = (U, "Going to rates in the range of 10k works for short transfers like single byte or word - not for blockread of up to 32 bytes.", "u1")
    rec(RPIFW, [f1, f2], f3[1], True, "ellipsis", [], "Since Raspbian's kernel 4.9.y, `i2cget -y 1 0x48 0x52` on my sensor returns an invalid byte (0xFF instead of 0x00).", author="u1")
    rec(RPIFW, [f1, f2, f3], f4[1], True, "ellipsis", [], "Reducing the Raspberry Pi's I2C baudrate to around 4000 baud makes the sensor transfer work under kernel 4.9.y.", author="u1")
    rec(RPIFW, [f1, f2, f3, f4], f5[1], True, "ellipsis", ["rates"], "I2C rates around 10k work on kernel 4.9.y for short transfers like a single byte or word, but not for block reads of up to 32 bytes.", author="u1")
    rec(RPIFW, [f1, f2, f3, f4, f5], "Looks like the timing issue sums up or is caused by latency.", True, "pronoun", ["the timing issue"], "The Raspberry Pi kernel 4.9.y I2C timing issue looks like it sums up or is caused by latency.", author="u1")
    lend(RPIFW, [f1, f2], I2_STUCK, SAME, DS3231)

    e1 = (U, "The 'clock stretch limit' is artificial, not part of the I2C spec", "u1")
    e2 = (U, "Lucky me, it compiled the first time!  I added a line inside the end of freeBus() so I could simulate a stuck bus that got cleared, and see two errors.", "u2")
    e3 = (U, "One, you're not clocking it 9 times, you exit as soon as SDA appears to be high.", "u2")
    rec(ESPI2C, [e1, e2], e3[1], True, "ellipsis", ["it"], "ESP8266-I2C-Driver's freeBus() does not clock the stuck I2C bus 9 times; it exits as soon as SDA appears to be high.", author="u2")
    rec(ESPI2C, [e1, e2, e3], "Second, there's a glitch (it looks like somewhere elsewhere in twi_status) that's a total of 1.170us wide", True, "ellipsis", ["Second"], "The second error in ESP8266-I2C-Driver's bus clearing: a glitch on SDA, apparently from somewhere in twi_status, 1.170us wide.", author="u2")
    rec(ESPI2C, [e1, e2, e3], "I can shoot a scope picture if you want it, but that describes it.", True, "pronoun", ["it", "that"], "I can take a scope picture of the ESP8266-I2C-Driver freeBus() glitch if you want it.", author="u2")
    lend(ESPI2C, [e1], I2_NINE, SAME, KANFLO)

    z1 = (U, "I2C stucks after clock stretching time exceeds", "u1")
    z2 = (A, "Checking for clock stretching is implemented the same way for `brzo_i2c_write` and `brzo_i2c_read`, so  I stick with the former for my explanation here.", "u2")
    z3 = (A, "Now, SCL ist still low, because the slave still pulls it down, although the master has released SCL.", "u2")
    z4 = (A, "But, what happens with SDA?", "u2")
    rec(BRZO, [z1, z2], z3[1], True, "pronoun", ["it"], "After brzo_i2c's clock stretch timeout is exceeded, SCL is still low because the slave still pulls it down, although the master has released SCL.", author="u2")
    rec(BRZO, [z1, z2, z3], z4[1], True, "ellipsis", [], "What happens with SDA after brzo_i2c's clock stretch timeout is exceeded?", author="u2")
    rec(BRZO, [z1, z2, z3, z4], "But, if the last bit was 0, SDA remains low even after the timeout was exceeded.", True, "ellipsis", ["the last bit", "the timeout"], "If the last bit brzo_i2c wrote was 0, SDA remains low even after the clock stretch timeout was exceeded.", author="u2")
    lend(BRZO, [z1], I2_STUCK, SAME, DS3231)

    k1 = (U, "[Enhancement] -- Provide \"bus reset\" functionality", "u1")
    k3 = (U, "At least as I understand it, the master can \"force a reset\" by clocking at least 9 times.", "u1")
    rec(KANFLO, [k1], I2_HANG, False, SAME, [], None, author="u1")
    rec(KANFLO, [k1, (U, I2_HANG, "u1")], k3[1], True, "ellipsis", [], "As I understand it, an I2C master such as the esp-open-rtos driver can force a bus reset by clocking at least 9 times.", author="u1")
    rec(KANFLO, [k1, (U, I2_HANG, "u1"), k3], "Another reference that seems clear and reputable is http://www.analog.com/media/en/technical-documentation/application-notes/54305147357414AN686_0.pdf", True, "ellipsis", ["Another reference"], "Another clear, reputable reference on I2C bus reset by clocking is Analog Devices AN-686: http://www.analog.com/media/en/technical-documentation/application-notes/54305147357414AN686_0.pdf", author="u1")
    lend(KANFLO, [k1], I2_STRETCH, SAME, BNO055)

    o1 = (U, "[i2c] Add detection of SDA stuck-at-zero faults", "u1")
    o2 = (U, "For multi-controller use cases, add a bus timeout condition that triggers when SCL has been held high and SDA has been held low for the bus timeout duration.", "u1")
    o3 = (U, "This helps with detecting stuck-at-zero faults, following the recommendations of the SMBus spec.", "u1")
    rec(OPENTITAN, [o1], o2[1], True, "ellipsis", [], "For multi-controller use, OpenTitan's I2C block adds a bus timeout that triggers when SCL has been high and SDA low for the bus timeout duration.", author="u1")
    rec(OPENTITAN, [o1, o2], o3[1], True, "pronoun", ["This"], "OpenTitan's SDA-low bus timeout helps detect stuck-at-zero faults, following the SMBus spec's recommendations.", author="u1")
    rec(OPENTITAN, [o1, o2, o3], "However, if this is to go in, somebody probably needs to take it over and make sure the implementation isn't dumb ;)", True, "pronoun", ["this", "it", "the implementation"], "If OpenTitan's SDA stuck-at-zero detection PR is to go in, somebody probably needs to take it over and check the implementation.", author="u1")
    lend(OPENTITAN, [o1], I2_NINE, SAME, KANFLO)

    d1 = (U, "I2C Clear Bus", "u1")
    d3 = (U, "The most common solution is to send out a few clock pulses followed by a STOP condition.", "u1")
    d4 = (U, "About 9 clock pulses should be enough, but there are non-standard I2C devices for 16-bit data. That would require 17 clock pulses.", "u1")
    rec(DS3231, [d1], I2_STUCK, False, SAME, [], None, author="u1")
    rec(DS3231, [d1, (U, I2_STUCK, "u1")], d3[1], True, "ellipsis", [], "The most common solution for a stuck I2C bus is to send out a few clock pulses followed by a STOP condition.", author="u1")
    rec(DS3231, [d1, (U, I2_STUCK, "u1"), d3], d4[1], True, "ellipsis", [], "About 9 clock pulses should be enough to clear a stuck I2C bus, but non-standard I2C devices with 16-bit data would require 17.", author="u1")
    lend(DS3231, [d1], I2_HANG, SAME, KANFLO)

    y1 = (U, "Add hal_i2c_clear_bus to I2C timeout recovery", "u1")
    y2 = (U, "This is a fix for situations where a slave device is left holding the SDA line low, which effectively prevents the master from regaining control of the bus.", "u1")
    y3 = (U, "This can occur if an I2C transaction fails in the middle of reading data from some slave devices.", "u1")
    rec(MYNEWT, [y1], y2[1], True, "pronoun", ["This"], "mynewt's hal_i2c_clear_bus in I2C timeout recovery fixes situations where a slave device is left holding SDA low, preventing the master from regaining control of the bus.", author="u1")
    rec(MYNEWT, [y1, y2], y3[1], True, "pronoun", ["This"], "A slave device can be left holding the I2C SDA line low if an I2C transaction fails in the middle of reading data from some slave devices.", author="u1")
    rec(MYNEWT, [y1, y2, y3], "Note: The fix is inserted between TWI disable/enabled because TWI must be disabled in order for the SCL and SDA pins to be driven using GPIO functionality.", True, "ellipsis", ["The fix"], "mynewt's hal_i2c_clear_bus call is inserted between TWI disable and enable because TWI must be disabled for the SCL and SDA pins to be driven as GPIO.", author="u1")
    lend(MYNEWT, [y1], I2_NINE, SAME, KANFLO)


# ---- DNS message size: the TC bit, EDNS0 buffer sizes and retrying over TCP ----
DNSSOCK = GH + "mafintosh/dns-socket/issues/11"
ROUTEDNS = GH + "folbricht/routedns/issues/170"
TETSUO = GH + "7etsuo/tetsuo-pulse/pull/234"
MIHOMO = GH + "MetaCubeX/mihomo/pull/3043"
FLAGDAY = GH + "dns-violations/dnsflagday/issues/125"
SEALC = GH + "hackerfactor/SEAL-C/issues/17"
DNSCLIENT = GH + "MichaCo/DnsClient.NET/issues/52"
HICKORY = GH + "hickory-dns/hickory-dns/issues/178"
DN_512 = "When the response size exceeds 512 byte, a DNS server will reply with the TC flag set, which indicates the client should retry the query over TCP."
DN_1232 = "According to [DNS flag day 2020 recommendations][1], the minimum safe size is 1232 because it prevents fragmentation in most networks."
DN_PROXIES = "There are still a lot of proxies and routers and firewalls artificially truncating the payload."
DN_TCBIT = "TC is a bit in the DNS **response header** — only the party composing the\nreply can set it"
DN_SIZES = "With DNS, there are different sizes of responses.\nUDP: Max size is 512.\nEDNS0: Max size is 4096\nTCP: Max size is 65536"


def _dns(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Support TCP fallback", "u1")
    a3 = (U, "The response object will have `flag_trunc` property set which indicates TCP should be attempted.", "u1")
    a4 = (A, "The other way to handle responses that are larger than 512 bytes is to use the EDNS(0) option  as described in [RFC 6891](https://tools.ietf.org/html/rfc6891) to specify the maximum MTU over UDP.", "u2")
    rec(DNSSOCK, [a1], DN_512, False, SAME, [], None, author="u1")
    rec(DNSSOCK, [a1, (U, DN_512, "u1")], a3[1], True, "ellipsis", ["The response object"], "For a DNS answer over 512 bytes, dns-socket's response object has `flag_trunc` set, which indicates TCP should be attempted.", author="u1")
    rec(DNSSOCK, [a1, (U, DN_512, "u1"), a3], a4[1], True, "ellipsis", ["The other way"], "Besides retrying over TCP, dns-socket could handle DNS responses larger than 512 bytes with the EDNS(0) option of RFC 6891, which states the maximum size over UDP.", author="u2")
    rec(DNSSOCK, [a1, (U, DN_512, "u1"), a3, a4], "This is typically 4096 bytes.", True, "pronoun", ["This"], "The EDNS(0) maximum UDP payload size is typically 4096 bytes.", author="u2")
    lend(DNSSOCK, [a1], DN_1232, SAME, ROUTEDNS)

    r1 = (U, "UDP resolver should fallback to TCP on truncation.", "u1")
    r2 = (U, "This issue is about the same as #93, that was not properly fixed in fact.That \"fix\" just set EDNS buffer size to 4096 that does not completely prevent truncation but also introduces potential problems because of possible packet fragmentation.", "u1")
    r4 = (U, "Some servers, e.g. 1.1.1.1, ignore EDNS buffer size in request and truncate all large messages (bigger than 1232 in case of 1.1.1.1).", "u1")
    r5 = (U, "UDP resolver should check the `TC` flag in answers and fallback to TCP if it is set. I also suggest to make EDNS buffer size configurable and set it to 1232 by default.", "u1")
    r6 = (U, "This issue also affects DTLS resolver that should also have a fallback alternative.", "u1")
    rec(ROUTEDNS, [r1], r2[1], True, "pronoun", ["This issue"], "routedns's missing TCP fallback on truncation is about the same as #93, which was not properly fixed: setting the EDNS buffer size to 4096 does not prevent truncation and risks fragmentation.", author="u1")
    rec(ROUTEDNS, [r1, r2], DN_1232, False, SAME, [], None, author="u1")
    rec(ROUTEDNS, [r1, r2, (U, DN_1232, "u1")], r4[1], False, SAME, [], None, author="u1")
    rec(ROUTEDNS, [r1, r2, (U, DN_1232, "u1"), r4], r5[1], True, "ellipsis", ["UDP resolver"], "routedns's UDP resolver should check the TC flag in answers and fall back to TCP if it is set; the EDNS buffer size should be configurable and default to 1232.", author="u1")
    rec(ROUTEDNS, [r1, r2, (U, DN_1232, "u1"), r4, r5], r6[1], True, "pronoun", ["This issue"], "routedns's missing fallback on truncation also affects its DTLS resolver, which should also have a fallback alternative.", author="u1")
    lend(ROUTEDNS, [r1], DN_PROXIES, SAME, DNSCLIENT)

    t1 = (U, "feat(dns): implement EDNS0 UDP payload size fallback (RFC 6891)", "u1")
    t2 = (U, "Add `SocketDNS_PayloadState` enum for progressive fallback states (4096 → 1400 → 512 → TCP)", "u1")
    t3 = (U, "Enforce RFC 6891 Section 6.2.3 minimum (512 bytes)", "u1")
    rec(TETSUO, [t1], t2[1], True, "ellipsis", [], "tetsuo-pulse's EDNS0 fallback adds a `SocketDNS_PayloadState` enum for progressive fallback states (4096 → 1400 → 512 → TCP).", author="u1")
    rec(TETSUO, [t1, t2], t3[1], True, "ellipsis", [], "tetsuo-pulse's EDNS0 payload size fallback enforces the RFC 6891 Section 6.2.3 minimum of 512 bytes.", author="u1")
    rec(TETSUO, [t1, t2, t3], "This enables intelligent UDP payload size selection per RFC 6891 Section 6.2.5, progressively falling back on failures until TCP is required.", True, "pronoun", ["This"], "tetsuo-pulse's EDNS0 payload tracker enables UDP payload size selection per RFC 6891 Section 6.2.5, falling back on failures until TCP is required.", author="u1")
    lend(TETSUO, [t1], DN_512, SAME, DNSSOCK)

    m1 = (U, "fix: truncate udp dns replies to the client's advertised buffer size", "u1")
    m2 = (U, "Two UDP reply paths ignored the client's advertised EDNS0 buffer size:", "u1")
    m3 = (U, "**DNS listener** (`dns/server.go`): oversized UDP replies were sent without\n  any truncation.", "u1")
    rec(MIHOMO, [m1], m2[1], True, "ellipsis", [], "Two of mihomo's UDP DNS reply paths ignored the client's advertised EDNS0 buffer size.", author="u1")
    rec(MIHOMO, [m1, m2], m3[1], True, "ellipsis", [], "mihomo's DNS listener (dns/server.go) sent oversized UDP replies without any truncation.", author="u1")
    rec(MIHOMO, [m1, m2, m3], "**TUN hijack path** (`component/resolver/relay.go`): replies were only\n  capped at a fixed `SafeDnsPacketSize` (2048), not at the size the client\n  actually advertised.", True, "ellipsis", [], "mihomo's TUN hijack path (component/resolver/relay.go) capped DNS replies only at a fixed SafeDnsPacketSize of 2048, not at the client's advertised EDNS0 size.", author="u1")
    rec(MIHOMO, [m1, m2, m3], DN_TCBIT, False, SAME, [], None, author="u1")
    lend(MIHOMO, [m1], DN_SIZES, SAME, SEALC)

    f1 = (U, "flag day 2020: Recommended EDNS buffer size", "u1")
    f2 = (U, "Looks like we are coming to the end of this discussion, currently 4 suggestions for 1232 and 1 for 1200.", "u2")
    f3 = (U, "To make things explicit, this states setting the TC bit on replies that exceed\nthose sizes *in the server*?", "u3")
    f5 = (U, "We're still dealing with crazy musl libc clients that doesn't even implement \nretry over tcp.", "u3")
    rec(FLAGDAY, [f1, f2], f3[1], True, "pronoun", ["this", "those sizes"], "Does the DNS flag day 2020 recommendation mean servers should set the TC bit on replies that exceed the recommended EDNS buffer size (1232)?", author="u3")
    rec(FLAGDAY, [f1, f2, f3], "Yes.", True, "ellipsis", [], "Yes, the DNS flag day 2020 recommendation means servers set the TC bit on replies exceeding the EDNS buffer size.", author="u4")
    rec(FLAGDAY, [f1, f2, f3, (U, "Yes.", "u4")], "OK, I will not implement that behavior in CoreDNS", True, "pronoun", ["that behavior"], "I will not make CoreDNS set the TC bit on replies exceeding the flag day 2020 EDNS buffer size.", author="u3")
    rec(FLAGDAY, [f1, f2, f3, (U, "Yes.", "u4"), (U, "OK, I will not implement that behavior in CoreDNS", "u3")], f5[1], False, SAME, [], None, author="u3")
    lend(FLAGDAY, [f1], DN_PROXIES, SAME, DNSCLIENT)

    s1 = (U, "DNS does not handle large results", "u1")
    s3 = (U, "If there is too much data, then the DNS packet sets a 'truncated' (ns_f_tc) flag.", "u1")
    rec(SEALC, [s1], DN_SIZES, False, SAME, [], None, author="u1")
    rec(SEALC, [s1, (U, DN_SIZES, "u1")], s3[1], False, SAME, [], None, author="u1")
    rec(SEALC, [s1, (U, DN_SIZES, "u1"), s3], "The code should use UDP or EDNS0.\nIf it sees the truncated flag, then switch to TCP.", True, "pronoun", ["The code", "it"], "SEAL-C's DNS code should use UDP or EDNS0 and switch to TCP when it sees the truncated flag.", author="u1")
    lend(SEALC, [s1], DN_1232, SAME, ROUTEDNS)

    d1 = (U, "DnsResponseException: Trying to read truncated (invalid) response", "u1")
    d2 = (A, "Well, obviously this is incomplete data, the header states there are 18 answers.\n\nThe data contains 8 of those answers. Reading the 9th answer then fails.", "u2")
    d3 = (A, "The suspicious thing here is that the array is exactly 512 bytes, which is exactly the magic number which defines the limit of a DNS UDP payload in the classic DNS spec (before EDNS0).", "u2")
    d5 = (A, "In your case though, that flag is **not** set which is actually not a valid response.", "u2")
    rec(DNSCLIENT, [d1], d2[1], True, "pronoun", ["this"], "The DNS response DnsClient.NET fails to read is incomplete: its header states 18 answers, the data contains 8, and reading the 9th fails.", author="u2")
    rec(DNSCLIENT, [d1, d2], d3[1], True, "ellipsis", ["the array"], "The suspicious thing about the truncated response DnsClient.NET rejects is that it is exactly 512 bytes, the classic DNS UDP payload limit before EDNS0.", author="u2")
    rec(DNSCLIENT, [d1, d2, d3], DN_PROXIES, False, SAME, [], None, author="u2")
    rec(DNSCLIENT, [d1, d2, d3, (A, DN_PROXIES, "u2")], d5[1], True, "pronoun", ["that flag", "your case"], "In the reported DnsClient.NET case the truncation flag is not set on the 512-byte response, which is not a valid response.", author="u2")
    lend(DNSCLIENT, [d1], DN_TCBIT, SAME, MIHOMO)

    h1 = (U, "[Resolver] Promote to TCP on truncated responses", "u1")
    h2 = (U, "Some upstream resolvers/servers will respond with truncation specified if a dns packet is larger than 512 bytes.", "u1")
    h3 = (U, "The resolver should be configured to switch to TCP in these cases.", "u1")
    rec(HICKORY, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(HICKORY, [h1, h2], h3[1], True, "pronoun", ["The resolver", "these cases"], "hickory-dns's resolver should switch to TCP when an upstream server responds with truncation for a DNS packet larger than 512 bytes.", author="u1")
    rec(HICKORY, [h1, h2, h3], "This requires adding some logic to limit the request to TCP only nameservers from the NameServerPool.", True, "pronoun", ["This"], "Promoting hickory-dns resolver queries to TCP on truncation requires logic to limit the request to TCP-only nameservers from the NameServerPool.", author="u1")
    rec(HICKORY, [h1, h2, h3], "Fixed in #189", True, "ellipsis", [], "hickory-dns's promotion to TCP on truncated responses was fixed in #189.", author="u1")
    lend(HICKORY, [h1], DN_SIZES, SAME, SEALC)


# ---- glibc symbol versions: "version `GLIBC_2.xx' not found" from binaries built on newer distributions ----
ASSCAN = GH + "cpeoples/ansible-security-scanner/pull/48"
HINDSIGHT = GH + "vectorize-io/hindsight/issues/2321"
OAMA = GH + "pdobsan/oama/issues/15"
CSVQ = GH + "mithrandie/csvq/issues/110"
PGANALYZE = GH + "pganalyze/collector/pull/388"
CURATARR = GH + "OrchestratedChaos/curatarr/pull/210"
JIMMY = GH + "marph91/jimmy/issues/32"
ARCTIC = GH + "rmottola/Arctic-Fox/issues/343"
BT3 = GH + "z3xox/BT3-Recomp/pull/23"
GL_FWD = "glibc is backward- but not forward-compatible"
GL_MIN = "glibc is a minimum requirement (based on the version its built with), but you can have a newer glibc release on the host and it will know what to do."
GL_HOST = "A native build inherits the **build host's** glibc."


def _glibc(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Build release binaries on manylinux for older glibc compatibility", "u1")
    a2 = (U, "The release workflow built the standalone PyInstaller binary on the ubuntu-24.04 runner, which links against glibc 2.39.", "u1")
    a3 = (U, "The resulting `.deb` and `.rpm` failed to load on RHEL/Rocky 9 (glibc 2.34) with `GLIBC_2.38 not found`, since glibc is backward but not forward compatible.", "u1")
    rec(ASSCAN, [a1], a2[1], True, "ellipsis", ["The release workflow"], "ansible-security-scanner's release workflow built the standalone PyInstaller binary on the ubuntu-24.04 runner, which links against glibc 2.39.", author="u1")
    rec(ASSCAN, [a1, a2], a3[1], True, "pronoun", ["The resulting `.deb` and `.rpm`"], "ansible-security-scanner's .deb and .rpm built on ubuntu-24.04 failed to load on RHEL/Rocky 9 (glibc 2.34) with `GLIBC_2.38 not found`.", author="u1")
    rec(ASSCAN, [a1, a2, a3], "The binary is now built inside `manylinux_2_28` (glibc 2.28), so the packages run on every currently supported distro.", True, "pronoun", ["The binary", "the packages"], "ansible-security-scanner's release binary is now built inside manylinux_2_28 (glibc 2.28), so its packages run on every currently supported distro.", author="u1")
    lend(ASSCAN, [a1], GL_MIN, SAME, PGANALYZE)

    h1 = (U, "GLIBC_2.39 not found when running hindsight binary on older Linux systems", "u1")
    h2 = (U, "When running the hindsight CLI (built from the current CI release artifacts), the binary fails to start on systems with older versions of glibc.", "u1")
    h3 = (U, "Build Linux binaries on Ubuntu 20.04\n- This targets glibc ~2.31, significantly improving compatibility", "u1")
    h4 = (U, "Switch Linux builds to a fully static musl target (x86_64-unknown-linux-musl)\n- Eliminates glibc dependency entirely", "u1")
    rec(HINDSIGHT, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(HINDSIGHT, [h1, h2], h3[1], True, "ellipsis", [], "Build hindsight's Linux binaries on Ubuntu 20.04, targeting glibc ~2.31 for wider compatibility.", author="u1")
    rec(HINDSIGHT, [h1, h2, h3], h4[1], True, "ellipsis", [], "Alternatively, switch hindsight's Linux builds to a fully static musl target (x86_64-unknown-linux-musl) to eliminate the glibc dependency.", author="u1")
    rec(HINDSIGHT, [h1, h2, h3, h4], "The binary should run on commonly deployed Linux distributions without requiring bleeding-edge glibc versions.", True, "ellipsis", ["The binary"], "The hindsight binary should run on commonly deployed Linux distributions without requiring bleeding-edge glibc versions.", author="u1")
    lend(HINDSIGHT, [h1], GL_HOST, SAME, BT3)

    o1 = (U, "The official binary fails if the glib version is not 2.34", "u1")
    o2 = (U, "But glibc 2.33 is shipped in Slint 15.0. What can be done? Is a previous version using glibc-2.33?", "u1")
    o3 = (U, "But as a distribution maintainer I would prefer shipping a repackaged official binary, as I already do for pandoc.", "u1")
    o4 = (A, "I cannot offer any better solution than what I suggested in #10, that is build from source.", "u2")
    rec(OAMA, [o1], o2[1], True, "ellipsis", ["a previous version"], "Slint 15.0 ships glibc 2.33 but the official mailctl binary needs GLIBC_2.34; what can be done, and does a previous mailctl release use glibc 2.33?", author="u1")
    rec(OAMA, [o1, o2], o3[1], True, "ellipsis", ["a repackaged official binary"], "As a distribution maintainer I would prefer shipping a repackaged official mailctl binary rather than building it, as I already do for pandoc.", author="u1")
    rec(OAMA, [o1, o2, o3], o4[1], True, "ellipsis", [], "For the mailctl binary needing GLIBC_2.34 on Slint 15.0, there is no better solution than the one suggested in #10: build from source.", author="u2")
    rec(OAMA, [o1, o2, o3, o4], "Thanks for your fast answer anyway.", True, "ellipsis", ["your fast answer"], "Thanks for the fast answer about the mailctl binary's glibc requirement anyway.", author="u1")
    lend(OAMA, [o1], GL_FWD, SAME, CURATARR)

    c1 = (U, "not static binary?", "u1")
    c2 = (U, "/lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found\n\ni have older version of libc", "u1")
    c3 = (A, "Yes, the binaries currently distributed are not static binaries.\nIf it does not work, you will need to build from source.", "u2")
    rec(CSVQ, [c1], c2[1], True, "ellipsis", [], "The csvq binary fails with \"/lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found\" on my older libc.", author="u1")
    rec(CSVQ, [c1, c2], c3[1], True, "ellipsis", ["it"], "The csvq binaries currently distributed are not static; if one fails with GLIBC_2.34 not found, build csvq from source.", author="u2")
    lend(CSVQ, [c1], GL_MIN, SAME, PGANALYZE)

    p1 = (U, "Release task: Use Ubuntu 20.04 release to release binary with older glibc", "u1")
    p2 = (U, "GitHub actions automatically updated the \"ubuntu-latest\" release to 22.04, which uses a fairly new glibc that breaks use of the release binary on older operating systems.", "u1")
    p3 = (U, "As a side note, I've done a manual rebuild of the collector binary [on the last release] - so this is mainly intended to fix this going forward.", "u1")
    p4 = (A, "Is the converse not a problem? That is, using the older-build binary on newer distributions?", "u2")
    rec(PGANALYZE, [p1], p2[1], True, "ellipsis", ["the release binary"], "GitHub Actions moved ubuntu-latest to 22.04, whose fairly new glibc breaks the pganalyze collector's release binary on older operating systems.", author="u1")
    rec(PGANALYZE, [p1, p2], "Since we're not in a rush to build on 22.04 for the release task, pin to 20.04 to ensure an older minimum required glibc version.", True, "ellipsis", ["the release task"], "Since pganalyze's collector need not build on Ubuntu 22.04, pin its release task to 20.04 to keep an older minimum required glibc.", author="u1")
    rec(PGANALYZE, [p1, p2, p3], p4[1], True, "ellipsis", ["the converse", "the older-build binary"], "Is running the pganalyze collector binary built on Ubuntu 20.04 on newer distributions a problem?", author="u2")
    rec(PGANALYZE, [p1, p2, p3, p4], "Works fine - " + GL_MIN, True, "ellipsis", [], "Running the pganalyze collector binary built on older Ubuntu on newer distributions works fine: glibc is a minimum requirement based on the version it's built with.", author="u1")
    lend(PGANALYZE, [p1], GL_HOST, SAME, BT3)

    q1 = (U, "fix: Linux binaries required newer glibc than most server distros ship (2.10.5)", "u1")
    q2 = (U, "Both `curatarr-linux-x86_64` and `curatarr-linux-arm64` were built directly on runners that resolve to Ubuntu 24.04 (glibc 2.39).", "u1")
    q4 = (U, "Both Linux matrix entries now build inside a pinned `manylinux_2_28` container (glibc 2.28) instead of directly on the runner.", "u1")
    rec(CURATARR, [q1], q2[1], False, SAME, [], None, author="u1")
    rec(CURATARR, [q1, q2], GL_FWD + ", so the published binary failed to even start on Debian 12 (glibc 2.36), Ubuntu 22.04 LTS (2.35), and RHEL/Rocky/Alma 9 (2.34)", True, "ellipsis", ["the published binary"], "Because glibc is not forward-compatible, curatarr's published Linux binary built on Ubuntu 24.04 failed to start on Debian 12, Ubuntu 22.04 LTS and RHEL/Rocky/Alma 9.", author="u1")
    rec(CURATARR, [q1, q2], q4[1], True, "ellipsis", ["Both Linux matrix entries"], "Both of curatarr's Linux release matrix entries now build inside a pinned manylinux_2_28 container (glibc 2.28) instead of directly on the runner.", author="u1")
    rec(CURATARR, [q1, q2, q4], "A new build-time `objdump`-based check fails the job if a future dependency bump silently regresses the floor.", True, "ellipsis", ["the floor"], "A new objdump-based build check in curatarr fails the release job if a dependency bump silently raises the glibc 2.28 floor.", author="u1")
    lend(CURATARR, [q1], GL_HOST, SAME, BT3)

    j1 = (U, "Help install on Linux GLIBC_2.38 not found", "u1")
    j2 = (U, "I get a `version 'GLIBC_2.38' not found` error in Q4OS Linus terminal window when trying to run jimmy-cli-linux that I just downloded.", "u1")
    j3 = (A, "I guess the executable was built with a newer glibc than your system has. What is the output of `ldd --version`?", "u2")
    j5 = (A, "I built an executable in an older container. It should support glibc versions starting from 2.31.", "u2")
    rec(JIMMY, [j1, j2], j3[1], True, "ellipsis", ["the executable"], "The jimmy-cli-linux executable was probably built with a newer glibc than the Q4OS system has; what does `ldd --version` print?", author="u2")
    rec(JIMMY, [j1, j2, j3], "version 2.36...", True, "ellipsis", [], "`ldd --version` on my Q4OS system reports glibc version 2.36.", author="u1")
    rec(JIMMY, [j1, j2, j3, (U, "version 2.36...", "u1")], j5[1], True, "pronoun", ["It"], "A jimmy executable built in an older container should support glibc versions starting from 2.31.", author="u2")
    rec(JIMMY, [j1, j2, j3, (U, "version 2.36...", "u1"), j5], "Works smoothly! Thank you so much!!", True, "ellipsis", [], "jimmy-cli-linux-glibc-compat works smoothly on my Q4OS system with glibc 2.36.", author="u1")
    lend(JIMMY, [j1, j2], GL_FWD, SAME, CURATARR)

    x1 = (U, "Linux: Not able to run on slightly older distributions due to glibc", "u1")
    x2 = (U, "The Linux binary currently needs GLIBC_2.43, presumably because it was built on a very new system.", "u1")
    x3 = (U, "Would it be possible to build the binaries on an older system, e.g., Debian oldstable or something like that? This would increase binary compatibility a lot.", "u1")
    x4 = (A, "I do intel builds on current machines, while more oddball things are for other archs. Binaries are for reference, I hope people build for their own special needs.", "u2")
    rec(ARCTIC, [x1], x2[1], True, "ellipsis", ["The Linux binary"], "Arctic Fox's Linux binary currently needs GLIBC_2.43, presumably because it was built on a very new system.", author="u1")
    rec(ARCTIC, [x1, x2], x3[1], True, "ellipsis", ["the binaries"], "Could Arctic Fox's Linux binaries be built on an older system such as Debian oldstable, to increase binary compatibility?", author="u1")
    rec(ARCTIC, [x1, x2, x3], x4[1], True, "ellipsis", [], "Arctic Fox's Intel builds are done on current machines; the binaries are for reference and people should build for their own needs.", author="u2")
    rec(ARCTIC, [x1, x2, x3, x4], "What version of glibc do have? please run:\n`getconf GNU_LIBC_VERSION `", True, "ellipsis", [], "What glibc version does the Devuan Excalibur system that can't run Arctic Fox have? Run `getconf GNU_LIBC_VERSION`.", author="u2")
    lend(ARCTIC, [x1], GL_MIN, SAME, PGANALYZE)

    t1 = (U, "improvements and fixes", "u1")
    t2 = (U, "Fixes the distributed Linux artifact aborting on Ubuntu/Kubuntu 24.04 (glibc 2.39) with:\n\n```\nbt3-runner: /lib/x86_64-linux-gnu/libm.so.6: version `GLIBC_2.43' not found\n```", "u1")
    t4 = (U, "Built on a rolling distro (Arch, glibc 2.44),\nthe binary needs `GLIBC_2.4x` and can't run on 22.04/24.04.", "u1")
    rec(BT3, [t1], t2[1], True, "ellipsis", [], "BT3-Recomp's pull request fixes the distributed Linux artifact aborting on Ubuntu/Kubuntu 24.04 with 'bt3-runner: version GLIBC_2.43 not found'.", author="u1")
    rec(BT3, [t1, t2], GL_HOST, False, SAME, [], None, author="u1")
    rec(BT3, [t1, t2, (U, GL_HOST, "u1")], t4[1], True, "ellipsis", ["the binary"], "Built on a rolling distro (Arch, glibc 2.44), the bt3-runner binary needs GLIBC_2.4x and can't run on Ubuntu 22.04/24.04.", author="u1")
    rec(BT3, [t1, t2, (U, GL_HOST, "u1"), t4], "**Self-builds are unaffected**: a user compiling on their own distro links their own glibc", True, "ellipsis", [], "BT3-Recomp self-builds are unaffected by the glibc floor: a user compiling on their own distro links their own glibc.", author="u1")
    lend(BT3, [t1], GL_FWD, SAME, CURATARR)


# ---- FAT32's 4 GB file size limit: large copies, exFAT and NTFS ----
NEMO3343 = GH + "linuxmint/nemo/issues/3343"
NEMO2201 = GH + "linuxmint/nemo/issues/2201"
FFPFSC = GH + "KINGDKAK/PS5-FFPFSC-PRO/issues/26"
PS4LINUX = GH + "Hakkuraifu/PS4Linux-Documentation/issues/3"
NXMTP = GH + "liuervehc/nxmtp/issues/4"
RUFUS = GH + "pbatard/rufus/issues/530"
FASTCOPY = GH + "FastCopyLab/FastCopy/issues/159"
WOEUSB = GH + "slacka/WoeUSB/issues/165"
LINUXLIVE = GH + "Tomas-M/linux-live/issues/189"
UNETBOOTIN = GH + "unetbootin/unetbootin/issues/240"
FA_FUND = "This is a fundamental limit for any FAT32 file system."
FA_EXFAT = "exFAT HDD can handle a file much larger than 4GB."
FA_MSFT = "This is a limitation of the FAT system designed by Microsoft."
FA_MTP = "You can transfer files bigger than 4 GB through MTP protocol."
FA_LINUX = "exfat will still work with Linux."
FA_MTPNO = "MTP doesn't support files greater than 4GB."
FA_DRIVES = "FAT cannot work with >4GB drives."


def _fat32(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "can't send a file more then 4GB in FAT32 USB: Error message needed", "u1")
    a2 = (U, "If I want to send a file with more than 4GB to a USB in FAT32 format it doesn't make an error", "u1")
    a3 = (A, FA_FUND + "\nChoose a different file system!", "u2")
    rec(NEMO3343, [a1], a2[1], True, "ellipsis", [], "Nemo shows no error when I send a file larger than 4GB to a FAT32-formatted USB drive.", author="u1")
    rec(NEMO3343, [a1, a2], FA_FUND, True, "pronoun", ["This"], "The 4GB maximum file size is a fundamental limit of any FAT32 file system.", author="u2")
    rec(NEMO3343, [a1, a2, a3], "I know that it is not a bug, but when I want to transfer a large file, it should show me an error so that it does not become a bug.", True, "pronoun", ["it", "it should"], "I know FAT32's 4GB limit is not a Nemo bug, but Nemo should show an error when I transfer a file too large for FAT32.", author="u1")
    lend(NEMO3343, [a1], FA_MTPNO, SAME, NXMTP)

    b1 = (U, "Nemo should warn when copying files too big for fat32", "u1")
    b2 = (U, "I tried to copy a large file on an usb key (6Go) and after a while the copy stopped, and finally failed with a non easy to understand error (error while splicing file).", "u1")
    b3 = (U, "I searched a little and finally found that the problem was that the usb key was formatted in FAT32 (max file size: 4Go).", "u1")
    b4 = (U, "Agree,I had the same problem last days, on a slow USB-Stick. \nSo I copied 30 Minutes for nothing.", "u2")
    b5 = "On most Linux systems (or all I have ever seen) you can copy files bigger than 4gigabytes to an FAT32 filesystem."
    rec(NEMO2201, [b1], b2[1], True, "ellipsis", [], "Copying a 6GB file to a USB key in Nemo stopped after a while and failed with an unclear 'error while splicing file'.", author="u1")
    rec(NEMO2201, [b1, b2], b3[1], True, "ellipsis", ["the problem", "the usb key"], "The reason Nemo's copy of a 6GB file failed with 'error while splicing file' was that the USB key was formatted FAT32 (max file size 4GB).", author="u1")
    rec(NEMO2201, [b1, b2, b3], b4[1], True, "ellipsis", ["the same problem"], "I also had Nemo fail copying a file too big for FAT32 to a slow USB stick, after 30 minutes of copying.", author="u2")
    rec(NEMO2201, [b1, b2, b3, b4], b5, False, SAME, [], None, author="u3")
    lend(NEMO2201, [b1], FA_EXFAT, SAME, FFPFSC)

    c1 = (U, "exFAT HDD 4GB limit?", "u1")
    c2 = (U, "[ERROR] OUTPUT DRIVE IS exFAT — 4 GB per-file limit exceeded.", "u1")
    c3 = (U, "And it does not let me compress the file afterwards.", "u1")
    c4 = (U, "Isn't that 4GB limit is for FAT32 only?", "u1")
    rec(FFPFSC, [c1, c2], c3[1], True, "pronoun", ["it", "the file"], "After the 'OUTPUT DRIVE IS exFAT — 4 GB per-file limit exceeded' error, PS5-FFPFSC-PRO does not let me compress the file.", author="u1")
    rec(FFPFSC, [c1, c2, c3], c4[1], True, "pronoun", ["that 4GB limit"], "Isn't the 4GB per-file limit PS5-FFPFSC-PRO reports for exFAT drives a FAT32-only limit?", author="u1")
    rec(FFPFSC, [c1, c2, c3, c4], FA_EXFAT, False, SAME, [], None, author="u1")
    rec(FFPFSC, [c1, c2, c3, c4, (U, FA_EXFAT, "u1")], "I wonder if it can be fixed? thankyou.", True, "pronoun", ["it"], "Can PS5-FFPFSC-PRO's wrong 4GB limit check on exFAT output drives be fixed?", author="u1")
    rec(FFPFSC, [c1, c2, c3, c4, (U, FA_EXFAT, "u1"), (U, "I wonder if it can be fixed? thankyou.", "u1")], "Yes it's a coding mistake i assume as it's clear there's a mistake and mix between FAT32 format and ExFat.", True, "pronoun", ["it's"], "PS5-FFPFSC-PRO's 4GB limit on exFAT drives is presumably a coding mistake mixing up FAT32 and exFAT.", author="u2")
    lend(FFPFSC, [c1], FA_MTP, SAME, NXMTP)

    d1 = (U, "Question about OS size", "u1")
    d2 = (U, "hello I would like to know why the limit is 3.2GB? Is there any way to increase it to 4GB?", "u1")
    d3 = (A, "That's because of the usage of FAT32 filesystem, which only supports a maximum of 3.2GB files (it's in the name)", "u2")
    d4 = (U, "I researched and it says that the fat32 limit is 4gb and I've also put several 4gb files using fat 32 and it works... but if it's a little more than 4gb then no.", "u1")
    rec(PS4LINUX, [d1], d2[1], True, "ellipsis", ["the limit"], "Why is the PS4 Linux OS size limit 3.2GB, and can it be increased to 4GB?", author="u1")
    rec(PS4LINUX, [d1, d2], d3[1], True, "pronoun", ["That's"], "The PS4 Linux OS size limit comes from using a FAT32 filesystem, which (the answer claims) only supports 3.2GB files.", author="u2")
    rec(PS4LINUX, [d1, d2, d3], d4[1], True, "correction", ["it works"], "FAT32's file size limit is 4GB, not 3.2GB: I've put several 4GB files on FAT32 and it works, but slightly larger files do not.", author="u1")
    rec(PS4LINUX, [d1, d2, d3, d4], "You can use exfat instead of fat32. " + FA_LINUX, True, "ellipsis", [], "For the PS4 Linux OS image you can use exFAT instead of FAT32; exFAT still works with Linux.", author="u3")
    lend(PS4LINUX, [d1], FA_DRIVES, SAME, RUFUS)

    e1 = (U, "Not able to copy files over 4 GB", "u1")
    e2 = (U, "It doesn't let copy files over 4 GB; when it reaches 4 GB, it stops (no error log, no error message, but sounds an alert of error).", "u1")
    e3 = (U, "MicroSD formatted as exFAT, so not FAT32 related problem. Files under 4 GB, no problem.", "u1")
    e4 = (A, "This is an intended behavior of this software.", "u2")
    e5 = (U, "Why is this expected behavior? I'd think if it was formatted as exfat, it shouldn't make a difference", "u3")
    rec(NXMTP, [e1], e2[1], True, "pronoun", ["It"], "nxmtp doesn't let me copy files over 4 GB: when a copy reaches 4 GB it stops with no error message.", author="u1")
    rec(NXMTP, [e1, e2], e3[1], True, "ellipsis", [], "The Switch's microSD is formatted exFAT, so nxmtp's 4 GB copy limit is not FAT32-related; files under 4 GB copy fine.", author="u1")
    rec(NXMTP, [e1, e2, e3], e4[1], True, "pronoun", ["This", "this software"], "nxmtp stopping copies at 4 GB is intended behavior.", author="u2")
    rec(NXMTP, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this", "it"], "Why is nxmtp's 4 GB copy limit expected behavior when the microSD is formatted exFAT?", author="u3")
    rec(NXMTP, [e1, e2, e3, e4, e5], FA_MTPNO, False, SAME, [], None, author="u4")
    rec(NXMTP, [e1, e2, e3, e4, e5, (A, "MTP doesn't support files greater than 4GB.", "u4")], FA_MTP, False, SAME, [], None, author="u1")

    f1 = (U, "FAT format, you can put?", "u1")
    f2 = (U, "Hello, I need to be formatted with FAT, you can put this option?", "u1")
    f3 = (A, "The option is __already__ there.\nIf you don't see it, it's because your USB is bigger than 4GB. FAT cannot work with >4GB drives.", "u2")
    f5 = (A, "Is there a reason you MUST use FAT rather than FAT32? What is it that you are trying to do that can't use FAT32?", "u2")
    rec(RUFUS, [f1, f2], f3[1], True, "ellipsis", ["The option"], "Rufus already has the FAT format option; it is hidden when the USB drive is bigger than 4GB, because FAT cannot work with drives over 4GB.", author="u2")
    rec(RUFUS, [f1, f2, f3], FA_MSFT, True, "pronoun", ["This"], "FAT not working with drives over 4GB is not a limitation of Rufus but of the FAT file system designed by Microsoft.", author="u2")
    rec(RUFUS, [f1, f2, f3, (A, FA_MSFT, "u2")], f5[1], True, "ellipsis", [], "Why must the USB drive be formatted with FAT rather than FAT32 in Rufus?", author="u2")
    rec(RUFUS, [f1, f2, f3, (A, FA_MSFT, "u2"), f5], "MicroSD cards bearing the TomTom GPS", True, "ellipsis", [], "I need FAT rather than FAT32 in Rufus for MicroSD cards used in a TomTom GPS.", author="u1")
    lend(RUFUS, [f1], FA_LINUX, SAME, PS4LINUX)

    g1 = (U, "FAT32の最大ファイルサイズを超えたファイルのコピーで領域が足りないと表示される", "u1")
    g2 = (U, "FAT32 でフォーマットされたＵＳＢメモリに１８ＧＢのファイルをコピーしようとしたところ、領域が足りないと表示されまぎらわしかったので、報告します。", "u1")
    g3 = (U, "ＮＴＦＳでフォーマットし直してコピーはしました。", "u1")
    g4 = (A, "検討しておきます。\nただこれ、Windows側が出しているエラーコードをそのまま表示しているのですよね。", "u2")
    rec(FASTCOPY, [g1], g2[1], True, "ellipsis", [], "FastCopyでFAT32のUSBメモリに18GBのファイルをコピーしようとすると、領域が足りないと表示されまぎらわしい。", author="u1")
    rec(FASTCOPY, [g1, g2], g3[1], True, "ellipsis", [], "18GBのファイルはUSBメモリをNTFSでフォーマットし直してからFastCopyでコピーした。", author="u1")
    rec(FASTCOPY, [g1, g2, g3], g4[1], True, "pronoun", ["これ"], "FastCopyのFAT32サイズ超過時の「空き領域がありません」表示は検討するが、これはWindowsが出すエラーコードをそのまま表示している。", author="u2")
    lend(FASTCOPY, [g1], FA_MTPNO, SAME, NXMTP)

    w1 = (U, "Implement check for \"FAT32 Filesystem 4GiB Single File Size Limitation\"", "u1")
    w2 = (U, "Check if the limitation is reached so we can bail out prematurely and tell users why the device preparation can't be done.", "u1")
    rec(WOEUSB, [w1], w2[1], True, "ellipsis", ["the limitation"], "WoeUSB should check whether the FAT32 4GiB single-file limit is reached, so it can bail out early and tell users why the device preparation can't be done.", author="u1")
    rec(WOEUSB, [w1, w2], "Refer #164 for more info.", True, "ellipsis", [], "See WoeUSB #164 for more on the FAT32 4GiB single-file limit check.", author="u1")
    lend(WOEUSB, [w1], FA_EXFAT, SAME, FFPFSC)

    l1 = (U, "max fat32 filesize vs. iso size", "u1")
    l2 = (U, "IIRC, FAT32 has a max filesize of 4GB - it this not an issue if my ```01-core.sb``` is > 4GB (assuming the USB has plenty of space)?", "u1")
    l3 = (U, "Additionally, are there any things we could remove to reduce total size (user trash, headers, .cache etc?...)", "u1")
    l4 = (U, "Solution is presumably to format the USB drive to NTFS first, which has no such restrictions (at that file size..).", "u1")
    rec(LINUXLIVE, [l1], l2[1], True, "ellipsis", [], "FAT32 has a max file size of 4GB; is that an issue for linux-live if my 01-core.sb is over 4GB, assuming the USB has plenty of space?", author="u1")
    rec(LINUXLIVE, [l1, l2], l3[1], True, "ellipsis", ["total size"], "What could be removed from a linux-live build (user trash, headers, .cache...) to reduce the total size of 01-core.sb?", author="u1")
    rec(LINUXLIVE, [l1, l2, l3], l4[1], True, "ellipsis", ["such restrictions"], "The solution for a linux-live 01-core.sb over 4GB is presumably to format the USB drive NTFS first, which has no FAT32 4GB file size restriction.", author="u1")
    lend(LINUXLIVE, [l1], FA_DRIVES, SAME, RUFUS)

    u1_ = (U, "fat32's 4gb limit", "u1")
    u2_ = (U, "When I try to create a bootable windows 10 with os deepin, it make me upset that the fat32 file system is not friendly with 4gb file, which is need to build a windows bootable usb.", "u1")
    u3_ = (U, "In my views, the win10 iso have one and only file big than 4gb, when it is unpacked.", "u1")
    rec(UNETBOOTIN, [u1_], u2_[1], True, "ellipsis", [], "Creating a bootable Windows 10 USB with UNetbootin on deepin fails because FAT32 does not handle the 4GB file a Windows bootable USB needs.", author="u1")
    rec(UNETBOOTIN, [u1_, u2_], u3_[1], True, "ellipsis", [], "The unpacked Windows 10 ISO has one and only one file bigger than 4GB, which UNetbootin cannot put on FAT32.", author="u1")
    rec(UNETBOOTIN, [u1_, u2_, u3_], "Duplicate of #222.\n\nYou can split `install.wim` into parts to fit into FAT32.", True, "ellipsis", [], "UNetbootin's FAT32 4GB issue is a duplicate of #222; split Windows 10's install.wim into parts to fit on FAT32.", author="u2")
    rec(UNETBOOTIN, [u1_, u2_, u3_, (A, "Duplicate of #222.\n\nYou can split `install.wim` into parts to fit into FAT32.", "u2")], "thanks a lot!!!", True, "ellipsis", [], "Thanks a lot for the tip to split install.wim to fit Windows 10 on FAT32 with UNetbootin.", author="u1")
    lend(UNETBOOTIN, [u1_], FA_LINUX, SAME, PS4LINUX)


# ---- USB HID report descriptors: gamepads and how Windows reads them ----
TEENSYARC = GH + "jjstreet/teensyarcade/issues/3"
DSHIDMINI = GH + "nefarius/DsHidMini/issues/90"
CPYHID = GH + "adafruit/circuitpython/pull/776"
BLEHID6 = GH + "bsiever/microbit-pxt-blehid/issues/6"
BLEHID19 = GH + "bsiever/microbit-pxt-blehid/issues/19"
PICOEX = GH + "raspberrypi/pico-examples/issues/618"
UHK = GH + "UltimateHackingKeyboard/firmware/pull/535"
ESP32MK = GH + "asterics/esp32_mouse_keyboard/pull/63"
HD_FINICKY = "Windows seems to be very finicky about HID descriptors."
HD_REMAP = "Windows may need to use a re-mapper or install a driver (Remapper: https://github.com/x360ce/x360ce)"
HD_8BIT = "It seems, M$ Windows is limiting the HID descriptor to 8bit"
HD_PJRC = "PJRC/Teensy has some good details on how their HID descriptor maps to a joystick: https://www.pjrc.com/teensy/td_joystick.html"
HD_DS4 = "Since in DS4Windows Mode the controller is supposed to be remapped into a virtual controller by DS4Windows, to prevent the famous double-input issue the controller's [HID descriptor was changed](https://github.com/ViGEm/DsHidMini/pull/71) so Windows stopped recognizing it as a gamepad."


def _hid(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "HID Gamepad Devices cannot start in Windows", "u1")
    t2 = (U, "Latest code shows devices in the Windows device manager that cannot start. Reasonably certain they are the gamepad device nodes.", "u1")
    t3 = (U, "Usb gamepads now start but are not listed in windows' game controllers window to calibrate", "u1")
    rec(TEENSYARC, [t1], t2[1], True, "ellipsis", ["Latest code"], "teensyarcade's latest code shows devices in Windows Device Manager that cannot start, probably the gamepad device nodes.", author="u1")
    rec(TEENSYARC, [t1, t2], t3[1], True, "ellipsis", [], "teensyarcade's USB gamepads now start but are not listed in Windows' game controllers window for calibration.", author="u1")
    rec(TEENSYARC, [t1, t2, t3], HD_FINICKY, False, SAME, [], None, author="u1")
    rec(TEENSYARC, [t1, t2, t3, (U, HD_FINICKY, "u1")], "Verified that controllers work as keyboards and gamepads.", True, "ellipsis", ["controllers"], "Verified that teensyarcade's controllers work in Windows as both keyboards and gamepads.", author="u1")
    lend(TEENSYARC, [t1], HD_8BIT, SAME, ESP32MK)

    d1 = (U, "Windows (sometimes) recognizing the controller in DS4Windows mode as a gamepad", "u1")
    d2 = (U, "Some users are reporting that in the latest stable driver Windows still recognizes the controller in DS4Windows Mode as an actual gamepad.", "u1")
    d3 = (U, "Looking at the HID descriptor, it seems as windows is ignoring everything _before_ the usage page is refreshed:", "u1")
    rec(DSHIDMINI, [d1], d2[1], True, "ellipsis", ["the latest stable driver"], "With DsHidMini's latest stable driver, some users report Windows still recognizes the controller in DS4Windows mode as an actual gamepad.", author="u1")
    rec(DSHIDMINI, [d1, d2], "From the image below, Windows is ignoring the X, Y, Z, RZ axes and the T-Hat, though RX and RY as well as the other buttons are recognized as normal", True, "ellipsis", [], "In DsHidMini's DS4Windows mode Windows ignores the X, Y, Z and RZ axes and the hat, but recognizes RX, RY and the other buttons as normal.", author="u1")
    rec(DSHIDMINI, [d1, d2], d3[1], True, "ellipsis", ["the HID descriptor"], "Judging by DsHidMini's DS4Windows-mode HID descriptor, Windows seems to ignore everything before the usage page is refreshed.", author="u1")
    rec(DSHIDMINI, [d1, d2, d3], HD_FINICKY, False, SAME, [], None, qsrc=TEENSYARC, author=None)

    c1 = (U, "HID gamepad support", "u1")
    c2 = (U, "Adds a simple gamepad HID device to the devices that share a common endpoint: mouse, keyboard, consumer controls, and now gamepad.", "u1")
    c3 = (U, "The gamepad shows up to varying degrees in various operating systems:", "u1")
    rec(CPYHID, [c1], c2[1], True, "ellipsis", [], "The CircuitPython PR adds a simple gamepad HID device to the devices sharing a common endpoint: mouse, keyboard, consumer controls and now gamepad.", author="u1")
    rec(CPYHID, [c1, c2], c3[1], True, "ellipsis", ["The gamepad"], "CircuitPython's new HID gamepad shows up to varying degrees in various operating systems.", author="u1")
    rec(CPYHID, [c1, c2, c3], "Firefox and Chrome _can_ see the gamepad via http://html5gamepad.com. You may need to send some events before it shows up.", True, "pronoun", ["the gamepad", "it"], "On macOS, Firefox and Chrome can see CircuitPython's HID gamepad via html5gamepad.com, possibly only after some events are sent.", author="u1")
    lend(CPYHID, [c1], HD_PJRC, SAME, BLEHID19)

    b1 = (U, "Gamepad support", "u1")
    b2 = (U, "Seems to have sticks / buttons, but not D-pad/arrow support.", "u1")
    b3 = (U, "See: http://www.freebsddiary.org/APC/usb_hid_usages.php  for D-pad support.", "u1")
    rec(BLEHID6, [b1, b2], b3[1], True, "ellipsis", [], "For D-pad support in microbit-pxt-blehid's gamepad, see http://www.freebsddiary.org/APC/usb_hid_usages.php", author="u1")
    rec(BLEHID6, [b1, b2, b3], "Semantics:  Figure out a good way to do bitfields for buttons.", True, "ellipsis", [], "For microbit-pxt-blehid's gamepad, figure out a good way to do bitfields for buttons.", author="u1")
    rec(BLEHID6, [b1, b2, b3], HD_REMAP, True, "ellipsis", [], "For microbit-pxt-blehid's gamepad, Windows may need a re-mapper (x360ce) or a driver.", author="u1")
    lend(BLEHID6, [b1], HD_FINICKY, SAME, TEENSYARC)

    g1 = (U, "Test / Revise Gamepad", "u1")
    g2 = (U, "PJRC/Teensy has some good details on how their HID descriptor maps to a joystick: https://www.pjrc.com/teensy/td_joystick.html", "u1")
    g3 = (U, "I've tried several variations (joystick vs. Gampad variations).  Joystick (based on Teensy) didn't seem to be recognized correctly on most platforms.", "u1")
    rec(BLEHID19, [g1], HD_PJRC, False, SAME, [], None, author="u1")
    rec(BLEHID19, [g1, g2], g3[1], True, "ellipsis", [], "I've tried joystick and gamepad variations of microbit-pxt-blehid's descriptor; the Teensy-based joystick wasn't recognized correctly on most platforms.", author="u1")
    rec(BLEHID19, [g1, g2, g3], "Reverted and holding with this report for now.  May want to reconsider having internal state.", True, "pronoun", ["this report"], "microbit-pxt-blehid reverted to the current gamepad report descriptor for now and may reconsider having internal state.", author="u1")
    lend(BLEHID19, [g1], HD_8BIT, SAME, ESP32MK)

    p1 = (U, "HID usb device example dev_hid_composite does not seem to work for gamepads unless you shorten the HID descriptor", "u1")
    p2 = (U, "This compiles and runs, but when I look at the device in the Windows Game Controllers settings, it shows only 32 buttons and none of them show up as pressed when the code attempts to press button 1.", "u1")
    p3 = (U, "It doesn't show the HAT or Analog Axes at all.", "u1")
    p4 = (U, "I did find a workaround.", "u1")
    rec(PICOEX, [p1], p2[1], True, "pronoun", ["This", "the device"], "With pico-examples' dev_hid_composite sending REPORT_ID_GAMEPAD, Windows Game Controllers shows only 32 buttons, none pressed when the code presses button 1.", author="u1")
    rec(PICOEX, [p1, p2], p3[1], True, "pronoun", ["It"], "Windows Game Controllers doesn't show the hat or analog axes of pico-examples' dev_hid_composite gamepad at all.", author="u1")
    rec(PICOEX, [p1, p2, p3], p4[1], True, "ellipsis", ["a workaround"], "I found a workaround for pico-examples' dev_hid_composite gamepad not working in Windows: shorten the HID report descriptor to the gamepad report only.", author="u1")
    lend(PICOEX, [p1], HD_FINICKY, SAME, TEENSYARC)

    k1 = (U, "Add USB gamepad interface", "u1")
    k2 = (U, "The gamepad interface is a normal HID one in terms of software design, pretty much like the others. Using Windows' magic, this HID interface is described as an XBOX360 interface instead.", "u1")
    k3 = (A, "I've tested it, and my UHK properly enumerates on every OS.", "u2")
    rec(UHK, [k1], k2[1], True, "ellipsis", ["The gamepad interface", "the others"], "The UHK firmware's USB gamepad interface is a normal HID interface like its others, but is described to Windows as an XBOX360 interface.", author="u1")
    rec(UHK, [k1, k2], "There is a divergence from the official report layout, `USB_GAMEPAD_REPORT_IN_PADDING` is set to 0 - if the report is not recognized on Windows correctly, this needs to be set to 6.", True, "ellipsis", ["the report"], "The UHK gamepad report diverges from the official XBOX360 layout with USB_GAMEPAD_REPORT_IN_PADDING 0; if Windows doesn't recognize the report, set it to 6.", author="u1")
    rec(UHK, [k1, k2], "Quite a PR!", True, "ellipsis", [], "The UHK firmware USB gamepad interface PR is quite a PR.", author="u2")
    rec(UHK, [k1, k2, (A, "Quite a PR!", "u2")], k3[1], True, "pronoun", ["it"], "I've tested the UHK firmware's USB gamepad interface PR, and my UHK enumerates properly on every OS.", author="u2")
    rec(UHK, [k1, k2, (A, "Quite a PR!", "u2"), k3], "Does the Xbox gamepad only work on Windows", True, "ellipsis", ["the Xbox gamepad"], "Does the UHK's Xbox gamepad interface only work on Windows?", author="u2")
    lend(UHK, [k1], HD_8BIT, SAME, ESP32MK)

    e1 = (U, "Gamepad implementation", "u1")
    e2 = (U, "Finally a working BT joystick interface. Tested with addons & FM3 via jstest-gtk application.", "u1")
    e3 = (U, "OK, there is still a problem with windows 10:", "u1")
    rec(ESP32MK, [e1], e2[1], True, "ellipsis", [], "esp32_mouse_keyboard finally has a working Bluetooth joystick interface, tested with addons and FM3 via jstest-gtk.", author="u1")
    rec(ESP32MK, [e1, e2], e3[1], True, "ellipsis", [], "esp32_mouse_keyboard's Bluetooth joystick interface still has a problem with Windows 10.", author="u1")
    rec(ESP32MK, [e1, e2, e3], HD_8BIT, False, SAME, [], None, author="u1")
    rec(ESP32MK, [e1, e2, e3, (U, HD_8BIT, "u1")], "With Joystick we are using 298B.", True, "ellipsis", [], "With the joystick added, esp32_mouse_keyboard's HID descriptor uses 298 bytes.", author="u1")
    rec(ESP32MK, [e1, e2, e3, (U, HD_8BIT, "u1"), (U, "With Joystick we are using 298B.", "u1")], "There are a few possibilities to save 43B:", True, "ellipsis", [], "There are a few ways to save 43 bytes in esp32_mouse_keyboard's 298-byte HID descriptor.", author="u1")
    lend(ESP32MK, [e1], HD_DS4, SAME, DSHIDMINI)


# ---- tar headers: the 100-character name field, the ustar prefix, PAX and GNU long names ----
RTARCH = GH + "gtreshchev/RuntimeArchiver/issues/7"
MICROTAR = GH + "rxi/microtar/pull/27"
NODETAR = GH + "isaacs/node-tar/issues/217"
GLPITOOLS = GH + "glpi-project/tools/pull/83"
ZIPPY = GH + "guzba/zippy/issues/9"
SHARPC = GH + "adamhathcock/sharpcompress/pull/52"
JTAR = GH + "kamranzafar/jtar/issues/6"
DARTARCH = GH + "brendan-duncan/archive/pull/325"
TA_PAX = "Most modern tar implementations are able to extract such archives."
TA_USTAR = "In USTAR, the **file name (`name`) is limited to 100 characters**, and the **prefix is limited to 155 characters**."
TA_LONGLINK = "Both 7zip and gnu tar use LongLinks by default."
TA_GNU = "File names longer than 100 bytes must be split at a directory separator in two parts, the first being at most 155 bytes long."
TA_PHP = "PAX is bugged in PHP and has not been fixed yet."


def _tar(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "Support for entries with names longer than 100 characters in Tar", "u1")
    r2 = (U, "This can be achieved by using PAX extended header as defined by POSIX 1003.1.", "u1")
    rec(RTARCH, [r1], r2[1], True, "pronoun", ["This"], "RuntimeArchiver can support tar entries with names longer than 100 characters by using the PAX extended header defined by POSIX 1003.1.", author="u1")
    rec(RTARCH, [r1, r2], TA_PAX, True, "pronoun", ["such archives"], "Most modern tar implementations can extract tar archives that use PAX extended headers for names longer than 100 characters.", author="u1")
    lend(RTARCH, [r1], TA_LONGLINK, SAME, SHARPC)
    lend(RTARCH, [r1, r2], TA_PHP, SAME, GLPITOOLS)

    m1 = (U, "Adding longer paths in ustar extension format.", "u1")
    m2 = (U, "This patch adds minimal support for longer paths using Unix Standard TAR. The path limit is extended to 256 bytes, nonetheless filename must fit in less than 100 characters.", "u1")
    rec(MICROTAR, [m1], m2[1], True, "pronoun", ["This patch"], "The microtar patch adds minimal ustar support for longer paths: the path limit becomes 256 bytes, but the file name itself must stay under 100 characters.", author="u1")
    rec(MICROTAR, [m1, m2], "A new error value `MTAR_ENAME` may be returned for invalid input paths.", True, "ellipsis", [], "With the ustar long-path patch, microtar may return a new error value MTAR_ENAME for invalid input paths.", author="u1")
    lend(MICROTAR, [m1], TA_USTAR, SAME, GLPITOOLS)

    n1 = (U, "regress in https://github.com/npm/node-tar/issues/81 ?", "u1")
    n2 = (U, "Seems like file name limited to 99 characters.", "u1")
    n3 = (U, "Is there an ability to switch the format to gnu or posix?\nI did not found related options in the readme.md.", "u1")
    n4 = (A, "It does not seem that way to me.  Can you try running this minimal test script and tell me what you get as a result?", "u2")
    n5 = (A, "Node-tar uses the PAX/Posix header by default when the filename is longer than 99 characters.", "u2")
    rec(NODETAR, [n1], n2[1], True, "ellipsis", [], "node-tar seems to limit file names to 99 characters again (a regression of npm/node-tar#81).", author="u1")
    rec(NODETAR, [n1, n2], n3[1], True, "ellipsis", ["the format"], "Can node-tar's tar format be switched to gnu or posix? I found no such option in its README.", author="u1")
    rec(NODETAR, [n1, n2, n3], n4[1], True, "pronoun", ["It", "that way"], "I don't think node-tar limits file names to 99 characters; can you run a minimal test script and report the result?", author="u2")
    rec(NODETAR, [n1, n2, n3, n4], n5[1], False, SAME, [], None, author="u2")
    rec(NODETAR, [n1, n2, n3, n4, n5], "What are you using to unpack or list the file?", True, "pronoun", ["the file"], "What are you using to unpack or list the node-tar archive whose long file names look truncated?", author="u2")
    rec(NODETAR, [n1, n2, n3, n4, n5, (A, "What are you using to unpack or list the file?", "u2")], "Indeed, the problem was in my midnight commander settings.", True, "ellipsis", ["the problem"], "The truncated long file names in the node-tar archive came from my Midnight Commander settings, not from node-tar.", author="u3")

    g1 = (U, "Fix(Core): Fix ValueError: name is too long", "u1")
    g2 = (U, "**`tarfile` with the USTAR format has a limit on the path length**.", "u1")
    g4 = (U, "Use a format that supports longer paths, such as **PAX_FORMAT**:", "u1")
    g5 = (A, TA_PHP + "\n\nSee https://github.com/php/php-src/issues/19311.", "u2")
    rec(GLPITOOLS, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(GLPITOOLS, [g1, g2], TA_USTAR, False, SAME, [], None, author="u1")
    rec(GLPITOOLS, [g1, g2, (U, TA_USTAR, "u1")], g4[1], True, "ellipsis", [], "To fix 'ValueError: name is too long' in glpi-project's plugin-release, use a tarfile format that supports longer paths, such as PAX_FORMAT.", author="u1")
    rec(GLPITOOLS, [g1, g2, (U, TA_USTAR, "u1"), g4], TA_PHP, False, SAME, [], None, author="u2")
    rec(GLPITOOLS, [g1, g2, (U, TA_USTAR, "u1"), g4, g5], "Maybe you can try gnu instead?", True, "ellipsis", ["instead"], "Instead of PAX_FORMAT, could glpi-project's plugin-release use tarfile's GNU format for long paths?", author="u2")
    rec(GLPITOOLS, [g1, g2, (U, TA_USTAR, "u1"), g4, g5], "`PAX_FORMAT` was previously used and cause issues.", True, "ellipsis", [], "glpi-project's plugin-release previously used tarfile's PAX_FORMAT, and it caused issues.", author="u3")

    z1 = (U, "100 character file name limit in tarballs", "u1")
    z2 = (U, "Currently tarballs cannot have more than 100 characters. Resulting in an error.", "u1")
    z3 = (A, "Longer file paths in tarballs should work now. Tagged in 0.6.2.", "u2")
    rec(ZIPPY, [z1], z2[1], True, "ellipsis", [], "Currently zippy's tarballs cannot have file names of more than 100 characters; it results in an error.", author="u1")
    rec(ZIPPY, [z1, z2], z3[1], True, "ellipsis", [], "Longer file paths in zippy's tarballs should work now, tagged in 0.6.2.", author="u2")
    rec(ZIPPY, [z1, z2, z3], "The standard ustar tar file format limits still apply: each path chunk must be < 100 characters and each prefix path to a file name must be < 155 characters.", True, "ellipsis", [], "The standard ustar limits still apply to zippy's tarballs: each path chunk must be under 100 characters and each prefix path under 155 characters.", author="u2")
    lend(ZIPPY, [z1], TA_LONGLINK, SAME, SHARPC)

    h1 = (U, "Tar long name support", "u1")
    h2 = (U, "Support for writing arbitrarily long filenames in tar archives.", "u1")
    h3 = (U, "This pull request drops the use of the ustar prefix field in favor of the use of LongLinks. As far as I can tell, the use of LongLink is more common than the use of the ustar prefix field.", "u1")
    rec(SHARPC, [h1], h2[1], True, "ellipsis", [], "sharpcompress's tar long name pull request supports writing arbitrarily long file names in tar archives.", author="u1")
    rec(SHARPC, [h1, h2], h3[1], True, "pronoun", ["This pull request"], "sharpcompress's tar long name PR drops the ustar prefix field in favor of GNU LongLinks, which are more common than the prefix field.", author="u1")
    rec(SHARPC, [h1, h2, h3], TA_LONGLINK, False, SAME, [], None, author="u1")
    rec(SHARPC, [h1, h2, h3, (U, TA_LONGLINK, "u1")], "Thanks!", True, "ellipsis", [], "Thanks for sharpcompress's tar long name support pull request.", author="u2")
    lend(SHARPC, [h1], TA_USTAR, SAME, GLPITOOLS)

    j1 = (U, "long file name", "u1")
    j2 = (U, "After doing some tests, I spot that file name longer than 100 characters (including /) are truncated.", "u1")
    j3 = (U, "If you implement it the file name limitation will disappear and jtar will become the most famous tar utility", "u1")
    j4 = (U, "I am using 2.3 and I am seeing the truncated file names when I untar my output.", "u2")
    rec(JTAR, [j1], j2[1], True, "ellipsis", [], "In jtar, file names longer than 100 characters (including /) are truncated.", author="u1")
    rec(JTAR, [j1, j2], j3[1], True, "pronoun", ["it", "the file name limitation"], "If jtar implements the ustar prefix field, its 100-character file name limitation will disappear.", author="u1")
    rec(JTAR, [j1, j2, j3], j4[1], True, "ellipsis", ["the truncated file names"], "With jtar 2.3 I still see file names over 100 characters truncated when I untar my output.", author="u2")
    rec(JTAR, [j1, j2, j3, j4], "Am I doing something wrong?", True, "ellipsis", [], "Am I doing something wrong in my jtar 2.3 code that produces truncated long file names?", author="u2")
    lend(JTAR, [j1], TA_USTAR, SAME, GLPITOOLS)

    d1 = (U, "fix filename extracted from tar archive in ustar format.", "u1")
    d2 = (U, "\"The file's path name is created using this field, or by using this field in connection with the prefix field. If the prefix field is included, the name of the file is prefix/name.\"", "u1")
    rec(DARTARCH, [d1, d2], "\"The maximum filename size is 256, but it is split among a preceding path \"filename prefix\" and the filename itself \"", True, "ellipsis", [], "In the tar ustar format the maximum file name size is 256, split between a preceding 'filename prefix' and the file name itself.", author="u1")
    rec(DARTARCH, [d1, d2, (U, "\"The maximum filename size is 256, but it is split among a preceding path \"filename prefix\" and the filename itself \"", "u1")], TA_GNU, True, "ellipsis", [], "In the tar ustar format, file names longer than 100 bytes must be split at a directory separator into two parts, the first at most 155 bytes long.", author="u1")
    lend(DARTARCH, [d1], TA_LONGLINK, SAME, SHARPC)


# ---- SQLite lock contention: "database is locked", SQLITE_BUSY and busy_timeout ----
ROOCH = GH + "rooch-network/rooch/pull/2014"
LOSSLESS = GH + "Martian-Engineering/lossless-claw/pull/413"
XORCISE = GH + "xorcise-ai/xorcise/issues/107"
SKYRL = GH + "NovaSky-AI/SkyRL/pull/1105"
BAMBOO = GH + "bigduu/Bamboo-agent/issues/357"
T3CODE = GH + "pingdotgg/t3code/pull/5134"
LUMINARY = GH + "nupsea/luminary/issues/88"
SQLITECPP = GH + "SRombauts/SQLiteCpp/issues/202"
D365 = GH + "dynamics365ninja/d365fo-mcp-server/pull/323"
SQ_ONE = "SQLite does not support concurrent multiple writers."
SQ_ZERO = "SQLite's default busy handler\nwaits **0 ms**"
SQ_NAMES = "`database is locked` names the statement that failed, never the one responsible"
SQ_WAIT = "If two writers to the database are active at the same time, the second writer will wait up to busy_timeout milliseconds and give an error `database is locked` if it cannot get a lock during that time."


def _sqlitebusy(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "[Sqlite] Adjust busy timeout to avoid database locked", "u1")
    r3 = (U, "Whether it is the default journal_mode = DELETE or journal_mode = WAL, only one writer can write successfully simultaneously.", "u1")
    r4 = (U, "The `busy timeout` support allows the writer to wait for other writers to release the lock when \"database locked\".", "u1")
    rec(ROOCH, [r1], SQ_ONE, False, SAME, [], None, author="u1")
    rec(ROOCH, [r1, (U, SQ_ONE, "u1")], r3[1], True, "ellipsis", [], "In SQLite, whether journal_mode is DELETE (the default) or WAL, only one writer can write successfully at a time.", author="u1")
    rec(ROOCH, [r1, (U, SQ_ONE, "u1"), r3], r4[1], True, "ellipsis", [], "SQLite's busy timeout lets a writer wait for other writers to release the lock instead of failing with 'database is locked'.", author="u1")
    rec(ROOCH, [r1, (U, SQ_ONE, "u1"), r3, r4], "Adjust the `busy timeout` initialization timing, also adjust the busy timeout from 5s -> 10s and pool_size from 64 -> 16 to avoid `database is locked`", True, "ellipsis", [], "Rooch adjusts its SQLite busy timeout initialization timing, raises the busy timeout from 5s to 10s and lowers pool_size from 64 to 16 to avoid 'database is locked'.", author="u1")
    lend(ROOCH, [r1], SQ_NAMES, SAME, LUMINARY)

    l1 = (U, "fix(db): increase SQLite busy_timeout to 30 s for concurrent writers", "u1")
    l2 = (U, "With 10+ concurrent agent lanes all writing to the same WAL-mode SQLite database, the previous 5 s busy_timeout caused frequent SQLITE_BUSY errors under burst contention.", "u1")
    rec(LOSSLESS, [l1], l2[1], True, "ellipsis", ["the previous 5 s busy_timeout"], "In lossless-claw, with 10+ concurrent agent lanes writing to one WAL-mode SQLite database, the 5 s busy_timeout caused frequent SQLITE_BUSY errors under burst contention.", author="u1")
    rec(LOSSLESS, [l1, l2], "30 s accommodates realistic worst-case write serialization without risking indefinite hangs.", True, "ellipsis", [], "A 30 s SQLite busy_timeout in lossless-claw accommodates realistic worst-case write serialization without risking indefinite hangs.", author="u1")
    rec(LOSSLESS, [l1, l2], "Thank you!", True, "ellipsis", [], "Thank you for raising lossless-claw's SQLite busy_timeout to 30 s.", author="u2")
    lend(LOSSLESS, [l1], SQ_ZERO, SAME, XORCISE)

    x1 = (U, "[Bug]: SQLite engine sets no busy_timeout or WAL mode, so concurrent writers fail with 'database is locked'", "u1")
    x2 = (U, "`db/engine.py` creates the SQLite engine with `connect_args={\"check_same_thread\": False}` and\nnothing else: no `busy_timeout`, no `PRAGMA journal_mode=WAL`.", "u1")
    x4 = (U, "One file, several writers, from several threads and processes:", "u1")
    rec(XORCISE, [x1], x2[1], True, "ellipsis", [], "xorcise's db/engine.py creates the SQLite engine with only `check_same_thread: False`: no busy_timeout and no WAL journal mode.", author="u1")
    rec(XORCISE, [x1, x2], SQ_ZERO + ", so any write that lands while another connection holds the write lock fails\nimmediately", False, SAME, [], None, author="u1")
    rec(XORCISE, [x1, x2, (U, SQ_ZERO + ", so any write that lands while another connection holds the write lock fails\nimmediately", "u1")], x4[1], True, "ellipsis", ["One file"], "xorcise's one SQLite file has several writers from several threads and processes.", author="u1")
    lend(XORCISE, [x1], SQ_WAIT, SAME, SKYRL)

    k1 = (U, "Increase busy timeout for sqlite to avoid `database is locked` error", "u1")
    k2 = (U, "This PR increases the busy timeout introduced in https://github.com/NovaSky-AI/SkyRL/pull/1054 from 5s to 30s.", "u1")
    k4 = (U, "In a separate PR, I will also go through all the write transaction and make sure they are short lived (e.g. the transactions shouldn't be open while a checkpoint is written).", "u1")
    rec(SKYRL, [k1], k2[1], True, "pronoun", ["This PR"], "The SkyRL PR increases the SQLite busy timeout introduced in #1054 from 5s to 30s.", author="u1")
    rec(SKYRL, [k1, k2], SQ_WAIT, False, SAME, [], None, author="u1")
    rec(SKYRL, [k1, k2, (U, SQ_WAIT, "u1")], k4[1], True, "ellipsis", ["all the write transaction"], "In a separate PR, SkyRL's write transactions will be made short-lived (not open while a checkpoint is written).", author="u1")
    lend(SKYRL, [k1], SQ_ONE, SAME, ROOCH)

    b1 = (U, "[bamboo-infrastructure] SQLite connections set no busy_timeout → SQLITE_BUSY under concurrent writers", "u1")
    b2 = (U, "The SQLite connections opened in `bamboo-infrastructure` set no `PRAGMA busy_timeout`, so SQLite's default of **0** applies: a writer that finds the database locked fails immediately with `SQLITE_BUSY` instead of blocking-and-retrying.", "u1")
    b3 = (U, "This is **pre-existing** (not introduced by #350 — that PR only lengthened the lock window), surfaced in the #349/#350 review.", "u1")
    rec(BAMBOO, [b1], b2[1], False, SAME, [], None, author="u1")
    rec(BAMBOO, [b1, b2], b3[1], True, "pronoun", ["This"], "bamboo-infrastructure's missing SQLite busy_timeout is pre-existing, not introduced by #350, which only lengthened the lock window.", author="u1")
    rec(BAMBOO, [b1, b2, b3], "Severity: **Low/Medium** (only matters under genuine concurre", True, "ellipsis", [], "The severity of bamboo-infrastructure's missing SQLite busy_timeout is low/medium: it only matters under genuine concurrent writes.", author="u1")
    lend(BAMBOO, [b1], SQ_WAIT, SAME, SKYRL)

    t1 = (U, "fix(server): wait for concurrent SQLite writers instead of failing with SQLITE_BUSY", "u1")
    t2 = (U, "Concurrent writes to the state database from separate processes — e.g. `t3 auth session issue` while a server is running, or a few CLI invocations in parallel — intermittently fail with `database is locked`.", "u1")
    t3 = (U, "The persistence layer never sets `busy_timeout`, so SQLite gives up on a contended write lock immediately instead of waiting for it to clear.", "u1")
    rec(T3CODE, [t1], t2[1], True, "ellipsis", ["the state database"], "Concurrent writes to t3code's SQLite state database from separate processes intermittently fail with 'database is locked'.", author="u1")
    rec(T3CODE, [t1, t2], t3[1], True, "ellipsis", ["The persistence layer"], "t3code's persistence layer never sets busy_timeout, so SQLite gives up on a contended write lock immediately.", author="u1")
    rec(T3CODE, [t1, t2, t3], "Scope: this only makes writers wait out short-lived lock contention; it does not change WAL or durability behavior.", True, "pronoun", ["this", "it"], "t3code's busy_timeout fix only makes writers wait out short-lived SQLite lock contention; it does not change WAL or durability behavior.", author="u1")
    lend(T3CODE, [t1], SQ_ONE, SAME, ROOCH)

    n1 = (U, "POST /notes intermittently 500s with 'database is locked' during concurrent writes", "u1")
    n2 = (U, "Reopening. My earlier close was wrong, and the actual cause is now established.", "u1")
    n3 = (U, "Idle, the same build gives 178/178 with zero lock errors. The variable is sustained concurrent write load on a CPU-saturated process, not the code.", "u1")
    rec(LUMINARY, [n1], n2[1], True, "ellipsis", ["the actual cause"], "Reopening luminary's 'database is locked' 500s on POST /notes: the earlier close was wrong, and the actual cause is now established.", author="u1")
    rec(LUMINARY, [n1, n2], n3[1], True, "ellipsis", ["the same build"], "Idle, the same luminary build passes 178/178 smoke tests with no lock errors; the variable is sustained concurrent write load on a CPU-saturated process.", author="u1")
    rec(LUMINARY, [n1, n2, n3], SQ_NAMES, False, SAME, [], None, author="u1")
    lend(LUMINARY, [n1], SQ_ZERO, SAME, XORCISE)

    c1 = (U, "Provide an Exception method to check for SQLITE_BUSY", "u1")
    c2 = (U, "I'm updating an SQLiteCpp project to handle concurrent database writes from multiple processes", "u1")
    c3 = (U, "To get access to the `SQLITE_BUSY` error code value, I've had to include the embedded `sqlite3.h` header directly, as I wasn't able to find anywhere that SQLiteCpp exports that value.", "u1")
    rec(SQLITECPP, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(SQLITECPP, [c1, c2], c3[1], False, SAME, [], None, author="u1")
    rec(SQLITECPP, [c1, c2, c3], "Rather than suggesting exporting the symbol directly, I'm thinking it may make more sense to expose this as a dedicated `isDatabaseBusyError()` query method:", True, "pronoun", ["the symbol", "this"], "Rather than SQLiteCpp exporting the SQLITE_BUSY symbol directly, it may make more sense to expose an isDatabaseBusyError() method on SQLite::Exception.", author="u1")
    lend(SQLITECPP, [c1], SQ_NAMES, SAME, LUMINARY)

    e1 = (U, "fix: add busy_timeout=5000 to all SQLite connections", "u1")
    e2 = (U, "SqliteError: database is locked occurred because better-sqlite3 defaults to busy_timeout=0 (fail immediately on any lock contention).", "u1")
    e3 = (U, "With the read pool (3 read-only connections + 1 writer) and WAL auto-checkpoint, the checkpoint process briefly needs exclusive access.", "u1")
    rec(D365, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(D365, [e1, e2], e3[1], True, "ellipsis", ["the read pool"], "With d365fo-mcp-server's read pool (3 read-only connections plus 1 writer) and WAL auto-checkpoint, the checkpoint briefly needs exclusive access.", author="u1")
    rec(D365, [e1, e2, e3], "A concurrent read-pool connection holding a shared lock caused the checkpoint to fail with SQLITE_BUSY instead of retrying.", True, "ellipsis", ["the checkpoint"], "In d365fo-mcp-server, a concurrent read-pool connection holding a shared lock made the WAL checkpoint fail with SQLITE_BUSY instead of retrying.", author="u1")
    lend(D365, [e1], SQ_WAIT, SAME, SKYRL)


# ---- PNG colour chunks: libpng's "iCCP: known incorrect sRGB profile" warning ----
WECASE = GH + "WeCase/WeCase/issues/79"
KLATEX = GH + "klatexformula/klatexformula/issues/56"
LABELME = GH + "wkentaro/labelme/issues/318"
CIVITAS = GH + "eastcoastcrypto/Civitas/pull/6"
BASEMENT = GH + "Basement-Renovator/basement-renovator/issues/98"
FIS = GH + "fex-team/fis/issues/421"
JQTOOLS = GH + "188080501/JQTools/issues/12"
DOXYGEN = GH + "doxygen/doxygen/pull/364"
XEGE = GH + "x-ege/xege/pull/158"
SIGNET = GH + "nthdimtech/signet-client/issues/157"
PN_STRICT = "newer versions of libpng (1.6.2 ?) has stricter rules about iCCP."
PN_BROWSERS = "各个浏览器、图像软件的做法一般都是直接忽略颜色空间信息以 sRGB 颜色空间进行显示。"
PN_WARN = "On a number of systems the warning \"libpng warning: iCCP: known incorrect sRGB profile\" is thrown due to the fact that  newer versions of libpng (1.6.2 ?) has stricter rules about iCCP."
PN_CONSOLE = "加载 PNG 图片时很可能会在控制台中弹出大批量的 \"libpng warning: iCCP: known incorrect sRGB profile\" 警告，十分影响控制条输入输出、调试和阅读。"
PN_ICC = "Using mogrify on all pngs as suggested in the linked discussion fixes the issue."


def _png(rec, U, A, lend) -> None:  # noqa: PLR0915
    w1 = (U, "libpng warning: iCCP: known incorrect sRGB profile", "u1")
    w2 = (U, "这个警告虽然可以无视，也没有后果。但是这说明一些图片的标准过时了，简单转换一下即可。", "u1")
    w3 = (U, "很简单，首先需要下载一个 `sRGB_v4_ICC_preference.icc`。", "u1")
    w4 = (U, "这个还得需要先下载安装ImageMagick吧？", "u2")
    rec(WECASE, [w1], w2[1], True, "pronoun", ["这个警告"], "WeCase 的 libpng 警告「iCCP: known incorrect sRGB profile」可以无视，没有后果，但说明一些图片的标准过时了，简单转换一下即可。", author="u1")
    rec(WECASE, [w1, w2], w3[1], True, "ellipsis", [], "转换 WeCase 的 PNG 图片以消除 iCCP 警告，首先需要下载一个 sRGB_v4_ICC_preference.icc。", author="u1")
    rec(WECASE, [w1, w2, w3], "然后，`for x in *png; do convert $x -profile sRGB_v4_ICC_preference.icc $x; done`。", True, "ellipsis", ["然后"], "下载 sRGB_v4_ICC_preference.icc 后，用 `for x in *png; do convert $x -profile sRGB_v4_ICC_preference.icc $x; done` 转换 WeCase 的 PNG 图片。", author="u1")
    rec(WECASE, [w1, w2, w3], w4[1], True, "pronoun", ["这个"], "用 convert 转换 PNG 的 ICC 配置文件，需要先下载安装 ImageMagick 吗？", author="u2")
    rec(WECASE, [w1, w2, w3, w4], "是的。", True, "ellipsis", [], "是的，用 convert 转换 PNG 的 ICC 配置文件需要先安装 ImageMagick。", author="u1")
    lend(WECASE, [w1], PN_STRICT, SAME, DOXYGEN)

    k1 = (U, "Warning: libpng warning: iCCP: known incorrect sRGB profile", "u1")
    k2 = (U, "The warning `Warning: libpng warning: iCCP: known incorrect sRGB profile` is displayed on debian.", "u1")
    k3 = (U, "The reason for this is that some pngs shipped with klf have embedded ICC profiles about which libpng complains", "u1")
    rec(KLATEX, [k1], k2[1], True, "ellipsis", [], "klatexformula displays the warning 'libpng warning: iCCP: known incorrect sRGB profile' on Debian.", author="u1")
    rec(KLATEX, [k1, k2], k3[1], True, "pronoun", ["this"], "klatexformula's libpng iCCP warning on Debian comes from PNGs shipped with klatexformula that embed ICC profiles libpng complains about.", author="u1")
    rec(KLATEX, [k1, k2, k3], PN_ICC, True, "ellipsis", ["the issue", "the linked discussion"], "Running mogrify on all of klatexformula's PNGs, as suggested on Stack Overflow, fixes the libpng iCCP warning.", author="u1")
    rec(KLATEX, [k1, k2, k3, (U, PN_ICC, "u1")], "These warnings were always bugging me but I never managed to identify their source!", True, "pronoun", ["These warnings", "their source"], "The libpng iCCP warnings in klatexformula were always bugging me, but I never managed to identify their source.", author="u2")
    rec(KLATEX, [k1, k2, k3, (U, PN_ICC, "u1"), (A, "These warnings were always bugging me but I never managed to identify their source!", "u2")], "Should be resolved in the recent commit.", True, "ellipsis", [], "klatexformula's libpng iCCP warning should be resolved in the recent commit.", author="u2")
    lend(KLATEX, [k1], PN_BROWSERS, SAME, XEGE)

    l1 = (U, "libpng warning: iCCP: known incorrect sRGB profile", "u1")
    l2 = (U, "Hi, what does this warning mean? Although it doesn't affect my use.", "u1")
    rec(LABELME, [l1], l2[1], True, "pronoun", ["this warning", "it"], "What does labelme's 'libpng warning: iCCP: known incorrect sRGB profile' mean? It doesn't affect my use.", author="u1")
    lend(LABELME, [l1, l2], PN_STRICT, SAME, DOXYGEN)
    lend(LABELME, [l1, l2], PN_WARN, SAME, DOXYGEN)

    c1 = (U, "[FIX] iCCP: known incorrect sRGB profile for PNGs", "u1")
    rec(CIVITAS, [c1], "Fixed the profiles on the PNG images that were causing these errors to be thrown in the debug.log", True, "pronoun", ["the PNG images", "these errors"], "Fixed the ICC profiles on Civitas's PNG images that made libpng throw 'iCCP: known incorrect sRGB profile' in debug.log.", author="u1")
    lend(CIVITAS, [c1], PN_BROWSERS, SAME, XEGE)

    b1 = (U, "Resave PNGs to get rid of warnings`", "u1")
    b2 = (U, "```\nlibpng warning: iCCP: known incorrect sRGB profile\nlibpng warning: iCCP: known incorrect sRGB profile\n```", "u1")
    rec(BASEMENT, [b1], b2[1], True, "ellipsis", [], "Basement Renovator prints 'libpng warning: iCCP: known incorrect sRGB profile' repeatedly; resave its PNGs to get rid of the warnings.", author="u1")
    rec(BASEMENT, [b1, b2], "Fixed.", True, "ellipsis", [], "Basement Renovator's PNGs have been resaved, fixing the libpng iCCP warnings.", author="u2")
    lend(BASEMENT, [b1], PN_BROWSERS, SAME, XEGE)

    f1 = (U, "libpng warning: iCCP: known incorrect sRGB profile", "u1")
    rec(FIS, [f1], "可忽略", True, "ellipsis", [], "fis 的 libpng 警告「iCCP: known incorrect sRGB profile」可以忽略。", author="u2")
    rec(FIS, [f1, (A, "可忽略", "u2")], PN_STRICT, False, SAME, [], None, qsrc=DOXYGEN, author=None)

    j1 = (U, "兄弟，最近我的项目里又这个警告libpng warning: iCCP: known incorrect sRGB profile", "u1")
    j2 = (U, "我想知道这部分的功能代码是怎么实现的。感谢！", "u1")
    j3 = (A, "请参考代码：\nhttps://github.com/188080501/JQTools/blob/master/components/QtGroup/PngWarningRemover/cpp/pngwarningremover.cpp", "u2")
    rec(JQTOOLS, [j1], j2[1], True, "pronoun", ["这部分的功能"], "JQTools 去除 libpng iCCP 警告的功能代码是怎么实现的？", author="u1")
    rec(JQTOOLS, [j1, j2], j3[1], True, "ellipsis", [], "JQTools 去除 libpng iCCP 警告的实现请参考 pngwarningremover.cpp: https://github.com/188080501/JQTools/blob/master/components/QtGroup/PngWarningRemover/cpp/pngwarningremover.cpp", author="u2")
    rec(JQTOOLS, [j1, j2, j3], "本质上就是把图片用QImage读取一下，然后再save", True, "ellipsis", ["图片"], "JQTools 的 PngWarningRemover 本质上就是把 PNG 图片用 QImage 读取一下再保存，以去除 iCCP 警告。", author="u2")
    lend(JQTOOLS, [j1], PN_WARN, SAME, DOXYGEN)

    d1 = (U, "libpng warning: iCCP: known incorrect sRGB profile", "u1")
    d2 = (U, PN_WARN, "u1")
    rec(DOXYGEN, [d1], d2[1], False, SAME, [], None, author="u1")
    rec(DOXYGEN, [d1, d2], "Converted all, relevant png files with: convert \\<file\\> -strip \\<file\\>", True, "ellipsis", ["all, relevant png files"], "Converted all relevant doxygen PNG files with `convert <file> -strip <file>` to remove the iCCP warning.", author="u1")
    lend(DOXYGEN, [d1], PN_CONSOLE, SAME, XEGE)

    x1 = (U, "chore: 屏蔽 \"libpng warning: iCCP: known incorrect sRGB profile\" 警告", "u1")
    x2 = (U, PN_CONSOLE, "u1")
    rec(XEGE, [x1], x2[1], False, SAME, [], None, author="u1")
    rec(XEGE, [x1, x2], PN_BROWSERS, False, SAME, [], None, author="u1")
    rec(XEGE, [x1, x2, (U, PN_BROWSERS, "u1")], "根据官方手册中提供的方法 ([libpng-manual]) 进行屏蔽。", True, "ellipsis", [], "xege 按 libpng 官方手册提供的方法屏蔽 iCCP: known incorrect sRGB profile 警告。", author="u1")
    lend(XEGE, [x1], PN_STRICT, SAME, DOXYGEN)

    g1 = (U, "libpng warning: iCCP: known incorrect sRGB profile", "u1")
    rec(SIGNET, [g1], "anything that I can do to avoid this?", True, "pronoun", ["this"], "Is there anything I can do to avoid signet-client's 'libpng warning: iCCP: known incorrect sRGB profile'?", author="u1")
    rec(SIGNET, [g1, (U, "anything that I can do to avoid this?", "u1")], PN_BROWSERS, False, SAME, [], None, qsrc=XEGE, author=None)


# ---- a second lent sentence for threads with few rows: each bank sentence still lent at most four times, within its area ----
TOPUP = [
    (CU83, "Should candump show the frames sent while the device is not connected to the bus?", CAN_112, CANOPEN),
    (TRACTOR, "canbus controller errors", CAN_SENT, CU83),
    (YARPCAN, "Create new SocketCAN-capable device", CAN_112, CANOPEN),
    (T18X, "can bus error", CAN_SENT, CU83),
    (GKL, "Add support to set and get FTZ", FZ_IEEE, SLEEF),
    (DRONIN, "Should consider using flush-to-zero mode in FPU", FZ_DSP, WASMSUB),
    (RUSTOR251, "Enable flush-to-zero (FTZ/DAZ) on the real-time audio thread", FZ_NORMAL, DRONIN),
    (BNO055, "I2C Compatibility?", I2_HANG, KANFLO),
    (ESPI2C, "The 'clock stretch limit' is artificial, not part of the I2C spec", I2_STUCK, DS3231),
    (BRZO, "I2C stucks after clock stretching time exceeds", I2_HANG, KANFLO),
    (OPENTITAN, "[i2c] Add detection of SDA stuck-at-zero faults", I2_STUCK, DS3231),
    (MYNEWT, "Add hal_i2c_clear_bus to I2C timeout recovery", I2_BCM, RPI4884),
    (DS3231, "I2C Clear Bus", I2_STRETCH, BNO055),
    (TETSUO, "feat(dns): implement EDNS0 UDP payload size fallback (RFC 6891)", DN_TCBIT, MIHOMO),
    (SEALC, "DNS does not handle large results", DN_PROXIES, DNSCLIENT),
    (HICKORY, "[Resolver] Promote to TCP on truncated responses", DN_TCBIT, MIHOMO),
    (MIHOMO, "fix: truncate udp dns replies to the client's advertised buffer size", DN_1232, ROUTEDNS),
    (ASSCAN, "Build release binaries on manylinux for older glibc compatibility", GL_HOST, BT3),
    (CSVQ, "not static binary?", GL_FWD, CURATARR),
    (HINDSIGHT, "GLIBC_2.39 not found when running hindsight binary on older Linux systems", GL_MIN, PGANALYZE),
    (NEMO3343, "can't send a file more then 4GB in FAT32 USB: Error message needed", FA_EXFAT, FFPFSC),
    (FASTCOPY, "FAT32の最大ファイルサイズを超えたファイルのコピーで領域が足りないと表示される", FA_DRIVES, RUFUS),
    (WOEUSB, "Implement check for \"FAT32 Filesystem 4GiB Single File Size Limitation\"", FA_MTP, NXMTP),
    (LINUXLIVE, "max fat32 filesize vs. iso size", FA_LINUX, PS4LINUX),
    (DSHIDMINI, "Windows (sometimes) recognizing the controller in DS4Windows mode as a gamepad", HD_PJRC, BLEHID19),
    (CPYHID, "HID gamepad support", HD_8BIT, ESP32MK),
    (BLEHID19, "Test / Revise Gamepad", HD_FINICKY, TEENSYARC),
    (PICOEX, "HID usb device example dev_hid_composite does not seem to work for gamepads unless you shorten the HID descriptor", HD_DS4, DSHIDMINI),
    (MICROTAR, "Adding longer paths in ustar extension format.", TA_PHP, GLPITOOLS),
    (ZIPPY, "100 character file name limit in tarballs", TA_PHP, GLPITOOLS),
    (DARTARCH, "fix filename extracted from tar archive in ustar format.", TA_PHP, GLPITOOLS),
    (JTAR, "long file name", TA_LONGLINK, SHARPC),
    (LOSSLESS, "fix(db): increase SQLite busy_timeout to 30 s for concurrent writers", SQ_ONE, ROOCH),
    (XORCISE, "[Bug]: SQLite engine sets no busy_timeout or WAL mode, so concurrent writers fail with 'database is locked'", SQ_NAMES, LUMINARY),
    (BAMBOO, "[bamboo-infrastructure] SQLite connections set no busy_timeout → SQLITE_BUSY under concurrent writers", SQ_ZERO, XORCISE),
    (SQLITECPP, "Provide an Exception method to check for SQLITE_BUSY", SQ_WAIT, SKYRL),
    (D365, "fix: add busy_timeout=5000 to all SQLite connections", SQ_NAMES, LUMINARY),
    (T3CODE, "fix(server): wait for concurrent SQLite writers instead of failing with SQLITE_BUSY", SQ_ZERO, XORCISE),
    (CIVITAS, "[FIX] iCCP: known incorrect sRGB profile for PNGs", PN_WARN, DOXYGEN),
    (BASEMENT, "Resave PNGs to get rid of warnings`", PN_CONSOLE, XEGE),
]


def _topup(rec, U, A, lend) -> None:
    for url, title, sentence, src in TOPUP:
        lend(url, [(U, title, "u1")], sentence, SAME, src)


AREAS = [_can, _denormals, _i2c, _dns, _glibc, _fat32, _hid, _tar, _sqlitebusy, _png, _topup]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_chords, P2_islamic, P2_furigana, P2_microtonal, P2_astrology, P2_lego, P2_kerning, P2_needlework):
        area(rec, U, A, lend, SAME, SELF)


def P2_chords(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- chord sheets: ChordPro transposition, capo and chord diagrams ----
    x1 = (U, "Allow explicit requesting of chord transpose", "u1")
    x2 = (U, "Chords (e.g. `[A]`) are transposed/transcoded in lyrics and comments.", "u1")
    x3 = (U, "Chords are not transposed in\n````\n{define A ...}\n{chord A ...}\n{image chord=\"A\" ...}\n<img chord=\"A\" />\n````", "u1")
    x4 = (U, "This can be enhanced in a logical and ortogonal way by using a bracketed chord:", "u1")
    rec(P2_CP594, [x1], x2[1], True, "ellipsis", [], "In ChordPro, chords (e.g. `[A]`) are transposed/transcoded in lyrics and comments.", author="u1")
    rec(P2_CP594, [x1, x2], x3[1], True, "ellipsis", [], "ChordPro does not transpose chords in `{define A ...}`, `{chord A ...}`, `{image chord=\"A\" ...}` and `<img chord=\"A\" />`.", author="u1")
    rec(P2_CP594, [x1, x2, x3], x4[1], True, "pronoun", ["This"], "ChordPro's chord transposition can be extended to `{define}`, `{chord}`, `{image chord=...}` and `<img chord=...>` in a logical and orthogonal way by using a bracketed chord.", author="u1")
    rec(P2_CP594, [x1, x2, x3, x4], "Note that in this case, it is not allowed to define frets/base and copy/copyall.", True, "pronoun", ["this case"], "Note that when a bracketed chord is used to request transposition in ChordPro's `{define}`/`{chord}`, it is not allowed to define frets/base and copy/copyall.", author="u1")
    lend(P2_CP594, [x1], P2_C_ABOVE, SELF, P2_CONCH11)

    a1 = (U, "{chord} and chord images are not transposed", "u1")
    a2 = (U, "Chords are not transposed in the following cases:\n* `{chord A}`\n* `&lt;img chord=\"A\"/>`", "u1")
    a3 = (U, "The current behaviour is to not transpose nor transcode\n\n1. `{define A frets ...}`,\n2. `{chord A frets ...}`,\n3. `{image chord=\"A\"}`, and\n4. `<img chord=\"A\">`.", "u1")
    a4 = (U, "But the question is, indeed, should they transpose?", "u1")
    a5 = (U, "Case 1 is straightforward. You define chord `A` with corresponding fret positions. When transposing from A → B, the  ret positions still form the `A` chord, not the `B`, so I think the chord should not be transposed.", "u1")
    a6 = (U, "The same can be said for case 2, so no transpose here.", "u1")
    a7 = (U, "For cases 3 and 4, I'm inclined to say that an image is an image.", "u1")
    rec(P2_CP593, [a1, a2], "Should they?", True, "pronoun", ["they"], "Should ChordPro transpose chords in `{chord A}` and `<img chord=\"A\"/>`?", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4], a5[1].split(" You define")[0], True, "position", ["Case 1"], "Transposing `{define A frets ...}` in ChordPro is straightforward.", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4, a5], a6[1], True, "position", ["case 2"], "The same holds for `{chord A frets ...}` in ChordPro: the frets still form the A chord, so it should not be transposed.", author="u1")
    rec(P2_CP593, [a1, a2, a3, a4, a5, a6], a7[1], True, "position", ["cases 3 and 4"], "For ChordPro's `{image chord=\"A\"}` and `<img chord=\"A\">`, I'm inclined to say that an image is an image and should not be transposed.", author="u1")
    # The ukulele question names ChordPro and the image directive in full: the opener's own new question, a trap.
    rec(P2_CP593, [a1, a2, a3, a4, a5, a6, a7], P2_C_UKE, False, SAME, [], None, author="u1")

    l1 = (U, "Transpose with latin notation", "u1")
    l2 = (U, "I am using Latin notation for chords (Do, Re, Mi, etc.), but when I include the transpose directive, I encounter an error:", "u1")
    l3 = (U, "Interestingly, the transposition is applied correctly to the lyrics, but the graphic chords are not processed.", "u1")
    l4 = (U, "It appears that the transpose directive has not been fully tested with Latin notation.", "u1")
    l5 = (U, "Is there a workaround for this issue?", "u1")
    rec(P2_CP459, [l1, l2], l3[1], True, "ellipsis", [], "With ChordPro's transpose directive and Latin chord notation, the transposition is applied correctly to the lyrics, but the graphic chords are not processed.", author="u1")
    rec(P2_CP459, [l1, l2, l3], l4[1], True, "ellipsis", [], "It appears that ChordPro's transpose directive has not been fully tested with Latin notation.", author="u1")
    rec(P2_CP459, [l1, l2, l3, l4], l5[1], True, "pronoun", ["this issue"], "Is there a workaround for ChordPro's transpose directive failing with Latin chord notation (\"Unknown chord: Re\")?", author="u1")
    rec(P2_CP459, [l1, l2, l3, l4, l5], "Fixed in 6.070_084.", True, "ellipsis", [], "ChordPro's transposition with Latin chord notation is fixed in 6.070_084.", author="u2")
    lend(P2_CP459, [l1], P2_C_ABOVE, SELF, P2_CONCH11)

    p1 = (U, "Capo heading in PDF without chords column", "u1")
    p2 = (U, P2_C_NEW, "u1")
    p3 = (U, "Fiddling with the config on the default PDF implementation, I wasn't able to get the capo heading to display on an ordinary guitar chord sheet except when the chords column was enabled.", "u1")
    p4 = (U, "Is there any intention to support capo heading without chords column or any workaround?", "u1")
    p5 = (A, "Yes, the capo heading is for the chordscolumn case only.", "u2")
    p6 = (A, "For other cases you can add the capo setting it to the page headers using something like this:", "u2")
    # The opener's greeting names ChordPro and needs nothing from the title: a same-author trap.
    rec(P2_CP258, [p1], P2_C_NEW, False, "trap_other", [], None, author="u1")
    rec(P2_CP258, [p1, p2], p3[1], True, "ellipsis", [], "With ChordPro's default PDF output, I can't get the capo heading to display on an ordinary guitar chord sheet except when the chords column is enabled.", author="u1")
    rec(P2_CP258, [p1, p2, p3], p4[1], True, "ellipsis", [], "Is there any intention for ChordPro's PDF output to support a capo heading without the chords column, or any workaround?", author="u1")
    rec(P2_CP258, [p1, p2, p3, p4], p5[1], True, "ellipsis", [], "In ChordPro's PDF output the capo heading is for the chords-column case only.", author="u2")
    rec(P2_CP258, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["other cases"], "Without the chords column, you can add ChordPro's capo setting to the page headers with a format like this:", author="u2")
    rec(P2_CP258, [p1, p2, p3, p4, p5, p6], "Thank you so much for the quick reply! This is super helpful.", True, "ellipsis", [], "Thank you for the quick reply about putting the capo in ChordPro's page headers; it is super helpful.", author="u1")

    c1 = (U, "Built-in capo", "u1")
    c2 = (U, "It would be nice when you have overchords and change the tonality, for e.g. guitar players, that it would show where to put your capo.", "u1")
    c3 = (A, "I'm not sure about this solution.", "u2")
    rec(P2_CONCH11, [c1], c2[1], True, "ellipsis", [], "It would be nice if conchord, when you have overchords and change the tonality, showed guitar players where to put the capo.", author="u1")
    rec(P2_CONCH11, [c1, c2], c3[1], True, "pronoun", ["this solution"], "I'm not sure about the proposed conchord solution that computes the capo fret from the tonality change.", author="u2")
    # A general statement of the maintainer's habit, complete in itself ("it" is the capo inside it): a same-author trap.
    rec(P2_CONCH11, [c1, c2, c3], P2_C_ABOVE, False, SELF, [], None, author="u2")
    lend(P2_CONCH11, [c1], P2_C_UKE, SAME, P2_CP593)

    m1 = (U, "capo added", "u1")
    m2 = (U, "Adds a capo feature to the Guitar Chords tab that allows users to see simplified chord shapes when using a capo, with correct diagram rendering and flexible labeling.", "u1")
    m3 = "When capo is set, chord diagrams automatically transpose down by the capo fret count to show the physical shapes a guitarist would play (e.g., capo on fret 2 + song in D → shows C shape)"
    rec(P2_CMINI149, [m1], m2[1], True, "ellipsis", [], "The ChordMiniApp pull request adds a capo feature to the Guitar Chords tab that shows simplified chord shapes when using a capo, with correct diagram rendering and flexible labeling.", author="u1")
    rec(P2_CMINI149, [m1, m2], m3, True, "ellipsis", [], "In ChordMiniApp, when a capo is set, chord diagrams transpose down by the capo fret count to show the physical shapes a guitarist would play (e.g. capo on fret 2 + song in D shows a C shape).", author="u1")
    lend(P2_CMINI149, [m1], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CMINI149, [m1, m2], P2_C_UKE, SAME, P2_CP593)

    h1 = (U, "Improve chordpro parsing of directives, and improve rendering of chord symbols", "u1")
    h2 = (U, "See the specification: https://chordpro.org/chordpro/chordpro-directives/", "u1")
    rec(P2_CHARTER8, [h1], h2[1], True, "ellipsis", ["the specification"], "For charter's ChordPro directive parsing, see the ChordPro directives specification: https://chordpro.org/chordpro/chordpro-directives/", author="u1")
    rec(P2_CHARTER8, [h1, h2], "Nice! Thanks for the updates!", True, "ellipsis", [], "Nice! Thanks for the updates to charter's ChordPro directive parsing and chord-symbol rendering!", author="u2")
    lend(P2_CHARTER8, [h1], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CHARTER8, [h1, h2], P2_C_ABOVE, SELF, P2_CONCH11)
    lend(P2_CHARTER8, [h1, h2], P2_C_UKE, SAME, P2_CP593)
    lend(P2_CONCH11, [c1, c2], P2_C_NEW, "trap_other", P2_CP258)
    lend(P2_CMINI149, [m1, m2], P2_C_ABOVE, SELF, P2_CONCH11)


def P2_islamic(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Islamic timekeeping: prayer-time angles and the Umm al-Qura Hijri calendar ----
    i1 = (U, "Updated Fajr angle for ISNA method and Umm Al-Qura", "u1")
    i2 = (U, P2_I_ISNA, "u1")
    i3 = (U, "Source: http://www.icoproject.org/ISNA-Adopts-New-Angles-for-Fajer-and-Isha_ad-id!81-l!en.ks", "u1")
    rec(P2_ITL14, [i1], P2_I_ISNA, False, SAME, [], None, author="u1")
    rec(P2_ITL14, [i1, i2], i3[1], True, "ellipsis", [], "The source for ISNA's 17.5-degree Fajr angle: http://www.icoproject.org/ISNA-Adopts-New-Angles-for-Fajer-and-Isha_ad-id!81-l!en.ks", author="u1")
    rec(P2_ITL14, [i1, i2, i3], "My testing has shown this to be more accurate for locations in North America and we should adopt this change ASAP.", True, "pronoun", ["this", "this change"], "My testing has shown a 17.5-degree Fajr angle for the ISNA method to be more accurate for locations in North America, and ITL should adopt that change ASAP.", author="u1")
    lend(P2_ITL14, [i1], P2_I_ROUND, SAME, P2_LINECAST106)

    y1 = (U, "Is there a fajr isha method of the UAE?", "u1")
    y2 = (U, "Is there fajr isha method of the UAE?", "u1")
    rec(P2_PYISLAM28, [y1], y2[1], True, "ellipsis", [], "Does pyIslam have a Fajr/Isha calculation method for the UAE?", author="u1")
    # The answer states the UAE's angles and the method in full: complete in itself.
    rec(P2_PYISLAM28, [y1, y2], "For the UAE, I think they use 18° angle for both Fajr and Isha, this corresponds to the method defined by the **University of Islamic Sciences, Karachi (UISK)**", False, SAME, [], None, author="u2")
    lend(P2_PYISLAM28, [y1], P2_I_ISNA, SAME, P2_ITL14)

    g1 = (U, "Source of Methods", "u1")
    g2 = (U, "Thank you for the beautifully written library.", "u1")
    g3 = (U, "Can I please ask what the source of the Fajr and Isha angles is for the Gulf, Kuwait and Qatar methods?", "u1")
    g4 = (U, "I can't, for instance, tie the the computation with the Gulf angles to the Dubai Islamic and Charitable Affairs timings.", "u1")
    g5 = (A, "Actually most of calculation methods configurations is taken from [Islamic finder](https://www.islamicfinder.org/) website and also from other applications and libraries like [batoulapps/Adhan](https://github.com/batoulapps/Adhan) and [prayer-now](http://www.prayer-now.com/calculations.html).", "u2")
    g6 = (A, "If you find any wrong angles please let me know :)", "u2")
    g7 = "I can see in https://github.com/batoulapps/Adhan that the there are always manual adjustments taken into account, which is why computed timings will not match timings published locally in the UAE, for instance."
    rec(P2_GTSPT1, [g1, g2], g3[1], True, "ellipsis", [], "What is the source of GeniusTS prayer-times' Fajr and Isha angles for the Gulf, Kuwait and Qatar methods?", author="u1")
    rec(P2_GTSPT1, [g1, g2, g3], g4[1], True, "ellipsis", ["the computation"], "I can't tie GeniusTS prayer-times' computation with the Gulf angles to the Dubai Islamic and Charitable Affairs timings.", author="u1")
    rec(P2_GTSPT1, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["calculation methods configurations"], "Most of GeniusTS prayer-times' calculation method configurations are taken from the Islamic Finder website and from other applications and libraries like batoulapps/Adhan and prayer-now.", author="u2")
    rec(P2_GTSPT1, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", [], "If you find any wrong angles in GeniusTS prayer-times' calculation methods, please let me know.", author="u2")
    # Names Adhan and the UAE timings in full: a complete statement, a trap inside its own thread.
    rec(P2_GTSPT1, [g1, g2, g3, g4, g5, g6], g7, False, SAME, [], None, author="u1")

    t1 = (U, "Incorrect Fajr and ishaa Time for c#", "u1")
    t2 = (U, "i'm trying to use the C# code and the time is incorrect for Fajr and Ishaa , i try to get values like this ,", "u1")
    t3 = (U, "[Correcte Values ](http://www.guidemusulman.com/horaires-prieres/mensuel/cp/42300)", "u1")
    rec(P2_PRAYT8, [t1], t2[1], True, "ellipsis", ["the C# code"], "I'm trying to use Pray-Times' C# code and the time is incorrect for Fajr and Isha; I try to get values like these.", author="u1")
    rec(P2_PRAYT8, [t1, t2, t3], "the angle used here is 12° so i wanted to know how the change the angle in the code", True, "pronoun", ["here", "the code"], "The prayer timetable I want to match uses a 12° angle; how do I change the Fajr/Isha angle in Pray-Times' C# code?", author="u1")
    lend(P2_PRAYT8, [t1], P2_I_ISNA, SAME, P2_ITL14)

    h1 = (U, "Hours: the Islamic prayer times, and the fast in Ramadan", "u1")
    h2 = (U, "Part of the hours work.", "u1")
    h3 = (U, "Not hours but marks: Fajr at a depression angle, sunrise, Dhuhr at solar noon, Asr at a shadow length of one (or two for the Hanafi school), Maghrib at sunset, Isha at an angle or a fixed interval.", "u1")
    h4 = (U, "The angles follow a method: Muslim World League 18°/17°, ISNA 15°/15°, Egypt 19.5°/17.5°, Umm al-Qura 18.5° and 90 minutes after Maghrib (120 in Ramadan), Karachi 18°/18°, Tehran 17.7°/14°.", "u1")
    rec(P2_LINECAST106, [h1, h2], h3[1], True, "ellipsis", [], "linecast shows the Islamic prayer times not as hours but as marks: Fajr at a depression angle, sunrise, Dhuhr at solar noon, Asr at a shadow length of one (or two for the Hanafi school), Maghrib at sunset, Isha at an angle or a fixed interval.", author="u1")
    rec(P2_LINECAST106, [h1, h2, h3], h4[1], True, "ellipsis", ["The angles"], "The Fajr/Isha angles of linecast's prayer times follow a method: Muslim World League 18°/17°, ISNA 15°/15°, Egypt 19.5°/17.5°, Umm al-Qura 18.5° and 90 minutes after Maghrib (120 in Ramadan), Karachi 18°/18°, Tehran 17.7°/14°.", author="u1")
    rec(P2_LINECAST106, [h1, h2, h3, h4], "High latitudes need one of the usual adjustments; pick the angle-based one and say so.", True, "ellipsis", [], "linecast's prayer times need one of the usual high-latitude adjustments; pick the angle-based one and say so.", author="u1")
    lend(P2_LINECAST106, [h1], P2_I_UMMQ, SAME, P2_HIJRI19)

    d1 = (U, "Extending hijridate to address adjustments based on what is announced as opposed to what is computed currently.", "u1")
    d2 = (U, "I had a question pertaining to adjustments to Umm al-qura based on this [site] (https://webspace.science.uu.nl/~gent0113/islam/ummalqura_adjust.htm) where in the announced date is different from the computed date, for a few years.", "u1")
    d3 = (U, "Is there a way to provide a deviation file (deviation.cfg) that annotates deviations.", "u1")
    d4 = (U, "For example, it can say that 1 Ramadan 1424 ==  27 Oct 2023.", "u1")
    d5 = (A, P2_I_UMMQ, "u2")
    d6 = (A, "However, It is limited when the actual sighting of the crescent at the beginning of the month differs.", "u2")
    d7 = (A, "Therefore, you'll find announcements for those adjustments for religious reasons only.", "u2")
    rec(P2_HIJRI19, [d1, d2], d3[1], True, "ellipsis", [], "Is there a way to give hijridate a deviation file (deviation.cfg) that annotates where the announced Umm al-Qura date differs from the computed one?", author="u1")
    rec(P2_HIJRI19, [d1, d2, d3], d4[1], True, "pronoun", ["it"], "For example, a hijridate deviation file could say that 1 Ramadan 1424 == 27 Oct 2023.", author="u1")
    rec(P2_HIJRI19, [d1, d2, d3, d4], P2_I_UMMQ, False, SAME, [], None, author="u2")
    rec(P2_HIJRI19, [d1, d2, d3, d4, d5], d6[1], True, "pronoun", ["It"], "The computed Umm al-Qura calendar is limited when the actual sighting of the crescent at the beginning of the month differs.", author="u2")
    rec(P2_HIJRI19, [d1, d2, d3, d4, d5, d6, d7], "Although having such a feature might be helpful, it can be used only retroactively and requires more frequent updates.", True, "pronoun", ["such a feature"], "Although a hijridate deviation file for announced Umm al-Qura adjustments might be helpful, it could be used only retroactively and would require more frequent updates.", author="u2")

    k1 = (U, "Umm al-Qura month starts are off by one day in 740 of 1896 months vs official KACST data", "u1")
    k2 = (U, "The `MONTH_STARTS` table in `src/hijridate/ummalqura.py` disagrees with the official Saudi (KACST) Umm al-Qura calendar in **740 of the 1896 months** in the supported range (1343–1500 AH).", "u1")
    rec(P2_HIJRI26, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_HIJRI26, [k1, k2], "Dates outside those periods match; inside them, months start one day earlier or later than officially published.", True, "pronoun", ["those periods", "them"], "hijridate's Umm al-Qura dates outside the 740 disagreeing months match; inside them, months start one day earlier or later than the official KACST calendar.", author="u1")
    lend(P2_HIJRI26, [k1], P2_I_MOON, SAME, P2_BSHIJRI27)

    o1 = (U, "Difference between this library and Um Alqura", "u1")
    o2 = (U, "Thanks for a great project.", "u1")
    o3 = (U, "I tried to use this library and it works most of the time but I faced some issues with the following dates:", "u1")
    o4 = (U, "I get the wrong date for them compared to Um Alqura website.", "u1")
    o5 = (U, "The converted date is off by one day.", "u1")
    rec(P2_MHIJRI40, [o1, o2, o3], o4[1], True, "pronoun", ["them"], "I get the wrong moment-hijri date for 1381/7/1, 1980-03-31 and 1956-12-30 compared to the Umm al-Qura website.", author="u1")
    rec(P2_MHIJRI40, [o1, o2, o3, o4], o5[1], True, "ellipsis", ["The converted date"], "moment-hijri's converted date is off by one day compared to the Umm al-Qura website.", author="u1")
    rec(P2_MHIJRI40, [o1, o2, o3, o4, o5], "I found same problem when i choose 27/3/2021", True, "ellipsis", ["same problem"], "I found moment-hijri's one-day difference from Umm al-Qura when I choose 27/3/2021.", author="u2")
    lend(P2_MHIJRI40, [o1], P2_I_UMMQ, SAME, P2_HIJRI19)

    b1 = (U, "any way to adjust days in Hijri?", "u1")
    b2 = (U, P2_I_MOON, "u1")
    b3 = (U, "Example: 1 or 2 or -1 or -2", "u1")
    b4 = (A, "There is no way to adjust days in hijri calendar", "u2")
    b5 = (A, "It depends on Ummulqura Calendar", "u2")
    rec(P2_BSHIJRI27, [b1], P2_I_MOON, False, SAME, [], None, author="u1")
    rec(P2_BSHIJRI27, [b1, b2], b3[1], True, "ellipsis", [], "For example, adjusting bootstrap-hijri-datepicker's Hijri days by 1, 2, -1 or -2.", author="u1")
    rec(P2_BSHIJRI27, [b1, b2, b3], b4[1], True, "ellipsis", [], "There is no way to adjust days in bootstrap-hijri-datepicker's Hijri calendar.", author="u2")
    rec(P2_BSHIJRI27, [b1, b2, b3, b4], b5[1], True, "pronoun", ["It"], "bootstrap-hijri-datepicker's Hijri calendar depends on the Umm al-Qura calendar.", author="u2")
    rec(P2_BSHIJRI27, [b1, b2, b3, b4, b5], "ok thanks", True, "ellipsis", [], "ok, thanks for explaining that bootstrap-hijri-datepicker cannot adjust Hijri days.", author="u1")
    lend(P2_ITL14, [i1, i2], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_PYISLAM28, [y1, y2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_PYISLAM28, [y1], P2_I_UMMQ, SAME, P2_HIJRI19)
    lend(P2_PRAYT8, [t1, t2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_PRAYT8, [t1, t2, t3], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_LINECAST106, [h1, h2], P2_I_ISNA, SAME, P2_ITL14)
    lend(P2_HIJRI26, [k1, k2], P2_I_ROUND, SAME, P2_LINECAST106)
    lend(P2_MHIJRI40, [o1, o2], P2_I_MOON, SAME, P2_BSHIJRI27)
    lend(P2_BSHIJRI27, [b1, b2, b3], P2_I_UMMQ, SAME, P2_HIJRI19)


def P2_furigana(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Japanese furigana: ruby readings over kanji ----
    w1 = (U, "Duplicate kana when translating text with ruby, in some cases", "u1")
    w2 = (U, "If we have ruby like this:\n高坂《こうさか》桐乃《きりの》", "u1")
    w3 = (U, "And we generate auto-readings which go like this (written in ruby form for clarity):\n高《こう》坂《さか》桐《きり》乃《の》", "u1")
    w4 = (U, "Then the resulting readings look like this:\n高《こうさか》坂《さか》桐《きりの》乃《の》", "u1")
    w5 = (U, "This happens because when translating, wakan trims the word sequences at the word breaks.", "u1")
    rec(P2_WAKAN30, [w1], w2[1], True, "ellipsis", [], "Wakan duplicates kana when translating text with ruby such as 高坂《こうさか》桐乃《きりの》.", author="u1")
    rec(P2_WAKAN30, [w1, w2], w3[1], True, "ellipsis", [], "Wakan generates auto-readings for 高坂桐乃 like 高《こう》坂《さか》桐《きり》乃《の》.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3], w4[1], True, "ellipsis", ["the resulting readings"], "With the ruby 高坂《こうさか》桐乃《きりの》 and its auto-readings, wakan's resulting readings are 高《こうさか》坂《さか》桐《きりの》乃《の》.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3, w4], w5[1], True, "pronoun", ["This"], "Wakan duplicates kana with ruby because when translating it trims the word sequences at the word breaks.", author="u1")
    rec(P2_WAKAN30, [w1, w2, w3, w4, w5], "Have to think how to better fix this.", True, "pronoun", ["this"], "I have to think how to better fix wakan's duplicate kana when translating text with ruby.", author="u1")
    lend(P2_WAKAN30, [w1], P2_F_AUTO, SELF, P2_FURIZE2)

    r1 = (U, "Non-ideal results for terms that have kana in between kanji", "u1")
    r2 = (U, "The following code reproduces this problem:\n\n```js\nconst kuroshiro = require(\"kuroshiro\");\nkuroshiro.init(() => {\n  console.log(kuroshiro.convert('言い分', {mode: 'furigana'}));\n  console.log(kuroshiro.convert('言い訳', {mode: 'furigana'}));\n});\n```", "u1")
    r3 = (U, "It prints:\n\n```\n<ruby>言<rp>(</rp><rt></rt><rp>)</rp></ruby>い<ruby>分<rp>(</rp><rt>いぶん</rt><rp>)</rp></ruby>\n<ruby>言<rp>(</rp><rt></rt><rp>)</rp></ruby>い<ruby>訳<rp>(</rp><rt>いわけ</rt><rp>)</rp></ruby>\n```", "u1")
    r4 = (U, "All the furigana is on the second ruby, and nothing is on the first.", "u1")
    r5 = (U, "Thanks for the useful package, I'm depending on it here: https://www.npmjs.com/package/render-furigana :)", "u1")
    rec(P2_KURO31, [r1, r2, r3], r4[1], True, "position", ["the second ruby", "the first"], "In kuroshiro's furigana output for 言い分 and 言い訳, all the furigana is on the second ruby element (分/訳) and nothing is on the first (言).", author="u1")
    rec(P2_KURO31, [r1, r2, r3, r4], r5[1], True, "pronoun", ["the useful package", "it"], "Thanks for kuroshiro; I'm depending on it in render-furigana: https://www.npmjs.com/package/render-furigana", author="u1")
    rec(P2_KURO31, [r1, r2, r3, r4, r5], "I've fixed the issue with the latest kuroshiro version 0.2.4.", True, "ellipsis", ["the issue"], "kuroshiro 0.2.4 fixes furigana for terms that have kana in between kanji (言い分, 言い訳).", author="u2")
    lend(P2_KURO31, [r1], P2_F_KUROMOJI, SAME, P2_FMAKER275)

    j1 = (U, "possible error assigning furigana/okurigana to words with more than one kanji (裏切る)", "u1")
    j2 = (U, "The reading is correct, however the furigana is not assigned to the correct kanji.", "u1")
    rec(P2_KURO12, [j1], j2[1], True, "ellipsis", ["The reading"], "kuroshiro's reading for 裏切る is correct, but the furigana is not assigned to the correct kanji.", author="u1")
    # States the right readings of both kanji in full: complete in itself, the opener's own statement.
    rec(P2_KURO12, [j1, j2], P2_F_URAGI, False, SAME, [], None, author="u1")
    rec(P2_KURO12, [j1, j2, (U, P2_F_URAGI, "u1")], "Instead the 裏 is being assigned the entire reading of うらぎ and there is no furigana for 切:", True, "ellipsis", ["Instead"], "kuroshiro assigns 裏 in 裏切る the entire reading うらぎ and gives no furigana for 切.", author="u1")

    z1 = (U, "Incorrect reading is being considered in some cases.", "u1")
    z2 = (U, "I tried Furiganaize with this \nhttps://www.animelyrics.com/jpop/sukima/bokunouto.jis", "u1")
    z3 = (U, "But, for instance, in this line:\n\"12時間経って並べたもんは紙クズだった\"", "u1")
    z4 = (U, "For the \"時\" kanji it's considering the kunyomi reading \"とき\" instead of the onyomi one \"ジ\" (as it's refering to time).", "u1")
    z5 = (U, "In this case: \"聞こえる雨の音\", it simply won't print furigana for \"聞\" .", "u1")
    z6 = (A, P2_F_AUTO, "u2")
    rec(P2_FURIZE2, [z1, z2, z3], z4[1], True, "pronoun", ["it's"], "In \"12時間経って並べたもんは紙クズだった\", Furiganaize gives 時 the kunyomi reading とき instead of the onyomi ジ (it refers to time).", author="u1")
    rec(P2_FURIZE2, [z1, z2, z3, z4], z5[1], True, "pronoun", ["it"], "In \"聞こえる雨の音\", Furiganaize simply won't print furigana for 聞.", author="u1")
    rec(P2_FURIZE2, [z1, z2, z3, z4, z5], P2_F_AUTO, False, SELF, [], None, author="u2")
    rec(P2_FURIZE2, [z1, z2, z3, z4, z5, z6], "See [igo-javascript](https://github.com/shogo82148/igo-javascript)", True, "ellipsis", [], "For why automatic analysis cannot always give correct furigana in Furiganaize, see igo-javascript (https://github.com/shogo82148/igo-javascript).", author="u2")
    lend(P2_FURIZE2, [z1], P2_F_URAGI, SAME, P2_KURO12)

    k1 = (U, "Wrong fugirana for 好", "u1")
    k2 = (U, "Hey, all the questions in this quiz have the wrong furigana for \"好\", it shows すき, instead of just す.", "u1")
    k3 = (A, "Thanks for reporting this typo!", "u2")
    k4 = (A, "@ingemarberg made a PR that should correct it (thanks!).", "u2")
    rec(P2_GENKI105, [k1], k2[1], True, "pronoun", ["this quiz"], "All the questions in the Genki study resources lesson 5 grammar quiz have the wrong furigana for 好: it shows すき instead of just す.", author="u1")
    rec(P2_GENKI105, [k1, k2], k3[1], True, "pronoun", ["this typo"], "Thanks for reporting the wrong furigana すき for 好 in the Genki study resources quiz!", author="u2")
    rec(P2_GENKI105, [k1, k2, k3], k4[1], True, "pronoun", ["it"], "@ingemarberg made a PR that should correct the furigana of 好 in the Genki study resources quiz.", author="u2")
    rec(P2_GENKI105, [k1, k2, k3, k4], "Gonna also run a full scan on the 3rd ed. files to see if I made any other mistakes like this.", True, "pronoun", ["like this"], "I'll also run a full scan on the Genki study resources 3rd edition files for other wrong furigana like すき for 好.", author="u2")
    lend(P2_GENKI105, [k1], P2_F_AUTO, SELF, P2_FURIZE2)

    f1 = (U, "Error in furigana creation", "u1")
    f2 = (U, "Some Kanji are not read the right way, actually I have an example with a reading that doesn't match at all:", "u1")
    f3 = (U, "一人 should be 　ひとり and not いちにち", "u1")
    f4 = (U, "It's like the kanji is not recognized.", "u1")
    rec(P2_FMAKER275, [f1], f2[1], True, "ellipsis", [], "Furigana Maker reads some kanji the wrong way; I have an example whose reading doesn't match at all.", author="u1")
    rec(P2_FMAKER275, [f1, f2], f3[1], True, "ellipsis", [], "Furigana Maker reads 一人 as いちにち; it should be ひとり.", author="u1")
    rec(P2_FMAKER275, [f1, f2, f3], f4[1], True, "pronoun", ["the kanji"], "It's as if Furigana Maker does not recognize 一人 (reading it いちにち instead of ひとり).", author="u1")
    rec(P2_FMAKER275, [f1, f2, f3, f4], "This is a kuromoji parser bug that I cannot fix, and in fact kuromoji cannot guarantee the correctness of the analysis.", True, "pronoun", ["This"], "Furigana Maker reading 一人 as いちにち is a kuromoji parser bug that I cannot fix; kuromoji cannot guarantee the correctness of its analysis.", author="u2")
    lend(P2_FMAKER275, [f1], P2_F_URAGI, SAME, P2_KURO12)

    s1 = (U, "Multiple readings generation patterns", "u1")
    s2 = (U, "Generate readings either ruby tags or square brackets", "u1")
    rec(P2_ASF10, [s1], s2[1], True, "ellipsis", [], "anki-simple-furigana generates readings either as ruby tags or as square brackets.", author="u1")
    rec(P2_ASF10, [s1, s2], "Fix #3", True, "ellipsis", [], "The anki-simple-furigana pull request for ruby-tag or square-bracket readings fixes issue #3.", author="u1")
    lend(P2_ASF10, [s1], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_KURO12, [j1], P2_F_AUTO, SELF, P2_FURIZE2)
    lend(P2_KURO12, [j1, j2], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_KURO31, [r1, r2], P2_F_AUTO, SELF, P2_FURIZE2)
    lend(P2_ASF10, [s1, s2], P2_F_URAGI, SAME, P2_KURO12)
    lend(P2_FURIZE2, [z1, z2], P2_F_KUROMOJI, SAME, P2_FMAKER275)
    lend(P2_GENKI105, [k1, k2], P2_F_URAGI, SAME, P2_KURO12)


def P2_microtonal(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- microtonal tunings: Scala .scl/.kbm files and non-12-tone scales ----
    s1 = (U, "origin of tuning system/scale data in music21/music21/scale/scala/scl/", "u1")
    s2 = (U, "Where did the data in the .scl files located in the https://github.com/cuthbertLab/music21/tree/master/music21/scale/scala/scl directory come from?", "u1")
    s3 = (U, "I have seen ones in the _same format_ in @flexatone's _athenaCL_, and strangely enough in the library for the Garrison ARIA player and was wondering if they are from the same origin, and what that origin might be.", "u1")
    s4 = (U, "The data comes from the [_Huygens-Fokker Foundation_](http://www.huygens-fokker.org) and was designed for use in its [_Scala_](http://www.huygens-fokker.org/scala/) software package.", "u1")
    s5 = (U, P2_M_SCALA, "u1")
    s6 = (U, "I'll close the question, but credit should be given.", "u1")
    # The body repeats the title with the directory's full address: complete in itself.
    rec(P2_M21_1143, [s1], s2[1], False, "trap_other", [], None, author="u1")
    rec(P2_M21_1143, [s1, s2], s3[1], True, "pronoun", ["ones", "they"], "I have seen .scl files in the same format as music21's in athenaCL and in the Garrison ARIA player library; are they from the same origin, and what is it?", author="u1")
    rec(P2_M21_1143, [s1, s2, s3], s4[1], True, "ellipsis", ["The data"], "The .scl data in music21's scale/scala/scl directory comes from the Huygens-Fokker Foundation and was designed for its Scala software package.", author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4], P2_M_SCALA, False, SAME, [], None, author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4, s5], s6[1], True, "ellipsis", ["the question"], "I'll close the question about the origin of music21's .scl tuning data (the Huygens-Fokker Foundation's Scala), but credit should be given.", author="u1")
    rec(P2_M21_1143, [s1, s2, s3, s4, s5, s6], "yes.  It is used with permission (though I'm not 100% sure it is copyrightable)", True, "pronoun", ["It"], "music21's Huygens-Fokker Scala .scl data is used with permission (though I'm not 100% sure it is copyrightable).", author="u2")

    t1 = (U, "Microtonality support", "u1")
    t2 = (U, "See [MIDI Tuning Standard](http://www.microtonal-synthesis.com/MIDItuning.html) and [Scala file format](http://www.huygens-fokker.org/scala/scl_format.html).", "u1")
    t3 = (U, "Additional info: [31ET](http://31et.com/) is [fun](http://tinyurl.com/zwf4jm5).", "u1")
    t4 = (U, "Is there any chance that microtonal scales will be supported in the \nfuture?", "u2")
    t5 = (U, P2_M_OPTIONS, "u2")
    rec(P2_TUNEFISH7, [t1], t2[1], True, "ellipsis", [], "For microtonality support in Tunefish, see the MIDI Tuning Standard and the Scala file format.", author="u1")
    rec(P2_TUNEFISH7, [t1, t2], t3[1], True, "ellipsis", ["Additional info"], "Additional info for Tunefish microtonality support: 31-tone equal temperament (31ET) is fun.", author="u1")
    rec(P2_TUNEFISH7, [t1, t2, t3], t4[1], True, "ellipsis", [], "Is there any chance that Tunefish will support microtonal scales in the future?", author="u2")
    rec(P2_TUNEFISH7, [t1, t2, t3, t4], P2_M_OPTIONS, False, SAME, [], None, author="u2")
    rec(P2_TUNEFISH7, [t1, t2, t3, t4, t5], "Examples include AnaMark TUN (.tun), Scala (.scl/.kbm), and \nMIDI Tuning Standard tuning dump (.mid).", True, "ellipsis", ["Examples"], "Examples of tuning files a synth user loads for microtonal scales include AnaMark TUN (.tun), Scala (.scl/.kbm) and the MIDI Tuning Standard tuning dump (.mid).", author="u2")
    lend(P2_TUNEFISH7, [t1], P2_M_AMSYNTH, SAME, P2_CALF163)

    h1 = (U, "Microtonality support", "u1")
    h2 = (U, "See [MIDI Tuning Standard](http://www.microtonal-synthesis.com/MIDItuning.html) and [Scala file format](http://www.huygens-fokker.org/scala/scl_format.html).", "u1")
    h3 = (A, "https://github.com/mtytel/helm/issues/87", "u2")
    rec(P2_HELM94, [h1, h2], h3[1], True, "ellipsis", [], "Microtonality support for Helm is already requested in https://github.com/mtytel/helm/issues/87", author="u2")
    rec(P2_HELM94, [h1, h2, h3], "Closing as duplicate", True, "ellipsis", [], "Closing Helm's microtonality-support issue as a duplicate of helm#87.", author="u3")
    lend(P2_HELM94, [h1], P2_M_CONCEPTS, SAME, P2_MERCURY39)

    c1 = (U, "microtonal", "u1")
    c2 = (U, "Do you think making micro tonal sampler or sf2 player?", "u1")
    c3 = (A, "Ideas of scaling could be taken from zynsubfx synth where scale could be defined freely, by cents, ratio, etc.", "u2")
    c4 = (A, "Fluidsynth devs [say](https://github.com/FluidSynth/fluidsynth/issues/278) that fluidsynth already supports microtuning, but I was not able to reproduce this.", "u3")
    c5 = (U, "I would love to see this implemented in calf fluidsynth!", "u4")
    c6 = (U, P2_M_AMSYNTH, "u4")
    rec(P2_CALF163, [c1], c2[1], True, "ellipsis", [], "Would Calf consider making a microtonal sampler or SF2 player?", author="u1")
    rec(P2_CALF163, [c1, c2], c3[1], True, "ellipsis", ["Ideas of scaling"], "Ideas for microtonal scaling in Calf could be taken from the ZynAddSubFX synth, where a scale can be defined freely, by cents, ratio, etc.", author="u2")
    # Names fluidsynth and its claim in full: complete in itself.
    rec(P2_CALF163, [c1, c2, c3], c4[1], False, SAME, [], None, author="u3")
    rec(P2_CALF163, [c1, c2, c3, c4], c5[1], True, "pronoun", ["this"], "I would love to see microtuning implemented in Calf's fluidsynth plugin!", author="u4")
    rec(P2_CALF163, [c1, c2, c3, c4, c5], P2_M_AMSYNTH, False, SAME, [], None, author="u4")
    rec(P2_CALF163, [c1, c2, c3, c4, c5, c6], "That general method would be my first choice, but if it's easier to implement with midi MTS files I could live with that too.", True, "pronoun", ["That general method"], "Microtuning with Scala files (scl + kbm), as amsynth does, would be my first choice for Calf fluidsynth, but MIDI MTS files would be acceptable if easier to implement.", author="u4")

    e1 = (U, "Improved Scala (.scl) I/O", "u1")
    e2 = (U, "I am currently using the Anamark TUN library to read Scala files, but it parses all the lines into cents representations.", "u1")
    e3 = (U, "I would like to preserve ratio representations and be able to write Scala files too, so this will require (preferably collaborated) enhancement of the TUN library, a different existing C++ Scala I/O library, or rolling a custom one.", "u1")
    e4 = (A, "I noticed this issue and thought I'd suggest as an alternative to the Anamark TUN Library using the Surge Synth Team's tuning library which has full SCL/KBM support", "u2")
    rec(P2_EVERY2, [e1], e2[1], True, "ellipsis", [], "everytone-tuner currently uses the Anamark TUN library to read Scala files, but it parses all the lines into cents representations.", author="u1")
    rec(P2_EVERY2, [e1, e2], e3[1], True, "ellipsis", [], "everytone-tuner should preserve ratio representations and write Scala files too, which needs an enhanced TUN library, a different C++ Scala I/O library, or a custom one.", author="u1")
    rec(P2_EVERY2, [e1, e2, e3], e4[1], True, "pronoun", ["this issue"], "As an alternative to the Anamark TUN library for everytone-tuner's Scala I/O, I suggest the Surge Synth Team's tuning library, which has full SCL/KBM support.", author="u2")
    rec(P2_EVERY2, [e1, e2, e3, e4], "this implementation has been used by Surge XT, Monique, Dexed, Odin2, sfizz, BespokeSynth and soon Decent Sampler", True, "pronoun", ["this implementation"], "The Surge Synth Team's tuning library has been used by Surge XT, Monique, Dexed, Odin2, sfizz, BespokeSynth and soon Decent Sampler.", author="u2")
    lend(P2_EVERY2, [e1], P2_M_SCALA, SAME, P2_M21_1143)

    m1 = (U, "Addition of Scala files", "u1")
    m2 = (U, "An addition for `scale` could include the use of the [Scala format](http://www.huygens-fokker.org/scala/scl_format.html) due to the [immense library](http://www.huygens-fokker.org/scala/downloads.html#scales) of [already existing scales](http://www.huygens-fokker.org/docs/scalesdir.txt) in `.scl` format.", "u1")
    m3 = (U, P2_M_CONCEPTS, "u1")
    m4 = (U, "There should be a clear distinction for naming the different functions within Mercury.", "u1")
    m5 = (A, "Interesting! Had not heard about this `.scl` format before.", "u2")
    rec(P2_MERCURY39, [m1], m2[1], True, "ellipsis", [], "Mercury's `scale` could add the Scala format, given the immense library of existing scales in `.scl` format.", author="u1")
    rec(P2_MERCURY39, [m1, m2], P2_M_CONCEPTS, False, SAME, [], None, author="u1")
    rec(P2_MERCURY39, [m1, m2, m3], m4[1], True, "ellipsis", ["the different functions"], "Mercury should clearly distinguish the naming of its scale, mode and tuning functions.", author="u1")
    rec(P2_MERCURY39, [m1, m2, m3, m4], m5[1], True, "pronoun", ["this `.scl` format"], "Interesting! I had not heard about the Scala `.scl` tuning format before.", author="u2")
    rec(P2_MERCURY39, [m1, m2, m3, m4, m5], "If setting a scale to a (for example) 19-TET, what would the values in `note()` mean?", True, "ellipsis", [], "If a Mercury scale were set to, for example, 19-TET from a Scala file, what would the values in Mercury's `note()` mean?", author="u2")
    lend(P2_MERCURY39, [m1], P2_M_AMSYNTH, SAME, P2_CALF163)

    g1 = (U, "Scala files larger than one octave not working", "u1")
    g2 = (U, "I wanted to use the \"stopper.scl\" out of the http://huygens-fokker.org/docs/scales.zip which is based on duodecimes instead of octaves.", "u1")
    g3 = (U, "If I import it the error \"Error: There are invalid values in the scale: all the notes should be in the same octave\" appears.", "u1")
    g4 = (U, "Is there a way to change the scala file in a way to be used by lingot?", "u1")
    g5 = (A, "I am afraid this is not supported in LINGOT at the moment: you have to specify the notes **within one octave.**", "u2")
    rec(P2_LINGOT59, [g1, g2], g3[1], True, "pronoun", ["it"], "If I import stopper.scl (a duodecime-based Scala file) into lingot, the error \"There are invalid values in the scale: all the notes should be in the same octave\" appears.", author="u1")
    rec(P2_LINGOT59, [g1, g2, g3], g4[1], True, "pronoun", ["the scala file"], "Is there a way to change the stopper.scl Scala file so that lingot can use it?", author="u1")
    rec(P2_LINGOT59, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this"], "Scala scales larger than one octave are not supported in lingot at the moment: you have to specify the notes within one octave.", author="u2")
    rec(P2_LINGOT59, [g1, g2, g3, g4, g5], "I just did not think of non \"octave-periodic\" scales when I wrote this, but now that you mention it, I find it very interesting.", True, "pronoun", ["this"], "I did not think of non-octave-periodic scales when I wrote lingot's Scala import, but I find them very interesting.", author="u2")
    lend(P2_LINGOT59, [g1], P2_M_SCALA, SAME, P2_M21_1143)
    lend(P2_HELM94, [h1, h2], P2_M_SCALA, SAME, P2_M21_1143)
    lend(P2_HELM94, [h1, h2, h3], P2_M_AMSYNTH, SAME, P2_CALF163)
    lend(P2_HELM94, [h1], P2_M_OPTIONS, SAME, P2_TUNEFISH7)
    lend(P2_EVERY2, [e1, e2], P2_M_CONCEPTS, SAME, P2_MERCURY39)
    lend(P2_LINGOT59, [g1, g2], P2_M_CONCEPTS, SAME, P2_MERCURY39)


def P2_astrology(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- astrology charts: house systems, ascendants and the sidereal ayanamsa ----
    f1 = (U, "House calculation", "u1")
    f2 = (U, "I have a problem with house calculation.", "u1")
    f3 = (U, "The result is `<House9 Capricorn +01:01:35 15.506900746302676>`", "u1")
    f4 = (U, "I tried a lot of different services, here is what they show:", "u1")
    f5 = (U, "Everywhere hsys == Placidus.", "u1")
    f6 = (U, "Can you tell me why the results are different?", "u1")
    f7 = (A, "Do you want the cusp of the house where the Sun is in, or do you want to know the position the sun is?", "u2")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5], f6[1], True, "pronoun", ["the results"], "Why does flatlib's Placidus house for the Sun (House9 Capricorn +01:01:35) differ from what other astrology services show?", author="u1")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5, f6], f7[1], True, "ellipsis", [], "In flatlib, do you want the cusp of the house the Sun is in, or the position of the Sun?", author="u2")
    rec(P2_FLAT69, [f1, f2, f3, f4, f5, f6, f7], P2_A_DIFF, False, "trap_fresh_what", [], None, author="u2")

    w1 = (U, "House Calculation Errors?", "u1")
    w2 = (U, "I get output:\n```\n\"<House10 Virgo +00:00:00 30.0>\" \n\"<House7 Gemini +00:00:00 30.0>\"\n```", "u1")
    w3 = (U, "output should be:\n```\n\"<House9 Leo +00:00:00 30.0>\"\n\"<House6 Taurus +00:00:00 30.0>\"\n```", "u1")
    w4 = (A, P2_A_FIVE, "u2")
    w5 = (A, "Are you considering the 5º degree rule?", "u2")
    rec(P2_FLAT26, [w1, w2, w3], P2_A_FIVE, False, SELF, [], None, author="u2")
    rec(P2_FLAT26, [w1, w2, w3, w4], w5[1], True, "pronoun", ["the 5º degree rule"], "Are you considering the traditional rule that an object within 5º of a house cusp counts as in that house when comparing flatlib's houses?", author="u2")
    rec(P2_FLAT26, [w1, w2, w3, w4, w5], "yes this is due to the 5 degree rule, this can be closed.", True, "pronoun", ["this"], "Yes, the difference in flatlib's house calculation is due to the 5-degree rule; the issue can be closed.", author="u1")

    l1 = (U, "Lahiri Ayanamsa", "u1")
    l2 = (U, "How to apply various ayanamsa?", "u1")
    l3 = (U, "For Example : <Sun Capricorn +17:31:21 +01:01:10> is as per the existing code, however applying the Ayanamsa it should be Sun in Sagittarius  23 Deg, 58',21''", "u1")
    l4 = (U, "is this possible?", "u1")
    rec(P2_FLAT32, [l1], l2[1], True, "ellipsis", [], "How do I apply various ayanamsas (e.g. Lahiri) in flatlib?", author="u1")
    rec(P2_FLAT32, [l1, l2], l3[1], True, "ellipsis", [], "For example, flatlib gives Sun Capricorn +17:31:21, but with the Lahiri ayanamsa applied it should be Sun in Sagittarius 23°58'21\".", author="u1")
    rec(P2_FLAT32, [l1, l2, l3], l4[1], True, "pronoun", ["this"], "Is applying the Lahiri ayanamsa possible in flatlib?", author="u1")
    rec(P2_FLAT32, [l1, l2, l3, l4], "I have a sideral branch that is working, but is very very unstable and incomplete (https://github.com/flatangle/flatlib/tree/sidereal).", True, "ellipsis", [], "flatlib has a sidereal branch that works but is very unstable and incomplete (https://github.com/flatangle/flatlib/tree/sidereal).", author="u2")

    p1 = (U, "\"swisseph.Error: swisseph.houses: error\" error in a specific example", "u1")
    p2 = (U, "I found a specific example when calculating the ascendant.", "u1")
    p3 = (U, "i'm using: cusps, houses = swe.houses(jul_day_ut, lat, long, b'P') and it works for 99.9% of time but, with\njulian_date = 2449477.829861111  \nlatitude = 67.5035662  \nlongitude = 64.0627028", "u1")
    p4 = (U, "I get an error: \"swisseph.Error: swisseph.houses: error\".", "u1")
    p5 = (U, "Tweaking latitude a little bit, i found out that on 66.5 and less - it works fine, but on 66.5+ - not.", "u1")
    p6 = (A, P2_A_PLACIDUS, "u2")
    rec(P2_PYSWE74, [p1, p2, p3], p4[1], True, "ellipsis", [], "With julian_date 2449477.829861111, latitude 67.5035662 and longitude 64.0627028, pyswisseph's swe.houses(..., b'P') raises \"swisseph.Error: swisseph.houses: error\".", author="u1")
    rec(P2_PYSWE74, [p1, p2, p3, p4], p5[1], True, "ellipsis", [], "pyswisseph's Placidus swe.houses works at latitudes of 66.5 and less, but fails above 66.5.", author="u1")
    rec(P2_PYSWE74, [p1, p2, p3, p4, p5], P2_A_PLACIDUS, False, SELF, [], None, author="u2")
    rec(P2_PYSWE74, [p1, p2, p3, p4, p5, p6], "The Pyswisseph has deliberately chosen to raise an exception instead.", True, "ellipsis", ["instead"], "Where the C Swiss Ephemeris switches to Porphyry houses beyond the polar circle, pyswisseph deliberately raises an exception instead.", author="u2")
    lend(P2_PYSWE74, [p1], P2_A_FIVE, SELF, P2_FLAT26)

    s1 = (U, "Sidereal zodiac calculations: are they possible at all?", "u1")
    s2 = (U, "The result is:", "u1")
    s3 = (U, "> module 'swisseph' has no attribute 'SE_SIDM_LAHIRI'", "u1")
    s4 = (U, "How do I define the ayanamsha then?", "u1")
    s5 = (U, "I tried to do the calculation without setting the preferred ayanamsha and it was successful but I can guess that the default ayanamsha is Fagan/Bradley, i.e. no what I need.", "u1")
    rec(P2_PYSWE48, [s1, s2, s3], s4[1], True, "ellipsis", ["then"], "How do I define the ayanamsha in pyswisseph, given that swisseph has no attribute 'SE_SIDM_LAHIRI'?", author="u1")
    rec(P2_PYSWE48, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the calculation"], "pyswisseph's sidereal calculation succeeds without setting an ayanamsha, but the default is presumably Fagan/Bradley, which is not what I need.", author="u1")
    rec(P2_PYSWE48, [s1, s2, s3, s4, s5], "I found out by experimenting and searching through documentation that swe.SIDM_LAHIRI does give me the desired result.", True, "ellipsis", [], "In pyswisseph, swe.SIDM_LAHIRI (not SE_SIDM_LAHIRI) sets the Lahiri ayanamsha and gives the desired sidereal result.", author="u1")
    lend(P2_PYSWE48, [s1], P2_A_DIFF, "trap_fresh_what", P2_FLAT69)

    y1 = (U, "Lahiri ayanāṃśa and sidereal longitudes differ from direct Swiss Ephemeris results", "u1")
    y2 = (U, "I noticed a reproducible difference between Maitreya 8.2 and direct Swiss Ephemeris calculations.", "u1")
    y3 = (U, "The implied Lahiri ayanāṃśa from Swiss Ephemeris is about **24°13′49.7″**, whereas Maitreya reports **24°13′41″**.", "u1")
    rec(P2_MAITREYA115, [y1], y2[1], False, SAME, [], None, author="u1")
    rec(P2_MAITREYA115, [y1, y2], y3[1], False, SAME, [], None, author="u1")
    rec(P2_MAITREYA115, [y1, y2, y3], "Is Maitreya's Lahiri ayanāṃśa intentionally different from the Swiss Ephemeris `SE_SIDM_LAHIRI` implementation, or could this indicate a calculation issue?", True, "pronoun", ["this"], "Is Maitreya's Lahiri ayanāṃśa intentionally different from the Swiss Ephemeris `SE_SIDM_LAHIRI` implementation, or could the ~8″ difference (24°13′41″ vs 24°13′49.7″) indicate a calculation issue?", author="u1")
    lend(P2_MAITREYA115, [y1], P2_A_PRECESS, SAME, P2_PYJHORA49)

    j1 = (U, "TRUE_LAHIRI using present‑epoch value rather than the birth‑date value.", "u1")
    j2 = (U, "I compared my chart from parashara light with pyjhora.", "u1")
    j3 = (U, "Born in 1964 gives a difference of ~0.87° for each planet.", "u1")
    j4 = (U, "This is because TRUE_LAHIRI seems to compute with present day Ayanamsa.", "u1")
    j5 = (U, P2_A_PRECESS, "u1")
    # Names both programs in full: the opener's statement needs nothing from the title.
    rec(P2_PYJHORA49, [j1], j2[1], False, "trap_other", [], None, author="u1")
    rec(P2_PYJHORA49, [j1, j2], j3[1], True, "ellipsis", [], "For a 1964 birth, PyJHora's TRUE_LAHIRI chart differs from Parashara's Light by ~0.87° for each planet.", author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3], j4[1], True, "pronoun", ["This"], "PyJHora's ~0.87° planet offset for a 1964 chart is because its TRUE_LAHIRI seems to compute with the present-day ayanamsa.", author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3, j4], P2_A_PRECESS, False, SAME, [], None, author="u1")
    rec(P2_PYJHORA49, [j1, j2, j3, j4, j5], "I am converting to LAHIRI to see if that resolves the issue", True, "pronoun", ["that", "the issue"], "I am switching PyJHora from TRUE_LAHIRI to LAHIRI to see if that resolves the present-epoch ayanamsa offset.", author="u1")

    e1 = (U, "SEFLG_SIDEREAL flag returns systematically incorrect planetary positions (23° offset)", "u1")
    e2 = (U, "The `SEFLG_SIDEREAL` flag in the Swiss Ephemeris Node.js binding produces incorrect sidereal planetary positions with a systematic offset equal to the ayanamsa value (~23°).", "u1")
    rec(P2_SWEPH25, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_SWEPH25, [e1, e2], "This affects all sidereal astrological calculations and appears to be a bug in the coordinate transformation within the Node.js binding layer.", True, "pronoun", ["This"], "The SEFLG_SIDEREAL offset in the sweph Node.js binding affects all sidereal astrological calculations and appears to be a bug in the binding's coordinate transformation.", author="u1")
    lend(P2_SWEPH25, [e1], P2_A_PLACIDUS, SELF, P2_PYSWE74)
    lend(P2_FLAT26, [w1], P2_A_PRECESS, SAME, P2_PYJHORA49)
    lend(P2_FLAT32, [l1], P2_A_PLACIDUS, SELF, P2_PYSWE74)
    lend(P2_FLAT69, [f1, f2], P2_A_PRECESS, SAME, P2_PYJHORA49)
    lend(P2_PYSWE48, [s1, s2, s3], P2_A_FIVE, SELF, P2_FLAT26)
    lend(P2_SWEPH25, [e1, e2], P2_A_FIVE, SELF, P2_FLAT26)
    lend(P2_MAITREYA115, [y1, y2], P2_A_DIFF, "trap_fresh_what", P2_FLAT69)
    lend(P2_PYJHORA49, [j1], P2_A_PLACIDUS, SELF, P2_PYSWE74)


def P2_lego(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- LEGO parts: BrickLink colours, known colours and part inventories ----
    b1 = (U, "Add Show in my Bricklink Inventory", "u1")
    b2 = (U, "Add an option to see that part in your BL Inventory:", "u1")
    b3 = (U, "BTW, maybe and option in the settings to use the old inventory view instead as the new one still has some bugs:", "u1")
    b4 = (U, "With this option, the other Show in my Store on Bricklink would link instead to the store front, not the inventory.", "u1")
    b5 = (U, "PD: Just noticed we can change from searching the color name to just use the ID (Black = 11):", "u1")
    rec(P2_BSTORE243, [b1], b2[1], True, "ellipsis", ["that part"], "Add a BrickStore option to see the selected part in your BrickLink inventory.", author="u1")
    rec(P2_BSTORE243, [b1, b2], b3[1], True, "ellipsis", ["the settings"], "Maybe add a BrickStore setting to use BrickLink's old inventory view, as the new one still has some bugs.", author="u1")
    rec(P2_BSTORE243, [b1, b2, b3], b4[1], True, "pronoun", ["this option"], "With a setting for BrickLink's old inventory view, BrickStore's other \"Show in my Store on Bricklink\" would link to the store front instead of the inventory.", author="u1")
    rec(P2_BSTORE243, [b1, b2, b3, b4, b5], "But only works in the .asp view...", True, "ellipsis", [], "Searching BrickLink inventory by colour ID (Black = 11) instead of colour name only works in the old .asp view.", author="u1")
    lend(P2_BSTORE243, [b1], P2_L_PEARL, SAME, P2_BSYNC29)

    k1 = (U, "Issue with \"Known colors\"", "u1")
    k2 = (U, "I have an issue where the \"Known Colors\" of an part on BrickStore is different from the same item on BrickLink.", "u1")
    k3 = (U, "Running BS version 2023.8.1 (build: 1059) and I love BS.", "u1")
    k4 = (A, P2_L_NOACCESS, "u2")
    rec(P2_BSTORE778, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_BSTORE778, [k1, k2, k3], P2_L_NOACCESS, False, SAME, [], None, author="u2")
    rec(P2_BSTORE778, [k1, k2, k3, k4], "Instead the known colors in BrickStore are compiled from 2 sources: all the part inventories and all the known PCCs (part-color-codes).", True, "ellipsis", ["Instead"], "Rather than BrickLink's \"Known Colors\" data, BrickStore compiles known colors from 2 sources: all the part inventories and all the known PCCs (part-color-codes).", author="u2")

    r1 = (U, "Reverse color search???", "u1")
    r2 = (U, "Is it possible to select a specific color then filter by a category for all parts only that come in that color and that category?", "u1")
    r3 = (U, "Additionally,  if you could search a word,  like \"horn\" and then say only match those that come in a specific color.", "u1")
    r4 = (U, "That could speed up finding parts a lot.", "u1")
    r5 = (A, "Implies \"Known Colors\" to work reliably enough - which isn't unfortunately.", "u2")
    r6 = (A, "See #94", "u2")
    rec(P2_BSTORE164, [r1, r2, r3], r4[1], True, "pronoun", ["That"], "Filtering BrickStore's part search by a specific colour (and category or word) could speed up finding parts a lot.", author="u1")
    rec(P2_BSTORE164, [r1, r2, r3, r4], r5[1], True, "ellipsis", [], "A reverse colour search in BrickStore implies that \"Known Colors\" work reliably enough, which unfortunately they don't.", author="u2")
    rec(P2_BSTORE164, [r1, r2, r3, r4, r5, r6], "I have seen that also.", True, "identifier", ["that"], "I have also seen BrickStore issue #94 about \"Known Colors\" not working.", author="u1")

    c1 = (U, "Fetch and apply (dynamically?) known colors for part selection", "u1")
    c2 = (U, "Current part vs. color selection does not specify known or existing colors.", "u1")
    c3 = (A, P2_L_DECADES, "u2")
    c4 = (A, "It requires more work to determine if a \npart+color combination is actually available (at any price) or is \nunobtainium.", "u2")
    rec(P2_LEOCAD673, [c1], c2[1], True, "ellipsis", [], "LeoCAD's current part vs. colour selection does not specify known or existing colours.", author="u1")
    rec(P2_LEOCAD673, [c1, c2], P2_L_DECADES, False, SAME, [], None, author="u2")
    rec(P2_LEOCAD673, [c1, c2, c3], c4[1], False, SELF, [], None, author="u2")
    rec(P2_LEOCAD673, [c1, c2, c3, c4], "there would probably be a better way to do this? peeron or another site/database - was just throwing the idea out there as a nice to have for editing/building to not make something impossible to purchase :)", True, "pronoun", ["this", "the idea"], "Would there be a better way for LeoCAD to show only part+colour combinations that exist, e.g. from Peeron or another site/database, so as not to build something impossible to purchase?", author="u1")
    lend(P2_LEOCAD673, [c1], P2_L_NOACCESS, SAME, P2_BSTORE778)

    a1 = (U, "Update / add LEGO Pick a brick colors", "u1")
    a2 = (U, "Looking to create a piece, and want to order parts from LEGO.com", "u1")
    a3 = (U, "When I select \"mix in colors from existing sets\" and then \"All pick a brick studs\" only 13 colors appear.", "u1")
    a4 = (U, "I have just been to Pick-a-brick, and found 37 different colors of the flat round 1x1 tile, excluding transparents and studs with print.", "u1")
    a5 = (A, "So  \"All pick a brick studs\" isn't the same as  \"All pick a brick tiles\" - I can look into the latter when I have time, but it's time consuming to go through and add them.", "u2")
    a6 = (A, "I did look into pulling them automatically, but this comes with a few issues.", "u2")
    rec(P2_LEGOART95, [a1, a2], a3[1], True, "ellipsis", [], "In Lego Art Remix, selecting \"mix in colors from existing sets\" and then \"All pick a brick studs\" shows only 13 colors.", author="u1")
    rec(P2_LEGOART95, [a1, a2, a3], a4[1], False, SAME, [], None, author="u1")
    rec(P2_LEGOART95, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "Lego Art Remix's \"All pick a brick studs\" isn't the same as \"All pick a brick tiles\"; adding the tiles is time-consuming.", author="u2")
    rec(P2_LEGOART95, [a1, a2, a3, a4, a5], a6[1], True, "pronoun", ["them", "this"], "I looked into pulling LEGO Pick a Brick colours into Lego Art Remix automatically, but that comes with a few issues.", author="u2")
    rec(P2_LEGOART95, [a1, a2, a3, a4, a5, a6], P2_L_FIRSTLY, False, SAME, [], None, author="u2")
    lend(P2_LEGOART95, [a1], P2_L_DECADES, SAME, P2_LEOCAD673)

    n1 = (U, "Additional color information", "u1")
    n2 = (U, "For the parts lists it would be nice to have color information from all currently used technologies (LDD, Bricklink, Official LEGO, rebrickable)", "u1")
    rec(P2_BINSTR5, [n1], n2[1], True, "ellipsis", ["the parts lists"], "buildinginstructions.js's parts lists should have colour information from all current systems (LDD, BrickLink, official LEGO, Rebrickable).", author="u1")
    rec(P2_BINSTR5, [n1, n2], "BrickLink, official LEGO are currently available, while Rebrickable uses its own system and is not required in any existing use case.", True, "ellipsis", [], "buildinginstructions.js's parts lists now have BrickLink and official LEGO colour information; Rebrickable uses its own system and is not required in any existing use case.", author="u1")
    lend(P2_BINSTR5, [n1], P2_L_NOACCESS, SAME, P2_BSTORE778)

    s1 = (U, "Another colour update!", "u1")
    s2 = (U, P2_L_PEARL, "u1")
    s3 = (U, "New colours are:\nPearl Red (252 on BL, and 181 on BO)\nPearl Green (253 on BL, and 183 on BO)\nPearl Blue (254 on BL, and 189 on BO)\nPearl Brown (255 on BL, and 219 on BO)", "u1")
    s4 = (U, "This forum post explains the new colours: https://www.bricklink.com/message.asp?ID=1436672", "u1")
    rec(P2_BSYNC29, [s1], P2_L_PEARL, False, SAME, [], None, author="u1")
    rec(P2_BSYNC29, [s1, s2, s3], s4[1], True, "pronoun", ["the new colours"], "A BrickLink forum post explains the 4 new Pearl colours (Pearl Red, Green, Blue and Brown) for Bionicle parts: https://www.bricklink.com/message.asp?ID=1436672", author="u1")
    rec(P2_BSYNC29, [s1, s2, s3, s4], "I've updated the colortable.c file accordingly - will upload it as a comment in this thread.", True, "ellipsis", ["accordingly"], "I've updated BrickSync's colortable.c with the 4 new BrickLink Pearl colours and will upload it as a comment.", author="u1")
    lend(P2_BSYNC29, [s1], P2_L_DECADES, SAME, P2_LEOCAD673)
    lend(P2_BINSTR5, [n1, n2], P2_L_DECADES, SAME, P2_LEOCAD673)
    lend(P2_BINSTR5, [n1], P2_L_PEARL, SAME, P2_BSYNC29)
    lend(P2_BSYNC29, [s1, s2], P2_L_NOACCESS, SAME, P2_BSTORE778)
    lend(P2_BSYNC29, [s1, s2, s3], P2_L_FIRSTLY, SAME, P2_LEGOART95)
    lend(P2_LEOCAD673, [c1, c2], P2_L_FIRSTLY, SAME, P2_LEGOART95)


def P2_kerning(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- type design: kerning pairs, kerning groups and spacing ----
    k1 = (U, "Remove unneeded pairs.", "u1")
    k2 = (U, "First, thanks for sharing this.", "u1")
    k3 = (U, "I think the list can be greatly improved by removing pairs that don’t need kerning or can be covered by class kerning:", "u1")
    k4 = (U, "1. Pairs with `space`. The first 30 pairs are mostly with `space`. Those are usually not kerned. \n2. Most pairs with accented letters. Most Uppercase with accents need the same kerning as the base glyph. This is true for A lot of the lowercase, too. Exceptions are `T|V|W|f|`+letter with top accents and pairs with quotes.", "u1")
    k5 = (A, "Your second point makes total sense.", "u2")
    k6 = (A, "I should implement groups directly for the uppercase letters.", "u2")
    k7 = (A, "I disagree with you on the first point, though.", "u2")
    rec(P2_KPAIRS11, [k1, k2], k3[1], True, "ellipsis", ["the list"], "The kerning-pairs list can be greatly improved by removing pairs that don't need kerning or can be covered by class kerning.", author="u1")
    rec(P2_KPAIRS11, [k1, k2, k3, k4], k5[1], True, "position", ["Your second point"], "Removing most pairs with accented letters from the kerning-pairs list (uppercase with accents need the same kerning as the base glyph) makes total sense.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5], k6[1], True, "ellipsis", ["groups"], "The kerning-pairs list should implement kerning groups directly for the uppercase letters with accents.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5, k6], k7[1], True, "position", ["the first point"], "I disagree that pairs with `space` should be removed from the kerning-pairs list.", author="u2")
    rec(P2_KPAIRS11, [k1, k2, k3, k4, k5, k6, k7], "The significance to kern letter pairs containing `space` is confirmed by this study, I interpret.", True, "pronoun", ["this study"], "The kerning-pairs study confirms, as I interpret it, the significance of kerning letter pairs that contain `space`.", author="u2")
    lend(P2_KPAIRS11, [k1], P2_T_UFO3, SAME, P2_KDUMP6)

    r1 = (U, "Overly-tight kerning", "u1")
    r2 = (U, "In reviewing the kerning data, we found that there are some of the new kerning pairs that are super tight:", "u1")
    r3 = (U, "Can you review the kerning data for the above pairs (and in general)?", "u1")
    r4 = (A, "@aaronbell   You’re right. So I reviewed and readjusted all the kerning pairs.", "u2")
    r5 = (A, "Could you try from the  [`adjust_kerning`](https://github.com/fontworks-fonts/Reggae/tree/adjust_kerning) branch and see if that fixes it?", "u2")
    r6 = (U, "@kokiabe Thanks for the update! These diagonals are notoriously challenging to get right.", "u1")
    r7 = (U, "In reviewing, I still think it feels a bit tight.", "u1")
    rec(P2_REGGAE4, [r1, r2], r3[1], True, "pronoun", ["the above pairs"], "Can you review Reggae's kerning data for the new, overly tight kerning pairs (and in general)?", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3], r4[1], True, "ellipsis", [], "I reviewed and readjusted all of Reggae's kerning pairs.", author="u2")
    rec(P2_REGGAE4, [r1, r2, r3, r4], r5[1], True, "pronoun", ["that", "it"], "Could you try Reggae's `adjust_kerning` branch and see if it fixes the overly tight kerning?", author="u2")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5], r6[1], True, "pronoun", ["These diagonals"], "Thanks for the update to Reggae's kerning; diagonal letter pairs like YA and LY are notoriously challenging to get right.", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5, r6], r7[1], True, "pronoun", ["it"], "Reviewing Reggae's adjust_kerning branch, I still think the diagonal kerning feels a bit tight.", author="u1")
    rec(P2_REGGAE4, [r1, r2, r3, r4, r5, r6, r7], "Reducing the negative kern by 30-40 units between the `YA` and `LY` pairs is markedly better (and maybe even a little more?):", True, "ellipsis", ["the negative kern"], "Reducing Reggae's negative kern by 30-40 units for the `YA` and `LY` pairs is markedly better (maybe even a little more).", author="u1")

    m1 = (U, "Spacing oddities", "u1")
    m2 = (U, "- The `HJ` pair in particular seems really strange (-94), causing an unexpected overlap.\n- `Dje-cy` has a really large right side bearing", "u1")
    m3 = (U, "It would be worth reviewing / correcting spacing & kerning of Latin / Cyrillic / Greek letters to ensure that spacing is proper.", "u1")
    m4 = (U, "`Dje-cy` looks better.", "u1")
    m5 = (U, "I took a glance through the kerning otherwise, and found another weird situation.", "u1")
    rec(P2_MURECHO4, [m1], m2[1], True, "ellipsis", [], "In Murecho, the `HJ` kerning pair (-94) causes an unexpected overlap and `Dje-cy` has a really large right side bearing.", author="u1")
    rec(P2_MURECHO4, [m1, m2], m3[1], True, "ellipsis", [], "It would be worth reviewing and correcting Murecho's spacing and kerning of Latin, Cyrillic and Greek letters.", author="u1")
    rec(P2_MURECHO4, [m1, m2, m3], m4[1], True, "ellipsis", [], "Murecho's `Dje-cy` right side bearing looks better now.", author="u1")
    rec(P2_MURECHO4, [m1, m2, m3, m4], m5[1], True, "ellipsis", ["the kerning"], "Glancing through Murecho's kerning otherwise, I found another weird kerning situation.", author="u1")
    lend(P2_MURECHO4, [m1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    p1 = (U, "Kerning in 335", "u1")
    p2 = (U, "Some pairs are apparently already kerned, like `f` and `T` followed by a few letters.", "u1")
    rec(P2_APL387_137, [p1], p2[1], True, "ellipsis", ["Some pairs"], "In APL387 version 335, some pairs are already kerned, like `f` and `T` followed by a few letters.", author="u1")
    rec(P2_APL387_137, [p1, p2], "However, here is a function that generates all the pairs that should be kerned:", True, "ellipsis", [], "Here is an APL function that generates all the pairs of the APL387 font that should be kerned.", author="u1")
    lend(P2_APL387_137, [p1], P2_T_UFO3, SAME, P2_KDUMP6)
    lend(P2_APL387_137, [p1, p2], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    u1 = (U, P2_T_CLARIFY, "u1")
    u2 = (U, "This fell off https://github.com/unified-font-object/ufo-spec/pull/84.", "u1")
    rec(P2_UFOSPEC85, [u1], u2[1], True, "pronoun", ["This"], "The clarification that UFO kerning groups may be empty fell off https://github.com/unified-font-object/ufo-spec/pull/84.", author="u1")
    rec(P2_UFOSPEC85, [u1, u2], "LGTM", True, "ellipsis", [], "The UFO spec change clarifying that kerning groups may be empty looks good to me.", author="u2")
    rec(P2_UFOSPEC85, [u1, u2, (A, "LGTM", "u2")], "(Also remember the designspaceLib PR: https://github.com/fonttools/fonttools/pull/1534)", True, "ellipsis", ["the designspaceLib PR"], "Also remember the companion designspaceLib PR for empty kerning groups: https://github.com/fonttools/fonttools/pull/1534", author="u1")
    lend(P2_UFOSPEC85, [u1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    d1 = (U, "getKerningPairsFromUFO needs UFO3 update", "u1")
    rec(P2_KDUMP6, [d1], P2_T_UFO3, True, "ellipsis", ["Groups"], "getKerningPairsFromUFO assumes kerning groups start with `@`, which is not the case in UFO3.", author="u1")
    lend(P2_KDUMP6, [d1], P2_T_ACCENTS, SAME, P2_KPAIRS11)

    v1 = (U, "Fix kern classes", "u1")
    v2 = (U, "The current ufo for the Roman Regular at commit [`13c2320`](https://github.com/VivaRado/Advent/tree/13c2320c238ec99199758cd8a8c6c030ed148e4f) has 16,383 kerning pairs.", "u1")
    v3 = (U, "I would think this number should be much closer to 2000 or 3000 max given the character set.", "u1")
    v4 = (U, "If the kerning classes were to be optimized or potentially manually set, I think this number could be improved.", "u1")
    v5 = (A, "Currently I'm trying to reduce by also rounding the values.", "u2")
    rec(P2_ADVENT8, [v1], v2[1], True, "ellipsis", ["The current ufo"], "Advent's Roman Regular UFO at commit 13c2320 has 16,383 kerning pairs.", author="u1")
    rec(P2_ADVENT8, [v1, v2], v3[1], True, "pronoun", ["this number"], "Advent Roman Regular's 16,383 kerning pairs should be much closer to 2000 or 3000 at most, given the character set.", author="u1")
    rec(P2_ADVENT8, [v1, v2, v3], v4[1], True, "pronoun", ["this number"], "If Advent's kerning classes were optimized or set manually, its 16,383 kerning pairs could be reduced.", author="u1")
    rec(P2_ADVENT8, [v1, v2, v3, v4], v5[1], True, "ellipsis", [], "I'm also trying to reduce Advent's kerning pair count by rounding the kerning values.", author="u2")
    rec(P2_ADVENT8, [v1, v2, v3, v4, v5], "I don't know how and if it is ever going to hit 3000 but that would be splendid!", True, "pronoun", ["it"], "I don't know if Advent's kerning pair count will ever get down to 3000, but that would be splendid.", author="u2")
    lend(P2_ADVENT8, [v1], P2_T_UFO3, SAME, P2_KDUMP6)
    lend(P2_APL387_137, [p1], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_APL387_137, [p1, p2], P2_T_CLARIFY, "trap_other", P2_UFOSPEC85)
    lend(P2_UFOSPEC85, [u1, u2], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_KDUMP6, [d1], P2_T_CLARIFY, "trap_other", P2_UFOSPEC85)
    lend(P2_KDUMP6, [d1, (U, P2_T_UFO3, "u1")], P2_T_GLYPHS, SAME, P2_ADVENT8)
    lend(P2_MURECHO4, [m1, m2], P2_T_UFO3, SAME, P2_KDUMP6)


def P2_needlework(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- needlework: machine-embroidery stitches and cross-stitch floss colours ----
    j1 = (U, "Jump stitches not being cut, but stitched", "u1")
    j2 = (U, "Please tell me if this is a \"feature\", or a bug, or a misunderstanding.", "u1")
    j3 = (U, "Tested on a Brother PR1050X.", "u1")
    j4 = (U, "The render of the Hello World shows red lines between shapes, implying that these are jump stitches that will be cut (unless I misunderstand).", "u1")
    j5 = (U, "But the machine stitched the jump stitches.", "u1")
    j6 = (U, "Do I misunderstand something?", "u1")
    j7 = (A, "On my Janome I need to cut those jump threads by hand, which is easy since they are only attached on start and end points.", "u2")
    rec(P2_PEMB105, [j1], j2[1], True, "pronoun", ["this"], "Is PEmbroider's jump stitches being stitched instead of cut a feature, a bug, or a misunderstanding?", author="u1")
    rec(P2_PEMB105, [j1, j2], j3[1], True, "ellipsis", [], "I tested PEmbroider's jump stitches on a Brother PR1050X.", author="u1")
    rec(P2_PEMB105, [j1, j2, j3, j4], j5[1], True, "ellipsis", ["the machine"], "The Brother PR1050X stitched PEmbroider's Hello World jump stitches instead of cutting them.", author="u1")
    rec(P2_PEMB105, [j1, j2, j3, j4, j5, j6], j7[1], True, "pronoun", ["those jump threads"], "On my Janome I need to cut PEmbroider's jump threads by hand, which is easy since they are only attached at start and end points.", author="u2")
    rec(P2_PEMB105, [j1, j2, j3, j4, j5, j6, j7], "We have not had access to higher-end machines with e.g. automatic trimming features in order to test our library.", True, "ellipsis", ["our library"], "The PEmbroider team has not had access to higher-end embroidery machines with automatic trimming features to test PEmbroider.", author="u3")

    u1 = (U, "under layer support stitch", "u1")
    u2 = (U, P2_N_SUPPORT, "u1")
    u3 = (U, "For example, in this image you can see that the outside satin circle of the basketball first gets 3 single stitched circles and then a zigzag before it starts laying down the satin stitch.", "u1")
    u4 = (U, "I will do some tests to compare the quality of a PEmbroider Satin circle and add via code some extra circles underneath.", "u1")
    u5 = (A, "This is super-interesting.", "u2")
    rec(P2_PEMB102, [u1], P2_N_SUPPORT, False, SAME, [], None, author="u1")
    rec(P2_PEMB102, [u1, u2], u3[1], True, "ellipsis", ["For example"], "For example, in a commercial basketball design, the outside satin circle first gets 3 single-stitched circles and then a zigzag as underlay before the satin stitch.", author="u1")
    rec(P2_PEMB102, [u1, u2, u3], u4[1], True, "ellipsis", ["some extra circles underneath"], "I will test a PEmbroider satin circle with and without extra underlay circles added via code underneath.", author="u1")
    rec(P2_PEMB102, [u1, u2, u3, u4], u5[1], True, "pronoun", ["This"], "Underlay support stitches beneath PEmbroider satin stitches are super-interesting.", author="u2")
    rec(P2_PEMB102, [u1, u2, u3, u4, u5], "We're winding up development on PEmbroider and we don't have the resources to do a lot of testing for features like this.", True, "pronoun", ["features like this"], "We're winding up development on PEmbroider and don't have the resources to test features like underlay support stitches.", author="u2")

    g1 = (U, "Find a database to update dmc floss colors", "u1")
    g2 = (U, "Right now I have borrowed the list of floss colors from here: https://github.com/kohsuke/dmc-cross-stitch/blob/master/src/main/resources/dmc-floss.csv", "u1")
    rec(P2_GOXS7, [g1], g2[1], True, "ellipsis", [], "go-cross-stitch currently borrows its DMC floss colour list from https://github.com/kohsuke/dmc-cross-stitch/blob/master/src/main/resources/dmc-floss.csv", author="u1")
    rec(P2_GOXS7, [g1, g2], "If there is an updating database of floss colors available, maybe I could source this.", True, "pronoun", ["this"], "If there is an updating database of DMC floss colours available, go-cross-stitch could source its floss list from it.", author="u1")
    lend(P2_GOXS7, [g1], P2_N_309, SAME, P2_DMC2)

    c1 = (U, "Updated dmc color list", "u1")
    c2 = (U, "Updated with both more +36 colors and colors better mathing the dmc\nfloss.", "u1")
    c3 = (U, "Colors are generated from this .xml file that is part of\nkxstitch:\nhttp://sourceforge.net/p/kxstitch/kxstitch/ci/83556a8b36bb6eeea66913206f394795eab02c6c/tree/schemes/dmc.xml", "u1")
    rec(P2_CSTITCH6, [c1], c2[1], True, "ellipsis", [], "Cstitch's DMC colour list is updated with 36 more colours and colours better matching the DMC floss.", author="u1")
    rec(P2_CSTITCH6, [c1, c2], c3[1], True, "ellipsis", ["Colors"], "Cstitch's updated DMC colours are generated from kxstitch's dmc.xml scheme: http://sourceforge.net/p/kxstitch/kxstitch/ci/83556a8b36bb6eeea66913206f394795eab02c6c/tree/schemes/dmc.xml", author="u1")
    rec(P2_CSTITCH6, [c1, c2, c3], "This closly matches the color of the floss here:\nhttp://yarntree.com/075dmccolors.pdf which is photos of the floss itself so it\nshould be pretty accurate.", True, "pronoun", ["This"], "kxstitch's DMC colour scheme closely matches the floss photographed at http://yarntree.com/075dmccolors.pdf, so it should be pretty accurate.", author="u1")

    n1 = (U, "new DMC colors", "u1")
    n2 = (U, "Any chance you'll be adding the 35 new dmc colors they released this year? and/or can you point me in the direction of how to add them myself? thanks", "u1")
    n3 = (A, "Do you have a link to somewhere listing the new colours?", "u2")
    rec(P2_CSTITCH11, [n1], n2[1], True, "ellipsis", [], "Will Cstitch add the 35 new DMC colours released in 2019, or how can I add them myself?", author="u1")
    rec(P2_CSTITCH11, [n1, n2], n3[1], True, "ellipsis", ["the new colours"], "Do you have a link listing the 35 new DMC floss colours released in 2019?", author="u2")
    rec(P2_CSTITCH11, [n1, n2, n3], "https://stitchedmodern.com/collections/thread/products/embroidery-floss-collection-35-new-colors-from-dmc#", True, "ellipsis", [], "A listing of the 35 new DMC floss colours: https://stitchedmodern.com/collections/thread/products/embroidery-floss-collection-35-new-colors-from-dmc#", author="u1")

    r1 = (U, "Show DMC Floss Number w/ Color", "u1")
    rec(P2_REDCOL3, [r1], "It would be nice to see the DMC floss number for the matched color, would make for easier shopping :)", True, "ellipsis", ["the matched color"], "It would be nice if reduce-colours showed the DMC floss number for each matched colour, for easier shopping.", author="u1")
    lend(P2_REDCOL3, [r1], P2_N_309, SAME, P2_DMC2)

    q1 = (U, "Add DMC floss name to output", "u1")
    q2 = (U, "Should resolve #3", "u1")
    rec(P2_REDCOL4, [q1], q2[1], True, "ellipsis", [], "The reduce-colours pull request adding DMC floss names to the output should resolve issue #3.", author="u1")
    rec(P2_REDCOL4, [q1, q2], "Thank you for taking time to submit a pull request!", True, "ellipsis", [], "Thank you for taking the time to submit the reduce-colours pull request adding DMC floss names.", author="u2")

    i1 = (U, "Add thread index to color patterns", "u1")
    i2 = (U, "The colors.json file provides a list of all DMC colors.", "u1")
    rec(P2_I2P6, [i1], i2[1], True, "ellipsis", ["The colors.json file"], "image2pattern's colors.json file provides a list of all DMC colours.", author="u1")
    rec(P2_I2P6, [i1, i2], "For color patterns each color in the pattern should be mapped to the nearest thread color (using `closestThreadColor()` in threadColors.js) and then an index of those colors should be included at the end of the pattern.", True, "ellipsis", [], "For image2pattern colour patterns, each colour should be mapped to the nearest DMC thread colour (using `closestThreadColor()` in threadColors.js) and an index of those colours included at the end of the pattern.", author="u1")
    lend(P2_I2P6, [i1], P2_N_SUPPORT, SAME, P2_PEMB102)

    d1 = (U, P2_N_TITLE309, "u1")
    d2 = (U, P2_N_309, "u1")
    d3 = (U, "But actual color of 309 is similar to a rose color([image](https://www.google.com/search?q=dmc+floss+309&tbm=isch)), which is too far from current color of csv file(floss_adrianj.csv).", "u1")
    rec(P2_DMC2, [d1], P2_N_309, False, SAME, [], None, author="u1")
    rec(P2_DMC2, [d1, d2], d3[1], True, "ellipsis", ["current color of csv file"], "The actual colour of DMC floss 309 is a rose colour, far from the colour in the dmc package's floss_adrianj.csv.", author="u1")
    rec(P2_DMC2, [d1, d2, d3], "I think that color may be #F12A56 or something like.", True, "pronoun", ["that color"], "I think the dmc package's colour for DMC floss 309 (rose dark) should be #F12A56 or similar.", author="u1")
    lend(P2_DMC2, [d1], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_REDCOL3, [r1], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_REDCOL4, [q1], P2_N_309, SAME, P2_DMC2)
    lend(P2_REDCOL4, [q1, q2], P2_N_SUPPORT, SAME, P2_PEMB102)
    lend(P2_CSTITCH11, [n1], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_CSTITCH6, [c1], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_I2P6, [i1, i2], P2_N_TITLE309, SAME, P2_DMC2)
    lend(P2_PEMB105, [j1], P2_N_309, SAME, P2_DMC2)
