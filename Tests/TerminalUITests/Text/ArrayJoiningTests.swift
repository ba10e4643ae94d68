import Testing
@testable import TerminalUI

@Suite struct ArrayJoiningTests {
    /// `joinedText` joins as the standard library's `joined(separator:)` does.
    @Test func joinsAsTheStandardLibraryDoes() {
        for strings in [[], ["Menu"], ["Menu", "N5 Day 1", "食べる"], ["", "", "x"]] {
            #expect(strings.joinedText(separator: " › ") == strings.joined(separator: " › "))
        }
        #expect(KeyBinding(keys: [.up, .character("k")], label: "up").keyLabel == "Up/k")
    }
}
