declare function aT0(v: any, L: any, X: any): {} | undefined;
declare function aT1(v: any, L: any, X: any): {} | undefined;
declare function aT2(v: any, L: any, X: any): {} | undefined;
declare function aT3(v: any, L: any, X: any): {} | undefined;
declare function aT4(v: any, L: any, X: any): {} | undefined;
declare function aT5(v: any, L: any, X: any): {} | undefined;
declare function aT6(v: any, L: any, X: any): {} | undefined;
declare function aT7(v: any, L: any, X: any): {} | undefined;
declare function aT8(v: any, L: any, X: any): {} | undefined;
declare function aT9(v: any, L: any, X: any): {} | undefined;
declare function aT10(v: any, L: any, X: any): {} | undefined;
declare function aT11(v: any, L: any, X: any): {} | undefined;
declare function aT12(v: any, L: any, X: any): {} | undefined;
declare function aT13(v: any, L: any, X: any): {} | undefined;
declare function aT14(v: any, L: any, X: any): {} | undefined;
declare function aT15(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 1.0 (from 0.3), rest dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const toV1_0_rest: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof aT1;
            result: typeof aT0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof aT1;
            result: null;
            event: typeof aT2;
        };
        GetTask: {
            outRpc: string;
            params: typeof aT4;
            result: typeof aT3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof aT5;
            result: typeof aT3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof aT6;
            result: null;
            event: typeof aT2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof aT8;
            result: typeof aT7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof aT9;
            result: typeof aT7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof aT11;
            result: typeof aT10;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof aT13;
            result: typeof aT12;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof aT14;
            result: {
                empty: {};
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof aT12;
        message: typeof aT15;
        pushConfig: typeof aT7;
        task: typeof aT3;
    };
    errors: readonly [];
};
declare function bT0(v: any, L: any, X: any): {} | undefined;
declare function bT1(v: any, L: any, X: any): {} | undefined;
declare function bT2(v: any, L: any, X: any): {} | undefined;
declare function bT3(v: any, L: any, X: any): {} | undefined;
declare function bT4(v: any, L: any, X: any): {} | undefined;
declare function bT5(v: any, L: any, X: any): {} | undefined;
declare function bT6(v: any, L: any, X: any): {} | undefined;
declare function bT7(v: any, L: any, X: any): {} | undefined;
declare function bT8(v: any, L: any, X: any): {} | undefined;
declare function bT9(v: any, L: any, X: any): {};
declare function bT10(v: any, L: any, X: any): {} | undefined;
declare function bT11(v: any, L: any, X: any): {} | undefined;
declare function bT12(v: any, L: any, X: any): {} | undefined;
declare function bT13(v: any, L: any, X: any): {} | undefined;
declare function bT14(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 1.0 (from 0.3), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const toV1_0_jsonrpc: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof bT1;
            result: typeof bT0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof bT1;
            result: null;
            event: typeof bT2;
        };
        GetTask: {
            outRpc: string;
            params: typeof bT4;
            result: typeof bT3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof bT5;
            result: typeof bT3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof bT6;
            result: null;
            event: typeof bT2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof bT7;
            result: typeof bT7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof bT8;
            result: typeof bT7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof bT10;
            result: typeof bT9;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof bT12;
            result: typeof bT11;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof bT13;
            result: {
                empty: {};
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof bT11;
        message: typeof bT14;
        pushConfig: typeof bT7;
        task: typeof bT3;
    };
    errors: readonly [];
};
declare function cT0(v: any, L: any, X: any): {} | undefined;
declare function cT1(v: any, L: any, X: any): {} | undefined;
declare function cT2(v: any, L: any, X: any): {} | undefined;
declare function cT3(v: any, L: any, X: any): {} | undefined;
declare function cT4(v: any, L: any, X: any): {} | undefined;
declare function cT5(v: any, L: any, X: any): {} | undefined;
declare function cT6(v: any, L: any, X: any): {} | undefined;
declare function cT7(v: any, L: any, X: any): {} | undefined;
declare function cT8(v: any, L: any, X: any): {} | undefined;
declare function cT9(v: any, L: any, X: any): {} | undefined;
declare function cT10(v: any, L: any, X: any): {} | undefined;
declare function cT11(v: any, L: any, X: any): {} | undefined;
declare function cT12(v: any, L: any, X: any): {} | undefined;
declare function cT13(v: any, L: any, X: any): {} | undefined;
declare function cT14(v: any, L: any, X: any): {} | undefined;
declare function cT15(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 0.3 (from 1.0), rest dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const toV0_3_rest: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof cT1;
            result: typeof cT0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof cT1;
            result: null;
            event: typeof cT2;
        };
        GetTask: {
            outRpc: string;
            params: typeof cT4;
            result: typeof cT3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof cT5;
            result: typeof cT3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof cT6;
            result: null;
            event: typeof cT2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof cT8;
            result: typeof cT7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof cT9;
            result: typeof cT7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof cT11;
            result: typeof cT10;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof cT13;
            result: typeof cT12;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof cT14;
            result: {
                empty: {};
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof cT12;
        message: typeof cT15;
        pushConfig: typeof cT7;
        task: typeof cT3;
    };
    errors: readonly [readonly [-32008, -32600, "v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message 'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the operation at all, which is false: it can, once the extension is declared"], readonly [-32009, -32004, "v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This operation is not supported'; v0.3.0 docs/specification.md §8.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 §5.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). -32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists"]];
};
declare function dT0(v: any, L: any, X: any): {} | undefined;
declare function dT1(v: any, L: any, X: any): {} | undefined;
declare function dT2(v: any, L: any, X: any): {} | undefined;
declare function dT3(v: any, L: any, X: any): {} | undefined;
declare function dT4(v: any, L: any, X: any): {} | undefined;
declare function dT5(v: any, L: any, X: any): {} | undefined;
declare function dT6(v: any, L: any, X: any): {} | undefined;
declare function dT7(v: any, L: any, X: any): {} | undefined;
declare function dT8(v: any, L: any, X: any): {} | undefined;
declare function dT9(v: any, L: any, X: any): {} | undefined;
declare function dT10(v: any, L: any, X: any): {} | undefined;
declare function dT11(v: any, L: any, X: any): {} | undefined;
declare function dT12(v: any, L: any, X: any): {} | undefined;
declare function dT13(v: any, L: any, X: any): {} | undefined;
declare function dT14(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 0.3 (from 1.0), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const toV0_3_jsonrpc: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof dT1;
            result: typeof dT0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof dT1;
            result: null;
            event: typeof dT2;
        };
        GetTask: {
            outRpc: string;
            params: typeof dT4;
            result: typeof dT3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof dT5;
            result: typeof dT3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof dT6;
            result: null;
            event: typeof dT2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof dT7;
            result: typeof dT7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof dT8;
            result: typeof dT7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof dT10;
            result: typeof dT9;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof dT12;
            result: typeof dT11;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof dT13;
            result: {
                empty: null;
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof dT11;
        message: typeof dT14;
        pushConfig: typeof dT7;
        task: typeof dT3;
    };
    errors: readonly [readonly [-32008, -32600, "v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message 'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the operation at all, which is false: it can, once the extension is declared"], readonly [-32009, -32004, "v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This operation is not supported'; v0.3.0 docs/specification.md §8.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 §5.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). -32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists"]];
};
export {};
