import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct DirectoryLockTests {
    @Test func secondStoreOnTheSameDirectoryIsRefusedAndNothingIsClobbered() throws {
        let temporary = TemporaryDirectory()
        let first = try ProgressStore(directory: temporary.url)
        try first.toggleBookmark("v:猫:ねこ")
        let before = try Data(contentsOf: first.journalURL)
        do {
            let second = try ProgressStore(directory: temporary.url)
            try second.toggleBookmark("v:犬:いぬ")
            Issue.record("a second store opened a locked directory")
        } catch {
            #expect(error == .locked(directory: temporary.url.path, pid: getpid()))
            #expect(error.description.hasPrefix("another mainichi is already using \(temporary.url.path)"))
        }
        #expect(try Data(contentsOf: first.journalURL) == before)
        first.close()
        let third = try ProgressStore(directory: temporary.url)
        #expect(third.progress.isBookmarked("v:猫:ねこ"))
    }

    @Test func lockIsReleasedWhenTheStoreGoesAway() throws {
        let temporary = TemporaryDirectory()
        do {
            let store = try ProgressStore(directory: temporary.url)
            _ = store
        }
        let again = try ProgressStore(directory: temporary.url)
        #expect(again.recoveryNotice == nil)
    }
}
