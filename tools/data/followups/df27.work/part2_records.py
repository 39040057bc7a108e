"""df27 part 2 record blocks (helper cdf2, twenty-third pass): far-apart areas.

One call per record, every turn quoted (trimmed) from the thread at its URL. Each turn is
(role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ... by first
appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None (who would
ask it in this thread is unknown). Every module-level name is P2_-prefixed; the lead pastes this
file into `df27.work/records.py` and calls `load_part2` from `load`."""
# ruff: noqa: E501

P2_GH = "https://github.com/"
# ---- model rocketry: flight computers, apogee and parachute deployment ----
P2_ROCKIT = P2_GH + "DanInvents/Rockit/issues/6"
P2_TEJAS = P2_GH + "Curious-Nikhil/Tejas-Rocket-Flight-Computer/pull/6"
P2_CANSAT = P2_GH + "grupacosmo/cansat/issues/76"
P2_CATS84 = P2_GH + "catsystems/cats-embedded/issues/84"
P2_CATS307 = P2_GH + "catsystems/cats-embedded/pull/307"
P2_CATS65 = P2_GH + "catsystems/cats-embedded/issues/65"
P2_RDT = P2_GH + "SethKitchen/RocketDesignTeamAgilePlans/issues/10"
P2_UOR = P2_GH + "uorocketry/rocket-code-2020/pull/23"
# ---- espresso machines: boiler temperature control and shot profiling ----
P2_GGM340 = P2_GH + "jniebuhr/gaggimate/issues/340"
P2_GGM336 = P2_GH + "jniebuhr/gaggimate/issues/336"
P2_GGM189 = P2_GH + "jniebuhr/gaggimate/issues/189"
P2_ESPARM = P2_GH + "hallee/espresso-arm/issues/2"
P2_COFFEEPID = P2_GH + "1024kilobyte/CoffeePID/pull/1"
P2_GAGGIUINO = P2_GH + "Zer0-bit/gaggiuino/issues/607"
P2_DIYPRESSO = P2_GH + "diyPresso/diyPresso-One/issues/25"
P2_DECAID = P2_GH + "decentespresso/decaid/issues/837"
# ---- contract bridge: bidding and double-dummy play ----
P2_PBS98 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/98"
P2_PBS182 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/182"
P2_PBS233 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/233"
P2_PBS93 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/93"
P2_PBS60 = P2_GH + "bridge-craftwork/Practice-Bidding-Scenarios/issues/60"
P2_TRICK337 = P2_GH + "TricksterCards/TricksterBots/issues/337"
P2_TRICK309 = P2_GH + "TricksterCards/TricksterBots/pull/309"
P2_SAYC22 = P2_GH + "eseidel/saycbridge/issues/22"
P2_SAYC11 = P2_GH + "eseidel/saycbridge/issues/11"
P2_CATS56 = P2_GH + "dozingcat/CardsWithCats/pull/56"
P2_CATS97 = P2_GH + "dozingcat/CardsWithCats/pull/97"
P2_CATS54 = P2_GH + "dozingcat/CardsWithCats/pull/54"
P2_BEN132 = P2_GH + "lorserker/ben/issues/132"
# ---- tennis and padel scoring: deuce, tie-breaks and sets ----
P2_DEUCE101 = P2_GH + "Functional-Organization/Deuce/issues/101"
P2_DEUCE36 = P2_GH + "Functional-Organization/Deuce/issues/36"
P2_PUNTO17 = P2_GH + "robmass/punto-de-oro/issues/17"
P2_PUNTO29 = P2_GH + "robmass/punto-de-oro/pull/29"
P2_PUNTO3 = P2_GH + "robmass/punto-de-oro/issues/3"
P2_PUNTO15 = P2_GH + "robmass/punto-de-oro/issues/15"
P2_ATP216 = P2_GH + "JeffSackmann/tennis_atp/issues/216"
P2_BRUIN = P2_GH + "bruin-tennis-consulting/match-manager/pull/132"
P2_ELEVEN = P2_GH + "ForFunLabs/ElevenPublicBugsAndAsks/issues/369"
# ---- battery charging: charge stages and lithium cell balancing ----
P2_DIYBMS278 = P2_GH + "stuartpittaway/diyBMSv4ESP32/issues/278"
P2_DIYV4_106 = P2_GH + "stuartpittaway/diyBMSv4/issues/106"
P2_DIYV4_113 = P2_GH + "stuartpittaway/diyBMSv4/issues/113"  # lends only (its opener is not in the excerpt)
P2_FUGU = P2_GH + "AngeloCasi/FUGU-ARDUINO-MPPT-FIRMWARE/issues/6"
P2_SERBAT976 = P2_GH + "Louisvdw/dbus-serialbattery/issues/976"
P2_SERBAT820 = P2_GH + "Louisvdw/dbus-serialbattery/issues/820"
P2_LAMPDA = P2_GH + "BaptisteHudyma/Lamp-Da/issues/351"
P2_CHEALI = P2_GH + "stawel/cheali-charger/issues/184"
P2_HX2S = P2_GH + "megasaturnv/HX-2S-JH20-JH10-reverse-engineered_aka-2S-10A-Balance-Li-ion-Protection-PCB/issues/3"
# ---- metronomes: practice tempo, drift and accents ----
P2_FERMATA60 = P2_GH + "sirged/fermata/issues/60"
P2_FERMATA78 = P2_GH + "sirged/fermata/pull/78"
P2_FERMATA97 = P2_GH + "sirged/fermata/issues/97"
P2_DIGIFU = P2_GH + "thenfour/digifujam/issues/156"
P2_MELISSA = P2_GH + "mosynthkey/Melissa/issues/33"
P2_RHYMR = P2_GH + "Rhymr/win-mac/issues/31"
# ---- cricket scoring: overs, balls and run rates ----
P2_CRIC424 = P2_GH + "Arnav-Singh-5080/CricScope/issues/424"
P2_CRIC321 = P2_GH + "Arnav-Singh-5080/CricScope/pull/321"
P2_CRIC89 = P2_GH + "Arnav-Singh-5080/CricScope/pull/89"
P2_CALCDIV = P2_GH + "Rakesh9100/CalcDiverse/issues/437"
P2_PROTEA63 = P2_GH + "blackhathckr/future-protea/issues/63"
P2_PROTEA56 = P2_GH + "blackhathckr/future-protea/issues/56"
P2_CRICINFO = P2_GH + "outside-edge/python-espncricinfo/issues/42"
P2_GULLY = P2_GH + "altafjava/gully-cricket-score-board/issues/1"
P2_PROTEA27 = P2_GH + "blackhathckr/future-protea/issues/27"
P2_LLD = P2_GH + "kumaransg/LLD/issues/3"
# ---- rock climbing: grade systems and conversions ----
P2_CRAG3868 = P2_GH + "theCrag/website/issues/3868"
P2_CRAG1481 = P2_GH + "theCrag/website/issues/1481"
P2_CRAG3329 = P2_GH + "theCrag/website/issues/3329"
P2_CRAG2260 = P2_GH + "theCrag/website/issues/2260"
P2_CRAG2557 = P2_GH + "theCrag/website/issues/2557"  # lends only
P2_OPENCLIMB = P2_GH + "jvaclavik/openclimbing/pull/235"
P2_GRANTISMO = P2_GH + "Grantismo/climbing-grade.js/issues/3"
P2_ISOMETRYX = P2_GH + "oalam/isometryx/issues/2"
P2_HANGBOARD63 = P2_GH + "8cH9azbsFifZ/hangboard/issues/63"
P2_NEBGNAHZ = P2_GH + "nebgnahz/blog/issues/27"

# Every lender is a group of this part.
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
P2_R_DUAL = "For dual deploy use, most flight computers fire the first servo/charge at apogee to release a small drogue chute, and the second main chute at around 100 meters, or configurable/programmable by the user."
P2_R_NOISY = "There exists the possibility that if there is a noisy sensor reading apogee will be detected."
P2_E_ACID = "If we wish to enhance the acid notes of a delicate, high altitude, medium roast coffee, we should use an ascending profile."
P2_E_DECENT = "A few of the popular profiles from Decent Espresso, such as the Low Contact and Ultra Low Contact, incorporate a significant temperature drop."
P2_B_1NT = "A 1NT overcall shows 15–18 points and a balanced hand (preferably a stopper in opener’s suit)."
P2_B_NOFIT = "With no major fit found, the partnership settles in notrump."
P2_B_CARD = "The convention card is key to the meanings of bids."
P2_T_SUPER = "Typically tennis score graphics show the number of points won in the tiebreak by each player as superscripts on the set score."
P2_T_NODEUCE = "A Tie-break has no Deuce, so it never has a Deciding point."
P2_T_SET = "A Set is won by the first Team to 6 Games with a two-game lead"
P2_S_LEAD = "Typically, a charging curve for a lead acid battery depend on the charge state of the battery, it c/should start with a voltage set up then once some threshold is reached, it should monitor the current and limit the current **but keep the voltage in a desired range**, and then once the charging current is 0, it should float by increasing the voltage while monitoring the current is low (else, it should go back to the CC mode)."
P2_S_LIFE = "For LiFePO4, longest lifecycle is obtained by charging up to 90-95% and discharge down to 10%."
P2_S_CRAPPY = "You need to have really crappy cells to need more then 1A balance per cell."
P2_M_NORMAL = "a click at full tempo over playback at seventy per cent is a normal way to practise."
P2_M_MARKING = "The marking on a score is sometimes wrong, sometimes aspirational, and frequently not the speed the passage should be practised at today."
P2_M_PREFILL = "A pre-filled value is a starting point, not a constraint."
P2_C_OVER = "In cricket, an over like 10.3 does not mean 10.3 overs mathematically—it means 10 overs and 3 balls (i.e., 63 balls total)."
P2_C_WIDES = "Wides and No Balls do NOT consume a legal delivery"
P2_CL_YDSALT = "YDS_ALT has grades in the range 5.10-, 5.10, 5.10+ as opposed to standard YDS which does grades as 5.10a, 5.10b, 5.10c, 5.10d."
P2_CL_VEWBANK = "In reality the V system is roughly similar to ewbank + 20 or 21."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- model rocketry: flight computers, apogee and parachute deployment ----
    rk0 = (U, "Feature request: activate 2nd servo at a certain atlitude instead of after a set time delay", "u1")
    # The description's first sentence is a general claim about flight computers: a trap in its own thread.
    rec(P2_ROCKIT, [rk0], P2_R_DUAL, False, SAME, [], None, author="u1")
    rkq = "How to accomplish this with rockit's altimeter?"
    rec(P2_ROCKIT, [rk0, (U, P2_R_DUAL, "u1")], rkq, True, "pronoun", ["this"], "How can Rockit's altimeter fire the second servo (the main chute) at a set altitude, around 100 meters, instead of after a set time delay?", author="u1")
    lend(P2_ROCKIT, [rk0], P2_R_NOISY, SAME, P2_UOR)

    tj1 = (U, "New Process for Apogee Detection. This process analyses altitude readings in order to determine if a deceleration pattern is present.This is then used to make a predictive estimate on the number of seconds till apogee.", "u1")
    tjq = "This method is defined separately and can be included in the main driver file."
    rec(P2_TEJAS, [tj1], tjq, True, "pronoun", ["This method"], "The apogee-prediction method of this Tejas Rocket Flight Computer pull request is defined separately and can be included in the main driver file.", author="u1")
    tja = "Hello!\nThank you for the pr!\nI'll check out the code on the Flight Computer in some time."
    rec(P2_TEJAS, [tj1, (U, tjq, "u1")], tja, True, "ellipsis", ["the pr", "the code"], "Thank you for the apogee-detection pull request to Tejas Rocket Flight Computer; I'll check out its code on the flight computer in some time.", author="u2")
    lend(P2_TEJAS, [tj1], P2_R_NOISY, SAME, P2_UOR)

    cs1 = (U, "Rocket flight procedure implementation. - [ ] Takeoff detection \nDetect when the rocket has successfully taken off __by using the onboard accelerometer__", "u1")
    csq = "- [ ] Emergency engine shutdown\nDetect if the rocket has treaded off course __by using the gyro or accelerometer__"
    rec(P2_CANSAT, [cs1], csq, True, "ellipsis", ["the rocket"], "The cansat rocket flight procedure also needs an emergency engine shutdown: detect if the rocket has veered off course by using the gyro or accelerometer.", author="u1")
    cs2 = (U, "- [ ] Rocket apogee detection and parachute deployment\nAfter a successful launch, await the descent (fall) and deploy the onboard parachute __by using the accelerometer__", "u1")
    csn = "Note: Every check requires at least three subchecks (using three different sensors to ensure correct measurements and error reduction)"
    rec(P2_CANSAT, [cs1, (U, csq, "u1"), cs2], csn, True, "ellipsis", ["Every check"], "In the cansat rocket flight procedure (takeoff detection, emergency shutdown, apogee detection and parachute deployment), every check requires at least three subchecks using three different sensors, to ensure correct measurements and reduce errors.", author="u1")
    lend(P2_CANSAT, [cs1], P2_R_DUAL, SAME, P2_ROCKIT)

    c84 = (U, "Create automatic Timer for Main deployment if all baros have been eliminated and no main timer has been set. Get apogee and compute a needed timer with expected downwards speed to trigger the main through a timer for the wanted main altitude.", "u1")
    rec(P2_CATS84, [c84], "Too dangerous", True, "ellipsis", ["Too dangerous"], "An automatic main-chute timer in the CATS flight computer, computed from apogee and the expected descent speed when all barometers are eliminated, is too dangerous.", author="u2")
    lend(P2_CATS84, [c84], P2_R_DUAL, SAME, P2_ROCKIT)

    c307 = (U, "Remove Barometric Pressure Liftoff. Due to safety concerns, Barometric Pressure Liftoff is no longer supported.", "u1")
    c307q = "In particular, if the flight computer is in a rocket, armed and the rocket is disassembled, the change in pressure sets of liftoff which might be dangerous in that particular event."
    rec(P2_CATS307, [c307], c307q, True, "ellipsis", ["In particular"], "Barometric pressure liftoff detection was removed from the CATS flight computer for safety: if the flight computer is in a rocket, armed, and the rocket is disassembled, the change in pressure sets off liftoff, which might be dangerous.", author="u1")
    rec(P2_CATS307, [c307, (U, c307q, "u1")], "Hence it is discontinued", True, "pronoun", ["it"], "Hence barometric pressure liftoff detection is discontinued in the CATS flight computer.", author="u1")

    c65 = (U, "Barometer Liftoff Detection only if all accelerometers are eliminated. In the case of all accelerometers being eliminated, start doing liftoff detection with the barometer. If at any point the accelerometer is reenabled, restart liftoff detection with IMU.", "u1")
    rec(P2_CATS65, [c65], "Probably we should keep it as a backup also if we have not eliminated the accels", True, "pronoun", ["it"], "Probably the CATS flight computer should keep barometer liftoff detection as a backup even when the accelerometers have not been eliminated.", author="u2")
    lend(P2_CATS65, [c65], P2_R_NOISY, SAME, P2_UOR)

    rd1 = (U, "Research High-altitude Recovery-Parachute clustering-Grid Fins-Gas Ejection. What: Look into how to recover our rockets when they go in low oxygen areas. Write at least a page of summary/procedure that can be shared at an All Hands\nWhy: We can't have our rocket just falling to the ground and our normal blackpowder ejection won't work because low oxygen.", "u1")
    rda = "Some links:\nAltimeter Comparison: http://www.rocketryforum.com/showthread.php?121323-Altimeters-Comparison-guide\nLegality of Control Surfaces: http://www.rocketryforum.com/showthread.php?32665-Is-it-legal-for-me-to-use-an-active-control-system-on-my-high-powered-rocket"
    rec(P2_RDT, [rd1], rda, True, "ellipsis", ["Some links"], "Links for researching high-altitude rocket recovery: an altimeter comparison guide (rocketryforum.com) and a thread on the legality of active control surfaces on a high-powered rocket.", author="u2")
    rdq = "The plan for piston ejection right now is taking a canister of CO2 like in a paintball gun and putting it underneath the nose cone. Then we just need an altitude check from some person working on altimeters. When they say go, somehow we need to open the canister."
    rec(P2_RDT, [rd1, (A, rda, "u2")], rdq, True, "ellipsis", ["The plan for piston ejection"], "For recovering our rocket where black-powder ejection fails in low oxygen, the plan for piston ejection is a CO2 canister, as in a paintball gun, underneath the nose cone, opened when an altimeter's altitude check says go.", author="u1")
    rec(P2_RDT, [rd1, (A, rda, "u2"), (U, rdq, "u1")], "I was originally thinking a solenoid valve, but that may be too heavy.", True, "pronoun", ["that"], "To open the CO2 canister for the rocket's piston ejection I was originally thinking of a solenoid valve, but a solenoid valve may be too heavy.", author="u1")
    lend(P2_RDT, [rd1], P2_R_DUAL, SAME, P2_ROCKIT)

    uo1 = (U, "Apogee. To test orient the sbg upside down and move the sbg downward. \"Apogee \\n\" should be printing to terminal. The current apogee detection checks if the sbg is falling and the sbg is oriented anywhere between sideways and upside down.", "u1")
    uoq = "I'll try to add error detection later. There exists the possibility that if there is a noisy sensor reading apogee will be detected."
    rec(P2_UOR, [uo1], uoq, True, "ellipsis", ["error detection"], "I'll try to add error detection to uorocketry's SBG-based apogee detection later: a noisy sensor reading could make it detect apogee.", author="u1")

    # ---- espresso machines: boiler temperature control and shot profiling ----
    g340 = (U, "[Feature Request] Temperature Profiling. ### Describe the feature\n\nWould like to set a target temperature for each stage of the profile", "u1")
    # A quoted general claim about roast and profiles: a trap in its own thread.
    rec(P2_GGM340, [g340], P2_E_ACID, False, SAME, [], None, author="u1")
    rec(P2_GGM340, [g340, (U, P2_E_ACID, "u1")], "Duplicate of #240", True, "ellipsis", ["Duplicate"], "This GaggiMate feature request for a target temperature per profile stage is a duplicate of GaggiMate issue #240.", author="u2")

    g336 = (U, "[Feature Request] Decrease temperature during phase of a shot. I would like gaggimate to give me an option to drop the temperature during a phase of the shot. A simple on off of the heating element would work but also having a target temperature would be great.", "u1")
    rec(P2_GGM336, [g336], P2_E_DECENT, False, SAME, [], None, author="u1")
    g336q = "I believe the simulated lever profile could also benefit from this feature, as many lever machines naturally experience a temperature drop toward the end of extraction."
    rec(P2_GGM336, [g336, (U, P2_E_DECENT, "u1")], g336q, True, "pronoun", ["this feature"], "I believe GaggiMate's simulated lever profile could also benefit from an option to drop the temperature during a phase of the shot, as many lever machines naturally experience a temperature drop toward the end of extraction.", author="u1")
    rec(P2_GGM336, [g336, (U, P2_E_DECENT, "u1"), (U, g336q, "u1")], "Already in #240", True, "ellipsis", ["Already"], "Dropping the temperature during a phase of a shot is already requested in GaggiMate issue #240.", author="u2")

    g189 = (U, "[Compatibility Request] Profitec GO. ### What method of heating does your machine use?\n\nSingle boiler\n\n### Additional context\n\nMachine have own PID control.", "u1")
    rec(P2_GGM189, [g189], "It would be great to have possibility for pressure & water flow profiling.", True, "ellipsis", ["possibility"], "It would be great to have pressure and water-flow profiling with GaggiMate on a Profitec GO (single boiler, its own PID control).", author="u1")

    ea0 = (U, "Pressure control, profiling and preinfusion?", "u1")
    rec(P2_ESPARM, [ea0], "have you implemented these options on your setup? regards!", True, "pronoun", ["these options"], "Have you implemented pressure control, pressure profiling and preinfusion on your espresso-arm setup?", author="u1")
    lend(P2_ESPARM, [ea0], P2_E_ACID, SAME, P2_GGM340)
    lend(P2_ESPARM, [ea0], P2_E_DECENT, SAME, P2_GGM336)

    cp1 = (U, "1. Added PID algorithm for temperature control\n2. Added OTA\n3. Changed the way to communicate with the client to WebSockets.\n4. There is an auto-tuning of the PID controller parameters, but the best result can be obtained with manual tuning.", "u1")
    cpq = "Do you have any P I D values that can work good for a gaggia classic? or auto tune is OK..."
    rec(P2_COFFEEPID, [cp1], cpq, True, "ellipsis", ["auto tune"], "Do you have CoffeePID PID values that work well for a Gaggia Classic, or is CoffeePID's PID auto-tuning OK?", author="u2")
    cpa = "I have no PID values for gaggia classic. I have a different boiler, it is brass and has a much larger volume - 600 ml, and the heater power is less - 600W. So my coefficients - Kp = 20, Ki = 0.2, Kd = 100 will not work for Gaggia."
    rec(P2_COFFEEPID, [cp1, (U, cpq, "u2")], cpa, True, "ellipsis", ["a different boiler"], "I have no CoffeePID PID values for a Gaggia Classic: my machine's boiler is brass, 600 ml, with a 600 W heater, so my coefficients (Kp = 20, Ki = 0.2, Kd = 100) will not work for a Gaggia.", author="u1")
    rec(P2_COFFEEPID, [cp1, (U, cpq, "u2"), (U, cpa, "u1")], "I only used autotune to estimate possible coefficients.", True, "ellipsis", ["autotune"], "I only used CoffeePID's PID auto-tuning to estimate possible coefficients for my boiler.", author="u1")
    lend(P2_COFFEEPID, [cp1], P2_E_DECENT, SAME, P2_GGM336)

    gu1 = (U, "Refill boiler when set temp is reached. When warming up the machine beats need to be dropped, it will empty the boiler a little bit. \nSo after the 15 min warm or so up and I’m starting with my shot I’ll manually refill my boiler. That new freshly added water makes it a bit unstable again and needs to settle down.", "u1")
    rec(P2_GAGGIUINO, [gu1], "Why do you think the boiler is not full after dropping beats ?", True, "ellipsis", ["the boiler"], "Why do you think the Gaggiuino machine's boiler is not full after dropping beats during warm-up?", author="u2")
    lend(P2_GAGGIUINO, [gu1], P2_E_DECENT, SAME, P2_GGM336)

    dp0 = (U, "Temperature control not well tuned", "u1")
    rec(P2_DIYPRESSO, [dp0], "PID parameters seem to need some tuning. Boiler temperature frequently overshooting.", True, "ellipsis", ["PID parameters"], "The diyPresso One's temperature-control PID parameters seem to need some tuning: its boiler temperature frequently overshoots.", author="u1")
    lend(P2_DIYPRESSO, [dp0], P2_E_ACID, SAME, P2_GGM340)

    de1 = (U, "Hot water arrives at the profile's temperature, not the hot water setting. ## What happens\n\nHot water set to 80 °C comes out at the loaded profile's brewing temperature instead.", "u1")
    deq = "**The machine idles at the temperature its profile starts at.** Hot water is drawn through that, so it arrives at whatever the machine has been sitting at rather than at the temperature it was asked for."
    rec(P2_DECAID, [de1], deq, True, "pronoun", ["The machine", "that"], "With decaid, the Decent DE1 idles at the temperature its loaded profile starts at, and hot water is drawn through that, so the hot water arrives at the idle temperature rather than at the 80 °C hot-water setting.", author="u1")
    deq2 = "- profile at 80 → machine idles at 80 → hot water at 80 is correct"
    rec(P2_DECAID, [de1, (U, deq, "u1")], deq2, True, "ellipsis", ["profile at 80"], "With a decaid profile brewing at 80 °C the DE1 idles at 80, so hot water set to 80 °C arrives correctly.", author="u1")
    lend(P2_DECAID, [de1], P2_E_ACID, SAME, P2_GGM340)

    # ---- contract bridge: bidding and double-dummy play ----
    p98 = (U, "Classroom report: Basic_What_To_Open · Deal 23", "u1")
    rec(P2_PBS98, [p98], P2_B_CARD, False, SAME, [], None, author="u1")
    p98b = (U, P2_B_CARD + " not everyone plays Forcing NT.  did you see an alert in the BBA file?", "u1")
    rec(P2_PBS98, [p98, p98b], "Fixed — the board now describes the 1NT response as natural and non-forcing.", True, "ellipsis", ["the board"], "Fixed: Practice-Bidding-Scenarios' Basic_What_To_Open deal 23 now describes the 1NT response as natural and non-forcing.", author="u1")

    p182 = (U, "Classroom report: Basic_NT · Deal 2 (from Rick). This is an example of the wrong kind of hand to be the 2nd in 1NT openings - it's a 16 point hand with a 5-card minor.", "u1")
    p182q = "This is a good one to accept the invite, but that's beyond a beginning lesson."
    rec(P2_PBS182, [p182], p182q, True, "pronoun", ["This"], "The 16-point hand with a 5-card minor in Practice-Bidding-Scenarios' Basic_NT deal 2 is a good one to accept the invite, but that is beyond a beginning lesson.", author="u1")
    p182r = "Better to have opener have 15 HCP or 17 HCP for these decisions, especially at hand #2."
    rec(P2_PBS182, [p182, (U, p182q, "u1")], p182r, True, "ellipsis", ["these decisions"], "In the Basic_NT lesson of Practice-Bidding-Scenarios it is better for the 1NT opener to have 15 or 17 HCP for accept-or-decline decisions, especially at hand #2.", author="u1")
    p182a = "Agreed and removed. The 16-point accept/decline judgment hand doesn't belong at board 2 — early boards should be clear-cut 15s and 17s. The lesson now runs 29 boards."
    rec(P2_PBS182, [p182, (U, p182q, "u1"), (U, p182r, "u1")], p182a, True, "ellipsis", ["Agreed and removed"], "The 16-point accept/decline judgment hand was removed from board 2 of Practice-Bidding-Scenarios' Basic_NT lesson; early boards should be clear-cut 15s and 17s, and the lesson now runs 29 boards.", author="u1")

    p233 = (U, "Classroom report: Basic_Responses · Deal 18. too much info -- With no major fit found, the partnership settles in notrump.", "u1")
    rec(P2_PBS233, [p233], "Fixed. Trimmed 'With no major fit found, the partnership settles in notrump' — the chunk now just explains partner's 1NT rebid.", True, "ellipsis", ["the chunk"], "Fixed: in Practice-Bidding-Scenarios' Basic_Responses deal 18 the sentence 'With no major fit found, the partnership settles in notrump' was trimmed, and the text now just explains partner's 1NT rebid.", author="u1")

    p93 = (U, "Classroom report: Basic_What_To_Open · Deal 21. My partner has 4+ hearts.  be accurate and terse.", "u1")
    rec(P2_PBS93, [p93], "Fixed. Partner's 1H is now described as just 'four or more hearts and responding values' — accurate and terse, with no claim about a long suit you can't see.", True, "ellipsis", ["Partner's 1H"], "Fixed: in Practice-Bidding-Scenarios' Basic_What_To_Open deal 21, partner's 1H response is now described as just 'four or more hearts and responding values'.", author="u1")

    p60 = (U, "Opening 1N vs overcalling 1N. When we open 1N we have practice deals for\nStayman\nTexas\nSmolen\nJacoby\nMinor suit Stayman\nMinor Suit Transfer\nGerber\n\nNow when we overcall 1N it seems we have no scenarios, so I am looking for all of the above but after a natural overcall 1N.", "u1")
    rec(P2_PBS60, [p60], "They're on my list!", True, "pronoun", ["They"], "Practice-Bidding-Scenarios scenarios for Stayman, Texas, Smolen, Jacoby and the other conventions after our natural 1NT overcall are on my list.", author="u2")
    p60b = "I've added We_Pvercall_NT_then\nJacoby\nTexas\nStayman -- I configured this for Drop Dead, Crawling, or regular Stayman\nSmolen\n\nWhat can I do to get BBA to bid Drop Dead or Crawling?"
    rec(P2_PBS60, [p60, (A, "They're on my list!", "u2")], p60b, True, "ellipsis", ["Drop Dead or Crawling"], "I've added Practice-Bidding-Scenarios scenarios after our 1NT overcall for Jacoby, Texas, Stayman (configured for Drop Dead, Crawling or regular Stayman) and Smolen. What can I do to get BBA to bid Drop Dead or Crawling Stayman?", author="u2")
    rec(P2_PBS60, [p60, (A, "They're on my list!", "u2"), (A, p60b, "u2")], "Hope that Edward find time to implement it, but I doubt it. He has a lot of open issues for BBA.", True, "pronoun", ["it"], "I hope Edward finds time to implement Drop Dead or Crawling Stayman in BBA, but I doubt it: he has a lot of open issues for BBA.", author="u1")

    t337 = (U, "Bridge: Advance partner's NT overcall. An example where the bot had sufficient strength to advance partner's 1NT overcall but failed to do so (ideally should've advanced to 4H).", "u1")
    # The quoted SAYC booklet sentence is a general rule: a trap in its own thread.
    rec(P2_TRICK337, [t337], P2_B_1NT, False, SAME, [], None, author="u1")
    t337q = "When advancing, the bot should at least be competing to the known team point level (which is already known to likely be game in this example). Currently the bot is missing logic for this."
    rec(P2_TRICK337, [t337, (U, P2_B_1NT, "u1")], t337q, True, "pronoun", ["this example", "this"], "When advancing partner's 1NT overcall, the TricksterBots bridge bot should at least compete to the known team point level (likely game in the example deal, 4H); currently the bot is missing logic for advancing.", author="u1")
    lend(P2_TRICK337, [t337], P2_B_NOFIT, SAME, P2_PBS233)

    t309 = (U, "Bridge: Fix Jacoby 2NT. Corrects opener rebids to relate to the opening suit and incorporates relative priority when choosing between overlapping bids.", "u1")
    rec(P2_TRICK309, [t309], "Also disables the convention if there's interference before responder bids.", True, "ellipsis", ["the convention"], "This TricksterBots fix also disables Jacoby 2NT if there's interference before responder bids.", author="u1")
    lend(P2_TRICK309, [t309], P2_B_CARD, SAME, P2_PBS98)
    lend(P2_TRICK309, [t309], P2_B_NOFIT, SAME, P2_PBS233)

    s22 = (U, "2NT response to a minor shouldn't need 13 hcp? From jill:\n\n\"I just bid a hand where I open one club, opponent over calls 1 diamonds, and my partner bids 2NT. your program says that is no trump bid over minor...13 to 15 points.", "u1")
    s22q = "I am told that two no trump bid over minor should be 11 to 12 points. Why wouldn't you just jump to three no trump if you had 13 to 15 points?\""
    rec(P2_SAYC22, [s22], s22q, True, "ellipsis", ["I am told"], "saycbridge says a 2NT bid over a minor shows 13 to 15 points, but I am told it should be 11 to 12 points: why wouldn't you just jump to 3NT with 13 to 15 points?", author="u1")
    lend(P2_SAYC22, [s22], P2_B_1NT, SAME, P2_TRICK337)

    s11 = (U, "Strong minor logic. http://www.saycbridge.com/bid/6-243fb09518dc2755ae3268faf4:P,P,P,2N,P,3H,P,3S,P,3N,P,P,P\nAutobidder has multiple issues here.", "u1")
    s11q = "1. 20-21 points should open 2NT.  I guess the issue is that there are two doubletons?  I would discount this because they are both stopped."
    rec(P2_SAYC11, [s11], s11q, True, "pronoun", ["the issue", "they"], "In this saycbridge hand, 20-21 points should open 2NT; I guess the autobidder's problem is the two doubletons, which I would discount because both are stopped.", author="u1")
    s11r = "1b. Transfers are on over 2NT.  With 5 spades, responder transfers and then bids 3NT to provide a choice of games.  Autobidder ignored the transfer and passed!"
    rec(P2_SAYC11, [s11, (U, s11q, "u1")], s11r, True, "ellipsis", ["Autobidder"], "In this saycbridge hand, transfers are on over 2NT: with 5 spades responder transfers and then bids 3NT to offer a choice of games, but saycbridge's autobidder ignored the transfer and passed.", author="u1")
    lend(P2_SAYC11, [s11], P2_B_NOFIT, SAME, P2_PBS233)

    w56 = (U, "Improve bridge AI play by always doing full double dummy solves. This gains about 1 IMP/hand compared to the previous strategy of MC rollouts with heuristic play down to 7 cards before double-dummy solving.", "u1")
    rec(P2_CATS56, [w56], "Performance is slower but still acceptable.", True, "ellipsis", ["Performance"], "CardsWithCats' bridge AI with full double-dummy solves is slower but still acceptable.", author="u1")

    w97 = (U, "Penalty double of a 1NT opening", "u1")
    rec(P2_CATS97, [w97], "Double with 15+ points, partner normally passes for penalty but will bid a 5+ card suit with a weak hand to avoid defending 1NT doubled when the opener is likely to make it.", True, "ellipsis", ["Double with 15+ points"], "In CardsWithCats' bridge bidding, double an opponent's 1NT opening with 15+ points; partner normally passes for penalty but bids a 5+ card suit with a weak hand to avoid defending 1NT doubled when the opener is likely to make it.", author="u1")
    lend(P2_CATS97, [w97], P2_B_1NT, SAME, P2_TRICK337)

    w54 = (U, "Improved AI for playing bridge hands. - Use information inferred from bidding when creating hands for MC rollouts\n- Improved heuristics for choosing rollout plays", "u1")
    rec(P2_CATS54, [w54], "- Double-dummy solver for sufficiently small hand sizes (works for any size hands, but too slow for >7 cards)", True, "ellipsis", ["sufficiently small hand sizes"], "CardsWithCats' improved bridge AI also adds a double-dummy solver for small hand sizes: it works for any hand size but is too slow above 7 cards.", author="u1")
    lend(P2_CATS54, [w54], P2_B_CARD, SAME, P2_PBS98)

    b132 = (U, "Missed opportunity for a lead directing double in B122 of match240310-_WBridge5_v_ben0308p5dd. Double at 3c should have positive ev", "u1")
    rec(P2_BEN132, [b132], "BBA suggests X", True, "ellipsis", ["X"], "BBA suggests a lead-directing double of 3C on board 122 of the WBridge5 v BEN match, where BEN missed it.", author="u1")
    b132q = "BEN also consider it"
    rec(P2_BEN132, [b132, (U, "BBA suggests X", "u1")], b132q, True, "pronoun", ["it"], "BEN also considers the lead-directing double of 3C on board 122.", author="u2")
    lend(P2_BEN132, [b132], P2_B_1NT, SAME, P2_TRICK337)

    # ---- tennis and padel scoring: deuce, tie-breaks and sets ----
    d101 = (U, "More detailed tiebreak scores", "u1")
    rec(P2_DEUCE101, [d101], P2_T_SUPER, False, SAME, [], None, author="u1")
    lend(P2_DEUCE101, [d101], P2_T_SET, SAME, P2_PUNTO15)

    d36 = (U, "Someone requested more scoring settings", "u1")
    d36a = "- option to replace the third set by a super-tiebreak (to 10 points - 2 points advantage)"
    rec(P2_DEUCE36, [d36], d36a, True, "ellipsis", ["option"], "Requested scoring setting for the Deuce tennis app: an option to replace the third set by a super-tiebreak to 10 points with a 2-point advantage.", author="u1")
    d36b = "- option to use the “No-Ad” rule\n- option to adjust set length (4 or 6 games)"
    rec(P2_DEUCE36, [d36, (U, d36a + "\n- option to replace the third set by a super-tiebreak (to 7 points - 2 points advantage)", "u1")], d36b, True, "ellipsis", ["option"], "Requested scoring settings for the Deuce tennis app: an option to use the No-Ad rule and an option to adjust set length (4 or 6 games).", author="u1")
    lend(P2_DEUCE36, [d36], P2_T_NODEUCE, SELF, P2_PUNTO29)

    pu17 = (U, "Deuce rules and the deciding point. ## What to build\n\nThe four Deuce rules, and the gold strip that shouts when a Point has become decisive.", "u1")
    rec(P2_PUNTO17, [pu17], "This is the one moment the app must be readable to someone mid-rally and barely looking, which is why gold is spent nowhere else.", True, "pronoun", ["This"], "A point becoming decisive (a deciding point) is the one moment the Punto de Oro padel app must be readable to someone mid-rally and barely looking, which is why gold is spent nowhere else.", author="u1")
    lend(P2_PUNTO17, [pu17], P2_T_SUPER, SAME, P2_DEUCE101)

    pu29 = (U, "Deuce rules and the deciding point. Closes #17\n\n## What\n- **Deuce rules.** `Rules` now has a Deuce rule: Advantage, Golden point, Silver point or Star point. The default is Advantage.", "u1")
    # The tie-break sentence's "it" is its own tie-break: a self-contained pronoun in its own thread.
    rec(P2_PUNTO29, [pu29], P2_T_NODEUCE, False, SELF, [], None, author="u1")
    pu29b = (U, "- **Gold strip.** At a Deciding point the middle strip turns solid gold `#FFCC00` and shows `GOLDEN POINT`, `SILVER POINT` or `STAR POINT`. The gold is defined once and used only there.", "u1")
    pu29q = "Everything on the strip turns black while it's gold, because the green and orange team colours are hard to read on gold."
    rec(P2_PUNTO29, [pu29, (U, P2_T_NODEUCE, "u1"), pu29b], pu29q, True, "pronoun", ["the strip", "it's gold"], "Everything on Punto de Oro's middle strip turns black while the strip is gold at a deciding point, because the green and orange team colours are hard to read on gold.", author="u1")
    rec(P2_PUNTO29, [pu29, (U, P2_T_NODEUCE, "u1"), pu29b, (U, pu29q, "u1")], "The spec doesn't cover that, so change it if you'd rather keep the team colours.", True, "pronoun", ["that"], "Punto de Oro's spec doesn't cover turning everything on the gold strip black, so change it if you'd rather keep the team colours.", author="u1")

    pu3 = (U, "Scoring rules and domain language. ## Question\n\nWhat is the precise scoring model and domain language for Punto de Oro?", "u1")
    rec(P2_PUNTO3, [pu3], "## Resolution\n\nGlossary: [`CONTEXT.md`](https://github.com/robmass/punto-de-oro/blob/main/CONTEXT.md) (commit 8d3f749).\n\n- **Model:** a Match is its **Rules** plus a **Point log**, where each Point is won by one Team.", True, "ellipsis", ["Resolution"], "Punto de Oro's scoring model and glossary are in CONTEXT.md (commit 8d3f749): a Match is its Rules plus a Point log, where each Point is won by one Team.", author="u1")

    pu15 = (U, "A full 3-set match, tie-breaks included. ## What to build\n\nA 3-set match playable start to finish, tie-breaks included.", "u1")
    rec(P2_PUNTO15, [pu15], "- [ ] " + P2_T_SET, False, SAME, [], None, author="u1")

    at216 = (U, "double square brackets for some super-tiebreak scores", "u1")
    rec(P2_ATP216, [at216], "e.g. [[10-7]] instead of [10-8]", True, "ellipsis", ["e.g."], "tennis_atp has double square brackets for some super-tiebreak scores, e.g. [[10-7]] instead of [10-8].", author="u1")
    lend(P2_ATP216, [at216], P2_T_SUPER, SAME, P2_DEUCE101)
    lend(P2_ATP216, [at216], P2_T_NODEUCE, SELF, P2_PUNTO29)

    br0 = (U, "Fix tie break errors", "u1")
    rec(P2_BRUIN, [br0], "#114  Addresses typo which caused tie break to display inaccurate scores.", True, "ellipsis", ["typo"], "This match-manager pull request fixes a typo that made tie breaks display inaccurate scores (issue #114).", author="u1")
    lend(P2_BRUIN, [br0], P2_T_SUPER, SAME, P2_DEUCE101)
    lend(P2_BRUIN, [br0], P2_T_NODEUCE, SELF, P2_PUNTO29)

    el0 = (U, "Please add tennis scoring as option", "u1")
    elq = "I love the game and the physics but would really love to option to play with tennis scoring, example 6-0, 5-7, 7-6 (3), 2-6, 6-3."
    rec(P2_ELEVEN, [el0], elq, True, "ellipsis", ["the game"], "I love Eleven Table Tennis and its physics but would really love an option to play it with tennis scoring, e.g. 6-0, 5-7, 7-6 (3), 2-6, 6-3.", author="u1")
    elr = "Having service breaks, etc adds a different element to the game without changing any physics."
    rec(P2_ELEVEN, [el0, (U, elq, "u1")], elr, True, "ellipsis", ["the game"], "Tennis scoring with service breaks would add a different element to Eleven Table Tennis without changing any physics.", author="u1")
    rec(P2_ELEVEN, [el0, (U, elq, "u1"), (U, elr, "u1")], "It encourages people to play less conservative and have much longer matches.", True, "pronoun", ["It"], "Tennis scoring in Eleven Table Tennis would encourage people to play less conservatively and have much longer matches.", author="u1")
    lend(P2_ELEVEN, [el0], P2_T_SET, SAME, P2_PUNTO15)

    # ---- battery charging: charge stages and lithium cell balancing ----
    db1 = (U, "CVL and Venus bug. I used the latest software  9a0a3ed26f2dc973d3faf3e2799a6688da3ab13e and notice the Victron MPPTs (I use 2) have different charging power, but should have absolutely the same. So I did some research and monitor in Venus/Node-Red the CLV Voltage. \nVenus show 51.2V, but the charging voltage is set to 53.0V, also the float Voltage is set to 49.5V. Here seems to be something wrong....", "u1")
    dba = "You have dynamic control enabled - this will automatically reduce the charge voltage to prevent the **cells** going over-voltage."
    rec(P2_DIYBMS278, [db1], dba, True, "ellipsis", ["You have dynamic control enabled"], "diyBMS's dynamic charge control, when enabled, automatically reduces the charge voltage (CVL) sent to Victron Venus to keep the cells from going over-voltage.", author="u2")
    dbb = "The float voltage is only used once the cells reach 100% state of charge - it will then enter the absorption timer (60 minutes) then drop to float.\n\nThe screenshot given shows a cell target of 3.45V = 16 x 3.45=55.2V maximum voltage.  This will be limited by the 53.0V maximum you have set."
    rec(P2_DIYBMS278, [db1, (A, dba, "u2")], dbb, True, "ellipsis", ["The float voltage"], "diyBMS's float voltage setting is only used once the cells reach 100% state of charge: diyBMS then enters the absorption timer (60 minutes) and drops to float.", author="u2")
    dbq = "So the Software also regulate the voltage? I thought, only the current is regulated according to the curve."
    # The opener corrects the answer's 16-cell arithmetic (rule 3): his pack has 15 cells.
    dbc = "I see, if I switch dynamic off, it goes to charge voltage. \nThe voltage is correct, bcs. I have only 15 cells!"
    rec(P2_DIYBMS278, [db1, (A, dba, "u2"), (A, dbb, "u2"), (U, dbq, "u1")], dbc, True, "correction", ["I have only 15 cells"], "With diyBMS's dynamic charge control switched off the charge voltage goes to the set charge voltage; the CVL is correct because my pack has only 15 cells, not 16 (15 x 3.45V, limited by my 53.0V maximum).", author="u1")
    lend(P2_DIYBMS278, [db1], P2_S_LIFE, SAME, P2_DIYV4_113)

    v106 = (U, "Feature request: 30A Buck-Boost converter per cell for balancing. Great Project! :smiley:\n\nBurning over-voltage with resistors is inefficient and causes heat problems.\nIt cannot help with under-voltage of cells.\nAbout 1A balancing current is to low for C1 310Ah cells.\n\nI suggest to use some kind of a 30A Buck-Boost converter per cell connected to the main rail for balancing.", "u1")
    v106a = (A, "I fear that linking cells via a buck-boost converter would begin to loop/link all the cells together unless the converter was completely isolated.", "u2")
    rec(P2_DIYV4_106, [v106, v106a], "How would you achieve electrical isolation between the boosts?", True, "ellipsis", ["the boosts"], "How would you achieve electrical isolation between per-cell 30A buck-boost balancing converters on diyBMSv4's main rail?", author="u2")
    # A general claim about balancing current, complete in itself, in its own thread.
    rec(P2_DIYV4_106, [v106, v106a], P2_S_CRAPPY, False, SAME, [], None, author="u3")

    fg1 = (U, "Charging algorithm is dangerous. Right now, the charging algorithm is very dangerous. It's ok to connect the output to a BMS, but not to plug directly on a battery (whatever the chemistry).", "u1")
    fgq = "It should follow charging curves and also respect the limits."
    rec(P2_FUGU, [fg1], fgq, True, "pronoun", ["It", "the limits"], "The FUGU MPPT firmware's charging algorithm should follow charging curves and also respect the charging limits.", author="u1")
    # The lead-acid sentence's several "it"s are its own charging curve: self-contained.
    rec(P2_FUGU, [fg1, (U, fgq, "u1")], P2_S_LEAD, False, SELF, [], None, author="u1")
    fgm = (U, "I think another MOSFET & inductor is required here in buck/boost mode to implement a proper charging here, the goal of this is to decouple the power input (from the MPPT output) into either voltage or current control.", "u1")
    rec(P2_FUGU, [fg1, (U, fgq, "u1"), fgm], "your remark is good, but it is just a matter of coding, no additional mosfet is needed - new state machine with", True, "pronoun", ["your remark"], "The remark that FUGU's MPPT charging algorithm is dangerous is good, but fixing it is just a matter of coding (a new state machine); no additional MOSFET is needed.", author="u2")
    lend(P2_FUGU, [fg1], P2_S_LIFE, SAME, P2_DIYV4_113)

    sb976 = (U, "When Absortion mode is finished and Float should come. Victron quattro charger remains in Abs. Im using \nLINEAR_LIMITATION_ENABLE = False\nCVCM_ENABLE = True\nAnd all temperature limitations OFF.", "u1")
    sbq = "After Absortion (Step Mode) mode is reach, Charge limitation goes to Max Battery Charge current instead of the suposed low charge mode."
    rec(P2_SERBAT976, [sb976], sbq, True, "ellipsis", ["Charge limitation"], "With dbus-serialbattery (LINEAR_LIMITATION_ENABLE = False, CVCM_ENABLE = True), after absorption in step mode the charge current limit goes to the maximum battery charge current instead of the expected low charge mode.", author="u1")
    rec(P2_SERBAT976, [sb976, (U, sbq, "u1")], "But when reaching Float voltage goes to the expected voltage, but my Victron quattro charger remains in Absortion, althought the voltage is the corresponding to float", True, "ellipsis", ["voltage goes to the expected voltage"], "With dbus-serialbattery, when float is reached the charge voltage goes to the expected float voltage, but my Victron Quattro charger remains in absorption although the voltage corresponds to float.", author="u1")
    lend(P2_SERBAT976, [sb976], P2_S_LEAD, SELF, P2_FUGU)

    sb820 = (U, "MPPT shows to high charge voltage. The MPPT´s show higher charge voltage than set in the app, the settings of serial battery or elsewhere. Why is that?", "u1")
    rec(P2_SERBAT820, [sb820], "I have got an 18S system, set voltage should be 61.2V float voltage and 62.1 (it shows 62.5V there) absorption voltage", True, "ellipsis", ["set voltage"], "My 18S system with dbus-serialbattery should have a 61.2V float voltage and a 62.1V absorption voltage, but the MPPT shows 62.5V.", author="u1")
    lend(P2_SERBAT820, [sb820], P2_S_CRAPPY, SAME, P2_DIYV4_106)

    ld0 = (U, "Only balance cells in the safe zone", "u1")
    rec(P2_LAMPDA, [ld0], "Liion cells should be balanced only in the safe zone (3  - 4.2 volts)", False, SAME, [], None, author="u1")
    ld1 = (U, "Liion cells should be balanced only in the safe zone (3  - 4.2 volts)", "u1")
    ldq = "The balancing should be aware of the trickle current, to stop the charging of cells that gets too high while continuing to charge the lowest cells"
    rec(P2_LAMPDA, [ld0, ld1], ldq, True, "ellipsis", ["The balancing"], "Lamp-Da's cell balancing should be aware of the trickle current, to stop charging cells that get too high while continuing to charge the lowest cells.", author="u1")
    rec(P2_LAMPDA, [ld0, ld1, (U, ldq, "u1")], "The balance current can reach a maximum of 50mA, so it's not usefull to use this limit with our relativly high charging current", True, "pronoun", ["this limit"], "Lamp-Da's balance current can reach at most 50mA, so a safe-zone limit on balancing is not useful with Lamp-Da's relatively high charging current.", author="u1")
    lend(P2_LAMPDA, [ld0], P2_S_CRAPPY, SAME, P2_DIYV4_106)

    ch1 = (U, "Default discharge voltage LiFePO4 2.0v too low - proposal 2.5v. Hi Pawel, hi all,\n\nUsing Cheali Charger, I found that the default discharge voltage value for LiFePO4 batteries is 2.0v/element", "u1")
    chq = "This value is too low and can damage the battery. I learned LiFePO4 during an electric bike project consisting of a NiMH to LiFePO4 conversion."
    rec(P2_CHEALI, [ch1], chq, True, "pronoun", ["This value"], "Cheali Charger's default LiFePO4 discharge voltage of 2.0V per cell is too low and can damage the battery.", author="u1")
    # "the minimum discharge voltage" is LiFePO4's, named only earlier in the thread (rule 1).
    chr_ = "A few years ago, manufacturers wrote that 2.0v was the minimum discharge voltage."
    rec(P2_CHEALI, [ch1, (U, chq, "u1")], chr_, True, "ellipsis", ["the minimum discharge voltage"], "A few years ago, manufacturers wrote that 2.0V was the minimum discharge voltage of a LiFePO4 cell.", author="u1")
    chs = "Because some manufacturers continue to declare 2.0v but some of them declare 2.5v, I recommend to change the default value to 2.5v"
    rec(P2_CHEALI, [ch1, (U, chq, "u1"), (U, chr_, "u1")], chs, True, "ellipsis", ["the default value"], "Because some manufacturers still declare 2.0V but others declare 2.5V as the LiFePO4 minimum, I recommend changing Cheali Charger's default LiFePO4 discharge voltage to 2.5V.", author="u1")
    lend(P2_CHEALI, [ch1], P2_S_LIFE, SAME, P2_DIYV4_113)
    lend(P2_CHEALI, [ch1], P2_S_LEAD, SELF, P2_FUGU)

    hx1 = (U, "Is it safe for LiFePo4? Hello. Thanks for the effort you put into it, but I'm no electronic guy.", "u1")
    hxq = "Is it safe enough for LiFePo4 batteries? (They say it's a pretty safe chemistry)\nIf not, what would you recommend?"
    rec(P2_HX2S, [hx1], hxq, True, "pronoun", ["it"], "Is the HX-2S-JH20 2S 10A balance protection board safe enough for LiFePO4 batteries? If not, what would you recommend?", author="u1")
    hxr = "Also, are there any resistors I could change in order to keep the batteries between 10 and 90% charged?"
    rec(P2_HX2S, [hx1, (U, hxq, "u1")], hxr, True, "ellipsis", ["any resistors"], "Are there any resistors on the HX-2S-JH20 2S balance protection board I could change to keep the batteries between 10 and 90% charged?", author="u1")
    rec(P2_HX2S, [hx1, (U, hxq, "u1"), (U, hxr, "u1")], "As for the resistors, I don't think it has this feature.", True, "pronoun", ["it", "this feature"], "I don't think the HX-2S-JH20 board has a feature for limiting charge to 10-90% by changing resistors.", author="u2")
    lend(P2_HX2S, [hx1], P2_S_CRAPPY, SAME, P2_DIYV4_106)
    lend(P2_HX2S, [hx1], P2_S_LEAD, SELF, P2_FUGU)

    # ---- metronomes: practice tempo, drift and accents ----
    f60 = (U, "Metronome at its own tempo, or a proportion of the score. The metronome currently only switches on and off, following whatever tempo the score declares. Practice needs it independent of that.", "u1")
    f60q = "- **Set a proportion of the original** instead — practise at seventy per cent and let the metronome follow."
    rec(P2_FERMATA60, [f60], f60q, True, "ellipsis", ["the original"], "fermata's practice metronome should let you set a proportion of the score's original tempo instead, e.g. practise at seventy per cent and let the metronome follow.", author="u1")
    f60r = "This is how tempo work is actually described, and it keeps its meaning when the piece changes tempo internally."
    rec(P2_FERMATA60, [f60, (U, f60q, "u1")], f60r, True, "pronoun", ["This"], "Setting the metronome as a proportion of the original tempo is how tempo work is actually described, and a proportion keeps its meaning when the piece changes tempo internally.", author="u1")
    # The clause after the dash is a complete claim about practice: a trap in its own thread.
    rec(P2_FERMATA60, [f60, (U, f60q, "u1"), (U, f60r, "u1")], P2_M_NORMAL, False, SAME, [], None, author="u1")

    f78 = (U, "Give the practice metronome its own tempo. ## Summary\n\nCloses #60.\n\nThe metronome used to be baked into the same generated MIDI as the notes, so it always followed whatever tempo the score declared, scaled by playback speed exactly like every other event.", "u1")
    rec(P2_FERMATA78, [f78], "alphaTab's own metronome is muted permanently so the two can never sound at once; its count-in is a separate, untouched feature.", True, "pronoun", ["the two"], "In fermata, alphaTab's own metronome is muted permanently so it and fermata's new independent practice click can never sound at once; alphaTab's count-in is a separate, untouched feature.", author="u1")

    f97 = (U, "One metronome, used everywhere, pre-filled from context. The metronome should be a general tool that every part of the application calls, rather than a feature of the score viewer.", "u1")
    f97q = "- **And it is always still adjustable.** " + P2_M_PREFILL
    rec(P2_FERMATA97, [f97], f97q, True, "pronoun", ["it"], "fermata's general metronome, pre-filled from context, must always still be adjustable: a pre-filled value is a starting point, not a constraint.", author="u1")
    rec(P2_FERMATA97, [f97, (U, f97q, "u1")], P2_M_MARKING, False, SAME, [], None, author="u1")

    dg0 = (U, "Metronome is not the correct tempo", "u1")
    rec(P2_DIGIFU, [dg0], "we tested at 100bpm and it was drifting.", True, "pronoun", ["it"], "digifujam's metronome, tested at 100 bpm, was drifting from the correct tempo.", author="u1")
    lend(P2_DIGIFU, [dg0], P2_M_NORMAL, SAME, P2_FERMATA60)
    lend(P2_DIGIFU, [dg0], P2_M_MARKING, SAME, P2_FERMATA97)

    ml0 = (U, "Add a function to move the metronome beat", "u1")
    rec(P2_MELISSA, [ml0], "You can set the metronome beat by using \"Accent Point\". On the beat, click the \"Set\" button. You can also tweak the position by using \"-\" and \"+\" buttons.", True, "ellipsis", ["the metronome beat"], "In Melissa you can move the metronome beat with \"Accent Point\": on the beat, click \"Set\", and tweak the position with the \"-\" and \"+\" buttons.", author="u2")
    lend(P2_MELISSA, [ml0], P2_M_NORMAL, SAME, P2_FERMATA60)
    lend(P2_MELISSA, [ml0], P2_M_PREFILL, SAME, P2_FERMATA97)

    rh1 = (U, "Metronome. ## Summary\n\nA **Metronome** — a tempo (BPM) click to write against, and the foundation\nfor the \"beat markers\" named as an end goal in CLAUDE.md. Lets the writer\nfeel the pocket while drafting bars.", "u1")
    rhq = "- Tap-tempo to set BPM.\n- Persist last BPM / signature per project."
    rec(P2_RHYMR, [rh1], rhq, True, "ellipsis", ["Tap-tempo"], "Rhymr's metronome (v1) should have tap-tempo to set the BPM and persist the last BPM and time signature per project.", author="u1")
    rec(P2_RHYMR, [rh1, (U, rhq, "u1")], "- Entirely local audio. No streaming, no external tempo service.", True, "ellipsis", ["Entirely local audio"], "Rhymr's metronome must use entirely local audio: no streaming and no external tempo service.", author="u1")
    lend(P2_RHYMR, [rh1], P2_M_MARKING, SAME, P2_FERMATA97)

    # ---- cricket scoring: overs, balls and run rates ----
    cr1 = (U, "Overs Input is Integer Only. The issue comes from how you’re handling overs and ball calculations using integers, which leads to inaccurate match state representation.", "u1")
    # "it" in the over sentence is the over named inside it: self-contained.
    rec(P2_CRIC424, [cr1], P2_C_OVER, False, SELF, [], None, author="u1")
    crq = "But in your code, you’re treating overs as integers or simple floats and directly multiplying (overs * 6), which breaks when partial overs (like 10.2, 15.5, etc.) are involved."
    rec(P2_CRIC424, [cr1, (U, P2_C_OVER, "u1")], crq, True, "pronoun", ["your code"], "CricScope's code treats overs as integers or simple floats and multiplies directly (overs * 6), which breaks with partial overs like 10.2 or 15.5.", author="u1")
    rec(P2_CRIC424, [cr1, (U, P2_C_OVER, "u1"), (U, crq, "u1")], "Hi @Arnav-Singh-5080, I would like to work on this issue. So, kindly assign the issue to me.", True, "pronoun", ["this issue"], "I would like to work on CricScope's issue that the overs input is integer only; please assign it to me.", author="u1")

    c321 = (U, "fix(ml): compute CRR from total balls faced instead of integer overs. Fixes the Current Run Rate calculation that used integer `overs` as the divisor, ignoring any balls bowled within the current incomplete over.", "u1")
    rec(P2_CRIC321, [c321], "❌ At 10.4 overs: divisor is 10 instead of 10.67 → CRR overstated by ~6%", True, "ellipsis", ["divisor"], "With CricScope's integer-overs CRR calculation, at 10.4 overs the divisor is 10 instead of 10.67, so the current run rate is overstated by about 6%.", author="u1")

    c89 = (U, "Add support for ball-based overs input. Fixes #71\n\n**Changes Made:**\n- Added separate overs and balls input", "u1")
    rec(P2_CRIC89, [c89], "- Added cricket-valid ball validation (0–5)\n- Updated match calculations using base-6 logic", True, "ellipsis", ["Added cricket-valid ball validation"], "This CricScope pull request also adds validation of the balls input to cricket-valid values (0–5) and updates the match calculations to base-6 logic.", author="u1")

    cd1 = (U, "Adding Cricket Calculator. I want to add a cricket calculator in which it calculates following :\n1.Batsman Strike Rate\n2.Bowlers Economy Rate\n3.Required Run Rate\n4.Projected Score\n5.Target", "u1")
    rec(P2_CALCDIV, [cd1], "Please assign me", True, "ellipsis", ["Please assign me"], "Please assign me the CalcDiverse issue to add a cricket calculator (strike rate, economy rate, required run rate, projected score, target).", author="u1")
    rec(P2_CALCDIV, [cd1, (U, "Please assign me", "u1")], "Go ahead @GarvVirmani", True, "ellipsis", ["Go ahead"], "@GarvVirmani, go ahead and add the cricket calculator to CalcDiverse.", author="u2")
    lend(P2_CALCDIV, [cd1], P2_C_OVER, SELF, P2_CRIC424)
    lend(P2_CALCDIV, [cd1], P2_C_WIDES, SAME, P2_PROTEA27)

    pr63 = (U, "QA: Scoring accuracy validation against test match scenarios. ## Description\nValidate all scoring calculations against predefined test match scenarios to ensure 100% accuracy.", "u1")
    rec(P2_PROTEA63, [pr63], "- [ ] Wide + runs scenario (e.g., wide + 2 byes)\n- [ ] No ball + runs scenario", True, "ellipsis", ["scenario"], "future-protea's scoring QA should also validate a wide plus runs scenario (e.g. wide + 2 byes) and a no ball plus runs scenario.", author="u1")
    lend(P2_PROTEA63, [pr63], P2_C_OVER, SELF, P2_CRIC424)

    pr56 = (U, "Fall of wickets + extras summary on scorecard. ## Description\nScorecard displays fall of wickets (score at dismissal, over number, method) and extras breakdown by type.", "u1")
    rec(P2_PROTEA56, [pr56], "- [ ] Displayed below bowling figures on scorecard", True, "ellipsis", ["Displayed"], "future-protea's fall-of-wickets and extras summary should be displayed below the bowling figures on the scorecard.", author="u1")

    ci0 = (U, "Add over-by-over run tally for matches", "u1")
    ciq = "Should be possible to parse either the cricinfo html or json to construct this."
    rec(P2_CRICINFO, [ci0], ciq, True, "pronoun", ["this"], "It should be possible for python-espncricinfo to parse either the Cricinfo HTML or JSON to construct an over-by-over run tally for matches.", author="u1")
    rec(P2_CRICINFO, [ci0, (U, ciq, "u1")], "Interested to pick this up!", True, "pronoun", ["this"], "I'm interested in adding an over-by-over run tally for matches to python-espncricinfo.", author="u2")
    lend(P2_CRICINFO, [ci0], P2_C_OVER, SELF, P2_CRIC424)

    gl0 = (U, "Run out on 2nd or 3rd Run", "u1")
    rec(P2_GULLY, [gl0], "There is no way for a run out on 2nd or 3rd run etc.", True, "ellipsis", ["There is no way"], "gully-cricket-score-board has no way to record a run out on the 2nd or 3rd run.", author="u1")
    lend(P2_GULLY, [gl0], P2_C_WIDES, SAME, P2_PROTEA27)

    pr27 = (U, "3-row scoring keypad. ## Description\nThe core scoring input interface with 3 rows of buttons:\n- Row 1: 1, 2, 3, 4, 6 (primary runs)\n- Row 2: LB, Bye, Wide, NB, dot (extras + dot ball)\n- Row 3: More, ball icon, 4-5-6-7 (extended), Undo, Out", "u1")
    rec(P2_PROTEA27, [pr27], "- [ ] Each tap immediately triggers recalculation of all totals\n- [ ] Visual feedback on tap (button press animation)", True, "ellipsis", ["Each tap"], "Each tap on future-protea's 3-row scoring keypad should immediately recalculate all totals and give visual feedback (a button press animation).", author="u1")
    # The extras rule is complete in itself: a trap in its own thread (as the padel set rule).
    rec(P2_PROTEA27, [pr27], "- [ ] " + P2_C_WIDES, False, SAME, [], None, author="u1")

    ll1 = (U, "Wide ball supported? In Match.java, we are taking only 6 inputs from user for every over.", "u1")
    rec(P2_LLD, [ll1], "If one the ball is wide or no ball then accordingly we should increase the user input.", True, "ellipsis", ["the user input"], "In kumaransg/LLD's cricket Match.java, if a ball is a wide or a no ball, the over should take one more user input instead of only 6.", author="u1")
    lend(P2_LLD, [ll1], P2_C_WIDES, SAME, P2_PROTEA27)

    # ---- rock climbing: grade systems and conversions ----
    g3868 = (U, "Boulder grade is sports grade in overview. In a boulder-only area, the grades at the top of the crag are using non-boulder grades.", "u1")
    gq = "Grades are FB 4B to 6B+, but the overview shows \"FR\" and goes to 7a+."
    rec(P2_CRAG3868, [g3868], gq, True, "ellipsis", ["the overview"], "In theCrag's boulder-only area (Netherlands) the grades are FB 4B to 6B+, but the crag overview shows French sport grades up to 7a+.", author="u1")
    rec(P2_CRAG3868, [g3868, (U, gq, "u1")], "This seems weird - it is correct for some areas but not for others. We will assess that.", True, "pronoun", ["This", "it"], "theCrag showing sport grades in a boulder-only area's overview seems weird: the overview is correct for some areas but not for others; theCrag will assess it.", author="u2")

    g1481 = (U, "YDS_ALT 5.10 possibly in wrong range. From user.", "u1")
    # The user's first sentence defines the two YDS variants in full: a trap in its own thread.
    rec(P2_CRAG1481, [g1481], P2_CL_YDSALT, False, SAME, [], None, author="u1")
    g1481b = (U, P2_CL_YDSALT + "  So, a YDS_ALT grade of 5.10 would be somewhere in the 5.10b - 5.10c range, and at least as hard as any 5.10b.  But, if I create a climb grades as 5.10, it is grade-banded as Intermediate (yellow), while a 5.10b climb is grade-banded as Experienced (orange).   I don't think that is correct", "u1")
    g1481q = "@scd was this sorted a while back with the cpr mid point logic?"
    rec(P2_CRAG1481, [g1481, g1481b], g1481q, True, "pronoun", ["this"], "Was theCrag's grade banding of YDS_ALT 5.10 as Intermediate instead of Experienced sorted a while back with the CPR mid-point logic?", author="u2")
    rec(P2_CRAG1481, [g1481, g1481b, (A, g1481q, "u2")], "Yes", True, "ellipsis", ["Yes"], "Yes, theCrag's banding of YDS_ALT 5.10 was sorted with the CPR mid-point logic.", author="u1")

    g3329 = (U, "YDS pure number grades not \"correctly\" valued. From support:\n\nAnother suggestion I have is regarding the YDS grading scale. I have noticed that whenever a rout is graded with a \"-\", \"+\" , \"a/b\", \"b/c\", \"c/d\" the registered ascent will not be taken into account for Grade Pyramids.", "u1")
    rec(P2_CRAG3329, [g3329], "CPR and grade conversions determines this.", True, "pronoun", ["this"], "On theCrag, CPR and grade conversions determine how YDS grades with -, + or slash suffixes are valued in Grade Pyramids.", author="u2")

    g2260 = (U, "bouldering on profile page should pick the most used grading system. from user ...\n\nIn all the other tabs (e.g. the sport one) it looks like, for the the route by grade overview, the system decide to use the most used grade system in the ascents.\nIn the boulder tab it is forced to V-scale and it is not possible to change it", "u1")
    g2260a = "Or, even better: let the user configure two grading systems, one for routes and one for boulders."
    rec(P2_CRAG2260, [g2260], g2260a, True, "ellipsis", ["even better"], "Better still, theCrag could let the user configure two grading systems on the profile page, one for routes and one for boulders.", author="u2")
    rec(P2_CRAG2260, [g2260, (U, g2260a, "u2")], "Yes it should be configurable but should also have a sane default.", True, "pronoun", ["it"], "theCrag's profile-page grading system for boulders should be configurable but should also have a sane default.", author="u3")

    oc1 = (U, "GradeSystemSelect: group grade systems by climbing style. | Climbing Style | Grading Systems |\n|---|---|\n| `climbing:boulder` | `climbing:grade:font`, `climbing:grade:hueco` |\n| `climbing:aid` | `climbing:grade:aid` |\n| `climbing:dry` | `climbing:grade:dry` |", "u1")
    ocq = "Nice! Do you also plan to add dry and aid? :)"
    rec(P2_OPENCLIMB, [oc1], ocq, True, "ellipsis", ["dry and aid"], "Does openclimbing's grade-system select also plan to add dry-tooling and aid grades?", author="u2")
    oca = "@elnappo it is already there - you have to click \"Show more\" at the bottom of the grade system dropdown."
    rec(P2_OPENCLIMB, [oc1, (U, ocq, "u2")], oca, True, "pronoun", ["it"], "openclimbing already has dry and aid grades: click \"Show more\" at the bottom of the grade system dropdown.", author="u1")
    rec(P2_OPENCLIMB, [oc1, (U, ocq, "u2"), (U, oca, "u1")], "Are you sure? Is this already live?", True, "pronoun", ["this"], "Is openclimbing's grade-system dropdown with dry and aid grades already live?", author="u2")
    lend(P2_OPENCLIMB, [oc1], P2_CL_YDSALT, SAME, P2_CRAG1481)

    gr0 = (U, "Adjust bouldering to sport conversion. See: http://www.reddit.com/r/climbing/comments/2xya3h/for_climbing_programmers_i_made_an_open_source/cp4kbqf", "u1")
    rec(P2_GRANTISMO, [gr0], "5.13a = V7 (not V6)\n5.14a = V10 (not V9)", True, "ellipsis", ["not V6"], "climbing-grade.js's bouldering-to-sport conversion should map 5.13a to V7 (not V6) and 5.14a to V10 (not V9).", author="u1")
    lend(P2_GRANTISMO, [gr0], P2_CL_YDSALT, SAME, P2_CRAG1481)
    lend(P2_GRANTISMO, [gr0], P2_CL_VEWBANK, SAME, P2_CRAG2557)
    lend(P2_OPENCLIMB, [oc1], P2_CL_VEWBANK, SAME, P2_CRAG2557)

    is1 = (U, "App to receive data? Which app do you use to receive and save the data from the hangboard?", "u1")
    isa = "a sample here :https://github.com/oalam/isometryx/blob/master/ble_client.py"
    rec(P2_ISOMETRYX, [is1], isa, True, "ellipsis", ["a sample here"], "A sample client for receiving and saving isometryx's hangboard data is ble_client.py in the isometryx repository.", author="u2")
    rec(P2_ISOMETRYX, [is1, (A, isa, "u2")], "In the last weeks I started another project for a smart hangboard: https://github.com/8cH9azbsFifZ/hangboard It is still under development, but the prototype is working in my home setup...", True, "ellipsis", ["another project"], "Besides isometryx, I recently started another smart-hangboard project (8cH9azbsFifZ/hangboard) that could receive the hangboard data; it is still under development, but the prototype works in my home setup.", author="u3")
    lend(P2_ISOMETRYX, [is1], P2_CL_YDSALT, SAME, P2_CRAG1481)

    h63 = (U, "Grip type: Grip Half Full Open", "u1")
    rec(P2_HANGBOARD63, [h63], "Implement support for various grip types (and store it accordingly).", True, "ellipsis", ["various grip types"], "The hangboard app should support the grip types half crimp, full crimp and open hand, and store the grip type with each hang.", author="u1")
    lend(P2_HANGBOARD63, [h63], P2_CL_VEWBANK, SAME, P2_CRAG2557)

    nb1 = (U, "Bouldering Roadmap. ## Goal\n\n<s>First V5 in mid Dec</s>\n\n## Progress and Timeline\n\n- PGSV Gym Membership since mid July\n- First V1, late July\n- First V2, early Aug\n- First V3, 08/26/2018\n- First V4, 09/23/2018", "u1")
    rec(P2_NEBGNAHZ, [nb1], "Closed because I have climbed V5 (two, one in March, one in Aug).", True, "ellipsis", ["Closed"], "My bouldering roadmap goal, a first V5, is done: I have climbed two V5s, one in March and one in August.", author="u1")
