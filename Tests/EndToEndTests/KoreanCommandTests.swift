import Foundation
import TestSupport
import Testing

/// The commands' human-readable output with LANG=ko_KR.UTF-8: Korean words, Korean dates, the
/// same figures; JSON stays as it is.
@Suite("Commands in Korean (LANG=ko_KR.UTF-8)")
struct KoreanCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = StatsCommandTests.decks

    /// The locale variables for Korean (LC_ALL too, so a machine's own LC_ALL cannot win), a
    /// scratch HOME so no saved setting of the machine's user applies.
    static func korean(home: URL) -> [String: String?] {
        ["MAINICHI_DECKS": decks, "TZ": "UTC", "LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": nil,
         "HOME": home.path, "XDG_CONFIG_HOME": nil, "XDG_DATA_HOME": nil, "XDG_CACHE_HOME": nil]
    }

    @Test("stats: the title with a Korean date, the screen's Korean labels and weekdays; English without LANG")
    func stats() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        let korean = try ProcessResult.run(try MainichiBinary.path(), ["stats", "--data-dir", directory.path],
                                           environment: Self.korean(home: scratch.fresh("home")))
        #expect(korean.status == 0)
        let lines = korean.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("일 통계") == true, "\(lines.first ?? "")")
        #expect(lines.first?.contains("년") == true)
        #expect(korean.standardOutput.contains("레벨별 진도"))
        #expect(korean.standardOutput.contains("오늘"))
        #expect(!korean.standardOutput.contains("Progress by level"))
        var english = Self.korean(home: scratch.fresh("home"))
        english["LANG"] = "C.UTF-8"
        english["LC_ALL"] = nil
        let plain = try ProcessResult.run(try MainichiBinary.path(), ["stats", "--data-dir", directory.path],
                                          environment: english)
        #expect(plain.standardOutput.hasPrefix("Statistics for "))
        #expect(plain.standardOutput.contains("Progress by level"))
    }

    @Test("search and lookup: no results and no entry said in Korean; a dictionary entry's marks in Korean")
    func searchAndLookup() throws {
        let home = scratch.fresh("home")
        let none = try ProcessResult.run(try MainichiBinary.path(), ["search", "qqqzzzx"], environment: Self.korean(home: home))
        #expect(none.standardError.contains("결과 없음"))
        let missing = try ProcessResult.run(try MainichiBinary.path(), ["lookup", "qqqzzzx"], environment: Self.korean(home: home))
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("\"qqqzzzx\"에 해당하는 사전 항목이 없습니다"))
        let found = try ProcessResult.run(try MainichiBinary.path(), ["lookup", "猫"], environment: Self.korean(home: home))
        #expect(found.status == 0)
        #expect(found.standardOutput.contains("JMdict"))
        #expect(found.standardOutput.contains("(상용, "))
        #expect(!found.standardOutput.contains("common"))
        let dictionary = try ProcessResult.run(try MainichiBinary.path(), ["search", "nekomimi"], environment: Self.korean(home: home))
        #expect(dictionary.standardOutput.contains("(덱에 없음)"))
        let empty = try ProcessResult.run(try MainichiBinary.path(), ["search", " "], environment: Self.korean(home: home))
        #expect(empty.standardError.contains("검색할 말을 주세요"))
    }

    @Test("vacation: the days off and the moved reviews said in Korean")
    func vacation() throws {
        let directory = scratch.fresh("directory")
        let result = try ProcessResult.run(try MainichiBinary.path(),
                                           ["vacation", "--data-dir", directory.path, "--from", "2030-01-02", "--days", "3"],
                                           environment: Self.korean(home: scratch.fresh("home")))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("쉬는 날: 2030-01-02 - 2030-01-04 (3일)."))
        #expect(result.standardOutput.contains("옮겼습니다"))
    }

    @Test("deck create, rename, delete and list: what was done said in Korean; English without LANG")
    func deck() throws {
        let directory = scratch.fresh("directory")
        let environment = Self.korean(home: scratch.fresh("home"))
        let made = try ProcessResult.run(try MainichiBinary.path(), ["deck", "create", "여행", "--data-dir", directory.path],
                                         environment: environment)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(made.standardOutput.contains("덱을 만들었습니다: 여행, 단어, 하루 "), "\(made.standardOutput)")
        let renamed = try ProcessResult.run(try MainichiBinary.path(), ["deck", "rename", "여행", "출장", "--data-dir", directory.path],
                                            environment: environment)
        #expect(renamed.standardOutput.contains("의 이름을 출장(으)로 바꿨습니다"), "\(renamed.standardOutput)")
        let list = try ProcessResult.run(try MainichiBinary.path(), ["deck", "list", "--data-dir", directory.path],
                                         environment: environment)
        #expect(list.standardOutput.contains("(기본 제공)"))
        #expect(!list.standardOutput.contains("(bundled)"))
        let deleted = try ProcessResult.run(try MainichiBinary.path(), ["deck", "delete", "출장", "--data-dir", directory.path],
                                            environment: environment)
        #expect(deleted.standardOutput.contains("지웠습니다 (보관 위치: "), "\(deleted.standardOutput)")
        // An import's last line says what was written.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("words.csv")
        try Data("word,reading,meaning\n猫,ねこ,cat\n".utf8).write(to: file)
        let imported = try ProcessResult.run(try MainichiBinary.path(), ["import", file.path, "--dry-run", "--data-dir", directory.path],
                                             environment: environment)
        #expect(imported.standardOutput.contains("아무것도 쓰지 않았습니다 (시험 실행)."), "\(imported.standardOutput)\(imported.standardError)")
        var english = environment
        english["LANG"] = "C.UTF-8"
        english["LC_ALL"] = nil
        let plain = try ProcessResult.run(try MainichiBinary.path(), ["deck", "create", "Trip", "--data-dir", directory.path],
                                          environment: english)
        #expect(plain.standardOutput.hasPrefix("made "), "\(plain.standardOutput)")
    }

    @Test("sync and backup: the folder, this device and the missing backups said in Korean")
    func syncAndBackup() throws {
        let directory = scratch.fresh("directory")
        let shared = scratch.freshDirectory("shared")
        let home = scratch.fresh("home")
        let environment = Self.korean(home: home)
        let off = try ProcessResult.run(try MainichiBinary.path(), ["sync", "status", "--data-dir", directory.path],
                                        environment: environment)
        #expect(off.standardOutput.contains("동기화가 꺼져 있습니다"), "\(off.standardOutput)")
        let set = try ProcessResult.run(try MainichiBinary.path(), ["sync", "--folder", shared.path, "--data-dir", directory.path],
                                        environment: environment)
        #expect(set.status == 0, "\(set.standardError)")
        #expect(set.standardOutput.contains("동기화 폴더: \(shared.path)"), "\(set.standardOutput)")
        #expect(set.standardOutput.contains("의 기록을 폴더에 썼습니다"))
        let status = try ProcessResult.run(try MainichiBinary.path(), ["sync", "status", "--data-dir", directory.path],
                                           environment: environment)
        #expect(status.standardOutput.contains("이 기기: "), "\(status.standardOutput)")
        #expect(status.standardOutput.contains("(이 기기): 이벤트 "))
        let backups = try ProcessResult.run(try MainichiBinary.path(), ["backup", "restore", "2030-01-02", "--data-dir", directory.path],
                                            environment: environment)
        #expect(backups.status == 1)
        #expect(backups.standardError.contains("2030-01-02 백업이 없습니다"), "\(backups.standardError)")
    }

    @Test("doctor: the topics and findings in Korean, the topic column aligned by display width")
    func doctor() throws {
        let directory = scratch.fresh("directory")
        let result = try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", directory.path],
                                           environment: Self.korean(home: scratch.fresh("home")))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("[ok]   덱") && $0.contains("에 있음") }, "\(lines)")
        #expect(lines.contains { $0.contains("단어 N5: ") && $0.contains("일") })
        #expect(lines.contains { $0.contains("로케일") && $0.contains("코드셋") })
        #expect(!lines.contains { $0.contains("found in") })
        // The colours and the theme (NO_COLOR makes both the same on every machine).
        var monochrome = Self.korean(home: scratch.fresh("home"))
        monochrome["NO_COLOR"] = "1"
        let plain = try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", directory.path], environment: monochrome)
        #expect(plain.standardOutput.contains("NO_COLOR 설정됨: 흑백 테마"), "\(plain.standardOutput)")
        #expect(plain.standardOutput.contains("흑백 테마 (NO_COLOR 설정됨)"))
        #expect(!plain.standardOutput.contains("monochrome"))
        // Every message starts in the same column: status (6), a space, the topic padded to 9 cells, a space.
        for line in lines where line.hasPrefix("[") {
            let topic = line.dropFirst(7)
            let width = topic.prefix(while: { $0 != " " }).reduce(0) { $0 + ($1.unicodeScalars.first!.value >= 0x1100 ? 2 : 1) }
            let pad = topic.dropFirst(topic.prefix(while: { $0 != " " }).count).prefix(while: { $0 == " " }).count
            #expect(width + pad == 10, "\(line)")
        }
    }
}
