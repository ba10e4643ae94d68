/// Settings > Sync folder in Korean.
struct KoreanSyncFolderStrings: SyncFolderStrings {
    var title: String { "동기화 폴더" }
    var saveLabel: String { "저장" }
    var saveHelp: String { "이 폴더를 사용 (빈 줄: 동기화 끄기)" }
    var placeholder: String { "/공유/폴더/경로" }
    var folderLabel: String { "폴더: " }
    func intro(narrow: Bool) -> String {
        narrow ? "여러 컴퓨터가 공유하는 폴더." : "Syncthing, Dropbox, 네트워크 드라이브로 여러 컴퓨터가 공유하는 폴더."
    }
    func hint(narrow: Bool) -> String {
        narrow ? "Enter: 저장, 빈 줄: 끄기" : "Enter로 저장하고, 빈 줄이면 동기화를 끕니다."
    }
    func syncOff(narrow: Bool) -> String {
        narrow ? "동기화 꺼짐: 진도는 이 컴퓨터에만" : "동기화 꺼짐: 진도는 이 컴퓨터에만 남습니다."
    }
    func folderMissing(narrow: Bool) -> String {
        narrow ? "폴더가 없습니다 (드라이브 연결?)" : "폴더가 없습니다 (드라이브가 연결되어 있나요?)"
    }
    func published(_ isPublished: Bool, narrow: Bool) -> String {
        switch (narrow, isPublished) {
        case (true, true): "모든 진도가 폴더에 있습니다."
        case (true, false): "아직 모두 폴더에 있지 않습니다."
        case (false, true): "이 컴퓨터의 진도가 모두 폴더에 있습니다."
        case (false, false): "이 컴퓨터의 진도가 아직 모두 폴더에 있지 않습니다."
        }
    }
    func device(_ id: String, isThisMachine: Bool, changes: Int) -> String {
        "\(id)\(isThisMachine ? " (이 컴퓨터)" : ""): 변경 \(changes)건"
    }
    func notAFolder(_ text: String) -> String { "폴더가 아닙니다: \(text) (있는 폴더의 전체 경로를 입력하세요)" }
    var isDataFolder: String { "동기화 폴더는 데이터 폴더와 달라야 합니다" }
    var syncOffSaved: String { "동기화 꺼짐 (저장됨)" }
    func syncingThrough(_ path: String) -> String { "동기화 켬 (저장됨): \(path)" }
}
