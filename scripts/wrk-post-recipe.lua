-- wrk script for scripts/bench-postgres: POST /recipes with a recipe of a name never used before, as a client
-- adding recipes would. Arguments after --: the bearer token and a word that makes this run's names unique.
local threads = 0

function setup(thread)
    threads = threads + 1
    thread:set("thread", threads)
end

function init(args)
    token = args[1]
    run = args[2]
    counter = 0
end

function request()
    counter = counter + 1
    local name = "Bench " .. run .. " " .. thread .. " " .. counter
    local body = '{"name":"' .. name .. '","ingredients":[{"quantity":"1 tsp","name":"salt","type":"Condiments"}],'
        .. '"steps":["Season and cook for 10 minutes."],"timers":[10]}'
    return wrk.format("POST", "/recipes", {["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. token}, body)
end
