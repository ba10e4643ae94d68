import MainichiCore

/// The core's errors in Korean.
struct KoreanErrorStrings: ErrorStrings {
    func storage(_ error: StorageError) -> String {
        switch error {
        case .locked(let directory, let pid):
            let owner = pid.map { " (프로세스 \($0))" } ?? ""
            return "다른 mainichi가 이미 \(directory)을(를) 쓰고 있습니다\(owner). 먼저 그쪽을 종료하거나 --data-dir을 쓰세요"
        case .cannotCreateDirectory(let path, let reason):
            return "\(path)을(를) 만들 수 없습니다: \(Self.systemReason(reason))"
        case .writeFailed(let path, let reason):
            return "\(path)을(를) 저장할 수 없습니다: \(Self.systemReason(reason)). 이전 버전은 그대로 있습니다"
        case .newerSchema(let path, let version):
            return "\(path)은(는) 더 새로운 mainichi가 쓴 파일입니다 (스키마 \(version)). mainichi를 업데이트하세요 (파일은 건드리지 않았습니다)"
        case .unreadable(let path, let reason):
            return "\(path)을(를) 읽을 수 없습니다: \(Self.systemReason(reason)). 권한을 확인하세요 (파일은 건드리지 않았습니다)"
        case .damaged(let path, let reason):
            return "\(path)이(가) 손상되었습니다 (\(reason)). mainichi를 한 번 열면 옆으로 옮기고 백업을 복원합니다"
        case .directoryNotWritable(let path, let reason):
            return "데이터 디렉터리 \(path)에 쓸 수 없습니다 (\(Self.systemReason(reason))). 권한을 고치거나 --data-dir을 쓰세요"
        }
    }

    /// An operating-system reason ("No space left on device") in Korean for the common failures;
    /// any other reason as the system gives it.
    static func systemReason(_ reason: String) -> String {
        // "/home/kei is not a directory": a file where a parent directory should be.
        let notDirectory = " is not a directory"
        if reason.hasSuffix(notDirectory) { return "\(reason.dropLast(notDirectory.count))은(는) 디렉터리가 아님" }
        guard let kind = SystemErrorKind(reason: reason) else { return reason }
        return switch kind {
        case .noSpace: "디스크 공간 부족"
        case .permissionDenied: "권한 없음"
        case .readOnly: "읽기 전용 파일 시스템"
        case .noSuchFile: "그런 파일이나 디렉터리 없음"
        case .isDirectory: "디렉터리임"
        case .notDirectory: "디렉터리가 아님"
        case .quotaExceeded: "디스크 할당량 초과"
        case .ioError: "입출력 오류"
        }
    }

    func dictionary(_ error: DictionaryError) -> String {
        switch error {
        case .missing(let path): "\(path)에 사전이 없습니다 (make decks로 만듭니다)"
        case .unreadable(let path, let reason): "\(path)을(를) 읽을 수 없습니다: \(reason)"
        case .malformed(let path, let line, let reason): "\(path), \(line)행: \(reason)"
        case .damaged(let path, let reason): "사전 \(path)이(가) 손상되었거나 다른 버전입니다 (\(reason)). make decks로 다시 만듭니다"
        }
    }

    func userDeck(_ error: UserDeckError) -> String {
        switch error {
        case .unknownDeck(let id): return "\(id.rawValue) 덱이 없습니다"
        case .unknownItem(let id): return "덱에 \(id) 항목이 없습니다"
        case .invalidTitle: return "덱 이름은 1~\(UserDeckStore.maximumTitleLength)자여야 합니다"
        case .invalidItemsPerDay(let count):
            return "하루 항목 수는 1~\(UserDeck.maximumItemsPerDay)이어야 합니다 (\(count) 아님)"
        case .invalidItem(let field, let reason):
            switch reason {
            case .empty: return "\(field)이(가) 없습니다"
            case .notKana: return "\(field)은(는) 가나로 써야 합니다"
            case .notOneCharacter: return "\(field)은(는) 한 글자여야 합니다"
            case .outOfRange: return "\(field)이(가) 범위를 벗어났습니다"
            }
        case .wrongKind(let deck, let kind): return "\(deck.rawValue)은(는) \(KoreanCommonStrings().kindName(kind)) 덱입니다"
        case .unreadable(let path, let reason): return "\(path)을(를) 읽을 수 없습니다: \(reason)"
        case .storage(let error): return storage(error)
        }
    }

    func deckLibrary(_ error: DeckLibraryError) -> String {
        switch error {
        case .decksNotFound(let searched):
            return "덱을 찾지 못했습니다. 찾아본 곳:\n" + searched.map { "  " + $0 }.joined(separator: "\n")
                + "\nMAINICHI_DECKS를 Decks 디렉터리로 지정하거나 `make install`로 다시 설치하세요"
        case .environmentPathHasNoDecks(let path):
            return "MAINICHI_DECKS가 \(path)인데 덱이 없습니다 (index.json, vocab/, kanji/ 없음)"
        case .emptyDirectory(let path):
            return "\(path)에 덱 파일이 없습니다"
        case .noReadableDeck(let path, let problems):
            return "\(path)의 덱을 하나도 읽을 수 없습니다:\n" + problems.map { "  " + $0 }.joined(separator: "\n")
        case .unknownDeck(let id):
            if let (kind, level) = id.jlpt { return "\(level.displayName) \(KoreanCommonStrings().kindName(kind)) 덱이 없습니다" }
            return "\(id.rawValue) 덱이 없습니다"
        case .invalidDeck(let error):
            return deckLoad(error)
        }
    }

    func deckLoad(_ error: DeckLoadError) -> String {
        let first = deckProblem(error.problems[0])
        return error.problems.count == 1 ? first : first + " (문제 \(error.problems.count - 1)개 더)"
    }

    /// A problem in Korean, after the file and its place (JSON path, or line and column).
    func deckProblem(_ problem: DeckProblem) -> String {
        if let fault = problem.fault {
            let place = if let (line, column) = problem.position {
                "\(line)행 \(column)열"
            } else {
                problem.location == "(top level)" ? "(최상위)" : problem.location
            }
            return "\(problem.file): \(place): \(KoreanDeckFaultText.text(fault))"
        }
        guard let reason = problem.reason else { return problem.description }
        let text = switch reason {
        case .missing: "파일을 읽을 수 없습니다 (그런 파일이 없음)"
        case .emptyName: "파일 이름이 비어 있습니다"
        case .directory: "파일을 읽을 수 없습니다 (디렉터리임)"
        case .notRegular: "파일을 읽을 수 없습니다 (일반 파일이 아님)"
        case .unreadable: "파일을 읽을 수 없습니다 (권한이 없거나 입출력 오류)"
        case .empty: "빈 파일입니다"
        }
        return "\(problem.file): \(text)"
    }

    func importFile(_ error: ImportFileError) -> String {
        switch error {
        case .empty(let file): "\(file): 빈 파일입니다 (가져올 행이 없음)"
        case .binary(let file, let line): "\(file): \(line)행에 NUL 바이트가 있습니다. 텍스트가 아닌 바이너리 파일입니다 (노트를 일반 텍스트나 CSV로 내보내세요)"
        case .utf16(let file): "\(file): UTF-16 파일입니다. UTF-8로 저장한 뒤 다시 가져오세요"
        case .notUTF8(let file, let line): "\(file): \(line)행부터 UTF-8 텍스트가 아닙니다 (Shift-JIS 등 다른 인코딩?). UTF-8로 저장한 뒤 다시 가져오세요"
        case .tooLarge(let file, let bytes, let limit): "\(file): \(bytes)바이트로, 가져오기 한도 \(limit)바이트보다 큽니다"
        case .unreadable(let file, let reason): "\(file): 읽을 수 없습니다: \(reason)"
        case .missing(let file): "\(file): 그런 파일이 없습니다"
        case .directory(let file): "\(file): 파일이 아니라 디렉터리입니다"
        case .notRegular(let file): "\(file): 읽을 수 없습니다: 권한이 없거나 일반 파일이 아닙니다"
        }
    }

    func readingDocument(_ error: ReadingDocumentError) -> String {
        switch error {
        case .missing(let file): "\(file): 그런 파일이 없습니다"
        case .directory(let file): "\(file): 파일이 아니라 디렉터리입니다"
        case .unreadable(let file, let reason): "\(file): 읽을 수 없습니다: \(reason)"
        case .tooLarge(let file, let bytes, let limit): "\(file): \(bytes)바이트로, 읽을 글의 한도 \(limit)바이트보다 큽니다"
        case .binary(let file, let line): "\(file): \(line)행에 NUL 바이트가 있습니다. 바이너리 파일이거나 바이트 순서 표시(BOM) 없는 UTF-16입니다 (UTF-8로 저장하세요)"
        case .brokenUTF8(let file, let line): "\(file): 파일의 나머지는 UTF-8인데 \(line)행이 올바른 UTF-8이 아닙니다. 그 행을 고치거나 파일을 UTF-8로 다시 저장하세요"
        case .unknownEncoding(let file, let line): "\(file): \(line)행이 UTF-8, Shift_JIS, EUC-JP 글이 아닙니다. 파일을 UTF-8로 저장한 뒤 다시 읽으세요"
        }
    }

    func importProblem(_ problem: ImportProblem) -> String {
        let line = problem.line
        return switch problem.reason {
        case .invalidUTF8: "\(line)행: UTF-8 텍스트가 아닙니다 (파일을 UTF-8로 저장하세요)"
        case .unclosedQuote: "\(line)행: 여기서 열린 따옴표가 닫히지 않습니다. 일반 텍스트로 읽었습니다"
        case .tooLong(let bytes, let limit): "\(line)행: \(bytes)바이트로, 한 행의 한도 \(limit)바이트보다 깁니다"
        case .missingWord: "\(line)행: 단어가 없습니다 (단어 열이 비어 있음)"
        case .missingReading: "\(line)행: 읽기가 없고, 사전에도 없는 단어입니다"
        case .missingMeaning: "\(line)행: 뜻이 없고, 사전에도 없는 단어입니다"
        case .readingNotKana: "\(line)행: 읽기가 가나가 아닙니다"
        case .notAWordDeck: "\(line)행: 한자 덱입니다. 단어는 단어 덱으로 가져오세요"
        }
    }

    func logWarning(_ warning: LogWarning) -> String {
        let place = warning.line.map { "\(warning.file) \($0)행" } ?? warning.file
        return switch warning.kind {
        case .tornLastLine: "\(place): 잘린 마지막 줄을 건너뜀 (비정상 종료 뒤?)"
        case .unreadableLine: "\(place): 읽을 수 없는 줄을 건너뜀"
        case .tornLine: "\(place): 읽을 수 없는 줄을 건너뜀 (비정상 종료로 잘림?)"
        case .invalidLine(let fault): "\(place): \(Self.fault(fault)) 줄을 건너뜀"
        case .invalidField(let name, let fault): "\(place): 변경은 남기고 \(Self.fault(fault)) \(name) 필드는 쓰지 않음"
        case .undoWithoutReview(let itemID): "\(place): 앞에 \(itemID)의 복습이 없는 되돌리기"
        case .unknownType(let type): "\(place): 알 수 없는 종류 \"\(type)\"의 이벤트를 건너뜀 (더 새로운 mainichi가 씀?)"
        case .cannotRead(let reason): "\(place)을(를) 읽을 수 없습니다" + (reason.map { ": \($0)" } ?? "")
        case .notRegularFile: "\(place)을(를) 읽을 수 없습니다: 일반 파일이 아님"
        }
    }

    func leftOut(_ deck: DeckLeftOut) -> String {
        switch deck {
        case .unreadable(let error): deckLoad(error)
        case .idTaken(let file, let id): "\(file): 덱 id \(id.rawValue)을(를) 다른 덱이 쓰고 있어 뺐습니다"
        }
    }

    func recovery(_ notice: RecoveryNotice) -> String {
        switch notice {
        case .snapshotDamaged(let file, let reason):
            return "\(file)이(가) 손상되어 (\(reason)) 저널에서 진도를 다시 만들었습니다"
        case .snapshotNewer(let file, let version):
            return "\(file)은(는) 더 새로운 mainichi가 쓴 파일입니다 (스냅숏 버전 \(version)). 그대로 두고 저널에서 진도를 다시 만들었습니다"
        case .journal(let warning):
            return logWarning(warning)
        case .upgraded(let from, let to):
            return "progress.json을 스키마 \(from)에서 \(to)(으)로 올렸습니다. 이전 파일은 그대로 둡니다"
        case .restoredMissing(let backup, let saved):
            return "progress.json이 없어 \(backup)에서 복원했습니다 (\(saved)에 저장됨, 그 뒤의 답은 빠졌을 수 있습니다)"
        case .damaged(let reason, let movedTo, let restoredSaved):
            let moved = movedTo.map { "\($0)(으)로 옮겼습니다" } ?? "옮기지 못해 그대로 두었습니다"
            let restored = restoredSaved.map { "\($0)에 저장된 백업에서 복원했습니다 (그 뒤의 답은 빠졌을 수 있습니다)" }
                ?? "쓸 수 있는 백업이 없어 빈 진도로 시작합니다"
            return "progress.json이 손상되어 (\(reason)) \(moved). \(restored)"
        case .repaired(let file, let count, let first, let keptAs):
            let kept = keptAs.map { "원본은 \($0)(으)로 남겨 두었습니다" } ?? "원본을 따로 복사하지 못했습니다"
            return "\(file)에서 범위를 벗어난 값 \(count)개를 초기화했습니다 (첫 번째: \(first)). \(kept)"
        case .keptUnknown(let file, let records):
            return "\(file)에 이 mainichi가 모르는 값이 든 기록 \(records)개가 있습니다 (더 새로운 버전?). 파일에는 남기지만 보여 주지 않습니다"
        case .journalShorter(let file, let size, let covered):
            let state = size == 0 ? "스냅숏이 \(file)의 \(covered)바이트를 담고 있는데 파일이 없거나 비어 있습니다"
                : "\(file)이(가) 스냅숏이 담은 것보다 짧습니다 (\(covered)바이트 중 \(size)바이트. 잘렸거나 바뀌었나요?)"
            return "\(state). 진도는 스냅숏대로 두지만 그 안의 복습과 테스트가 통계와 기록에서 빠졌을 수 있습니다"
        case .outOfRange(let file, let count, let first):
            return "\(file)에 범위를 벗어난 값이 \(count)개 있습니다 (첫 번째: \(first)). mainichi를 한 번 열면 고칩니다"
        case .readFromBackup(let file, let backup):
            return "\(file)이(가) 없어 \(backup)의 수치를 보여 줍니다"
        case .newDevice(let renewal):
            let found = switch renewal.reason {
            case .copiedDirectory: "이 데이터 폴더는 다른 폴더의 복사본입니다 (옮겨졌거나 복사됨)"
            case .sharedInFolder: "이 데이터 폴더의 다른 복사본이 기기 \(renewal.formerID)(으)로 동기화 폴더에 쓰고 있습니다"
            }
            let rewritten = renewal.rewritten == 0 ? "" : ". 변경 \(renewal.rewritten)개를 새 id로 다시 썼습니다"
            let kept = renewal.keptAs.map { " (이전 저널은 \($0)(으)로 남겨 두었습니다)" } ?? ""
            return "\(found). 이제 기기 \(renewal.newID)(으)로 쓰며 잃은 것은 없습니다\(rewritten)\(kept)"
        }
    }

    /// What is wrong with a line, as a modifier of 줄.
    private static func fault(_ fault: LogWarning.Fault) -> String {
        switch fault {
        case .noID: "올바른 id가 없는"
        case .noTime: "올바른 시각이 없는"
        case .noType: "종류가 없는"
        case .timeOrDurationOutOfRange: "시각이나 걸린 시간이 범위를 벗어난"
        case .timeOutOfRange: "시각이 범위를 벗어난"
        case .unknownValue: "이 mainichi가 모르는 값이 있는 (더 새로운 버전?)"
        case .valueOutOfRange: "값이 범위를 벗어난"
        }
    }

    func other(_ error: any Error) -> String { "\(error)" }
}
