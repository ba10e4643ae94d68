import Testing
@testable import MainichiCore

/// The segmenter's cache table: what is stored under a key is found under that key only, through
/// growth and after the table starts again at its limit.
@Suite("ByteKeyTable")
struct ByteKeyTableTests {
    @Test("Each key finds its own value, across many keys and growth; unknown keys find nothing")
    func storesAndFinds() {
        var table = ByteKeyTable<Int>(limit: 100_000, capacity: 16)
        let keys = (0..<5000).map { Array("たべ\($0)".utf8) }
        for (index, key) in keys.enumerated() { table.insert(index, for: key) }
        #expect(table.count == 5000)
        #expect(keys.enumerated().allSatisfy { table.value(for: $0.element) == $0.offset })
        #expect(table.value(for: Array("たべ".utf8)) == nil)
        #expect(table.value(for: []) == nil)
        // A key stored again keeps one slot and takes the new value.
        table.insert(-1, for: keys[7])
        #expect(table.count == 5000)
        #expect(table.value(for: keys[7]) == -1)
    }

    @Test("At its limit the table starts again empty, then stores anew")
    func startsAgainAtItsLimit() {
        var table = ByteKeyTable<Bool>(limit: 3)
        for word in ["あ", "い", "う"] { table.insert(true, for: Array(word.utf8)) }
        #expect(table.count == 3)
        table.insert(false, for: Array("え".utf8))
        #expect(table.count == 1)
        #expect(table.value(for: Array("あ".utf8)) == nil)
        #expect(table.value(for: Array("え".utf8)) == false)
    }
}
