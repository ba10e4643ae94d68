import MainichiCore

/// The shared app words in Korean.
struct KoreanAppStrings: AppStrings {
    func couldNotSave(_ file: String?, _ reason: String) -> String {
        file.map { "\($0)을(를) 저장하지 못했습니다: \(reason)" } ?? "저장하지 못했습니다: \(reason)"
    }
    var audioOff: String { "소리가 꺼져 있습니다 (설정)" }
    func audioUnavailable(_ summary: String?) -> String {
        summary.map { "소리를 낼 수 없습니다: \($0) (mainichi doctor)" } ?? "소리를 낼 수 없습니다: mainichi doctor를 실행하세요"
    }
    func cannotPlayRecording(format: String) -> String {
        (format.isEmpty ? "이 녹음을" : ".\(format) 녹음을") + " 재생할 수 없어 (mpv를 설치하세요) 합성 음성으로 읽습니다"
    }
    var searchLabel: String { "검색" }
    var searchHelp: String { "단어와 한자 검색 (모든 화면)" }
    var unknownError: String { "알 수 없는 오류" }
    func cannotSaveHere(_ reason: String) -> String { "여기에는 진도를 저장할 수 없습니다: \(reason)" }
    func notSaved(_ count: Int, _ reason: String) -> String { "변경 \(count)건 저장 안 됨: \(reason)" }
    func quitQuestion(_ count: Int, _ reason: String?) -> String {
        "변경 \(count)건을 저장하지 못했습니다\(reason.map { " (\($0))" } ?? ""). 지금 종료하면 사라집니다. 공간을 비우거나 권한을 고치세요. 다음 변경이 저장되면 모두 함께 저장됩니다."
    }
    func notice(_ notice: StartupNotice) -> String {
        switch notice {
        case .settingsDamaged(let moved):
            "settings.json이 손상되어 " + (moved.map { "\($0)(으)로 옮겼습니다" } ?? "그대로 두었습니다")
                + ". 기본 설정을 씁니다"
        case .progressMovedToCorrectedItems(let kept):
            "새 덱의 고친 단어로 진도를 옮겼습니다. 이전 파일은 \(kept)(으)로 남겨 두었습니다"
        case .decksLeftOut(let decks):
            "읽을 수 없는 덱이 있어 뺐습니다:\n" + decks.map(KoreanErrorStrings().leftOut).joined(separator: "\n")
        case .progressRecovered(let notices):
            notices.map(KoreanErrorStrings().recovery).joined(separator: "\n")
        case .relativePathIgnored(let variable, let value):
            "\(variable)=\(value)은(는) 절대 경로가 아니어서 무시하고 기본 디렉터리를 씁니다"
        case .decksCameBack(let comebacks):
            comebacks.map { deck in
                "지운 덱이 다시 생겼습니다: \"\(TextSanitizer.sanitize(deck.title))\"을(를) "
                    + (deck.deletedHere ? "이 컴퓨터" : "컴퓨터 \(deck.deletedBy)") + "에서 지웠지만 (\(SyncNoticeText.utc(deck.deletedAt))) 그 뒤 "
                    + (deck.changedHere ? "이 컴퓨터" : "컴퓨터 \(deck.changedBy)") + "에서 바뀌었습니다 (\(SyncNoticeText.utc(deck.changedAt)))."
            }.joined(separator: "\n") + " 필요 없으면 내 덱에서 다시 지우세요."
        case .settingsArrived(let arrivals):
            settingsArrived(SyncNoticeText.settingGroups(arrivals, language: .korean, limit: 6))
        }
    }

    /// "컴퓨터 laptop에서 바뀐 설정 (2026-11-28 21:48 UTC):" and a line a setting.
    private func settingsArrived(_ told: (groups: [(origin: ArrivedSetting.Origin?, lines: [String])], more: Int)) -> String {
        var lines: [String] = []
        for group in told.groups {
            lines.append(group.origin.map { "컴퓨터 \($0.device)에서 바뀐 설정 (\(SyncNoticeText.utc($0.time))):" }
                ?? "다른 컴퓨터에서 바뀐 설정:")
            lines += group.lines
        }
        if told.more > 0 { lines.append("그 밖에 \(told.more)개: 설정에서 보세요") }
        return lines.joined(separator: "\n")
    }
}
