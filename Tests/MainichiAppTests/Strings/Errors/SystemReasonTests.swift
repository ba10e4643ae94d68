import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

/// Operating-system reasons inside storage errors, in Korean for the common failures.
@Suite("System reasons in storage errors")
struct SystemReasonTests {
    @Test("A full disk, a denied permission and the other common failures read in Korean; English is unchanged")
    func commonFailures() {
        let full = StorageError.writeFailed(path: "/data/progress.json", reason: String(cString: strerror(ENOSPC)))
        let korean = ErrorText.text(full, language: .korean)
        #expect(korean.contains("/data/progress.json"))
        #expect(korean.contains("디스크 공간 부족"))
        #expect(!korean.contains(String(cString: strerror(ENOSPC))))
        #expect(ErrorText.text(full, language: .english).contains(String(cString: strerror(ENOSPC))))

        // DataDirectories lower-cases the reason: it is still recognised.
        let denied = StorageError.directoryNotWritable(path: "/data", reason: String(cString: strerror(EACCES)).lowercased())
        #expect(ErrorText.text(denied, language: .korean).contains("권한 없음"))

        for code in [ENOSPC, EACCES, EROFS, ENOENT, EISDIR, ENOTDIR, EDQUOT, EIO] {
            #expect(SystemErrorKind(reason: String(cString: strerror(code))) != nil, "errno \(code)")
        }
    }

    @Test("Any other reason is shown as the system gives it")
    func otherReasons() {
        let other = StorageError.writeFailed(path: "/data/x", reason: String(cString: strerror(EMFILE)))
        #expect(SystemErrorKind(reason: String(cString: strerror(EMFILE))) == nil)
        #expect(ErrorText.text(other, language: .korean).contains(String(cString: strerror(EMFILE))))
    }
}
