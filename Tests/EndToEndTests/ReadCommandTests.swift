import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi read` in a real terminal: a small file and a pipe, keys as a person types them, the
/// mark saved in the journal, the place kept, and q giving the shell back as it was.
@Suite("mainichi read", .serialized)
struct ReadCommandTests {
    static let text = "猫が魚を食べさせられた。\n私は毎朝パンを食べています。\n\n東京は日本の首都です。\n"

    /// A file with the text and a data directory beside it.
    private func fixture(in session: TmuxSession) throws -> (file: URL, data: URL) {
        let file = session.directory.appendingPathComponent("story.txt")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        return (file, session.directory.appendingPathComponent("data"))
    }

    /// The shell line running `read` between two `stty -g` snapshots, reporting the exit status.
    private func launchLine(_ command: String, data: URL, in session: TmuxSession) throws -> String {
        let directory = session.directory.path
        let binary = try MainichiBinary.path()
        return "stty -g > \(shellQuoted(directory + "/before")); "
            + "\(command.replacingOccurrences(of: "MAINICHI", with: "MAINICHI_DECKS=\(shellQuoted(SearchCommandTests.decks)) \(shellQuoted(binary)) --data-dir \(shellQuoted(data.path))")); "
            + "echo $? > \(shellQuoted(directory + "/status")); stty -g > \(shellQuoted(directory + "/after")); echo 'mainichi exited'"
    }

    @Test("A file: words with readings, Enter names the inflections, k marks known into the journal, q restores the terminal")
    func readFile() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let (file, data) = try fixture(in: session)
        try session.type(launchLine("MAINICHI read \(shellQuoted(file.path))", data: data, in: session))
        let first = try session.waitForText("you know 0% of the words")
        #expect(first.contains("story.txt"))
        #expect(first.contains("魚[さかな]"))
        #expect(first.contains("食[た]べさせられた"))
        try session.press("l", "l", "l", "l", "Enter")
        try session.waitForText("食べさせられた: 食べる, causative, passive, past")
        try session.press("Escape")
        try session.waitForText("you know 0% of the words")
        try session.press("h", "h", "k")
        let marked = try session.waitForText("魚 marked known")
        #expect(!marked.contains("魚[さかな]"))
        try session.press("j")
        try session.waitForText("2/4")
        try session.press("q")
        try session.waitForText("mainichi exited")
        #expect(try session.waitForFile("status").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        #expect(try session.waitForFile("after") == before)
        // The mark is a journal event; the place is kept on the shelf.
        let progress = try ProgressStore.readWithoutLock(directory: data).progress
        #expect(progress.wordMarks.values.contains(.known))
        let shelf = ReaderShelf(directory: data)
        #expect(shelf.entry(for: file.standardizedFileURL.path)?.line == 1)
    }

    @Test("read - takes the text from a pipe and the keys from the terminal, in Korean at 40x12")
    func readFromPipe() throws {
        let session = try TmuxSession(width: 40, height: 12)
        defer { session.kill() }
        let (file, data) = try fixture(in: session)
        try session.type(launchLine("cat \(shellQuoted(file.path)) | MAINICHI --lang ko read -", data: data, in: session))
        let first = try session.waitForText("아는 단어 0%")
        #expect(first.contains("표준 입력"))
        try session.press("/")
        try session.waitForText("찾기:")
        try session.press("首", "都", "Enter")
        try session.waitForText("4/4")
        try session.press("q")
        try session.waitForText("mainichi exited")
        #expect(try session.waitForFile("status").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        #expect(try session.waitForFile("after") == before)
    }

    @Test("Enter on 授業 in 授業中に... lists 授業中 under its entry; Enter opens it; + adds it to a new deck with the sentence")
    func longerWord() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let data = session.directory.appendingPathComponent("data")
        try session.type(launchLine("echo 授業中に寝てしまった。 | MAINICHI read -", data: data, in: session))
        try session.waitForText("you know 0% of the words")
        try session.press("Enter")
        let entry = try session.waitForText("Also in the dictionary here")
        #expect(entry.contains("授業中  じゅぎょうちゅう  while in class"), "\(entry)")
        // From the last row (the kanji 業) up: 授, the two examples, then 授業中's row.
        try session.press("G", "k", "k", "k", "k", "Enter")
        try session.waitForText("common word, not in your decks")
        try session.press("+")
        try session.waitForText("Which deck?")
        try session.press("Enter")
        try session.waitForText("Name")
        try session.type("Class")
        try session.waitForText("added 授業中 to Class")
        try session.press("Escape")
        try session.waitForText("Also in the dictionary here")
        try session.press("Escape")
        try session.waitForText("you know 0% of the words")
        try session.press("q")
        try session.waitForText("mainichi exited")
        let deck = try String(contentsOf: data.appendingPathComponent("decks/class.json"), encoding: .utf8)
        #expect(deck.contains("\"word\":\"授業中\""), "\(deck)")
        #expect(deck.contains("授業中に寝てしまった。"), "\(deck)")
    }

    @Test("A binary or missing file is refused with a message naming it, before the screen opens")
    func notText() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.url
        let file = root.appendingPathComponent("data.bin")
        try Data([0x93, 0xFA, 0x00, 0x7B, 0x0A]).write(to: file)
        let result = try ProcessResult.run(try MainichiBinary.path(), ["read", file.path, "--data-dir", root.appendingPathComponent("data").path],
                                           environment: ["MAINICHI_DECKS": SearchCommandTests.decks, "LANG": "C.UTF-8"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("data.bin: line 1 holds a NUL byte"), "\(result.standardError)")
        let missing = try ProcessResult.run(try MainichiBinary.path(), ["read", root.appendingPathComponent("none.txt").path,
                                                                                  "--data-dir", root.appendingPathComponent("data").path],
                                            environment: ["MAINICHI_DECKS": SearchCommandTests.decks, "LANG": "C.UTF-8"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("none.txt: no such file"), "\(missing.standardError)")
    }
}
