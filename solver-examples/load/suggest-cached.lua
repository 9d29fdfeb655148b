-- wrk script: POST /suggest for one state, over and over (what bots sharing an opener send).
-- wrk -t2 -c200 -d20s --latency -s suggest-cached.lua http://127.0.0.1:8080/suggest
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"history":[{"guess":"salet","marks":"-Y---"}],"top":5}'
