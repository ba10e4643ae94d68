import Testing
@testable import CursesBackend
import TerminalUI

/// Late answers to the start-up query are told apart from keys.
@Suite struct TerminalReplyScannerTests {
    /// What the scanner makes of `text` after an Esc.
    func reply(_ text: String) -> TerminalReplyScanner.Reply {
        var codes = text.unicodeScalars.map(\.value)[...]
        return TerminalReplyScanner.reply { codes.popFirst() }
    }

    @Test("an OSC 11 answer ended by ST or BEL names the background")
    func backgroundAnswer() {
        #expect(reply("]11;rgb:ffff/ffff/ffff\u{1B}\\") == .background(.light))
        #expect(reply("]11;rgb:0000/0000/0000\u{07}") == .background(.dark))
    }

    @Test("the device attributes answer is recognised")
    func deviceAttributes() {
        #expect(reply("[?64;1;2;6;22c") == .deviceAttributes)
    }

    @Test("Esc followed by keys is not an answer: the keys are given back in order")
    func keysAfterEscape() {
        #expect(reply("jk") == .notAReply([UInt32(UInt8(ascii: "j"))]))
        #expect(reply("") == .notAReply([]))
        #expect(reply("[A") == .notAReply(Array("[A".unicodeScalars.map(\.value))))
    }

    @Test("a run of bytes splits into the answers and the keys typed around them")
    func splitsBytes() {
        let bytes = Array("a\u{1B}]11;rgb:ff/ff/ff\u{07}b\u{1B}x\u{1B}[?1;2c".utf8)
        let split = TerminalReplyScanner.split(bytes)
        #expect(split.background == .light)
        #expect(split.answered)
        #expect(split.rest == Array("ab\u{1B}x".utf8))
    }
}
