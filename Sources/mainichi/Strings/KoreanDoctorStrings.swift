import MainichiApp
import MainichiCore
import MainichiSpeech

/// The doctor's words in Korean.
struct KoreanDoctorStrings: DoctorStrings {
    func topic(_ name: String) -> String {
        switch name {
        case "terminal": "터미널"
        case "colours": "색"
        case "locale": "로케일"
        case "theme": "테마"
        case "data": "데이터"
        case "config": "설정"
        case "cache": "캐시"
        case "lock": "잠금"
        case "sync": "동기화"
        case "decks": "덱"
        case "speech": "음성"
        case "audio": "오디오"
        default: name
        }
    }
    func termUnusable(_ term: String) -> String {
        "TERM이 \(term.isEmpty ? "없습니다" : "dumb입니다"): 터미널 에뮬레이터에서 실행하세요 (예: TERM=xterm-256color)"
    }
    func terminalSize(columns: Int, rows: Int, bigEnough: Bool) -> String {
        "터미널 \(columns)x\(rows)" + (bigEnough ? "" : " (40x12 이상 필요)")
    }
    var syncOff: String { "동기화가 꺼져 있습니다" }
    func syncFolder(_ path: String, isAvailable: Bool) -> String {
        isAvailable ? "동기화 폴더 \(path)" : "동기화 폴더 \(path)에 닿을 수 없습니다 (돌아올 때까지 변경은 기다립니다)"
    }
    func syncDevice(_ id: String, isThisDevice: Bool, events: Int) -> String {
        "기기 \(id)\(isThisDevice ? " (이 기기)" : ""): 이벤트 \(events)개"
    }
    func syncSharedDevice(_ id: String) -> String {
        "두 기기가 기기 \(id)(으)로 씁니다 (통째로 복사한 데이터 폴더). 복사본은 다음 동기화 때 새 id를 받으며 잃는 것은 없습니다"
    }
    func syncFormerDevices(_ ids: [String]) -> String {
        "이 데이터 폴더는 전에 기기 \(ids.joined(separator: ", "))(으)로 썼습니다 (복사됨). 그 기록도 계속 읽습니다"
    }
    var terminalSizeUnknown: String { "터미널 (크기 모름)" }
    var notATerminal: String { "표준 출력이 터미널이 아닙니다 (이 보고서는 괜찮지만 앱에는 필요합니다)" }
    var codesetUTF8: String { "코드셋 UTF-8" }
    func codesetNotUTF8(_ codeset: String) -> String { "코드셋 \(codeset): 일본어에는 UTF-8 로케일이 필요합니다 (예: LANG=C.UTF-8)" }
    var lockFree: String { "데이터 디렉터리가 잠겨 있지 않습니다" }
    func relativePathIgnored(_ variable: String, _ value: String) -> String {
        "\(variable)=\(value)은(는) 절대 경로가 아니어서 무시하고 아래 기본값을 씁니다 (절대 경로를 지정하세요)"
    }
    func decksFound(_ path: String) -> String { "\(path)에 있음" }
    func deck(kind: String, level: String, items: Int, days: Int) -> String {
        "\(kind == "vocab" ? "단어" : kind == "kanji" ? "한자" : kind) \(level): \(items)개, \(days)일"
    }
    func decksValid(_ count: Int, warnings: Int) -> String {
        "덱 파일 \(count)개 정상" + (warnings == 0 ? "" : ", 경고 \(warnings)개 (mainichi deck check FILE)")
    }
    var noSpeechEngine: String {
        "음성 엔진 없음: make tts를 실행하세요 (Debian과 Ubuntu에서는 make run이 Open JTalk, 음성, aplay를 설치합니다). 그 밖의 시스템에서는 Open JTalk과 naist-jdic 사전을 설치한 뒤 make tts로 음성을 더하거나, espeak-ng를 설치하세요"
    }
    func player(_ name: String, _ path: String) -> String { "재생기 \(name): \(path)" }
    func device(_ device: String) -> String { "장치: \(device)" }
    func noDevice(_ why: String) -> String {
        "장치: 찾지 못함 (\(why)): p는 소리를 낼 수 없다고 합니다. 데스크톱이면 사운드 카드가 켜져 있는지, "
            + "PulseAudio나 PipeWire가 실행 중인지 확인하세요 (pactl info). 컨테이너, 가상 머신, SSH에서는 "
            + "보통 소리 장치가 없습니다 (예: docker --device /dev/snd나 PulseAudio 소켓으로 넘겨 주세요)"
    }
    func deviceUnknown(_ why: String) -> String { "장치: 확인하지 못함 (\(why))" }
    func speechNote(_ note: SpeechSetup.Note) -> String {
        switch note {
        case .noDictionary: "open_jtalk는 있지만 사전이 없음 (apt-get install open-jtalk-mecab-naist-jdic)"
        case .noVoice(let directory): "open_jtalk는 있지만 \(directory)에 HTS 음성이 없음 (make tts가 설치합니다)"
        }
    }
    var noPlayer: String { "오디오 재생기 없음 (afplay, paplay, pw-play, aplay, play): alsa-utils를 설치하세요" }
    func recordingFormats(_ formats: [String]) -> String {
        formats.isEmpty ? "녹음: 재생할 수 있는 형식 없음" : "녹음 재생: " + formats.joined(separator: ", ")
    }
    func unplayableRecordings(_ formats: String, files: Int) -> String {
        "'\(formats)' 형식의 녹음을 재생할 프로그램 없음 (mpv나 ffmpeg를 설치하세요)"
            + (files > 0 ? ": media/의 파일 \(files)개는 합성 음성으로 읽습니다" : "")
    }
    var synthesised: String { "たべる 합성함" }
    var played: String { "たべる 재생함 (들리지 않았다면 음량과 출력을 확인하세요)" }
    func playingFailed(_ detail: String) -> String { "たべる 재생 실패: \(detail)" }
    func synthesisFailed(_ detail: String) -> String { "たべる 합성 실패: \(detail)" }
    func createdOnFirstUse(_ path: String) -> String { "\(path) (처음 쓸 때 만들어짐)" }
    func cannotCreateFile(_ path: String, ancestor: String) -> String { "\(path)을(를) 만들 수 없습니다: \(ancestor)이(가) 파일입니다" }
    func cannotCreateUnwritable(_ path: String, ancestor: String) -> String {
        "\(path)을(를) 만들 수 없습니다: \(ancestor)에 쓸 수 없습니다"
    }
    func isAFile(_ path: String) -> String { "\(path)은(는) 디렉터리가 아니라 파일입니다" }
    func notWritable(_ path: String) -> String { "\(path)에 쓸 수 없습니다" }
    var coloursNoColor: String { "NO_COLOR 설정됨: 흑백 테마" }
    func coloursFull(_ colorTerm: String) -> String { "COLORTERM=\(colorTerm): 풀 컬러" }
    var colours256: String { "256색 (TERM 기준)" }
    var coloursUnknown: String { "알 수 없음 (쓸 수 있는 TERM 없음)" }
    var colours16: String { "8색 또는 16색 (TERM 기준): 테마는 가장 가까운 색을 씁니다 (256색이 가장 잘 보입니다)" }
    func theme(_ name: Settings.ThemeName, reason: ThemeResolver.Reason) -> String {
        let theme = switch name {
        case .automatic: "자동"
        case .dark: "어두운 테마"
        case .light: "밝은 테마"
        case .monochrome: "흑백 테마"
        }
        let why = switch reason {
        case .flag: "--theme"
        case .noColor: "NO_COLOR 설정됨"
        case .setting: "설정에서 고름"
        case .background: "자동, 터미널 배경색 기준"
        case .fallback: "자동, 터미널이 배경색을 알려 주지 않아 어두운 테마: 밝은 배경이면 --theme light"
        }
        return "\(theme) (\(why))"
    }
}
