import Testing
@testable import MainichiCore

/// How an imported meaning field is split into meanings.
@Suite("Imported meanings")
struct ImportedEntryTests {
    @Test("A semicolon inside parentheses stays in its meaning; one outside or a line break splits")
    func semicolonInsideParentheses() {
        let field = "shirt (undergarment); singlet; shirt (outerwear; usu. with collar and buttons)\nblouse"
        #expect(ImportedEntry.split(field, at: [0x3B, 0x0A])
            == ["shirt (undergarment)", "singlet", "shirt (outerwear; usu. with collar and buttons)", "blouse"])
    }
}
