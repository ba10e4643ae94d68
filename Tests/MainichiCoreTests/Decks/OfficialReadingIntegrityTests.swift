import Foundation
import Testing

/// The committed kanji decks mark the official jōyō readings (tools/decks/joyo), first and undimmed.
@Suite("Official kanji readings in the bundled decks")
struct OfficialReadingIntegrityTests {
    /// Every kanji item of the bundled kanji decks as decoded JSON, keyed by the kanji.
    static func kanji() throws -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for file in ["n5", "n4", "n3", "n2", "n1", "names"] {
            let url = DeckIntegrityTests.decksDirectory.appendingPathComponent("kanji/\(file).json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            for item in try #require(document["items"] as? [[String: Any]]) {
                result[try #require(item["kanji"] as? String)] = item
            }
        }
        return result
    }

    static func official(_ item: [String: Any]) -> [String] {
        ((item["official"] as? [[String: Any]]) ?? []).compactMap { $0["reading"] as? String }
    }

    static func full(_ reading: String) -> String {
        reading.filter { $0 != "." && $0 != "-" }
    }

    @Test("Official readings are never dimmed and come first (分 わかる, 楽 たのしむ; 中 ジュウ and 丼 どん present)", arguments: [
        ("分", "わかる"), ("楽", "たのしむ"), ("中", "ジュウ"), ("丼", "どん"), ("生", "セイ"),
        // A variant the table's note accepts: 免 まぬかれる, 「まぬがれる」とも (免れる is read まぬがれる).
        ("免", "まぬがれる"),
    ])
    func officialReadings(kanji: String, reading: String) throws {
        let item = try #require(try Self.kanji()[kanji])
        let official = Self.official(item)
        let match = try #require(official.first { Self.full($0) == reading }, "\(kanji) \(official)")
        #expect(!((item["rareReadings"] as? [String]) ?? []).contains(match))
        for key in ["onyomi", "kunyomi"] {
            let readings = (item[key] as? [String]) ?? []
            let firstOther = readings.firstIndex { !official.contains($0) } ?? readings.endIndex
            #expect(readings[..<firstOther].count == readings.filter { official.contains($0) }.count, "\(kanji) \(key) \(readings)")
        }
    }

    @Test("Every jōyō kanji has official readings; every other reading of it is dimmed")
    func everyJoyoKanjiMarked() throws {
        let all = try Self.kanji()
        let marked = all.values.filter { !Self.official($0).isEmpty }
        #expect(marked.count == 2_136)
        for item in marked {
            let readings = ((item["onyomi"] as? [String]) ?? []) + ((item["kunyomi"] as? [String]) ?? [])
            let others = readings.filter { !Self.official(item).contains($0) }
            #expect(Set(others) == Set((item["rareReadings"] as? [String]) ?? []), "\(item["kanji"] ?? "")")
        }
    }

    @Test("Each official reading is shown once (良 よ.い without -よ.い, 向 む.こう without む.こう-, 卸 おろし without おろ.し)")
    func officialReadingsShownOnce() throws {
        var twice: [String] = []
        for (kanji, item) in try Self.kanji() {
            let official = Self.official(item).map(Self.full)
            if Set(official).count != official.count { twice.append("\(kanji) \(Self.official(item))") }
        }
        #expect(twice.isEmpty, "\(twice.count): \(twice.prefix(10))")
    }

    @Test("Classical leftovers and unit meanings are gone", arguments: [
        ("奈", "からなし"), ("茨", "くさぶき"), ("曽", "すなわち"), ("淫", "ほしいまま"),
    ])
    func noClassicalLeftovers(kanji: String, reading: String) throws {
        let item = try #require(try Self.kanji()[kanji])
        let readings = ((item["onyomi"] as? [String]) ?? []) + ((item["kunyomi"] as? [String]) ?? [])
        #expect(!readings.map(Self.full).contains(reading))
    }

    @Test("Unit meanings are gone (米 metre, 瓦 gram, 仙 cent; the sizes of old units: 分 shaku/100, 銭 .01 yen)", arguments: [
        ("米", "metre"), ("瓦", "gram"), ("仙", "cent"), ("分", "shaku/100"), ("銭", ".01 yen"),
    ])
    func noUnitMeanings(kanji: String, unit: String) throws {
        let item = try #require(try Self.kanji()[kanji])
        #expect(!((item["meanings"] as? [String]) ?? []).contains(unit))
    }

    @Test("One form of 頬/頰, 叱/𠮟 and 剥/剝 is taught, the other mapped to it in id-map.json")
    func oneFormEach() throws {
        let all = try Self.kanji()
        let map = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf:
            DeckIntegrityTests.decksDirectory.appendingPathComponent("id-map.json"))) as? [String: Any])
        let kanjiMap = (map["kanji"] as? [String: String]) ?? [:]
        for (deckForm, tableForm) in [("頬", "頰"), ("叱", "𠮟"), ("剥", "剝")] {
            #expect(all[deckForm] != nil)
            #expect(all[tableForm] == nil)
            #expect(kanjiMap["k:\(tableForm)"] == "k:\(deckForm)")
        }
    }

    @Test("No kanji outside the jōyō table at N5 (飴, 賑)")
    func n5IsJoyo() throws {
        let url = DeckIntegrityTests.decksDirectory.appendingPathComponent("kanji/n5.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        for item in try #require(document["items"] as? [[String: Any]]) {
            #expect(!Self.official(item).isEmpty, "\(item["kanji"] ?? "")")
        }
    }
}
