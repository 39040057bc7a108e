# ==== part 2 (helper cdf2, thirty-sixth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# RC transmitters: EdgeTX firmware on hobby radios (RadioMaster, FrSky, Jumper, Flysky), binding receivers, mixes, switch warnings, Companion and the SD card pack
P2_ETX4186 = P2_GH + "EdgeTX/edgetx/issues/4186"
P2_ETX4361 = P2_GH + "EdgeTX/edgetx/issues/4361"
P2_ETX6495 = P2_GH + "EdgeTX/edgetx/issues/6495"
P2_ETX3384 = P2_GH + "EdgeTX/edgetx/issues/3384"
P2_ETX3732 = P2_GH + "EdgeTX/edgetx/issues/3732"
P2_ETX4652 = P2_GH + "EdgeTX/edgetx/issues/4652"
P2_ETX4030 = P2_GH + "EdgeTX/edgetx/issues/4030"
P2_ETX7312 = P2_GH + "EdgeTX/edgetx/issues/7312"
P2_ETX3534 = P2_GH + "EdgeTX/edgetx/issues/3534"
P2_ETX5762 = P2_GH + "EdgeTX/edgetx/issues/5762"
P2_ETX5568 = P2_GH + "EdgeTX/edgetx/issues/5568"
P2_ETX2568 = P2_GH + "EdgeTX/edgetx/issues/2568"
P2_ETX2968 = P2_GH + "EdgeTX/edgetx/issues/2968"
P2_ETX5610 = P2_GH + "EdgeTX/edgetx/issues/5610"
P2_ETX811 = P2_GH + "EdgeTX/edgetx/issues/811"
P2_ESD120 = P2_GH + "EdgeTX/edgetx-sdcard/issues/120"
P2_EUM30 = P2_GH + "EdgeTX/edgetx-user-manual/issues/30"

# bank sentences (RC transmitters): each a trap in its own thread
P2_E_CZECH = "My EdgeTX is last 2.9.1 Czech language version."
P2_E_X12S = "I am using X12S with IXJT"
P2_E_CPN271 = "I have downloaded the latest EdgeTX companion: Version 2.7.1 (a55aff02)."
P2_E_UNABLE = "EdgeTX Companion displays the \"Unable to find Radio SD Card\" as soon as I try any of the actions of the Read/Write Menu."
P2_E_OTXSIM = "Telemetry support in OTX Companion simulator has not been updated for quite a while."
P2_E_PLANS = "Does EdgeTX have plans to update Companion simulator so that it will handle all of the telemetry available?"

P2_QUESTION_ONLY: tuple[str, ...] = ()


def P2_rcradios(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- RC transmitters: EdgeTX firmware on hobby radios, binding, mixes, switch warnings, Companion, SD card pack ----
    t = (U, "X.Lite Pro not possible to bind receiver", "u1")
    a1 = (U, "On my Taranis X-Lite Pro Is not possible to bind new Access receiver (Archer R4 and Archer SR6 tried).", "u1")
    a2 = (U, "The last firmware on both Rx installed.", "u1")
    a4 = "I find, that When I try to press SHIFT button, so is Receiver binded at background (servos are reacting), but on screen still stay \"bind waiting window\" and until Transmitter power off is not gone."
    # What fails is the firmware's binding, EdgeTX left out (ruling before df37, first clause).
    rec(P2_ETX4186, [t], a1[1], True, "ellipsis", [], "With EdgeTX on my Taranis X-Lite Pro it is not possible to bind a new ACCESS receiver (Archer R4 and Archer SR6 tried).", author="u1")
    rec(P2_ETX4186, [t, a1], a2[1], True, "ellipsis", ["both Rx"], "The latest firmware is installed on both ACCESS receivers (Archer R4 and Archer SR6) that EdgeTX on my Taranis X-Lite Pro fails to bind.", author="u1")
    # Names EdgeTX and its version in a complete first-person sentence (rule 1): a trap.
    rec(P2_ETX4186, [t, a1, a2], P2_E_CZECH, False, SAME, [], None, author="u1")
    rec(P2_ETX4186, [t, a1, a2, (U, P2_E_CZECH, "u1")], a4, True, "ellipsis", ["Receiver", "Transmitter"], "On my Taranis X-Lite Pro with EdgeTX 2.9.1, pressing SHIFT binds the ACCESS receiver in the background (servos react), but the bind waiting window stays on screen until the transmitter is powered off.", author="u1")
    lend(P2_ETX4186, [t], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Some Mixes no longer work in v2.9.2", "u1")
    b1 = (U, "When updating from v2.9.1 to v2.9.2, I notice that several mixes no longer fully work under v2.9.2.", "u1")
    b2 = (U, "I have a rescue mode that skips a line and a spinfix mix that no longer works.", "u1")
    b3 = (U, "When reinstalling back to 9.1, everything works normally again.", "u1")
    b4 = (U, "Anyone else having such problems?", "u1")
    b5 = "Please upload a copy of the affected mode"
    rec(P2_ETX4361, [t], b1[1], True, "ellipsis", [], "When updating EdgeTX from v2.9.1 to v2.9.2 on my RadioMaster TX16S, several mixes no longer fully work.", author="u1")
    # "no longer works" is the update only the thread names (rule 6).
    rec(P2_ETX4361, [t, b1], b2[1], True, "ellipsis", ["no longer works"], "Since updating EdgeTX to v2.9.2, my rescue mode mix that skips a line and my spinfix mix no longer work.", author="u1")
    rec(P2_ETX4361, [t, b1, b2], b3[1], True, "ellipsis", [], "When I reinstall EdgeTX 2.9.1 over 2.9.2, my rescue mode and spinfix mixes work normally again.", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3], b4[1], True, "pronoun", ["such problems"], "Is anyone else having mixes stop working after updating EdgeTX from 2.9.1 to 2.9.2?", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3, b4], b5, True, "pronoun", ["the affected mode"], "Please upload a copy of the EdgeTX model whose mixes stopped working in v2.9.2.", author="u2")
    lend(P2_ETX4361, [t, b1], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "SA SD switch warnings did not exist", "u1")
    d1 = (U, "I whant to enable SA SD switch warning on radiomaster pocket, but there is no such option.", "u1")
    d2 = (U, "Only SB SC SE switches are available to configure on switch warning tab", "u1")
    d3 = "Solved. Not a bug"
    rec(P2_ETX6495, [t], d1[1], True, "ellipsis", [], "I want to enable SA and SD switch warnings in EdgeTX 2.11.2 on my RadioMaster Pocket, but there is no such option.", author="u1")
    rec(P2_ETX6495, [t, d1], d2[1], True, "ellipsis", [], "Only the SB, SC and SE switches are available on EdgeTX's switch warning tab on my RadioMaster Pocket, not SA and SD.", author="u1")
    rec(P2_ETX6495, [t, d1, d2], d3, True, "ellipsis", [], "The missing SA and SD switch warnings in EdgeTX 2.11.2 on the RadioMaster Pocket are solved and not a bug.", author="u1")
    lend(P2_ETX6495, [t], P2_E_OTXSIM, SAME, P2_ETX811)
    lend(P2_ETX6495, [t, d1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX6495, [t, d1, d2], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "BUG of EL18 internal RF switching model.", "u1")
    e1 = (U, "The transmitter cannot be connected to the receiver after switching models.", "u1")
    e2 = (U, "EL18 and internal RF AFHDS3.", "u1")
    e3 = "Select MODEL1, TX cannot be connected to RXA"
    rec(P2_ETX3384, [t], e1[1], True, "ellipsis", ["The transmitter"], "With EdgeTX 2.8.0 my Flysky EL18 transmitter cannot connect to the receiver after switching models on its internal RF module.", author="u1")
    # An environment fragment leans on the thread (rule 1, rule 6).
    rec(P2_ETX3384, [t, e1], e2[1], True, "ellipsis", [], "The EdgeTX model-switching bug is on a Flysky EL18 with its internal AFHDS3 RF module.", author="u1")
    rec(P2_ETX3384, [t, e1, e2], e3, True, "ellipsis", ["MODEL1", "RXA"], "After binding model 1 to receiver A with RX ID 0 and model 2 to receiver B with RX ID 1 on a Flysky EL18 with EdgeTX, selecting model 1 again the transmitter cannot connect to receiver A.", author="u1")
    lend(P2_ETX3384, [t, e1], P2_E_UNABLE, SAME, P2_ETX2968)
    lend(P2_ETX3384, [t, e1, e2], P2_E_CZECH, SAME, P2_ETX4186)

    t = (U, "v1 in logical switches is shifting with next 2 steps on each boot", "u1")
    f1 = (U, "it changes to T5+/- then T6, L1 etc.", "u1")
    f2 = (U, "Model file may be corrupted during connection of transmitter in sd-card USB storage mode.", "u1")
    f3 = (U, "Transmitter drops USB connection often and just turns off.", "u1")
    f4 = "Please try lastest nightly, I think I fix"
    rec(P2_ETX3732, [t], f1[1], True, "pronoun", ["it"], "In EdgeTX, the v1 value of my logical switch changes on each boot to T5+/-, then T6, L1 and so on.", author="u1")
    # "transmitter" is the user's Jumper T-Pro only the thread names, and the model file is EdgeTX's (the ruling before df36's subject only the thread gives).
    rec(P2_ETX3732, [t, f1], f2[1], True, "ellipsis", ["transmitter"], "My EdgeTX model file may be corrupted while my Jumper T-Pro is connected in SD-card USB storage mode.", author="u1")
    rec(P2_ETX3732, [t, f1, f2], f3[1], True, "ellipsis", ["Transmitter"], "My Jumper T-Pro with EdgeTX often drops the USB connection in SD-card storage mode and just turns off.", author="u1")
    rec(P2_ETX3732, [t, f1, f2, f3], f4, True, "ellipsis", [], "Please try the latest EdgeTX nightly; I think I fixed the logical switch v1 value shifting on each boot.", author="u2")
    lend(P2_ETX3732, [t], P2_E_PLANS, SELF, P2_ETX811)
    lend(P2_ETX3732, [t, f1], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Preflight Checks: - Setting any switch to type \"None\" or \"Toggle\" breaks Preflight Check buttons to the right.", "u1")
    g1 = (U, "I am on 2.9.4, I also tried 2.9.3, 2.9.2 and problem remained.", "u1")
    g2 = (U, "Switching to 2.8.5 the issue was resolved.", "u1")
    g3 = (U, "I did not see any issue in Companion though did not thoroughly test.", "u1")
    g4 = "If I set my toggle as a \"2POS\" the problem does not occur."
    rec(P2_ETX4652, [t], g1[1], True, "ellipsis", ["problem"], "On EdgeTX 2.9.4, and also 2.9.3 and 2.9.2, setting a switch to type None or Toggle still breaks the Preflight Check buttons to its right.", author="u1")
    rec(P2_ETX4652, [t, g1], g2[1], True, "ellipsis", ["the issue"], "Switching to EdgeTX 2.8.5 resolved the broken Preflight Check buttons after a switch set to None or Toggle.", author="u1")
    rec(P2_ETX4652, [t, g1, g2], g3[1], True, "ellipsis", ["any issue"], "I did not see the broken Preflight Check buttons in EdgeTX Companion, though I did not test thoroughly.", author="u1")
    rec(P2_ETX4652, [t, g1, g2, g3], g4, True, "pronoun", ["the problem"], "If I set my toggle switch as 2POS, EdgeTX's Preflight Check buttons do not break.", author="u1")
    lend(P2_ETX4652, [t, g1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "EMERGENCY MODE WHEN ASKING EXTERNAL ANTENNA", "u1")
    h1 = (U, "If you have a model with the option \"ASK\" for selecting internal or external antenna on startup, and you have any switch in a different position than the model default positions, system crash when you put the switches to the required position and goes to EMERGENCY MODE without asking for the antenna type.", "u1")
    h3 = (U, "It should ask for the antenna as normal startup.", "u1")
    h4 = "Could you please upload the `radio.yml` and model file (`modelXX.yml`) in question?"
    h5 = "I'm having issues reproducing"
    rec(P2_ETX4030, [t], h1[1], True, "ellipsis", ["system"], "In EdgeTX 2.9.0, with a model set to ASK for the internal or external antenna on startup and a switch out of its default position, the radio crashes into emergency mode when I correct the switch, without asking for the antenna.", author="u1")
    # The user's own radio and module named in full, nothing of EdgeTX (ruling before df37, own-device clause): a trap.
    rec(P2_ETX4030, [t, h1], P2_E_X12S, False, SAME, [], None, author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1")], h3[1], True, "pronoun", ["It"], "EdgeTX should ask for the antenna type as on a normal startup even after a switch warning.", author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3], h4, True, "ellipsis", ["in question"], "Could you upload the `radio.yml` and the model file (`modelXX.yml`) of the EdgeTX model that crashes into emergency mode when asking for the antenna?", author="u2")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3, (A, h4, "u2")], h5, True, "ellipsis", [], "I'm having issues reproducing the EdgeTX emergency-mode crash when a model asks for the external antenna.", author="u2")

    t = (U, "2.12 Turning the radio on with switch warnings causes it to get stuck", "u1")
    i1 = (U, "I updated to 2.12 on my Radiomaster GX12.", "u1")
    i2 = (U, "The workaround I found was to correct the switch positions and restart the radio.", "u1")
    i3 = (A, "Cannot reproduce here, working fine here.", "u2")
    i4 = (A, "Flashed GX12 using buddy with 2.12.0.", "u2")
    i5 = "Does it happen also with a new model ?"
    # "2.12" is EdgeTX's version only the thread names (rule 1).
    rec(P2_ETX7312, [t], i1[1], True, "ellipsis", ["2.12"], "I updated my RadioMaster GX12 to EdgeTX 2.12.", author="u1")
    rec(P2_ETX7312, [t, i1], i2[1], True, "ellipsis", ["The workaround"], "The workaround I found for EdgeTX 2.12 getting stuck on switch warnings at power-on is to correct the switch positions and restart the radio.", author="u1")
    rec(P2_ETX7312, [t, i1, i2], i3[1], True, "ellipsis", [], "I cannot reproduce EdgeTX 2.12 getting stuck on switch warnings at power-on; it works fine here.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3], i4[1], True, "ellipsis", [], "I flashed EdgeTX 2.12.0 to a RadioMaster GX12 using EdgeTX Buddy to try the switch-warning hang.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3, i4], i5, True, "pronoun", ["it"], "Does EdgeTX 2.12 also get stuck on switch warnings at power-on with a new model?", author="u2")
    lend(P2_ETX7312, [t, i1], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "TX16S Hang with Sound+Vibration Loop when Switching Models with Rx Connected", "u1")
    j1 = (U, "When a quad is connected to my Radiomaster TX16S radio, and I attempt to change to a different model profile via the touchscreen, the radio will refuse any new inputs, and begin vibrating constantly while repeating \"receiver still connected\" for approximately 10 seconds before rebooting.", "u1")
    j2 = (U, "It will then be in Emergency Mode until power cycled again.", "u1")
    j3 = "This is using an external ELRS module (Happymodel ES24TX Pro)"
    rec(P2_ETX3534, [t], j1[1], True, "ellipsis", [], "With EdgeTX 2.8.1, when a quad is connected to my RadioMaster TX16S and I change to a different model via the touchscreen, the radio refuses input and vibrates, repeating \"receiver still connected\" for about 10 seconds before rebooting.", author="u1")
    rec(P2_ETX3534, [t, j1], j2[1], True, "pronoun", ["It"], "After the model-switch hang, my RadioMaster TX16S with EdgeTX stays in Emergency Mode until it is power cycled again.", author="u1")
    rec(P2_ETX3534, [t, j1, j2], j3, True, "pronoun", ["This"], "My RadioMaster TX16S that hangs with EdgeTX when switching models uses an external ELRS module (Happymodel ES24TX Pro).", author="u1")
    lend(P2_ETX3534, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "MT12 Trim T1 Assigned to Trim T3", "u1")
    k1 = (U, "Not sure this is a bug or just something strange with my radio.", "u1")
    k2 = (U, "I've replaced the SD card and re-flashed the radio with v2.10.5 but I'm still seeing this issue.", "u1")
    k3 = "Disregard this issue, I dissembled the radio only to find out that the ribbon cable going to the trim switches and other controls was dislodged."
    rec(P2_ETX5762, [t, k1], k2[1], True, "pronoun", ["this issue"], "I've replaced the SD card and re-flashed my RadioMaster MT12 with EdgeTX v2.10.5, but trim T1 still moves trim T3.", author="u1")
    rec(P2_ETX5762, [t, k1, k2], k3, True, "pronoun", ["this issue"], "Disregard my report of trim T1 moving trim T3 on my RadioMaster MT12 with EdgeTX: the ribbon cable to the trim switches and other controls was dislodged.", author="u1")
    lend(P2_ETX5762, [t, k1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5762, [t], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "After update >Mix20 doesnt work.", "u1")
    l1 = (U, "After transmitter firmware update the mixer >ch20 do not work.", "u1")
    l2 = (U, "New models are not afected.", "u1")
    l3 = "It was the mix ch20."
    rec(P2_ETX5568, [t], l1[1], True, "ellipsis", [], "After updating my RadioMaster Pocket to EdgeTX 2.10.4, the mixes above channel 20 do not work.", author="u1")
    rec(P2_ETX5568, [t, l1], l2[1], True, "ellipsis", [], "New models are not affected by mixes above channel 20 failing after the EdgeTX 2.10.4 update.", author="u1")
    rec(P2_ETX5568, [t, l1, l2], l3, True, "pronoun", ["It"], "The cause of my mixes above channel 20 failing after the EdgeTX update was the mix on channel 20.", author="u1")
    lend(P2_ETX5568, [t, l1], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5568, [t], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5568, [t, l1, l2], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "EdgeTX Companion 2.7.1 cannot find SD card on Mac OS.", "u1")
    m2 = (A, "Fixed in #2564", "u2")
    m3 = (U, "I still have this exact problem, even with RC3 of the companion app which renders it useless at this point :(", "u3")
    m4 = (U, "How far away is RC4 ?", "u3")
    m5 = (A, "Next few days.", "u4")
    m6 = "awesome, it works now."
    # Names the project and its version in full (rule 1): a trap.
    rec(P2_ETX2568, [t], P2_E_CPN271, False, SAME, [], None, author="u1")
    m1 = (U, P2_E_CPN271, "u1")
    # An issue number the history never named is no back-reference; what was fixed is left out (ruling before df37).
    rec(P2_ETX2568, [t, m1], m2[1], True, "ellipsis", [], "EdgeTX Companion 2.7.1 not finding the radio's SD card on macOS is fixed in EdgeTX pull request #2564.", author="u2")
    rec(P2_ETX2568, [t, m1, m2], m3[1], True, "pronoun", ["this exact problem"], "EdgeTX Companion still cannot find the radio's SD card on macOS, even with the RC3 of Companion, which makes it useless for me.", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3], m4[1], True, "ellipsis", ["RC4"], "How far away is the RC4 of EdgeTX Companion 2.8?", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3, m4], m5[1], True, "ellipsis", [], "EdgeTX Companion 2.8 RC4 is a few days away.", author="u4")
    rec(P2_ETX2568, [t, m1, m2, m3, m4, m5], m6, True, "pronoun", ["it"], "The latest EdgeTX 2.8 branch build of Companion now finds the radio's SD card on macOS.", author="u3")

    t = (U, "[Solved] RadioMaster TX12 MkII Companion connection problem", "u1")
    n2 = (U, "The problem remains after installing the universal driver replacement software Zadig.exe from https://zadig.akeo.ie/, as specified in the TX12 User's manual.", "u1")
    n3 = (U, "Problem was due to the installation of the Zadig drivers", "u1")
    n4 = "Fantastic. Glad you got it working :)"
    # Names EdgeTX Companion and quotes its message in full (rule 1): a trap.
    rec(P2_ETX2968, [t], P2_E_UNABLE, False, SAME, [], None, author="u1")
    n1 = (U, P2_E_UNABLE, "u1")
    rec(P2_ETX2968, [t, n1], n2[1], True, "pronoun", ["The problem"], "EdgeTX Companion still shows \"Unable to find Radio SD Card\" for my RadioMaster TX12 MkII after installing the Zadig.exe driver replacement, as the TX12 user's manual says.", author="u1")
    rec(P2_ETX2968, [t, n1, n2], n3[1], True, "ellipsis", ["Problem"], "EdgeTX Companion's \"Unable to find Radio SD Card\" with my RadioMaster TX12 MkII was due to installing the Zadig drivers.", author="u1")
    rec(P2_ETX2968, [t, n1, n2, n3], n4, True, "pronoun", ["it"], "Glad you got EdgeTX Companion connecting to your RadioMaster TX12 MkII.", author="u2")
    lend(P2_ETX2968, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "edgeTX 2.1O.3+ does not work with Commando8", "u1")
    o1 = (U, "when i turn on my radio it doesn't pick up the sd card.", "u1")
    o2 = (A, "As per the release notes, 2.10.3 was the first version of 2.10.x that was safe to use with the Commando8.", "u2")
    o3 = (A, "What exactly do you mean by \"it does not pick up the SD card\" ??", "u2")
    o4 = "I cannot reproduce this with iFlight Commando8 running v2.10.4 - SD card is working fine"
    rec(P2_ETX5610, [t], o1[1], True, "ellipsis", [], "When I turn on my iFlight Commando8 with EdgeTX 2.10.4, it doesn't pick up the SD card.", author="u1")
    rec(P2_ETX5610, [t, o1], o2[1], True, "ellipsis", ["the release notes", "2.10.3"], "As per EdgeTX's release notes, EdgeTX 2.10.3 was the first 2.10.x version safe to use with the iFlight Commando8.", author="u2")
    rec(P2_ETX5610, [t, o1, o2], o3[1], True, "ellipsis", ["it does not pick up the SD card"], "What exactly do you mean by your iFlight Commando8 with EdgeTX 2.10.4 not picking up the SD card?", author="u2")
    rec(P2_ETX5610, [t, o1, o2, o3], o4, True, "pronoun", ["this"], "I cannot reproduce the SD card not being picked up with an iFlight Commando8 running EdgeTX v2.10.4; the SD card works fine.", author="u2")
    lend(P2_ETX5610, [t], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5610, [t, o1], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "Extending Companion telemetry simulation capabilites", "u1")
    q2 = (U, "The telemetry input screen is the same as it was several years ago.", "u1")
    # A general sentence naming its subject with no word only the thread resolves (ruling before df36): a trap.
    rec(P2_ETX811, [t], P2_E_OTXSIM, False, SAME, [], None, author="u1")
    q1 = (U, P2_E_OTXSIM, "u1")
    rec(P2_ETX811, [t, q1], q2[1], True, "ellipsis", ["The telemetry input screen"], "The telemetry input screen of the OpenTX Companion simulator is the same as it was several years ago.", author="u1")
    # "it" is the simulator inside the same question, which names EdgeTX (rule 2).
    rec(P2_ETX811, [t, q1, q2], P2_E_PLANS, False, SELF, [], None, author="u1")

    t = (U, "Edgetx Buddy Radiomaster Boxer sdcard", "u1")
    p1 = (U, "I can complete the Providence 2,9 firmware update, but i cannot get the sdcard to finish updating the providence 2.9 sdcard pack.", "u1")
    p2 = (U, "It keeps stopping and shutting the radio off during the sounds.", "u1")
    p3 = (A, "Is the radio battery more than half charged (i.e. it's not switching off because it's flat?)?", "u2")
    p4 = "Bad SD card..?"
    rec(P2_ESD120, [t], p1[1], True, "ellipsis", [], "With EdgeTX Buddy I can complete the EdgeTX 2.9 Providence firmware update on my RadioMaster Boxer, but I cannot get it to finish writing the 2.9 SD card pack.", author="u1")
    rec(P2_ESD120, [t, p1], p2[1], True, "pronoun", ["It"], "EdgeTX Buddy's SD card pack update keeps stopping and my RadioMaster Boxer shuts off while the sounds are written.", author="u1")
    rec(P2_ESD120, [t, p1, p2], p3[1], True, "ellipsis", ["the radio"], "Is your RadioMaster Boxer's battery more than half charged, so it is not switching off during the EdgeTX Buddy SD card update because it is flat?", author="u2")
    rec(P2_ESD120, [t, p1, p2, p3], p4, True, "ellipsis", [], "Is a bad SD card why EdgeTX Buddy's SD card pack update on my RadioMaster Boxer stops?", author="u1")
    lend(P2_ESD120, [t], P2_E_CPN271, SAME, P2_ETX2568)
    lend(P2_ESD120, [t, p1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "Properly format SD card/Replace SD card/Resolve SD card Issues Guide", "u1")
    r1 = (U, "With the influx of users among RC communities displaying issues regarding SD cards, I've created a guide with a thorough explaination of the low quality devices manufacturers use and how they're created, along with steps for the user to back up their SD card by removing it from the transmitter and manually copying the files or using the the companion application.", "u1")
    r2 = (U, "I personally do not use the companion application, so that part is lacking and is simply referenced.", "u1")
    r3 = "Feel free to adjust or make suggestions where needed."
    rec(P2_EUM30, [t], r1[1], True, "ellipsis", [], "With the influx of users in RC communities with SD card issues, I've created a guide for EdgeTX radios on the low-quality SD cards manufacturers use and on backing up the SD card by copying its files or using EdgeTX Companion.", author="u1")
    rec(P2_EUM30, [t, r1], r2[1], True, "pronoun", ["that part"], "I personally do not use the EdgeTX Companion application, so the Companion part of my EdgeTX SD card guide is lacking and only referenced.", author="u1")
    rec(P2_EUM30, [t, r1, r2], r3, True, "ellipsis", [], "Feel free to adjust my guide to formatting, replacing and fixing EdgeTX radio SD cards, or make suggestions where needed.", author="u1")
    lend(P2_EUM30, [t, r1], P2_E_PLANS, SELF, P2_ETX811)


P2_AREAS = (P2_rcradios,)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
