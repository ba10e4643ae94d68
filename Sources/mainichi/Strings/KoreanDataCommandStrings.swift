import MainichiApp
import MainichiCore

/// The data commands' words in Korean.
struct KoreanDataCommandStrings: DataCommandStrings {
    func notADirectoryCreateIt(_ path: String) -> String { "\(path)은(는) 디렉터리가 아닙니다. 먼저 만드세요(또는 동기화 도구가 만들게 하세요)" }
    func syncFolderIsDataDirectory(_ path: String) -> String { "동기화 폴더는 데이터 디렉터리와 달라야 합니다 (\(path))" }
    var syncOffFilesKept: String { "동기화를 껐습니다. 폴더와 그 안의 파일은 그대로 둡니다." }
    func syncFolder(_ path: String, isAvailable: Bool) -> String {
        "동기화 폴더: \(path)\(isAvailable ? "" : " (찾을 수 없음: 드라이브가 연결되어 있나요?)")"
    }
    func wroteJournal(device: String, folded: Int) -> String {
        "이 기기(\(device))의 기록을 폴더에 썼습니다. 다른 기기에서 새 이벤트 \(folded)개를 가져왔습니다."
    }
    func deckCameBack(_ deck: UserDeckComeback, title: String) -> String {
        "지운 덱이 다시 생겼습니다: \"\(title)\"(\(deck.deck.rawValue))을(를) "
            + (deck.deletedHere ? "이 기기" : "기기 \(deck.deletedBy)") + "에서 지웠지만(\(SyncNoticeText.utc(deck.deletedAt))) 그 뒤 "
            + (deck.changedHere ? "이 기기" : "기기 \(deck.changedBy)") + "에서 바뀌었습니다(\(SyncNoticeText.utc(deck.changedAt))). "
            + "필요 없으면: mainichi deck delete \(deck.deck.rawValue)"
    }
    var settingsArrived: String { "다른 기기에서 바뀐 설정:" }
    func settingArrived(title: String, value: String, origin: ArrivedSetting.Origin?) -> String {
        "  \(title): \(value)" + (origin.map { " (기기 \($0.device), \(SyncNoticeText.utc($0.time)))" } ?? "")
    }
    var openSyncsLater: String { "mainichi가 이 데이터를 열고 있습니다. 다음에 시작할 때 동기화합니다." }
    var syncOffChoose: String { "동기화가 꺼져 있습니다. 폴더 고르기: mainichi sync --folder DIR" }
    var noDeviceYet: String { "(아직 없음)" }
    func thisDevice(_ device: String) -> String { "이 기기: \(device)" }
    var noJournalsYet: String { "폴더에 아직 기록이 없습니다." }
    var noEvents: String { "이벤트 없음" }
    func deviceLine(_ id: String, isThisDevice: Bool, events: Int, newest: String, conflictCopies: Int) -> String {
        let mark = isThisDevice ? " (이 기기)" : ""
        let copies = conflictCopies > 0 ? ", 충돌 사본 \(conflictCopies)개" : ""
        return "  \(id)\(mark): 이벤트 \(events)개, 최신 \(newest)\(copies)"
    }
    func journalPublished(_ isPublished: Bool) -> String {
        isPublished ? "이 기기의 기록이 모두 폴더에 있습니다."
            : "이 기기의 기록이 아직 모두 폴더에 있지 않습니다 (mainichi를 열거나 mainichi sync --folder를 다시 실행하세요)."
    }
    func sharedDevice(_ id: String) -> String {
        "  두 기기가 기기 \(id)(으)로 씁니다 (통째로 복사한 데이터 폴더). 복사본은 다음 동기화 때 새 id를 받으며 잃는 것은 없습니다."
    }
    func formerDevices(_ ids: [String]) -> String {
        "이 데이터 폴더는 전에 기기 \(ids.joined(separator: ", "))(으)로 썼습니다 (복사됨). 그 기록도 계속 읽습니다."
    }
    func noBackupsYet(_ folder: String) -> String { "아직 백업이 없습니다. 진도를 저장한 날마다 하나씩 남습니다: \(folder)" }
    func lastChange(_ time: String) -> String { "마지막 변경 \(time)" }
    var unreadable: String { "읽을 수 없음" }
    func noBackup(of date: String, in folder: String, known: [String]) -> String {
        "\(folder)에 \(date) 백업이 없습니다. " + (known.isEmpty ? "아직 백업이 없습니다" : "있는 백업: " + known.joined(separator: ", "))
    }
    func restored(_ date: String, asidePath: String) -> String {
        "\(date)의 진도를 되돌렸습니다. 이전 상태는 여기에 남겨 두었습니다: \(asidePath)"
    }
    var closeBeforeRestore: String { "mainichi가 이 데이터를 열고 있습니다. 먼저 닫은 뒤 되돌리세요" }
    func backupDamaged(_ date: String, path: String, reason: String) -> String {
        "\(date) 백업을 되돌릴 수 없습니다: \(path) 파일이 손상되었습니다(\(reason)). 아무것도 바뀌지 않았습니다(다른 백업은 mainichi backup list로 볼 수 있습니다)"
    }
    func backupNewer(_ date: String, path: String, version: Int) -> String {
        "\(date) 백업은 더 새로운 mainichi가 만들었습니다(스냅숏 버전 \(version)). 되돌리려면 mainichi를 업데이트하세요(\(path)). 아무것도 바뀌지 않았습니다"
    }
    func nothingToExport(_ target: String) -> String { "내보낼 것이 없습니다: \(target)이(가) 비어 있습니다" }
    func cannotWrite(_ destination: String?, _ reason: String) -> String { "\(destination ?? "표준 출력")에 쓸 수 없습니다: \(reason)" }
    func noSuchFolder(_ folder: String) -> String { "\(folder) 폴더가 없습니다: 먼저 만들거나 다른 경로를 주세요" }
    func nothingImported(_ reason: String) -> String { "아무것도 가져오지 않았습니다: \(reason)" }
    func rowsNotImported(_ count: Int) -> String { "\(count)행을 가져오지 못했습니다 (위 목록)" }
    var nothingWrittenDryRun: String { "아무것도 쓰지 않았습니다 (시험 실행)." }
    var nothingWrittenNoValidRow: String { "아무것도 쓰지 않았습니다: 올바른 행이 없습니다." }
    func wrote(new: Int, updated: Int, deck: String, path: String) -> String {
        "\(deck)에 새 항목 \(new)개, 고친 항목 \(updated)개를 썼습니다 (\(path))."
    }
    func reportFile(_ file: String) -> String { "파일: \(file)" }
    func reportFormat(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String {
        "형식: " + ImportText.format(format, separator: separator, wasHTML: wasHTML, language: .korean)
    }
    var reportColumns: String { "열:" }
    func reportColumn(_ number: Int, label: String?, role: ColumnRole) -> String {
        "  \(number)\(label.map { " \"\($0)\"" } ?? ""): \(ImportText.roleName(role, language: .korean))"
    }
    func reportDeck(_ name: String, isNew: Bool, id: String) -> String { "덱: \(name) (\(isNew ? "새 덱" : id))" }
    var reportFirstRows: String { "처음 몇 행:" }
    func reportRow(line: Int, word: String, reading: String, meanings: String, updates: String?, needsCheck: Bool) -> String {
        var status = updates.map { "\($0) 갱신" } ?? "새 단어"
        if needsCheck { status += ", 사전에서 채움: 확인하세요" }
        return "  \(line)행: \(word) | \(reading) | \(meanings) (\(status))"
    }
    var reportNoRows: String { "  (없음)" }
    func reportCounts(read: Int, new: Int, updates: Int, errors: Int) -> String {
        "행: \(read)개 읽음, 새 단어 \(new), 기존 항목 갱신 \(updates), 오류 \(errors)"
    }
    func reportToCheck(_ count: Int) -> String { "확인할 것: \(count)개 (사전의 여러 항목 중 하나로 채움)" }
    var reportErrors: String { "오류:" }
    func currentWeights(fitted: Bool) -> String { "현재 가중치: \(fitted ? "이전에 맞춘 값" : "기본값")" }
    var fittedWeights: String { "맞춘 가중치: " }
    var saveFittedQuestion: String { "맞춘 가중치를 저장할까요? [y/N] " }
    var keptCurrent: String { "현재 가중치를 유지했습니다." }
    func savedWeights(_ path: String) -> String { "\(path)에 저장했습니다. 이제 복습 일정에 이 가중치를 씁니다." }
    var bundled: String { " (기본 제공)" }
    func made(_ id: String, title: String, kind: DeckKind, perDay: Int) -> String {
        "\(id) 덱을 만들었습니다: \(title), \(kind == .kanji ? "한자" : "단어"), 하루 \(perDay)개"
    }
    func renamed(_ id: String, to title: String) -> String { "\(id)의 이름을 \(title)(으)로 바꿨습니다" }
    func deleted(_ id: String, keptIn folder: String) -> String { "\(id)을(를) 지웠습니다 (보관 위치: \(folder))" }
}
