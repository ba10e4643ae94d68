import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

/// The notices of a progress read without the lock (`mainichi stats`), worded by the app's tables
/// in English and Korean, keeping the names of the files and the line.
@Suite("Notices of a progress read without the lock")
struct ReadNoticeTextTests {
    @Test("Values out of range: the file, how many and the first, and that opening mainichi repairs them")
    func outOfRange() {
        let notice = RecoveryNotice.outOfRange(file: "progress.json", count: 2, first: "createdAt")
        let english = ErrorText.text(notice, language: .english)
        #expect(english == "progress.json has 2 values out of range (first: createdAt); open mainichi once to repair them")
        let korean = ErrorText.text(notice, language: .korean)
        #expect(korean.contains("progress.json") && korean.contains("2개") && korean.contains("createdAt"), "\(korean)")
        #expect(korean.contains("범위를 벗어난 값"), "\(korean)")
        #expect(!korean.contains("out of range"), "\(korean)")
    }

    @Test("Read from the backup: both file names")
    func readFromBackup() {
        let notice = RecoveryNotice.readFromBackup(file: "progress.json", backup: "progress.json.bak")
        #expect(ErrorText.text(notice, language: .english) == "progress.json is missing; figures come from progress.json.bak")
        let korean = ErrorText.text(notice, language: .korean)
        #expect(korean.contains("progress.json이(가) 없어") && korean.contains("progress.json.bak"), "\(korean)")
        #expect(!korean.contains("missing"), "\(korean)")
    }

    @Test("A journal line skipped: the file and the line, in both languages")
    func journalLine() {
        let notice = RecoveryNotice.journal(LogWarning(file: "journal-0123456789ab.jsonl", line: 2, kind: .unreadableLine))
        #expect(ErrorText.text(notice, language: .english) == "journal-0123456789ab.jsonl line 2: skipped an unreadable line")
        #expect(ErrorText.text(notice, language: .korean) == "journal-0123456789ab.jsonl 2행: 읽을 수 없는 줄을 건너뜀")
    }
}
