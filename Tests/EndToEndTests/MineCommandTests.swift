import Foundation
import MainichiCore
import Testing

/// `mainichi mine`: the words of a text the learner does not know yet, from the real binary.
@Suite("mainichi mine")
struct MineCommandTests {
    static let text = "昨日、友達と映画を見ました。とても面白かったです。\n私は毎朝パンを食べています。猫は食べさせられなかった。\n"

    private func run(_ arguments: [String], data: URL) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments + ["--data-dir", data.path],
                              environment: ["MAINICHI_DECKS": SearchCommandTests.decks, "LANG": "C.UTF-8"])
    }

    private func fixture() throws -> (file: URL, data: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-mine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("text.txt")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        return (file, root.appendingPathComponent("data"))
    }

    @Test("Lists the words not known, most frequent first, one a line, each with its reading and first sentence")
    func listsUnknownWords() throws {
        let (file, data) = try fixture()
        let result = try run(["mine", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("You know 0% of the") == true, "\(lines)")
        // 食べる comes twice (食べています, 食べさせられなかった): first, under its dictionary form.
        let eat = try #require(lines.first { $0.hasPrefix("食べる") })
        #expect(eat.contains("たべる") && eat.contains("私は毎朝パンを食べています。"), "\(eat)")
        #expect(lines.firstIndex(of: eat) == lines.firstIndex { $0.hasPrefix("食べる") })
        #expect(lines.contains { $0.hasPrefix("面白い") }, "面白かった is listed as 面白い")
        #expect(!lines.contains { $0.hasPrefix("です ") || $0.hasPrefix("は ") }, "grammar is left out: \(lines)")
    }

    @Test("--json gives each word's knowledge from the learner's progress; --coverage prints only the figures")
    func jsonAndCoverage() throws {
        let (file, data) = try fixture()
        let store = try ProgressStore(directory: data)
        try store.toggleBookmark("v:食べる:たべる")
        store.close()
        let result = try run(["mine", "--json", "--known", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let objects = try result.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let eat = try #require(objects.first { $0["word"] as? String == "食べる" })
        #expect(eat["knowledge"] as? String == "learning")
        #expect(eat["count"] as? Int == 2)
        let coverage = try run(["mine", "--coverage", file.path], data: data)
        #expect(coverage.standardOutput.split(separator: "\n").count == 2, "\(coverage.standardOutput)")
    }

    @Test("In Korean the figures are Korean and a deck word's meaning is its Korean one")
    func korean() throws {
        let (file, data) = try fixture()
        let result = try run(["--lang", "ko", "mine", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("이 글의 단어") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("友達") && $0.contains("친구") }, "\(lines)")
    }

    @Test("A missing file and a file that is not UTF-8 are named in a clear error")
    func badInput() throws {
        let (file, data) = try fixture()
        let missing = try run(["mine", file.path + ".nope"], data: data)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("cannot read \(file.path).nope"))
        try Data([0x82, 0xA0, 0x82, 0xA2]).write(to: file)  // あい in Shift_JIS
        let binary = try run(["mine", file.path], data: data)
        #expect(binary.status == 1)
        #expect(binary.standardError.contains("is not UTF-8 text"), "\(binary.standardError)")
    }
}
