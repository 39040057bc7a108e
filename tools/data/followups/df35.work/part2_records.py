# ==== part 2 (helper cdf2, thirty-first pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
P2_EMH174 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/174"
P2_EMH2 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/2"
P2_MUART67 = P2_GH + "muart-group/esphome-components/issues/67"
P2_DS21_76 = P2_GH + "asund/esphome-daikin-s21/issues/76"
P2_EPA10 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/10"
P2_EPA33 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/33"
P2_HAIER10 = P2_GH + "MiguelAngelLV/esphaier/issues/10"
P2_IRR1234 = P2_GH + "crankyoldgit/IRremoteESP8266/issues/1234"
P2_BRP6 = P2_GH + "BigFoot2020/daikin_residential_brp069a62/issues/6"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# air conditioners and heat pumps
P2_H_RW25 = "I have a Mitsubishi RW-25 connected to a D1 mini and esphome-mitsubishiheatpump."
P2_H_DAITSU = "I have a Daitsu HRV2 that uses the MIDEA protocol."
P2_H_NOSWING = "My AC don't have Swing mode (It is by conducts), so I can't test the swing mode..."
P2_H_CASSETTE = "I have 3x head units that are celling cassettes. 1X MLZ-KP12NA and 2x MLZ-KP09NA"
P2_H_REMOTE = "The Mitsubishi remote only has switching between swing and no-swing."
P2_H_HAIER = "So far, I have used another modification of haier.h, which stopped working with the ESPHome upgrade to version 1.19.4."


def P2_aircon(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
    t = (U, "Missing vane info and control", "u1")
    d1 = (U, P2_H_RW25, "u1")
    d2 = (U, "I am missing vane control and info. Is this possible with esphome-mitsubishiheatpump or have I misconfigured it somehow?", "u1")
    r1 = (A, "vane is only on internal AC unit, right? This is not supported by this component it is for heat pumps only (air 2 water)", "u2")
    d3 = (U, "The documentation has this section in examples;\n\n    horizontal_vane_select:\n      name: Horizontal Vane\n    vertical_vane_select:\n      name: Vertical Vane", "u1")
    d4 = (U, "I do think this is no only for air2water but also air to air. The list of supported units is mostly air to air pumps.", "u1")
    d5 = (U, "I tried to add that previously mentioned section to my config, but it didn't expose any vane_* in the entity.", "u1")
    d6 = "I have the same questions, with other integrations I can set up down 1,2,3,4,5 but here not."
    # The opener's setup names the unit, the board and the component: complete in itself (rule 1).
    rec(P2_EMH174, [t], d1[1], False, SAME, [], None, author="u1")
    # "this" is the vane control of the same message, and the component is named (rule 2). Hard call.
    rec(P2_EMH174, [t, d1], d2[1], False, SELF, [], None, author="u1")
    rec(P2_EMH174, [t, d1, d2], r1[1], True, "pronoun", ["This", "this component"], "Vane is only on the internal AC unit, right? Vane control is not supported by esphome-mitsubishiheatpump; it is for air-to-water heat pumps only.", author="u2")
    rec(P2_EMH174, [t, d1, d2, r1, d3], d4[1], True, "pronoun", ["this"], "I think esphome-mitsubishiheatpump is not only for air-to-water but also for air-to-air heat pumps; its list of supported units is mostly air-to-air pumps.", author="u1")
    rec(P2_EMH174, [t, d1, d2, r1, d3, d4, d5], d6, True, "ellipsis", ["the same questions", "here"], "I have the same question about vane control in esphome-mitsubishiheatpump: with other integrations I can set the vane to down, 1, 2, 3, 4, 5, but with esphome-mitsubishiheatpump I can't.", author="u3")

    q1 = (U, "Some questions about responsivness and fan and wane settings", "u1")
    q2 = (U, "I now managed to get the heatpump up and running with ESPHOME - thanks alot for putting your effort in to getting this to work:D", "u1")
    q3 = (U, "I experience some kind of long responsivness when i change temperature, modes. I see you write instant responsivness in your readme. How fast does your system response?", "u1")
    q4 = (U, "The next thing i came to think of is if it possible to get a feedback on the state of the heatpump in the UI. It always says it is off, when the heatpump is actually running / heating.", "u1")
    q5 = (U, "Before mowing to ESPHOME i used the code made by gysmo38. It is also a very nice code, but i had some issues with it. In his code it is possible to set the fan to other states - like QUIET and so on. I cant see this in this integration - it goes from Auto, low medium middle and high.", "u1")
    q6 = (U, "The same thing is with the VANE. In gysmos code there was different modes and also a SWING mode.", "u1")
    q7 = "Is it something that needs to be put in the code or does ESPHOME not support it?"
    rec(P2_EMH2, [q1, q2], q3[1], True, "ellipsis", ["your readme", "your system"], "With esphome-mitsubishiheatpump I get slow responses when I change temperature or modes, though its README says the response is instant. How fast does a Mitsubishi heat pump respond with esphome-mitsubishiheatpump?", author="u1")
    rec(P2_EMH2, [q1, q2, q3], q4[1], True, "pronoun", ["the heatpump", "the UI"], "Is it possible to get feedback on the state of my Mitsubishi heat pump in the esphome-mitsubishiheatpump UI? It always says off when the heat pump is actually running / heating.", author="u1")
    rec(P2_EMH2, [q1, q2, q3, q4], q5[1], True, "pronoun", ["this integration"], "Before moving to ESPHome I used gysmo38's code, where the Mitsubishi heat pump fan can be set to other states like QUIET; in esphome-mitsubishiheatpump I can't, it goes from Auto to low, medium, middle and high.", author="u1")
    rec(P2_EMH2, [q1, q2, q3, q4, q5], q6[1], True, "ellipsis", ["The same thing"], "esphome-mitsubishiheatpump also lacks gysmo38's vane settings: in gysmo38's code there were different vane modes and also a SWING mode.", author="u1")
    rec(P2_EMH2, [q1, q2, q3, q4, q5, q6], q7, True, "pronoun", ["it", "something"], "Do the QUIET fan state and the vane and SWING modes need to be put in the esphome-mitsubishiheatpump code, or does ESPHome not support them?", author="u1")

    h1 = (U, "H. Vane control doesn't work for MLZ-KPxxNA", "u1")
    h2 = (U, P2_H_CASSETTE, "u1")
    h3 = (U, "These units support H. Vane but only swing and no swing. There is no position control.", "u1")
    h4 = (U, "The HomeAssistant interface shows 8 positions and swing.", "u1")
    h5 = (U, P2_H_REMOTE, "u1")
    h6 = "None of the H. Vane settings in HA seems to map to any actions on the head unit."
    rec(P2_MUART67, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2], h3[1], True, "pronoun", ["These units"], "My Mitsubishi MLZ-KP12NA and MLZ-KP09NA ceiling cassettes support H. Vane but only swing and no swing; there is no position control.", author="u1")
    rec(P2_MUART67, [h1, h2, h3], h4[1], True, "ellipsis", [], "For my Mitsubishi MLZ-KPxxNA ceiling cassettes on the muart-group ESPHome components, the Home Assistant interface shows 8 H. Vane positions and swing.", author="u1")
    # Names the remote and both of its settings: a general claim complete in itself (rule 1).
    rec(P2_MUART67, [h1, h2, h3, h4], h5[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2, h3, h4, h5], h6, True, "pronoun", ["the head unit"], "None of the H. Vane settings in Home Assistant (muart-group ESPHome components) seems to map to any action on my Mitsubishi MLZ-KPxxNA ceiling cassette head units.", author="u1")
    lend(P2_MUART67, [h1], P2_H_NOSWING, SELF, P2_HAIER10)

    s1 = (U, "selectable climate mode not working", "u1")
    s2 = (U, "I tried to use the selectable climate mode function with:\n\nclimate:\n  - name: Dining Aircon\n    platform: daikin_s21\n    supported_modes:\n      - COOL\n      - DRY\n      - FAN_ONLY\nHowever, the  logs at bootup shows all the supported modes including HEAT_COOL and HEAT.", "u1")
    s3 = (U, "Does anyone experience a similar situation.  thank you.", "u1")
    s4 = (A, "Hi, sorry about this regression. I'll take a look at fixing it tomorrow.", "u2")
    s5 = "HEAT_COOL was intended to always be available as a failsafe"
    # The config names the platform (daikin_s21) and the modes it asked for: complete in itself (rule 1).
    rec(P2_DS21_76, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(P2_DS21_76, [s1, s2], s3[1], True, "ellipsis", ["a similar situation"], "Does anyone else see the esphome-daikin-s21 supported_modes option ignored, with the boot logs showing all modes including HEAT_COOL and HEAT?", author="u1")
    rec(P2_DS21_76, [s1, s2, s3], s4[1], True, "pronoun", ["this regression", "it"], "Sorry about the esphome-daikin-s21 regression where supported_modes is ignored and all climate modes show; I'll look at fixing it tomorrow.", author="u2")
    rec(P2_DS21_76, [s1, s2, s3, s4], s5, True, "ellipsis", [], "In esphome-daikin-s21, HEAT_COOL was intended to always be available in the climate's supported modes as a failsafe.", author="u2")
    lend(P2_DS21_76, [s1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_DS21_76, [s1, s2], P2_H_RW25, SAME, P2_EMH174)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    w1 = (U, "Swing mode", "u1")
    w2 = (U, "@DomiStyle I just installed this, but I do have swing modes Auto / Up / UpMid / Mid / DownMid / Down in the original Pana integration.", "u1")
    w3 = (U, "In your software I have: off / both / vertical / horizontal.", "u1")
    w4 = (U, "If I change it in the panasonic app, I see these changes in your software as follows:\n\nAuto = vertical\nThe rest = OFF. Any way to map them correctly?", "u1")
    w5 = (A, "@Driekes The manual swing modes are controlled via the select element, not on the AC entity in Home Assistant. The selection you mentioned is for the automatic modes.", "u2")
    w6 = (U, "@DomiStyle I now see there is a seperate select. entity in HA that I can use to control the swing. I missed that.", "u1")
    w7 = "I guess there is no way, or at least not without forking your code to merge this into the climate entity again? I only have vertical swing mode anyway on this model."
    rec(P2_EPA10, [w1], w2[1], True, "pronoun", ["this"], "I just installed esphome-panasonic-ac, but the original Panasonic integration gives me swing modes Auto / Up / UpMid / Mid / DownMid / Down.", author="u1")
    rec(P2_EPA10, [w1, w2], w3[1], True, "ellipsis", ["your software"], "In esphome-panasonic-ac I only have the swing modes off / both / vertical / horizontal.", author="u1")
    rec(P2_EPA10, [w1, w2, w3], w4[1], True, "pronoun", ["it", "these changes", "them"], "If I change the swing mode in the Panasonic app, esphome-panasonic-ac shows Auto as vertical and every other swing mode as OFF; is there any way to map the Panasonic swing modes correctly?", author="u1")
    rec(P2_EPA10, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["The selection you mentioned"], "In esphome-panasonic-ac the manual swing modes are controlled via the select element, not on the AC climate entity in Home Assistant; the off / both / vertical / horizontal selection is for the automatic modes.", author="u2")
    rec(P2_EPA10, [w1, w2, w3, w4, w5, w6], w7, True, "pronoun", ["this", "this model"], "Is there no way, short of forking esphome-panasonic-ac, to merge the swing select back into the climate entity? My Panasonic AC only has vertical swing anyway.", author="u1")

    z1 = (U, "CZ-TAW1?", "u1")
    z2 = (U, "This is great and since I am having trouble with the panasonic cloud I want to make a local connection with my new heatpump.", "u1")
    z3 = (U, "I have CZ-TAW1. Would this work? And how do I connect this? Similar as the CZ-TACG1?", "u1")
    z4 = "Can you take a picture of the connector that connects the CZ-TAW1 to your AC?"
    rec(P2_EPA33, [z1], z2[1], True, "pronoun", ["This"], "esphome-panasonic-ac is great, and since I am having trouble with the Panasonic cloud I want to make a local connection to my new Panasonic heat pump with it.", author="u1")
    rec(P2_EPA33, [z1, z2], z3[1], True, "pronoun", ["this"], "I have a Panasonic CZ-TAW1 adapter: would esphome-panasonic-ac work with it, and how do I connect it? Is it similar to the CZ-TACG1?", author="u1")
    # A complete request that names the adapter: it can be acted on without the thread (rule 1).
    rec(P2_EPA33, [z1, z2, z3], z4, False, "trap_other", [], None, author="u2")
    lend(P2_EPA33, [z1], P2_H_HAIER, SAME, P2_HAIER10)
    lend(P2_EPA33, [z1, z2], P2_H_REMOTE, SAME, P2_MUART67)

    g1 = (U, "Was it possible to add Swing Mode support?", "u1")
    g2 = (U, P2_H_HAIER, "u1")
    g3 = (U, "Would anyone please advise me how to modify the code?", "u1")
    g4 = (A, "Try to change CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", "u2")
    g5 = (A, "When I upgrade to 1.9.0, I got a \"invalud value 6 mode\" error. Maybe It is your case.", "u2")
    g6 = (A, P2_H_NOSWING, "u2")
    g7 = (U, "I have a suggestion to modify the code for the new version of ESPHome 1.19.0. For my Haier air conditioner, this code also works. Please try it.", "u1")
    g8 = (U, "I've checked **Basicek1**'s version. Everything seems to work fine with 1.19.4, swing also.", "u3")
    g9 = "did you get `LED_BIT_OFF` to work?"
    rec(P2_HAIER10, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(P2_HAIER10, [g1, g2], g3[1], True, "ellipsis", ["the code"], "Could anyone advise me how to modify the esphaier haier.h code to add swing mode support and work with ESPHome 1.19.4?", author="u1")
    rec(P2_HAIER10, [g1, g2, g3], g4[1], True, "ellipsis", [], "To make esphaier's haier.h work with ESPHome 1.19, try changing CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", author="u2")
    # "It" is the AC of the same sentence (rule 2).
    rec(P2_HAIER10, [g1, g2, g3, g4, g5], g6[1], False, SELF, [], None, author="u2")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7], g8[1], True, "pronoun", ["**Basicek1**'s version"], "Basicek1's modified esphaier haier.h for ESPHome 1.19 works fine with ESPHome 1.19.4, swing mode included.", author="u3")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7, g8], g9, True, "ellipsis", [], "Did you get `LED_BIT_OFF` to work with the esphaier Haier air conditioner component?", author="u4")

    m1 = (U, "Issue with Swing on MIDEA protocol", "u1")
    m2 = (U, P2_H_DAITSU, "u1")
    m3 = (U, "For now all the modes, temperature set,  fan speed and the turn off of swing mode are working we ll. But the command to turn on does not work at all. Could you please help with this issue?", "u1")
    m4 = "The ac does not respond to the signal (also does not give any beep)."
    rec(P2_IRR1234, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(P2_IRR1234, [m1, m2], m3[1], True, "ellipsis", ["the command to turn on", "this issue"], "With IRremoteESP8266 on my Daitsu HRV2 (MIDEA protocol), all modes, temperature, fan speed and turning swing off work, but the command to turn swing on does not work at all; could you help?", author="u1")
    rec(P2_IRR1234, [m1, m2, m3], m4, True, "pronoun", ["the signal"], "My Daitsu HRV2 air conditioner does not respond to IRremoteESP8266's MIDEA swing-on signal (it doesn't even beep).", author="u1")
    lend(P2_IRR1234, [m1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_IRR1234, [m1, m2, m3], P2_H_NOSWING, SELF, P2_HAIER10)

    b1 = (U, "Climate not working with Daikin Altherma EHBX08CB3V", "u1")
    b2 = (U, "I have tested this integration on a system with my Alterma EHBX08CB3V and a BRP069a62.", "u1")
    b3 = (U, "Climate don't work and i don't know how fix it.", "u1")
    b4 = (U, "Could I have some help?", "u1")
    b5 = "Error adding entities for domain climate with platform daikin_residential_brp069a62"
    rec(P2_BRP6, [b1], b2[1], True, "pronoun", ["this integration"], "I have tested the daikin_residential_brp069a62 Home Assistant integration on a system with my Daikin Altherma EHBX08CB3V and a BRP069A62 adapter.", author="u1")
    rec(P2_BRP6, [b1, b2], b3[1], True, "ellipsis", [], "The climate entity of the daikin_residential_brp069a62 integration doesn't work with my Daikin Altherma EHBX08CB3V and I don't know how to fix it.", author="u1")
    rec(P2_BRP6, [b1, b2, b3], b4[1], True, "ellipsis", [], "Could I have some help with the daikin_residential_brp069a62 climate entity not working on a Daikin Altherma EHBX08CB3V?", author="u1")
    # The log line names the platform it comes from in full (rule 1, quoted errors).
    rec(P2_BRP6, [b1, b2, b3, b4], b5, False, SAME, [], None, author="u1")
    lend(P2_BRP6, [b1], P2_H_RW25, SAME, P2_EMH174)
    lend(P2_BRP6, [b1, b2, b3], P2_H_DAITSU, SAME, P2_IRR1234)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_aircon,):
        area(rec, U, A, lend, SAME, SELF)
