#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The common operating-system failures behind a storage error's reason, so the app can word
/// them in the learner's language; any other reason is shown as the system gives it.
public enum SystemErrorKind: Sendable, Equatable, CaseIterable {
    case noSpace, permissionDenied, readOnly, noSuchFile, isDirectory, notDirectory, quotaExceeded, ioError

    var code: Int32 {
        switch self {
        case .noSpace: ENOSPC
        case .permissionDenied: EACCES
        case .readOnly: EROFS
        case .noSuchFile: ENOENT
        case .isDirectory: EISDIR
        case .notDirectory: ENOTDIR
        case .quotaExceeded: EDQUOT
        case .ioError: EIO
        }
    }

    /// The kind whose system text (`strerror`, in any case) is `reason`; nil for any other text.
    public init?(reason: String) {
        let reason = reason.lowercased()
        guard let kind = Self.allCases.first(where: { $0.reason.lowercased() == reason }) else { return nil }
        self = kind
    }

    /// The text the system gives for this failure ("No space left on device").
    public var reason: String { SystemError.describe(code) }
}
