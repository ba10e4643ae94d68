import Testing
import TerminalUI

@Suite("Terminal background")
struct TerminalBackgroundTests {
    @Test("An OSC 11 answer gives light or dark, whatever the digits per channel and the terminator")
    func oscReplies() {
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == .light)
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:0000/0000/0000\u{07}") == .dark)
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:fd/f6/e3\u{07}") == .light)       // Solarized light
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:00/2b/36\u{1B}\\") == .dark)       // Solarized dark
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:3030/3030/3030\u{1B}\\") == .dark)
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:c/c/c\u{07}") == .light)
        #expect(TerminalBackground(oscReply: "") == nil)
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:ff/ff\u{07}") == nil)
        #expect(TerminalBackground(oscReply: "\u{1B}]11;rgb:fffff/0/0\u{07}") == nil)
    }

    @Test("COLORFGBG's last field is the background colour number")
    func colorFGBG() {
        #expect(TerminalBackground(colorFGBG: "15;0") == .dark)
        #expect(TerminalBackground(colorFGBG: "0;15") == .light)
        #expect(TerminalBackground(colorFGBG: "0;default;7") == .light)
        #expect(TerminalBackground(colorFGBG: "7;8") == .dark)
        #expect(TerminalBackground(colorFGBG: "15;default") == nil)
        #expect(TerminalBackground(colorFGBG: "") == nil)
    }
}
